"""Results of a conformance run and the reports written from them.

Every ``check`` run writes, into its report directory:

* ``results.json`` - machine-readable: implementation, totals, one entry per scenario;
* ``junit.xml`` - JUnit XML for CI systems, one test case per scenario;
* ``matrix.md`` - rule ID by result, then every failure: its rules (linked to their pages), the
  failing step, expected/actual values and the requests sent and replies got, as JSON;
* ``results.ndjson`` - one JSON object a line: a header, one line per scenario, a footer;
* ``badge.json`` - the compliance as a shields.io endpoint badge;
* ``matrix.html`` - the matrix as one self-contained HTML page (:mod:`conformance.html_report`).

Each scenario carries its requirement level (must, should, may), scored
separately, and the capabilities it needs. A failure or an error also carries
its ``exchanges``: every request the scenario sent and the reply it got (or why
there was none), as JSON (:mod:`conformance.traffic`); every report shows them,
with the rule's page on the rules site (:func:`rule_page`, under a site URL
``check --site-url`` sets), or else its text in ``rules.html`` beside the reports. With an expectations file
(``check --expect FILE``) a failure listed there is an "expected failure";
an unlisted failure an "unexpected failure"; a listed scenario that passes an
"unexpected pass" (see :func:`verdict`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, fields
from importlib import metadata
from typing import Final, Literal, cast
from xml.etree import ElementTree

from conformance.messages import PROTOCOL_VERSION
from conformance.observe import JSON
from conformance.paths import DEFAULT_SITE_URL as DEFAULT_SITE_URL
from conformance.rule_text import rule_anchor
from conformance.traffic import exchange_text
from rulespec.grammar import rule_sort_key

Status = Literal["passed", "failed", "not claimed", "error"]
STATUSES: Final[tuple[Status, ...]] = ("passed", "failed", "not claimed", "error")


@dataclass(frozen=True, slots=True)
class ScenarioResult:
    nodeid: str
    scenario: str
    rules: tuple[str, ...]
    status: Status
    step: str
    expected: str
    actual: str
    message: str
    duration: float
    id: str = ""
    """Stable scenario ID: ``<feature path>:<scenario name>``."""
    level: str = "must"
    capabilities: tuple[str, ...] = ()
    known_failure: str = ""
    """The reason (or link) from the expectations file, if the scenario is listed there."""
    exchanges: tuple[dict[str, JSON], ...] = ()
    """For a failure or an error: each request sent, with the reply got or the ``error`` (see :mod:`conformance.traffic`)."""
    failures: tuple[dict[str, str], ...] = ()
    """For a failure or an error: every Then step that did not hold (``step``, ``line``, ``expected``, ``actual``,
    ``message``), in order; the first is also in ``step``, ``expected`` and ``actual``."""
    unchecked: tuple[str, ...] = ()
    """Then steps (or parts of them) not checked because they read facts the implementation does not model."""


RULE_PAGE: Final = "rule/{id}.html"
"""A rule's permanent page on the site (a redirect to its anchor in its rulebook's page)."""


def rule_page(rule: str, site_url: str = DEFAULT_SITE_URL) -> str:
    """The link to ``rule``'s page under ``site_url`` (a URL or a path relative to the report); with no site
    URL, to its text in ``rules.html`` beside the report (:func:`conformance.rule_text.rule_anchor`).

    >>> rule_page("NDF-4.2", "https://example.org/domino-rules")
    'https://example.org/domino-rules/rule/NDF-4.2.html'
    >>> rule_page("NDF-4.2", "")
    'rules.html#NDF-4.2'
    """
    if not site_url:
        return rule_anchor(rule)
    base = site_url if site_url.endswith("/") else site_url + "/"
    return base + RULE_PAGE.format(id=rule)


GROUPS: Final = ("failed", "passed", "not claimed")
"""How the reports list scenarios: failures and errors first, then passes, then those not claimed."""


def group(result: ScenarioResult) -> str:
    """The scenario's place in :data:`GROUPS` (an unexpected pass is listed with the failures)."""
    if result.status in ("failed", "error") or verdict(result) == "unexpected pass":
        return "failed"
    return result.status


def group_of(scenario: dict[str, object]) -> str:
    """:func:`group` of a scenario as ``results.json`` has it."""
    if scenario.get("status") in ("failed", "error") or scenario.get("verdict") == "unexpected pass":
        return "failed"
    return str(scenario.get("status", ""))


def in_report_order(results: list[ScenarioResult]) -> list[ScenarioResult]:
    """Failures and errors first, then passes, then not claimed; by scenario ID within each."""
    return sorted(results, key=lambda r: (GROUPS.index(group(r)), r.id or r.nodeid))


def exchange_lines(result: ScenarioResult) -> list[str]:
    """``request (hand): {...}`` and ``reply: {...}`` (or ``no reply: why``) for each exchange, as JSON."""
    lines: list[str] = []
    for exchange in result.exchanges:
        lines.append(f"request ({exchange.get('op', '?')}): {exchange_text(exchange.get('request'))}")
        if "reply" in exchange:
            lines.append(f"reply: {exchange_text(exchange['reply'])}")
        else:
            lines.append(f"no reply: {exchange.get('error', '')}")
    return lines


def console_line(scenario: dict[str, object]) -> str:
    """One line for the console about a failure, from its entry in ``results.json``: what, which rules, where, why."""
    message = str(scenario.get("message", "")).strip()
    message = message.splitlines()[0] if message else ""
    if len(message) > 400:
        message = message[:397] + "..."
    status = str(scenario.get("status", ""))
    judged = str(scenario.get("verdict", status))
    label = judged if judged in ("expected failure", "unexpected pass") else status
    rules = " ".join(str(rule) for rule in cast(list[object], scenario.get("rules", [])))
    where = scenario.get("id") or scenario.get("scenario", "")
    return f"{label.upper()} {rules} {where}" + (f": {message}" if message else "")


Verdict = Literal["passed", "not claimed", "expected failure", "unexpected failure", "unexpected pass"]
VERDICTS: Final[tuple[Verdict, ...]] = (
    "passed",
    "not claimed",
    "expected failure",
    "unexpected failure",
    "unexpected pass",
)
LEVEL_NAMES: Final = ("must", "should", "may")


def verdict(result: ScenarioResult) -> Verdict:
    """The scenario's result judged against the expectations file (if any)."""
    if result.status == "not claimed":
        return "not claimed"
    if result.status == "passed":
        return "unexpected pass" if result.known_failure else "passed"
    return "expected failure" if result.known_failure else "unexpected failure"


def verdicts(results: list[ScenarioResult]) -> dict[str, int]:
    counts = Counter(verdict(result) for result in results)
    return {name: counts.get(name, 0) for name in VERDICTS}


def unexpected(results: list[ScenarioResult]) -> int:
    """How many results the expectations did not foresee (what makes ``check --expect`` fail)."""
    count = verdicts(results)
    return count["unexpected failure"] + count["unexpected pass"]


def by_level(results: list[ScenarioResult]) -> dict[str, dict[str, int]]:
    """Compliance scored separately for must, should and may: passed of claimed, and not claimed."""
    out: dict[str, dict[str, int]] = {}
    for level in LEVEL_NAMES:
        chosen = [r for r in results if r.level == level]
        c = compliance(chosen)
        out[level] = {**c, "not claimed": len(chosen) - c["claimed"]}
    return out


def level_line(results: list[ScenarioResult]) -> str:
    """``must 90/92, should 3/4, may 0/0`` - always numerator and denominator."""
    return ", ".join(f"{level} {v['passed']}/{v['claimed']}" for level, v in by_level(results).items())


def totals(results: list[ScenarioResult]) -> dict[str, int]:
    counts = Counter(result.status for result in results)
    return {status: counts.get(status, 0) for status in STATUSES}


def compliance(results: list[ScenarioResult]) -> dict[str, int]:
    """Scenarios passed out of those the implementation claims (everything but "not claimed")."""
    count = totals(results)
    return {"passed": count["passed"], "claimed": len(results) - count["not claimed"]}


def percent(passed: int, claimed: int) -> str:
    """``passed`` of ``claimed`` as a percentage, floored so that anything short of all is below 100%."""
    if claimed == 0:
        return "0%"
    tenths = passed * 1000 // claimed
    return f"{tenths // 10}%" if tenths % 10 == 0 else f"{tenths // 10}.{tenths % 10}%"


def suite_version() -> str:
    try:
        return metadata.version("domino-rules")
    except metadata.PackageNotFoundError:
        return "unknown"


def rule_status(results: list[ScenarioResult]) -> dict[str, Status]:
    """One status per rule: error beats failed beats passed beats not claimed."""
    rank = {"error": 3, "failed": 2, "passed": 1, "not claimed": 0}
    out: dict[str, Status] = {}
    for result in results:
        for rule in result.rules:
            if rule not in out or rank[result.status] > rank[out[rule]]:
                out[rule] = result.status
    return dict(sorted(out.items(), key=lambda item: rule_sort_key(item[0])))


Coverages = Mapping[str, Mapping[str, object]]
"""Per rulebook claimed, what the run compared (:func:`conformance.facts.coverage`)."""


def to_json(
    results: list[ScenarioResult],
    implementation: str,
    elapsed: float,
    site_url: str = DEFAULT_SITE_URL,
    command: str = "",
    coverage: Coverages | None = None,
) -> str:
    """The whole run; scenarios sorted by node ID (each with its ``exchanges`` and ``rule_pages``).

    ``implementation`` names it as its handshake does (name and version); ``command`` is how it was run;
    ``coverage`` the groups of facts compared for each rulebook it claims."""
    return json.dumps(
        {
            "implementation": implementation,
            "command": command or implementation,
            "coverage": dict(coverage or {}),
            "elapsed_seconds": round(elapsed, 3),
            "site_url": site_url,
            "totals": totals(results),
            "compliance": compliance(results),
            "levels": by_level(results),
            "verdicts": verdicts(results),
            "rules": rule_status(results),
            "scenarios": [_scenario_dict(r, site_url) for r in sorted(results, key=lambda r: r.nodeid)],
        },
        indent=2,
    )


_FIELDS: Final = tuple(f.name for f in fields(ScenarioResult))


def _scenario_dict(result: ScenarioResult, site_url: str) -> dict[str, object]:
    """The result as JSON data (shallow: its values are only read; ``dataclasses.asdict``'s deep copies were a
    tenth of writing the reports)."""
    return {
        **{name: getattr(result, name) for name in _FIELDS},
        "rules": list(result.rules),
        "capabilities": list(result.capabilities),
        "exchanges": [dict(exchange) for exchange in result.exchanges],
        "failures": [dict(failure) for failure in result.failures],
        "unchecked": list(result.unchecked),
        "verdict": verdict(result),
        "rule_pages": {rule: rule_page(rule, site_url) for rule in result.rules},
    }


def to_ndjson(
    results: list[ScenarioResult],
    implementation: str,
    elapsed: float,
    site_url: str = DEFAULT_SITE_URL,
    command: str = "",
    coverage: Coverages | None = None,
) -> str:
    """A header line, one line per scenario (sorted by node ID), and a footer with the totals."""
    lines: list[dict[str, object]] = [
        {
            "type": "header",
            "suite": "domino-rules",
            "suite_version": suite_version(),
            "protocol": PROTOCOL_VERSION,
            "implementation": implementation,
            "command": command or implementation,
            "coverage": dict(coverage or {}),
            "site_url": site_url,
        }
    ]
    lines += [{"type": "scenario", **_scenario_dict(r, site_url)} for r in sorted(results, key=lambda r: r.nodeid)]
    lines.append(
        {
            "type": "footer",
            "elapsed_seconds": round(elapsed, 3),
            "totals": totals(results),
            "compliance": compliance(results),
            "levels": by_level(results),
            "verdicts": verdicts(results),
        }
    )
    return "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)


def badge_color(passed: int, claimed: int) -> str:
    if claimed == 0:
        return "lightgrey"
    if passed == claimed:
        return "brightgreen"
    share = passed / claimed
    return "yellow" if share >= 0.9 else "orange" if share >= 0.5 else "red"


def to_badge(results: list[ScenarioResult]) -> str:
    """The shields.io endpoint format: https://shields.io/badges/endpoint-badge."""
    c = compliance(results)
    unclaimed = len(results) - c["claimed"]
    return json.dumps(
        {
            "schemaVersion": 1,
            "label": "domino-rules",
            "message": f"{c['passed']}/{c['claimed']}" + (f" ({unclaimed} not claimed)" if unclaimed else ""),
            "color": badge_color(c["passed"], c["claimed"]),
        }
    )


def failure_text(result: ScenarioResult, site_url: str = DEFAULT_SITE_URL) -> str:
    """Everything about a failure or an error, a fact a line: rules and their pages, scenario, step,
    expected and actual, the message, then each request sent and reply got, as JSON."""
    steps: list[str] = []
    for failure in result.failures or (
        {"step": result.step, "expected": result.expected, "actual": result.actual, "message": ""},
    ):
        steps += [
            f"step: {failure.get('step', '')}" if failure.get("step") else "",
            f"expected: {failure.get('expected', '')}" if failure.get("expected") else "",
            f"actual: {failure.get('actual', '')}" if failure.get("actual") else "",
        ]
    parts = [
        *(f"rule: {rule} {rule_page(rule, site_url)}" for rule in result.rules),
        f"scenario: {result.id or result.scenario}",
        *steps,
        result.message,
        *(f"not checked: {step}" for step in result.unchecked),
        *exchange_lines(result),
    ]
    return "\n".join(part for part in parts if part)


def to_junit(
    results: list[ScenarioResult], implementation: str, elapsed: float, site_url: str = DEFAULT_SITE_URL
) -> str:
    count = totals(results)
    suite = ElementTree.Element(
        "testsuite",
        name=f"domino-rules conformance: {implementation}",
        tests=str(len(results)),
        failures=str(count["failed"]),
        errors=str(count["error"]),
        skipped=str(count["not claimed"]),
        time=f"{elapsed:.3f}",
    )
    for result in sorted(results, key=lambda r: r.nodeid):
        case = ElementTree.SubElement(
            suite,
            "testcase",
            classname=" ".join(result.rules),
            name=result.id or result.scenario,
            time=f"{result.duration:.3f}",
        )
        detail = failure_text(result, site_url)
        case.set("level", result.level)
        judged = verdict(result)
        if judged == "expected failure":
            ElementTree.SubElement(case, "skipped", message=f"expected failure: {result.known_failure}"[:200])
        elif judged == "unexpected pass":
            ElementTree.SubElement(
                case, "failure", message=f"unexpected pass (listed as expected to fail: {result.known_failure})"[:200]
            )
        elif result.status == "failed":
            ElementTree.SubElement(case, "failure", message=result.message[:200]).text = detail
        elif result.status == "error":
            ElementTree.SubElement(case, "error", message=result.message[:200]).text = detail
        elif result.status == "not claimed":
            ElementTree.SubElement(case, "skipped", message=result.message[:200])
    return ElementTree.tostring(suite, encoding="unicode", xml_declaration=True)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _fenced(value: object) -> list[str]:
    return ["```json", exchange_text(value), "```"]


def to_markdown(
    results: list[ScenarioResult],
    implementation: str,
    site_url: str = DEFAULT_SITE_URL,
    coverage: Coverages | None = None,
) -> str:
    """The summary, the coverage by group of facts, the rules (failures first) and every failure in full: rules
    linked, every failing step, request and reply as JSON."""
    count = totals(results)
    c = compliance(results)
    lines = [
        f"# Conformance of `{implementation}`",
        "",
        f"{c['passed']}/{c['claimed']} claimed scenarios passed ({percent(c['passed'], c['claimed'])}); "
        f"{count['failed']} failed, {count['error']} errors, {count['not claimed']} not claimed.",
        "",
        f"By requirement level (passed/claimed): {level_line(results)}.",
        "",
    ]
    if coverage:
        lines += ["Groups of facts compared, by rulebook claimed:", "", "| rulebook | compared | not modelled |"]
        lines.append("|---|---|---|")
        for rulebook, cover in coverage.items():
            compared = ", ".join(str(g) for g in cast(list[object], cover.get("compared", []))) or "none"
            missing = ", ".join(str(g) for g in cast(list[object], cover.get("not_modelled", []))) or "none"
            lines.append(f"| {rulebook} | {_cell(compared)} | {_cell(missing)} |")
        lines.append("")
    judged = verdicts(results)
    if any(r.known_failure for r in results):
        lines += [
            f"Against the expectations: {judged['expected failure']} expected failures, "
            f"{judged['unexpected failure']} unexpected failures, {judged['unexpected pass']} unexpected passes.",
            "",
        ]
    lines += [
        "| rule | result | scenarios | page |",
        "|---|---|---|---|",
    ]
    by_rule: dict[str, list[ScenarioResult]] = {}
    for result in results:
        for rule in result.rules:
            by_rule.setdefault(rule, []).append(result)
    rank = {"error": 0, "failed": 0, "passed": 1, "not claimed": 2}
    for rule, status in sorted(rule_status(results).items(), key=lambda item: rank[item[1]]):
        lines.append(f"| {rule} | {status} | {len(by_rule[rule])} | [{rule}]({rule_page(rule, site_url)}) |")
    problems = [r for r in results if r.status in ("failed", "error")]
    if problems:
        lines += [
            "",
            "## Failures and errors",
            "",
            "| rule | scenario | level | status | step | expected | actual | message |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for r in in_report_order(problems):
            shown = verdict(r) if r.known_failure else r.status
            note = f" (known: {r.known_failure})" if r.known_failure else ""
            lines.append(
                f"| {', '.join(r.rules)} | {_cell(r.scenario)} | {r.level} | {shown} | {_cell(r.step)} | "
                f"{_cell(r.expected)} | {_cell(r.actual)} | {_cell(r.message[:300])}{_cell(note)} |"
            )
        for r in in_report_order(problems):
            shown = verdict(r) if r.known_failure else r.status
            lines += [
                "",
                f"### {shown}: {r.scenario}",
                "",
                f"- scenario: `{r.id or r.scenario}` ({r.level})",
                "- rules: " + ", ".join(f"[{rule}]({rule_page(rule, site_url)})" for rule in r.rules),
            ]
            for failure in r.failures or ({"step": r.step, "expected": r.expected, "actual": r.actual},):
                if failure.get("step"):
                    lines.append(f"- step: {failure['step']}")
                if failure.get("expected") or failure.get("actual"):
                    lines += [
                        f"  - expected: `{failure.get('expected', '')}`",
                        f"  - actual: `{failure.get('actual', '')}`",
                    ]
            lines += [f"- not checked: {_cell(step)}" for step in r.unchecked]
            if r.message:
                lines.append(f"- message: {_cell(r.message)}")
            if r.known_failure:
                lines.append(f"- known: {_cell(r.known_failure)}")
            for exchange in r.exchanges:
                lines += ["", f"Request sent ({exchange.get('op', '?')}):", "", *_fenced(exchange.get("request"))]
                if "reply" in exchange:
                    lines += ["", "Reply got:", "", *_fenced(exchange["reply"])]
                else:
                    lines += ["", f"No reply: {_cell(str(exchange.get('error', '')))}"]
    surprises = [r for r in results if verdict(r) == "unexpected pass"]
    if surprises:
        lines += ["", "## Unexpected passes", ""]
        lines += [
            f"- {_cell(r.id or r.scenario)}: listed as expected to fail ({_cell(r.known_failure)})" for r in surprises
        ]
    return "\n".join(lines) + "\n"
