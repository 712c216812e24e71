#!/usr/bin/env python3
"""Wire-protocol adapter for the PyPI package ``dominoes`` 6.1.0 (https://pypi.org/project/dominoes/).

Run by ``domino-rules check --impl "python implementations/dominoes/adapter.py"``.
It speaks newline-delimited JSON on stdin/stdout and uses only the standard
library and the ``dominoes`` package; it does not import the suite.

What the engine is, and what this adapter claims
------------------------------------------------
``dominoes.Game`` plays the four-player partnership block game: players 0 and
2 against 1 and 3, each turn to the next index, a player with a fitting tile
must play, the engine passes blocked players itself, and a hand ends when a
player goes out or nobody can play. Its deal is random, but a ``Game`` can be
built from hands given by hand, and its tiles may carry any numbers, so the
double-nine hands of ``ndf-double-nine`` play fine. It has no draw for the
lead, no match score (its ``Series`` plays to a target but cannot start from
a given score or take fines), no infractions, and no Swiss pairing. So it claims:

* rulebooks: ``ndf-double-nine``; capabilities: ``hand`` (positions) and ``deal-play`` (complete deals);
  the groups of facts in ``MODELS`` (``models``).

Translation, not rules: seats N, W, S, E are players 0, 1, 2, 3 (the engine's
"next player" is the next seat counter-clockwise); a line already on the table
(``setup.ends``) is one stand-in tile showing those two numbers; the engine
passes blocked players on its own, and the adapter accepts the scenario's
explicit passes of exactly those players, in order. A refused action names
the rule it broke by the engine's exception (out of turn, tile not held, tile
that does not match, pass with a playable tile); the engine knows no rule IDs,
so the adapter maps its four refusals to the rulebook's IDs below. Everything
the engine does not model (exposed tiles, general pass, the first tile's
placement, penalties) is answered empty and left out of the claim's ``models``,
so the suite and fuzzing do not compare it; what it decides differently from
NDF is listed in ``expectations.yaml``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from typing import Any

import dominoes

PROTOCOL = "1.0"
ORDER = ["N", "W", "S", "E"]
"""Engine player index -> seat (the engine's next player is the next seat counter-clockwise)."""
RULEBOOKS = ["ndf-double-nine"]
MODELS = (
    "legality",
    "turn",
    "line",
    "legal-moves",
    "hand-sizes",
    "outcome",
    "hand-winner",
    "next-lead",
)
"""The groups of facts the engine models (the protocol page lists them). Not: tiles face up, the general pass,
the first tile's lie and penalties, which it has no notion of (the reply carries them empty)."""
REFUSAL_RULE = {
    "ndf-double-nine": {
        "out-of-turn": "NDF-6.1",
        "not-held": "NDF-1.1",
        "no-match": "NDF-7.1",
        "pass-with-play": "NDF-4.1",
    }
}


class Unsupported(Exception):
    pass


class Malformed(Exception):
    """A request asking for what the game does not have (a draw in the block game): an ``error`` reply."""


def tile(text: str) -> dominoes.Domino:
    a, b = (int(part) for part in text.split("-"))
    return dominoes.Domino(a, b)


def name(d: dominoes.Domino) -> str:
    return f"{max(d.first, d.second)}-{min(d.first, d.second)}"


def pips(hand: Iterable[Any]) -> int:
    return sum(d.first + d.second for d in hand)


class Hand:
    """One hand request played through a ``dominoes.Game``."""

    def __init__(self, rulebook: str, setup: dict[str, Any]) -> None:
        self.rules = REFUSAL_RULE[rulebook]
        hands = [dominoes.Hand([tile(t) for t in setup["hands"].get(seat, [])]) for seat in ORDER]
        board = dominoes.Board()
        ends = setup.get("ends")
        if ends is not None:
            board.add(dominoes.Domino(int(ends[0]), int(ends[1])), True)
        leader = ORDER.index(setup["leader"])
        turn = ORDER.index(setup.get("turn", setup["leader"]))
        self.game = dominoes.Game(board, hands, [], turn, (), leader, None)
        self.refresh()
        self.pending: list[int] = []
        """Players the engine has passed on its own, whose explicit passes are still to come."""

    def refresh(self) -> None:
        if len(self.game.board):
            self.game._update_valid_moves()
        else:
            self.game.valid_moves = tuple((d, True) for d in self.game.hands[self.game.turn])

    def turn(self) -> int:
        return self.pending[0] if self.pending else self.game.turn

    def refuse(self, check: str, reason: str) -> dict[str, Any]:
        return {"accepted": False, "rule": self.rules[check], "reason": reason}

    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "draw":
            raise Malformed("nobody draws in the block game: the request asks for what the game does not have")
        if action["type"] not in ("play", "pass"):
            raise Unsupported(f"the dominoes engine has no {action['type']!r} action")
        seat = ORDER.index(action["seat"])
        if self.game.result is not None:
            return self.refuse("out-of-turn", "the hand is over")
        if seat != self.turn():
            return self.refuse("out-of-turn", f"it is {ORDER[self.turn()]}'s turn")
        if action["type"] == "pass":
            if self.pending:
                self.pending.pop(0)
                return {"accepted": True}
            if self.game.valid_moves:
                return self.refuse("pass-with-play", "the engine has a valid move for this player")
            self.game.turn = dominoes.game.next_player(self.game.turn)
            self.refresh()
            return {"accepted": True}
        d = tile(action["tile"])
        if d not in self.game.hands[seat]:
            return self.refuse("not-held", f"{action['tile']} is not in the hand")
        board = self.game.board
        if "end" in action:
            left = action["end"] == "left"
        else:
            left = not len(board) or board.left_end() in d
        before = len(self.game.moves)
        try:
            self.game.make_move(d, left)
        except dominoes.EndsMismatchException as exc:
            return self.refuse("no-match", str(exc))
        except dominoes.NoSuchDominoException as exc:
            # make_move raises it for any (tile, end) outside valid_moves: the tile is held (checked above), so
            # what the engine refuses is a tile that does not match that end
            return self.refuse("no-match", str(exc))
        passes = self.game.moves[before + 1 :]
        self.pending = [(seat + 1 + i) % 4 for i in range(len(passes))]
        return {"accepted": True}

    def outcome(self) -> dict[str, Any] | None:
        result = self.game.result
        if result is None:
            return None
        team = None if result.points == 0 else ("NS" if result.points > 0 else "EW")
        return {
            "end": "domino" if result.won else ("lock" if result.points else "void"),
            "winner": ORDER[result.player] if result.won else None,
            "team": team,
            "points": abs(result.points),
            "counts": {ORDER[i]: pips(h) for i, h in enumerate(self.game.hands)},
        }

    def next_leader(self) -> str | None:
        """Who starts the next game, by the engine's own rule (``Series.next_game``)."""
        if self.game.result is None:
            return None
        series = dominoes.Series.__new__(dominoes.Series)
        series.games = [self.game]
        series.scores = [0, 0]
        series.target_score = 10**9
        following = series.next_game()
        return ORDER[following.starting_player]

    def reply(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        over = self.game.result is not None
        legal: list[str] = []
        board = self.game.board
        if not over and not self.pending:
            for d, left in self.game.valid_moves:
                legal.append(name(d) + ("" if not len(board) else (" left" if left else " right")))
                if len(board) and board.left_end() == board.right_end():
                    # the engine lists a tile once when both ends show its number; it plays on either
                    legal.append(name(d) + (" right" if left else " left"))
        return {
            "results": results,
            "turn": None if over else ORDER[self.turn()],
            "ends": [board.left_end(), board.right_end()] if len(board) else None,
            "legal": legal,
            "must_play": None,
            "exposed": {},
            "hand_sizes": {ORDER[i]: len(h) for i, h in enumerate(self.game.hands)},
            "general_pass": None,
            "first_tile": None,
            "outcome": self.outcome(),
            "penalties": [],
            "next_leader": self.next_leader(),
        }


def handle(request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "start":
        return {
            "reply": {
                "protocol": PROTOCOL,
                "implementation": {
                    "name": "dominoes (PyPI)",
                    "version": getattr(dominoes, "__version__", "6.1.0"),
                    "language": "python",
                    "homepage": "https://pypi.org/project/dominoes/",
                },
                "rulebooks": RULEBOOKS,
                "capabilities": ["hand", "deal-play"],
                "models": {book: list(MODELS) for book in RULEBOOKS},
            }
        }
    if op != "hand":
        return {"unsupported": f"the dominoes engine has no {op!r}"}
    if request.get("rulebook") not in RULEBOOKS:
        return {"unsupported": f"rulebook {request.get('rulebook')!r} is not claimed"}
    try:
        hand = Hand(request["rulebook"], request["setup"])
        results = [hand.apply(action) for action in request["actions"]]
        return {"reply": hand.reply(results)}
    except Unsupported as exc:
        return {"unsupported": str(exc)}
    except Malformed as exc:
        return {"error": str(exc)}


def main() -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if request.get("op") == "stop":
                print(json.dumps({"reply": {}}), flush=True)
                return
            answer = handle(request)
        except Exception as exc:  # a request the adapter could not handle is answered, not fatal
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
