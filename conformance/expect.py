"""Expectations files: the scenarios an implementation is known to fail, each with a reason.

An expectations file is YAML mapping stable scenario IDs
(``<feature path>:<scenario name>``, as ``domino-rules trace --json`` prints
them) to a reason or a link::

    features/ndf-double-nine/lock.feature:A lock goes to the player with the fewest pips: >-
      rules difference: the engine gives a lock to the partnership with the lower total

``domino-rules check --expect FILE`` then reports "expected failure",
"unexpected failure" and "unexpected pass", and exits non-zero only on an
unexpected result. A listed scenario that no longer exists is an error.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from conformance.features import read_features


class ExpectationError(ValueError):
    """The expectations file is malformed or lists scenarios that do not exist."""


def load_expectations(path: Path) -> dict[str, str]:
    """Read ``path``: scenario ID -> reason (a non-empty string)."""
    try:
        data: object = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ExpectationError(f"cannot read the expectations file {path}: {exc}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ExpectationError(f"{path}: expected a mapping of scenario ID to reason")
    out: dict[str, str] = {}
    for key, value in data.items():
        if not isinstance(key, str) or not isinstance(value, str) or not value.strip():
            raise ExpectationError(f"{path}: {key!r} needs a reason or link (a non-empty string)")
        out[key] = value.strip()
    return out


def stale(expectations: dict[str, str], known: set[str] | None = None) -> list[str]:
    """Listed scenario IDs that are not scenarios of the suite."""
    ids = known if known is not None else {scenario.ref for scenario in read_features()}
    return sorted(key for key in expectations if key not in ids)


def load_checked(path: Path) -> dict[str, str]:
    """:func:`load_expectations`, refusing an ID that names no scenario."""
    expectations = load_expectations(path)
    missing = stale(expectations)
    if missing:
        raise ExpectationError(
            f"{path} lists {len(missing)} scenario(s) that do not exist (renamed or removed?): " + "; ".join(missing)
        )
    return expectations
