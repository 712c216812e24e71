#!/usr/bin/env python3
"""Wire-protocol adapter for the PyPI package ``all-fives-domino`` 1.0.23 (https://pypi.org/project/all-fives-domino/).

Run by ``domino-rules check --impl "python implementations/all-fives-domino/adapter.py"``.
It speaks newline-delimited JSON on stdin/stdout and uses only the standard
library and the package (which installs as a top-level package named ``src``);
it does not import the suite.

What the engine is, and what this adapter claims
------------------------------------------------
The package plays All Fives for two players with a bone-yard (``DominoRound``):
the board is a tree of ``Piece`` objects grown from the first tile, a double
that has two tiles on it becomes a "crossing" piece open on four sides, and a
double may be played face down ("closed") once there is a crossing piece.
After each play ``AllFivesScorer`` counts the open ends and scores the count
when it is a multiple of five; a player who cannot play draws until able
while more than one tile is left; when neither can play, or a player is out,
``Game.award_round_score`` gives the lower hand the other hand's pips
(unrounded), a tie carrying both hands' pips to the next hand ("eggs"). A
player reaching ``TARGET_SCORE`` (305) wins at once. Its own deal decides who
leads: the holder of 5-5, who must lead it (then 1-1, 2-2, ... 6-6, 0-0). It
has no draw for the down, no partnerships, no match of games. So it claims:

* rulebooks: ``wcdt-all-fives``; capabilities: ``hand`` and ``deal-play`` (singles: North and East;
  a deal's undealt tiles are its bone-yard, drawn in the order listed); tables of two players only
  (``players``); the groups of facts in ``MODELS`` (``models``).

Translation, not rules: North is the engine's ``player1`` and East its
``player2`` (scoring for North-South and East-West); the deal, the bone-yard's
order and the leader come from the request (``DominoRound`` takes a ``begins``
player, and then plays whatever tile is led); the engine's own loop draws for
a blocked player until a tile plays, which the protocol spells as one ``draw``
action per tile, so the adapter accepts a draw exactly when that loop would
draw again, and a pass exactly when it would hand the turn over. The engine
knows no end names: the adapter keeps, for each of ``left``, ``right`` and
(once the engine makes the first tile a crossing piece) ``up`` and ``down``,
the ``Piece`` at the tip of that arm, and plays on it. Which plays are legal,
what a play scores and what ends the hand are the engine's: ``valid_options``,
``AllFivesScorer`` through the player's score, ``award_round_score``. Refusals
name the rule of the rulebook the engine's reason corresponds to (the engine
knows no rule IDs), and so does a deal the engine's ``deal_hand`` could not
have made (other players than two, a hand other than seven, a tile outside the
set or dealt twice). Everything else is listed in ``expectations.yaml``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from src.main.game.Board import Board
from src.main.game.DominoRound import DominoRound
from src.main.game.exceptions.Game import GameWinSignal
from src.main.game.Game import Game
from src.main.game.Hand import Hand as EngineHand
from src.main.game.Piece import Piece, domino_set
from src.main.game.Player import Player
from src.main.game.Scorer import AllFivesScorer

PROTOCOL = "1.0"
VERSION = "1.0.23"
RULEBOOK = "wcdt-all-fives"
SEATS = ("N", "E")
"""Seat -> engine player (``player1``, ``player2``)."""
TEAMS = ("NS", "EW")
RULE = {
    "holds-tile": "WCDT-1.1",
    "turn-order": "WCDT-2.3",
    "must-match-end": "WCDT-4.1",
    "spinner-sides": "WCDT-4.2",
    "draw-when-blocked": "WCDT-5.1",
    "pass-only-when-blocked": "WCDT-5.2",
}
MODELS = (
    "legality",
    "turn",
    "line",
    "legal-moves",
    "hand-sizes",
    "outcome",
    "hand-winner",
    "spinner",
    "count",
    "boneyard",
    "game-score",
)
"""The groups of facts the engine models (the protocol page lists them). Not: tiles face up, penalties, the general
pass and the next lead (it has no infractions, and its next deal goes to the holder of 5-5)."""
ARMS = ("left", "right", "up", "down")
DEALT = 7
"""``DominoRound.deal_hand`` gives each player seven pieces (``for i in range(7)``)."""


SET_RULE = "WCDT-1.1"
"""The rule a deal breaks by seating other players than two opponents, or by not dealing the set each tile once."""
HAND_RULE = "WCDT-3.1"
"""The rule a deal breaks by giving a player other than seven tiles."""


class BadDeal(Exception):
    """A deal the engine's own ``deal_hand`` could not have made: answered as an error reply, naming the rule
    of the rulebook it breaks when the reason corresponds to one."""

    def __init__(self, reason: str, rule: str | None = None) -> None:
        super().__init__(reason)
        self.rule = rule


class Unsupported(Exception):
    pass


def piece(text: str) -> Piece:
    a, b = (int(part) for part in text.split("-"))
    return Piece(a, b)


def dealt_piece(text: str) -> Piece:
    """A tile of a deal; one the engine's set (``domino_set``, double-six) does not hold is a bad deal."""
    a, b = (int(part) for part in text.split("-"))
    if max(a, b) > 6:
        raise BadDeal(f"{text} is not in the engine's double-six set", SET_RULE)
    return Piece(a, b)


def name(p: Piece) -> str:
    return f"{p.sides[1]}-{p.sides[0]}"


class Hand:
    """One hand request played through a ``DominoRound`` dealt by hand."""

    def __init__(self, setup: dict[str, Any]) -> None:
        hands = setup["hands"]
        if len(hands) == 4:
            raise Unsupported("all-fives-domino plays singles only: it has no doubles (four players, partnerships)")
        if set(hands) != set(SEATS):
            raise BadDeal(
                f"the engine seats two players, North and East here, not {', '.join(sorted(hands))}", SET_RULE
            )
        if setup.get("ends") is not None or setup.get("turn") is not None or setup.get("exposed"):
            raise Unsupported("the adapter starts a hand from its deal only")
        if "undealt" in setup and setup.get("boneyard"):
            raise BadDeal("a deal gives its bone-yard as undealt, not as boneyard")
        self.boneyard: list[str] = setup["undealt"] if "undealt" in setup else setup.get("boneyard", [])
        dealt = [dealt_piece(t) for seat in SEATS for t in hands.get(seat, [])] + [
            dealt_piece(t) for t in self.boneyard
        ]
        for seat in SEATS:
            if len(hands.get(seat, [])) != DEALT:
                raise BadDeal(
                    f"{seat} holds {len(hands.get(seat, []))} tiles; the engine deals {DEALT} to each player", HAND_RULE
                )
        if sorted(map(hash, dealt)) != sorted(map(hash, domino_set())):
            raise BadDeal(
                f"hands and bone-yard are {len(dealt)} tiles, not the engine's set of {len(domino_set())}", SET_RULE
            )
        self.game = Game(Player(None, "N"), Player(None, "E"))
        self.players = (self.game.player1, self.game.player2)
        scores = setup.get("scores", {})
        for player, seat, team in zip(self.players, SEATS, TEAMS, strict=True):
            player.hand = EngineHand(*(piece(t) for t in hands.get(seat, [])))
            player._score = int(scores.get(team, 0))  # the score before the hand, without the win check
        # a round built by hand: DominoRound.__init__ would shuffle and deal its own tiles
        round_ = DominoRound.__new__(DominoRound)
        round_.game = self.game
        round_.pool = [piece(t) for t in reversed(self.boneyard)]  # Player.draw pops from the end
        round_.board = Board()
        round_.player1, round_.player2 = self.players
        round_.scorer = AllFivesScorer
        leader = setup.get("leader")
        if leader not in SEATS:
            raise BadDeal(f"the leader must be a player at the table, North or East, not {leader!r}")
        round_.current_player = self.players[SEATS.index(leader)]
        for player in self.players:
            player.round = round_
        self.game.round = round_
        self.round = round_
        self.arms: dict[str, Piece] = {}
        self.outcome: dict[str, Any] | None = None
        self.winner: str | None = None
        """The seat whose play took it to the engine's target (the game ended there)."""

    # -- the engine's view ------------------------------------------------------------------------

    def seat(self) -> str:
        return SEATS[self.players.index(self.round.current_player)]

    def arm_value(self, tip: Piece) -> int | None:
        """The number showing at an arm whose tip is ``tip``; None when the engine has closed it."""
        origin = self.round.board.origin
        if tip is origin and not tip.is_double:
            return None  # the two arms of a mixed first tile are told apart in sides()
        open_sides = tip.open_sides
        return open_sides[0] if open_sides else None

    def sides(self) -> dict[str, int]:
        origin = self.round.board.origin
        out: dict[str, int] = {}
        for arm, tip in self.arms.items():
            if tip is origin and not origin.is_double:
                high, low = origin.sides[1], origin.sides[0]
                wanted = high if arm == "left" else low
                if wanted in origin.open_sides:
                    out[arm] = wanted
                continue
            value = self.arm_value(tip)
            if value is not None:
                out[arm] = value
        return out

    def fits(self, p: Piece, arm: str) -> bool:
        value = self.sides().get(arm)
        return value is not None and value in p.sides and (p, self.arms[arm], False) in self.round.valid_options()

    def legal(self) -> list[str]:
        if self.outcome is not None:
            return []
        hand = self.round.current_player.hand
        if self.round.board.origin is None:
            return [name(p) for p in hand]
        return [f"{name(p)} {arm}" for p in hand for arm in ARMS if arm in self.arms and self.fits(p, arm)]

    def blocked(self, player: Player) -> bool:
        return self.round.board.origin is not None and not self.round.valid_options(player.hand)

    # -- actions ----------------------------------------------------------------------------------

    def refuse(self, check: str, reason: str) -> dict[str, Any]:
        return {"accepted": False, "rule": RULE[check], "reason": reason}

    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        seat = action["seat"]
        if self.outcome is not None:
            return self.refuse("turn-order", "the hand is over")
        if seat not in SEATS:
            return self.refuse("turn-order", f"{seat} is not at the table")
        if seat != self.seat():
            return self.refuse("turn-order", f"it is {self.seat()}'s turn")
        player = self.round.current_player
        kind = action["type"]
        if kind == "draw":
            # DominoRound.run: `while not self.valid_options() and len(self.pool) > 1: draw`
            if not self.blocked(player):
                return self.refuse("draw-when-blocked", "the engine has a valid option for this player")
            if len(self.round.pool) <= 1:
                return self.refuse("draw-when-blocked", "the engine draws only while more than one tile is left")
            player.draw()
            return {"accepted": True, "points": 0}
        if kind == "pass":
            if not self.blocked(player):
                return self.refuse("pass-only-when-blocked", "the engine has a valid option for this player")
            if len(self.round.pool) > 1:
                return self.refuse("draw-when-blocked", "the engine draws while more than one tile is left")
            self.round.swap_current_player()
            self.settle()
            return {"accepted": True, "points": 0}
        if kind != "play":
            raise Unsupported(f"all-fives-domino has no {kind!r} action")
        return self.play(player, seat, piece(action["tile"]), action.get("end"))

    def play(self, player: Player, seat: str, p: Piece, end: str | None) -> dict[str, Any]:
        if p not in player.hand:
            return self.refuse("holds-tile", f"{name(p)} is not in the hand")
        board = self.round.board
        tip: Piece | None = None
        if board.origin is not None:
            if end is None:
                end = next((arm for arm in ARMS if arm in self.arms and self.fits(p, arm)), None)
                if end is None:
                    return self.refuse("must-match-end", f"{name(p)} fits no open end")
            if end not in self.sides():
                check = "spinner-sides" if end in ("up", "down") else "must-match-end"
                return self.refuse(check, f"the engine has no open {end} end")
            if not self.fits(p, end):
                return self.refuse("must-match-end", f"{name(p)} is not a valid option on the {end} end")
            tip = self.arms[end]
        before = player.score
        placed = p
        try:
            self.round.play(placed, tip)
        except GameWinSignal:
            self.winner = seat
        if tip is None:
            self.arms = {"left": placed, "right": placed}
        else:
            self.arms[end or "left"] = placed
            origin = board.origin
            if origin.is_crossing and "up" not in self.arms:
                self.arms["up"] = origin
                self.arms["down"] = origin
        points = player.score - before
        if self.winner is not None:
            self.finish("game", seat)
        else:
            self.settle()
        return {"accepted": True, "points": points}

    # -- the end of the hand ----------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        return {seat: sum(p.points for p in player.hand) for seat, player in zip(SEATS, self.players, strict=True)}

    def settle(self) -> None:
        """End the hand where the engine's loop would: a player out, or nobody able to play."""
        out = [player for player in self.players if len(player.hand) == 0]
        stuck = len(self.round.pool) <= 1 and all(self.blocked(player) for player in self.players)
        if not out and not stuck:
            return
        before = [player.score for player in self.players]
        try:
            self.game.award_round_score()
        except GameWinSignal:
            pass
        gains = [player.score - b for player, b in zip(self.players, before, strict=True)]
        scorer = next((i for i, gain in enumerate(gains) if gain > 0), None)
        if out:
            self.finish("domino", SEATS[self.players.index(out[0])], gains)
        elif scorer is None:
            self.finish("void", None, gains)
        else:
            self.finish("lock", SEATS[scorer], gains)

    def finish(self, end: str, winner: str | None, gains: list[int] | None = None) -> None:
        gains = gains or [0, 0]
        team = None if winner is None else TEAMS[SEATS.index(winner)]
        self.outcome = {
            "end": end,
            "winner": winner,
            "team": team,
            "points": 0 if team is None else gains[SEATS.index(winner or "N")],
            "counts": self.counts(),
        }

    def reply(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        board = self.round.board
        origin = board.origin
        sides = self.sides() if origin is not None else {}
        ends = None if origin is None else [sides.get("left", -1), sides.get("right", -1)]
        game_winner = None
        for player, team in zip(self.players, TEAMS, strict=True):
            if player.score >= self.game.target_score:
                game_winner = team
        return {
            "results": results,
            "turn": None if self.outcome is not None else self.seat(),
            "ends": ends,
            "legal": self.legal(),
            "must_play": None,
            "exposed": {},
            "hand_sizes": {seat: len(player.hand) for seat, player in zip(SEATS, self.players, strict=True)},
            "general_pass": None,
            "first_tile": None
            if origin is None
            else {
                "tile": name(origin),
                "orientation": "across" if origin.is_double else "lengthwise",
                "toward_leader": None if origin.is_double else origin.sides[0],
            },
            "outcome": self.outcome,
            "penalties": [],
            "next_leader": None,  # the engine's next deal decides by who holds 5-5
            "sides": sides,
            "spinner": name(origin) if origin is not None and origin.is_double else None,
            "count": 0 if origin is None else AllFivesScorer.count(origin),
            "boneyard": len(self.round.pool),
            "scores": {team: player.score for team, player in zip(TEAMS, self.players, strict=True)},
            "game_winner": game_winner,
        }


def handle(request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "start":
        return {
            "reply": {
                "protocol": PROTOCOL,
                "implementation": {
                    "name": "all-fives-domino (PyPI)",
                    "version": VERSION,
                    "language": "python",
                    "homepage": "https://pypi.org/project/all-fives-domino/",
                },
                "rulebooks": [RULEBOOK],
                "capabilities": ["hand", "deal-play"],
                "players": {RULEBOOK: [2]},
                "models": {RULEBOOK: list(MODELS)},
            }
        }
    if op != "hand":  # a deal played out (deal-play) is a hand request whose setup names the undealt tiles
        return {"unsupported": f"all-fives-domino has no {op!r}"}
    if request.get("rulebook") != RULEBOOK:
        return {"unsupported": f"rulebook {request.get('rulebook')!r} is not claimed"}
    try:
        hand = Hand(request["setup"])
        if not request.get("each"):
            results = [hand.apply(action) for action in request["actions"]]
            return {"reply": hand.reply(results)}
        steps, results = [hand.reply([])], []  # the position after each action too, in one request
        for action in request["actions"]:
            results.append(hand.apply(action))
            steps.append(hand.reply(results[-1:]))
        return {"reply": {**hand.reply(results), "steps": steps}}
    except Unsupported as exc:
        return {"unsupported": str(exc)}
    except BadDeal as exc:
        return {"error": str(exc)} if exc.rule is None else {"error": str(exc), "rule": exc.rule}


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
