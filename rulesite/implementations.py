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

from conformance import facts
from conformance.expect import KINDS, is_scenario_key, kind_of, load_expectations
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
        lines += coverage_lines(claim)
        lines += news_lines(root, checked, data)
        lines += _scenario_lines(root, checked, data)
        lines += fuzz_lines(checked, reports_dir(root) / checked.name)
    lines.append("")
    return "\n".join(lines)


def coverage_lines(claim: dict[str, object] | None) -> list[str]:
    """The implementation's coverage by group of facts, per rulebook it claims (:func:`conformance.facts.coverage`)."""
    if not claim:
        return []
    lines = [
        "",
        "Coverage by group of facts (what the suite and fuzzing compare: the groups the implementation models "
        "that a rule of the rulebook decides; see the [protocol](../implementers/protocol.md#groups-of-facts)):",
        "",
        "| rulebook | capabilities | tables | compared | not modelled |",
        "|---|---|---|---|---|",
    ]
    for rulebook, cover in facts.coverage(claim).items():
        sizes = cover["players"]
        tables = "any" if sizes is None else ", ".join(f"{n} players" for n in sizes)
        lines.append(
            f"| {_cell(rulebook)} | {_cell(', '.join(cover['capabilities']))} | {_cell(tables)} | "
            f"{_cell(', '.join(cover['compared'])) or 'none'} | {_cell(', '.join(cover['not_modelled'])) or 'none'} |"
        )
    return lines


def news_lines(root: Path, checked: Checked, data: dict[str, object]) -> list[str]:
    """What an implementer wants to know first: the rule bugs found (each with its rule, what the engine does
    instead and the shrunk scenario that shows it), the rules differences, what it does not model, with counts,
    and anything found that its expectations file does not explain."""
    expectations = load_expectations(root / checked.expectations) if checked.expectations else {}
    scenarios = cast(list[dict[str, object]], data.get("scenarios", []))
    unexplained = [s for s in scenarios if s.get("verdict") in ("unexpected failure", "unexpected pass")]
    campaigns = [
        c
        for path in sorted((reports_dir(root) / checked.name).glob("fuzz-*.json"))
        if (c := _load(path)) is not None and "not_fuzzed" not in c and "failed" not in c
    ]
    examples = [
        cast(dict[str, object], e)
        for c in campaigns
        for e in cast(list[object], c.get("examples", []) if isinstance(c.get("examples"), list) else [])
        if isinstance(e, dict)
    ]
    new_hands = sum(_int(c, "new_hands") for c in campaigns)
    by_kind: dict[str, list[tuple[str, str]]] = {kind: [] for kind in KINDS}
    for key, reason in expectations.items():
        kind = kind_of(reason)
        if kind is not None:
            by_kind[kind].append((key, reason.split(":", 1)[1].strip()))
    lines = [
        "",
        f"**Findings**: {len(by_kind['engine bug'])} rule bugs, {len(by_kind['rules difference'])} rules "
        f"differences, {len(by_kind['not modelled'])} things not modelled (entries of its expectations file); "
        f"{len(unexplained)} scenario results and {new_hands} fuzzed hands the file does not explain.",
    ]
    if unexplained or new_hands:
        lines += ["", '!!! warning "New: not in the expectations file"']
        lines += [f"    - scenario {_cell(s.get('id', ''))}: {_cell(s.get('verdict', ''))}" for s in unexplained]
        for c in campaigns:
            fresh = cast(dict[str, object], c.get("new_by_rule", {})) if isinstance(c.get("new_by_rule"), dict) else {}
            if fresh:
                shown = ", ".join(f"{_rule(rule)} {_cell(n)}" for rule, n in fresh.items())
                lines.append(f"    - fuzzing {_cell(c.get('rulebook', '?'))}: {_int(c, 'new_hands')} hands ({shown})")
    titles = {"engine bug": "Rule bugs found", "rules difference": "Rules differences", "not modelled": "Not modelled"}
    for kind in KINDS:
        entries = by_kind[kind]
        if not entries:
            continue
        lines += ["", f"#### {titles[kind]} ({len(entries)}) {{ #{checked.name}-{kind.replace(' ', '-')} }}", ""]
        for key, what in entries:
            label = f"scenario `{_cell(key)}`" if is_scenario_key(key) else _key_label(key)
            lines.append(f"- {label}: {_cell(what)}")
            if kind == "engine bug" and not is_scenario_key(key):
                example = next((e for e in examples if _foreseen_by(e, key)), None)
                if example is not None:
                    lines += _example_block(example, "    ")
    return lines


def _key_label(key: str) -> str:
    known = {rule.id for rule in cached_spec().all_rules()}
    if key in known:
        return f"rule {_rule(key)} (fuzzing)"
    if key in facts.BY_NAME:
        return f"the group `{_cell(key)}` (fuzzing)"
    return f"the field `{_cell(key)}` (fuzzing)"


def _foreseen_by(example: dict[str, object], key: str) -> bool:
    known = example.get("known")
    return isinstance(known, dict) and cast(dict[str, object], known).get("key") == key


def _example_block(example: dict[str, object], indent: str) -> list[str]:
    rules = cast(list[str], example.get("rules", [])) if isinstance(example.get("rules"), list) else []
    lines = [
        "",
        f'{indent}??? example "Found by fuzzing: hand {_cell(example.get("hand", "?"))}, '
        f'{_cell(example.get("group", ""))}, {", ".join(rules) or "no rule"} (shrunk)"',
        "",
    ]
    differences = example.get("differences")
    for d in cast(list[dict[str, object]], differences) if isinstance(differences, list) else []:
        lines.append(
            f"{indent}    - `{_cell(d.get('path', ''))}`: reference `{_cell(json.dumps(d.get('reference')))}`, "
            f"implementation `{_cell(json.dumps(d.get('implementation')))}`"
        )
    lines += ["", f"{indent}    ```gherkin"]
    scenario = textwrap.dedent(str(example.get("scenario", ""))).strip()
    lines += [f"{indent}    {line}" if line.strip() else "" for line in scenario.splitlines()]
    lines += [f"{indent}    ```", ""]
    return lines


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
            "reference's after every action (`domino-rules fuzz`, every hand played out), on the groups of facts "
            "the implementation models that a rule of the rulebook decides. Every group's first divergence in a "
            "hand counts, under the rule that decides it; the expectations file separates what it foresees (and "
            "what follows from it in the same hand) from new divergences.",
            "",
            "| rulebook | hands fuzzed | seed | hands diverging | rate | new (not foreseen) | divergences by rule "
            "| errors |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for c in run:
            by_rule = cast(dict[str, object], c.get("by_rule", {})) if isinstance(c.get("by_rule"), dict) else {}
            rules = ", ".join(f"{_rule(rule)} {_cell(n)}" for rule, n in by_rule.items()) or "none"
            new = (
                f"{_int(c, 'new_hands')} ({_percent(c.get('new_rate'))})"
                if c.get("expectations") is not None
                else "no expectations file"
            )
            lines.append(
                f"| {_cell(c.get('rulebook', '?'))} | {_int(c, 'hands_checked')} | {_cell(c.get('seed', '?'))} | "
                f"{_int(c, 'divergent_hands')} | {_percent(c.get('rate'))} | {new} | {rules} | {_int(c, 'errors')} |"
            )
    for c in campaigns:
        rulebook = _cell(c.get("rulebook", "?"))
        if "failed" in c:
            lines += ["", "!!! failure", f"    Fuzzing on {rulebook} failed: {_cell(c['failed'])}"]
        elif "not_fuzzed" in c:
            lines += ["", f"Not fuzzed on {rulebook}: {_cell(c['not_fuzzed'])}."]
        else:
            examples = c.get("examples")
            for example in cast(list[object], examples) if isinstance(examples, list) else []:
                if isinstance(example, dict):
                    lines += _counterexample(rulebook, cast(dict[str, object], example), c)
    return lines


def _counterexample(rulebook: str, example: dict[str, object], campaign: dict[str, object]) -> list[str]:
    rules = cast(list[str], example.get("rules", [])) if isinstance(example.get("rules"), list) else []
    known = example.get("known")
    foreseen = (
        f" (foreseen, {_cell(cast(dict[str, object], known).get('kind', ''))})" if isinstance(known, dict) else " (new)"
    )
    lines = [
        "",
        f'??? example "{rulebook}: hand {_cell(example.get("hand", "?"))}, {_cell(example.get("group", ""))}, '
        f'shrunk: {", ".join(rules) or "no rule"}{foreseen}"',
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
