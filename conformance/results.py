"""Results of a conformance run and the reports written from them.

Every ``check`` run writes, into its report directory:

* ``results.json`` - machine-readable: implementation, totals, one entry per scenario;
* ``junit.xml`` - JUnit XML for CI systems, one test case per scenario;
* ``matrix.md`` - rule ID by result, with the failing step and expected/actual values;
* ``results.ndjson`` - one JSON object a line: a header, one line per scenario, a footer;
* ``badge.json`` - the compliance as a shields.io endpoint badge.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path
from typing import Final, Literal
from xml.etree import ElementTree

from conformance.messages import PROTOCOL_VERSION

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
    return dict(sorted(out.items(), key=lambda item: _rule_key(item[0])))


def _rule_key(rule: str) -> tuple[str, tuple[tuple[int, int | str], ...]]:
    """Sort rule IDs numerically, numbered parts before lettered ones (NDF-10.1 before NDF-J.1)."""
    prefix, _, rest = rule.partition("-")
    return prefix, tuple((0, int(p)) if p.isdigit() else (1, p) for p in rest.split("."))


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, never leaving it half-written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def to_json(results: list[ScenarioResult], implementation: str, elapsed: float) -> str:
    return json.dumps(
        {
            "implementation": implementation,
            "elapsed_seconds": round(elapsed, 3),
            "totals": totals(results),
            "rules": rule_status(results),
            "scenarios": [{**asdict(r), "rules": list(r.rules)} for r in sorted(results, key=lambda r: r.nodeid)],
        },
        indent=2,
    )


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
    lines += [
        {"type": "scenario", **asdict(r), "rules": list(r.rules)} for r in sorted(results, key=lambda r: r.nodeid)
    ]
    lines.append(
        {
            "type": "footer",
            "elapsed_seconds": round(elapsed, 3),
            "totals": totals(results),
            "compliance": compliance(results),
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
            suite, "testcase", classname=" ".join(result.rules), name=result.scenario, time=f"{result.duration:.3f}"
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
        if result.status == "failed":
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
            "| rule | scenario | status | step | expected | actual | message |",
            "|---|---|---|---|---|---|---|",
        ]
        for r in sorted(problems, key=lambda r: r.nodeid):
            lines.append(
                f"| {', '.join(r.rules)} | {_cell(r.scenario)} | {r.status} | {_cell(r.step)} | "
                f"{_cell(r.expected)} | {_cell(r.actual)} | {_cell(r.message[:300])} |"
            )
    return "\n".join(lines) + "\n"


def write_reports(directory: Path, results: list[ScenarioResult], implementation: str, elapsed: float) -> list[Path]:
    names = ("results.json", "junit.xml", "matrix.md", "results.ndjson", "badge.json")
    paths = [directory / name for name in names]
    atomic_write(paths[0], to_json(results, implementation, elapsed))
    atomic_write(paths[1], to_junit(results, implementation, elapsed))
    atomic_write(paths[2], to_markdown(results, implementation))
    atomic_write(paths[3], to_ndjson(results, implementation, elapsed))
    atomic_write(paths[4], to_badge(results) + "\n")
    return paths
