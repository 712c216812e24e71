"""MkDocs hooks (``hooks:`` in ``mkdocs.yml``): add the generated pages to every build.

The pages themselves come from :mod:`rulesite.pages`; this file only
hands them to MkDocs as virtual files (nothing is written into ``docs/``) and
lists each rulebook page under the "Rulebooks" section of the nav.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Final, cast

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from rulesite import engine, judges, offline, pages, rulebooks, rulepictures, rulingpage, tiles
from rulesite.markup import RULEBOOKS_DIR
from rulespec import SpecError, cached_spec
from rulespec.files import atomic_write
from rulespec.glossary import cached_glossary

RULEBOOKS_SECTION = "Rulebooks"


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Read the spec afresh and expand the nav's Rulebooks section to one page per rulebook."""
    cached_spec.cache_clear()
    cached_glossary.cache_clear()
    engine.engine_files.cache_clear()
    rulebooks.forget_positions()
    rulepictures.forget_pictures()
    try:
        entries = pages.nav_rulebooks()
    except SpecError as exc:
        raise PluginError(f"the spec is malformed: {exc}") from exc
    # mkdocs leaves its nav option's type unknown (an unparameterised option class): the value, read from
    # mkdocs.yml, is taken as an object and narrowed here
    nav: object = config.nav  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]  # mkdocs' option is unparameterised
    if isinstance(nav, list):
        for item in cast(list[object], nav):
            found = cast(dict[str, object], item).get(RULEBOOKS_SECTION) if isinstance(item, dict) else None
            if isinstance(found, list):
                section = cast(list[object], found)
                section.extend(entry for entry in entries if entry not in section)
    return config


HOVER_PAGES: Final = ("rulebooks/", "judges/", "reference/readings.md")
"""Pages whose glossary terms are explained on hover (``abbr`` definitions appended to their Markdown)."""


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Append the glossary's hover hints to the rule pages, so each term is explained where it appears."""
    if not page.file.src_uri.startswith(HOVER_PAGES):
        return markdown
    try:
        hints = judges.abbreviations(cached_glossary(), used_in=markdown)
    except SpecError as exc:
        raise PluginError(f"the glossary is malformed: {exc}") from exc
    return markdown.rstrip() + "\n\n" + hints + "\n" if hints else markdown


_SCENARIO: Final = re.compile(r'<details class="example">(\s*<summary>.*?</summary>)(.*?)</details>', re.S)
SCENARIO_SCRIPTS: Final = "scenarios"
"""Where, beside the rulebook pages, each scenario's body waits in its own small script."""
LAZY_NOTE: Final = '<p class="dr-lazy-note">The scenario and its picture load when it is opened.</p>'


def external_scenarios(html_text: str, book_id: str) -> tuple[str, dict[str, str]]:
    r"""Each collapsed scenario's body (its Gherkin and its picture) moved into a script of its own.

    The page keeps the scenario's title and names its script (``data-dr-body``, relative to the
    page); ``javascripts/permalinks.js`` loads that script when the reader opens the scenario,
    and the script puts the body in place. A ``<script src>`` loads from disk (``file://``) as
    from a server, so the site still works offline, and a rulebook page of a hundred scenarios
    carries their titles only. Returns the page and the scripts, by path relative to the page.

    >>> page, scripts = external_scenarios('<details class="example"><summary>S</summary><p>body</p></details>', "b")
    >>> page
    '<details class="example" data-dr-body="scenarios/b/1.js"><summary>S</summary><p class="dr-lazy-note">The scenario and its picture load when it is opened.</p></details>'
    >>> scripts["scenarios/b/1.js"]
    'window.DR_SCENARIO("scenarios/b/1.js", "<p>body</p>");\n'
    """
    scripts: dict[str, str] = {}

    def move(match: re.Match[str]) -> str:
        path = f"{SCENARIO_SCRIPTS}/{book_id}/{len(scripts) + 1}.js"
        scripts[path] = f"window.DR_SCENARIO({json.dumps(path)}, {json.dumps(match.group(2), ensure_ascii=False)});\n"
        return f'<details class="example" data-dr-body="{path}">{match.group(1)}{LAZY_NOTE}</details>'

    return _SCENARIO.sub(move, html_text), scripts


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Rulebook pages load each scenario's body only when it is opened; every tile is drawn once a page.

    The page holds the tile symbols of all its scenarios' pictures (a few kilobytes: each tile once),
    so a body loaded later draws from them.
    """
    uri = page.file.src_uri
    symbols = tiles.sprite(html)
    if uri.startswith(f"{RULEBOOKS_DIR}/") and uri != f"{RULEBOOKS_DIR}/index.md":
        html, scripts = external_scenarios(html, Path(uri).stem)
        folder = Path(config.site_dir) / RULEBOOKS_DIR
        for path, text in scripts.items():
            atomic_write(folder / path, text)
    try:
        glossary = cached_glossary()
    except SpecError as exc:
        raise PluginError(f"the glossary is malformed: {exc}") from exc
    return symbols + judges.mark_spanish(html, glossary)


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add every generated page and schema file; refuse a hand-written file in their place."""
    try:
        generated = pages.site_files()
        generated.update(
            rulingpage.ruling_files(cached_spec(), cached_glossary(), engine.engine_files(), rulingpage.read_measure())
        )
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
    """Make the built 404 page work from disk and under a sub-path, write the files of the engine the "Rule on a
    hand" page runs (:mod:`rulesite.engine`), and write the judge's offline copy's service worker from the built
    files (:mod:`rulesite.offline`)."""
    page = Path(config.site_dir) / "404.html"
    if page.exists():
        atomic_write(page, relative_404(page.read_text(encoding="utf-8")))
    try:
        engine.write_engine(Path(config.site_dir))
    except (engine.EngineBuildError, OSError) as exc:
        raise PluginError(f"cannot write the ruling page's engine: {exc}") from exc
    offline.write_service_worker(Path(config.site_dir))
