"""Results of a conformance run and the reports written from them.

Every ``check`` run writes, into its report directory:

* ``results.json`` - machine-readable: implementation, totals, one entry per scenario;
* ``junit.xml`` - JUnit XML for CI systems, one test case per scenario;
* ``matrix.md`` - rule ID by result, with the failing step and expected/actual values;
* ``results.ndjson`` - one JSON object a line: a header, one line per scenario, a footer;
* ``badge.json`` - the compliance as a shields.io endpoint badge;
* ``matrix.html`` - the matrix as one self-contained HTML page (:mod:`conformance.html_report`).

Each scenario carries its requirement level (must, should, may), scored
separately, and the capabilities it needs. With an expectations file
(``check --expect FILE``) a failure listed there is an "expected failure";
an unlisted failure an "unexpected failure"; a listed scenario that passes an
"unexpected pass" (see :func:`verdict`).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass
from importlib import metadata
from typing import Final, Literal
from xml.etree import ElementTree

from conformance.messages import PROTOCOL_VERSION
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


def to_json(results: list[ScenarioResult], implementation: str, elapsed: float) -> str:
    return json.dumps(
        {
            "implementation": implementation,
            "elapsed_seconds": round(elapsed, 3),
            "totals": totals(results),
            "compliance": compliance(results),
            "levels": by_level(results),
            "verdicts": verdicts(results),
            "rules": rule_status(results),
            "scenarios": [_scenario_dict(r) for r in sorted(results, key=lambda r: r.nodeid)],
        },
        indent=2,
    )


def _scenario_dict(result: ScenarioResult) -> dict[str, object]:
    return {
        **asdict(result),
        "rules": list(result.rules),
        "capabilities": list(result.capabilities),
        "verdict": verdict(result),
    }


def to_ndjson(results: list[ScenarioResult], implementation: str, elapsed: float) -> str:
    """A header line, one line per scenario (sorted by node ID), and a footer with the totals."""
    lines: list[dict[str, object]] = [
        {
            "type": "header",
            "suite": "domino-rules",
            "suite_version": suite_version(),
            "protocol": PROTOCOL_VERSION,
            "implementation": implementation,
        }
    ]
    lines += [{"type": "scenario", **_scenario_dict(r)} for r in sorted(results, key=lambda r: r.nodeid)]
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
    return json.dumps(
        {
            "schemaVersion": 1,
            "label": "domino-rules",
            "message": f"{c['passed']}/{c['claimed']}",
            "color": badge_color(c["passed"], c["claimed"]),
        }
    )


def to_junit(results: list[ScenarioResult], implementation: str, elapsed: float) -> str:
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
        detail = "\n".join(
            part
            for part in (
                f"step: {result.step}" if result.step else "",
                f"expected: {result.expected}" if result.expected else "",
                f"actual: {result.actual}" if result.actual else "",
                result.message,
            )
            if part
        )
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


def to_markdown(results: list[ScenarioResult], implementation: str) -> str:
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
    judged = verdicts(results)
    if any(r.known_failure for r in results):
        lines += [
            f"Against the expectations: {judged['expected failure']} expected failures, "
            f"{judged['unexpected failure']} unexpected failures, {judged['unexpected pass']} unexpected passes.",
            "",
        ]
    lines += [
        "| rule | result | scenarios |",
        "|---|---|---|",
    ]
    by_rule: dict[str, list[ScenarioResult]] = {}
    for result in results:
        for rule in result.rules:
            by_rule.setdefault(rule, []).append(result)
    for rule, status in rule_status(results).items():
        lines.append(f"| {rule} | {status} | {len(by_rule[rule])} |")
    problems = [r for r in results if r.status in ("failed", "error")]
    if problems:
        lines += [
            "",
            "## Failures and errors",
            "",
            "| rule | scenario | level | status | step | expected | actual | message |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for r in sorted(problems, key=lambda r: r.nodeid):
            shown = verdict(r) if r.known_failure else r.status
            note = f" (known: {r.known_failure})" if r.known_failure else ""
            lines.append(
                f"| {', '.join(r.rules)} | {_cell(r.scenario)} | {r.level} | {shown} | {_cell(r.step)} | "
                f"{_cell(r.expected)} | {_cell(r.actual)} | {_cell(r.message[:300])}{_cell(note)} |"
            )
    surprises = [r for r in results if verdict(r) == "unexpected pass"]
    if surprises:
        lines += ["", "## Unexpected passes", ""]
        lines += [
            f"- {_cell(r.id or r.scenario)}: listed as expected to fail ({_cell(r.known_failure)})" for r in surprises
        ]
    return "\n".join(lines) + "\n"
