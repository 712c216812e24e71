"""JSON values and JSON Schema checks, typed.

``Json`` is what :func:`json.loads` gives: a value entering the project from a JSON text is declared
``Json`` where it is read, then narrowed by ``isinstance``. :func:`schema_check` is a draft 2020-12
validator typed by the one method used of it (the ``jsonschema`` stubs leave a deprecated overload of
``iter_errors`` untyped).

>>> check = schema_check({"type": "object", "required": ["a"]})
>>> [error.message for error in check.iter_errors({"b": 1})]
["'a' is a required property"]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Protocol, TypeAlias

if TYPE_CHECKING:  # imported when a check is made: the ruling reads the spec where jsonschema is absent
    from jsonschema import ValidationError

Json: TypeAlias = "bool | int | float | str | list[Json] | dict[str, Json] | None"
"""A JSON value as :func:`json.loads` gives it and :func:`json.dumps` takes it."""


class SchemaCheck(Protocol):
    """What is used of a ``jsonschema`` validator: the errors it finds in one JSON value."""

    def iter_errors(self, instance: Json) -> Iterator[ValidationError]: ...


def schema_check(schema: Mapping[str, object]) -> SchemaCheck:
    """A JSON Schema draft 2020-12 validator of ``schema``."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schema)


__all__ = ["Json", "SchemaCheck", "schema_check"]
