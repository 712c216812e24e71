r"""The rulebook pages of the site: the rulebook index, one page per rulebook, each rule's section and its scenarios.

A scenario is shown as written in ``features/`` (with the Background blocks
that apply to it), under a picture of the table its request sets up
(:func:`scenario_position`). A rule that a position explains also has a picture
of its own under its statement, from ``spec/pictures/`` (:mod:`rulesite.rulepictures`).

>>> print(gherkin_block(["  @X-1.1", "  Scenario: s", "    Given g", "", "  Scenario: t"], 1))
@X-1.1
Scenario: s
  Given g
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Final

from conformance import cases
from conformance.features import ScenarioInfo, StepInfo
from conformance.paths import features_dir
from conformance.trace import scenarios_by_rule
from rulesite import judges
from rulesite.markup import (
    RULEBOOKS_DIR,
    code,
    escape,
    facts,
    fenced,
    indent,
    link_rules,
    rule_href,
    table,
)
from rulesite.rulepictures import picture_figure, rule_pictures
from rulesite.tiles import Position, position_from_request, position_to_text
from rulesite.trains import TRAIN_FENCE, TrainPosition, train_position_from_request, train_position_to_text
from rulespec import Rule, Rulebook, Spec
from rulespec.glossary import Glossary, cached_glossary
from rulespec.grammar import RULE_ID
from rulespec.marks import ours
from rulespec.model import RULE_KINDS
from rulespec.pictures import Picture

PICTURE_FENCE: Final = "domino"
"""The fenced block a scenario's table is drawn from (pymdownx.superfences custom fence, see mkdocs.yml)."""

TOPICS: Final[tuple[tuple[str, str, tuple[str, ...], str], ...]] = (
    ("setup", "Setting up", ("setup", "lead"), "The set, the deal, the seats, and who leads."),
    ("play", "Play", ("play",), "Whose turn it is, what may be played, and when a player passes."),
    ("scoring", "Scoring", ("scoring",), "How a hand ends and what it is worth."),
    ("match", "The match", ("match",), "The target, the time limit and how a match is decided."),
    ("tournament", "The tournament", ("tournament",), "Rounds, pairings and standings."),
    ("penalties", "Penalties", ("penalty",), "Infractions and what follows once a judge records them."),
    ("conduct", "Conduct and judges", ("conduct", "procedure"), "Behaviour at the table and the judges' role."),
)
"""The sections of a rulebook page, in reading order: (anchor, title, rule kinds, what it covers).

A rule kind missing here (a new one in the schema) still gets its own section at the end.
"""

KIND_TITLES: Final[dict[str, str]] = {
    "setup": "Setting up",
    "lead": "The lead",
    "play": "Play",
    "scoring": "Scoring",
    "match": "The match",
    "tournament": "The tournament",
    "penalty": "Penalties",
    "conduct": "Conduct",
    "procedure": "Procedure",
}

_BLOCK_KEYWORDS: Final = (
    "Feature:",
    "Rule:",
    "Background:",
    "Scenario:",
    "Scenario Outline:",
    "Scenario Template:",
    "Example:",
)


# -- Gherkin source of a scenario ----------------------------------------------------------
def _keyword(line: str) -> str | None:
    stripped = line.strip()
    for keyword in _BLOCK_KEYWORDS:
        if stripped.startswith(keyword):
            return keyword
    return None


def _block_starts(lines: list[str]) -> list[int]:
    """Indexes of lines that open a Gherkin block, skipping doc strings."""
    starts: list[int] = []
    in_docstring: str | None = None
    for index, line in enumerate(lines):
        stripped = line.strip()
        if in_docstring is not None:
            if stripped.startswith(in_docstring):
                in_docstring = None
            continue
        if stripped.startswith(('"""', "```")):
            in_docstring = stripped[:3]
            continue
        if _keyword(line) is not None:
            starts.append(index)
    return starts


def _with_tags(lines: list[str], index: int) -> int:
    """Step back from a block's keyword line over the tag lines above it."""
    while index > 0 and lines[index - 1].strip().startswith("@"):
        index -= 1
    return index


def gherkin_block(lines: list[str], keyword_index: int) -> str:
    """The text of the block opening at ``keyword_index`` (0-based), tags included, dedented."""
    starts = _block_starts(lines)
    following = [s for s in starts if s > keyword_index]
    end = _with_tags(lines, following[0]) if following else len(lines)
    chunk = lines[_with_tags(lines, keyword_index) : end]
    while chunk and (not chunk[-1].strip() or chunk[-1].strip().startswith("#")):
        chunk.pop()
    return textwrap.dedent("\n".join(chunk))


def scenario_source(scenario: ScenarioInfo, root: Path | None = None) -> str:
    """The scenario as written, preceded by the Background blocks that apply to it."""
    path = Path(scenario.path)
    if not path.is_absolute():
        path = (root if root is not None else features_dir().parent) / path
    lines = path.read_text(encoding="utf-8").splitlines()
    index = scenario.line - 1
    if not 0 <= index < len(lines) or _keyword(lines[index]) is None:
        return "\n".join(f"{step.kind.title()} {step.text}" for step in scenario.steps)
    backgrounds: list[int] = []
    for start in _block_starts(lines):
        if start >= index:
            break
        keyword = _keyword(lines[start])
        if keyword == "Rule:":
            backgrounds = [b for b in backgrounds if _is_feature_level(lines, b)]
        elif keyword == "Background:":
            backgrounds.append(start)
    parts = [gherkin_block(lines, b) for b in backgrounds]
    parts.append(gherkin_block(lines, index))
    return "\n\n".join(parts)


def _is_feature_level(lines: list[str], index: int) -> bool:
    return not any(_keyword(lines[i]) == "Rule:" for i in range(index))


# -- rulebook pages -----------------------------------------------------------------------


def badges(rule: Rule) -> str:
    badges = [f'<span class="dr-badge dr-kind">{rule.kind}</span>']
    if rule.judge_only:
        badges.append(
            '<span class="dr-badge dr-judge" title="only a judge can find this; a program applies the penalty once a judge records it">judge only</span>'
        )
    if rule.judge_decides:
        tip = judges.JUDGES_CALL_TIP.replace('"', "&quot;")
        badges.append(f'<span class="dr-badge dr-judge-call" title="{tip}">{judges.JUDGES_CALL}</span>')
    if rule.penalty is not None:
        badges.append(f'<span class="dr-badge dr-penalty">penalty: {judges.infraction_text(rule)}</span>')
    return " ".join(badges)


def render_rule(
    rule: Rule,
    book: Rulebook,
    spec: Spec,
    scenarios: list[ScenarioInfo],
    glossary: Glossary | None = None,
    picture: Picture | None = None,
) -> str:
    glossary = glossary if glossary is not None else cached_glossary()
    out: list[str] = [f"### {rule.id} {escape(rule.title)} {{#{rule.id}}}", ""]
    if rule.title_es is not None:
        out += [judges.title_es_html(rule, "p"), ""]
    out += [badges(rule), ""]
    out += [link_rules(rule.statement, spec, book), ""]
    if picture is not None:  # a position that explains the rule, right under its statement
        out += [picture_figure(picture, spec, book), ""]
    if rule.parameters:
        out += ["**Numbers**", ""]
        rows = [
            [escape(p.meaning[:1].upper() + p.meaning[1:]), judges.quantity(p.value, p.unit)] for p in rule.parameters
        ]
        out += [table(["What", "Value"], rows), ""]
    if rule.penalty is not None:
        items = [
            ("Infraction", escape(judges.infraction_text(rule))),
            ("What follows", judges.consequence_text(rule)),
            ("Who bears it", judges.target_text(rule, book)),
        ]
        out += ["**Penalty**", "", facts(items), ""]
    out += ["**Where in the source**", ""]
    out += [f"- {judges.clause_location(clause, spec)}" for clause in rule.clauses]
    out.append("")
    if rule.terms or rule.situations:
        notes: list[str] = []
        if rule.terms:
            notes.append("**Terms:** " + ", ".join(judges.term_link(t, glossary) for t in rule.terms))
        if judges.rule_situations(rule):
            compare = f"../{judges.COMPARE_PAGE}"
            notes.append(
                "**Compare:** "
                + ", ".join(
                    f"[{escape(judges.situation_title(s))}]({compare}#{judges.situation_anchor(s)})"
                    for s in judges.rule_situations(rule)
                )
            )
        out += ["  \n".join(notes), ""]
    for reading in rule.readings:
        body = [
            f"*{link_rules(reading.question, spec, book)}*",
            "",
            f"**Our reading:** {link_rules(reading.reading, spec, book)}",
            "",
            f"**Why:** {link_rules(reading.reason, spec, book)}",
        ]
        if reading.clauses:
            body += ["", "**Clauses:** " + ", ".join(code(c) for c in reading.clauses)]
        out += ['!!! question "Reading"', "", indent("\n".join(body)), ""]
    # Last in the section, so search previews start with the statement, not with these aliases.
    out += [judges.search_aliases(rule, glossary), ""]
    out += [f"**Scenarios** ({len(scenarios)})", ""]
    # Scenarios stay out of the search index: a search lands on the rule, not on its examples. A
    # <section>, not a <div>: the theme's indexer forgets the exclusion at the first nested closing
    # tag of the same name, and scenarios hold divs.
    out += ['<section class="dr-scenarios" data-search-exclude="" markdown>', ""]
    if rule.enforces:
        out += [
            "For implementers, the engine checks this rule is the authority for: "
            + ", ".join(code(c) for c in rule.enforces)
            + ".",
            "",
        ]
    if not scenarios:
        out += ['!!! warning "No scenario yet"', "", indent("No scenario in `features/` is tagged with this rule."), ""]
    for scenario in scenarios:
        others = [tag for tag in scenario.tags if RULE_ID.match(tag) and tag != rule.id]
        also = ""
        if others:
            also = " Also checks " + ", ".join(f"[{t}]({_safe_href(spec, t, book)})" for t in others) + "."
        where = f"From {code(scenario.path)}, line {scenario.line}.{also}"
        text = where + "\n\n" + fenced("gherkin", scenario_source(scenario))
        dealt = scenario_position(scenario)
        if dealt is not None:
            text = fenced(PICTURE_FENCE, position_to_text(dealt)) + "\n\n" + text
        else:
            trains = scenario_trains(scenario)
            if trains is not None:
                text = fenced(TRAIN_FENCE, train_position_to_text(trains)) + "\n\n" + text
        out += [f'??? example "{title_text(scenario.name)}"', "", indent(text), ""]
    out += ["</section>", ""]
    return "\n".join(out)


def _safe_href(spec: Spec, rule_id: str, book: Rulebook) -> str:
    try:
        return rule_href(spec, rule_id, book, RULEBOOKS_DIR)
    except KeyError:
        return "#"


def title_text(text: str) -> str:
    return escape(" ".join(text.split()))


StepsKey = tuple[tuple[str, str, tuple[tuple[str, ...], ...] | None], ...]
"""A scenario's steps as a hashable value: (kind, text, data table) each."""


def _steps_key(steps: tuple[StepInfo, ...]) -> StepsKey:
    return tuple(
        (step.kind, step.text, None if step.table is None else tuple(tuple(row) for row in step.table))
        for step in steps
    )


_POSITIONS: dict[StepsKey, Position | None] = {}
"""Each distinct scenario's picture, computed once per process (by its steps, not its name or line)."""


_TRAINS: dict[StepsKey, TrainPosition | None] = {}
"""Each distinct train scenario's picture, computed once per process (as :data:`_POSITIONS`)."""


def forget_positions() -> None:
    """Drop the cached pictures (each ``mkdocs serve`` rebuild does, since the spec may have changed)."""
    _POSITIONS.clear()
    _TRAINS.clear()


def scenario_trains(scenario: ScenarioInfo) -> TrainPosition | None:
    """The trains a train scenario's request sets up, for its picture (None for any other request)."""
    key = _steps_key(scenario.steps)
    if key not in _TRAINS:
        _TRAINS[key] = train_position_from_request(cases.build_case(scenario)["request"])
    return _TRAINS[key]


def scenario_position(scenario: ScenarioInfo) -> Position | None:
    """The table the scenario's request sets up, for its picture (None when it puts no tiles on the table).

    The request is the one :func:`conformance.cases.build_case` records for the scenario (no engine
    runs), so the picture follows what the scenario sends, not how its steps are worded. The result
    is cached by the scenario's steps: a scenario checking several rules is shown on each, and a
    rebuild in the same process (``mkdocs serve``) starts afresh (:func:`forget_positions`).
    """
    key = _steps_key(scenario.steps)
    if key not in _POSITIONS:
        case = cases.build_case(scenario)
        _POSITIONS[key] = position_from_request(case["request"], case["observations"])
    return _POSITIONS[key]


def topic_sections(book: Rulebook) -> list[tuple[str, str, str, list[Rule]]]:
    """The rulebook's rules by topic, in reading order: (anchor, title, blurb, rules); empty topics left out."""
    placed = {kind for _, _, kinds, _ in TOPICS for kind in kinds}
    sections = [
        (anchor, title, blurb, [r for r in book.rules if r.kind in kinds]) for anchor, title, kinds, blurb in TOPICS
    ]
    sections += [
        (kind, KIND_TITLES.get(kind, kind.title()), "", [r for r in book.rules if r.kind == kind])
        for kind in RULE_KINDS
        if kind not in placed
    ]
    return [section for section in sections if section[3]]


def ours_section(book: Rulebook, spec: Spec) -> list[str]:
    """The sentences of the rulebook's statements marked as ours (:func:`rulespec.marks.ours`), rule by rule:
    what the project adds where the source is silent."""
    rows = [(rule, ours(rule.statement)) for rule in book.rules]
    marked = [(rule, added) for rule, added in rows if added]
    if not marked:
        return []
    out = [
        "## What we add to the source {#ours}",
        "",
        f"{len(marked)} of the {len(book.rules)} statements say something the source does not; each such "
        "sentence is marked in the statement, and listed here.",
        "",
    ]
    for rule, added in marked:
        out.append(f"- [{rule.id}](#{rule.id}): " + " ".join(link_rules(sentence, spec, book) for sentence in added))
    out.append("")
    return out


def rulebook_page(book: Rulebook, spec: Spec, scenarios: list[ScenarioInfo], glossary: Glossary | None = None) -> str:
    documents = {document.id: document for document in spec.documents}
    by_rule = scenarios_by_rule(scenarios)
    pictures = rule_pictures(spec)
    source = documents.get(book.document)
    covered = sum(1 for rule in book.rules if by_rule.get(rule.id))
    out = [
        f"# {escape(book.title)}",
        "",
        link_rules(book.summary, spec, book),
        "",
        "Each rule's anchor on this page is its rule ID (`#"
        + (book.rules[0].id if book.rules else book.prefix)
        + "`), so a link can point straight at a rule. The statements are the project's own wording; the "
        "source clauses say where in the published rulebook each rule comes from, and a reading records how "
        "we settled a place where the source is unclear or its languages disagree.",
        "",
    ]
    out += [
        judges.PRINT_BUTTON.format(label="Print this rulebook")
        + f' <a class="md-button" href="../{judges.site_url(judges.PENALTIES_PAGE)}#{book.id}">Penalties</a>',
        "",
    ]
    out += ours_section(book, spec)
    for anchor, title, blurb, rules in topic_sections(book):
        out += [f"## {title} {{#topic-{anchor}}}", ""]
        if blurb:
            out += [f"*{blurb}*", ""]
        for rule in rules:
            out += [render_rule(rule, book, spec, by_rule.get(rule.id, []), glossary, pictures.get(rule.id)), ""]
    # The data an implementer wants, behind a fold at the end: a player reads the rules first.
    out += [
        "## About this rulebook's data {#about-the-data}",
        "",
        '<details class="dr-about" markdown>',
        "<summary>Identifiers, files and coverage (for implementers)</summary>",
        "",
        facts(
            [
                ("Rulebook ID", code(book.id)),
                ("Rule prefix", code(book.prefix)),
                ("Game", f"{book.game.family}" + (", in partnerships" if book.game.partnerships else "")),
                ("Languages", ", ".join(book.languages)),
                ("Source", escape(source.title) if source is not None else code(book.document)),
                ("Spec file", code(book.path)),
                ("Rules", f"{len(book.rules)} ({covered} with at least one scenario)"),
                (
                    "Standings order",
                    ", then ".join(escape(str(t)) for t in book.tiebreaks) + ", then entry order"
                    if book.tiebreaks
                    else "not set",
                ),
            ]
        ),
        "",
        "</details>",
        "",
    ]
    return "\n".join(out).rstrip() + "\n"


def rulebooks_index(spec: Spec, scenarios: list[ScenarioInfo]) -> str:
    by_rule = scenarios_by_rule(scenarios)
    rows: list[list[str]] = []
    for book in spec.rulebooks:
        count = len({s.ref for rule in book.rules for s in by_rule.get(rule.id, [])})
        rows.append(
            [
                f"[{escape(book.title)}]({book.id}.md)",
                code(book.id),
                book.game.family,
                str(len(book.rules)),
                str(count),
            ]
        )
    out = [
        "# Rulebooks",
        "",
        "One page per rulebook in `spec/`, generated on every build. Each page lists the rules by kind, "
        "with a picture of the position where one explains a rule, their parameters, source clauses, "
        "penalties, the readings we take of unclear places, and the Gherkin scenarios that check them.",
        "",
        table(["Rulebook", "ID", "Game", "Rules", "Scenarios"], rows),
        "",
    ]
    for book in spec.rulebooks:
        out += [f"## {escape(book.title)}", "", link_rules(book.summary, spec, None), ""]
        out += [f"[Read the rules]({book.id}.md)", ""]
    return "\n".join(out).rstrip() + "\n"
