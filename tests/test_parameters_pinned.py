"""Every number pinned: changing any numeric parameter of the spec makes a scenario of its rule fail.

For each numeric parameter of each rulebook (read from ``spec/``), a temporary
copy of the spec gets the parameter one more, one less, and the value the same
parameter has in a neighbouring rulebook (where that differs). The rulebook's
scenarios are then run against the reference with ``DOMINO_RULES_SPEC`` pointing
at the copy, and at least one scenario tagged with the parameter's rule must
fail. The machinery is :mod:`tests.support.pinned`; it runs the scenarios
in-process, which ``test_the_runner_agrees_with_check`` compares with a real
``domino-rules check``.

``EXEMPT`` lists the parameters no scenario can pin, each with its reason; an
exemption must stay true (the parameter exists, changing it changes nothing, and
the number agrees with what the engine uses in its place).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Final

import pytest

from rulespec import SpecError
from tests.support.pinned import (
    Parameter,
    Perturbation,
    caught_by_rule,
    parameters,
    perturbations,
    perturbed_run,
    run_rulebook,
)

EXEMPT: Final[dict[str, str]] = {
    "players": (
        "decoration: the wire protocol's seats are always North, East, South and West, so the engine "
        "has no player count to read; kept in the spec because the rulebooks state it"
    ),
    "teams": "decoration: the two partnerships are North-South and East-West, fixed by the four seats",
    "set_size": (
        "decoration: the set is every tile up to max_pip, (max_pip + 1)(max_pip + 2) / 2 tiles; the engine "
        "builds it from max_pip, which is pinned (checked below: set_size agrees with max_pip)"
    ),
    "lead_draw_tiles": (
        "decoration: a lead request carries one drawn tile per seat (the protocol's draws map), so the "
        "number is fixed by the message, not read"
    ),
    "match_points": (
        "decoration: the standings count matches won (the wins tie-break); one point a match orders the "
        "entrants exactly as matches won do, so the engine counts wins and never reads the point"
    ),
}
"""Parameter name -> why no scenario pins it (in every rulebook that has it)."""

EVERYTHING: Final = parameters()
CHECKED: Final = [p for p in EVERYTHING if p.name not in EXEMPT]
CHANGES: Final = [c for p in CHECKED for c in perturbations(p, EVERYTHING)]
EXEMPT_CHANGES: Final = [c for p in EVERYTHING if p.name in EXEMPT for c in perturbations(p, EVERYTHING)]
ROOT: Final = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("change", CHANGES, ids=[c.id for c in CHANGES])
def test_a_changed_number_fails_a_scenario_of_its_rule(change: Perturbation, tmp_path: Path) -> None:
    try:
        outcomes = perturbed_run(change, tmp_path)
    except SpecError as exc:
        # the loader refuses numbers that cannot work together (hands that do not fit the set...): pinned
        assert exc.field.startswith("parameters[") and exc.field.endswith("].value"), str(exc)
        return
    assert outcomes, f"no scenario of {change.parameter.rulebook} ran"
    caught = caught_by_rule(change, outcomes)
    others = sorted(o.scenario.ref for o in outcomes if o.status != "passed" and o not in caught)
    assert caught, (
        f"{change.id}: every scenario of {change.parameter.rule} still passes"
        + (f" (other rules' scenarios fail: {', '.join(others)})" if others else "")
        + f"; add a scenario of {change.parameter.rule} that states {change.parameter.value} {change.parameter.name}"
    )


def test_every_parameter_is_checked_or_exempt() -> None:
    names = {p.name for p in EVERYTHING}
    stale = sorted(set(EXEMPT) - names)
    assert not stale, f"exemptions for parameters no rulebook has: {stale}"
    assert CHECKED and all(perturbations(p, EVERYTHING) for p in CHECKED)
    assert len(EXEMPT) <= 5, "the exemption list must stay short: pin the number with a scenario instead"


@pytest.mark.parametrize("change", EXEMPT_CHANGES, ids=[c.id for c in EXEMPT_CHANGES])
def test_an_exempt_number_changes_nothing(change: Perturbation, tmp_path: Path) -> None:
    """An exempt parameter the suite does pin is exempt no more: remove it from ``EXEMPT``."""
    failing = [o.scenario.ref for o in perturbed_run(change, tmp_path) if o.status != "passed"]
    assert not failing, f"{change.id} makes scenarios fail ({failing}): the suite pins it, remove its exemption"


def _by_book(name: str) -> dict[str, Parameter]:
    return {p.rulebook: p for p in EVERYTHING if p.name == name}


def test_exempt_numbers_agree_with_what_the_engine_uses() -> None:
    max_pip = _by_book("max_pip")
    for book, size in _by_book("set_size").items():
        top = max_pip[book].value
        assert size.value == (top + 1) * (top + 2) // 2, f"{book}: set_size disagrees with max_pip {top}"
    assert {p.value for p in _by_book("players").values()} == {4}, "the protocol seats four players"
    assert {p.value for p in _by_book("teams").values()} == {2}, "the protocol has two partnerships"
    assert {p.value for p in _by_book("lead_draw_tiles").values()} == {1}, "a lead request draws one tile a seat"
    assert {p.value for p in _by_book("match_points").values()} == {1}, "one point a match is a match won"


def test_every_scenario_passes_on_the_spec_as_it_is() -> None:
    for book in dict.fromkeys(p.rulebook for p in EVERYTHING):
        outcomes = run_rulebook(book)
        assert outcomes
        failing = [(o.scenario.ref, o.message) for o in outcomes if o.status != "passed"]
        assert not failing, failing


@pytest.mark.parametrize(
    ("name", "rulebook"),
    # one number refused in a When step, one only a Then step's check can catch
    [("time_limit", None), ("target_score", "doral-partnership")],
)
def test_the_runner_agrees_with_check(tmp_path: Path, name: str, rulebook: str | None) -> None:
    """The in-process runner and ``domino-rules check`` fail the same scenarios of a perturbed spec."""
    change = next(
        c
        for c in CHANGES
        if c.parameter.name == name and c.kind == "one more" and rulebook in (None, c.parameter.rulebook)
    )
    outcomes = perturbed_run(change, tmp_path / "direct")
    report = tmp_path / "report"
    spec = tmp_path / "direct" / "spec"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "domino_rules",
            "check",
            "--rulebook",
            change.parameter.rulebook,
            "--report",
            str(report),
        ],
        cwd=ROOT,
        env={**os.environ, "DOMINO_RULES_SPEC": str(spec)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    data = json.loads((report / "results.json").read_text(encoding="utf-8"))
    checked = {str(s["id"]): str(s["status"]) for s in data["scenarios"]}
    direct = {o.scenario.ref: o.status for o in outcomes}
    assert direct == checked
    assert caught_by_rule(change, outcomes)
