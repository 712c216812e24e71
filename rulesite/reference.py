"""The reference pages of the site: the step vocabulary, the traceability matrix, the organisers' tournament page
and the cases page."""

from __future__ import annotations

from typing import Final, cast

from conformance.features import ScenarioInfo
from conformance.trace import build_trace, load_steps
from conformance.vocabulary import PLACEHOLDERS, REGISTRY, StepDefinition
from rulesite.markup import code, escape, facts, indent, rst_to_md, rule_href, rulebook_uri, table
from rulesite.recorded import recorded_organiser_commands, recorded_tournament_schema
from rulespec import Spec

STEPS_PAGE: Final = "implementers/steps.md"
TRACE_PAGE: Final = "reference/traceability.md"
CASES_PAGE = "implementers/cases.md"
TOURNAMENT_PAGE = "organisers/tournament-file.md"


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
        gaps: list[str] = []
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
        rows: list[list[str]] = []
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


def tournament_schema_text() -> str:
    """The tournament file's JSON Schema, as recorded by ``domino-rules site-data``."""
    return recorded_tournament_schema()


def _commands_markdown(commands: list[dict[str, object]]) -> list[str]:
    """Each organiser command with its usage and options, as the command-line parser declares them."""
    out: list[str] = []
    for command in commands:
        out += [f"### {escape(str(command['name']))}", "", escape(str(command.get("help", ""))), ""]
        out += ["```", str(command.get("usage", "")), "```", ""]
        options = command.get("options", [])
        listed = cast(list[object], options) if isinstance(options, list) else []
        rows = [
            [code(str(o.get("flags", ""))), escape(str(o.get("help", "")))]
            for o in (cast(dict[str, object], item) for item in listed if isinstance(item, dict))
        ]
        if rows:
            out += [table(["Argument", "Meaning"], rows), ""]
    return out


def tournament_page(spec: Spec) -> str:
    """Organisers' page: two whole events through the same commands (an FMD singles event, a Mexican Train
    event), the commands, each rulebook's standings order, and the tournament file with its schema."""
    walkthroughs, commands, examples = recorded_organiser_commands()
    rows = [
        [
            f"[{escape(book.title)}](../{rulebook_uri(book)})",
            ", then ".join(escape(str(t)) for t in book.tiebreaks) + ", then entry order" if book.tiebreaks else "—",
        ]
        for book in spec.rulebooks
    ]
    out = [
        "# Running a tournament",
        "",
        "Every event is run from one JSON file that lists the entrants, the rounds with their tables and",
        "results, and the recorded penalties, through the same commands whatever the rulebook: what differs",
        "(Swiss rounds, a knock-out, Mexican Train hands reseated by accumulated score) follows from the",
        "rulebook. Every write is read back through the file's schema before it replaces the file (a write no",
        "command could read is refused, naming the field, and the file is left as it was), is atomic, keeps the",
        "file's mode, and keeps the version it replaced for `undo` (the last 20; `undo --redo` comes forward). A",
        "file whose mode forbids writing is refused, not replaced; Ctrl-C leaves every file whole. A bad file or",
        "result is refused naming the round, table, entrant or field, and the rule it breaks.",
        "",
    ]
    for title, intro, files, steps in walkthroughs:
        out += [f"## {escape(title)}", "", intro, ""]
        for name, text in files:
            out += [f"`{name}`:", "", "```", text.rstrip("\n"), "```", ""]
        out += [
            "```",
            *[f"domino-rules tournament {command}" + (f"   # {note}" if note else "") for command, note in steps],
            "```",
            "",
        ]
    out += [
        "At a match table side 0 is the first seat of a pairs table, or North-South at a table of four (seats",
        "North, East, South, West); side 1 the second seat, or East-West. In a Mexican Train event a round is a",
        "hand: `pair --start N` seats it from the double drawn, `record` takes every player's score (`--late`,",
        "`--absent`), `withdraw` is a drop at the end of the latest hand, and `export --round N` prints the hand",
        "sheet (each table, its seats in order, the starting double). The Mexican Train commands of the last",
        "release (`domino-rules tournament train ...`) still work for one release, each saying which command",
        "replaced it, and the event files they wrote are read and rewritten in the one format.",
        "",
        "Two things the rules leave to the event are set in the file. An All Fives event may set the length of",
        "its matches (WCDT-1.4 says matches are generally the best two of three): `create --match-games 1` makes",
        "every match one game, `--match-games 3` the best three of five; the bracket, `record`, `check` and",
        "`simulate` all follow it, and a rulebook whose matches are fixed (Doral's sets, the Swiss rounds' single",
        "game, Mexican Train's hands) refuses it naming its rule. A Mexican Train organiser decides the points a",
        "late player is given (MT-T1.1: up to the published 5 a whole minute): `record ... --late bo=4",
        "--late-points bo=10` records what was decided; with no `--late-points` the published points apply, and",
        "more than them is refused under MT-T1.1.",
        "",
        "## Commands",
        "",
        *_commands_markdown(commands),
        "## Standings order by rulebook",
        "",
        table(["Rulebook", "Order"], rows),
        "",
        "A Mexican Train event ranks the lowest total first, then the lower score in the latest hand, the hand",
        "before, and so on; a player who dropped comes after every finisher.",
        "",
        "## The tournament file",
        "",
    ]
    for title, note, text in examples:
        out += [f"{escape(title)}: {escape(note)}.", "", "```json", text, "```", ""]
    out += [
        "Valid files follow this JSON Schema ([download](../tournament/v1/tournament.json)), one for every",
        "rulebook: the rounds' part is the family's (`$defs`), chosen by the event's `mode`.",
        "",
        "```json",
        tournament_schema_text().rstrip(),
        "```",
        "",
    ]
    return "\n".join(out)


def cases_page() -> str:
    """The page describing the case files for implementers' own test frameworks."""
    from conformance import cases

    return "# Cases for your own test framework\n\n" + cases.schema_markdown().split("\n", 1)[1]


def cases_schema_file() -> tuple[str, str]:
    """The cases file's JSON Schema: its file name under ``protocol/v1/`` and its text."""
    from conformance import cases

    return cases.schema_file()
