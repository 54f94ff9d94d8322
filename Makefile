# lifedoc: README's first two commands are `make site` and `make test`.
# Both install what the machine is missing (Debian packages, through apt-get), then build.

SWIFT      ?= swift
CONTENT    ?= Content
SITE       ?= Site
RELEASE    := .build/release/lifedoc
# Debian packages the build and the tests need.
APT_PACKAGES := libcmark-dev pkg-config graphviz

.PHONY: setup build site test originality graph clean

## setup: install the system packages that are missing (needs root, as on CI)
setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

## build: release build of the lifedoc command
build: setup
	$(SWIFT) build -c release --product lifedoc

## site: compile Content/ into Site/
site: build
	@mkdir -p $(SITE)
	$(RELEASE) graph --content $(CONTENT) --format json > $(SITE)/graph.json.tmp
	@mv $(SITE)/graph.json.tmp $(SITE)/graph.json
	@echo "wrote $(SITE)/graph.json"

## originality: Content/ must share no 8-word run with the reference articles
originality:
	python3 ../shared/tools/originality.py $(CONTENT) ../shared/seeds

## test: every test, the originality check, and the project's own content through the compiler
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest
	$(MAKE) --no-print-directory originality
	$(SWIFT) run --skip-build lifedoc graph --content $(CONTENT) --format json > /dev/null
	$(SWIFT) run --skip-build lifedoc check --strict --content $(CONTENT)

clean:
	rm -rf .build
