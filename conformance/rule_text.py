"""The rules' own text as one self-contained HTML page, for reports and kits that have no rules site to link to.

``check`` writes ``rules.html`` beside its reports with every rule its scenarios cite, and a report links each
rule ID to its section there (``rules.html#NDF-4.2``) unless ``--site-url`` names a published site;
``domino-rules kit`` writes one with every rule of every rulebook. Each section holds what the spec says of the
rule in our own words: its ID and title, the rulebook, the statement, its numbers and the readings we take.
The page has no script and loads nothing, so it works opened from disk.

>>> page = rules_html(["NDF-4.2"])
>>> 'id="NDF-4.2"' in page and "75" in page and 'id="NDF-4.1"' not in page
True
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Final

from rulespec import Spec, cached_spec
from rulespec.grammar import rule_sort_key

RULES_PAGE: Final = "rules.html"
"""The page's file name, beside the reports (and at the top of a kit)."""

_STYLE: Final = (
    "body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;line-height:1.5}"
    "section{border-top:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:.5rem 0}"
    "code{background:#f3f3f3;padding:0 .2rem}.book{color:#555;font-size:.9rem}"
    "section:target{background:#fff8d6}"
)


def rule_anchor(rule_id: str) -> str:
    """The link to ``rule_id``'s section of the page, from the folder it is in.

    >>> rule_anchor("NDF-4.2")
    'rules.html#NDF-4.2'
    """
    return f"{RULES_PAGE}#{rule_id}"


def _number(value: int | float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def rules_html(rule_ids: Iterable[str] | None = None, spec: Spec | None = None, title: str = "Rules") -> str:
    """The page with a section per rule of ``rule_ids`` (every rule of the spec when None), in rule order.

    A rule ID the spec does not know gets a section saying so, so that no link from a report leads nowhere."""
    spec = spec if spec is not None else cached_spec()
    known = {rule.id: (book, rule) for book in spec.rulebooks for rule in book.rules}
    wanted = sorted(set(known) if rule_ids is None else set(rule_ids), key=rule_sort_key)
    sections: list[str] = []
    for rule_id in wanted:
        if rule_id not in known:
            sections.append(
                f'<section id="{escape(rule_id)}"><h2>{escape(rule_id)}</h2>'
                "<p>No rule of the spec has this ID.</p></section>"
            )
            continue
        book, rule = known[rule_id]
        parts = [
            f'<section id="{escape(rule.id)}"><h2>{escape(rule.id)} {escape(rule.title)}</h2>',
            f'<p class="book">{escape(book.title)} (<code>{escape(book.id)}</code>)</p>',
            f"<p>{escape(rule.statement.strip())}</p>",
        ]
        if rule.parameters:
            items = "".join(
                f"<li><code>{escape(p.name)}</code>: {escape(_number(p.value))} {escape(str(p.unit))}"
                f" ({escape(p.meaning)})</li>"
                for p in rule.parameters
            )
            parts.append(f"<p>Its numbers:</p><ul>{items}</ul>")
        if rule.readings:
            items = "".join(
                f"<li>{escape(r.question)} Our reading: {escape(r.reading)} ({escape(r.reason)})</li>"
                for r in rule.readings
            )
            parts.append(f"<p>Readings:</p><ul>{items}</ul>")
        parts.append("</section>")
        sections.append("".join(parts))
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
            f"<h1>{escape(title)}</h1>",
            "<p>Each rule in the project's own words, as its spec states it (the source rulebooks' clauses are "
            "cited on the rules site).</p>",
            *sections,
            "</body></html>",
            "",
        ]
    )


__all__ = ["RULES_PAGE", "rule_anchor", "rules_html"]
