"""JSON Schema validators typed by jsonschema's own :class:`~jsonschema.protocols.Validator` protocol.

The validator classes' stubs (types-jsonschema) add a deprecated overload of ``iter_errors`` and
``is_valid`` whose ``instance`` is unannotated, so a call through the class is partly of unknown type;
through the protocol every call is typed, and the instance must be a decoded document (:data:`Json`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias

from jsonschema import Draft7Validator, Draft202012Validator
from jsonschema.protocols import Validator

Json: TypeAlias = str | int | float | bool | dict[str, "Json"] | list["Json"] | None
"""A decoded JSON or YAML document (as ``json.loads`` or ``yaml.safe_load`` gives one)."""


def draft7(schema: Mapping[str, object]) -> Validator:
    """A Draft-07 validator of ``schema``."""
    return Draft7Validator(schema)


def draft2020(schema: Mapping[str, object]) -> Validator:
    """A Draft 2020-12 validator of ``schema``."""
    return Draft202012Validator(schema)
