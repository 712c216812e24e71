"""JSON Schemas of the wire messages, generated from the typed messages themselves.

One source of truth: :mod:`conformance.messages`. The site publishes these
schemas; the subprocess adapter validates every reply against them.
"""

from __future__ import annotations

import json
import types
import typing
from functools import cache
from pathlib import Path
from typing import Final, Literal, NotRequired, Required, Union, get_args, get_origin, is_typeddict

from jsonschema import Draft202012Validator

from conformance import messages

JsonSchema = dict[str, object]

SCHEMA_BASE: Final = "https://domino-rules.invalid/protocol/v1/"

REQUEST_TYPES: Final[dict[str, type]] = {
    "start": messages.StartRequest,
    "lead": messages.LeadRequest,
    "hand": messages.HandRequest,
    "match": messages.MatchRequest,
    "pair": messages.PairRequest,
    "standings": messages.StandingsRequest,
    "advance": messages.AdvanceRequest,
    "stop": messages.StopRequest,
}
REPLY_TYPES: Final[dict[str, type]] = {
    "start": messages.StartReply,
    "lead": messages.LeadReply,
    "hand": messages.HandReply,
    "match": messages.MatchReply,
    "pair": messages.PairReply,
    "standings": messages.StandingsReply,
    "advance": messages.AdvanceReply,
}


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
            required = sorted(getattr(tp, "__required_keys__", frozenset()))
            defs[name] = {
                "type": "object",
                "properties": {field: _schema_of(hint, defs) for field, hint in hints.items()},
                "required": required,
                "additionalProperties": True,
            }
            doc = (tp.__doc__ or "").strip()
            if doc and not doc.startswith(name + "("):
                defs[name]["description"] = doc
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
def _validator(kind: str, op: str) -> Draft202012Validator:
    table = REQUEST_TYPES if kind == "request" else REPLY_TYPES
    return Draft202012Validator(schema_for(table[op], f"{op}-{kind}"))


def problems(kind: Literal["request", "reply"], op: str, message: object) -> list[str]:
    """What is wrong with ``message`` as a ``kind`` of ``op``; empty when it is valid."""
    errors = sorted(_validator(kind, op).iter_errors(message), key=lambda e: list(e.absolute_path))
    return [f"{'/'.join(str(p) for p in e.absolute_path) or '(top)'}: {e.message}" for e in errors]


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
