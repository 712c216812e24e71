"""One hand of the partnership block game: immutable state, pure transitions.

>>> from reference_impl.block.rules import rules_for
>>> rules = rules_for("ndf-double-nine")
>>> hands = {Seat.NORTH: ["5-5", "5-1"], Seat.WEST: ["5-3", "0-0"], Seat.SOUTH: ["9-9"], Seat.EAST: ["1-1"]}
>>> state = new_hand(rules, {s: [Tile.parse(t) for t in ts] for s, ts in hands.items()}, leader=Seat.NORTH)
>>> state = apply(state, Play(Seat.NORTH, Tile.parse("5-5")))
>>> state.turn, state.ends
(<Seat.WEST: 'W'>, (5, 5))
>>> [str(m) for m in legal_moves(state)]
['5-3 left', '5-3 right']
>>> apply(state, Pass(Seat.WEST))
Traceback (most recent call last):
...
reference_impl.errors.IllegalAction: NDF-4.1: West holds a tile that fits (5-3) and may not pass
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Final, Literal, Union

from reference_impl.block.rules import BlockRules, LeadRotation, PenaltyTerms
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import SEATS, Seat, Team, Tile, next_seat
from rulespec.model import Consequence, EngineCheck

End = Literal["left", "right"]
HandEnd = Literal["domino", "lock", "void", "forfeit", "restart"]
ChargedTo = Literal["player", "team"]
"""Whose account a penalty is charged to: the offending player's own record or the partnership's score."""
NextPlayerChoice = Literal["restart", "continue"]


@dataclass(frozen=True, slots=True)
class Play:
    """Place ``tile`` on ``end``; with no end, the left end if it fits, else the right.

    ``announced``: before this play the player told the table of the general pass they had set up
    (NDF-8.1); it means nothing when the player has no general pass waiting."""

    seat: Seat
    tile: Tile
    end: End | None = None
    announced: bool = False


@dataclass(frozen=True, slots=True)
class Pass:
    """A pass; ``unnoticed``: the table let it stand at the time, even if the player could play
    (a "bad pass" a judge may record later, DORAL-11)."""

    seat: Seat
    unnoticed: bool = False


@dataclass(frozen=True, slots=True)
class AskScore:
    """A player says "score" to hear the match score (FMDS-16.1: only the player whose turn it is)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class AskCount:
    """A player asks how many tiles each player holds (allowed only on the player's turn)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Touch:
    """A player touches a tile in hand (it must then be played, or lies exposed)."""

    seat: Seat
    tile: Tile


@dataclass(frozen=True, slots=True)
class Infraction:
    """A judge records an infraction by ``seat``; ``points`` only for a judge's own ruling.

    The optional details feed the exceptions and variants some rulebooks attach:
    ``tile`` (the tile shown face up), ``minutes`` (how late), ``apology_seconds``
    (how soon the player apologised), ``disputed`` (the other players did not all
    agree), ``petition`` (the others asked to play on), ``choice`` (the next
    player's option after a bad pass: restart or continue), ``ref`` (the position in
    the hand's history of the action the record is about, such as the pass a bad pass
    refers to; None: the offender's latest pass) and ``spectator`` (the act was a
    spectator's, concerning the player at ``seat``, such as talk to them under the
    no-coding rule: no player's infraction).

    The engine checks the record against what happened at the table and refuses one whose
    facts did not happen, naming the penalty's rule.
    """

    seat: Seat
    kind: str
    points: int = 0
    tile: Tile | None = None
    minutes: int | None = None
    apology_seconds: int | None = None
    disputed: bool = False
    petition: bool = False
    choice: NextPlayerChoice | None = None
    ref: int | None = None
    spectator: bool = False


Action = Union[Play, Pass, Touch, Infraction, AskCount, AskScore]
Opening = Literal["double-six", "winners"]
"""How a hand's lead is fixed: the double-six holder leads it, or either winner of the last hand leads any tile."""
BAD_PASS: Final = "bad-pass"
"""The infraction a judge records for a pass made while holding a tile that fits."""
PASS_WITH_PLAYABLE: Final = "pass-with-playable"
"""The same infraction under the name the NDF and FMD rulebooks give it."""
MISFIT: Final = "misfit"
"""A tile placed that matches neither open end (NDF-7.2)."""
GENERAL_PASS: Final = "unannounced-general-pass"
"""A general pass set up and not announced (NDF-8.1)."""
EXPOSED_TILE: Final = "exposed-tile"
"""A touched tile left face up because it did not fit."""
RESHUFFLE_REQUEST: Final = "reshuffle-request"
"""The opponents of the shuffler ask for the tiles to be shuffled again before the draw (DORAL-5.4)."""
NO_CODING: Final = "no-coding"
"""A judge puts the table under the no-coding rule (DORAL-19.2)."""
CODING: Final = "coding"
"""A player talks while the no-coding rule is in force (DORAL-19.1)."""
OUT_OF_TURN: Final = "out-of-turn"
"""A tile put down when it was not the player's turn (NDF-6.1)."""
DELIBERATE_PASS: Final = "deliberate-pass"
"""A pass made on purpose while holding a tile that fits (NDF-4.3, FMDS-10.3, FMDC-10.3)."""
MISPLAY: Final = "misplay"
"""A tile that does not fit left in the line as played (FMDS-17.3, FMDC-14.2)."""
MISPLAY_WITHDRAWN: Final = "misplay-withdrawn"
"""A tile that does not fit, taken back and left face up (FMDS-17.4, FMDC-14.3)."""
WRONG_END: Final = "wrong-end-corrected"
"""A tile put against the wrong end and put right before the next player acted (FMDS-17.5, FMDC-14.4)."""
FLIPPED_TILE: Final = "flipped-tile"
"""A tile that turned face up by accident (FMDS-14.1, FMDC-11.1)."""
LAST_TILE_FLIPPED: Final = "last-tile-flipped"
"""A player's only tile turned face up (FMDS-14.2, FMDC-11.2)."""
EXPOSED_AT_DEAL: Final = "exposed-at-deal"
"""A tile shown while the tiles are shuffled or drawn (FMDS-13.1, FMDC-8.1)."""
EXTRA_TILES_SEEN: Final = "too-many-tiles-seen"
"""More than a hand of tiles taken at the draw and looked at (FMDS-13.2, FMDC-8.2)."""
FALSE_LOCK: Final = "false-lock"
"""The tiles turned face up by a player who believes the hand locked when it is not (FMDS-19.1, FMDC-16.1)."""
TURNED_TILE: Final = "turned-tile"
"""A tile that fitted both open ends turned round to the other end (FMDC-17.1)."""


@dataclass(frozen=True, slots=True)
class PassMade:
    """What the table looked like when a pass was made: the facts a bad-pass record is checked against."""

    position: int
    """The pass's position in the hand's history."""
    seat: Seat
    fitting: frozenset[Tile]
    """The passer's tiles that fitted an open end at that moment."""
    held: int
    """How many tiles the passer held at that moment."""


@dataclass(frozen=True, slots=True)
class Move:
    """A legal play: a tile and the end it goes on (None for the lead)."""

    tile: Tile
    end: End | None

    def __str__(self) -> str:
        return str(self.tile) if self.end is None else f"{self.tile} {self.end}"


@dataclass(frozen=True, slots=True)
class PenaltyRecord:
    """A score change a recorded infraction causes: ``points`` is signed (a fine is negative)."""

    rule_id: str
    infraction: str
    seat: Seat
    team: Team
    points: int
    charged_to: ChargedTo = "team"


@dataclass(frozen=True, slots=True)
class Sanction:
    """A consequence other than points that a recorded infraction brings (a forfeit, a reshuffle...)."""

    rule_id: str
    infraction: str
    seat: Seat
    team: Team
    consequence: str
    charged_to: ChargedTo


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a hand ended and what it is worth."""

    end: HandEnd
    winner: Seat | None
    team: Team | None
    points: int
    counts: tuple[int, int, int, int]
    rule_id: str
    next_leader: Seat | None = None
    """Who leads the next hand when a rule names the player (a restart); None: the usual rotation."""


@dataclass(frozen=True, slots=True)
class FirstTile:
    """How the first tile of the hand lies (NDF-10)."""

    tile: Tile
    orientation: Literal["across", "lengthwise"]
    toward_leader: int | None


@dataclass(frozen=True, slots=True)
class HandState:
    rules: BlockRules
    hands: tuple[frozenset[Tile], frozenset[Tile], frozenset[Tile], frozenset[Tile]]
    ends: tuple[int, int] | None
    turn: Seat
    leader: Seat
    first_tile: FirstTile | None
    exposed: tuple[frozenset[Tile], frozenset[Tile], frozenset[Tile], frozenset[Tile]]
    must_play: Tile | None
    general_pass_by: Seat | None
    outcome: Outcome | None
    penalties: tuple[PenaltyRecord, ...]
    history: tuple[Action, ...]
    sanctions: tuple[Sanction, ...] = ()
    award: tuple[Team, str] | None = None
    """The partnership that takes this hand's points whoever wins it, and the rule that says so."""
    opening: Opening | None = None
    """How the lead of this hand is fixed, when the rulebook ties it to the deal or the last winners."""
    lead_team: Team | None = None
    """With the ``winners`` opening: the partnership either of whose players may lead."""
    last_flipped: tuple[Seat, Seat] | None = None
    """A player's last tile recorded as flipped this hand (FMDS-14.2): the owner and whose turn it was then."""
    passes: tuple[PassMade, ...] = ()
    """Every pass of the hand with the facts at the moment it was made."""
    general_passes: tuple[Seat, ...] = ()
    """The maker of each play of the hand that set up a general pass (NDF-8.1), in order."""
    unannounced: tuple[Seat, ...] = ()
    """The maker of each general pass whose next tile went down with no announcement (NDF-8.1), in order."""
    out_of_turn: tuple[Seat, ...] = ()
    """The player of each tile put down out of turn and left face up (NDF-6.1, DORAL-14.1), in order."""
    shuffler: Seat | None = None
    """The player who shuffled the tiles for this hand, when known (DORAL-5.4)."""
    fitted_both: tuple[tuple[Seat, Tile], ...] = ()
    """Each tile of the hand that fitted both open ends when it went down, with its player, in order."""

    def hand(self, seat: Seat) -> frozenset[Tile]:
        return self.hands[seat.index]

    def count(self, seat: Seat) -> int:
        return sum(tile.pips for tile in self.hands[seat.index])


_EMPTY: frozenset[Tile] = frozenset()


def new_hand(
    rules: BlockRules,
    hands: Mapping[Seat, Iterable[Tile]],
    leader: Seat | None,
    turn: Seat | None = None,
    ends: tuple[int, int] | None = None,
    exposed: Mapping[Seat, Iterable[Tile]] | None = None,
    opening: Opening | None = None,
    winners: Team | None = None,
    shuffler: Seat | None = None,
) -> HandState:
    """Set up a hand from an explicit position.

    ``turn`` defaults to the leader; ``ends`` describes a line already on the
    table (None: nobody has led yet). Every tile must be unique and in the set.
    With ``opening="double-six"`` the holder of the highest double leads (``leader``
    may be None); with ``opening="winners"`` either player of ``winners`` may lead.
    ``shuffler``: who shuffled the tiles for this hand, when known.
    """
    _check_opening(rules, opening)
    seen: dict[Tile, Seat] = {}
    built: list[frozenset[Tile]] = []
    # FMDS-13.3: before the lead, a player may hold one or two tiles too many, to be handed over
    most = rules.hand_size + (2 if ends is None and rules.has("hand-over-extra-tiles") else 0)
    for seat in SEATS:
        tiles = list(hands.get(seat, ()))
        if len(tiles) > most:
            raise SetupError(f"{seat} holds {len(tiles)} tiles; at most {rules.hand_size}", rules.rule_of("hand_size"))
        for tile in tiles:
            if tile.high > rules.max_pip:
                raise SetupError(f"{tile} is not in the double-{rules.max_pip} set", rules.rule_of("max_pip"))
            if tile in seen:  # the set holds each tile once: the rule that sets out the set is the one broken
                raise SetupError(f"{tile} is dealt twice ({seen[tile]} and {seat})", rules.rule_of("max_pip"))
            seen[tile] = seat
        built.append(frozenset(tiles))
    # the opening is read once the tiles are known to be the set's, each dealt once: a double six dealt
    # twice breaks the rule of the set, whoever is named to lead
    if opening == "double-six":
        leader = _double_six_holder(rules, {seat: built[seat.index] for seat in SEATS}, leader)
    if opening == "winners":
        if winners is None:  # the rule of the opening names the partnership that leads (DORAL-8.2)
            raise SetupError(
                "the winners' opening needs the partnership that won the last hand",
                rules.rule_for("lead-winning-team"),
            )
        if leader is None:
            leader = winners.seats[0]
    if leader is None:  # every hand is led by the player the rulebook's lead rule names
        raise SetupError("the hand needs a leader", _lead_rule(rules))
    shown: list[frozenset[Tile]] = [_EMPTY] * 4
    for seat, shown_tiles in (exposed or {}).items():
        face_up = frozenset(shown_tiles)
        if not face_up <= built[seat.index]:
            raise SetupError(f"{seat} cannot have exposed tiles that are not in hand", rules.rule_for("holds-tile"))
        shown[seat.index] = face_up
    if ends is not None and any(not 0 <= end <= rules.max_pip for end in ends):
        raise SetupError(
            f"open ends {ends} are not numbers of the double-{rules.max_pip} set", rules.rule_of("max_pip")
        )
    return HandState(
        rules=rules,
        hands=(built[0], built[1], built[2], built[3]),
        ends=ends,
        turn=turn if turn is not None else leader,
        leader=leader,
        first_tile=None,
        exposed=(shown[0], shown[1], shown[2], shown[3]),
        must_play=None,
        general_pass_by=None,
        outcome=None,
        penalties=(),
        history=(),
        opening=opening,
        lead_team=winners if opening == "winners" else None,
        shuffler=shuffler,
    )


_OPENING_CHECKS: Final[dict[Opening, EngineCheck]] = {"double-six": "lead-double-six", "winners": "lead-winning-team"}
_LEAD_CHECKS: Final[dict[LeadRotation, EngineCheck]] = {
    "counter-clockwise": "lead-rotates-counter-clockwise",
    "clockwise": "lead-rotates-clockwise",
    "winner": "lead-to-winner",
    "winning-team": "lead-winning-team",
}


def _lead_rule(rules: BlockRules) -> str | None:
    """The rule that says who leads each hand (a rotation, the last winner, the last winners: NDF-2.3,
    DORAL-8.2); None for a rulebook playing the family's default rotation with no rule stating it."""
    check = _LEAD_CHECKS[rules.lead_rotation]
    return rules.rule_for(check) if rules.has(check) else None


def _check_opening(rules: BlockRules, opening: Opening | None) -> None:
    """An opening is a rulebook's own way to fix the lead (DORAL-8): one its rules do not name cannot be set up,
    and the refusal names the rule that does say who leads (NDF-2.3: the lead rotates)."""
    if opening is not None and not rules.has(_OPENING_CHECKS[opening]):
        raise SetupError(
            f"rulebook {rules.rulebook} has no {opening!r} opening (no rule enforces {_OPENING_CHECKS[opening]})",
            _lead_rule(rules),
        )


def _double_six_holder(rules: BlockRules, hands: Mapping[Seat, Iterable[Tile]], leader: Seat | None) -> Seat:
    top = Tile(rules.max_pip, rules.max_pip)
    holders = [seat for seat, tiles in hands.items() if top in tuple(tiles)]
    if not holders:
        raise SetupError(f"nobody holds {top}, which opens the hand")
    if leader is not None and leader is not holders[0]:
        raise SetupError(f"{holders[0]} holds {top} and leads; {leader} cannot")
    return holders[0]


def _fits(tile: Tile, ends: tuple[int, int] | None) -> bool:
    return ends is None or tile.fits(ends[0]) or tile.fits(ends[1])


def _moves_for(tile: Tile, ends: tuple[int, int] | None) -> list[Move]:
    if ends is None:
        return [Move(tile, None)]
    sides: tuple[End, End] = ("left", "right")
    return [Move(tile, side) for side, number in zip(sides, ends, strict=True) if tile.fits(number)]


def can_play(state: HandState, seat: Seat) -> bool:
    """Whether ``seat`` holds any tile that fits the line."""
    return any(_fits(tile, state.ends) for tile in state.hands[seat.index])


def legal_moves(state: HandState) -> list[Move]:
    """Every legal move of the player to play, in a fixed order; empty means pass."""
    if state.outcome is not None:
        return []
    if state.must_play is not None:
        return _moves_for(state.must_play, state.ends)
    if state.ends is None and state.opening == "double-six":
        top = Tile(state.rules.max_pip, state.rules.max_pip)
        return [Move(top, None)] if top in state.hands[state.turn.index] else []
    exposed = sorted((t for t in state.exposed[state.turn.index] if _fits(t, state.ends)), reverse=True)
    candidates = exposed if exposed else sorted(state.hands[state.turn.index], reverse=True)
    moves = [move for tile in candidates for move in _moves_for(tile, state.ends)]
    if exposed:
        others = sorted(state.hands[state.turn.index] - set(exposed), reverse=True)
        moves += [
            move
            for tile in others
            for move in _moves_for(tile, state.ends)
            if _lock_exempt(state, Play(state.turn, tile, move.end))
        ]
    return moves


def first_tile_of(tile: Tile) -> FirstTile:
    """How a leading tile is laid: a double across, a mixed tile low end toward the leader."""
    if tile.is_double:
        return FirstTile(tile, "across", None)
    return FirstTile(tile, "lengthwise", tile.low)


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; raises :class:`IllegalAction` naming the broken rule."""
    rules = state.rules
    if state.outcome is not None and not isinstance(action, Infraction):
        raise IllegalAction(rules.rule_for("turn-order"), "the hand is over")
    if isinstance(action, Play):
        special = _special_play(state, action)
        if isinstance(special, HandState):
            return special
        played = _play(_opened(state, special), special)
        return played if played.outcome is None else _settle(played)
    if isinstance(action, Pass):
        return _pass(state, action)
    if isinstance(action, Touch):
        return _touch(state, action)
    if isinstance(action, AskCount):
        return _ask_count(state, action)
    if isinstance(action, AskScore):
        return _ask_score(state, action)
    return _recorded(state, action)


def _opened(state: HandState, action: Play) -> HandState:
    """Check a lead against the hand's opening; a winner's partner may take the lead (DORAL-8)."""
    if state.ends is not None or state.opening is None:
        return state
    rules, seat = state.rules, action.seat
    if state.opening == "double-six":
        top = Tile(rules.max_pip, rules.max_pip)
        if seat is not state.turn or action.tile != top:
            raise IllegalAction(rules.rule_for("lead-double-six"), f"{state.turn} leads this hand, with {top}")
        return state
    team = state.lead_team
    if team is not None and seat not in team.seats:
        raise IllegalAction(rules.rule_for("lead-winning-team"), f"{team} won the last hand and lead this one")
    return replace(state, turn=seat, leader=seat)


def _special_play(state: HandState, action: Play) -> HandState | Play:
    """Plays some rulebooks mend instead of refusing: out of turn (left face up) and a
    misplaced tile (moved to the end it fits, else left face up); otherwise the play itself."""
    rules, seat, tile = state.rules, action.seat, action.tile
    under_way = state.ends is not None or state.opening is None
    if seat is not state.turn and under_way and rules.has("out-of-turn-face-up"):
        _check_holds(state, seat, tile)
        return replace(_face_up(state, action), out_of_turn=state.out_of_turn + (seat,))
    ends = state.ends
    if ends is None or seat is not state.turn or not rules.has("misplay-corrected"):
        return action
    if tile not in state.hands[seat.index] or state.must_play is not None:
        return action
    left, right = ends
    if action.end == "left" and not tile.fits(left) and tile.fits(right):
        return Play(seat, tile, "right")
    if action.end == "right" and not tile.fits(right) and tile.fits(left):
        return Play(seat, tile, "left")
    if not _fits(tile, ends):
        return _face_up(state, action)
    return action


def _face_up(state: HandState, action: Play) -> HandState:
    exposed = list(state.exposed)
    exposed[action.seat.index] = exposed[action.seat.index] | {action.tile}
    return replace(state, exposed=(exposed[0], exposed[1], exposed[2], exposed[3]), history=state.history + (action,))


def _ask_count(state: HandState, action: AskCount) -> HandState:
    """A request for the count: refused out of turn only where a rule says so (DORAL-10.1).

    Elsewhere the rulebook is silent on asking for the count and the request is accepted from
    any seat (the readings of FMDS-16.1, FMDC-13.1 and NDF-3.1)."""
    if action.seat is not state.turn and state.rules.has("ask-count-on-turn"):
        raise IllegalAction(
            state.rules.rule_for("ask-count-on-turn"), f"{action.seat} may ask for the count only on their turn"
        )
    return replace(state, history=state.history + (action,))


def _ask_score(state: HandState, action: AskScore) -> HandState:
    """Asking for the match score: refused out of turn where a rule allows it only to the player
    whose turn it is (FMDS-16.1, FMDC-13.1), while the hand is played; elsewhere accepted from any
    seat. It changes nothing but the history."""
    if state.rules.has("ask-score-on-turn") and state.outcome is None and action.seat is not state.turn:
        raise IllegalAction(
            state.rules.rule_for("ask-score-on-turn"),
            f"only the player whose turn it is ({state.turn}) may ask for the score, not {action.seat}",
        )
    return replace(state, history=state.history + (action,))


def _caught_in_time(state: HandState, made: PassMade) -> bool:
    """Whether nobody has played or passed since the pass ``made`` (asking for the count is not acting)."""
    return not any(isinstance(action, (Play, Pass)) for action in state.history[made.position + 1 :])


def _recorded(state: HandState, action: Infraction) -> HandState:
    """A judge's record, checked against the table first: a record whose facts did not happen is
    refused under the penalty's rule; then the timing options of the rule in play."""
    terms = state.rules.penalty(action.kind)
    _check_player_act(state, action, terms)
    if terms.has("found-after-hand") and (state.outcome is None or state.outcome.end not in ("domino", "lock")):
        raise IllegalAction(
            terms.rule_id,
            "this record is for an infraction found once the hand is over, and the hand is still in play:"
            " found in time, it is sanctioned under its own rule",
        )
    if action.kind in (BAD_PASS, PASS_WITH_PLAYABLE):
        return _bad_pass(state, action, terms, _pass_recorded(state, action, terms))
    if action.kind == DELIBERATE_PASS:
        _pass_recorded(state, action, terms)
    elif action.kind in (MISFIT, MISPLAY):
        _check_misfit(state, action, terms)
    elif action.kind == MISPLAY_WITHDRAWN:
        _check_withdrawn(state, action, terms)
    elif action.kind == WRONG_END:
        _check_wrong_end(state, action, terms)
    elif action.kind in (FLIPPED_TILE, LAST_TILE_FLIPPED):
        _check_flipped(state, action, terms)
    elif action.kind == GENERAL_PASS:
        _check_general_pass(state, action, terms)
    elif action.kind == EXPOSED_TILE:
        _check_exposed(state, action, terms)
    elif action.kind == RESHUFFLE_REQUEST:
        _check_reshuffle_request(state, action, terms)
    elif action.kind == CODING:
        _check_no_coding_in_force(state, action, terms)
    elif action.kind == OUT_OF_TURN:
        _check_out_of_turn(state, action, terms)
    elif action.kind in (EXPOSED_AT_DEAL, EXTRA_TILES_SEEN):
        _check_at_deal(state, action, terms)
    elif action.kind == FALSE_LOCK:
        _check_false_lock(state, action, terms)
    elif action.kind == TURNED_TILE:
        _check_turned(state, action, terms)
    if terms.has("hand-over-extra-tiles"):
        state = _hand_over(state, action, terms)
    return _infraction(state, action)


def _pass_recorded(state: HandState, action: Infraction, terms: PenaltyTerms) -> PassMade:
    """The pass a bad-pass record is about: the one at ``ref``, else the offender's latest; it must be
    the offender's, made while holding a tile that fitted."""
    seat = action.seat
    if action.ref is None:
        mine = [made for made in state.passes if made.seat is seat]
        if not mine:
            raise IllegalAction(terms.rule_id, f"{seat} has not passed in this hand")
        made = mine[-1]
    else:
        found = [made for made in state.passes if made.position == action.ref]
        if not found:
            raise IllegalAction(terms.rule_id, "the action the record refers to is not a pass of this hand")
        (made,) = found  # positions in the history are unique
        if made.seat is not seat:
            raise IllegalAction(terms.rule_id, f"the pass the record refers to is {made.seat}'s, not {seat}'s")
    if not made.fitting:
        raise IllegalAction(terms.rule_id, f"{seat} held no tile that fitted when passing")
    return made


def _bad_pass(state: HandState, action: Infraction, terms: PenaltyTerms, made: PassMade) -> HandState:
    """A recorded pass with a playable tile, with the timing options of the rule in play.

    Caught before anyone played or passed since: the turn goes back to the passer where a rule
    says so (DORAL-11.2, with no penalty; FMDC-10.2, with the fine, and the next player has no
    option yet). Caught later: FMDC-10.2 gives the next player the option, which the record must
    carry. FMDS-10.2's exceptions are judged by the tiles held when the pass was made, and the
    passer, excused, is back on turn to play the tile."""
    rules, seat = state.rules, action.seat
    in_time = _caught_in_time(state, made)
    back_on_turn = replace(state, turn=seat) if state.outcome is None else state
    if rules.has("bad-pass-caught-in-time") and in_time:
        return replace(back_on_turn, history=state.history + (action,))
    if "next-player-option" in terms.consequences:
        if in_time and action.choice is not None:
            raise IllegalAction(terms.rule_id, "the next player has not played or passed since the pass: no option yet")
        if not in_time and action.choice is None:
            raise IllegalAction(
                terms.rule_id, "caught after the next player acted, the record needs that player's option"
            )
        recorded = _infraction(state, action)
        if in_time and recorded.outcome is None:
            return replace(recorded, turn=seat)
        return recorded
    last_tile = terms.has("pass-last-tile-exempt") and made.held == 1
    if last_tile or (terms.has("petition-waives") and action.petition):
        return replace(back_on_turn, history=state.history + (action,))
    return _infraction(state, action)


def _check_misfit(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A misfit needs a tile of the offender's that matches neither open end (the one named, if any).
    With nothing on the table every tile fits (:func:`_fits`): any lead would have done, so no record
    of a misfit stands."""
    seat, held, ends = action.seat, state.hand(action.seat), state.ends
    if action.tile is not None:
        if action.tile not in held:
            raise IllegalAction(terms.rule_id, f"{seat} does not hold {action.tile}")
        if _fits(action.tile, ends):
            raise IllegalAction(
                terms.rule_id,
                "nothing is on the table yet: any lead fits"
                if ends is None
                else f"{action.tile} fits an open end {ends}: it is no misfit",
            )
    elif all(_fits(tile, ends) for tile in held):
        raise IllegalAction(
            terms.rule_id,
            "nothing is on the table yet: any lead fits"
            if ends is None
            else f"every tile {seat} holds fits an open end {ends}: no misfit",
        )


def _check_withdrawn(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A withdrawn misplay needs the tile taken back: named, and back in the offender's hand."""
    seat, tile = action.seat, action.tile
    if tile is None or tile not in state.hand(seat):
        raise IllegalAction(
            terms.rule_id, "the record names no tile taken back" if tile is None else f"{seat} does not hold {tile}"
        )


def _check_wrong_end(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A wrong end put right in time needs a tile on the table and nobody after the offender to have acted:
    the offender is still on turn (the tile taken back to be played again) or the next player is (the tile
    moved to the end it fits, which counts as the offender's play)."""
    seat = action.seat
    if state.ends is None:
        raise IllegalAction(terms.rule_id, "nothing is on the table yet: no tile went on a wrong end")
    if state.outcome is not None or state.turn not in (seat, next_seat(seat, state.rules.clockwise)):
        raise IllegalAction(
            terms.rule_id,
            f"{seat} is neither on turn nor the player who played last: the next player has already acted",
        )


def _check_flipped(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A flipped tile needs the tile, in the offender's hand (a last tile flipped: the player's only tile)."""
    if action.tile is None:
        if action.kind == FLIPPED_TILE:
            raise IllegalAction(terms.rule_id, "the record names no tile turned face up")
        return
    if action.tile not in state.hand(action.seat):
        raise IllegalAction(terms.rule_id, f"{action.seat} does not hold {action.tile}")


def _check_general_pass(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A general-pass fine needs a general pass set up by the offender whose next tile went down
    unannounced (the reading of NDF-8.1: the notice is due before that tile), once per general pass.
    A tile goes down unannounced only after its player's own general pass, so a player who set up
    none has none late."""
    seat = action.seat
    late = sum(1 for maker in state.unannounced if maker is seat)
    fined = sum(
        1 for done in state.history if isinstance(done, Infraction) and done.kind == GENERAL_PASS and done.seat is seat
    )
    if late <= fined:
        raise IllegalAction(
            terms.rule_id,
            f"{seat} has set up no general pass in this hand"
            if seat not in state.general_passes
            else f"{seat} has not played the next tile yet and may still announce the general pass"
            if state.general_pass_by is seat
            else f"{seat} announced the general pass before the next tile, or was already fined",
        )


def _check_exposed(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """An exposed tile needs the tile, in the offender's hand."""
    if action.tile is None or action.tile not in state.hand(action.seat):
        raise IllegalAction(
            terms.rule_id,
            "the record names no tile left face up"
            if action.tile is None
            else f"{action.seat} does not hold {action.tile}",
        )


def _check_reshuffle_request(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A reshuffle is asked for before the draw, by the partnership that did not shuffle (DORAL-5.4):
    refused once a tile has been played or a pass made, from the shuffling side, or when the
    shuffler is not known."""
    if state.ends is not None or any(isinstance(done, (Play, Pass)) for done in state.history):
        raise IllegalAction(terms.rule_id, "the tiles have been drawn and play has begun: too late for a reshuffle")
    if state.shuffler is None:
        raise IllegalAction(
            terms.rule_id, "only the partnership that did not shuffle may ask: who shuffled is not known"
        )
    if action.seat.team is state.shuffler.team:
        raise IllegalAction(
            terms.rule_id, f"{state.shuffler} shuffled: only the other partnership may ask for a reshuffle"
        )


def _check_out_of_turn(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A fine for playing out of turn needs a tile the offender put down out of turn, once per tile."""
    seat = action.seat
    done = sum(1 for player in state.out_of_turn if player is seat)
    fined = sum(
        1 for past in state.history if isinstance(past, Infraction) and past.kind == OUT_OF_TURN and past.seat is seat
    )
    if done <= fined:
        raise IllegalAction(
            terms.rule_id, f"{seat} has put down no tile out of turn in this hand that is not yet fined"
        )


def _play_begun(state: HandState) -> bool:
    """Whether the draw is over: a line is on the table, or a tile has been played or a pass made."""
    return state.ends is not None or any(isinstance(done, (Play, Pass)) for done in state.history)


def _check_at_deal(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A tile shown, or tiles too many taken and seen, at the deal (FMDS-13.1, FMDS-13.2) is recorded while the
    tiles are shuffled and drawn: before the lead, in a hand still to be played. Tiles too many need the
    offender to hold more than a hand (the reading of FMDS-13.2: the extra tiles are still in that hand)."""
    if state.outcome is not None:
        raise IllegalAction(terms.rule_id, "the hand is over: there is no shuffle or draw under way to repeat")
    if _play_begun(state):
        raise IllegalAction(
            terms.rule_id, "play has begun: the shuffle and the draw are over, and the record is of the deal"
        )
    held, size = len(state.hand(action.seat)), state.rules.hand_size
    if action.kind == EXTRA_TILES_SEEN and held <= size:
        raise IllegalAction(terms.rule_id, f"{action.seat} holds {held} tiles: none more than {size}")


def _check_false_lock(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A false lock needs a hand under way that is not locked: a line on the table and some player, the
    offender included, holding a tile that fits it (the reading of FMDS-19.1). Tiles turned over when nobody
    can play are turned over on a true lock."""
    if state.outcome is not None:
        raise IllegalAction(
            terms.rule_id,
            "the hand ended locked: the lock was true"
            if state.outcome.end == "lock"
            else "the hand is over: no lock is left to believe in",
        )
    if state.ends is None:
        raise IllegalAction(terms.rule_id, "nothing is on the table yet: there is no line to believe locked")
    if not any(can_play(state, seat) for seat in SEATS):
        raise IllegalAction(
            terms.rule_id, f"no player holds a tile that fits the open ends {state.ends}: the hand is locked"
        )


def _check_turned(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A tile turned round needs a tile of the offender's that fitted both open ends when it went down in this
    hand (the named one, if the record names a tile: the reading of FMDC-17.1)."""
    seat, tile = action.seat, action.tile
    mine = [played for player, played in state.fitted_both if player is seat]
    if tile is not None and tile not in mine:
        raise IllegalAction(terms.rule_id, f"{seat} has played no {tile} that fitted both open ends in this hand")
    if not mine:
        raise IllegalAction(terms.rule_id, f"{seat} has played no tile that fitted both open ends in this hand")


def _check_player_act(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """A record of a spectator's act (talk to a player, DORAL-19.1) is no player's infraction: the judge deals
    with the spectator, and nothing is charged to the seat it concerns."""
    if action.spectator:
        raise IllegalAction(
            terms.rule_id,
            f"the {action.kind} was a spectator's, not {action.seat}'s: the judge deals with the spectator, and "
            "no player's score is touched",
        )


def _check_no_coding_in_force(state: HandState, action: Infraction, terms: PenaltyTerms) -> None:
    """Talk is an infraction only while the no-coding rule is in force: a judge's record earlier in
    the hand put it there (DORAL-19.2)."""
    if not any(isinstance(done, Infraction) and done.kind == NO_CODING for done in state.history):
        raise IllegalAction(terms.rule_id, "the no-coding rule has not been put in force at this table")


def _check_turn(state: HandState, seat: Seat, what: str) -> None:
    if seat is not state.turn:
        raise IllegalAction(state.rules.rule_for("turn-order"), f"{seat} may not {what}: it is {state.turn}'s turn")


def _check_holds(state: HandState, seat: Seat, tile: Tile) -> None:
    if tile not in state.hands[seat.index]:
        raise IllegalAction(state.rules.rule_for("holds-tile"), f"{seat} does not hold {tile}")


def _check_dealt(state: HandState) -> None:
    """No play or pass while a player still holds tiles too many (FMDS-13.3: they are handed over first)."""
    size = state.rules.hand_size
    over = [seat for seat in SEATS if len(state.hands[seat.index]) > size]
    if over:
        raise IllegalAction(
            state.rules.rule_for("hand-over-extra-tiles"),
            f"{over[0]} holds {len(state.hands[over[0].index])} tiles, more than {size}: the extra tiles are"
            " handed over before play begins",
        )


def _hand_over(state: HandState, action: Infraction, terms: PenaltyTerms) -> HandState:
    """Extra tiles taken and not looked at (FMDS-13.3, FMDC-8.3): the record names one tile of the
    offender's, which goes to the one player short of tiles; a record per tile. Once play has begun
    no hand holds too many (a line set up on the table allows no extra tiles, and no play or pass is
    accepted while a hand has them: :func:`_check_dealt`), so a late record finds none to hand over."""
    seat, size = action.seat, state.rules.hand_size
    held = len(state.hands[seat.index])
    if held <= size:
        raise IllegalAction(
            terms.rule_id,
            "play has begun: extra tiles are handed over before the lead"
            if state.ends is not None or any(isinstance(done, (Play, Pass)) for done in state.history)
            else f"{seat} holds {held} tiles: none too many",
        )
    if action.tile is None or action.tile not in state.hand(seat):
        raise IllegalAction(
            terms.rule_id,
            "the record names no tile handed over" if action.tile is None else f"{seat} does not hold {action.tile}",
        )
    short = [other for other in SEATS if len(state.hands[other.index]) < size]
    if len(short) != 1:
        raise IllegalAction(
            terms.rule_id, f"{len(short)} players are short of tiles; the tile goes to the one player missing pieces"
        )
    (receiver,) = short
    hands = list(state.hands)
    hands[seat.index] = hands[seat.index] - {action.tile}
    hands[receiver.index] = hands[receiver.index] | {action.tile}
    return replace(state, hands=(hands[0], hands[1], hands[2], hands[3]))


def _play(state: HandState, action: Play) -> HandState:
    rules = state.rules
    seat, tile = action.seat, action.tile
    _check_turn(state, seat, "play")
    if rules.has("hand-over-extra-tiles"):
        _check_dealt(state)
    _check_holds(state, seat, tile)
    if state.must_play is not None and tile != state.must_play:
        raise IllegalAction(rules.rule_for("touched-tile"), f"{seat} touched {state.must_play} and must play it")
    ends = state.ends
    waiting = [t for t in state.exposed[seat.index] if _fits(t, ends)]
    if waiting and tile not in waiting and not _lock_exempt(state, action):
        raise IllegalAction(
            rules.rule_for("exposed-first"), f"{seat} must first play the exposed tile {max(waiting)}, which fits"
        )
    first = state.first_tile
    fitted_both = state.fitted_both
    if ends is None:
        new_ends = (tile.high, tile.low)
        first = (
            first_tile_of(tile) if rules.has("first-double-across" if tile.is_double else "first-tile-lie") else None
        )
    else:
        left, right = ends
        if tile.fits(left) and tile.fits(right):
            fitted_both += ((seat, tile),)
        if action.end == "left" or (action.end is None and tile.fits(left)):
            if not tile.fits(left):
                raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} does not match the left end ({left})")
            new_ends = (tile.other_end(left), right)
        elif tile.fits(right):
            new_ends = (left, tile.other_end(right))
        elif action.end == "right":
            raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} does not match the right end ({right})")
        else:
            raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} matches neither open end ({left}, {right})")
    unannounced = state.unannounced
    if state.general_pass_by is seat and not action.announced:
        unannounced += (seat,)
    hands = list(state.hands)
    hands[seat.index] = hands[seat.index] - {tile}
    exposed = list(state.exposed)
    was_exposed = tile in exposed[seat.index]
    exposed[seat.index] = exposed[seat.index] - {tile}
    played = replace(
        state,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        exposed=(exposed[0], exposed[1], exposed[2], exposed[3]),
        ends=new_ends,
        first_tile=first,
        must_play=None,
        history=state.history + (action,),
        unannounced=unannounced,
        fitted_both=fitted_both,
    )
    if not hands[seat.index]:
        return replace(played, outcome=_domino(played, seat, was_exposed), general_pass_by=None)
    if not any(can_play(played, other) for other in SEATS):
        return replace(played, outcome=_lock(played), general_pass_by=None)
    others_blocked = not any(can_play(played, other) for other in SEATS if other is not seat)
    return replace(
        played,
        turn=next_seat(seat, rules.clockwise),
        general_pass_by=seat if others_blocked else None,
        general_passes=state.general_passes + (seat,) if others_blocked else state.general_passes,
    )


def _lock_exempt(state: HandState, action: Play) -> bool:
    """Whether a rule lets ``action`` go before a waiting exposed tile because it locks the hand
    (FMDS-14.1: the flipped tile must be played first unless another play locks the game).

    Only a tile recorded as flipped under the rule that grants the exception has it: a tile face
    up because it was touched (FMDS-15.2) or taken back (FMDS-17.4) is played first, lock or not."""
    if not state.rules.has("exposed-lock-exempt") or state.ends is None:
        return False
    waiting = [t for t in state.exposed[action.seat.index] if _fits(t, state.ends)]
    if not all(_flipped(state, action.seat, t) for t in waiting):
        return False
    tile, (left, right) = action.tile, state.ends
    if action.end == "left" or (action.end is None and tile.fits(left)):
        if not tile.fits(left):
            return False
        after = (tile.other_end(left), right)
    elif tile.fits(right):
        after = (left, tile.other_end(right))
    else:
        return False
    return not any(
        _fits(t, after) for seat in SEATS for t in state.hands[seat.index] if (seat, t) != (action.seat, tile)
    )


def _flipped(state: HandState, seat: Seat, tile: Tile) -> bool:
    """Whether ``tile`` lies face up by a recorded infraction whose rule grants the lock exception."""
    return any(
        isinstance(done, Infraction)
        and done.seat is seat
        and done.tile == tile
        and state.rules.penalty(done.kind).has("exposed-lock-exempt")
        for done in state.history
    )


def _pass(state: HandState, action: Pass) -> HandState:
    _check_turn(state, action.seat, "pass")
    if state.rules.has("hand-over-extra-tiles"):
        _check_dealt(state)
    if state.ends is None or state.must_play is not None or (can_play(state, action.seat) and not action.unnoticed):
        raise IllegalAction(
            state.rules.rule_for("pass-only-when-blocked"),
            f"{action.seat} holds a tile that fits "
            f"({', '.join(sorted((str(t) for t in state.hand(action.seat) if _fits(t, state.ends)), reverse=True))})"
            " and may not pass",
        )
    held = state.hand(action.seat)
    made = PassMade(len(state.history), action.seat, frozenset(t for t in held if _fits(t, state.ends)), len(held))
    return replace(
        state,
        turn=next_seat(action.seat, state.rules.clockwise),
        history=state.history + (action,),
        passes=state.passes + (made,),
    )


def _touch(state: HandState, action: Touch) -> HandState:
    _check_holds(state, action.seat, action.tile)
    if not state.rules.has("touched-tile"):
        return state  # no rule binds a touched tile (the reading of DORAL-13.2): a touch changes nothing
    if action.seat is state.turn and state.must_play is None and _fits(action.tile, state.ends):
        return replace(state, must_play=action.tile, history=state.history + (action,))
    if action.tile == state.must_play or action.tile in state.exposed[action.seat.index]:
        return state  # touching again a tile already bound binds nothing new (the reading of NDF-5.1)
    exposed = list(state.exposed)
    exposed[action.seat.index] = exposed[action.seat.index] | {action.tile}
    touched = replace(state, exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))
    return _infraction(touched, Infraction(action.seat, EXPOSED_TILE, tile=action.tile))


def _all_pips(state: HandState) -> int:
    return sum(tile.pips for hand in state.hands for tile in hand)


def _hand_value(state: HandState, team: Team) -> int:
    if state.rules.scoring == "all-pips":
        return _all_pips(state)
    return sum(state.count(seat) for seat in team.other.seats)


def _counts(state: HandState) -> tuple[int, int, int, int]:
    return (state.count(SEATS[0]), state.count(SEATS[1]), state.count(SEATS[2]), state.count(SEATS[3]))


def _domino(state: HandState, seat: Seat, with_exposed: bool) -> Outcome:
    rules = state.rules
    if with_exposed and rules.has("exposed-win-scores-nothing"):
        return Outcome("domino", seat, seat.team, 0, _counts(state), rules.rule_for("exposed-win-scores-nothing"))
    return Outcome(
        "domino", seat, seat.team, _hand_value(state, seat.team), _counts(state), rules.rule_for("score-all-pips")
    )


def _lock(state: HandState) -> Outcome:
    rules = state.rules
    counts = _counts(state)
    lock_rule = rules.rule_for("lock-lowest-team" if rules.lock_rule == "lowest-team" else "lock-lowest-player")
    if rules.lock_rule == "lowest-team":
        totals = {team: sum(counts[s.index] for s in team.seats) for team in Team}
        if totals[Team.NS] == totals[Team.EW]:
            return _tied_lock(rules, counts)
        team = min(totals, key=lambda t: totals[t])
        return Outcome("lock", None, team, _hand_value(state, team), counts, lock_rule)
    low = min(counts)
    lowest = [seat for seat in SEATS if counts[seat.index] == low]
    teams = {seat.team for seat in lowest}
    if len(teams) > 1:
        return _tied_lock(rules, counts)
    (team,) = teams
    winner = lowest[0] if len(lowest) == 1 else None
    return Outcome("lock", winner, team, _hand_value(state, team), counts, lock_rule)


def _tied_lock(rules: BlockRules, counts: tuple[int, int, int, int]) -> Outcome:
    """A lock no partnership wins: void (the rotation goes on) or dealt again (DORAL-12.2)."""
    if rules.lock_tie == "replay":
        return Outcome("restart", None, None, 0, counts, rules.rule_for("lock-tie-replay"))
    return Outcome("void", None, None, 0, counts, rules.rule_for("lock-tie-void"))


_POINTS_ONLY: frozenset[str] = frozenset(
    {"fine", "judge-decides", "none", "next-player-option", "must-play-first", "expose-hand"}
)
"""Consequences that are reported as score changes (or nothing), not as sanctions."""


def _excused(state: HandState, action: Infraction, terms: PenaltyTerms) -> bool:
    """Whether an exception of the penalty's rule lifts it (apology, no agreement where it is needed,
    agreement where only a disagreement is penalised, the others choosing to play on: FMDC-17.1's new
    shuffle is theirs to ask for); the exceptions of a pass with a playable tile (last tile, petition)
    are judged with the pass (:func:`_bad_pass`)."""
    window = terms.numbers.get("apology_seconds", 0)
    if terms.has("apology-excuses") and action.apology_seconds is not None and action.apology_seconds <= window:
        return True
    if terms.has("disagreement-required") and not action.disputed:
        return True  # the players agreed (DORAL-17.2: an agreed layout is put back, no penalty)
    if terms.has("petition-waives") and action.petition:
        return True
    return terms.has("agreement-required") and action.disputed


def lateness_terms(terms: PenaltyTerms, minutes: int) -> tuple[int, tuple[Consequence, ...]]:
    """The fine and consequences for arriving ``minutes`` late: each whole period costs the fine,
    and beyond the tolerance the match is forfeited instead."""
    if minutes > terms.numbers["lateness_tolerance"]:
        return 0, ("forfeit-match",)
    return terms.fine * (minutes // terms.numbers["lateness_period"]), ("fine",)


def _restart_leader(state: HandState, seat: Seat, terms: PenaltyTerms) -> Seat:
    if terms.has("restart-next-player"):
        return next_seat(seat, state.rules.clockwise)
    if terms.has("restart-player-in-turn"):
        return state.turn
    return state.leader


def _last_tile(state: HandState, action: Infraction, terms: PenaltyTerms) -> HandState:
    """A last tile flipped (FMDS-14.2): only a player holding one tile; remember whose turn it was."""
    held = state.hands[action.seat.index]
    if len(held) != 1:
        raise IllegalAction(
            terms.rule_id, f"{action.seat} holds {len(held)} tiles; only a player's last tile is a last tile flipped"
        )
    return replace(state, last_flipped=(action.seat, state.turn))


def _course_changed(state: HandState, action: Infraction, terms: PenaltyTerms) -> HandState | None:
    """A judge's finding that a flipped last tile changed the hand (FMDS-14.3, FMDC-11.3).

    Only after a last tile was flipped in this hand; it may come after the hand ended, when it
    replaces a win or lock; the turn goes back to whose it was when the tile flipped. None: the
    hand stands (FMDC-11.3: the affected player's partner went out)."""
    if state.last_flipped is None:
        raise IllegalAction(terms.rule_id, "no player's last tile was flipped in this hand")
    owner, turn_then = state.last_flipped
    outcome = state.outcome
    if outcome is not None and outcome.end not in ("domino", "lock"):
        return None
    if (
        outcome is not None
        and terms.has("course-changed-partner-stands")
        and outcome.end == "domino"
        and outcome.winner is owner.partner
    ):
        return None
    return replace(state, outcome=None, turn=turn_then)


def _infraction(state: HandState, action: Infraction) -> HandState:
    terms = state.rules.penalty(action.kind)
    if terms.has("last-tile-only"):
        state = _last_tile(state, action, terms)
    if terms.has("course-changed-after-last-tile"):
        found = _course_changed(state, action, terms)
        if found is None:
            return replace(state, history=state.history + (action,))
        state = found
    logged = replace(state, history=state.history + (action,))
    if _excused(state, action, terms):
        return logged
    seat, team = action.seat, action.seat.team
    charged: ChargedTo = "player" if terms.target in ("offender", "partner") else "team"
    payer = seat.partner if terms.target == "partner" else seat
    fine, consequences = terms.fine, terms.consequences
    if terms.has("lateness-fine"):
        if action.minutes is None:
            raise IllegalAction(terms.rule_id, "a lateness record says how many minutes late the player arrived")
        fine, consequences = lateness_terms(terms, action.minutes)
    records = list(state.penalties)
    if "fine" in consequences and fine:
        records.append(PenaltyRecord(terms.rule_id, action.kind, payer, payer.team, -fine, charged))
    if "judge-decides" in consequences and action.points:
        records.append(PenaltyRecord(terms.rule_id, action.kind, seat, team, action.points, charged))
    restart = "reshuffle" in consequences or "restart" in consequences
    restart = restart or ("next-player-option" in consequences and action.choice == "restart")
    restart = restart or (terms.has("players-choose-restart") and action.choice == "restart")
    sanctions = list(state.sanctions)
    sanctions.extend(
        Sanction(terms.rule_id, action.kind, payer, payer.team, c, charged)
        for c in consequences
        if c not in _POINTS_ONLY
    )
    if restart and "restart" not in consequences and "reshuffle" not in consequences:
        sanctions.append(Sanction(terms.rule_id, action.kind, payer, payer.team, "restart", charged))
    exposed = list(state.exposed)
    shown = action.tile
    if shown is None and terms.has("last-tile-only"):
        (shown,) = state.hands[seat.index]  # a last tile flipped need not be named: it is the one tile held
    if shown is not None and "must-play-first" in consequences:
        _check_holds(state, seat, shown)
        exposed[seat.index] = exposed[seat.index] | {shown}
    if "expose-hand" in consequences:
        exposed[seat.index] = state.hands[seat.index]
    outcome = state.outcome
    counts = _counts(state)
    if outcome is None and "void-hand" in consequences:
        outcome = Outcome("void", None, None, 0, counts, terms.rule_id)
    if outcome is None and "forfeit-hand" in consequences:
        outcome = Outcome("forfeit", None, team.other, _hand_value(state, team.other), counts, terms.rule_id)
    if outcome is None and _ENDS_PLAY & set(consequences):
        # the match or game is lost, or the offender takes no further part: the hand is not played on
        outcome = Outcome("forfeit", None, team.other, 0, counts, terms.rule_id)
    if outcome is None and restart:
        outcome = Outcome("restart", None, None, 0, counts, terms.rule_id, _restart_leader(state, seat, terms))
    elif outcome is not None and outcome.end in ("domino", "lock") and "restart" in consequences:
        # found once the hand was over (FMDS-17.2): the result is undone and the hand dealt again
        outcome = Outcome("restart", None, None, 0, counts, terms.rule_id, _restart_leader(state, seat, terms))
    award = state.award
    if "next-player-option" in consequences and action.choice == "continue":
        award = (team.other, terms.rule_id)
    return replace(
        logged,
        penalties=tuple(records),
        sanctions=tuple(sanctions),
        exposed=(exposed[0], exposed[1], exposed[2], exposed[3]),
        outcome=outcome,
        award=award,
    )


_ENDS_PLAY: Final = frozenset({"forfeit-match", "forfeit-game", "expulsion", "suspension"})
"""Consequences after which a hand is not played on: the offender's side loses the match or the game, or
the offender takes no further part (the match ends the same way, :func:`reference_impl.block.match`)."""


def _settle(state: HandState) -> HandState:
    """A finished hand's result after the sanctions in force: a player barred from winning
    (cannot-win) scores nothing for going out or for a lock won by the partnership, and a
    hand awarded to a partnership (the next player's option) goes to it whoever won."""
    outcome = state.outcome
    if outcome is None or outcome.end not in ("domino", "lock"):
        return state
    if state.award is not None:
        team, rule_id = state.award
        return replace(state, outcome=replace(outcome, team=team, points=_hand_value(state, team), rule_id=rule_id))
    barred = [s for s in state.sanctions if s.consequence == "cannot-win"]
    for sanction in barred:
        if (outcome.end == "domino" and outcome.winner is sanction.seat) or (
            outcome.end == "lock" and outcome.team is sanction.team
        ):
            return replace(state, outcome=Outcome(outcome.end, None, None, 0, outcome.counts, sanction.rule_id))
    return state


def next_leader(rules: BlockRules, leader: Seat, outcome: Outcome | None) -> Seat:
    """Who leads the hand after one led by ``leader`` (NDF-2.3: rotation)."""
    if outcome is not None and outcome.next_leader is not None:
        return outcome.next_leader
    if rules.lead_rotation == "winner" and outcome is not None and outcome.winner is not None:
        return outcome.winner
    return next_seat(leader, rules.lead_rotation == "clockwise")


def next_opening(state: HandState) -> tuple[Opening | None, Team | None]:
    """How the next hand's lead is fixed in rulebooks that tie it to the winners or the double six
    (DORAL-8): ``("winners", team)`` after a hand a partnership won, ``("double-six", None)`` after a
    tied block replayed, the same opening again after a deal restarted; ``(None, None)`` elsewhere."""
    rules, outcome = state.rules, state.outcome
    if outcome is None or rules.lead_rotation != "winning-team":
        return None, None
    if outcome.end == "restart" and rules.lock_tie == "replay" and outcome.rule_id == rules.rule_for("lock-tie-replay"):
        return "double-six", None
    if outcome.end == "restart":
        if state.opening is not None:
            return state.opening, state.lead_team
        return "winners", state.leader.team
    if outcome.team is not None:
        return "winners", outcome.team
    return "double-six", None


_BLOCK_ENDS: Final[dict[str, End]] = {"left": "left", "right": "right"}


def play_onto(rules: BlockRules, seat: Seat, tile: Tile, end: str | None) -> Play:
    """A play onto ``end`` as a request names it (None: the lead, or the one end the tile fits). A block
    line has a left and a right end only: another end (an all-fives spinner's ``up`` or ``down``) is
    refused under the rule that a tile goes on an open end.

    >>> from reference_impl.block.rules import rules_for
    >>> play_onto(rules_for("ndf-double-nine"), Seat.NORTH, Tile(6, 4), "up")
    Traceback (most recent call last):
    ...
    reference_impl.errors.IllegalAction: NDF-7.1: a block game has no up end (only left and right)
    """
    if end is None:
        return Play(seat, tile, None)
    found = _BLOCK_ENDS.get(end)
    if found is None:
        raise IllegalAction(rules.rule_for("must-match-end"), f"a block game has no {end} end (only left and right)")
    return Play(seat, tile, found)
