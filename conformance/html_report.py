"""``matrix.html``: the conformance matrix as one self-contained HTML page (no scripts, no links out).

By rule ID: each rule's result and its scenarios, with the requirement level,
the failing step, the expected and actual values, and the reason from the
expectations file. The compliance figure always shows numerator and denominator.
"""

from __future__ import annotations

from html import escape
from typing import Final

from conformance.results import (
    ScenarioResult,
    by_level,
    compliance,
    percent,
    rule_status,
    totals,
    verdict,
    verdicts,
)

STYLE: Final = """
body{font-family:system-ui,sans-serif;margin:2rem;color:#222;max-width:80rem}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}
th{background:#f3f3f3}
code{font-family:ui-monospace,monospace;font-size:.85rem;white-space:pre-wrap}
.passed{background:#e6f4ea}.failed,.error,.unexpected{background:#fce8e6}
.expected{background:#fff4d6}.not-claimed{background:#f1f1f1;color:#666}
.figure{font-size:1.2rem;font-weight:600}
"""


def _css_class(result: ScenarioResult) -> str:
    judged = verdict(result)
    if judged == "expected failure":
        return "expected"
    if judged == "unexpected pass":
        return "unexpected"
    return result.status.replace(" ", "-")


def _label(result: ScenarioResult) -> str:
    return verdict(result) if result.known_failure else result.status


def to_html(results: list[ScenarioResult], implementation: str) -> str:
    count = totals(results)
    c = compliance(results)
    judged = verdicts(results)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>domino-rules conformance: {escape(implementation)}</title>",
        f"<style>{STYLE}</style></head><body>",
        f"<h1>Conformance of <code>{escape(implementation)}</code></h1>",
        f'<p class="figure">{c["passed"]}/{c["claimed"]} claimed scenarios passed '
        f"({percent(c['passed'], c['claimed'])})</p>",
        f"<p>{count['failed']} failed, {count['error']} errors, {count['not claimed']} not claimed "
        f"(of {len(results)} scenarios).</p>",
        "<table><tr><th>level</th><th>passed/claimed</th><th>not claimed</th></tr>",
    ]
    for level, v in by_level(results).items():
        parts.append(f"<tr><td>{level}</td><td>{v['passed']}/{v['claimed']}</td><td>{v['not claimed']}</td></tr>")
    parts.append("</table>")
    if any(r.known_failure for r in results):
        parts.append(
            f"<p>Against the expectations: {judged['expected failure']} expected failures, "
            f"{judged['unexpected failure']} unexpected failures, {judged['unexpected pass']} unexpected passes.</p>"
        )
    by_rule: dict[str, list[ScenarioResult]] = {}
    for result in results:
        for rule in result.rules:
            by_rule.setdefault(rule, []).append(result)
    parts += [
        "<h2>By rule</h2>",
        "<table><tr><th>rule</th><th>result</th><th>scenario</th><th>level</th><th>status</th>"
        "<th>failing step</th><th>expected</th><th>actual</th><th>note</th></tr>",
    ]
    for rule, status in rule_status(results).items():
        scenarios = sorted(by_rule[rule], key=lambda r: r.nodeid)
        for index, r in enumerate(scenarios):
            head = (
                f'<td rowspan="{len(scenarios)}" class="{status.replace(" ", "-")}"><b>{escape(rule)}</b></td>'
                f'<td rowspan="{len(scenarios)}" class="{status.replace(" ", "-")}">{escape(status)}</td>'
                if index == 0
                else ""
            )
            problem = r.status in ("failed", "error")
            note = r.known_failure or (r.message if r.status != "passed" else "")
            parts.append(
                f"<tr>{head}<td>{escape(r.scenario)}</td><td>{escape(r.level)}</td>"
                f'<td class="{_css_class(r)}">{escape(_label(r))}</td>'
                f"<td><code>{escape(r.step) if problem else ''}</code></td>"
                f"<td><code>{escape(r.expected) if problem else ''}</code></td>"
                f"<td><code>{escape(r.actual) if problem else ''}</code></td>"
                f"<td>{escape(note[:300])}</td></tr>"
            )
    parts += ["</table>", "</body></html>", ""]
    return "\n".join(parts)
