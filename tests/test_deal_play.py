"""Deal setups: a complete deal played from its lead is a form of its own, claimable alone.

An engine built only by dealing and playing (``tests/faux/dealer.py``) claims ``deal-play`` and
nothing else: the suite must run it on every deal-and-play scenario (and pass it there) and report
every other scenario as *not claimed*, never as failed.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from conformance.cases import catalog
from conformance.context import full_set
from conformance.messages import HandRequest, HandSetup, deal_problems, hand_capabilities, is_deal
from conformance.reference_adapter import ReferenceAdapter
from rulespec import cached_spec
from rulespec.families import BLOCK, MEXICAN_TRAIN
from rulespec.grammar import SEAT_CODES, SeatCode
from tests.support.runner import CheckRun, run_check

ROOT = Path(__file__).resolve().parent.parent
DEALER = shlex.join([sys.executable, str(ROOT / "tests" / "faux" / "dealer.py")])


@pytest.fixture(scope="module")
def dealer_run(tmp_path_factory: pytest.TempPathFactory) -> CheckRun:
    return run_check(["--impl", DEALER], tmp_path_factory.mktemp("dealer"))


def test_an_engine_that_only_deals_and_plays_claims_the_deal_and_play_scenarios(dealer_run: CheckRun) -> None:
    block = {book.id for book in cached_spec().rulebooks if book.game.family == BLOCK.name}
    deal_only = {
        ref for ref, meta in catalog().items() if meta.capabilities == ("deal-play",) and ref.split("/")[1] in block
    }
    by_status: dict[str, set[str]] = {}
    for record in dealer_run.scenarios:
        by_status.setdefault(record["status"], set()).add(record["id"])
    assert by_status.get("passed") == deal_only, dealer_run.output[-3000:]
    assert set(by_status) == {"passed", "not claimed"}, dealer_run.output[-3000:]
    assert dealer_run.code == 0
    rulebooks = {ref.split("/")[1] for ref in deal_only}
    assert rulebooks == {"ndf-double-nine", "fmd-singles", "fmd-couples", "doral-partnership"}


def test_every_deal_and_play_feature_deals_completely() -> None:
    """The scenarios of the deal-and-play files are deals, so they need ``deal-play``, not ``hand`` (a train
    hand is its own request, ``train``, always played from its deal)."""
    trains = {book.id for book in cached_spec().rulebooks if book.game.family == MEXICAN_TRAIN.name}
    metas = [
        meta for ref, meta in catalog().items() if "/deal-and-play.feature:" in ref and meta.rulebook not in trains
    ]
    assert metas
    for meta in metas:
        assert "deal-play" in meta.capabilities and "hand" not in meta.capabilities, meta.id


def _deal(undealt_drop: int = 0) -> HandSetup:
    tiles = full_set("ndf-double-nine")
    hands: dict[SeatCode, list[str]] = {seat: tiles[i * 10 : (i + 1) * 10] for i, seat in enumerate(SEAT_CODES)}
    return {"hands": hands, "undealt": tiles[40 : len(tiles) - undealt_drop], "leader": "N"}


def test_a_deal_is_told_from_a_position_and_needs_its_own_capability() -> None:
    deal = _deal()
    position: HandSetup = {"hands": deal["hands"], "leader": "N", "turn": "E", "ends": [9, 9]}
    assert is_deal(deal) and not is_deal(position)
    request: HandRequest = {"op": "hand", "rulebook": "ndf-double-nine", "setup": deal, "actions": []}
    assert hand_capabilities(request) == ["deal-play"]
    assert hand_capabilities({**request, "setup": position}) == ["hand"]
    touched: HandRequest = {**request, "actions": [{"type": "touch", "seat": "N", "tile": "9-9"}]}
    assert hand_capabilities(touched) == ["deal-play", "infractions"]


def test_an_incomplete_deal_is_refused_naming_what_is_missing() -> None:
    short = _deal(undealt_drop=1)
    assert deal_problems(short, full_set("ndf-double-nine")) == ["0-0 is neither dealt nor undealt"]
    with_turn: HandSetup = {**_deal(), "turn": "E"}
    assert deal_problems(with_turn, full_set("ndf-double-nine")) == ["a deal starts at the lead, so it has no turn"]
    request: HandRequest = {"op": "hand", "rulebook": "ndf-double-nine", "setup": short, "actions": []}
    with pytest.raises(ValueError, match="not a complete deal of the double-9 set: 0-0 is neither dealt nor undealt"):
        ReferenceAdapter().hand(request)
