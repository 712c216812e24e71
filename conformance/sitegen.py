r"""The generated pages of the documentation site, built from ``spec/`` and ``features/``.

Nothing here is written per rule: every page is rendered from the typed spec
(:func:`rulespec.cached_spec`), the feature files
(:func:`conformance.features.read_features`), the step registry, the message
schemas and a live exchange with the reference implementation. The MkDocs
hooks in ``conformance/sitehooks.py`` add the result to each build as virtual
files; nothing generated is ever written into ``docs/``.

:func:`site_files` is the whole output: a map from a path inside the site's
docs tree (``rulebooks/ndf-double-nine.md``) to the file's text.

>>> print(escape("a *b* <c> [d]"))
a \*b\* &lt;c> \[d\]
>>> print(gherkin_block(["  @X-1.1", "  Scenario: s", "    Given g", "", "  Scenario: t"], 1))
@X-1.1
Scenario: s
  Given g
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final, cast

from conformance import sitejudge
from conformance.features import ScenarioInfo, read_features
from conformance.messages import CAPABILITIES, OP_CAPABILITY, PROTOCOL_VERSION, Request
from conformance.paths import project_root
from conformance.schemas import REPLY_TYPES, REQUEST_TYPES, JsonSchema, all_schemas, problems
from conformance.sitemd import (
    RULEBOOKS_DIR,
    code,
    escape,
    facts,
    fenced,
    indent,
    link_rules,
    number,
    rst_to_md,
    rule_href,
    rulebook_uri,
    table,
)
from conformance.tilesvg import Position, position_from_steps, position_to_text
from conformance.trace import RULE_TAG, build_trace, load_steps, scenarios_by_rule
from conformance.vocabulary import PLACEHOLDERS, REGISTRY, StepDefinition
from conformance.wire import DEFAULT_TIMEOUT, MAX_RESTARTS
from rulespec import Rule, Rulebook, Spec, cached_spec
from rulespec.glossary import Glossary, cached_glossary
from rulespec.model import RULE_KINDS

PROTOCOL_PAGE: Final = "implementers/protocol.md"
STEPS_PAGE: Final = "implementers/steps.md"
TRACE_PAGE: Final = "reference/traceability.md"
PICTURE_FENCE: Final = "domino"
"""The fenced block a scenario's table is drawn from (pymdownx.superfences custom fence, see mkdocs.yml)."""
SCHEMA_DIR: Final = "protocol/v1"
"""Where the JSON Schema files are published, mirroring their ``$id``."""

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
        path = (root if root is not None else project_root()) / path
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


def _badges(rule: Rule) -> str:
    badges = [f'<span class="dr-badge dr-kind">{rule.kind}</span>']
    if rule.judge_only:
        badges.append(
            '<span class="dr-badge dr-judge" title="only a judge can find this; a program applies the penalty once a judge records it">judge only</span>'
        )
    if rule.penalty is not None:
        badges.append(f'<span class="dr-badge dr-penalty">infraction: {rule.penalty.infraction}</span>')
    return " ".join(badges)


def render_rule(
    rule: Rule,
    book: Rulebook,
    spec: Spec,
    labels: dict[str, str],
    scenarios: list[ScenarioInfo],
    glossary: Glossary | None = None,
) -> str:
    glossary = glossary if glossary is not None else cached_glossary()
    out: list[str] = [f"### {rule.id} {escape(rule.title)} {{#{rule.id}}}", "", _badges(rule), ""]
    out += [link_rules(rule.statement, spec, book), ""]
    if rule.parameters:
        out += ["**Parameters**", ""]
        rows = [[code(p.name), number(p.value), p.unit, escape(p.meaning)] for p in rule.parameters]
        out += [table(["Name", "Value", "Unit", "Meaning"], rows), ""]
    out += ["**Source clauses**", ""]
    out += [f"- {code(clause)}: {escape(labels.get(clause, '(no label)'))}" for clause in rule.clauses]
    out.append("")
    if rule.penalty is not None:
        penalty = rule.penalty
        consequences = ", ".join(code(c) for c in penalty.consequences)
        out += ["**Penalty**", ""]
        items = [
            ("Infraction", code(penalty.infraction)),
            ("Consequences", consequences),
            ("Against", code(penalty.target)),
        ]
        if penalty.fine is not None:
            fine = rule.parameter(penalty.fine)
            items.append(("Fine", f"{number(fine.value)} {fine.unit} ({code(fine.name)})"))
        out += [facts(items), ""]
    if rule.terms or rule.enforces or rule.situations:
        notes: list[str] = []
        if rule.terms:
            notes.append("**Terms:** " + ", ".join(sitejudge.term_link(t, glossary) for t in rule.terms))
        if rule.situations:
            compare = f"../{sitejudge.COMPARE_PAGE}"
            notes.append(
                "**Compare:** "
                + ", ".join(
                    f"[{escape(sitejudge.situation_title(s))}]({compare}#{sitejudge.situation_anchor(s)})"
                    for s in rule.situations
                )
            )
        if rule.enforces:
            notes.append("**Engine checks:** " + ", ".join(code(c) for c in rule.enforces))
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
    out += [sitejudge.search_aliases(rule, glossary), ""]
    out += [f"**Scenarios** ({len(scenarios)})", ""]
    if not scenarios:
        out += ['!!! warning "No scenario yet"', "", indent("No scenario in `features/` is tagged with this rule."), ""]
    for scenario in scenarios:
        others = [tag for tag in scenario.tags if RULE_TAG.match(tag) and tag != rule.id]
        also = ""
        if others:
            also = " Also checks " + ", ".join(f"[{t}]({_safe_href(spec, t, book)})" for t in others) + "."
        where = f"From {code(scenario.path)}, line {scenario.line}.{also}"
        text = where + "\n\n" + fenced("gherkin", scenario_source(scenario))
        picture = scenario_position(scenario)
        if picture is not None:
            text = fenced(PICTURE_FENCE, position_to_text(picture)) + "\n\n" + text
        out += [f'??? example "{_title_text(scenario.name)}"', "", indent(text), ""]
    return "\n".join(out)


def _safe_href(spec: Spec, rule_id: str, book: Rulebook) -> str:
    try:
        return rule_href(spec, rule_id, book, RULEBOOKS_DIR)
    except KeyError:
        return "#"


def _title_text(text: str) -> str:
    return escape(" ".join(text.split()))


def scenario_position(scenario: ScenarioInfo) -> Position | None:
    """The table a scenario's Given steps set up, for its picture (None when it sets up no tiles)."""
    return position_from_steps((step.text, step.table) for step in scenario.steps if step.kind == "given")


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


def rulebook_page(book: Rulebook, spec: Spec, scenarios: list[ScenarioInfo], glossary: Glossary | None = None) -> str:
    labels = {clause.id: clause.label for document in spec.documents for clause in document.clauses}
    documents = {document.id: document for document in spec.documents}
    by_rule = scenarios_by_rule(scenarios)
    source = documents.get(book.document)
    covered = sum(1 for rule in book.rules if by_rule.get(rule.id))
    out = [
        f"# {escape(book.title)}",
        "",
        link_rules(book.summary, spec, book),
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
        "Each rule's anchor on this page is its rule ID (`#"
        + (book.rules[0].id if book.rules else book.prefix)
        + "`), so a link can point straight at a rule. The statements are the project's own wording; the "
        "source clauses say where in the published rulebook each rule comes from, and a reading records how "
        "we settled a place where the source is unclear or its languages disagree.",
        "",
    ]
    out += [
        sitejudge.PRINT_BUTTON.format(label="Print this rulebook")
        + f' <a class="md-button" href="../{sitejudge.site_url(sitejudge.PENALTIES_PAGE)}#{book.id}">Penalties</a>',
        "",
    ]
    for anchor, title, blurb, rules in topic_sections(book):
        out += [f"## {title} {{#topic-{anchor}}}", ""]
        if blurb:
            out += [f"*{blurb}*", ""]
        for rule in rules:
            out += [render_rule(rule, book, spec, labels, by_rule.get(rule.id, []), glossary), ""]
    return "\n".join(out).rstrip() + "\n"


def rulebooks_index(spec: Spec, scenarios: list[ScenarioInfo]) -> str:
    by_rule = scenarios_by_rule(scenarios)
    rows = []
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
        "with their parameters, source clauses, penalties, the readings we take of unclear places, and "
        "the Gherkin scenarios that check them.",
        "",
        table(["Rulebook", "ID", "Game", "Rules", "Scenarios"], rows),
        "",
    ]
    for book in spec.rulebooks:
        out += [f"## {escape(book.title)}", "", link_rules(book.summary, spec, None), ""]
        out += [f"[Read the rules]({book.id}.md)", ""]
    return "\n".join(out).rstrip() + "\n"


# -- traceability ---------------------------------------------------------------------------
def traceability_page(spec: Spec, scenarios: list[ScenarioInfo]) -> str:
    trace = build_trace(spec, scenarios)
    by_ref = {s.ref: s for s in scenarios}
    rules_by_clause = {clause["id"]: clause["rules"] for clause in trace["clauses"]}
    scenarios_of = {rule["id"]: rule["scenarios"] for rule in trace["rules"]}
    here = "reference"
    out = [
        "# Traceability",
        "",
        "Every clause of each rulebook's source document, the rules that cite it, and the scenarios "
        "that check those rules. This is the matrix `domino-rules trace --json` prints, rendered; "
        "`domino-rules lint` fails on every gap marked here.",
        "",
    ]
    uncited = [c["id"] for c in trace["clauses"] if not c["rules"]]
    untested = [r["id"] for r in trace["rules"] if not r["scenarios"]]
    total = len(trace["rules"])
    out += [
        facts(
            [
                ("Clauses", f"{len(trace['clauses'])} ({len(uncited)} cited by no rule)"),
                ("Rules", f"{total} ({total - len(untested)} with at least one scenario)"),
                ("Scenarios", str(len(scenarios))),
            ]
        ),
        "",
    ]
    if uncited or untested:
        gaps = []
        if uncited:
            gaps.append("Clauses cited by no rule: " + ", ".join(code(c) for c in uncited) + ".")
        if untested:
            links = ", ".join(f"[{r}]({rule_href(spec, r, None, here)})" for r in untested)
            gaps.append("Rules with no scenario: " + links + ".")
        out += ['!!! warning "Gaps"', "", indent("\n\n".join(gaps)), ""]
    documents = {document.id: document for document in spec.documents}
    for book in spec.rulebooks:
        document = documents[book.document]
        out += [
            f"## {escape(book.title)}",
            "",
            f"Source: {escape(document.title)} ({code(document.file)}).",
            "",
            "### Clauses to rules",
            "",
        ]
        rows = []
        for clause in document.clauses:
            rules = rules_by_clause.get(clause.id, [])
            checked = {ref for rule_id in rules for ref in scenarios_of.get(rule_id, [])}
            rows.append(
                [
                    code(clause.id),
                    escape(clause.label),
                    ", ".join(f"[{r}]({rule_href(spec, r, None, here)})" for r in rules) or "**none**",
                    str(len(checked)),
                ]
            )
        out += [table(["Clause", "Label", "Rules", "Scenarios"], rows), "", "### Rules to scenarios", ""]
        rows = []
        for rule in book.rules:
            refs = scenarios_of.get(rule.id, [])
            shown = [_scenario_cell(by_ref.get(ref), ref) for ref in refs]
            rows.append(
                [
                    f"[{rule.id}]({rule_href(spec, rule.id, None, here)})",
                    escape(rule.title),
                    ", ".join(code(c) for c in rule.clauses),
                    "<br>".join(shown) or "**none**",
                ]
            )
        out += [table(["Rule", "Title", "Clauses", "Scenarios"], rows), ""]
    return "\n".join(out).rstrip() + "\n"


def _scenario_cell(scenario: ScenarioInfo | None, ref: str) -> str:
    if scenario is None:
        return escape(ref)
    return f"{escape(scenario.name)} ({code(f'{scenario.path}:{scenario.line}')})"


# -- the step vocabulary ----------------------------------------------------------------------
def steps_page(registry: list[StepDefinition] | None = None) -> str:
    if registry is None:
        load_steps()
        registry = REGISTRY
    out = [
        "# Step vocabulary",
        "",
        "Every step a scenario may use, generated from the step definitions in `conformance/steps/`. "
        "`domino-rules lint` fails on a feature step that matches none of these. A step written here as "
        "`{seat} plays {tile}` is matched with the typed placeholders listed at the end of the page; "
        "a name with a number (`{number2:number}`) is a second placeholder of the same type.",
        "",
        "Scenarios only describe; they never call an implementation directly. Given and When steps record "
        "the setup and the actions, and the first Then step sends the whole scenario as one request.",
        "",
    ]
    for kind, title in (("given", "Given"), ("when", "When"), ("then", "Then")):
        steps = [d for d in registry if d.kind == kind]
        out += [f"## {title} steps", ""]
        if not steps:
            out += ["None.", ""]
            continue
        rows = [
            [
                code(f"{title} {d.pattern}"),
                "yes" if d.table else "",
                rst_to_md(d.doc) if d.doc else "",
                code(d.module.rsplit(".", 1)[-1]),
            ]
            for d in steps
        ]
        out += [table(["Step", "Data table", "Meaning", "Module"], rows), ""]
    out += ["## Placeholders", ""]
    rows = [[code("{" + name + "}"), escape(p.meaning), code(p.regex)] for name, p in PLACEHOLDERS.items()]
    out += [table(["Placeholder", "Meaning", "Matches"], rows), ""]
    return "\n".join(out).rstrip() + "\n"


# -- the wire protocol --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Exchange:
    """One request line the runner wrote and the line the implementation answered."""

    note: str
    request: str
    reply: str


def transcript_requests(rulebook: str) -> list[tuple[str, Request]]:
    """The requests of the worked example, each with what it shows.

    Tiles stay within a double-six set, so the example works with any block rulebook.
    """
    return [
        (
            "The handshake: the runner names its protocol version; the reply claims rulebooks and capabilities.",
            {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"},
        ),
        (
            "Who leads, from the tiles each player drew.",
            {"op": "lead", "rulebook": rulebook, "draws": {"N": "6-4", "E": "6-5", "S": "2-1", "W": "3-3"}},
        ),
        (
            "A hand from a given position: the first play is refused (it names the rule it breaks), "
            "the second locks the hand.",
            {
                "op": "hand",
                "rulebook": rulebook,
                "setup": {
                    "hands": {"N": ["5-4", "6-6"], "E": ["3-3"], "S": ["1-0"], "W": ["2-2"]},
                    "leader": "N",
                    "ends": [5, 5],
                },
                "actions": [
                    {"type": "play", "seat": "N", "tile": "6-6"},
                    {"type": "play", "seat": "N", "tile": "5-4", "end": "left"},
                ],
            },
        ),
        (
            "A match: a starting score and the events after it.",
            {
                "op": "match",
                "rulebook": rulebook,
                "setup": {"scores": {"NS": 130, "EW": 120}, "leader": "N"},
                "events": [{"type": "hand", "team": "NS", "points": 25, "winner": "S"}],
            },
        ),
        (
            "The next Swiss round from the standings and the pairings already played.",
            {
                "op": "pair",
                "rulebook": rulebook,
                "entrants": [
                    {"id": "A", "wins": 2, "points": 300},
                    {"id": "B", "wins": 2, "points": 280},
                    {"id": "C", "wins": 1, "points": 250},
                    {"id": "D", "wins": 0, "points": 100},
                ],
                "history": [["A", "B"]],
            },
        ),
        (
            "A rulebook the implementation does not claim: it answers `unsupported`, and the scenario "
            "counts as not claimed.",
            {"op": "lead", "rulebook": "no-such-rulebook", "draws": {"N": "6-4", "E": "6-5", "S": "2-1", "W": "3-3"}},
        ),
        (
            "A request it cannot handle (there is no tile 12-4 in the set): it answers `error`.",
            {"op": "lead", "rulebook": rulebook, "draws": {"N": "12-4", "E": "6-5", "S": "2-1", "W": "3-3"}},
        ),
        ("The end of the session.", {"op": "stop"}),
    ]


def run_transcript(
    command: list[str] | None = None, rulebook: str | None = None, timeout: float = 60.0
) -> list[Exchange]:
    """Send the example requests to an implementation (the reference by default) and record the replies."""
    argv = command if command is not None else [sys.executable, "-m", "conformance.reference_adapter"]
    book = rulebook if rulebook is not None else _first_block_rulebook(cached_spec())
    requests = transcript_requests(book)
    lines = [json.dumps(request, separators=(",", ":")) for _, request in requests]
    for (_, request), line in zip(requests, lines, strict=True):
        op = request["op"]
        found = problems("request", op, json.loads(line))
        if found:
            raise ValueError(f"example {op!r} request is invalid: {'; '.join(found)}")
    done = subprocess.run(
        argv,
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        cwd=project_root(),
        check=False,
    )
    replies = [line for line in done.stdout.splitlines() if line.strip()]
    if done.returncode != 0 or len(replies) != len(lines):
        tail = " / ".join(done.stderr.strip().splitlines()[-5:])
        raise RuntimeError(
            f"{' '.join(argv)} answered {len(replies)} of {len(lines)} example requests "
            f"(exit code {done.returncode}){': ' + tail if tail else ''}"
        )
    return [Exchange(note, request, reply) for (note, _), request, reply in zip(requests, lines, replies, strict=True)]


def _first_block_rulebook(spec: Spec) -> str:
    for book in spec.rulebooks:
        if book.game.family == "block":
            return book.id
    return spec.rulebooks[0].id if spec.rulebooks else "ndf-double-nine"


def pretty_json(value: object, width: int = 72, level: int = 0) -> str:
    """JSON indented by two spaces, with any object or list that fits in ``width`` kept on one line.

    >>> print(pretty_json({"a": [1, 2], "b": {"c": None}}, width=16))
    {
      "a": [1, 2],
      "b": {"c": null}
    }
    """
    flat = json.dumps(value, separators=(", ", ": "))
    if len(flat) + 2 * level <= width or not isinstance(value, dict | list):
        return flat
    pad = "  " * (level + 1)
    if isinstance(value, list):
        items = [pad + pretty_json(item, width, level + 1) for item in cast(list[object], value)]
        return "[\n" + ",\n".join(items) + "\n" + "  " * level + "]"
    fields = [
        f"{pad}{json.dumps(key)}: {pretty_json(item, width, level + 1)}"
        for key, item in cast(dict[str, object], value).items()
    ]
    return "{\n" + ",\n".join(fields) + "\n" + "  " * level + "}"


def _pretty(line: str) -> str:
    return pretty_json(cast(object, json.loads(line)))


def type_text(schema: object) -> str:
    """A short human reading of a JSON Schema fragment, as Markdown."""
    if not isinstance(schema, dict):
        return "any"
    fragment = cast(dict[str, object], schema)
    ref = fragment.get("$ref")
    if isinstance(ref, str):
        name = ref.rsplit("/", 1)[-1]
        return f"[{name}](#type-{name.lower()})"
    enum = fragment.get("enum")
    if isinstance(enum, list):
        return " or ".join(code(json.dumps(value)) for value in cast(list[object], enum))
    any_of = fragment.get("anyOf")
    if isinstance(any_of, list):
        options = [type_text(option) for option in cast(list[object], any_of)]
        nullable = "null" in options and len(options) > 1
        shown = " or ".join(option for option in options if not (nullable and option == "null"))
        return f"{shown}, or null" if nullable else shown
    kind = fragment.get("type")
    if kind == "array":
        items = type_text(fragment.get("items"))
        return f"list of ({items})" if " or " in items else f"list of {items}"
    if kind == "object":
        values = type_text(fragment.get("additionalProperties"))
        keys = fragment.get("propertyNames")
        key_text = "string"
        if isinstance(keys, dict):
            key_text = type_text(keys)
        return f"map from {key_text} to {values}"
    return str(kind) if isinstance(kind, str) else "any"


def _fields_table(definition: JsonSchema) -> str:
    properties = definition.get("properties")
    required = definition.get("required")
    needed = set(cast(list[str], required)) if isinstance(required, list) else set()
    rows: list[list[str]] = []
    if isinstance(properties, dict):
        for name, fragment in cast(dict[str, object], properties).items():
            rows.append([code(name), type_text(fragment), "yes" if name in needed else "no"])
    if not rows:
        return "No fields."
    return table(["Field", "Type", "Required"], rows)


def _definitions(schemas: dict[str, JsonSchema]) -> dict[str, JsonSchema]:
    out: dict[str, JsonSchema] = {}
    for schema in schemas.values():
        defs = schema.get("$defs")
        if isinstance(defs, dict):
            for name, definition in cast(dict[str, object], defs).items():
                if isinstance(definition, dict):
                    out.setdefault(name, cast(JsonSchema, definition))
    return dict(sorted(out.items()))


def protocol_page(exchanges: list[Exchange], schemas: dict[str, JsonSchema] | None = None) -> str:
    schemas = schemas if schemas is not None else all_schemas()
    major = PROTOCOL_VERSION.split(".", 1)[0]
    ops = list(REQUEST_TYPES)
    need = {op: OP_CAPABILITY.get(op, "") for op in ops}
    out = [
        "# The wire protocol",
        "",
        "An implementation in any language is checked by running it as a program that reads requests on "
        "standard input and writes replies on standard output. The runner starts it with "
        '`domino-rules check --impl "COMMAND"` and speaks to it in **newline-delimited JSON**: one JSON '
        "object per line, in UTF-8, each request answered by exactly one line, in order. Anything the "
        "program writes to standard error is kept and quoted when it fails; standard output carries "
        "replies only.",
        "",
        f"This page describes protocol version **{PROTOCOL_VERSION}**. It is generated from the message "
        "types in `conformance/messages.py`, so the schemas here are the ones the runner validates replies "
        "against.",
        "",
        "## The envelope",
        "",
        "Each request is an object with an `op` field. Each answer is an object with exactly one of these keys:",
        "",
        table(
            ["Answer", "Meaning", "What the runner does"],
            [
                [
                    code('{"reply": {...}}'),
                    "The answer, shaped as the op's reply schema.",
                    "Validates it against the schema, then checks it against the scenario.",
                ],
                [
                    code('{"unsupported": "why"}'),
                    "The op or the rulebook is outside what the program supports.",
                    "Counts the scenario as *not claimed*: neither passed nor failed.",
                ],
                [
                    code('{"error": "what went wrong"}'),
                    "The program could not handle a well-formed request.",
                    "Marks the scenario as an *error*, quoting the message.",
                ],
            ],
        ),
        "",
        "A legal-but-refused action is not an error: the reply of a `hand` or `match` request reports, "
        "for each action, whether it was accepted, and if not, the rule ID it breaks.",
        "",
        "## The session",
        "",
        f"1. The first request is always `start`, the handshake. The runner sends its protocol version, "
        f'`"{PROTOCOL_VERSION}"`; the program answers with the version it speaks, its name, the rulebooks '
        f"it claims and its capabilities. The runner refuses to go on (exit code 4) when the major version "
        f"differs from its own ({major}); a different minor version is accepted.",
        "2. Then any number of `lead`, `hand`, `match` and `pair` requests, in any order.",
        '3. The last request is `stop`; the program answers `{"reply": {}}` and exits. It should treat '
        "the end of its input the same way.",
        "",
        "**Requests are stateless.** Every request carries everything needed to answer it: the rulebook, "
        "the full starting position and the whole list of actions or events. A program never needs to "
        "remember an earlier request, and the runner may restart it between any two requests.",
        "",
        "## Ops and capabilities",
        "",
        table(
            ["Op", "Asks for", "Capability it needs"],
            [[code(op), _OP_MEANING.get(op, ""), code(need[op]) if need[op] else "none"] for op in ops],
        ),
        "",
        "The capabilities a program may claim are "
        + ", ".join(code(c) for c in CAPABILITIES)
        + ". A `hand` request whose actions include a `touch` or an `infraction` needs `infractions` as "
        "well as `hand`.",
        "",
        "## Claims and *not claimed*",
        "",
        "The `start` reply is the program's claim: the rulebook IDs it implements and the capabilities "
        "it has. A scenario that needs a rulebook or a capability outside the claim is not sent at all; "
        "it is reported as **not claimed**, as is one the program answers with `unsupported`. Not claimed "
        "scenarios are listed in the reports but count neither as passed nor as failed, so a program can "
        "grow one rulebook and one capability at a time.",
        "",
        "## Timeouts, crashes and restarts",
        "",
        f"- The runner waits {number(DEFAULT_TIMEOUT)} seconds for each reply (`--timeout` changes this).",
        "- A program that hangs past the timeout, exits, or writes a line that is not a JSON object with "
        "one of the three keys fails that request: the scenario is marked *error* with the reason (and, "
        "when the program exited, the last lines it wrote to standard error).",
        "- A reply that does not match its schema is also an *error*, naming the first fields at fault.",
        "- After a crash, a hang or a line that is not JSON, the process is killed. The next request starts "
        "a fresh one, with a new "
        f"`start` handshake, so one bad scenario does not sink the rest. After {MAX_RESTARTS} restarts the "
        "runner gives up.",
        "",
        "## Notation",
        "",
        'Seats are `"N"`, `"E"`, `"S"` and `"W"`; play goes between them as the rulebook says. '
        'Partnerships are `"NS"` and `"EW"`. A tile is written with its two numbers and a dash, like '
        '`"6-4"`; replies write the higher number first. The ends of the line are `"left"` and `"right"`.',
        "",
        "## A worked exchange",
        "",
        "This exchange is produced on every build by running the reference implementation "
        "(`python -m conformance.reference_adapter`) with these requests; the replies are its real output.",
        "",
    ]
    for number_, exchange in enumerate(exchanges, start=1):
        op = cast(dict[str, object], json.loads(exchange.request)).get("op")
        out += [
            f"### {number_}. `{op}`",
            "",
            exchange.note,
            "",
            "Runner to program:",
            "",
            fenced("json", _pretty(exchange.request)),
            "",
            "Program to runner:",
            "",
            fenced("json", _pretty(exchange.reply)),
            "",
        ]
    raw = "\n".join(line for exchange in exchanges for line in (exchange.request, exchange.reply))
    out += [
        '??? note "The same exchange as it looks on the wire"',
        "",
        indent(
            "Requests and replies interleaved, one line each (on the wire, requests go to standard input "
            "and replies come back on standard output).\n\n" + fenced("json", raw)
        ),
        "",
        "## Messages",
        "",
        "The fields of every request and reply. A field marked *no* under **Required** may be left out; "
        "`null` is written out where the type allows it. Objects may carry extra fields, which are ignored.",
        "",
    ]
    for op in ops:
        out += [f"### `{op}`", ""]
        request = schemas.get(f"{op}-request.json")
        if request is not None:
            out += [f"**Request** ([`{op}-request.json`](../{SCHEMA_DIR}/{op}-request.json))", ""]
            out += [_fields_table(_top_definition(request)), ""]
        if op in REPLY_TYPES:
            reply = schemas.get(f"{op}-reply.json")
            if reply is not None:
                out += [f"**Reply** ([`{op}-reply.json`](../{SCHEMA_DIR}/{op}-reply.json))", ""]
                out += [_fields_table(_top_definition(reply)), ""]
        else:
            out += ["**Reply**: `{}`", ""]
    out += ["### Types", ""]
    for name, definition in _definitions(schemas).items():
        out += [f"#### {name} {{#type-{name.lower()}}}", ""]
        description = definition.get("description")
        if isinstance(description, str) and description:
            out += [rst_to_md(" ".join(description.split())), ""]
        out += [_fields_table(definition), ""]
    out += [
        "## JSON Schemas",
        "",
        "One JSON Schema (draft 2020-12) per message, generated from the same types. They are published "
        f"as files under [`{SCHEMA_DIR}/`](../{SCHEMA_DIR}/start-request.json), so tools in other languages "
        "can generate their types from them.",
        "",
    ]
    for name, schema in schemas.items():
        out += [
            f"### {name} {{#schema-{name.removesuffix('.json')}}}",
            "",
            f'??? abstract "{name}"',
            "",
            indent(f"[Download]({'../' + SCHEMA_DIR}/{name})\n\n" + fenced("json", pretty_json(schema, width=100))),
            "",
        ]
    return "\n".join(out).rstrip() + "\n"


_OP_MEANING: Final[dict[str, str]] = {
    "start": "The handshake: the program's name, protocol version, rulebooks and capabilities.",
    "lead": "Who leads the first hand, from the tile each player drew.",
    "hand": "The position and outcome after a list of actions from a given setup.",
    "match": "The scores and the winner after a list of match events.",
    "pair": "The tables of the next Swiss round.",
    "standings": "The entrants best first, by the rulebook's tie-breaks, from the results so far.",
    "advance": "Who won each knock-out match and who meets whom in the next round.",
    "stop": "Nothing: the program exits.",
}


def _top_definition(schema: JsonSchema) -> JsonSchema:
    ref = schema.get("$ref")
    defs = schema.get("$defs")
    if isinstance(ref, str) and isinstance(defs, dict):
        found = cast(dict[str, object], defs).get(ref.rsplit("/", 1)[-1])
        if isinstance(found, dict):
            return cast(JsonSchema, found)
    return schema


CASES_PAGE = "implementers/cases.md"
TOURNAMENT_PAGE = "organisers/tournament-file.md"


@lru_cache(maxsize=1)
def tournament_schema_text() -> str:
    """The tournament file's JSON Schema, asked of the reference's organiser CLI in a child process.

    (The site generator lives in ``conformance``, which may not import the reference implementation.)
    """
    done = subprocess.run(
        [sys.executable, "-m", "conformance.cli", "tournament", "schema"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        cwd=project_root(),
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"cannot produce the tournament file schema: {done.stderr.strip()[-500:]}")
    json.loads(done.stdout)
    return done.stdout


def tournament_page(spec: Spec) -> str:
    """Organisers' page: the tournament file, the commands, and each rulebook's standings order."""
    rows = [
        [
            f"[{escape(book.title)}](../{rulebook_uri(book)})",
            ", then ".join(escape(str(t)) for t in book.tiebreaks) + ", then entry order" if book.tiebreaks else "—",
        ]
        for book in spec.rulebooks
    ]
    return "\n".join(
        [
            "# Running a tournament",
            "",
            "The reference implementation pairs rounds, computes standings and checks a whole event from one",
            "JSON file that lists the entrants, the rounds with their tables and results, and the recorded",
            "penalties. Every command reads the file, and a bad file is refused with the entrant, round or",
            "field at fault; files are written atomically.",
            "",
            "```",
            "domino-rules tournament pair FILE        # pair the next round",
            "domino-rules tournament standings FILE   # the standings with each rulebook's tie-breaks",
            "domino-rules tournament check FILE       # every recorded round against the rules",
            "domino-rules tournament simulate FILE    # a whole random event from a seed",
            "domino-rules tournament schema           # the file's JSON Schema",
            "```",
            "",
            "## Standings order by rulebook",
            "",
            table(["Rulebook", "Order"], rows),
            "",
            "## The tournament file",
            "",
            "Valid files follow this JSON Schema ([download](../tournament/v1/tournament.json)):",
            "",
            "```json",
            tournament_schema_text().rstrip(),
            "```",
            "",
        ]
    )


def schema_files(schemas: dict[str, JsonSchema] | None = None) -> dict[str, str]:
    schemas = schemas if schemas is not None else all_schemas()
    return {f"{SCHEMA_DIR}/{name}": json.dumps(schema, indent=2) + "\n" for name, schema in schemas.items()}


# -- everything -----------------------------------------------------------------------------------
def nav_rulebooks(spec: Spec | None = None) -> list[dict[str, str]]:
    """The rulebook pages as MkDocs nav entries, in spec order."""
    spec = spec if spec is not None else cached_spec()
    return [{book.title: rulebook_uri(book)} for book in spec.rulebooks]


def site_files(
    spec: Spec | None = None,
    scenarios: list[ScenarioInfo] | None = None,
    exchanges: list[Exchange] | None = None,
    glossary: Glossary | None = None,
) -> dict[str, str]:
    """Every generated file of the site, by its path in the docs tree."""
    spec = spec if spec is not None else cached_spec()
    scenarios = scenarios if scenarios is not None else read_features()
    exchanges = exchanges if exchanges is not None else run_transcript()
    schemas = all_schemas()
    glossary = glossary if glossary is not None else cached_glossary()
    files: dict[str, str] = {f"{RULEBOOKS_DIR}/index.md": rulebooks_index(spec, scenarios)}
    for book in spec.rulebooks:
        files[rulebook_uri(book)] = rulebook_page(book, spec, scenarios, glossary)
    files.update(sitejudge.judge_files(spec, glossary))
    files[PROTOCOL_PAGE] = protocol_page(exchanges, schemas)
    files[STEPS_PAGE] = steps_page()
    files[TRACE_PAGE] = traceability_page(spec, scenarios)
    from conformance.implementations_page import PAGE as IMPLEMENTATIONS_PAGE
    from conformance.implementations_page import implementations_page

    files[IMPLEMENTATIONS_PAGE] = implementations_page()
    files.update(schema_files(schemas))
    from conformance import cases

    files[TOURNAMENT_PAGE] = tournament_page(spec)
    files["tournament/v1/tournament.json"] = tournament_schema_text()
    files[CASES_PAGE] = "# Cases for your own test framework\n\n" + cases.schema_markdown().split("\n", 1)[1]
    name, text = cases.schema_file()
    files[f"protocol/v1/{name}"] = text
    return files
