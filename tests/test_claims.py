"""A claim is a set of (rulebook, capability) pairs, and the reference claims exactly what it plays."""

from __future__ import annotations

from typing import cast

import pytest

from conformance.adapter import Unsupported
from conformance.messages import (
    PROTOCOL_VERSION,
    AdvanceRequest,
    HandRequest,
    StartReply,
    TrainRequest,
    claim_problems,
    claims,
)
from conformance.reference_adapter import ReferenceAdapter
from rulespec import cached_spec

START_REPLY: StartReply = ReferenceAdapter().start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "t"})


def test_the_reference_claims_a_knock_out_only_where_the_rulebook_has_one() -> None:
    for book in cached_spec().rulebooks:
        has_knockout = book.enforcer("knockout-advance") is not None
        assert claims(START_REPLY, book.id, "knockout") == has_knockout, book.id


def test_the_reference_claims_a_draw_for_the_lead_only_where_the_rulebook_has_one() -> None:
    for book in cached_spec().rulebooks:
        assert claims(START_REPLY, book.id, "lead") == (book.enforcer("lead-draw-highest-sum") is not None), book.id


def test_the_reference_claim_is_consistent_and_plays_hands_everywhere() -> None:
    """Every rulebook claimed plays hands: a block rulebook with ``hand``, a train rulebook with ``train`` only."""
    assert claim_problems(START_REPLY) == []
    for book in START_REPLY["rulebooks"]:
        train = cached_spec().rulebook(book).game.family == "mexican-train"
        assert claims(START_REPLY, book, "train") is train
        assert claims(START_REPLY, book, "hand") is not train


def test_a_request_outside_the_pair_claim_is_answered_unsupported() -> None:
    request: AdvanceRequest = {"op": "advance", "rulebook": "ndf-double-nine", "matches": []}
    with pytest.raises(Unsupported, match="has no rule the reference plays for 'knockout'"):
        ReferenceAdapter().advance(request)


def test_an_inconsistent_claim_is_named() -> None:
    wire: dict[str, object] = {**START_REPLY, "claims": {"no-such-book": ["hand"], "ndf-double-nine": ["teleport"]}}
    broken = cast(StartReply, wire)  # as it would arrive on the wire, before any schema check
    assert claim_problems(broken) == [
        "claims names rulebook 'no-such-book', which is not in rulebooks",
        "claims gives 'ndf-double-nine' capability 'teleport', which is not in capabilities",
    ]


def test_the_train_ops_and_the_block_ops_stay_with_their_own_family() -> None:
    adapter = ReferenceAdapter()
    train: TrainRequest = {
        "op": "train",
        "rulebook": "ndf-double-nine",
        "setup": {"start": 9, "hands": {"1": ["9-5"], "2": ["9-4"]}, "boneyard": []},
        "actions": [],
    }
    with pytest.raises(Unsupported, match="has no rule the reference plays for 'train'"):
        adapter.train(train)
    hand: HandRequest = {
        "op": "hand",
        "rulebook": "mexican-train",
        "setup": {"hands": {"N": ["6-6"], "E": [], "S": [], "W": []}, "leader": "N"},
        "actions": [],
    }
    with pytest.raises(Unsupported, match="has no rule the reference plays for 'hand'"):
        adapter.hand(hand)


def test_a_train_hand_with_records_or_lateness_needs_the_infractions_capability() -> None:
    """An engine that only plays Mexican Train (``train``) is sent no organiser's record and no lateness: those
    need ``infractions`` too, as touches and judges' records do in a ``hand`` request."""
    from conformance.cases import all_cases

    recording = 0
    for case in all_cases():
        for request in case["requests"]:
            if request.get("op") != "train":
                continue
            setup = request.get("setup")
            actions = request.get("actions")
            late = isinstance(setup, dict) and bool(cast("dict[str, object]", setup).get("late"))
            records = isinstance(actions, list) and any(
                isinstance(a, dict) and cast("dict[str, object]", a).get("type") == "infraction"
                for a in cast("list[object]", actions)
            )
            if late or records:
                recording += 1
                assert "infractions" in case["capabilities"], case["id"]
            else:
                assert "infractions" not in case["capabilities"], case["id"]
    assert recording > 10
    claim = ReferenceAdapter().start({"op": "start", "protocol": "1.0", "suite": "test"})
    assert "infractions" in claim.get("claims", {})["mexican-train"]
