"""A faux implementation: the reference engine with one fault, served over the wire protocol.

    python tests/faux/impl.py --fault NAME [--op OP] [--leader SEAT] [--once FILE] [--log FILE]

The harness tests (``tests/test_faux.py``, ``tests/test_wire.py``) run the
conformance suite against it and check that the suite reports the fault.

Process faults fire on a matching request (``--op``, default ``hand``; with
``--leader``, only a hand led from that seat); with ``--once FILE`` only the
first match ever fires, across restarts (``FILE`` records that it has):

* ``crash`` - exits with code 3 instead of answering;
* ``hang`` - never answers;
* ``garbage`` - answers with a line that is not JSON.

Protocol faults change what the implementation says about itself or its replies:

* ``protocol-2`` - answers the handshake with protocol 2.0;
* ``lead-only`` - claims only the ``lead`` capability;
* ``other-rulebook`` - claims only a rulebook that is not in the spec;
* ``unsupported-hand`` - answers every ``hand`` request with ``unsupported``;
* ``missing-field`` - leaves ``outcome`` out of every ``hand`` reply;
* ``no-steps`` - ignores ``each``: answers the last position only, without ``steps``;
* ``omits`` - claims it does not model exposed tiles, hand sizes or count requests (``omits``) and
  leaves ``exposed`` and ``hand_sizes`` out of every ``hand`` reply.

Rule faults get exactly one NDF rule wrong, the way a buggy engine would:

* ``lock-by-team`` - a lock goes to the partnership with the lower total (NDF-9.1);
* ``tiebreak-low-end`` - a tied lead draw goes to the tile with the higher low end (NDF-2.2);
* ``fine-50`` - passing with a playable tile is fined 50 points, not 75 (NDF-4.2);
* ``target-100`` - matches are played to 100 points (NDF-1.3);
* ``lax-pass`` - a player may pass while holding a tile that fits (NDF-4.1);
* ``misfit-accepted`` - a tile that matches neither end is placed anyway (NDF-7.1).
* ``lateness-per-10`` - lateness is fined per 10 minutes late instead of per 5 (FMDS-24.1, FMDC-24.1).
* ``block-by-team`` - a blocked hand goes to the partnership with the lower combined count (DORAL-12.1);
* ``set-at-2`` - a set is won with two games instead of three (DORAL-3.1);
* ``bad-pass-harmless`` - a bad pass found after the next player acted is taken back like one caught
  in time, with no forfeit and no penalty (DORAL-11.3).

Train faults get one Mexican Train rule wrong:

* ``train-blank-zero`` - the double blank counts nothing instead of 50 (MT-S1.1);
* ``train-no-credit`` - going out scores 0 instead of -25 (MT-S2.1);
* ``train-double-one-side`` - a double laid in a train leaves one open side, not two (MT-R13.1);
* ``train-open-double-early`` - the hand ends as an Open Double once every player but one has failed
  the double (MT-R8.1);
* ``train-marker-off-on-play`` - a forgotten marker comes off as soon as anyone plays on the train
  (MT-R10.1);
* ``train-late-plus-minutes`` - a player past the limit scores the points per minute on top of the 50 and
  the highest hand (MT-T1.1).

Fuzz faults are found by ``domino-rules fuzz`` (random play), not aimed at one scenario:

* ``team-totals-after-domino`` - after a player goes out, the hand is credited by comparing the
  partnerships' pip totals (the lower total wins; a tie stays with the side that went out) instead
  of to the side of the player who went out (NDF-1.6 and the like);
* ``team-totals-no-seat`` - the fault of ``team-totals-after-domino`` in an engine that, like OpenSpiel's team
  dominoes, names no winning seat, says nothing of the first tile's lie or of a general pass, and claims so
  (``models`` leaves out ``hand-winner``, ``first-tile`` and ``general-pass``; replies carry no such fields and a
  null winner);
* ``fives-round-down`` - All Fives rounds the pips a hand scores down to the count unit instead of to the
  nearest (22 and 23 both score 20; WCDT-6.1).
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import os
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Final, TextIO, cast

import conformance.reference_adapter as reference
import conformance.reference_fives as reference_fives
import conformance.reference_train as reference_train
from conformance.adapter import Unsupported
from conformance.facts import FACT_NAMES
from conformance.messages import (
    HandReply,
    HandRequest,
    LateReply,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    PairReply,
    PairRequest,
    StartReply,
    StartRequest,
)
from conformance.wire import serve
from reference_impl.block import hand as engine
from reference_impl.block.lead import draw_for_lead
from reference_impl.block.rules import BlockRules
from reference_impl.errors import IllegalAction
from reference_impl.fives.rules import FivesRules
from reference_impl.tiles import Seat, Team, Tile
from reference_impl.train import hand as trains
from reference_impl.train.rules import TrainRules

PROCESS_FAULTS: Final = ("crash", "hang", "garbage")
PROTOCOL_FAULTS: Final = (
    "protocol-2",
    "lead-only",
    "other-rulebook",
    "unsupported-hand",
    "missing-field",
    "no-steps",
    "omits",
)
RULE_FAULTS: Final = (
    "lock-by-team",
    "tiebreak-low-end",
    "fine-50",
    "target-100",
    "lax-pass",
    "misfit-accepted",
    "lateness-per-10",
)
DORAL_FAULTS: Final = ("block-by-team", "set-at-2", "bad-pass-harmless")
FUZZ_FAULTS: Final = ("team-totals-after-domino", "team-totals-no-seat", "fives-round-down")
UNMODELLED: Final = ("hand-winner", "first-tile", "general-pass")
"""What ``team-totals-no-seat`` claims it does not model."""
TRAIN_FAULTS: Final = (
    "train-blank-zero",
    "train-no-credit",
    "train-double-one-side",
    "train-open-double-early",
    "train-marker-off-on-play",
    "train-late-plus-minutes",
)
FAULTS: Final = (
    "none",
    *PROCESS_FAULTS,
    *PROTOCOL_FAULTS,
    *RULE_FAULTS,
    *DORAL_FAULTS,
    *FUZZ_FAULTS,
    *TRAIN_FAULTS,
)


# -- rule faults: patch the engine the way a buggy implementation would differ ----------
def _lock_by_team(rules: BlockRules) -> BlockRules:
    """Locks settled by partnership totals, still citing the rulebook's own lock rule."""
    lock = rules.rule_for("lock-lowest-player")
    authority = MappingProxyType({**rules.authority, "lock-lowest-team": lock})
    return dataclasses.replace(rules, lock_rule="lowest-team", authority=authority)


def _patch_rules(change: Callable[[BlockRules], BlockRules]) -> None:
    """Every rulebook the adapter looks up comes back changed."""
    namespace = reference.__dict__  # the adapter's own names: what it calls at run time
    original: Callable[[str], BlockRules] = namespace["rules_for"]

    def patched(rulebook: str) -> BlockRules:
        return change(original(rulebook))

    namespace["rules_for"] = patched


def _fine_50(rules: BlockRules) -> BlockRules:
    penalties = dict(rules.penalties)
    penalties["pass-with-playable"] = dataclasses.replace(penalties["pass-with-playable"], fine=50)
    return dataclasses.replace(rules, penalties=MappingProxyType(penalties))


def _tiebreak_low_end(draws: Mapping[Seat, Tile]) -> Seat:
    """Highest sum, ties to the higher *low* end: the wrong end compared (a bad draw refused as before)."""
    draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].pips, draws[seat].low))


_strict_pass: Final = engine._pass  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step


def _lax_pass(state: engine.HandState, action: engine.Pass) -> engine.HandState:
    """A pass that forgets to check whether the player holds a tile that fits (every pass is let stand)."""
    return _strict_pass(state, dataclasses.replace(action, unnoticed=True))


_strict_play: Final = engine._play  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step


def _misfit_play(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A tile that matches neither end is joined anyway, as if the end showed its low number."""
    try:
        return _strict_play(state, action)
    except IllegalAction as exc:
        if exc.rule_id != state.rules.rule_for("must-match-end") or state.ends is None:
            raise
        left, right = state.ends
        pretend = (left, action.tile.low) if action.end == "right" else (action.tile.low, right)
        return _strict_play(dataclasses.replace(state, ends=pretend), action)


def _lateness_per_10(rules: BlockRules) -> BlockRules:
    """Lateness fined for each 10 minutes late: the wrong period."""
    penalties = dict(rules.penalties)
    terms = penalties.get("lateness")
    if terms is None or "lateness_period" not in terms.numbers:
        return rules
    numbers = MappingProxyType({**terms.numbers, "lateness_period": 10})
    penalties["lateness"] = dataclasses.replace(terms, numbers=numbers)
    return dataclasses.replace(rules, penalties=MappingProxyType(penalties))


_strict_domino: Final = engine._domino  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step


def _team_totals_domino(state: engine.HandState, seat: Seat, with_exposed: bool) -> engine.Outcome:
    """Going out credited to the partnership with the lower pip total, not to the side that went out."""
    outcome = _strict_domino(state, seat, with_exposed)
    totals = {team: sum(outcome.counts[s.index] for s in team.seats) for team in Team}
    if totals[Team.NS] == totals[Team.EW] or outcome.team is None:
        return outcome
    lower = min(totals, key=lambda team: totals[team])
    if lower is outcome.team:
        return outcome
    return dataclasses.replace(outcome, team=lower, points=engine._hand_value(state, lower))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def install_rule_fault(fault: str) -> None:
    if fault == "lock-by-team":
        _patch_rules(_lock_by_team)
    elif fault == "tiebreak-low-end":
        reference.__dict__["draw_for_lead"] = _tiebreak_low_end
    elif fault == "fine-50":
        _patch_rules(_fine_50)
    elif fault == "target-100":
        _patch_rules(lambda rules: dataclasses.replace(rules, target_score=100))
    elif fault == "lax-pass":
        engine._pass = _lax_pass  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault == "misfit-accepted":
        engine._play = _misfit_play  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault == "lateness-per-10":
        _patch_rules(_lateness_per_10)
    elif fault == "block-by-team":
        _patch_rules(_lock_by_team)
    elif fault == "set-at-2":
        _patch_rules(lambda rules: dataclasses.replace(rules, set_games=2) if rules.set_games > 1 else rules)
    elif fault == "bad-pass-harmless":
        engine._caught_in_time = _always_in_time  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault in ("team-totals-after-domino", "team-totals-no-seat"):
        engine._domino = _team_totals_domino  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault == "fives-round-down":
        _patch_fives_rules()
    elif fault in TRAIN_FAULTS:
        _install_train_fault(fault)


class _RoundingDown(FivesRules):
    """All Fives rules whose rounding goes down to the count unit (the engine rounds every hand's points with it)."""

    def round_count(self, pips: int) -> int:
        return pips - pips % self.count_unit


def _patch_fives_rules() -> None:
    """Every all-fives rulebook the all-fives module looks up comes back rounding down."""
    namespace = reference_fives.__dict__
    original: Callable[[str], FivesRules] = namespace["rules_for"]

    def patched(rulebook: str) -> FivesRules:
        rules = original(rulebook)
        return _RoundingDown(*(getattr(rules, f.name) for f in dataclasses.fields(rules)))

    namespace["rules_for"] = patched


def _patch_train_rules(change: Callable[[TrainRules], TrainRules]) -> None:
    """Every train rulebook the train module looks up comes back changed."""
    namespace = reference_train.__dict__
    original: Callable[[str], TrainRules] = namespace["train_rules_for"]

    def patched(rulebook: str) -> TrainRules:
        return change(original(rulebook))

    namespace["train_rules_for"] = patched


def _install_train_fault(fault: str) -> None:
    if fault == "train-blank-zero":
        _patch_train_rules(lambda rules: dataclasses.replace(rules, double_blank_value=0))
    elif fault == "train-no-credit":
        _patch_train_rules(lambda rules: dataclasses.replace(rules, going_out_score=0))
    elif fault == "train-double-one-side":
        trains._laid = _one_side  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault == "train-open-double-early":
        trains._pass = _open_double_early  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault == "train-marker-off-on-play":
        trains._play = _marker_off_on_play  # pyright: ignore[reportPrivateUsage]  # the fault replaces the engine's own step
    elif fault == "train-late-plus-minutes":
        reference_train._late = _late_plus_minutes  # pyright: ignore[reportPrivateUsage]  # the fault replaces the adapter's own step


def _one_side(ends: tuple[int, ...], index: int, tile: Tile, end: int) -> tuple[int, ...]:
    """A double covers the end like any tile: one open side."""
    return (*ends[:index], *ends[index + 1 :], tile.other_end(end))


_TRAIN_PASS: Final = trains._pass  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_TRAIN_PLAY: Final = trains._play  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_TRAIN_LATE: Final = reference_train._late  # pyright: ignore[reportPrivateUsage]  # the fault wraps the adapter's own step


def _open_double_early(state: trains.TrainHand, action: trains.Pass) -> trains.TrainHand:
    """The hand ends as an Open Double one failure early."""
    owed = state.owed
    if owed is not None and owed.failures + 2 >= state.players:
        state = dataclasses.replace(state, owed=dataclasses.replace(owed, failures=state.players - 1))
    return _TRAIN_PASS(state, action)


def _marker_off_on_play(state: trains.TrainHand, action: trains.Play) -> trains.TrainHand:
    """A forgotten marker comes off when anyone plays on the train."""
    after = _TRAIN_PLAY(state, action)
    if action.train == action.seat or action.train == trains.MEXICAN:
        return after
    owner = int(action.train)
    if owner not in after.forgotten:
        return after
    rows = list(after.trains)
    rows[owner - 1] = dataclasses.replace(rows[owner - 1], marker=None)
    return dataclasses.replace(after, trains=tuple(rows), forgotten=after.forgotten - {owner})


def _late_plus_minutes(
    rules: TrainRules, state: trains.TrainHand, minutes: int, decided: int | None = None
) -> LateReply:
    """A player past the limit also scores the points per minute."""
    reply = _TRAIN_LATE(rules, state, minutes, decided)
    points = reply["points"]
    if not reply["plays"] and points is not None:
        return {**reply, "points": points + minutes * rules.late_points_per_minute}
    return reply


def _always_in_time(state: engine.HandState, made: engine.PassMade) -> bool:
    """Every bad pass counts as caught before the next player acted: the timing is never checked."""
    return True


# -- process and protocol faults --------------------------------------------------------
class Output(io.TextIOBase):
    """Standard output that can replace the next answer with a line of garbage."""

    def __init__(self) -> None:
        super().__init__()
        self.garble: str | None = None

    def write(self, text: str) -> int:
        garble, self.garble = self.garble, None
        return sys.stdout.write(text if garble is None else garble)

    def flush(self) -> None:
        sys.stdout.flush()


class FauxAdapter(reference.ReferenceAdapter):
    """The reference adapter, misbehaving on the requests that match the trigger."""

    def __init__(self, fault: str, op: str, leader: str | None, once: Path | None, log: Path | None) -> None:
        self.out = Output()
        self.fault = fault
        self.op = op
        self.leader = leader
        self.once = once
        self.log = log
        self._note("start")

    def _note(self, line: str) -> None:
        if self.log is not None:
            with self.log.open("a", encoding="utf-8") as stream:
                stream.write(line + "\n")

    def _fires(self, op: str, request: Mapping[str, object]) -> bool:
        if self.fault not in PROCESS_FAULTS or op != self.op:
            return False
        setup = request.get("setup")
        leader = cast("dict[str, object]", setup).get("leader") if isinstance(setup, dict) else None
        if self.leader is not None and leader != self.leader:
            return False
        if self.once is not None:
            try:
                os.close(os.open(self.once, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                return False
        return True

    def _maybe_fault(self, op: str, request: Mapping[str, object]) -> None:
        if not self._fires(op, request):
            return
        self._note(f"{self.fault} {op}")
        if self.fault == "crash":
            print(f"faux: crashing on purpose during {op!r}", file=sys.stderr, flush=True)
            os._exit(3)
        if self.fault == "hang":
            while True:
                time.sleep(60)
        self.out.garble = f"<faux> this is not JSON ({op})\n"

    def start(self, request: StartRequest) -> StartReply:
        self._maybe_fault("start", request)
        reply = super().start(request)
        if self.fault == "protocol-2":
            reply["protocol"] = "2.0"
        elif self.fault == "lead-only":
            reply["capabilities"] = ["lead"]
        elif self.fault == "other-rulebook":
            reply["rulebooks"] = ["fid-double-six-singles"]
        elif self.fault == "omits":
            reply["omits"] = ["exposed", "hand_sizes", "ask-count"]
        elif self.fault == "team-totals-no-seat":
            reply["models"] = {book: [g for g in FACT_NAMES if g not in UNMODELLED] for book in reply["rulebooks"]}
        # keep the per-rulebook claim consistent with what the fault changed
        pairs = reply.get("claims", {})
        reply["claims"] = {
            book: [c for c in pairs.get(book, reply["capabilities"]) if c in reply["capabilities"]]
            for book in reply["rulebooks"]
        }
        return reply

    def lead(self, request: LeadRequest) -> LeadReply:
        self._maybe_fault("lead", request)
        return super().lead(request)

    def hand(self, request: HandRequest) -> HandReply:
        self._maybe_fault("hand", request)
        if self.fault == "unsupported-hand":
            raise Unsupported("this faux plays no hands")
        reply = super().hand(request)
        if self.fault == "no-steps":
            reply.pop("steps", None)
        if self.fault == "omits":
            for position in [reply, *reply.get("steps", [])]:
                del position["exposed"]  # type: ignore[misc]  # a reply missing a required field, on purpose
                del position["hand_sizes"]  # type: ignore[misc]  # a reply missing a required field, on purpose
        if self.fault == "missing-field":
            del reply["outcome"]  # type: ignore[misc]  # a reply missing a required field, on purpose
        if self.fault == "team-totals-no-seat":
            for position in [reply, *reply.get("steps", [])]:
                del position["first_tile"]  # type: ignore[misc]  # a reply missing a required field, on purpose
                del position["general_pass"]  # type: ignore[misc]  # a reply missing a required field, on purpose
                outcome = position["outcome"]
                if outcome is not None:
                    outcome["winner"] = None
        return reply

    def match(self, request: MatchRequest) -> MatchReply:
        self._maybe_fault("match", request)
        return super().match(request)

    def pair(self, request: PairRequest) -> PairReply:
        self._maybe_fault("pair", request)
        return super().pair(request)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fault", choices=FAULTS, default="none")
    parser.add_argument("--op", default="hand", choices=("start", "lead", "hand", "match", "pair"))
    parser.add_argument("--leader", choices=("N", "E", "S", "W"), default=None)
    parser.add_argument("--once", type=Path, default=None)
    parser.add_argument("--log", type=Path, default=None)
    args = parser.parse_args(argv)
    install_rule_fault(args.fault)
    adapter = FauxAdapter(args.fault, args.op, args.leader, args.once, args.log)
    serve(adapter, stdout=cast(TextIO, adapter.out), bad_request=reference.ENGINE_ERRORS)


if __name__ == "__main__":
    main()
