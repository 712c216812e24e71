"""The "Implementations" page: a compliance dashboard of every implementation the project checks.

It reads the reports that ``python -m conformance.implementations`` wrote under
``reports/implementations/<name>/`` (results and handshake); without reports it
says how to produce them. Every failure is shown with its explanation from the
implementation's expectations file. Each implementation's fuzz campaigns
(``fuzz-<rulebook>.json``) are shown as recorded: hands, seed, hands diverging,
the divergences by rule (linked to the rules' pages) and the first shrunk
counterexample, collapsed; nothing is recomputed here.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Final, cast

from conformance.expect import load_expectations
from conformance.implementations import IMPLEMENTATIONS, Checked, reports_dir
from conformance.paths import project_root
from rulesite.markup import rule_page_href
from rulespec import cached_spec

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
        lines += _scenario_lines(root, checked, data)
        lines += fuzz_lines(checked, reports_dir(root) / checked.name)
    lines.append("")
    return "\n".join(lines)


def _scenario_lines(root: Path, checked: Checked, data: dict[str, object]) -> list[str]:
    lines: list[str] = []
    expectations = load_expectations(root / checked.expectations) if checked.expectations else {}
    scenarios = cast(list[dict[str, object]], data.get("scenarios", []))
    problems = [s for s in scenarios if s.get("status") in ("failed", "error")]
    passes = [s for s in scenarios if s.get("verdict") == "unexpected pass"]
    if not problems and not passes:
        lines.append("Every claimed scenario passes.")
        return lines
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
        lines.append(f"- Unexpected pass: {_cell(s.get('id') or s.get('scenario', ''))} (listed as expected to fail)")
    return lines


HERE: Final = "implementations"
"""The page's folder, for links to the rules' pages."""


def _rule(rule_id: str) -> str:
    """A rule ID linked to its page (a label that is no rule, like ``unattributed``, as it is)."""
    known = {rule.id for rule in cached_spec().all_rules()}
    return f"[{rule_id}]({rule_page_href(rule_id, HERE)})" if rule_id in known else _cell(rule_id)


def _percent(value: object) -> str:
    return f"{value:.1%}" if isinstance(value, (int, float)) else "?"


def fuzz_lines(checked: Checked, directory: Path) -> list[str]:
    """The implementation's fuzz campaigns, as recorded in ``directory/fuzz-*.json`` (none: no lines)."""
    campaigns = [data for path in sorted(directory.glob("fuzz-*.json")) if (data := _load(path)) is not None]
    if not campaigns:
        return []
    lines = ["", f"### Fuzzing {{ #{checked.name}-fuzz }}"]
    run = [c for c in campaigns if "not_fuzzed" not in c and "failed" not in c]
    if run:
        lines += [
            "",
            "Random deals played by random legal actions, the implementation's replies compared with the "
            "reference's after every action (`domino-rules fuzz`, every hand played out). A diverging hand counts "
            "under each rule of its first divergence; `unattributed` is a difference no rule is found for "
            "(an error reply, say).",
            "",
            "| rulebook | hands fuzzed | seed | hands diverging | rate | divergences by rule |",
            "|---|---|---|---|---|---|",
        ]
        for c in run:
            by_rule = cast(dict[str, object], c.get("by_rule", {})) if isinstance(c.get("by_rule"), dict) else {}
            rules = ", ".join(f"{_rule(rule)} {_cell(n)}" for rule, n in by_rule.items()) or "none"
            lines.append(
                f"| {_cell(c.get('rulebook', '?'))} | {_int(c, 'hands_checked')} | {_cell(c.get('seed', '?'))} | "
                f"{_int(c, 'divergent_hands')} | {_percent(c.get('rate'))} | {rules} |"
            )
    for c in campaigns:
        rulebook = _cell(c.get("rulebook", "?"))
        if "failed" in c:
            lines += ["", "!!! failure", f"    Fuzzing on {rulebook} failed: {_cell(c['failed'])}"]
        elif "not_fuzzed" in c:
            lines += ["", f"Not fuzzed on {rulebook}: {_cell(c['not_fuzzed'])}."]
        elif isinstance(example := c.get("counterexample"), dict):
            lines += _counterexample(rulebook, cast(dict[str, object], example), c)
    return lines


def _counterexample(rulebook: str, example: dict[str, object], campaign: dict[str, object]) -> list[str]:
    rules = cast(list[str], example.get("rules", [])) if isinstance(example.get("rules"), list) else []
    lines = [
        "",
        f'??? example "{rulebook}: the first divergence (hand {_cell(example.get("hand", "?"))}), shrunk: '
        f'{", ".join(rules) or "no rule"}"',
        "",
    ]
    differences = example.get("differences")
    for d in cast(list[dict[str, object]], differences) if isinstance(differences, list) else []:
        lines.append(
            f"    - `{_cell(d.get('path', ''))}`: reference `{_cell(json.dumps(d.get('reference')))}`, "
            f"implementation `{_cell(json.dumps(d.get('implementation')))}`"
        )
    lines += ["", "    ```gherkin"]
    scenario = textwrap.dedent(str(example.get("scenario", ""))).strip()
    lines += [f"    {line}" if line.strip() else "" for line in scenario.splitlines()]
    lines += ["    ```", "", f"    Reproduce: `{campaign.get('reproduce', '')}`"]
    return lines


LEVEL_ORDER: Final = ("must", "should", "may")
