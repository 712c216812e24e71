"""The messages of the wire protocol, as typed data that is JSON one to one.

Every request an adapter receives and every reply it gives is one of these
``TypedDict`` shapes; ``conformance/schemas`` holds a JSON Schema for each,
published on the site so other languages can generate their types.

Seats are ``"N"``, ``"E"``, ``"S"``, ``"W"``; partnerships ``"NS"`` and
``"EW"``; tiles are written ``"6-4"`` (the grammar of :mod:`rulespec.grammar`).
"""

from typing import Final, Literal, NotRequired, TypedDict, Union

from rulespec.grammar import SeatCode as SeatCode
from rulespec.grammar import TeamCode as TeamCode

PROTOCOL_VERSION: Final = "1.0"
"""Major.minor. A runner refuses an implementation whose major version differs."""

EndName = Literal["left", "right"]
Capability = Literal["lead", "hand", "infractions", "match", "pairing", "standings", "knockout"]
CAPABILITIES: Final[tuple[Capability, ...]] = (
    "lead",
    "hand",
    "infractions",
    "match",
    "pairing",
    "standings",
    "knockout",
)


class ImplementationInfo(TypedDict):
    name: str
    version: str
    language: str
    homepage: NotRequired[str]


class StartRequest(TypedDict):
    op: Literal["start"]
    protocol: str
    suite: str


class StartReply(TypedDict):
    protocol: str
    implementation: ImplementationInfo
    rulebooks: list[str]
    capabilities: list[Capability]
    claims: NotRequired[dict[str, list[Capability]]]
    """The claim as (rulebook, capability) pairs: per rulebook, the capabilities claimed for it.

    Without it, every capability is claimed for every rulebook. With it, each key is one of
    ``rulebooks`` and each capability one of ``capabilities``, and a rulebook it leaves out
    claims nothing."""


def claims(claim: StartReply, rulebook: str, capability: str) -> bool:
    """Whether ``claim`` covers the pair (``rulebook``, ``capability``).

    >>> reply: StartReply = {"protocol": "1.0", "implementation": {"name": "x", "version": "1", "language": "c"},
    ...     "rulebooks": ["a", "b"], "capabilities": ["hand", "knockout"], "claims": {"a": ["hand"], "b": ["hand", "knockout"]}}
    >>> claims(reply, "a", "hand"), claims(reply, "a", "knockout"), claims(reply, "b", "knockout")
    (True, False, True)
    """
    if rulebook not in claim["rulebooks"] or capability not in claim["capabilities"]:
        return False
    pairs = claim.get("claims")
    return pairs is None or capability in pairs.get(rulebook, [])


def claim_problems(claim: StartReply) -> list[str]:
    """What makes a claim inconsistent: a ``claims`` entry naming a rulebook or capability claimed nowhere else."""
    problems: list[str] = []
    for rulebook, capabilities in claim.get("claims", {}).items():
        if rulebook not in claim["rulebooks"]:
            problems.append(f"claims names rulebook {rulebook!r}, which is not in rulebooks")
        problems += [
            f"claims gives {rulebook!r} capability {capability!r}, which is not in capabilities"
            for capability in capabilities
            if capability not in claim["capabilities"]
        ]
    return problems


class LeadRequest(TypedDict):
    op: Literal["lead"]
    rulebook: str
    draws: dict[SeatCode, str]
    shuffler: NotRequired[SeatCode]
    """Who shuffled; with ``pile``, the players pick in turn from the next player round to the shuffler."""
    pile: NotRequired[list[str]]
    """The tiles in the order they are picked (with ``shuffler``, instead of ``draws``)."""


class LeadReply(TypedDict):
    leader: SeatCode
    draws: NotRequired[dict[SeatCode, str]]
    """The tile each player drew (answered when the request gave a ``pile``)."""


Opening = Literal["double-six", "winners"]
"""How a hand's lead is fixed: the holder of the double six leads it, or either player of the
partnership that won the last hand leads any tile (DORAL-8)."""


class HandSetup(TypedDict):
    hands: dict[SeatCode, list[str]]
    leader: NotRequired[SeatCode]
    """Who leads (or led) the hand; may be left out when ``opening`` says who leads."""
    turn: NotRequired[SeatCode]
    ends: NotRequired[list[int]]
    exposed: NotRequired[dict[SeatCode, list[str]]]
    opening: NotRequired[Opening]
    """``double-six``: the holder of the double six must lead it; ``winners``: either player of
    ``winners`` may lead, with any tile (with ``leader`` naming one of them, or left out)."""
    winners: NotRequired[TeamCode]
    """With the ``winners`` opening: the partnership that won the last hand."""


class PlayAction(TypedDict):
    type: Literal["play"]
    seat: SeatCode
    tile: str
    end: NotRequired[EndName]


class PassAction(TypedDict):
    type: Literal["pass"]
    seat: SeatCode
    unnoticed: NotRequired[bool]
    """The table let the pass stand even if the player held a tile that fits (a bad pass a judge
    may record later); without it a pass with a playable tile is refused."""


class AskCountAction(TypedDict):
    """The player asks how many tiles each player holds (answered by ``hand_sizes``)."""

    type: Literal["ask-count"]
    seat: SeatCode


class TouchAction(TypedDict):
    type: Literal["touch"]
    seat: SeatCode
    tile: str


NextPlayerChoice = Literal["restart", "continue"]
ChargedTo = Literal["player", "team"]


class InfractionAction(TypedDict):
    type: Literal["infraction"]
    seat: SeatCode
    kind: str
    points: NotRequired[int]
    tile: NotRequired[str]
    """The tile left face up (a flipped, withdrawn or last tile)."""
    minutes: NotRequired[int]
    """How many minutes late the player arrived."""
    apology_seconds: NotRequired[int]
    """How many seconds after the act the player apologised."""
    disputed: NotRequired[bool]
    """The other players did not all agree that the infraction happened."""
    petition: NotRequired[bool]
    """The other players asked to play on."""
    choice: NotRequired[NextPlayerChoice]
    """The next player's option after a bad pass caught late: restart the hand or continue."""


HandAction = Union[PlayAction, PassAction, TouchAction, InfractionAction, AskCountAction]


class HandRequest(TypedDict):
    op: Literal["hand"]
    rulebook: str
    setup: HandSetup
    actions: list[HandAction]


class ActionResult(TypedDict):
    accepted: bool
    rule: NotRequired[str]
    reason: NotRequired[str]


class FirstTileReply(TypedDict):
    tile: str
    orientation: Literal["across", "lengthwise"]
    toward_leader: int | None


class OutcomeReply(TypedDict):
    end: Literal["domino", "lock", "void", "forfeit", "restart"]
    winner: SeatCode | None
    team: TeamCode | None
    points: int
    counts: dict[SeatCode, int]


class PenaltyReply(TypedDict):
    rule: str
    infraction: str
    seat: SeatCode
    team: TeamCode
    points: int
    charged_to: NotRequired[ChargedTo]
    """``player``: the offender's own record; ``team``: the partnership's score (the default)."""


class SanctionReply(TypedDict):
    """A consequence other than points: ``forfeit-match``, ``cannot-win``, ``reshuffle``, ``restart``..."""

    rule: str
    infraction: str
    seat: SeatCode
    team: TeamCode
    consequence: str
    charged_to: ChargedTo


class HandReply(TypedDict):
    results: list[ActionResult]
    turn: SeatCode | None
    ends: list[int] | None
    legal: list[str]
    must_play: str | None
    exposed: dict[SeatCode, list[str]]
    hand_sizes: dict[SeatCode, int]
    general_pass: SeatCode | None
    first_tile: FirstTileReply | None
    outcome: OutcomeReply | None
    penalties: list[PenaltyReply]
    next_leader: SeatCode | None
    sanctions: NotRequired[list[SanctionReply]]
    next_opening: NotRequired[Opening | None]
    """After the hand, in rulebooks that fix the next lead by an opening (then ``next_leader`` is
    null): ``winners`` (see ``next_lead_team``) or ``double-six``."""
    next_lead_team: NotRequired[TeamCode | None]
    """With ``next_opening`` ``winners``: the partnership either of whose players leads next."""


class MatchSetup(TypedDict):
    scores: dict[TeamCode, int]
    leader: SeatCode
    games: NotRequired[dict[TeamCode, int]]
    """Games already won in the set under way (rulebooks with sets of games)."""
    sets: NotRequired[dict[TeamCode, int]]
    """Sets already won in the match."""
    round: NotRequired[int]
    """The tournament round the match is played in (with ``rounds``; rulebooks that keep calling
    time for the last rounds, FMDS-3.2)."""
    rounds: NotRequired[int]
    """Rounds in the tournament (with ``round``)."""


class HandEvent(TypedDict):
    type: Literal["hand"]
    team: TeamCode | None
    points: int
    winner: NotRequired[SeatCode]


class ScoreEvent(TypedDict):
    type: Literal["score"]
    team: TeamCode
    points: int


class TimeEvent(TypedDict):
    type: Literal["time"]
    during_hand: bool
    minutes: NotRequired[int]
    """Playing time when time is called; refused under the time-limit rule if short of the limit."""


class ForfeitEvent(TypedDict):
    type: Literal["forfeit"]
    team: TeamCode


class GameEvent(TypedDict):
    """A whole game is won by ``team`` (rulebooks with games and sets)."""

    type: Literal["game"]
    team: TeamCode


class CutEvent(TypedDict):
    """A judge cuts the match to ``games`` more games after the one under way."""

    type: Literal["cut"]
    games: int


class MatchInfractionEvent(TypedDict):
    """A judge records an infraction against a partnership whose consequence reaches the match
    (an expulsion or disqualification ends it)."""

    type: Literal["infraction"]
    team: TeamCode
    kind: str


MatchEventMessage = Union[HandEvent, ScoreEvent, TimeEvent, ForfeitEvent, GameEvent, CutEvent, MatchInfractionEvent]


class MatchRequest(TypedDict):
    op: Literal["match"]
    rulebook: str
    setup: MatchSetup
    events: list[MatchEventMessage]


class MatchReply(TypedDict):
    results: list[ActionResult]
    scores: dict[TeamCode, int]
    finished: bool
    winner: TeamCode | None
    next_leader: SeatCode
    hands_played: int
    games: NotRequired[dict[TeamCode, int]]
    """Games won in the set under way (rulebooks with sets of games)."""
    sets: NotRequired[dict[TeamCode, int]]
    """Sets won in the match."""
    decided_by: NotRequired[str | None]
    """The rule ID that decided the match, once it is over."""
    shuffler: NotRequired[TeamCode | None]
    """The partnership that shuffles for the next hand, in rulebooks that say (DORAL-5.3)."""


class Entrant(TypedDict):
    """An entrant's standing figures, listed in entry order (the last tie-break)."""

    id: str
    wins: int
    points: int
    differential: NotRequired[int]


PairMode = Literal["pairs", "tables-of-four"]


class PairRequest(TypedDict):
    """Pair the next Swiss round.

    ``history``: pairs of entrants that have been opponents; ``partners``: pairs
    that have partnered (tables of four); ``byes``: one entry per earlier bye.
    ``mode``: ``pairs`` (default) or ``tables-of-four`` (individuals, four to a table).
    """

    op: Literal["pair"]
    rulebook: str
    entrants: list[Entrant]
    history: list[list[str]]
    mode: NotRequired[PairMode]
    partners: NotRequired[list[list[str]]]
    byes: NotRequired[list[str]]


class PairReply(TypedDict):
    """``tables`` in standing order: pairs ``[A, B]``, or ``[North, East, South, West]`` (North-South partner).

    ``bye``: the entrant sitting out (pairs); ``byes``: every entrant sitting out.
    """

    tables: list[list[str]]
    bye: str | None
    byes: NotRequired[list[str]]


class TableResultMessage(TypedDict):
    """A finished table: both sides (one entrant each, or two partners) and the score, or who forfeited."""

    sides: list[list[str]]
    scores: NotRequired[list[int]]
    forfeit: NotRequired[int]


class DeductionMessage(TypedDict):
    """Points a judge took off an entrant's score."""

    entrant: str
    points: int


class StandingsRequest(TypedDict):
    """The standings from the results so far; ``entrants`` in entry order."""

    op: Literal["standings"]
    rulebook: str
    entrants: list[str]
    results: list[TableResultMessage]
    byes: list[str]
    penalties: NotRequired[list[DeductionMessage]]


class StandingRow(TypedDict):
    entrant: str
    wins: int
    points: int
    differential: int


class StandingsReply(TypedDict):
    """``rows`` best first, by the rulebook's tie-breaks."""

    rows: list[StandingRow]


class KnockoutMatch(TypedDict):
    """A knock-out match: the two sides and the games each won in every set played."""

    sides: list[str]
    sets: list[list[int]]


class AdvanceRequest(TypedDict):
    """Who advances from a round of a knock-out bracket, listed in bracket order."""

    op: Literal["advance"]
    rulebook: str
    matches: list[KnockoutMatch]


class AdvanceReply(TypedDict):
    """``winners``: one per match (None while undecided or not valid); ``results``: each match accepted or the rule it breaks;
    ``next``: the next round, winners of matches 1 and 2 together, then 3 and 4..."""

    results: list[ActionResult]
    winners: list[str | None]
    next: list[list[str | None]]


class StopRequest(TypedDict):
    op: Literal["stop"]


Request = Union[
    StartRequest, LeadRequest, HandRequest, MatchRequest, PairRequest, StandingsRequest, AdvanceRequest, StopRequest
]
Reply = Union[StartReply, LeadReply, HandReply, MatchReply, PairReply, StandingsReply, AdvanceReply]

OP_CAPABILITY: Final[dict[str, Capability]] = {
    "lead": "lead",
    "hand": "hand",
    "match": "match",
    "pair": "pairing",
    "standings": "standings",
    "advance": "knockout",
}
