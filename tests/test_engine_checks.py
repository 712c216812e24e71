"""Engine checks are a closed set that binds: every one is read by engine code, and no engine path
cites a rule the rulebook in play does not have.

``EngineCheck`` (:mod:`rulespec.model`) is the set; the loader accepts no other string in a rule's
``enforces``; ``rule_for`` takes the type and raises :class:`UnauthorisedCheck` instead of making an
ID up.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl.block import hand as engine
from reference_impl.block import match as matches
from reference_impl.block.deal import deal
from reference_impl.block.rules import rules_for
from reference_impl.errors import IllegalAction, SetupError, UnauthorisedCheck
from reference_impl.fives import hand as fives
from reference_impl.fives.layout import SIDES
from reference_impl.fives.rules import rules_for as fives_rules_for
from reference_impl.tiles import SEATS, Team, Tile, full_set
from reference_impl.tournament.rules import tournament_rules_for
from reference_impl.train import hand as trains
from reference_impl.train.deal import deal as deal_train
from reference_impl.train.deal import legal_actions
from reference_impl.train.rules import train_rules_for
from rulespec import cached_spec
from rulespec.families import ALL_FIVES, BLOCK, MEXICAN_TRAIN
from rulespec.model import ENGINE_CHECKS

ROOT = Path(__file__).resolve().parent.parent
ENGINE_SOURCES = (
    *sorted((ROOT / "reference_impl").rglob("*.py")),
    *sorted((ROOT / "organiser").rglob("*.py")),
    ROOT / "conformance" / "reference_adapter.py",
    ROOT / "conformance" / "reference_fives.py",
)
"""The engine: the reference implementation, the organiser and the one module that runs the engine for the suite."""
BOOKS = tuple(book.id for book in cached_spec().rulebooks if book.game.family == BLOCK.name)
"""The block-game rulebooks (the block engine's and the tournament layer's; the train family's are checked
with its own engine below)."""
FIVES_BOOKS = tuple(book.id for book in cached_spec().rulebooks if book.game.family == ALL_FIVES.name)
TRAIN_BOOKS = tuple(book.id for book in cached_spec().rulebooks if book.game.family == MEXICAN_TRAIN.name)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions (and attribute docstrings)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for statement in cast("list[object]", body):
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                out.add(id(statement.value))
    return out


def checks_read_by_engine() -> dict[str, set[str]]:
    """Every engine check named as a string in engine code (docstrings aside), with the files naming it."""
    found: dict[str, set[str]] = {}
    for path in ENGINE_SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            text = node.value if isinstance(node, ast.Constant) and id(node) not in skip else None
            if isinstance(text, str) and text in ENGINE_CHECKS:
                found.setdefault(text, set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_engine_check_is_read_by_engine_code() -> None:
    unread = sorted(set(ENGINE_CHECKS) - set(checks_read_by_engine()))
    assert unread == [], f"engine checks no engine code reads (remove them or read them): {unread}"


def test_every_declared_check_is_read_by_engine_code() -> None:
    read = set(checks_read_by_engine())
    declared = {
        (book.id, rule.id, check) for book in cached_spec().rulebooks for rule in book.rules for check in rule.enforces
    }
    assert declared, "the spec declares engine checks"
    unread = sorted(entry for entry in declared if entry[2] not in read)
    assert unread == [], f"rules declare checks no engine code reads: {unread}"


@pytest.mark.parametrize("rulebook", BOOKS + FIVES_BOOKS)
def test_rule_for_names_a_rule_of_the_rulebook_or_refuses(rulebook: str) -> None:
    book = cached_spec().rulebook(rulebook)
    ids = {rule.id for rule in book.rules}
    enforced = {check for rule in book.rules for check in rule.enforces}
    engines = (fives_rules_for(rulebook),) if rulebook in FIVES_BOOKS else (rules_for(rulebook),)
    for terms in (*engines, tournament_rules_for(rulebook)):
        for check in ENGINE_CHECKS:
            assert terms.has(check) is (check in enforced)
            if check in enforced:
                enforcer = book.enforcer(check)
                assert enforcer is not None and terms.rule_for(check) == enforcer.id and enforcer.id in ids
            else:
                with pytest.raises(UnauthorisedCheck, match=f"{rulebook}.*{check}"):
                    terms.rule_for(check)


@pytest.mark.parametrize("rulebook", TRAIN_BOOKS)
def test_train_rule_for_names_a_rule_of_the_rulebook_or_refuses(rulebook: str) -> None:
    book = cached_spec().rulebook(rulebook)
    enforced = {check for rule in book.rules for check in rule.enforces}
    terms = train_rules_for(rulebook)
    for check in ENGINE_CHECKS:
        assert terms.has(check) is (check in enforced)
        if check in enforced:
            enforcer = book.enforcer(check)
            assert enforcer is not None and terms.rule_for(check) == enforcer.id
        else:
            with pytest.raises(UnauthorisedCheck, match=f"{rulebook}.*{check}"):
                terms.rule_for(check)


@settings(max_examples=40, deadline=None)
@given(rulebook=st.sampled_from(TRAIN_BOOKS), players=st.integers(2, 7), seed=st.integers(0, 2**32 - 1))
def test_no_train_path_cites_a_rule_the_rulebook_lacks(rulebook: str, players: int, seed: int) -> None:
    """Random moves by anyone, legal or not (plays on any train, draws, markers, taps): every rule cited is the rulebook's."""
    rules = train_rules_for(rulebook)
    ids = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    rng = random.Random(seed)
    state = deal_train(rules, players, rng.randrange(rules.max_pip + 1), rng)
    names: list[trains.TrainName] = [*range(1, players + 1), trains.MEXICAN]
    cited: set[str] = set()
    for _ in range(150):
        if state.outcome is not None:
            cited.add(state.outcome.rule_id)
            break
        seat = rng.randrange(1, players + 1)
        held = sorted(state.hand(seat)) or [Tile(0, 0)]
        options: list[trains.Action] = [
            trains.Play(seat, rng.choice(held), rng.choice(names), close=rng.random() < 0.8),
            trains.Draw(seat),
            trains.Pass(seat),
            trains.Tap(seat),
            *legal_actions(state) * 4,
        ]
        try:
            state = trains.apply(state, rng.choice(options))
        except IllegalAction as exc:
            cited.add(exc.rule_id)
        cited |= {tap.rule_id for tap in state.penalties}
        cited |= {train.marker for train in state.trains if train.marker is not None}
    assert cited <= ids, f"{rulebook} cites rules it does not have: {sorted(cited - ids)}"


def test_the_doral_count_rule_is_not_applied_to_other_rulebooks() -> None:
    """The measured bug: FMD refused an out-of-turn count request under an invented ``fmd-singles:ask-count-on-turn``."""
    assert rules_for("doral-partnership").rule_for("ask-count-on-turn") == "DORAL-10.1"
    for rulebook in ("fmd-singles", "fmd-couples", "ndf-double-nine"):
        assert not rules_for(rulebook).has("ask-count-on-turn")


def test_fmd_singles_pairing_findings_cite_its_own_swiss_rule() -> None:
    """The measured bug: the checker cited ``fmd-singles:swiss-pairing``, which is not a rule."""
    assert tournament_rules_for("fmd-singles").rule_for("swiss-pairing") == "FMDS-2.1"


def _cited(state: engine.HandState) -> set[str]:
    out = state.outcome
    return (
        {r.rule_id for r in state.penalties}
        | {s.rule_id for s in state.sanctions}
        | (set() if out is None else {out.rule_id})
    )


def _actions(state: engine.HandState, rng: random.Random) -> list[engine.Action]:
    """A mix of legal and illegal hand actions from ``state``: plays and passes by anyone, touches, count requests."""
    seat = rng.choice(SEATS)
    held = sorted(state.hands[seat.index])
    tile = rng.choice(held) if held and rng.random() < 0.8 else rng.choice(full_set(state.rules.max_pip))
    moves = engine.legal_moves(state)
    options: list[engine.Action] = [
        engine.Play(seat, tile, rng.choice(("left", "right", None))),
        engine.Pass(seat),
        engine.AskCount(seat),
        engine.Touch(seat, tile),
    ]
    if moves:
        move = rng.choice(moves)
        options += [engine.Play(state.turn, move.tile, move.end)] * 4
    return options


@settings(max_examples=60, deadline=None)
@given(rulebook=st.sampled_from(BOOKS), seed=st.integers(0, 2**32 - 1))
def test_no_hand_path_cites_a_rule_the_rulebook_lacks(rulebook: str, seed: int) -> None:
    """Random plays, passes, touches and count requests, legal or not: every rule cited is the rulebook's."""
    rules = rules_for(rulebook)
    ids = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    rng = random.Random(seed)
    state = deal(rules, rng, rng.choice(SEATS))
    cited: set[str] = set()
    for _ in range(120):
        if state.outcome is not None:
            break
        action = rng.choice(_actions(state, rng))
        try:
            state = engine.apply(state, action)
        except IllegalAction as exc:
            cited.add(exc.rule_id)
        except SetupError:
            pass  # a touch off turn under a rulebook with no exposed-tile infraction: refused as a request
        cited |= _cited(state)
    assert cited <= ids, f"{rulebook} cites rules it does not have: {sorted(cited - ids)}"


@settings(max_examples=40, deadline=None)
@given(rulebook=st.sampled_from(FIVES_BOOKS), seed=st.integers(0, 2**32 - 1), singles=st.booleans())
def test_no_all_fives_path_cites_a_rule_the_rulebook_lacks(rulebook: str, seed: int, singles: bool) -> None:
    """Random plays on any side, draws and passes by anyone, legal or not: every rule cited is the rulebook's."""
    rules = fives_rules_for(rulebook)
    ids = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    rng = random.Random(seed)
    tiles = list(full_set(rules.max_pip))
    rng.shuffle(tiles)
    seats = SEATS[: rules.singles_players] if singles else SEATS
    size = rules.hand_size
    hands = {seat: tiles[i * size : (i + 1) * size] for i, seat in enumerate(seats)}
    state = fives.new_hand(rules, hands, tiles[len(seats) * size :], rng.choice(seats))
    cited: set[str] = set()
    for _ in range(150):
        seat = rng.choice(SEATS)
        held = state.hand(seat)
        tile = rng.choice(held) if held and rng.random() < 0.8 else rng.choice(full_set(rules.max_pip))
        moves = fives.legal_moves(state)
        options: list[fives.Action] = [
            fives.Play(seat, tile, rng.choice((*SIDES, None))),
            fives.Draw(seat),
            fives.Pass(seat),
            fives.Draw(state.turn),
            fives.Pass(state.turn),
        ]
        if moves:
            move = rng.choice(moves)
            options += [fives.Play(state.turn, move.tile, move.side)] * 6
        try:
            state = fives.apply(state, rng.choice(options))
        except IllegalAction as exc:
            cited.add(exc.rule_id)
    assert cited <= ids, f"{rulebook} cites rules it does not have: {sorted(cited - ids)}"


@pytest.mark.parametrize("rulebook", BOOKS)
def test_no_match_path_cites_a_rule_the_rulebook_lacks(rulebook: str) -> None:
    """Hands to the target, time called level and not, a judge's cut: every deciding rule is the rulebook's."""
    rules = rules_for(rulebook)
    ids = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    events: list[list[matches.MatchEvent]] = [
        [matches.HandScored(Team.NS, rules.target_score, None)] * (rules.set_games * rules.match_sets),
        [matches.HandScored(Team.EW, 10, None), matches.TimeCalled(False, rules.time_limit)],
        [matches.TimeCalled(False, rules.time_limit)],
        [matches.TimeCalled(False, 0)],
        [matches.GamesCut(0)],
        [matches.GamesCut(-1)],
    ]
    for sequence in events:
        state = matches.new_match(rules, {}, SEATS[0])
        cited: set[str] = set()
        for event in sequence:
            try:
                state = matches.apply_event(state, event)
            except IllegalAction as exc:
                cited.add(exc.rule_id)
            except SetupError as exc:
                assert isinstance(event, matches.GamesCut) and "judge-cuts-games" in str(exc)
        if state.decided_by is not None:
            cited.add(state.decided_by)
        assert cited <= ids, f"{rulebook} cites rules it does not have: {sorted(cited - ids)}"


def test_a_judges_cut_needs_the_rulebooks_rule() -> None:
    with pytest.raises(SetupError, match=r"ndf-double-nine.*judge-cuts-games"):
        matches.apply_event(matches.new_match(rules_for("ndf-double-nine"), {}, SEATS[0]), matches.GamesCut(1))


def test_an_opening_needs_the_rulebooks_rule() -> None:
    hands = {seat: [Tile(6, 6)] if seat is SEATS[0] else [] for seat in SEATS}
    with pytest.raises(SetupError, match=r"fmd-singles.*lead-double-six"):
        engine.new_hand(rules_for("fmd-singles"), hands, leader=None, opening="double-six")
