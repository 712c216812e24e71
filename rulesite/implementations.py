"""The "Implementations" page: a compliance dashboard of every implementation the project checks.

It reads the reports that ``python -m conformance.implementations`` wrote under
``reports/implementations/<name>/`` (results and handshake); without reports it
says how to produce them. Every failure is shown with its explanation from the
implementation's expectations file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final, cast

from conformance.expect import load_expectations
from conformance.implementations import IMPLEMENTATIONS, Checked, reports_dir
from conformance.paths import project_root

PAGE: Final = "implementations/index.md"
"""Where the page goes in the docs tree."""


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ").strip()


def _load(path: Path) -> dict[str, object] | None:
    try:
        data: object = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return cast(dict[str, object], data) if isinstance(data, dict) else None


def _int(mapping: object, *keys: str) -> int:
    value: object = mapping
    for key in keys:
        value = cast(dict[str, object], value).get(key, 0) if isinstance(value, dict) else 0
    return int(value) if isinstance(value, int) else 0


def implementations_page(root: Path | None = None) -> str:
    """The Markdown of the "Implementations" page, from the reports under ``reports/implementations/``."""
    root = root if root is not None else project_root()
    lines = [
        "# Implementations",
        "",
        "Every implementation below is run through the whole conformance suite over the",
        "[wire protocol](../implementers/protocol.md). A scenario outside what an implementation claims is",
        '"not claimed", never a failure; the compliance figure is the scenarios passed out of those claimed.',
        "Each implementation's known failures are listed, with the reason, in its expectations file;",
        "an unexpected failure or an unexpected pass fails the project's tests.",
        "",
    ]
    loaded: list[tuple[Checked, dict[str, object], dict[str, object] | None]] = []
    for checked in IMPLEMENTATIONS:
        data = _load(reports_dir(root) / checked.name / "results.json")
        if data is not None:
            loaded.append((checked, data, _load(reports_dir(root) / checked.name / "claim.json")))
    if not loaded:
        lines += [
            "!!! note",
            "    No reports yet. Produce them with `python -m conformance.implementations`",
            "    (which `python3 dev.py test` runs before the site build); they go to `reports/implementations/`.",
            "",
        ]
        return "\n".join(lines)
    lines += [
        "| implementation | language | claims | compliance (passed/claimed) | must | should | may "
        "| expected failures | unexpected |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for checked, data, claim in loaded:
        info = cast(dict[str, object], claim.get("implementation", {})) if claim else {}
        claims = (
            f"{', '.join(cast(list[str], claim.get('rulebooks', [])))}: "
            f"{', '.join(cast(list[str], claim.get('capabilities', [])))}"
            if claim
            else "?"
        )
        levels = [f"{_int(data, 'levels', lv, 'passed')}/{_int(data, 'levels', lv, 'claimed')}" for lv in LEVEL_ORDER]
        surprises = _int(data, "verdicts", "unexpected failure") + _int(data, "verdicts", "unexpected pass")
        lines.append(
            f"| [{_cell(checked.title)}](#{checked.name}) | {_cell(info.get('language', '?'))} | {_cell(claims)} | "
            f"**{_int(data, 'compliance', 'passed')}/{_int(data, 'compliance', 'claimed')}** | "
            + " | ".join(levels)
            + f" | {_int(data, 'verdicts', 'expected failure')} | {surprises} |"
        )
    for checked, data, claim in loaded:
        info = cast(dict[str, object], claim.get("implementation", {})) if claim else {}
        version = f" {_cell(info['version'])}" if "version" in info else ""
        lines += [
            "",
            f"## {checked.title} {{ #{checked.name} }}",
            "",
            checked.about,
            "",
            f"Implementation: `{_cell(info.get('name', checked.name))}{version}`. "
            f"Passed **{_int(data, 'compliance', 'passed')}/{_int(data, 'compliance', 'claimed')}** claimed scenarios; "
            f"{_int(data, 'totals', 'not claimed')} not claimed.",
            "",
        ]
        expectations = load_expectations(root / checked.expectations) if checked.expectations else {}
        scenarios = cast(list[dict[str, object]], data.get("scenarios", []))
        problems = [s for s in scenarios if s.get("status") in ("failed", "error")]
        passes = [s for s in scenarios if s.get("verdict") == "unexpected pass"]
        if not problems and not passes:
            lines.append("Every claimed scenario passes.")
            continue
        if problems:
            lines += [
                "| scenario | rules | failing step | expected | actual | explanation |",
                "|---|---|---|---|---|---|",
            ]
            for s in problems:
                reason = expectations.get(str(s.get("id", "")), "**unexplained: not in the expectations file**")
                lines.append(
                    f"| {_cell(s.get('id') or s.get('scenario', ''))} | {_cell(', '.join(cast(list[str], s.get('rules', []))))} | "
                    f"{_cell(s.get('step', ''))} | `{_cell(s.get('expected', ''))}` | `{_cell(s.get('actual', ''))}` | "
                    f"{_cell(reason)} |"
                )
        for s in passes:
            lines.append(
                f"- Unexpected pass: {_cell(s.get('id') or s.get('scenario', ''))} (listed as expected to fail)"
            )
    lines.append("")
    return "\n".join(lines)


LEVEL_ORDER: Final = ("must", "should", "may")
