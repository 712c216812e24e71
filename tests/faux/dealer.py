"""An engine that only deals and plays, served over the wire protocol.

    python tests/faux/dealer.py

Real engines are built the way a table plays: the tiles are dealt, someone leads, each player
plays or passes. This one is built only that way, through the reference engine's public API: a
hand is dealt (``new_hand`` with the hands and the leader or the opening, never a turn, open ends
or exposed tiles) and then every action is a play or a pass (``apply``). It cannot be put into a
position half-way through a hand, so it claims ``deal-play`` alone, for every block-game rulebook the
reference plays; ``tests/test_deal_play.py`` checks that it passes every scenario that needs no
more than that and that every other scenario is *not claimed*, never failed.

    python tests/faux/dealer.py --fault lead-stays

plants one fault for the fuzzer to find (``tests/test_fuzz.py``): once a hand is over, the next hand
is led by the same player again, rather than by the next in the rotation.
"""

from __future__ import annotations

import argparse

from conformance.adapter import Unsupported
from conformance.messages import (
    PROTOCOL_VERSION,
    ActionResult,
    HandReply,
    HandRequest,
    StartReply,
    StartRequest,
    deal_problems,
    is_deal,
)
from conformance.reference_adapter import hand_reply
from reference_impl.block import hand as engine
from reference_impl.block.rules import rules_for
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Seat, Team, Tile
from rulespec import cached_spec
from rulespec.families import BLOCK
from rulespec.grammar import set_tiles


class DealAndPlay:
    """Answers ``hand`` requests whose setup is a complete deal, with plays and passes only."""

    def __init__(self, fault: str = "none") -> None:
        self.fault = fault

    def start(self, request: StartRequest) -> StartReply:
        books = [book.id for book in cached_spec().rulebooks if book.game.family == BLOCK.name]
        return {
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": "deal and play only", "version": "0", "language": "python"},
            "rulebooks": books,
            "capabilities": ["deal-play"],
        }

    def hand(self, request: HandRequest) -> HandReply:
        setup = request["setup"]
        if not is_deal(setup):
            raise Unsupported("this engine is dealt its hands: it cannot start from a position")
        rules = rules_for(request["rulebook"])
        tiles = set_tiles(rules.max_pip)
        problems = deal_problems(setup, tiles)
        if problems:
            raise SetupError("not a complete deal: " + "; ".join(problems))
        leader, winners = setup.get("leader"), setup.get("winners")
        state = engine.new_hand(  # the deal: hands and who leads, nothing else
            rules,
            {Seat.parse(s): [Tile.parse(t, rules.max_pip) for t in ts] for s, ts in setup["hands"].items()},
            leader=None if leader is None else Seat.parse(leader),
            opening=setup.get("opening"),
            winners=None if winners is None else Team.parse(winners),
        )
        results: list[ActionResult] = []
        for action in request["actions"]:
            seat = Seat.parse(action["seat"])
            move: engine.Action
            if action["type"] == "play":
                end = action.get("end")
                if end == "up" or end == "down":
                    raise Unsupported(f"a block game has no {end} end")
                move = engine.Play(seat, Tile.parse(action["tile"], rules.max_pip), end)
            elif action["type"] == "pass":
                move = engine.Pass(seat)
            else:
                raise Unsupported(f"this engine only plays and passes, not {action['type']!r}")
            try:
                state = engine.apply(state, move)
                results.append({"accepted": True})
            except IllegalAction as exc:
                results.append({"accepted": False, "rule": exc.rule_id, "reason": exc.message})
        reply = hand_reply(state, results)
        if self.fault == "lead-stays" and reply["outcome"] is not None and leader is not None:
            reply["next_leader"] = leader
        return reply

    def stop(self) -> None:
        return None


if __name__ == "__main__":
    from conformance.wire import serve

    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--fault", choices=("none", "lead-stays"), default="none")
    serve(DealAndPlay(parser.parse_args().fault), bad_request=(SetupError, ValueError, KeyError))
