"""Each rule on its own light page, ``rule/NDF-4.2.html``: what a judge needs at the table, fast on a phone.

A rulebook page carries every rule with its scenarios and their pictures (about a
megabyte); a rule's own page carries the statement, the penalty in words, the
numbers with their units, the readings, where the clause is in its source, the
same situation in every rulebook and the names of its scenarios, with a link to
them on the rulebook page. A rule that defines the All Fives house (its ``terms``
name ``house``) also shows a score written in houses (:mod:`rulesite.houses`),
drawn from the score its first scenario starts from. It is plain HTML with a few lines of its own style: no
theme, no script, no search index, so it loads in well under 200 kB (the browser
tests measure it) and works from disk.
"""

from __future__ import annotations

import html
import re
from typing import Final, cast

import markdown

from conformance import cases
from conformance.features import ScenarioInfo
from conformance.trace import scenarios_by_rule
from rulesite import judges
from rulesite.faultlist import SCENARIO_ANCHOR, Catches, checked_catches, fault_section
from rulesite.houses import houses_figure
from rulesite.markup import (
    RULE_PAGES_DIR,
    escape,
    facts,
    indent,
    link_rules,
    rule_page_href,
    rulebook_uri,
    table,
)
from rulesite.recorded import recorded_fault_catches
from rulesite.rulebooks import badges, title_text
from rulesite.rulepictures import rule_pictures
from rulespec import Rule, Rulebook, Spec
from rulespec.faults import cached_catalogues
from rulespec.glossary import Glossary
from rulespec.marks import ours

SIDE_NAMES: Final[dict[str, str]] = {"NS": "North-South", "EW": "East-West"}


def scenario_scores(scenarios: list[ScenarioInfo]) -> dict[str, int] | None:
    """The game score the first of ``scenarios`` that gives one starts from (side name to points), from its request."""
    for scenario in scenarios:
        request = cases.build_case(scenario)["request"]
        setup = request.get("setup") if request is not None else None
        scores = cast(dict[str, object], setup).get("scores") if isinstance(setup, dict) else None
        if isinstance(scores, dict) and scores:
            # side code -> points, as the recording context sets a setup's scores
            given = cast(dict[str, int], scores)
            return {SIDE_NAMES.get(str(side), str(side)): int(points) for side, points in given.items()}
    return None


def rule_page(
    rule: Rule,
    book: Rulebook,
    spec: Spec,
    scenarios: list[ScenarioInfo],
    glossary: Glossary,
    catches: Catches,
    pictured: bool = False,
) -> str:
    """A rule on its own light page: what a judge needs at the table, with no scenario bodies or pictures; its
    catalogued faults with the scenarios that catch each (as ``catches`` recorded them).

    A rule with a picture of its own (``pictured``) links to it on the rulebook page: the page stays light.
    """
    here = RULE_PAGES_DIR
    section = f"../{judges.site_url(rulebook_uri(book))}#{rule.id}"
    out: list[str] = [f"# {rule.id} {escape(rule.title)} {{#{rule.id}}}", ""]
    if rule.title_es is not None:
        out += [judges.title_es_html(rule, "p"), ""]
    out += [badges(rule), ""]
    out += [f"From [{escape(book.title)}](../{rulebook_uri(book)}#{rule.id}).", ""]
    out += [link_rules(rule.statement, spec, None, here), ""]
    if pictured:
        out += [f"[A position that shows this rule, drawn]({section.replace('#', '#picture-')})", ""]
    added = ours(rule.statement)
    if added:
        out += ["## Ours, not the source's", "", "What the statement adds where the source is silent:", ""]
        out += [f"- {link_rules(sentence, spec, None, here)}" for sentence in added]
        out.append("")
    if rule.penalty is not None:
        items = [
            ("Infraction", escape(judges.infraction_text(rule))),
            ("What follows", judges.consequence_text(rule)),
            ("Who bears it", judges.target_text(rule, book)),
        ]
        out += ["## Penalty", "", facts(items), ""]
    if rule.parameters:
        rows: list[list[str]] = [
            [escape(p.meaning[:1].upper() + p.meaning[1:]), judges.quantity(p.value, p.unit)] for p in rule.parameters
        ]
        out += ["## Numbers", "", table(["What", "Value"], rows), ""]
    if "house" in rule.terms:
        scores = scenario_scores(scenarios)
        if scores is not None:
            out += ["## The score in houses", "", houses_figure(scores), ""]
    out += ["## Where in the source", ""]
    out += [f"- {judges.clause_location(clause, spec)}" for clause in rule.clauses]
    out.append("")
    for reading in rule.readings:
        body = [
            f"*{link_rules(reading.question, spec, None, here)}*",
            "",
            f"**Our reading:** {link_rules(reading.reading, spec, None, here)}",
            "",
            f"**Why:** {link_rules(reading.reason, spec, None, here)}",
        ]
        out += ['!!! question "Reading"', "", indent("\n".join(body)), ""]
    for situation in judges.rule_situations(rule):
        rows = []
        for other in spec.rulebooks:
            rules = judges.rules_in(other, situation)
            for r in rules:
                said = judges.situation_penalty(r, situation, here)
                rows.append(
                    [
                        f"**[{r.id}]({rule_page_href(r.id, here)})**"
                        if r.id == rule.id
                        else f"[{r.id}]({rule_page_href(r.id, here)})",
                        escape(r.title),
                        said,
                    ]
                )
            if not rules:
                fallback = judges.fallback_rule(other)
                said = (
                    f"no rule; the judges decide under [{fallback.id}]({rule_page_href(fallback.id, here)})"
                    if fallback is not None
                    else "no rule"
                )
                rows.append([escape(other.prefix), said, ""])
        title = escape(judges.situation_title(situation))
        compare = f"../{judges.site_url(judges.COMPARE_PAGE)}#{judges.situation_anchor(situation)}"
        out += [f"## {title} in every rulebook", "", table(["Rule", "Title", "Penalty"], rows), ""]
        out += [f"[The whole comparison]({compare})", ""]
    if rule.terms:
        out += ["**Terms:** " + ", ".join(judges.term_link(t, glossary, here) for t in rule.terms), ""]
    out += [f"## Scenarios ({len(scenarios)})", ""]
    if scenarios:
        out += [
            f'1. <span id="{SCENARIO_ANCHOR.format(number)}">{title_text(s.name)}</span>'
            for number, s in enumerate(scenarios, 1)
        ]
        out += ["", f"Each is shown in full, with a picture of the table, [on the rulebook page]({section}).", ""]
    else:
        out += ["No scenario checks this rule yet.", ""]
    out += fault_section(rule.id, cached_catalogues()[0], catches, scenarios)
    out += [judges.search_aliases(rule, glossary), ""]
    return "\n".join(out).rstrip() + "\n"


def rule_pages(
    spec: Spec, scenarios: list[ScenarioInfo], glossary: Glossary, catches: Catches | None = None
) -> dict[str, str]:
    """Every rule's own page, by path in the docs tree; the scenarios that catch each fault as ``catches`` has them
    (by default as recorded in the site data, checked against the catalogue and ``scenarios``)."""
    by_rule = scenarios_by_rule(scenarios)
    if catches is None:
        path, record = recorded_fault_catches()
        catches = checked_catches(path, record, cached_catalogues()[0], scenarios)
    pictures = rule_pictures(spec)
    return {
        f"{RULE_PAGES_DIR}/{rule.id}.md": rule_page(
            rule, book, spec, by_rule.get(rule.id, []), glossary, catches, rule.id in pictures
        )
        for book in spec.rulebooks
        for rule in book.rules
    }


EXTENSIONS: Final = ["tables", "attr_list", "abbr", "admonition", "md_in_html"]
_MD_LINK: Final = re.compile(r'href="([^":#]*?)\.md(#[^"]*)?"')

STYLE: Final = """
:root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fff;--muted:#555;--line:#d0d3dc;--link:#2e3d99;--mark:#eef0fb}
@media (prefers-color-scheme:dark){:root{--fg:#e6e6ea;--bg:#1e2129;--muted:#b5b8c4;--line:#454a5a;--link:#c5cdff;--mark:#2a2f3d}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header{background:#3f51b5;color:#fff;padding:.6em 1em;font-size:.95em}
header a{color:#fff;margin-right:.8em;text-decoration:none;font-weight:600;display:inline-block;padding:.2em 0}
main{max-width:44rem;margin:0 auto;padding:.5em 1em 3em}
h1{font-size:1.45em;line-height:1.25;margin:.6em 0 .3em}
h2{font-size:1.1em;margin:1.4em 0 .4em}
a{color:var(--link)}
table{border-collapse:collapse;width:100%;font-size:.9em;display:block;overflow-x:auto}
th,td{border:1px solid var(--line);padding:.35em .5em;text-align:left;vertical-align:top}
td:first-child{white-space:nowrap}
.dr-badge{display:inline-block;padding:.05em .55em;margin-right:.3em;border-radius:.8em;font-size:.75em;font-weight:600;background:var(--mark)}
.admonition{border-left:.25em solid #7c4dff;background:var(--mark);padding:.1em .9em;margin:1em 0;border-radius:.2em}
.admonition-title{font-weight:700;margin:.5em 0 0}
abbr{text-decoration:underline dotted;cursor:help}
code{font-size:.85em;background:var(--mark);padding:0 .2em;border-radius:.2em}
.dr-aliases{display:none}
"""


def rule_html(rule: Rule, body_markdown: str, depth: int = 1) -> str:
    """The page around a rule's Markdown: links to ``.md`` pages made ``.html``, a light header, no script."""
    body = str(markdown.markdown(body_markdown, extensions=EXTENSIONS))
    body = _MD_LINK.sub(lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', body)
    up = "../" * depth
    title = html.escape(f"{rule.id} {rule.title}")
    nav = " ".join(
        f'<a href="{up}{href}">{label}</a>'
        for href, label in (
            ("index.html", "domino-rules"),
            ("lookup.html", "Find a rule"),
            (judges.site_url(judges.PENALTIES_PAGE), "Penalties"),
            (judges.site_url(judges.COMPARE_PAGE), "Compare"),
        )
    )
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title} · domino-rules</title>\n<style>{STYLE.strip()}</style>\n</head>\n"
        f'<body>\n<header><nav aria-label="Site">{nav}</nav></header>\n<main>\n{body}\n</main>\n</body>\n</html>\n'
    )


def rule_files(
    spec: Spec, scenarios: list[ScenarioInfo], glossary: Glossary, catches: Catches | None = None
) -> dict[str, str]:
    """Every rule's own page as HTML, by path in the site (``rule/NDF-4.2.html``)."""
    return {
        path.removesuffix(".md") + ".html": judges.mark_spanish(
            rule_html(
                spec.rule(path[len(RULE_PAGES_DIR) + 1 : -3]),
                text + "\n" + judges.abbreviations(glossary, used_in=text),
            ),
            glossary,
        )
        for path, text in rule_pages(spec, scenarios, glossary, catches).items()
    }
