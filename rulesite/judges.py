"""The judges' pages of the site: rule lookup, penalty index, comparison, readings, glossary.

Everything here is generated from the typed spec and the glossary
(``spec/glossary.yaml``), like the rest of :mod:`rulesite.pages`; a new
rulebook file shows up on every page with no change here.

>>> rule_key("ndf 4,2") == rule_key("NDF-4.2") == "NDF 4 2"
True
>>> id_variants("NDF-4.2")
['NDF-4.2', 'NDF4.2', 'NDF 4.2', 'ndf-4.2', 'ndf4.2', 'ndf 4.2', 'NDF 4,2']
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from typing import Final

from rulesite.markup import (
    RULE_PAGES_DIR,
    RULEBOOKS_DIR,
    code,
    escape,
    facts,
    indent,
    link_rules,
    number,
    rule_page_href,
    rulebook_uri,
    table,
)
from rulespec import Parameter, Rule, Rulebook, Spec
from rulespec.glossary import Glossary, Term
from rulespec.model import SITUATIONS, UNITS, EngineCheck
from rulespec.ruleids import id_index, id_key, rule_keys

LOOKUP_PAGE: Final = "lookup.md"
PENALTIES_PAGE: Final = "judges/penalties.md"
COMPARE_PAGE: Final = "judges/compare.md"
READINGS_PAGE: Final = "reference/readings.md"
GLOSSARY_PAGE: Final = "reference/glossary.md"
RULE_INDEX_JS: Final = "javascripts/rule-index.js"
REDIRECT_DIR: Final = "rule"
"""``rule/NDF-4.2.html`` (and ``rule/NDF-4.2/index.html``) send the reader to the rule."""

PRINT_BUTTON: Final = (
    '<button class="md-button dr-print-button" type="button" onclick="window.print()">{label}</button>'
)

SITUATION_TITLES: Final[dict[str, str]] = {
    "set-and-deal": "The set and the deal",
    "who-leads": "Who leads",
    "first-tile": "The first tile",
    "turn-order": "Turn order",
    "passing": "Passing",
    "target-score": "Target score",
    "time-limit": "Time limit",
    "hand-value": "What a hand is worth",
    "going-out": "Going out",
    "blocked-game": "A blocked game (tranque)",
    "tied-hand": "A tied hand",
    "match-structure": "How a match is made up",
    "pass-with-playable": "Passing with a playable tile",
    "touched-tile": "A touched tile",
    "exposed-tile": "An exposed tile",
    "out-of-turn": "Playing out of turn",
    "misplay": "A misplay (misfit, forro)",
    "lateness": "Lateness",
    "signals": "Signals",
    "conduct": "Conduct at the table",
    "tie-breaks": "Tie-breaks",
    "pairing": "Pairing the rounds",
    "judges": "Judges and appeals",
}

CONSEQUENCE_TEXT: Final[dict[str, str]] = {
    "fine": "fine",
    "forfeit-hand": "forfeits the hand",
    "forfeit-game": "forfeits the game",
    "forfeit-match": "forfeits the match",
    "void-hand": "hand void",
    "no-score": "scores nothing",
    "must-play-first": "must play the tile first",
    "reshuffle": "reshuffle and deal again",
    "cannot-win": "cannot win the hand",
    "suspension": "suspension",
    "expulsion": "expulsion",
    "judge-decides": "the judge decides",
    "none": "no penalty",
    "restart": "hand played again",
    "expose-hand": "plays on with tiles face up",
    "next-player-option": "next player's choice",
}
"""Each consequence in words; one added to the schema later is shown as its name until it gets a line here."""

JUDGES_CALL: Final = "the judge's call"
"""How the site names the sanction of a rule whose source sets none (``judge_decides`` in the spec)."""

JUDGES_CALL_TIP: Final = (
    "The rulebook names no sanction for this: the judge who records the infraction decides it. "
    "Nothing here is a fixed amount."
)

TARGET_TEXT: Final[dict[tuple[str, str], str]] = {
    ("offender-team", "teams"): "charged to the partnership's joint score",
    ("offender-team", "individuals"): "charged to both partners' own records",
    ("offender", "teams"): "charged to the offending player",
    ("offender", "individuals"): "charged to the player's own record alone",
    ("partner", "teams"): "charged to the offender's partner",
    ("partner", "individuals"): "charged to the partner's own record",
}
"""Who bears a penalty that costs points or a result, as a judge says it aloud, by the penalty's target
and who the rulebook's entrants are.

A couple or a partnership that enters as one (``teams``) is charged in its joint score; in a
singles event (``individuals``) each player has a record of his or her own, so a fine on the
offender leaves the partner's record alone, while a forfeit, charged to the offender, still loses
the match (one result for the table) for the partner too (:func:`target_text`).
"""

APPLIES_TEXT: Final[dict[str, str]] = {
    "offender-team": "applies to the offending partnership",
    "offender": "applies to the offending player",
    "partner": "applies to the offender's partner",
}
"""Who a penalty that costs no points (play the tile first, face up, expulsion...) applies to."""

SCORED: Final = frozenset({"fine", "forfeit-hand", "forfeit-game", "forfeit-match", "no-score"})
"""The consequences that cost a side points or a result."""


EXCEPTION_TEXT: Final[dict[str, str]] = {
    "pass-last-tile-exempt": "no sanction if the tile was the player's last",
    "petition-waives": "no sanction if the other players ask for the hand to go on",
    "apology-excuses": "no sanction if the player apologises within {seconds}",
    "agreement-required": "only if the other three players agree that it happened",
    "disagreement-required": "only if the players disagree about it; a layout they agree on stands",
    "exposed-lock-exempt": "unless another tile the owner plays instead locks the hand",
    "course-changed-partner-stands": "the hand stands if the player's partner went out",
    "train-lateness": "the organiser may give less, or nothing",
}
"""The exceptions a rule attaches to its penalty (engine checks in its ``enforces``), in words."""


SITUATION_CHECKS: Final[dict[str, frozenset[EngineCheck]]] = {
    "going-out": frozenset({"score-all-pips", "score-opponents-pips", "train-going-out"}),
}
"""Situations a rule is in by what it enforces, besides the ``situations`` it names: every rulebook's rule on
what going out scores enforces one of these engine checks (the pips left in every hand, the opponents' pips,
a fixed score for the player who goes out), so the row follows the engine checks the spec already binds."""


CHECK_TEXT: Final[dict[str, str]] = {
    "score-all-pips": "going out scores the pips left in every hand, the winners' own included",
    "score-opponents-pips": "going out scores the pips left in the opponents' hands",
    "train-going-out": "going out scores a fixed amount for the player who goes out; the others count their pips",
}
"""What an engine check of a :data:`SITUATION_CHECKS` row says the rule does, in words (its numbers follow)."""


def rule_situations(rule: Rule) -> tuple[str, ...]:
    """The situations ``rule`` is compared under: those it names, then those its engine checks put it in."""
    implied = [s for s, checks in SITUATION_CHECKS.items() if checks & set(rule.enforces) and s not in rule.situations]
    return (*rule.situations, *implied)


def rules_in(book: Rulebook, situation: str) -> list[Rule]:
    """The rules of ``book`` compared under ``situation``, in rule order."""
    return [rule for rule in book.rules if situation in rule_situations(rule)]


def situation_title(situation: str) -> str:
    return SITUATION_TITLES.get(situation, situation.replace("-", " ").capitalize())


def situation_anchor(situation: str) -> str:
    return f"situation-{situation}"


# -- rule IDs, words and numbers as a judge says them ------------------------------------------
def rule_key(text: str) -> str:
    """How lookups compare rule IDs (:func:`rulespec.ruleids.id_key`, shared with the command line)."""
    return id_key(text)


def id_variants(rule_id: str) -> list[str]:
    """The ways a judge may type a rule ID, for the search index."""
    prefix, _, rest = rule_id.partition("-")
    forms = [rule_id, f"{prefix}{rest}", f"{prefix} {rest}"]
    forms += [form.lower() for form in forms]
    if "." in rest:
        forms.append(f"{prefix} {rest.replace('.', ',')}")
    out: list[str] = []
    for form in forms:
        if form not in out:
            out.append(form)
    return out


def word_key(text: str) -> str:
    """A word or phrase for lookups: lower case, accents dropped, punctuation as single spaces.

    >>> word_key("  Pase  INDEBIDO! ") == word_key("pase indebido") and word_key("tardía") == "tardia"
    True
    """
    plain = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain.lower()).split())


UNIT_WORDS: Final[dict[str, str]] = {
    "point": "points",
    "pts": "points",
    "pt": "points",
    "punto": "points",
    "puntos": "points",
    "minute": "minutes",
    "min": "minutes",
    "mins": "minutes",
    "minuto": "minutes",
    "minutos": "minutes",
    "second": "seconds",
    "secs": "seconds",
    "segundos": "seconds",
    "tile": "tiles",
    "ficha": "tiles",
    "fichas": "tiles",
    "player": "players",
    "jugadores": "players",
    "game": "games",
    "juegos": "games",
    "hand": "hands",
    "manos": "hands",
    "set": "sets",
    "round": "rounds",
    "rondas": "rounds",
    "pip": "pips",
    "team": "teams",
    "parejas": "teams",
}
"""A unit as a judge may type it (singular, short, Spanish) to the unit named in the spec."""


def number_key(value: float, unit: str) -> str:
    return f"{number(value)} {unit}"


def site_url(uri: str) -> str:
    """The built page of a docs-tree Markdown path (the site is built with ``use_directory_urls: false``)."""
    return uri[:-3] + ".html" if uri.endswith(".md") else uri


def rule_urls(spec: Spec) -> dict[str, str]:
    """Each rule ID to its own page, relative to the site root."""
    return {rule.id: f"{RULE_PAGES_DIR}/{rule.id}.html" for rule in spec.all_rules()}


def rulebook_anchors(spec: Spec) -> dict[str, str]:
    """Each rule ID to its section of its rulebook page, relative to the site root."""
    return {rule.id: f"{site_url(rulebook_uri(book))}#{rule.id}" for book in spec.rulebooks for rule in book.rules}


def word_index(spec: Spec, glossary: Glossary) -> dict[str, list[str]]:
    """Every name of a glossary term (English, alias, Spanish) and every rule title to the rules using it."""
    index: dict[str, list[str]] = {}
    for term in glossary.terms:
        ids = [rule.id for rule in glossary.rules_using(term, spec)]
        if not ids:
            continue
        for name in term.names:
            bucket = index.setdefault(word_key(name), [])
            bucket += [i for i in ids if i not in bucket]
    for rule in spec.all_rules():
        bucket = index.setdefault(word_key(rule.title), [])
        if rule.id not in bucket:
            bucket.append(rule.id)
    return index


def number_index(spec: Spec) -> dict[str, list[str]]:
    """``"75 points"`` (and the bare ``"75"``) to the rules with a parameter of that value."""
    index: dict[str, list[str]] = {}
    for rule in spec.all_rules():
        for parameter in rule.parameters:
            for key in (number_key(parameter.value, parameter.unit), number(parameter.value)):
                bucket = index.setdefault(key, [])
                if rule.id not in bucket:
                    bucket.append(rule.id)
    return index


def rule_index(spec: Spec, glossary: Glossary) -> dict[str, object]:
    """What ``javascripts/permalinks.js`` looks rules up in: IDs, words and numbers, each to rule IDs."""
    urls = rule_urls(spec)
    rules = {
        rule.id: {"url": urls[rule.id], "title": rule.title, "book": book.title}
        for book in spec.rulebooks
        for rule in book.rules
    }
    exact = {key for book in spec.rulebooks for rule in book.rules for key in rule_keys(rule, book)[0]}
    return {
        "rules": rules,
        "ids": {key: list(ids) for key, ids in sorted(id_index(spec).items())},
        "exact": sorted(exact),
        "words": dict(sorted(word_index(spec, glossary).items())),
        "numbers": dict(sorted(number_index(spec).items())),
        "units": UNIT_WORDS | {unit: unit for unit in UNITS},
        "books": [{"id": book.id, "title": book.title} for book in spec.rulebooks],
    }


def rule_index_js(spec: Spec, glossary: Glossary) -> str:
    """``window.DR_RULES``: the lookup tables read by ``javascripts/permalinks.js``."""
    body = json.dumps(rule_index(spec, glossary), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"// Generated from spec/ on every build: rule IDs, words and numbers to their rules.\nwindow.DR_RULES = {body};\n"


def redirect_html(rule: Rule, url: str, depth: int) -> str:
    """A tiny page that sends the reader on to the rule (works from disk and on any static host)."""
    target = "../" * depth + url
    title = html.escape(f"{rule.id} {rule.title}")
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{title}</title>"
        f'<meta http-equiv="refresh" content="0; url={html.escape(target)}">'
        f'<link rel="canonical" href="{html.escape(target)}"></head>'
        f'<body><p>This rule is at <a href="{html.escape(target)}">{title}</a>.</p></body></html>\n'
    )


def redirect_files(spec: Spec) -> dict[str, str]:
    """``rule/NDF-4.2/index.html``: the directory form of a rule's permalink, sent on to the rule's page."""
    urls = rule_urls(spec)
    return {f"{REDIRECT_DIR}/{rule.id}/index.html": redirect_html(rule, urls[rule.id], 2) for rule in spec.all_rules()}


LOOKUP_FORM: Final = (
    '<form class="dr-lookup" id="dr-lookup" data-search-exclude>'
    '<label for="dr-lookup-id">Rule, word or number</label> '
    '<input id="dr-lookup-id" name="id" type="search" autocomplete="off" placeholder="NDF 4.2, lateness, 75 points" '
    'size="22" enterkeyhint="go"> '
    '<button class="md-button md-button--primary" type="submit">Find</button>'
    '<div id="dr-lookup-result" role="status"></div>'
    "</form>"
)
"""The lookup box (``javascripts/permalinks.js`` drives it), on the lookup page and at the top of the home page."""


def lookup_page(spec: Spec) -> str:
    out = [
        "# Find a rule",
        "",
        "Type a rule ID the way it is said at the table (`NDF 4.2`, `ndf4.2`, `NDF 4 2`; `NDF 4` or `FMD 24` "
        'lists the rules under that number), a word in English or Spanish (<em lang="es">pase indebido</em>, '
        '<em lang="es">retraso</em>, <em lang="es">tranque</em>, *misfit*), a question in a judge\'s own words '
        '("what does 20 at the ends score", "<span lang="es">doble sin cubrir</span>"; name the rulebook in it, '
        "or choose it beside the box, to see its rules first) or a number with its unit (`75 points`, "
        "`10 minutes`). For anything else, use "
        "the search box at the top of every page, the [penalty index](judges/penalties.md) or the "
        "[comparison of rulebooks](judges/compare.md).",
        "",
        LOOKUP_FORM,
        "",
        "## Permanent links",
        "",
        "Every rule has a link that will keep pointing at it:",
        "",
        "- `rule/NDF-4.2.html` (or `rule/NDF-4.2/` on a web server) opens the rule itself;",
        "- `lookup.html#NDF 4.2`, `lookup.html?id=ndf4.2` or any page of this site followed by `#NDF-4.2` "
        "finds the rule however the ID is typed;",
        "- on its rulebook page, each rule's anchor is its ID (`rulebooks/ndf-double-nine.html#NDF-4.2`).",
        "",
        "## Every rule",
        "",
    ]
    for book in spec.rulebooks:
        out += [f"### {escape(book.title)}", ""]
        rows = [
            [
                f"[{rule.id}]({rule_page_href(rule.id, '')})",
                escape(rule.title),
                rule.kind,
            ]
            for rule in book.rules
        ]
        out += [table(["Rule", "Title", "Kind"], rows), ""]
    return "\n".join(out).rstrip() + "\n"


# -- the penalty index ----------------------------------------------------------------------------
def quantity(value: float, unit: str) -> str:
    """A number with its unit, singular for one: ``25 points``, ``1 point``, ``1 tile``."""
    return f"{number(value)} {unit[:-1] if value == 1 and unit.endswith('s') else unit}"


def _named(rule: Rule, suffix: str) -> Parameter | None:
    return next((p for p in rule.parameters if p.name.endswith(suffix)), None)


def fine_text(rule: Rule, fine: Parameter) -> str:
    """A fine with its label: ``fine of 75 points``, or the number and what the rule says it is."""
    amount = quantity(fine.value, fine.unit)
    if fine.meaning.startswith("fine"):
        return f"fine of {amount}"
    if fine.meaning.startswith(fine.unit + " "):
        return f"{number(fine.value)} {fine.meaning}"
    return f"fine of {amount} ({fine.meaning})"


def consequence_text(rule: Rule, bold: bool = True) -> str:
    """What follows the infraction, in words, from the rule's own consequences and numbers.

    A fine counted per period (a parameter named ``*_period``) says so, and a forfeit that
    replaces the fine past a tolerance (``*_tolerance``) says when; the exceptions the rule
    attaches (:data:`EXCEPTION_TEXT`) follow.
    """
    penalty = rule.penalty
    if penalty is None:
        return ""
    if rule.judge_decides:
        return f"**{JUDGES_CALL}**: no sanction is set; the judge decides"
    period = _named(rule, "_period")
    tolerance = _named(rule, "_tolerance")
    parts: list[str] = []
    for consequence in penalty.consequences:
        if consequence == "fine" and penalty.fine is not None:
            fine = rule.parameter(penalty.fine)
            text = fine_text(rule, fine)
            if period is not None:
                text = f"{quantity(fine.value, fine.unit)} for each whole {quantity(period.value, period.unit)}"
            parts.append(f"**{text}**" if bold else text)
        elif consequence.startswith("forfeit") and tolerance is not None and "fine" in penalty.consequences:
            words = CONSEQUENCE_TEXT.get(consequence, consequence.replace("-", " "))
            parts.append(f"over {quantity(tolerance.value, tolerance.unit)}, {words} instead")
        else:
            parts.append(CONSEQUENCE_TEXT.get(consequence, consequence.replace("-", " ")))
    seconds = _named(rule, "_seconds")
    for check in rule.enforces:
        exception = EXCEPTION_TEXT.get(check)
        if exception is not None:
            parts.append(exception.format(seconds=quantity(seconds.value, seconds.unit) if seconds else "the time set"))
    return "; ".join(parts)


def target_text(rule: Rule, book: Rulebook) -> str:
    """Who bears the penalty, in words a judge reads aloud (:data:`TARGET_TEXT`)."""
    penalty = rule.penalty
    if penalty is None:
        return ""
    if penalty.target == "table":
        return "the whole table; no one is charged"
    if set(penalty.consequences) <= {"none"}:
        return "no one is charged"
    forfeit = any(c.startswith("forfeit") for c in penalty.consequences)
    if forfeit and (penalty.target, book.game.entrants) == ("offender", "individuals"):
        # A match has one result: a player's forfeit loses it for the partnership at the table.
        if "fine" in penalty.consequences:
            return (
                "the fine to the player's own record alone; a forfeit is charged to the player "
                "and loses the match for the partnership, the partner included"
            )
        return "charged to the player; the partnership loses the match, the partner included"
    if SCORED & set(penalty.consequences):
        return TARGET_TEXT.get((penalty.target, book.game.entrants), f"charged to: {penalty.target.replace('-', ' ')}")
    return APPLIES_TEXT.get(penalty.target, f"applies to: {penalty.target.replace('-', ' ')}")


def title_es_html(rule: Rule, element: str = "span") -> str:
    """The rule's Spanish title marked as Spanish (``<span class="dr-title-es" lang="es">``), or nothing."""
    if rule.title_es is None:
        return ""
    return f'<{element} class="dr-title-es" lang="es">{html.escape(rule.title_es)}</{element}>'


def infraction_text(rule: Rule) -> str:
    """The infraction's name as words (``left-the-building``: left the building)."""
    return rule.penalty.infraction.replace("-", " ") if rule.penalty is not None else ""


LANGUAGE_NAMES: Final[dict[str, str]] = {"es": "Spanish", "en": "English"}


def clause_place(clause_id: str) -> str:
    """Where a clause sits in its document, from its clause ID, in words.

    >>> clause_place("fmd-singles:24"), clause_place("ndf-double-nine:es-4"), clause_place("doral-partnership:BAD-PASS")
    ('clause 24', 'Spanish text, clause 4', 'the section headed BAD PASS')
    >>> clause_place("ndf-double-nine:J"), clause_place("mexican-train:R3")
    ('section J', 'item R3')
    """
    local = clause_id.partition(":")[2] or clause_id
    language, dash, rest = local.partition("-")
    if dash and language in LANGUAGE_NAMES:
        return f"{LANGUAGE_NAMES[language]} text, {clause_place(rest)}"
    if local.isdigit():
        return f"clause {local}"
    if len(local) == 1 and local.isalpha():
        return f"section {local}"
    if local.replace("-", "").isalpha() and local.isupper():
        return f"the section headed {local.replace('-', ' ')}"
    return f"item {local}"


def clause_location(clause_id: str, spec: Spec) -> str:
    """A clause for the reader: its document, where in it, what it is about and its ID.

    ``Domino Federation ...: rules for singles, clause 24 (10-minute tolerance; ...)`` with the ID
    in code, so a judge can open the document at the right place.
    """
    labels = {c.id: (d.title, c.label) for d in spec.documents for c in d.clauses}
    if clause_id not in labels:
        raise KeyError(f"clause {clause_id!r} is not in the sources file")
    title, label = labels[clause_id]
    about = f": {escape(label)}" if label else ""
    return f"*{escape(title)}*, {clause_place(clause_id)}{about} ({code(clause_id)})"


def penalty_rows(book: Rulebook, spec: Spec, from_dir: str) -> list[list[str]]:
    rows: list[list[str]] = []
    for rule in book.rules:
        penalty = rule.penalty
        if penalty is None:
            continue
        judge = " (judge only)" if rule.judge_only else ""
        if rule.judge_decides:
            judge = f' <span class="dr-badge dr-judge-call" title="{html.escape(JUDGES_CALL_TIP)}">{JUDGES_CALL}</span>'
        rows.append(
            [
                f"[{rule.id}]({rule_page_href(rule.id, from_dir)})",
                f"{escape(rule.title)}{judge}<br>{title_es_html(rule)}",
                f'{consequence_text(rule)}<br><span class="dr-whose">{target_text(rule, book)}</span>',
            ]
        )
    return rows


def penalties_page(spec: Spec) -> str:
    here = PENALTIES_PAGE.rsplit("/", 1)[0]
    jumps = " ".join(
        f"[{escape(book.prefix)}](#{book.id}){{ .md-button .dr-jump }}"
        for book in spec.rulebooks
        if any(rule.penalty is not None for rule in book.rules)
    )
    out = [
        "# Penalty index",
        "",
        jumps,
        "",
        "Every infraction a rulebook names, with the rule that says so (first column), its title in English and, "
        "under it, in Spanish, what follows once a judge "
        "records it and, under it, who bears it: a couple or a partnership that enters as one is charged in its "
        "joint score; in a singles event the offending player is charged alone, in his or her own record, and "
        "the partner's record is untouched; *judge only* marks an infraction that only a judge "
        "can find, and *the judge's call* one for which the rulebook sets no sanction: the judge who records it "
        "decides, and the side named bears what the judge sets. "
        "Each rulebook's table fits on one printed page, A4 or US Letter.",
        "",
        PRINT_BUTTON.format(label="Print the penalty index"),
        "",
    ]
    for book in spec.rulebooks:
        rows = penalty_rows(book, spec, here)
        out += [f"## {escape(book.title)} {{#{book.id} .dr-penalty-book}}", ""]
        if not rows:
            out += ["This rulebook names no penalties yet.", ""]
            continue
        out += [
            '<div class="dr-penalties" markdown>',
            "",
            table(["Rule", "Infraction", "Consequence, and who bears it"], rows),
            "",
            "</div>",
            "",
        ]
    return "\n".join(out).rstrip() + "\n"


# -- the comparison ---------------------------------------------------------------------------------
def _rules_for(book: Rulebook, situation: str) -> list[Rule]:
    return rules_in(book, situation)


def parameter_text(rule: Rule) -> str:
    """The rule's numbers, each labelled with what it means: ``fine for ...: 75 points``."""
    return "; ".join(f"{p.meaning}: {quantity(p.value, p.unit)}" for p in rule.parameters)


def fallback_rule(book: Rulebook) -> Rule | None:
    """The rule by which the judges decide what the rulebook does not cover, if it has one."""
    return next(
        (r for r in book.rules if r.penalty is not None and r.penalty.infraction == "judge-ruling"),
        None,
    )


def situation_penalty(rule: Rule, situation: str, here: str) -> str:
    """The rule's penalty for a comparison row, naming the infraction when it is not the row's situation.

    A rule tagged with several situations whose penalty names none of them (Doral's rule on
    arriving on time and staying in the building, whose disqualification is for leaving) does
    not have its penalty shown as the penalty of each situation: the row names the infraction
    and points at the rule, rather than guess which situation the penalty belongs to.
    """
    if rule.penalty is None:
        return ""
    words = consequence_text(rule)
    infraction = escape(infraction_text(rule))
    if rule.penalty.infraction == situation:
        return words
    if len(rule.situations) > 1 and rule.penalty.infraction not in rule.situations:
        return f"its penalty is for *{infraction}*: see [{rule.id}]({rule_page_href(rule.id, here)})"
    spanish = title_es_html(rule)
    return f"if a judge records *{infraction}*{f' ({spanish})' if spanish else ''}: {words}"


def compare_page(spec: Spec) -> str:
    here = COMPARE_PAGE.rsplit("/", 1)[0]
    used = [s for s in SITUATIONS if any(_rules_for(book, s) for book in spec.rulebooks)]
    out = [
        "# Compare the rulebooks",
        "",
        "The same situation under every rulebook. The table names the rules of each rulebook for each "
        "situation; the section of each situation below says what each rule says, its numbers (labelled) and "
        "its penalty. Where a rulebook has no rule, its judges decide under their general rule, named there.",
        "",
    ]
    header = ["Situation"] + [f"[{escape(book.prefix)}](../{rulebook_uri(book)})" for book in spec.rulebooks]
    rows: list[list[str]] = []
    for situation in used:
        cells = [f"[{escape(situation_title(situation))}](#{situation_anchor(situation)})"]
        for book in spec.rulebooks:
            rules = _rules_for(book, situation)
            # The number alone (the column names the rulebook), so every rulebook's column fits on a phone.
            fallback = fallback_rule(book) if not rules else None
            if fallback is not None:
                # No rule of its own: the judges decide under the rulebook's general rule, named here.
                tip = f"{fallback.id}: no rule for this; the judges decide"
                cells.append(f'judges, [{fallback.id.partition("-")[2]}]({rule_page_href(fallback.id, here)} "{tip}")')
                continue
            cells.append(
                "<br>".join(
                    f'[{r.id.partition("-")[2]}]({rule_page_href(r.id, here)} "{r.id}: {html.escape(r.title)}")'
                    for r in rules
                )
                or "—"
            )
        rows.append(cells)
    out += ['<div class="dr-compare" markdown>', "", table(header, rows), "", "</div>", ""]
    for situation in used:
        out += [f"## {escape(situation_title(situation))} {{#{situation_anchor(situation)}}}", ""]
        detail: list[list[str]] = []
        for book in spec.rulebooks:
            rules = _rules_for(book, situation)
            if not rules:
                fallback = fallback_rule(book)
                said = (
                    f"No rule; the judges decide under [{fallback.id}]({rule_page_href(fallback.id, here)})."
                    if fallback is not None
                    else "No rule."
                )
                detail.append([f"{escape(book.prefix)}", said, ""])
                continue
            for rule in rules:
                numbers = parameter_text(rule)
                penalty = situation_penalty(rule, situation, here)
                checks = SITUATION_CHECKS.get(situation, frozenset())
                said = "; ".join(CHECK_TEXT[c] for c in rule.enforces if c in checks and c in CHECK_TEXT)
                what = "<br>".join(
                    part
                    for part in (
                        said and escape(said[:1].upper() + said[1:]) + ".",
                        numbers and escape(numbers),
                        penalty and f"Penalty: {penalty}.",
                    )
                    if part
                )
                detail.append(
                    [
                        f"[{rule.id}]({rule_page_href(rule.id, here)})",
                        link_rules(" ".join(rule.statement.split()), spec, None, here),
                        what,
                    ]
                )
        out += [table(["Rule", "What it says", "Numbers and penalty"], detail), ""]
    unused = [s for s in SITUATIONS if s not in used]
    if unused:
        out += [
            "No rule is tagged yet with: " + ", ".join(escape(situation_title(s)) for s in unused) + ".",
            "",
        ]
    return "\n".join(out).rstrip() + "\n"


# -- the readings register -----------------------------------------------------------------------------
def readings_page(spec: Spec) -> str:
    here = READINGS_PAGE.rsplit("/", 1)[0]
    total = sum(len(rule.readings) for rule in spec.all_rules())
    out = [
        "# Readings register",
        "",
        f"Every place where a source rulebook is unclear, silent or contradicts itself (often between its "
        f"English and Spanish texts), the question it leaves, the reading this project takes and why: "
        f"{total} readings in all. Each reading is also shown with its rule.",
        "",
    ]
    for book in spec.rulebooks:
        rules = [rule for rule in book.rules if rule.readings]
        out += [f"## {escape(book.title)} {{#{book.id}}}", ""]
        if not rules:
            out += ["No readings recorded.", ""]
            continue
        for rule in rules:
            href = rule_page_href(rule.id, here)
            out += [f"### [{rule.id}]({href}) {escape(rule.title)} {{#readings-{rule.id}}}", ""]
            for reading in rule.readings:
                body = [
                    ("Question", link_rules(reading.question, spec, None, here)),
                    ("Our reading", link_rules(reading.reading, spec, None, here)),
                    ("Why", link_rules(reading.reason, spec, None, here)),
                ]
                if reading.clauses:
                    body.append(("Clauses", ", ".join(code(c) for c in reading.clauses)))
                out += [facts(body), ""]
    return "\n".join(out).rstrip() + "\n"


# -- the glossary -------------------------------------------------------------------------------------
def glossary_page(glossary: Glossary, spec: Spec) -> str:
    here = GLOSSARY_PAGE.rsplit("/", 1)[0]
    out = [
        "# Glossary",
        "",
        "The terms of the game in English, with the Spanish words players use for them (several rulebooks are "
        "bilingual, and many players speak Spanish). Each entry lists the rules that use the term. On the rule "
        "pages, a dotted underline marks a term: hover over it, or tap it, for its meaning.",
        "",
        table(
            ["English", "Español"],
            [
                [f"[{escape(t.term)}](#{t.anchor})", spanish_text(t.spanish, emphasis=False)]
                for t in _sorted_terms(glossary)
            ],
        ),
        "",
    ]
    for term in _sorted_terms(glossary):
        out += [f"## {escape(term.term)} {{#{term.anchor}}}", ""]
        names = [("Spanish", spanish_text(term.spanish))]
        if term.aliases:
            names.append(("Also called", ", ".join(escape(a) for a in term.aliases)))
        out += [facts(names), "", escape(term.definition), ""]
        rules = glossary.rules_using(term, spec)
        if rules:
            links = ", ".join(f"[{r.id}]({rule_page_href(r.id, here)}) {escape(r.title)}" for r in rules)
            out += [f"**Rules:** {links}", ""]
    missing = glossary.undefined(spec)
    if missing:
        out += [
            '!!! warning "Terms used by rules but not defined here"',
            "",
            indent(", ".join(escape(t) for t in missing) + f". Add them to `{glossary.path}`."),
            "",
        ]
    return "\n".join(out).rstrip() + "\n"


def spanish_text(names: tuple[str, ...] | list[str], emphasis: bool = True) -> str:
    """Spanish words marked as Spanish (``lang="es"``), for screen readers and hyphenation."""
    tag = "em" if emphasis else "span"
    return ", ".join(f'<{tag} lang="es">{html.escape(name)}</{tag}>' for name in names)


def _sorted_terms(glossary: Glossary) -> list[Term]:
    return sorted(glossary.terms, key=lambda t: t.term.casefold())


def term_link(name: str, glossary: Glossary, from_dir: str = RULEBOOKS_DIR) -> str:
    """A rule's term as a link to its glossary entry, with its Spanish names."""
    term = glossary.find(name)
    if term is None:
        return escape(name)
    prefix = "../" * len([p for p in from_dir.split("/") if p])
    spanish = [s for s in term.spanish if s.casefold() != name.casefold()]
    extra = f" ({spanish_text(spanish)})" if spanish else ""
    return f"[{escape(name)}]({prefix}{GLOSSARY_PAGE}#{term.anchor}){extra}"


def abbreviations(glossary: Glossary, used_in: str | None = None) -> str:
    """Markdown ``abbr`` definitions for every hover term, appended to the pages that explain terms on hover.

    With ``used_in``, only the names that occur in that text: a page with a few terms is
    converted without matching every name of the glossary against it.
    """
    lines: list[str] = []
    seen: set[str] = set()
    for term in glossary.terms:
        if not term.hover:
            continue
        hint = f"{term.term} ({', '.join(term.spanish)}): {term.definition}"
        hint = " ".join(hint.replace("]", ")").replace("[", "(").split())
        for name in (term.term, *term.spanish):
            for form in sorted({name, name[:1].upper() + name[1:]}):
                if used_in is not None and form not in used_in:
                    continue
                if form not in seen:
                    seen.add(form)
                    lines.append(f"*[{form}]: {hint}")
    return "\n".join(lines)


_ABBR: Final = re.compile(r"<abbr( [^>]*)?>([^<]+)</abbr>")


def mark_spanish(html_text: str, glossary: Glossary) -> str:
    """Each hover term that is a Spanish word (``tranque``, ``forro``) marked ``lang="es"``, and each quotation of
    the Spanish text in English prose (``"el partido"``: a quoted phrase with a Spanish word in it).

    A name that is also one of the term's English names (``misfit``) is left as it is.

    >>> from rulespec.glossary import Glossary, Term
    >>> lock = Term(term="lock", spanish=("tranque",), aliases=(), definition="d", hover=True, line=1)
    >>> mark_spanish('<abbr title="x">Tranque</abbr> <abbr title="x">lock</abbr>', Glossary(terms=(lock,), path="g"))
    '<abbr title="x" lang="es">Tranque</abbr> <abbr title="x">lock</abbr>'
    >>> mark_spanish('<p>forfeits "the game" (English) or "el partido" (Spanish)</p>', Glossary(terms=(lock,), path="g"))
    '<p>forfeits "the game" (English) or "<span lang="es">el partido</span>" (Spanish)</p>'
    """
    english = {name.casefold() for term in glossary.terms for name in (term.term, *term.aliases)}
    spanish = {name.casefold() for term in glossary.terms for name in term.spanish} - english

    def mark(match: re.Match[str]) -> str:
        attributes, word = match.group(1) or "", match.group(2)
        if word.casefold() not in spanish or "lang=" in attributes:
            return match.group(0)
        return f'<abbr{attributes} lang="es">{word}</abbr>'

    return _QUOTED.sub(lambda m: _spanish_quote(m, spanish), _ABBR.sub(mark, html_text))


_QUOTED: Final = re.compile(r'(?<=[\s(>])"((?:[^"<>\n]|<abbr\b[^>]*>[^<]*</abbr>){2,200}?)"(?=[\s).,;:<])')
"""A phrase in double quotes in a page's text (not an attribute: those follow ``=``), hover terms allowed inside."""
SPANISH_WORDS: Final = frozenset(
    ["el", "la", "los", "las", "un", "una", "se", "es", "de", "del", "que", "con", "por", "le", "al", "y"]
)
"""Words that mark a quoted phrase as Spanish (with the glossary's Spanish-only names)."""


def _spanish_quote(match: re.Match[str], spanish: set[str]) -> str:
    """A quotation of the Spanish text ("el partido") inside English prose, marked ``lang="es"``."""
    phrase = match.group(1)
    said = set(word_key(re.sub(r"<[^>]*>", " ", phrase)).split())
    if said & SPANISH_WORDS or said & {word_key(name) for name in spanish}:
        return f'"<span lang="es">{phrase}</span>"'
    return match.group(0)


def search_aliases(rule: Rule, glossary: Glossary) -> str:
    """Hidden text that lets the site search find a rule by its ID however typed, and by its terms' other names."""
    words = id_variants(rule.id)
    for name in rule.terms:
        term = glossary.find(name)
        if term is not None:
            words += [n for n in term.names if n not in words]
    words += [situation_title(s) for s in rule_situations(rule)]
    return f'<span class="dr-aliases" hidden>{html.escape(" · ".join(words))}</span>'


def judge_files(spec: Spec, glossary: Glossary) -> dict[str, str]:
    """Every page and file of this module, by path in the docs tree."""
    files = {
        LOOKUP_PAGE: lookup_page(spec),
        PENALTIES_PAGE: penalties_page(spec),
        COMPARE_PAGE: compare_page(spec),
        READINGS_PAGE: readings_page(spec),
        GLOSSARY_PAGE: glossary_page(glossary, spec),
        RULE_INDEX_JS: rule_index_js(spec, glossary),
    }
    files.update(redirect_files(spec))
    return files


def keys_collide(spec: Spec) -> list[tuple[str, str]]:
    """Pairs of rule IDs that reduce to the same lookup key (there should be none)."""
    seen: dict[str, str] = {}
    out: list[tuple[str, str]] = []
    for rule in spec.all_rules():
        key = rule_key(rule.id)
        if key in seen:
            out.append((seen[key], rule.id))
        seen[key] = rule.id
    return out
