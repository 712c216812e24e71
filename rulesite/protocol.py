"""The wire protocol page of the site, the worked transcript on it, and the published JSON Schema files.

The transcript is an exchange with the reference implementation recorded by
``domino-rules site-data`` (:mod:`conformance.transcript`) and read back here;
the message tables and the schema files come from the message types in
``conformance/messages.py``, each field's meaning from the docstring written
after it there (carried into the schemas as ``description``); the infraction
kinds and the rule each refusal cites are read from the spec's rules
(``penalty.infraction`` and ``enforces``) when the page is built.
"""

from __future__ import annotations

import html
import json
from typing import Final, cast

from conformance import edges, facts, refusals
from conformance.messages import CAPABILITIES, OP_CAPABILITY, PROTOCOL_VERSION
from conformance.schemas import (
    REPLY_TYPES,
    REQUEST_TYPES,
    TYPESCRIPT_FILE,
    JsonSchema,
    all_schemas,
    typescript_definitions,
)
from conformance.transcript import Exchange
from conformance.wire import DEFAULT_TIMEOUT, MAX_RESTARTS
from rulesite.markup import code, escape, fenced, indent, number, rule_href, table
from rulespec import Rulebook, Spec, cached_spec
from rulespec.families import MEXICAN_TRAIN

PROTOCOL_PAGE: Final = "implementers/protocol.md"
SCHEMA_DIR: Final = "protocol/v1"
"""Where the JSON Schema files are published, mirroring their ``$id``."""


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
            key_text = type_text(cast(dict[str, object], keys))
        return f"map from {key_text} to {values}"
    return str(kind) if isinstance(kind, str) else "any"


def _cell(markdown: str) -> str:
    """A description (Markdown already) made safe for a table cell."""
    return markdown.replace("|", "\\|")


_SEE_ALSO: Final[dict[tuple[str, str], str]] = {
    ("InfractionAction", "kind"): " See [the infraction kinds](#infraction-kinds).",
    ("MatchInfractionEvent", "kind"): " See [the infraction kinds](#infraction-kinds).",
    ("ActionResult", "rule"): " See [the rule a refusal cites](#refusals).",
}
"""Fields whose meaning continues in a section of this page built from the spec."""


def _fields_table(definition: JsonSchema, name: str) -> str:
    properties = definition.get("properties")
    required = definition.get("required")
    needed: set[str] = set(cast(list[str], required)) if isinstance(required, list) else set()
    rows: list[list[str]] = []
    if isinstance(properties, dict):
        for field, fragment in cast(dict[str, object], properties).items():
            shown = type_text(fragment)
            described = cast(dict[str, object], fragment).get("description") if isinstance(fragment, dict) else None
            meaning = _cell(described) if isinstance(described, str) else ""
            see = _SEE_ALSO.get((name, field), "")
            rows.append([code(field), shown, "yes" if field in needed else "no", meaning + see])
    if not rows:
        return "No fields."
    return table(["Field", "Type", "Required", "Meaning"], rows)


def _definitions(schemas: dict[str, JsonSchema]) -> dict[str, JsonSchema]:
    out: dict[str, JsonSchema] = {}
    for schema in schemas.values():
        defs = schema.get("$defs")
        if isinstance(defs, dict):
            for name, definition in cast(dict[str, object], defs).items():
                if isinstance(definition, dict):
                    out.setdefault(name, cast(JsonSchema, definition))
    return dict(sorted(out.items()))


def protocol_page(
    exchanges: list[Exchange], schemas: dict[str, JsonSchema] | None = None, spec: Spec | None = None
) -> str:
    schemas = schemas if schemas is not None else all_schemas()
    spec = spec if spec is not None else cached_spec()
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
                    "Outside the claim: *not claimed*, neither passed nor failed. Inside the claim: a failure "
                    "(the claim binds).",
                ],
                [
                    code('{"error": "what went wrong"}'),
                    "The program could not handle a well-formed request.",
                    "Marks the scenario as an *error*, quoting the message.",
                ],
                [
                    code('{"error": "why", "rule": "NDF-1.1"}'),
                    "The rules allow no such request: a deal with a tile outside the set, a tile dealt twice, "
                    "a hand larger than the rules deal, open ends that are no numbers of the set, an opening the "
                    "rulebook does not have, nobody to lead, the winners' opening with no winners named. `rule` "
                    "names the rule it breaks.",
                    "A scenario that expects the refusal checks the rule named; elsewhere, as any error.",
                ],
            ],
        ),
        "",
        "A legal-but-refused action is not an error: the reply of a `hand` or `match` request reports, "
        "for each action, whether it was accepted, and if not, the rule ID it breaks.",
        "",
        "### Every decision with its rule",
        "",
        "A reply shows each decision the rules make, so that an implementation that gets one wrong can be told apart:",
        "",
        table(
            ["Decision", "Where the reply shows it"],
            [
                ["How a hand ended and what it scores", "`outcome.rule` in the `hand` reply: the rule that decided it"],
                ["Who won a match and why", "`winner` and `decided_by` in the `match` reply, in every rulebook"],
                [
                    "Each entrant's record",
                    "`played`, `wins`, `losses`, `byes`, `points` and `differential` in each `standings` row",
                ],
                [
                    "What placed an entrant",
                    "`placed_by` in each `standings` row: the tie-break that set it apart, or `entry`",
                ],
                [
                    "A pairing that could not avoid a conflict",
                    "`conflicts` in the `pair` reply (rematches, repeated partners)",
                ],
                ["A knock-out match and the next round", "`results`, `winners` and `next` in the `advance` reply"],
            ],
        ),
        "",
        "`outcome.rule`, `decided_by`, `conflicts` and the standings figures beyond `wins`, `points` and "
        "`differential` are optional in the schemas, so a reply written before they existed is still valid; "
        "the scenarios that check them fail when they are missing.",
        "",
        "## The session",
        "",
        f"1. The first request is always `start`, the handshake. The runner sends its protocol version, "
        f'`"{PROTOCOL_VERSION}"`; the program answers with the version it speaks, its name, the rulebooks '
        f"it claims and its capabilities. The runner refuses to go on (exit code 4) when the major version "
        f"differs from its own ({major}); a different minor version is accepted.",
        "2. Then any number of "
        + ", ".join(code(op) for op in REQUEST_TYPES if op not in ("start", "stop"))
        + " requests, in any order.",
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
        + ". A `hand` request's setup is either a **position** (any point of a hand: the hands, and "
        "optionally the turn, the open ends and exposed tiles), which needs `hand`, or a complete **deal** "
        "(it names the `undealt` tiles: the hands and they hold the whole set, each tile once, and the hand "
        "is played from its lead), which needs `deal-play`; an engine built by dealing and playing can claim "
        "`deal-play` alone. A `hand` request whose actions include a `touch` or an `infraction` needs "
        "`infractions` as well.",
        "",
        "## Claims and *not claimed*",
        "",
        "The `start` reply is the program's claim: the rulebook IDs it implements and the capabilities "
        "it has. The claim is a set of (rulebook, capability) pairs: without `claims`, every capability "
        "for every rulebook; with `claims` (an object from rulebook ID to the capabilities claimed for "
        "it), exactly those pairs, as when a program plays knock-outs for one rulebook only. A `claims` "
        "entry naming a rulebook or capability missing from `rulebooks` or `capabilities` makes the "
        "runner refuse to run. A scenario that needs a pair outside the claim is not sent at all; "
        "it is reported as **not claimed**. Not claimed scenarios are listed in the reports but count "
        "neither as passed nor as failed, so a program can grow one rulebook and one capability at a time. "
        "The claim binds: a request inside it that the program answers with `unsupported` **fails** its "
        "scenario, with the reason the program gave.",
        "",
        "A program rarely models every fact a reply can state: a game engine may say who won a hand but not "
        "which seat, nor how the first tile lay. Every field of every reply belongs to exactly one **group of "
        "facts** (listed [below](#groups-of-facts)), and the claim's `models` names, per rulebook, the groups "
        "the program models (every group, for a rulebook it leaves out or without `models`). The suite and "
        "`domino-rules fuzz` compare exactly the groups claimed, and only those a rule of the rulebook "
        "decides: a fact no rule of the rulebook decides (how the first tile lies, in a rulebook that never "
        "says) is compared for no program. A Then step that reads an unclaimed group is **not checked** and "
        "the report lists it; the scenario's other steps still bind, and a scenario with nothing left to check "
        "is *not claimed*. A reply may leave out the fields of a group it does not claim. A failing scenario "
        "reports every Then step that did not hold, not only the first.",
        "",
        "The claim's `players` names, per rulebook, the numbers of players at a table the program plays "
        "(All Fives: 2 in singles, 4 in doubles; Mexican Train: 2 to 8): a scenario or a fuzzed hand at a "
        "table of another size is not sent. `omits` (protocol 1.0) lists `ask-count` for a program that takes "
        "no count requests (a scenario that sends one is then *not claimed*), and may name groups of facts, or "
        "the hand-reply fields of 1.0 (`must_play`, `exposed`, `hand_sizes`, `general_pass`, `first_tile`, "
        "`penalties`), each of which leaves out its whole group.",
        "",
        "To check a whole hand at once, a `hand` or `train` request may set `each`: the reply's `steps` then "
        "hold the position at the setup and after every action (`domino-rules fuzz` sends it, and asks one "
        "prefix at a time of a program that answers without `steps`).",
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
        '`"6-4"`; replies write the higher number first. The ends of the line are `"left"` and `"right"`: '
        'after a lead of `"6-4"` the ends are `[6, 4]`, so `"left"` is the end showing 6. Points are whole '
        "numbers; a score change is signed (a fine is negative). Times are in whole minutes or seconds, as "
        "each field says.",
        "",
        *writing_a_program_section(),
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
            out += [_fields_table(*_top_definition(request)), ""]
        if op in REPLY_TYPES:
            reply = schemas.get(f"{op}-reply.json")
            if reply is not None:
                out += [f"**Reply** ([`{op}-reply.json`](../{SCHEMA_DIR}/{op}-reply.json))", ""]
                out += [_fields_table(*_top_definition(reply)), ""]
        else:
            out += ["**Reply**: `{}`", ""]
    out += ["### Types", ""]
    for name, definition in _definitions(schemas).items():
        out += [f"#### {name} {{#type-{name.lower()}}}", ""]
        description = definition.get("description")
        if isinstance(description, str) and description:
            out += [description, ""]
        out += [_fields_table(definition, name), ""]
    out += groups_section(spec)
    out += edges_section()
    out += refusals_section(spec)
    out += infraction_kinds_section(spec)
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
    "deal": "The hands each player is dealt from a shuffled pile, and the tiles left undealt.",
    "hand": "The position and outcome after a list of actions from a given setup (with `each`, after every action).",
    "match": "The scores and the winner after a list of match events.",
    "pair": "The tables of the next Swiss round, and the conflicts it had to accept.",
    "standings": "The entrants best first, by the rulebook's tie-breaks, from the results so far, each with "
    "its record and the tie-break that placed it.",
    "advance": "Who won each knock-out match and who meets whom in the next round.",
    "train": "The trains, markers, turn and outcome after a list of moves in a hand of a train game (Mexican Train).",
    "seating": "The standings, the doubles left and the tables of the next hand of a train event.",
    "stop": "Nothing: the program exits.",
}


def _top_definition(schema: JsonSchema) -> tuple[JsonSchema, str]:
    """The definition a message schema refers to, and its type name."""
    ref = schema.get("$ref")
    defs = schema.get("$defs")
    if isinstance(ref, str) and isinstance(defs, dict):
        name = ref.rsplit("/", 1)[-1]
        found = cast(dict[str, object], defs).get(name)
        if isinstance(found, dict):
            return cast(JsonSchema, found), name
    return schema, ""


def schema_files(schemas: dict[str, JsonSchema] | None = None) -> dict[str, str]:
    """The published JSON Schema files and the TypeScript definitions generated from them."""
    schemas = schemas if schemas is not None else all_schemas()
    files = {f"{SCHEMA_DIR}/{name}": json.dumps(schema, indent=2) + "\n" for name, schema in schemas.items()}
    files[f"{SCHEMA_DIR}/{TYPESCRIPT_FILE}"] = typescript_definitions(schemas)
    return files


# -- what the spec adds to the page: infraction kinds and the rule a refusal cites --------------------------
_TARGETS: Final[dict[str, str]] = {
    "offender": "the offender (`charged_to` `player`)",
    "partner": "the offender's partner (`charged_to` `player`)",
    "offender-team": "the partnership (`charged_to` `team`)",
    "table": "the table",
}


def _rule_link(spec: Spec, rule_id: str) -> str:
    return f"[{rule_id}]({rule_href(spec, rule_id, None, 'implementers')})"


def groups_section(spec: Spec) -> list[str]:
    """Every group of facts: its meaning, the reply fields it holds, and per rulebook the rules that decide it
    (a group no rule of a rulebook decides is not compared there)."""
    out = [
        "## Groups of facts {#groups-of-facts}",
        "",
        "Every reply field belongs to one group (`op:field`; `op:field.key` for a key inside each item of a "
        "field; `op:` for a refusal of the whole request). A claim's `models` lists group names. A group is "
        "compared under a rulebook only where a rule of that rulebook decides it, and a divergence in it names "
        "that rule; `-` marks a rulebook where no rule decides the group, so nothing in it is compared.",
        "",
        "| group | what it holds | reply fields | " + " | ".join(book.prefix for book in spec.rulebooks) + " |",
        "|---|---|---|" + "---|" * len(spec.rulebooks),
    ]
    for group in facts.GROUPS:
        cells: list[str] = []
        for book in spec.rulebooks:
            rules = facts.deciding_rules(group.name, book.id)
            shown = [_rule_link(spec, rule.id) for rule in rules[:3]]
            cells.append(", ".join(shown) + (f" +{len(rules) - 3}" if len(rules) > 3 else "") if rules else "-")
        fields = ", ".join(f"`{f}`" for f in group.fields)
        out.append(f"| `{group.name}` | {_cell(group.meaning)} | {fields} | " + " | ".join(cells) + " |")
    out.append("")
    return out


def edges_section() -> list[str]:
    """What reply fields hold at their edges (:mod:`conformance.edges`), each with the scenarios that check it."""
    out = [
        "## Field values at the edges {#edges}",
        "",
        "What a reply says where a field's own description leaves room, as the scenarios check it:",
        "",
    ]
    for edge in edges.EDGES:
        shown = "; ".join(f"`{scenario}`" for scenario in edge.scenarios)
        out += [f"* `{edge.op}` reply, `{edge.field}`: {edge.behaviour} (checked by {shown})", ""]
    return out


ANSWERS: Final[dict[refusals.Answer, str]] = {
    "error": "error reply",
    "refused": "refused action",
    "accepted": "accepted (mended)",
}


def refusals_section(spec: Spec) -> list[str]:
    """Per rulebook: every situation a program must refuse, how (an error for the request or a refused action),
    and the rule it must cite (:mod:`conformance.refusals`)."""
    out = [
        "## Refusals: the rule to cite {#refusals}",
        "",
        "There are two ways to refuse, and one principle decides between them:",
        "",
        '* an **error reply** (`{"error": ..., "rule": ID}`) refuses the *request as a whole* when it describes '
        "something that cannot exist under the rulebook: a setup no deal produces (a tile outside the set or "
        "dealt twice, a hand of another size, a table of another number of players, scores already at the "
        "target, games or sets the format cannot reach, an opening the rulebook does not have), or a record "
        "that cannot be made (a kind the rulebook does not name, a seat not at the table);",
        '* a **refused action** (`{"accepted": false, "rule": ID}` in `results`, and the position goes on as '
        "if it had not happened) when the table is possible and someone there does what the rules forbid: a "
        "play out of turn, a tile not held, a pass while able to play, a judge's record of something that did "
        "not happen at this table.",
        "",
        "The rule ID is the rule of the rulebook in play that the request or action breaks; the runner compares "
        "it with the one the scenario expects. The tables below are read from the spec: for each situation, the "
        "rule that enforces the check behind it, holds the number the setup breaks (the set's highest number, "
        "the tiles dealt a player...), or sets the penalty of the infraction recorded. A situation a rulebook has "
        "no rule for is not refused under that rulebook. Some rulebooks mend an action instead of refusing it; "
        "those rows say *accepted*. Every refusal a scenario of the suite expects is in these tables (a test "
        "fails otherwise).",
        "",
    ]
    for book in spec.rulebooks:
        rows = [
            [
                code(row.op),
                ANSWERS[row.answer],
                escape_code(row.situation),
                ", ".join(_rule_link(spec, r) for r in row.rules),
            ]
            for row in refusals.rows(book)
        ]
        out += [f"### {book.id} {{#refusals-{book.id}}}", ""]
        out += [table(["Op", "Answer", "Situation", "Rule"], rows) if rows else "Nothing is refused.", ""]
    return out


def infraction_kinds_section(spec: Spec) -> list[str]:
    """Per rulebook: the infraction kinds an ``infraction`` action or event may name (each rule's ``penalty``)."""
    out = [
        "## Infraction kinds {#infraction-kinds}",
        "",
        "The `kind` of an `infraction` action (in a `hand` request) or event (in a `match` request) is one of "
        "the rulebook's infraction kinds: the `penalty.infraction` of one of its rules. A kind the rulebook "
        "does not name is an `error`. Points show in the reply's `penalties`, other consequences in "
        "`sanctions`.",
        "",
        "**One sign convention.** A penalty's `points` is always the change it makes to the offender's score, "
        "with its sign, as the rulebook keeps that score: in the block games and All Fives the higher score "
        "wins, so a fine takes points off and is negative (`-25`); in Mexican Train the lowest total wins, so a "
        "penalty adds points and is positive (`+5` a minute late). The table below shows each penalty so.",
        "",
    ]
    for book in spec.rulebooks:
        rows: list[list[str]] = []
        for kind, rule in book.penalty_rules().items():
            penalty = rule.penalty
            assert penalty is not None
            fine = ""
            if penalty.fine is not None:
                parameter = rule.parameter(penalty.fine)
                signed = -parameter.value if higher_wins(book) else parameter.value
                fine = f"{code(('+' if signed > 0 else '') + number(signed))} {parameter.unit}"
            spanish = "" if rule.title_es is None else f'<br><span lang="es">{html.escape(rule.title_es)}</span>'
            rows.append(
                [
                    code(kind),
                    _rule_link(spec, rule.id),
                    f"{escape(rule.title)}{spanish}",
                    ", ".join(code(c) for c in penalty.consequences),
                    _TARGETS.get(penalty.target, escape(penalty.target)),
                    fine,
                ]
            )
        out += [f"### {book.id} {{#infractions-{book.id}}}", ""]
        heading = "Points (the change to the score)"
        columns = ["Kind", "Rule", "Infraction (English, Spanish)", "Consequences", "Charged to", heading]
        out += [table(columns, rows) if rows else "No kinds.", ""]
    return out


def higher_wins(book: Rulebook) -> bool:
    """Whether a higher score is better under ``book`` (every family but Mexican Train, whose lowest total wins)."""
    return book.game.family != MEXICAN_TRAIN.name


def escape_code(text: str) -> str:
    """Our own prose with `code spans` kept: the text between backticks is not escaped."""
    parts = text.split("`")
    return "".join(escape(part) if index % 2 == 0 else code(part) for index, part in enumerate(parts))


def writing_a_program_section() -> list[str]:
    """How to start: the kit, the smoke check, the wire helpers with their examples and the TypeScript types."""
    return [
        "## Writing a program",
        "",
        "- **Get the kit.** `domino-rules kit DIR` writes into a new folder everything below: the JSON Schemas "
        "and the TypeScript types, this page (`protocol.md`), the wire helpers for Python and JavaScript with an "
        "example engine over each, every scenario as an [exported case](cases.md) with a runner in JavaScript "
        "(`run-cases.mjs`), the text of every rule, and a README saying what each file is. It comes from the "
        "installed package, so it needs no checkout; `--force` writes a newer kit over an older one, leaving your "
        "own files alone.",
        '- **Check the wiring first.** `domino-rules smoke --impl "COMMAND"` starts the program, does the '
        "handshake, sends one small request per claimed capability and checks each reply against its schema, "
        'in a few seconds, one line per check. Then run the suite: `domino-rules check --impl "COMMAND"`.',
        "- **A JavaScript helper.** `js/domino_wire.mjs` in the kit (Node.js 20, no npm packages; "
        "`implementations/js-wire/` in a checkout) reads requests, calls a handler function per op, writes the "
        "answers, answers `unsupported` to any op without a handler and an `error` naming the rule to a "
        "`Refused` one, and never stops on a bad line. `js/example_engine.mjs` is a complete program over it that "
        "claims `ndf-double-nine` `lead` and `hand` positions, with `models` the groups of facts it decides, and "
        'passes every scenario it claims: `domino-rules check --impl "node js/example_engine.mjs" --validate`.',
        "- **A Python helper.** `python/domino_wire.py` in the kit (`implementations/python-wire/` in a checkout) "
        "is the same in one file with nothing beyond the standard library; `python/example_engine.py` is a "
        'complete program over it: `domino-rules smoke --impl "python3 python/example_engine.py"`.',
        f"- **TypeScript types.** [`{TYPESCRIPT_FILE}`](../{SCHEMA_DIR}/{TYPESCRIPT_FILE}) declares every "
        "message, generated from the JSON Schemas below with each field's meaning as a doc comment.",
        "",
    ]
