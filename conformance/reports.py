"""Every report of one run, written at once into a folder (each file atomically).

The formats live beside it: :mod:`conformance.results` (JSON, NDJSON, JUnit,
Markdown, badge), :mod:`conformance.html_report` (the self-contained HTML matrix) and
:mod:`conformance.rule_text` (the text of the rules cited, which the reports link to without a site).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from conformance.html_report import to_html
from conformance.results import (
    DEFAULT_SITE_URL,
    Coverages,
    ScenarioResult,
    to_badge,
    to_json,
    to_junit,
    to_markdown,
    to_ndjson,
)
from conformance.rule_text import RULES_PAGE, rules_html
from rulespec.files import atomic_write

REPORT_FILES: Final = (
    "results.json",
    "junit.xml",
    "matrix.md",
    "results.ndjson",
    "badge.json",
    "matrix.html",
    RULES_PAGE,
)
"""The files one run writes, in the order :func:`write_reports` returns them."""


def write_reports(
    directory: Path,
    results: list[ScenarioResult],
    implementation: str,
    elapsed: float,
    site_url: str = DEFAULT_SITE_URL,
    command: str = "",
    coverage: Coverages | None = None,
) -> list[Path]:
    """Write every report of ``results`` into ``directory``; the paths written.

    ``implementation`` names it as its handshake does; ``command`` is how it was run; ``coverage`` the groups of
    facts compared for each rulebook it claims. Rule IDs link to their pages under ``site_url`` (a URL, or a
    path relative to ``directory``), or with none, to their text in ``rules.html``, written here with every rule
    the scenarios cite.
    """
    paths = [directory / name for name in REPORT_FILES]
    atomic_write(paths[0], to_json(results, implementation, elapsed, site_url, command, coverage))
    atomic_write(paths[1], to_junit(results, implementation, elapsed, site_url))
    atomic_write(paths[2], to_markdown(results, implementation, site_url, coverage))
    atomic_write(paths[3], to_ndjson(results, implementation, elapsed, site_url, command, coverage))
    atomic_write(paths[4], to_badge(results) + "\n")
    atomic_write(paths[5], to_html(results, implementation, site_url))
    cited = {rule for result in results for rule in result.rules}
    atomic_write(paths[6], rules_html(cited, title=f"Rules cited by the scenarios run against {implementation}"))
    return paths
