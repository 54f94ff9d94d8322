#!/usr/bin/env python3
"""Checks every link in a generated lifedoc site, offline and with the standard library only.

    python3 Tests/Browser/linkcheck.py SITE_DIR [--base-url URL]

Every *.html file under SITE_DIR is parsed with html.parser; the href, src and xlink:href of
every element (inline SVG included) is checked:

  * mailto:, tel:, javascript: and data: links are skipped, and so are http(s) links that do not
    start with the base URL (default https://lifedoc.example/);
  * a link that starts with the base URL is mapped onto SITE_DIR (as a web server would serve it,
    so BASE/en/ means en/index.html);
  * any other link is resolved against the folder of the file it is in, as a browser does when
    the page is opened from disk (file://): a relative link to a folder is broken there, and so is
    a root-relative link (/en/x.html);
  * a link is broken when its target file does not exist, when it resolves outside SITE_DIR, or
    when its #fragment names no id (or <a name>) in the target HTML file (a bare #fragment points
    into the same file).

sitemap.xml, when present, is parsed too: every <loc> and <xhtml:link href> must be under the
base URL and name a page that exists.

Each broken link is printed as `FILE: LINK: reason` (FILE relative to SITE_DIR), sorted, then
`linkcheck: N files, M links, K broken` (M counts the links checked, not the skipped ones).
Exit status: 0 when nothing is broken, 1 when something is, 2 on a usage error.
"""

import argparse
import os
import posixpath
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

LINK_ATTRIBUTES = ("href", "src", "xlink:href")
SKIPPED_SCHEMES = ("mailto", "tel", "javascript", "data")
SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML_NS = "http://www.w3.org/1999/xhtml"


class PageParser(HTMLParser):
    """Collects the links (in document order) and the fragment targets of one HTML file."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []
        self.anchors = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (name == "name" and tag == "a"):
                self.anchors.add(value)
            elif name in LINK_ATTRIBUTES:
                self.links.append(value)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)


def is_html(path):
    return path.lower().endswith((".html", ".htm", ".xhtml"))


class LinkChecker:
    def __init__(self, site_dir, base_url):
        self.root = os.path.realpath(site_dir)
        if not base_url.endswith("/"):
            base_url += "/"
        self.base_url = base_url
        self.base_scheme = urlsplit(base_url).scheme or "https"
        self._pages = {}
        self.broken = set()
        self.files = 0
        self.links = 0

    # -- parsing -----------------------------------------------------------------------------

    def page(self, abs_path):
        """The parsed page at abs_path (cached); None when it cannot be read."""
        if abs_path not in self._pages:
            parser = PageParser()
            try:
                with open(abs_path, encoding="utf-8", errors="replace") as handle:
                    parser.feed(handle.read())
                parser.close()
            except OSError:
                parser = None
            self._pages[abs_path] = parser
        return self._pages[abs_path]

    def rel(self, abs_path):
        return os.path.relpath(abs_path, self.root).replace(os.sep, "/")

    # -- resolution --------------------------------------------------------------------------

    def inside(self, abs_path):
        return abs_path == self.root or abs_path.startswith(self.root + os.sep)

    def resolve(self, source, link, from_sitemap=False):
        """Returns (target absolute path or None, fragment or None, reason or None, skipped).

        reason is set when the link is broken before the target is even looked at."""
        raw = link.strip()
        if raw == "":
            return None, None, None, True  # href="" is the page itself
        if raw.startswith("//"):
            raw = self.base_scheme + ":" + raw
        parts = urlsplit(raw)
        scheme = parts.scheme.lower()
        served = False  # True when the link is a URL under the base URL
        if raw.startswith(self.base_url) or raw == self.base_url[:-1]:
            served = True
            path = unquote(urlsplit(raw[len(self.base_url):]).path)
            target = os.path.normpath(os.path.join(self.root, path)) if path else self.root
        elif scheme:
            if scheme in ("http", "https"):
                if from_sitemap:
                    return None, None, "not under the base URL %s" % self.base_url, False
                return None, None, None, True
            if scheme in SKIPPED_SCHEMES and not from_sitemap:
                return None, None, None, True
            return None, None, "unsupported URL scheme %r" % (scheme + ":"), False
        elif from_sitemap:
            return None, None, "not an absolute URL under the base URL %s" % self.base_url, False
        else:
            path = unquote(parts.path)
            if path.startswith("/"):
                return None, None, "root-relative link (does not work when the site is opened from disk)", False
            if path == "":
                target = source
            else:
                target = os.path.normpath(os.path.join(os.path.dirname(source), path))
        fragment = unquote(parts.fragment) if parts.fragment else None
        if not self.inside(target):
            return None, None, "resolves outside SITE_DIR", False
        if os.path.isdir(target):
            if not served:
                return None, None, "points to a folder (opened from disk this shows a file listing, not index.html)", False
            target = os.path.join(target, "index.html")
        return target, fragment, None, False

    def check(self, source_rel, source_abs, link, from_sitemap=False):
        target, fragment, reason, skipped = self.resolve(source_abs, link, from_sitemap)
        if skipped:
            return
        self.links += 1
        if reason is None:
            reason = self.target_problem(target, fragment)
        if reason is not None:
            self.broken.add((source_rel, link, reason))

    def target_problem(self, target, fragment):
        if not os.path.isfile(target):
            return "target %s does not exist" % self.rel(target)
        if not fragment or fragment.startswith(":~:") or not is_html(target):
            return None
        parsed = self.page(target)
        if parsed is None:
            return "target %s cannot be read" % self.rel(target)
        if fragment in parsed.anchors or fragment.lower() == "top":
            return None
        return "no element with id=%r in %s" % (fragment, self.rel(target))

    # -- walking -----------------------------------------------------------------------------

    def html_files(self):
        found = []
        for folder, dirs, files in os.walk(self.root):
            dirs.sort()
            for name in files:
                if name.lower().endswith((".html", ".htm")):
                    found.append(os.path.join(folder, name))
        return sorted(found, key=self.rel)

    def run(self):
        for abs_path in self.html_files():
            self.files += 1
            rel = self.rel(abs_path)
            parsed = self.page(abs_path)
            if parsed is None:
                self.broken.add((rel, "-", "cannot be read"))
                continue
            for link in parsed.links:
                self.check(rel, abs_path, link)
        sitemap = os.path.join(self.root, "sitemap.xml")
        if os.path.isfile(sitemap):
            self.check_sitemap(sitemap)

    def check_sitemap(self, path):
        self.files += 1
        try:
            tree = ET.parse(path)
        except (ET.ParseError, OSError) as error:
            self.broken.add(("sitemap.xml", "-", "cannot be parsed: %s" % error))
            return
        urlset = tree.getroot()
        if urlset.tag != "{%s}urlset" % SITEMAP_NS:
            self.broken.add(("sitemap.xml", "-", "root element is %s, not {%s}urlset" % (urlset.tag, SITEMAP_NS)))
        for url in urlset.iter("{%s}url" % SITEMAP_NS):
            locs = url.findall("{%s}loc" % SITEMAP_NS)
            if len(locs) != 1:
                self.broken.add(("sitemap.xml", "-", "a <url> has %d <loc> elements" % len(locs)))
            for loc in locs:
                self.check("sitemap.xml", path, (loc.text or "").strip(), from_sitemap=True)
            for alt in url.iter("{%s}link" % XHTML_NS):
                self.check("sitemap.xml", path, (alt.get("href") or "").strip(), from_sitemap=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Check the links of a generated lifedoc site.")
    parser.add_argument("site_dir", metavar="SITE_DIR")
    parser.add_argument("--base-url", default="https://lifedoc.example/",
                        help="absolute URL the site is published at (default %(default)s)")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.site_dir):
        print("linkcheck: %s is not a folder" % args.site_dir, file=sys.stderr)
        return 2
    checker = LinkChecker(args.site_dir, args.base_url)
    checker.run()
    for source, link, reason in sorted(checker.broken):
        print("%s: %s: %s" % (source, link, reason))
    print("linkcheck: %d files, %d links, %d broken" % (checker.files, checker.links, len(checker.broken)))
    return 1 if checker.broken else 0


if __name__ == "__main__":
    sys.exit(main())
