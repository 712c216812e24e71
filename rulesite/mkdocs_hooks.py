"""MkDocs hooks (``hooks:`` in ``mkdocs.yml``): add the generated pages to every build.

The pages themselves come from :mod:`rulesite.pages`; this file only
hands them to MkDocs as virtual files (nothing is written into ``docs/``) and
lists each rulebook page under the "Rulebooks" section of the nav.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from rulesite import judges, pages, rulebooks
from rulesite.markup import RULEBOOKS_DIR
from rulespec import SpecError, cached_spec
from rulespec.files import atomic_write
from rulespec.glossary import cached_glossary

RULEBOOKS_SECTION = "Rulebooks"


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Read the spec afresh and expand the nav's Rulebooks section to one page per rulebook."""
    cached_spec.cache_clear()
    cached_glossary.cache_clear()
    rulebooks.forget_positions()
    try:
        entries = pages.nav_rulebooks()
    except SpecError as exc:
        raise PluginError(f"the spec is malformed: {exc}") from exc
    nav: object = config.nav
    if isinstance(nav, list):
        for item in nav:
            if isinstance(item, dict) and isinstance(item.get(RULEBOOKS_SECTION), list):
                section: list[object] = item[RULEBOOKS_SECTION]
                section.extend(entry for entry in entries if entry not in section)
    return config


HOVER_PAGES: Final = ("rulebooks/", "judges/", "reference/readings.md")
"""Pages whose glossary terms are explained on hover (``abbr`` definitions appended to their Markdown)."""


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Append the glossary's hover hints to the rule pages, so each term is explained where it appears."""
    if not page.file.src_uri.startswith(HOVER_PAGES):
        return markdown
    try:
        hints = judges.abbreviations(cached_glossary())
    except SpecError as exc:
        raise PluginError(f"the glossary is malformed: {exc}") from exc
    return markdown.rstrip() + "\n\n" + hints + "\n" if hints else markdown


_SCENARIO: Final = re.compile(r'(<details class="example">\s*<summary>.*?</summary>)(.*?)(</details>)', re.S)


def lazy_scenarios(html_text: str) -> str:
    r"""Each collapsed scenario's body (its Gherkin and its picture) inside a ``<template>``.

    The browser parses a template's content but builds no page elements, styles or layout for
    it, so a rulebook page of a hundred scenarios opens fast on a slow phone;
    ``javascripts/permalinks.js`` puts the body in place when the reader opens the scenario.

    >>> lazy_scenarios('<details class="example">\n<summary>S</summary>\n<p>body</p>\n</details>')
    '<details class="example">\n<summary>S</summary><template class="dr-lazy">\n<p>body</p>\n</template></details>'
    """
    return _SCENARIO.sub(r'\1<template class="dr-lazy">\2</template>\3', html_text)


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Rulebook pages load their scenarios' bodies only when a scenario is opened."""
    uri = page.file.src_uri
    if uri.startswith(f"{RULEBOOKS_DIR}/") and uri != f"{RULEBOOKS_DIR}/index.md":
        return lazy_scenarios(html)
    return html


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add every generated page and schema file; refuse a hand-written file in their place."""
    try:
        generated = pages.site_files()
    except (SpecError, RuntimeError, ValueError, OSError) as exc:
        raise PluginError(f"cannot generate the site pages: {exc}") from exc
    for uri, content in generated.items():
        if files.get_file_from_path(uri) is not None:
            raise PluginError(f"docs/{uri} is generated on every build; remove the hand-written file")
        files.append(File.generated(config, uri, content=content))
    return files


_ROOT_ABSOLUTE: Final = re.compile(r'\b(href|src)="/(?!/)')
_CONFIG_ROOT: Final = re.compile(r'("base": )"/"|("search": )"/(?!/)')


def relative_404(text: str) -> str:
    """The 404 page with root-absolute links (``/assets/...``) made relative to the site's root.

    The 404 page sits at the root, so from disk (``file://``), under a sub-path or at the
    root of a host, a relative link reaches the same file; a root-absolute one only at a
    host's root.

    The theme's page configuration (its ``base`` and its search worker) is made relative too.

    >>> relative_404('<link href="/assets/x.css"><a href="//cdn.example/y">')
    '<link href="assets/x.css"><a href="//cdn.example/y">'
    >>> relative_404('{"base": "/", "search": "/assets/w.js"}')
    '{"base": ".", "search": "assets/w.js"}'
    """
    text = _ROOT_ABSOLUTE.sub(r'\1="', text)
    return _CONFIG_ROOT.sub(lambda m: f'{m.group(1)}"."' if m.group(1) else f'{m.group(2)}"', text)


def on_post_build(config: MkDocsConfig) -> None:
    """Make the built 404 page work from disk and under a sub-path."""
    page = Path(config.site_dir) / "404.html"
    if page.exists():
        atomic_write(page, relative_404(page.read_text(encoding="utf-8")))
