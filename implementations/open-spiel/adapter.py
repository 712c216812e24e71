#!/usr/bin/env python3
"""Wire-protocol adapter for OpenSpiel's ``python_team_dominoes`` (PyPI ``open_spiel`` 2.0.2, https://github.com/google-deepmind/open_spiel).

Run by ``domino-rules check --impl "python implementations/open-spiel/adapter.py"``.
It speaks newline-delimited JSON on stdin/stdout and uses only the standard
library and the package (``pyspiel`` and the game module
``open_spiel/python/games/team_dominoes.py``, imported to register the game);
it does not import the suite.

What the engine is, and what this adapter claims
------------------------------------------------
``python_team_dominoes`` is the four-player partnership block game with the
double-six set: players 0 and 2 against 1 and 3, play passing from player ``i``
to ``i + 1``. Chance actions deal the whole set, one tile at a time to players
0, 1, 2, 3, 0, 1... until each holds seven; player 0 then leads any tile. A
player action names the tile and the number on the line it covers
(``pip:None`` for the lead). After each play the engine hands the turn to the
next player who has a legal action, passing the blocked ones itself (it has no
pass action); the hand ends when a player plays their last tile or nobody can
play. ``returns()`` then compares the two partnerships' pip totals: the side
with fewer pips gets the other side's total, the other side loses as much,
level totals give everyone 0. It has no draw for the lead, no opening rule (the
double six is never required), no match score, no infractions. So it claims:

* rulebooks: ``doral-partnership`` (the one partnership double-six rulebook of
  the spec played to the end of a hand with no bone-yard); capabilities:
  ``deal-play`` only (complete deals: the engine can only start a hand from its
  own deal, never from a position);
* ``models``: the groups of facts the engine decides: ``legality`` (which
  actions it takes), ``turn``, ``line`` (the open ends), ``legal-moves``,
  ``hand-sizes`` and ``outcome``. Not ``hand-winner``: ``returns()`` credits a
  partnership and names no seat (the reply's ``outcome.winner`` is null), nor the
  first tile's lie, tiles face up, penalties, the general pass or the next lead,
  none of which it models; those fields are left out of the replies;
* ``omits``: ``ask-count`` (the engine has no way to ask for the count).

``python_block_dominoes`` (the package's two-player block game: seven tiles
each, fourteen out of play, no drawing) fits no rulebook of the spec: every
block rulebook seats four players, and the one two-player game (All Fives
singles) draws from a bone-yard and scores multiples of five. So it is not
claimed.

Translation, not rules
----------------------
* Seats: Doral plays counter-clockwise (DORAL-8.3: North, West, South, East),
  so the engine's player ``i`` is the seat ``i`` places after the hand's leader
  in that order, and the engine's player 0 is always the leader. Its
  partnerships (0 and 2, 1 and 3) are then North-South and East-West.
* The deal: each seat's tiles, in the order given, are chosen as the engine's
  chance outcomes in its own deal order (a tile to each of players 0 to 3 in
  turn, seven rounds); the hands the engine then reports must be the hands given.
  A setup the engine could not have dealt (not four players, not seven tiles
  each, a tile outside the set, dealt twice, or left undealt) is an error reply
  naming the rule it breaks (DORAL-1.1, DORAL-5.1).
* The leader: the setup's ``leader``; with the ``double-six`` opening the holder
  of the double six; with the ``winners`` opening, either player of the winners
  may lead, so when the first action is a lead by the winner not named, that
  player is the engine's player 0 (the engine fixes its leader before the deal).
  The engine itself does not bind the lead to the double six or to the winners.
* Ends: the engine keeps its open ends as two numbers (``open_edges``), with no
  left or right; the adapter names them for the protocol (after a lead ``a-b``,
  high first, left shows ``a``), turns a play on a named end into the engine's
  action covering the number showing there, and checks after every play that the
  two numbers it names are the engine's own.
* Passes: the engine passes blocked players itself; their explicit ``pass``
  actions are accepted in order, and until they come it is their turn with no
  legal move. A pass by a player with a legal action is refused.
* Refusals: an action the engine cannot take (none of its ``legal_actions``) is
  refused with the Doral rule it breaks, read from the state: not the player's
  turn, or the hand is over (DORAL-8.3), a tile the player does not hold
  (DORAL-1.1), a tile that does not match the end (DORAL-13.1), a pass with a
  legal action (DORAL-11.1). The engine knows no rule IDs.
* The outcome is the engine's: ``domino`` when a player's hand is empty, else
  ``lock``, or ``void`` for a lock that ``returns()`` scores at 0 for everyone;
  ``team`` and ``points`` are the side and the value ``returns()`` gives, taken
  as they are (a side the engine credits wrongly is reported as credited);
  ``counts`` are the pips left in each hand.

Reading the engine: only the pyspiel API (``load_game``, ``new_initial_state``,
``chance_outcomes``, ``apply_action``, ``legal_actions``, ``action_to_string``,
``current_player``, ``is_terminal``, ``returns``, ``information_state_string``
for a player's tiles), and the state's public ``open_edges`` where that API
gives no view of the open ends (see :meth:`Hand.engine_ends`).
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

import pyspiel
from open_spiel.python.games import team_dominoes  # noqa: F401  (importing it registers python_team_dominoes)

PROTOCOL = "1.0"
VERSION = "2.0.2"
GAME = "python_team_dominoes"
RULEBOOK = "doral-partnership"
ORDER = ("N", "W", "S", "E")
"""Seats in Doral's order of play, counter-clockwise (DORAL-8.3)."""
SEATS = ("N", "E", "S", "W")
"""Seats in the protocol's order, for the replies."""
TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
FIRST_OF = {"NS": "N", "EW": "E"}
"""The player of a partnership who leads its hand when the setup names none (as the protocol's reference does)."""
ENDS = ("left", "right")
TOP = 6
HAND_SIZE = 7
MODELS = ["legality", "turn", "line", "legal-moves", "hand-sizes", "outcome"]
RULE = {
    "turn-order": "DORAL-8.3",
    "holds-tile": "DORAL-1.1",
    "must-match-end": "DORAL-13.1",
    "pass-only-when-blocked": "DORAL-11.1",
    "opening-double-six": "DORAL-8.1",
    "opening-winners": "DORAL-8.2",
}
TABLE_RULE = "DORAL-1.1"
"""The rule a deal breaks by seating other than four players."""
DEAL_RULE = "DORAL-5.1"
"""The rule a deal breaks by not dealing the whole double-six set, seven tiles to each player."""

Tile = tuple[int, int]
"""A tile as the engine holds it: the lower number first."""

DEAL_TEXT = re.compile(r"Deal \((\d)\.0, (\d)\.0\)")
PLAY_TEXT = re.compile(r"p(\d) tile:\((\d)\.0, (\d)\.0\) pip:(None|(\d)\.0)")
HAND_TEXT = re.compile(r"p\d hand:\[([^\]]*)\]")
TILE_TEXT = re.compile(r"\((\d)\.0, (\d)\.0\)")


class Unsupported(Exception):
    pass


class BadDeal(Exception):
    """A setup the engine could not have dealt: an error reply, naming the rule it breaks when there is one."""

    def __init__(self, reason: str, rule: str | None = None) -> None:
        super().__init__(reason)
        self.rule = rule


class EngineSurprise(Exception):
    """The engine said something the adapter does not understand, or disagrees with its own bookkeeping."""


def tile(text: str) -> Tile:
    parts = text.split("-")
    if len(parts) != 2 or not all(part.isdigit() and int(part) <= TOP for part in parts):
        raise BadDeal(f"{text!r} is not a tile of the double-six set", DEAL_RULE)
    a, b = int(parts[0]), int(parts[1])
    return (min(a, b), max(a, b))


def name(t: Tile) -> str:
    return f"{t[1]}-{t[0]}"


def matched(pattern: re.Pattern[str], text: str) -> re.Match[str]:
    found = pattern.fullmatch(text)
    if found is None:
        raise EngineSurprise(f"the engine wrote {text!r}, which the adapter cannot read")
    return found


GAME_OBJECT = pyspiel.load_game(GAME)


class Hand:
    """One hand request played through a ``python_team_dominoes`` state dealt by hand."""

    def __init__(self, hands: dict[str, list[Tile]], leader: str, opening: str | None = None) -> None:
        self.opening = opening
        """The setup's opening, which named the leader (the engine itself has none)."""
        self.seats = tuple(ORDER[(ORDER.index(leader) + i) % 4] for i in range(4))
        """Engine player -> seat."""
        self.state = GAME_OBJECT.new_initial_state()
        for round_ in range(HAND_SIZE):  # the engine deals one tile to each of players 0, 1, 2, 3 in turn
            for seat in self.seats:
                wanted = hands[seat][round_]
                outcomes = {self.dealt(action): action for action, _ in self.state.chance_outcomes()}
                if wanted not in outcomes:
                    raise BadDeal(f"{name(wanted)} is dealt twice", DEAL_RULE)
                self.state.apply_action(outcomes[wanted])
        if self.state.is_chance_node():
            raise EngineSurprise("the engine is still dealing after seven tiles to each player")
        for player, seat in enumerate(self.seats):
            if sorted(self.held(player)) != sorted(hands[seat]):
                raise EngineSurprise(f"the engine dealt {seat} other tiles than those given")
        self.ends: list[int] | None = None
        """The open ends ``[left, right]`` as the protocol names them; None before the lead."""
        self.pending: list[int] = []
        """Players the engine has passed on its own, whose explicit passes are still to come."""

    # -- the engine's view ------------------------------------------------------------------------

    def dealt(self, action: int) -> Tile:
        found = matched(DEAL_TEXT, self.state.action_to_string(action))
        return (int(found[1]), int(found[2]))

    def held(self, player: int) -> list[Tile]:
        """The player's tiles, from the engine's information state for that player."""
        text = self.state.information_state_string(player)
        found = HAND_TEXT.match(text)
        if found is None:
            raise EngineSurprise(f"the engine's information state {text!r} shows no hand")
        return [(int(a), int(b)) for a, b in TILE_TEXT.findall(found[1])]

    def moves(self) -> list[tuple[Tile, int | None, int]]:
        """The current player's legal actions: (tile, number covered or None for the lead, the action)."""
        player = self.state.current_player()
        out: list[tuple[Tile, int | None, int]] = []
        for action in self.state.legal_actions():
            found = matched(PLAY_TEXT, self.state.action_to_string(player, action))
            if int(found[1]) != player:
                raise EngineSurprise(f"a legal action of player {player} names player {found[1]}")
            edge = None if found[5] is None else int(found[5])
            out.append(((int(found[2]), int(found[3])), edge, action))
        return out

    def engine_ends(self) -> list[int]:
        """The open ends as the engine keeps them (two numbers, in no particular order).

        Read from the state's public ``open_edges``: no pyspiel call shows the open ends (the game's
        observer declares an ``edges`` piece but never puts it in an observation)."""
        return sorted(int(edge) for edge in self.state.open_edges)

    def over(self) -> bool:
        return bool(self.state.is_terminal())

    def turn(self) -> int | None:
        if self.over():
            return None
        return self.pending[0] if self.pending else int(self.state.current_player())

    # -- actions ----------------------------------------------------------------------------------

    def refuse(self, check: str, reason: str) -> dict[str, Any]:
        return {"accepted": False, "rule": RULE[check], "reason": reason}

    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        kind = action["type"]
        if kind not in ("play", "pass"):
            raise Unsupported(f"python_team_dominoes has no {kind!r} action")
        seat = action["seat"]
        turn = self.turn()
        if turn is None:
            return self.refuse("turn-order", "the hand is over")
        if seat not in self.seats or self.seats.index(seat) != turn:
            if self.ends is None and self.opening is not None:  # nobody has led: the opening named the leader
                return self.refuse(f"opening-{self.opening}", f"{self.seats[turn]} leads this hand")
            return self.refuse("turn-order", f"it is {self.seats[turn]}'s turn")
        if kind == "pass":
            if self.pending:
                self.pending.pop(0)  # the engine passed this player already
                return {"accepted": True}
            if not self.moves():
                raise EngineSurprise(f"the engine left {seat} on turn with no legal action")
            return self.refuse("pass-only-when-blocked", "the engine has a legal action for this player")
        return self.play(turn, tile(action["tile"]), action.get("end"))

    def play(self, player: int, t: Tile, end: str | None) -> dict[str, Any]:
        if t not in self.held(player):
            return self.refuse("holds-tile", f"{name(t)} is not in {self.seats[player]}'s hand")
        moves = {} if self.pending else {(move_tile, edge): action for move_tile, edge, action in self.moves()}
        if self.ends is None:
            if (t, None) not in moves:
                raise EngineSurprise(f"the engine does not let {self.seats[player]} lead {name(t)}, a tile held")
            self.state.apply_action(moves[(t, None)])
            self.ends = [t[1], t[0]]
        else:
            if end is None:
                fits = [i for i, number in enumerate(self.ends) if number in t]
                if not fits:
                    return self.refuse("must-match-end", f"{name(t)} fits no open end")
                side = fits[0]
            elif end in ENDS:
                side = ENDS.index(end)
            else:
                return self.refuse("must-match-end", f"a block line has no {end} end")
            covered = self.ends[side]
            if covered not in t:
                return self.refuse("must-match-end", f"{name(t)} does not match the {ENDS[side]} end ({covered})")
            if (t, covered) not in moves:
                raise EngineSurprise(f"the engine has no action for {name(t)} on {covered}, a tile that matches")
            self.state.apply_action(moves[(t, covered)])
            self.ends[side] = t[0] if t[1] == covered else t[1]
        if sorted(self.ends) != self.engine_ends():
            raise EngineSurprise(f"the adapter's ends {self.ends} are not the engine's {self.engine_ends()}")
        self.pending = self.skipped(player)
        return {"accepted": True}

    def skipped(self, player: int) -> list[int]:
        """The players the engine passed on its own after ``player``'s play (none once the hand is over)."""
        if self.over():
            return []
        gap = (int(self.state.current_player()) - player) % 4 or 4
        return [(player + i) % 4 for i in range(1, gap)]

    # -- the reply --------------------------------------------------------------------------------

    def legal(self) -> list[str]:
        if self.over() or self.pending:
            return []
        out: list[str] = []
        for t, edge, _ in self.moves():
            if edge is None or self.ends is None:
                out.append(name(t))
                continue
            out += [f"{name(t)} {side}" for side, number in zip(ENDS, self.ends, strict=True) if number == edge]
        return out

    def counts(self) -> dict[str, int]:
        return {seat: sum(a + b for a, b in self.held(self.seats.index(seat))) for seat in SEATS}

    def outcome(self) -> dict[str, Any] | None:
        if not self.over():
            return None
        returns = [float(value) for value in self.state.returns()]
        if any(value != int(value) for value in returns) or sum(returns) != 0:
            raise EngineSurprise(f"the engine's returns {returns} are not whole points summing to zero")
        sizes = [len(self.held(player)) for player in range(4)]
        out = 0 in sizes
        best = max(range(4), key=lambda player: returns[player])
        team = TEAM[self.seats[best]] if returns[best] > 0 else None
        return {
            "end": "domino" if out else ("lock" if team is not None else "void"),
            "winner": None,  # the engine credits a partnership, never a seat (hand-winner is not claimed)
            "team": team,
            "points": int(returns[best]) if team is not None else 0,
            "counts": self.counts(),
        }

    def reply(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        turn = self.turn()
        return {
            "results": results,
            "turn": None if turn is None else self.seats[turn],
            "ends": None if self.ends is None else list(self.ends),
            "legal": self.legal(),
            "hand_sizes": {seat: len(self.held(self.seats.index(seat))) for seat in SEATS},
            "outcome": self.outcome(),
        }


# -- the request --------------------------------------------------------------------------------


def deal_of(setup: dict[str, Any]) -> dict[str, list[Tile]]:
    """The hands of a complete deal, checked against what the engine deals (the whole set, seven each)."""
    if "undealt" not in setup:
        raise Unsupported("python_team_dominoes starts a hand from its own deal only: positions are not modelled")
    if any(key in setup for key in ("turn", "ends", "exposed")):
        raise BadDeal("a deal starts at the lead: it has no turn, ends or exposed tiles")
    given = setup["hands"]
    if sorted(given) != sorted(ORDER):
        raise BadDeal(f"the engine seats four players, not {', '.join(sorted(given)) or 'none'}", TABLE_RULE)
    hands = {seat: [tile(text) for text in given[seat]] for seat in ORDER}
    for seat, held in hands.items():
        if len(held) != HAND_SIZE:
            raise BadDeal(f"{seat} holds {len(held)} tiles; the engine deals {HAND_SIZE} to each player", DEAL_RULE)
    undealt = [tile(text) for text in setup["undealt"]]
    if undealt:
        raise BadDeal(f"the engine deals every tile; {', '.join(map(name, undealt))} left undealt", DEAL_RULE)
    if setup.get("boneyard"):
        raise BadDeal("the engine has no bone-yard: every tile is dealt", DEAL_RULE)
    every = [t for held in hands.values() for t in held]
    twice = sorted({t for t in every if every.count(t) > 1})
    if twice:
        raise BadDeal(f"{', '.join(map(name, twice))} dealt twice", DEAL_RULE)
    return hands


def leader_of(setup: dict[str, Any], hands: dict[str, list[Tile]]) -> str:
    """Who leads the hand before any action: the setup's leader, the holder of the double six with that
    opening, or with the winners' opening the player named (else the partnership's first seat)."""
    opening = setup.get("opening")
    leader = setup.get("leader")
    if opening == "double-six":
        holder = next(seat for seat, held in hands.items() if (TOP, TOP) in held)
        if leader is not None and leader != holder:
            raise BadDeal(f"{holder} holds {name((TOP, TOP))} and leads; {leader} cannot")
        return holder
    if opening == "winners":
        winners = setup.get("winners")
        if winners not in FIRST_OF:
            raise BadDeal("the winners' opening needs the partnership that won the last hand")
        return str(leader or FIRST_OF[winners])
    if opening is not None:
        raise Unsupported(f"the adapter knows no opening {opening!r}")
    if leader not in ORDER:
        raise BadDeal("the engine needs a leader: the setup names none")
    return str(leader)


def play_hand(request: dict[str, Any]) -> dict[str, Any]:
    setup = request["setup"]
    actions: list[dict[str, Any]] = request["actions"]
    each = bool(request.get("each"))
    hands = deal_of(setup)
    named = leader_of(setup, hands)
    opening = setup.get("opening")
    first = actions[0] if actions else None
    leader, led = named, None
    if (
        opening == "winners"
        and first is not None
        and first["type"] == "play"
        and first["seat"] != named
        and TEAM.get(first["seat"]) == setup.get("winners")
    ):
        # either winner may lead, and the engine fixes its player 0 before the deal: the other winner's lead
        # goes to an engine led by that player; refused there, the named leader keeps the turn
        led = Hand(hands, first["seat"], opening).apply(first)
        if led["accepted"]:
            leader, led = first["seat"], None
    hand = Hand(hands, leader, opening)
    steps = [Hand(hands, named, opening).reply([])] if each else []
    results: list[dict[str, Any]] = []
    for number, action in enumerate(actions):
        results.append(led if number == 0 and led is not None else hand.apply(action))
        if each:
            steps.append(hand.reply(results[-1:]))
    reply = hand.reply(results)
    if each:
        reply["steps"] = steps
    return reply


def handle(request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "start":
        return {
            "reply": {
                "protocol": PROTOCOL,
                "implementation": {
                    "name": "OpenSpiel python_team_dominoes (PyPI open_spiel)",
                    "version": VERSION,
                    "language": "python",
                    "homepage": "https://github.com/google-deepmind/open_spiel",
                },
                "rulebooks": [RULEBOOK],
                "capabilities": ["deal-play"],
                "claims": {RULEBOOK: ["deal-play"]},
                "models": {RULEBOOK: MODELS},
                "players": {RULEBOOK: [4]},
                "omits": ["ask-count"],
            }
        }
    if op != "hand":  # a deal played out (deal-play) is a hand request whose setup names the undealt tiles
        return {"unsupported": f"python_team_dominoes has no {op!r}"}
    if request.get("rulebook") != RULEBOOK:
        return {"unsupported": f"rulebook {request.get('rulebook')!r} is not claimed"}
    try:
        return {"reply": play_hand(request)}
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
