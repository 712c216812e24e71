"""The wire protocol page of the site, the worked transcript on it, and the published JSON Schema files.

The transcript is an exchange with the reference implementation recorded by
``domino-rules site-data`` (:mod:`conformance.transcript`) and read back here;
the message tables and the schema files come from the message types in
``conformance/messages.py``.
"""

from __future__ import annotations

import json
from typing import Final, cast

from conformance.messages import CAPABILITIES, OP_CAPABILITY, PROTOCOL_VERSION
from conformance.schemas import REPLY_TYPES, REQUEST_TYPES, JsonSchema, all_schemas
from conformance.transcript import Exchange
from conformance.wire import DEFAULT_TIMEOUT, MAX_RESTARTS
from rulesite.markup import code, fenced, indent, number, rst_to_md, table

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
                    "Outside the claim: *not claimed*, neither passed nor failed. Inside the claim: a failure "
                    "(the claim binds).",
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
        + ". A `hand` request whose actions include a `touch` or an `infraction` needs `infractions` as "
        "well as `hand`.",
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


def schema_files(schemas: dict[str, JsonSchema] | None = None) -> dict[str, str]:
    schemas = schemas if schemas is not None else all_schemas()
    return {f"{SCHEMA_DIR}/{name}": json.dumps(schema, indent=2) + "\n" for name, schema in schemas.items()}
