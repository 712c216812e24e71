"""``matrix.html``: the conformance report as one self-contained HTML page (no scripts; links only to rule pages).

Every scenario, failures and errors first, then passes, then those not
claimed, with a filter by status (radio buttons and CSS, no JavaScript). A
failure shows its rules (each linked to its page on the rules site), the
scenario, the failing step, the expected and actual values and every request
sent with the reply got, as JSON. Then the rules, failures first. The
compliance figure always shows numerator and denominator.
"""

from __future__ import annotations

from html import escape
from typing import Final

from conformance.results import (
    DEFAULT_SITE_URL,
    GROUPS,
    ScenarioResult,
    by_level,
    compliance,
    group,
    in_report_order,
    percent,
    rule_page,
    rule_status,
    totals,
    verdict,
    verdicts,
)
from conformance.traffic import exchange_text

FILTERS: Final = (
    ("all", "All"),
    ("failed", "Failures and errors"),
    ("passed", "Passed"),
    ("not-claimed", "Not claimed"),
)

STYLE: Final = """
body{font-family:system-ui,sans-serif;margin:2rem;color:#222;max-width:90rem}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}
th{background:#f3f3f3}
code{font-family:ui-monospace,monospace;font-size:.85rem;white-space:pre-wrap;overflow-wrap:anywhere}
a{white-space:nowrap}
dl{margin:.2rem 0}dt{font-weight:600;margin-top:.3rem}dd{margin:0 0 0 1rem}
.passed{background:#e6f4ea}.failed,.error,.unexpected{background:#fce8e6}
.expected{background:#fff4d6}.not-claimed{background:#f1f1f1;color:#666}
.figure{font-size:1.2rem;font-weight:600}
.filter{margin:1rem 0}.filter input{margin-left:1rem}
#show-failed:checked~table .row:not(.g-failed){display:none}
#show-passed:checked~table .row:not(.g-passed){display:none}
#show-not-claimed:checked~table .row:not(.g-not-claimed){display:none}
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


def _rule_links(rules: tuple[str, ...] | list[str], site_url: str) -> str:
    return ", ".join(f'<a href="{escape(rule_page(rule, site_url))}">{escape(rule)}</a>' for rule in rules)


def _details(r: ScenarioResult) -> str:
    """The failing step, expected and actual, the message, and each request and reply, as JSON."""
    items: list[str] = []
    if r.step:
        items.append(f"<dt>step</dt><dd>{escape(r.step)}</dd>")
    if r.expected or r.actual:
        items.append(f"<dt>expected</dt><dd><code>{escape(r.expected)}</code></dd>")
        items.append(f"<dt>actual</dt><dd><code>{escape(r.actual)}</code></dd>")
    if r.message:
        items.append(f"<dt>message</dt><dd><code>{escape(r.message)}</code></dd>")
    if r.known_failure:
        items.append(f"<dt>known failure</dt><dd>{escape(r.known_failure)}</dd>")
    for exchange in r.exchanges:
        op = escape(str(exchange.get("op", "?")))
        items.append(
            f"<dt>request sent ({op})</dt><dd><code>{escape(exchange_text(exchange.get('request')))}</code></dd>"
        )
        if "reply" in exchange:
            items.append(f"<dt>reply got</dt><dd><code>{escape(exchange_text(exchange['reply']))}</code></dd>")
        else:
            items.append(f"<dt>no reply</dt><dd><code>{escape(str(exchange.get('error', '')))}</code></dd>")
    return f"<dl>{''.join(items)}</dl>" if items else ""


def to_html(results: list[ScenarioResult], implementation: str, site_url: str = DEFAULT_SITE_URL) -> str:
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
    ordered = in_report_order(results)
    sizes = {name: sum(1 for r in results if group(r) == name) for name in GROUPS}
    # The radio buttons are siblings of the table, so the style sheet alone hides the rows not chosen.
    parts += ["<h2>Scenarios</h2>", '<div class="filter-area">', '<p class="filter">Show:</p>']
    for key, title in FILTERS:
        size = len(results) if key == "all" else sizes[key.replace("-", " ")]
        checked = " checked" if key == "all" else ""
        parts.append(
            f'<input type="radio" name="show" id="show-{key}"{checked}>'
            f'<label for="show-{key}">{escape(title)} ({size})</label>'
        )
    parts.append(
        '<table class="scenarios"><tr><th>status</th><th>rules</th><th>scenario</th><th>level</th>'
        "<th>what went wrong</th></tr>"
    )
    for r in ordered:
        detail = _details(r) if group(r) == "failed" else escape(r.message if r.status == "not claimed" else "")
        parts.append(
            f'<tr class="row g-{group(r).replace(" ", "-")}"><td class="{_css_class(r)}">{escape(_label(r))}</td>'
            f"<td>{_rule_links(r.rules, site_url)}</td>"
            f"<td>{escape(r.scenario)}<br><small><code>{escape(r.id)}</code></small></td>"
            f"<td>{escape(r.level)}</td><td>{detail}</td></tr>"
        )
    parts += ["</table>", "</div>"]
    by_rule: dict[str, list[ScenarioResult]] = {}
    for result in results:
        for rule in result.rules:
            by_rule.setdefault(rule, []).append(result)
    rank = {"error": 0, "failed": 0, "passed": 1, "not claimed": 2}
    parts += ["<h2>By rule</h2>", "<table><tr><th>rule</th><th>result</th><th>scenarios</th></tr>"]
    for rule, status in sorted(rule_status(results).items(), key=lambda item: rank[item[1]]):
        parts.append(
            f"<tr><td>{_rule_links([rule], site_url)}</td>"
            f'<td class="{status.replace(" ", "-")}">{escape(status)}</td><td>{len(by_rule[rule])}</td></tr>'
        )
    parts += ["</table>", "</body></html>", ""]
    return "\n".join(parts)
