"""A pytest plugin for ``tests/test_step_lookup.py``: for every step the suite runs, pytest-bdd's own
``get_step_function`` beside the table :mod:`conformance.plugin` answers it from; the steps compared and
every difference are written as JSON to the file named by ``COMPARE_LOOKUP_OUT`` when the session ends."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pytest_bdd.parser import Step

import conformance.plugin as plugin

_SEEN: list[int] = [0]
_DIFFERENT: list[str] = []


def pytest_bdd_before_step(request: pytest.FixtureRequest, step: Step) -> None:
    # the comparison is of the plugin's internals: pytest-bdd's lookup it set aside, and the table it answers from
    original = plugin._ORIGINAL_LOOKUP[0]  # pyright: ignore[reportPrivateUsage]  # see above
    assert callable(original)
    theirs = original(request, step)
    ours = plugin._step_function(request, step)  # pyright: ignore[reportPrivateUsage]  # see above
    _SEEN[0] += 1
    if theirs is not ours:
        _DIFFERENT.append(f"{step.type} {step.name!r}: pytest-bdd {theirs}, the table {ours}")


def pytest_sessionfinish(session: pytest.Session) -> None:
    out = os.environ["COMPARE_LOOKUP_OUT"]
    Path(out).write_text(json.dumps({"steps": _SEEN[0], "different": _DIFFERENT}), encoding="utf-8")
