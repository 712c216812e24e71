"""Expectations files: what an implementation is known to get wrong or leave out, each with a classed reason.

An expectations file is YAML mapping keys to a reason that starts with its class, one of
``engine bug:``, ``rules difference:`` or ``not modelled:``. Two kinds of key live in one file:

* a stable scenario ID (``<feature path>:<scenario name>``, as ``domino-rules trace --json`` prints
  it), read by ``domino-rules check --expect FILE``, which then reports "expected failure",
  "unexpected failure" and "unexpected pass", and exits non-zero only on an unexpected result;
* a rule ID (``NDF-10.2``), a group of facts (``first-tile``, :mod:`conformance.facts`) or a
  differing field as fuzzing names it (``outcome.points``), read by ``domino-rules fuzz --expect FILE``,
  which then separates the divergences it knows from new ones::

    features/ndf-double-nine/lock.feature:A lock goes to the player with the fewest pips: >-
      rules difference: the engine gives a lock to the partnership with the lower total
    NDF-9.1: >-
      rules difference: locks are decided by partnership totals

A key that is neither, a scenario or rule that does not exist, or a reason without its class is an error.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Final, Literal, TypedDict, cast, get_args

import yaml

from conformance.facts import BY_NAME, UnknownField, group_of_difference
from conformance.features import read_features
from rulespec import cached_spec
from rulespec.grammar import RULE_ID

Kind = Literal["engine bug", "rules difference", "not modelled"]
KINDS: Final[tuple[Kind, ...]] = get_args(Kind)


class ExpectationError(ValueError):
    """The expectations file is malformed or lists scenarios that do not exist."""


def kind_of(reason: str) -> Kind | None:
    """The class a reason starts with (None: it starts with none).

    >>> kind_of("rules difference: locks by partnership"), kind_of("the engine is wrong")
    ('rules difference', None)
    """
    head = reason.split(":", 1)[0].strip().lower()
    return next((kind for kind in KINDS if kind == head), None)


def is_scenario_key(key: str) -> bool:
    """Whether ``key`` names a scenario (``<feature path>:<scenario name>``) rather than a rule, group or field."""
    return ".feature:" in key


def load_expectations(path: Path) -> dict[str, str]:
    """Read ``path``: key -> reason (a non-empty string starting with its class)."""
    try:
        data: object = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ExpectationError(f"cannot read the expectations file {path}: {exc}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ExpectationError(f"{path}: expected a mapping of scenario ID, rule, group or field to reason")
    out: dict[str, str] = {}
    for key, value in cast(dict[object, object], data).items():
        if not isinstance(key, str) or not isinstance(value, str) or not value.strip():
            raise ExpectationError(f"{path}: {key!r} needs a reason or link (a non-empty string)")
        if kind_of(value) is None:
            raise ExpectationError(
                f"{path}: {key!r}: the reason must start with its class ({', '.join(f'{k}:' for k in KINDS)})"
            )
        out[key] = value.strip()
    return out


def stale(expectations: dict[str, str], known: set[str] | None = None) -> list[str]:
    """Listed scenario IDs that are not scenarios of the suite."""
    ids = known if known is not None else {scenario.ref for scenario in read_features()}
    return sorted(key for key in expectations if is_scenario_key(key) and key not in ids)


def _field_known(key: str) -> bool:
    for op in ("hand", "train"):
        try:
            if group_of_difference(op, key) is not None:
                return True
        except UnknownField:
            continue
    return False


def unknown_fuzz_keys(keys: Iterable[str]) -> list[str]:
    """Keys that are neither a scenario ID, a rule of the spec, a group of facts nor a field fuzzing compares."""
    rules = {rule.id for rule in cached_spec().all_rules()}
    out: list[str] = []
    for key in keys:
        if is_scenario_key(key) or key in BY_NAME or key in rules:
            continue
        if RULE_ID.fullmatch(key) or not _field_known(key):
            out.append(key)
    return out


def load_checked(path: Path) -> dict[str, str]:
    """:func:`load_expectations`, refusing a scenario ID that names no scenario and any other key that is no
    rule, group of facts or compared field."""
    expectations = load_expectations(path)
    missing = stale(expectations)
    if missing:
        raise ExpectationError(
            f"{path} lists {len(missing)} scenario(s) that do not exist (renamed or removed?): " + "; ".join(missing)
        )
    unknown = unknown_fuzz_keys(expectations)
    if unknown:
        raise ExpectationError(
            f"{path} lists {len(unknown)} key(s) that are no scenario, rule, group of facts or field: "
            + "; ".join(unknown)
        )
    return expectations


def scenario_expectations(expectations: dict[str, str]) -> dict[str, str]:
    """The entries ``check`` reads: scenario IDs."""
    return {k: v for k, v in expectations.items() if is_scenario_key(k)}


def fuzz_expectations(expectations: dict[str, str]) -> dict[str, str]:
    """The entries ``fuzz`` reads: rules, groups of facts and fields."""
    return {k: v for k, v in expectations.items() if not is_scenario_key(k)}


class Known(TypedDict):
    """A divergence fuzzing found, as an expectations file classes it."""

    key: str
    reason: str
    kind: Kind


def known(group: str, paths: Iterable[str], rules: Iterable[str], expectations: dict[str, str]) -> Known | None:
    """The entry that foresees a divergence in ``group`` (differing at ``paths``, naming ``rules``): its group
    listed, or every rule it names listed, or every differing field listed (a field or its top level,
    ``outcome`` for ``outcome.points``); among several entries, the gravest class; None when it is new.

    >>> known("outcome", ["outcome.points"], ["NDF-1.6"], {"outcome.points": "rules difference: x"})["kind"]
    'rules difference'
    >>> known("outcome", ["outcome.team", "outcome.points"], ["NDF-1.6"], {"outcome.points": "rules difference: x"}) is None
    True
    >>> both = {"outcome.points": "rules difference: x", "outcome.team": "engine bug: y"}
    >>> known("outcome", ["outcome.points", "outcome.team"], ["NDF-1.6"], both)["kind"]
    'engine bug'
    """

    def entry(key: str) -> Known:
        reason = expectations[key]
        kind = kind_of(reason)
        assert kind is not None  # load_expectations refuses a reason without its class
        return Known(key=key, reason=reason, kind=kind)

    if group in expectations:
        return entry(group)
    named = list(rules)
    if named and all(rule in expectations for rule in named):
        return min((entry(r) for r in named), key=lambda e: KINDS.index(e["kind"]))
    fields = list(paths)
    keys = [next((k for k in (p, p.split(".", 1)[0]) if k in expectations), None) for p in fields]
    if fields and all(k is not None for k in keys):
        # several entries: the gravest class names the divergence (a wrong side credited is a bug even
        # when the points also differ by a rules difference)
        return min((entry(k) for k in keys if k is not None), key=lambda e: KINDS.index(e["kind"]))
    return None


__all__ = [
    "KINDS",
    "ExpectationError",
    "Kind",
    "Known",
    "fuzz_expectations",
    "is_scenario_key",
    "kind_of",
    "known",
    "load_checked",
    "load_expectations",
    "scenario_expectations",
    "stale",
    "unknown_fuzz_keys",
]
