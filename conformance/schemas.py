"""JSON Schemas of the wire messages, generated from the typed messages themselves.

One source of truth: :mod:`conformance.messages`. The site publishes these
schemas; the subprocess adapter validates every reply against them. What a
field means is the attribute docstring written right after it in that module
(read from its source by :func:`field_docs`); it becomes the field's
``description`` here, on the protocol page and in the TypeScript definitions
(:func:`typescript_definitions`).
"""

from __future__ import annotations

import ast
import inspect
import json
import re
import sys
import types
import typing
from collections.abc import Collection, Iterator
from functools import cache
from pathlib import Path
from typing import Final, Literal, NotRequired, Required, Union, get_args, get_origin, is_typeddict

from jsonschema import Draft202012Validator, ValidationError
from jsonschema.protocols import Validator

from conformance import messages
from conformance.observe import JSON

JsonSchema = dict[str, object]

SCHEMA_BASE: Final = "https://domino-rules.invalid/protocol/v1/"

REQUEST_TYPES: Final[dict[str, type]] = {
    "start": messages.StartRequest,
    "lead": messages.LeadRequest,
    "deal": messages.DealRequest,
    "hand": messages.HandRequest,
    "match": messages.MatchRequest,
    "pair": messages.PairRequest,
    "standings": messages.StandingsRequest,
    "advance": messages.AdvanceRequest,
    "train": messages.TrainRequest,
    "seating": messages.SeatingRequest,
    "stop": messages.StopRequest,
}
REPLY_TYPES: Final[dict[str, type]] = {
    "start": messages.StartReply,
    "lead": messages.LeadReply,
    "deal": messages.DealReply,
    "hand": messages.HandReply,
    "match": messages.MatchReply,
    "pair": messages.PairReply,
    "standings": messages.StandingsReply,
    "advance": messages.AdvanceReply,
    "train": messages.TrainReply,
    "seating": messages.SeatingReply,
}


def markdown(docstring: str) -> str:
    """A docstring as one line of Markdown: whitespace folded, ````x```` written `` `x` ``, roles dropped.

    >>> markdown('The ``legal`` list,\\n    see :mod:`rulespec.grammar`.')
    'The `legal` list, see `rulespec.grammar`.'
    """
    text = re.sub(r":[a-z]+:`([^`]+)`", r"`\1`", " ".join(docstring.split()))
    return re.sub(r"``(.+?)``", r"`\1`", text)


@cache
def field_docs() -> dict[str, dict[str, str]]:
    """The attribute docstrings of :mod:`conformance.messages`: class name -> field -> its meaning (Markdown).

    A field's docstring is the string literal written right after it in the class body.
    """
    tree = ast.parse(inspect.getsource(messages))
    out: dict[str, dict[str, str]] = {}
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        docs: dict[str, str] = {}
        for field, after in zip(node.body, node.body[1:], strict=False):
            if (
                isinstance(field, ast.AnnAssign)
                and isinstance(field.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                docs[field.target.id] = markdown(after.value.value)
        out[node.name] = docs
    return out


def _field_schema(owner: str, field: str, hint: object, defs: dict[str, JsonSchema]) -> JsonSchema:
    schema = _schema_of(hint, defs)
    description = field_docs().get(owner, {}).get(field)
    return {**schema, "description": description} if description else schema


def _schema_of(tp: object, defs: dict[str, JsonSchema]) -> JsonSchema:
    origin = get_origin(tp)
    if tp is type(None) or tp is None:
        return {"type": "null"}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer"}
    if tp is str:
        return {"type": "string"}
    if origin is Literal:
        return {"enum": list(get_args(tp))}
    if origin in (Union, types.UnionType):
        return {"anyOf": [_schema_of(arg, defs) for arg in get_args(tp)]}
    if origin is list:
        (item,) = get_args(tp)
        return {"type": "array", "items": _schema_of(item, defs)}
    if origin is dict:
        key, value = get_args(tp)
        schema: JsonSchema = {"type": "object", "additionalProperties": _schema_of(value, defs)}
        if get_origin(key) is Literal:
            schema["propertyNames"] = {"enum": list(get_args(key))}
        return schema
    if origin in (NotRequired, Required):
        return _schema_of(get_args(tp)[0], defs)
    if isinstance(tp, type) and is_typeddict(tp):
        name = tp.__name__
        if name not in defs:
            defs[name] = {}
            hints = typing.get_type_hints(tp, include_extras=True)
            required = sorted(typing.cast(frozenset[str], getattr(tp, "__required_keys__", frozenset[str]())))
            defs[name] = {
                "type": "object",
                "properties": {field: _field_schema(name, field, hint, defs) for field, hint in hints.items()},
                "required": required,
                "additionalProperties": True,
            }
            doc = (tp.__doc__ or "").strip()
            if doc and not doc.startswith(name + "("):
                defs[name]["description"] = markdown(doc)
        return {"$ref": f"#/$defs/{name}"}
    raise TypeError(f"no JSON Schema for {tp!r}")


def schema_for(message_type: type, title: str) -> JsonSchema:
    """The JSON Schema (draft 2020-12) of one message type."""
    defs: dict[str, JsonSchema] = {}
    ref = _schema_of(message_type, defs)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"{SCHEMA_BASE}{title}.json",
        "title": title,
        **ref,
        "$defs": defs,
    }


@cache
def _validator(kind: str, op: str) -> Validator:
    table = REQUEST_TYPES if kind == "request" else REPLY_TYPES
    return Draft202012Validator(schema_for(table[op], f"{op}-{kind}"))


def schema_errors(validator: Validator, instance: object) -> Iterator[ValidationError]:
    """What ``validator`` finds wrong with ``instance``, whatever it is: what is validated is a message as it
    came, which need not be JSON at all (jsonschema checks any value; its stubs name JSON values only)."""
    return validator.iter_errors(typing.cast(JSON, instance))


def _said(error: ValidationError) -> list[str]:
    """What ``error`` finds wrong, values written as JSON (``"X"``, ``null``), not as Python would."""
    found, expected = error.instance, error.validator_value
    if error.validator == "required" and isinstance(found, dict) and isinstance(expected, list):
        present = typing.cast(dict[str, object], found)
        return [
            f"{json.dumps(name)} is a required property"
            for name in typing.cast(list[str], expected)
            if name not in present
        ]
    if error.validator == "enum":
        return [f"{json.dumps(found, default=str)} is not one of {json.dumps(expected, default=str)}"]
    if error.validator == "type":
        return [f"{json.dumps(found, default=str)} is not of type {json.dumps(expected)}"]
    if error.validator == "const":
        return [f"{json.dumps(found, default=str)} was expected to be {json.dumps(expected, default=str)}"]
    if error.validator == "additionalProperties" and isinstance(found, dict):
        known = typing.cast(dict[str, object], error.schema).get("properties", {})
        extra = [
            name for name in typing.cast(dict[str, object], found) if name not in typing.cast(dict[str, object], known)
        ]
        return [f"unexpected properties {json.dumps(extra)}"]
    return [error.message]


def problems(kind: Literal["request", "reply"], op: str, message: object, omitted: Collection[str] = ()) -> list[str]:
    """What is wrong with ``message`` as a ``kind`` of ``op``; empty when it is valid (values as JSON).

    ``omitted``: fields of groups of facts the program's claim does not model (``models``, ``omits``), which
    a reply (and each of a ``hand`` or ``train`` reply's ``steps``) may then lack; every other required field
    is still required."""
    errors = sorted(schema_errors(_validator(kind, op), message), key=lambda e: list(e.absolute_path))
    out: list[str] = []
    for e in errors:
        where = [str(p) for p in e.absolute_path]
        in_a_position = kind == "reply" and (where == [] or (len(where) == 2 and where[0] == "steps"))
        left_out: set[str] = (
            {f"{json.dumps(name)} is a required property" for name in omitted} if in_a_position else set()
        )
        for said in _said(e):
            if said in left_out:
                continue
            line = f"{'/'.join(where) or '(top)'}: {said}"
            if line not in out:
                out.append(line)
    return out


def all_schemas() -> dict[str, JsonSchema]:
    """Every message schema by file name, as published on the site."""
    out: dict[str, JsonSchema] = {}
    for op, tp in REQUEST_TYPES.items():
        out[f"{op}-request.json"] = schema_for(tp, f"{op}-request")
    for op, tp in REPLY_TYPES.items():
        out[f"{op}-reply.json"] = schema_for(tp, f"{op}-reply")
    return out


def write_schemas(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, schema in all_schemas().items():
        path = directory / name
        path.write_text(json.dumps(schema, indent=2, sort_keys=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


TYPESCRIPT_FILE: Final = "domino-protocol.d.ts"
"""The TypeScript definitions' file name, in ``implementations/typescript/`` and on the site beside the schemas."""


def _ts_type(schema: object) -> str:
    """The TypeScript type of a JSON Schema fragment made by :func:`_schema_of`."""
    if not isinstance(schema, dict):
        return "unknown"
    fragment = typing.cast(dict[str, object], schema)
    ref = fragment.get("$ref")
    if isinstance(ref, str):
        return ref.rsplit("/", 1)[-1]
    enum = fragment.get("enum")
    if isinstance(enum, list):
        return " | ".join(json.dumps(value) for value in typing.cast(list[object], enum))
    any_of = fragment.get("anyOf")
    if isinstance(any_of, list):
        return " | ".join(_ts_type(option) for option in typing.cast(list[object], any_of))
    kind = fragment.get("type")
    if kind == "array":
        item = _ts_type(fragment.get("items"))
        return f"({item})[]" if " | " in item else f"{item}[]"
    if kind == "object":
        value = _ts_type(fragment.get("additionalProperties"))
        keys = fragment.get("propertyNames")
        if isinstance(keys, dict):
            return f"Partial<Record<{_ts_type(typing.cast(JsonSchema, keys))}, {value}>>"
        return f"Record<string, {value}>"
    return {"string": "string", "integer": "number", "boolean": "boolean", "null": "null"}.get(str(kind), "unknown")


def _ts_doc(text: str, pad: str) -> list[str]:
    safe = text.replace("*/", "*\\/")
    return [f"{pad}/** {safe} */"] if text else []


def typescript_definitions(schemas: dict[str, JsonSchema] | None = None) -> str:
    """TypeScript definitions (a ``.d.ts`` file) of every message, generated from the JSON Schemas.

    Each field keeps its description as a doc comment; ``Request`` and ``Reply`` are the unions of
    the messages, and ``Answer`` is the envelope of a reply line.
    """
    schemas = schemas if schemas is not None else all_schemas()
    definitions: dict[str, JsonSchema] = {}
    for schema in schemas.values():
        for name, definition in typing.cast(dict[str, JsonSchema], schema.get("$defs", {})).items():
            definitions.setdefault(name, definition)
    out = [
        "// The domino-rules wire protocol, version " + messages.PROTOCOL_VERSION + ", as TypeScript types.",
        "// Generated from the JSON Schemas (conformance/schemas.py): do not edit by hand.",
        "",
        "/** The protocol version these types describe (major.minor). */",
        f'export type ProtocolVersion = "{messages.PROTOCOL_VERSION}";',
        "",
        "/** One line the program writes: the reply, or why it does not answer (with `rule`, an error names the",
        " * rule of the rulebook in play that the request breaks: the rules allow no such request). */",
        "export type Answer<R> = { reply: R } | { unsupported: string } | { error: string; rule?: string };",
        "",
    ]
    for name, definition in sorted(definitions.items()):
        out += _ts_doc(str(definition.get("description", "")), "")
        out.append(f"export interface {name} {{")
        required = set(typing.cast(list[str], definition.get("required", [])))
        for field, fragment in typing.cast(dict[str, JsonSchema], definition.get("properties", {})).items():
            out += _ts_doc(str(fragment.get("description", "")), "  ")
            optional = "" if field in required else "?"
            out.append(f"  {json.dumps(field) if '-' in field else field}{optional}: {_ts_type(fragment)};")
        out += ["}", ""]
    requests = " | ".join(tp.__name__ for tp in REQUEST_TYPES.values())
    replies = " | ".join(tp.__name__ for tp in REPLY_TYPES.values())
    out += [
        "/** Every request the runner sends. */",
        f"export type Request = {requests};",
        "",
        "/** Every reply a program gives (the reply to `stop` is `{}`). */",
        f"export type Reply = {replies};",
        "",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """``python -m conformance.schemas PATH``: write the TypeScript definitions to PATH."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m conformance.schemas PATH.d.ts", file=sys.stderr)
        return 2
    Path(args[0]).write_text(typescript_definitions(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
