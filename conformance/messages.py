"""The messages of the wire protocol, as typed data that is JSON one to one.

Every request an adapter receives and every reply it gives is one of these
``TypedDict`` shapes; ``conformance/schemas`` holds a JSON Schema for each,
published on the site so other languages can generate their types.

Seats are ``"N"``, ``"E"``, ``"S"``, ``"W"``; partnerships ``"NS"`` and
``"EW"``; tiles are written ``"6-4"`` (the grammar of :mod:`rulespec.grammar`).
"""

from typing import Final, Literal, NotRequired, TypedDict, Union

from conformance.facts import BY_NAME, FACT_NAMES
from rulespec.grammar import SeatCode as SeatCode
from rulespec.grammar import TeamCode as TeamCode
from rulespec.grammar import format_tile, parse_tile

PROTOCOL_VERSION: Final = "1.0"
"""Major.minor. A runner refuses an implementation whose major version differs."""

EndName = Literal["left", "right", "up", "down"]
"""An open end of the line: ``left`` and ``right``; in all-fives rulebooks also ``up`` and ``down``, the
spinner's two other sides once they are open (a block game has only ``left`` and ``right``)."""
Capability = Literal[
    "lead",
    "deal",
    "hand",
    "deal-play",
    "infractions",
    "match",
    "pairing",
    "standings",
    "knockout",
    "train",
    "train-event",
]
CAPABILITIES: Final[tuple[Capability, ...]] = (
    "lead",
    "deal",
    "hand",
    "deal-play",
    "infractions",
    "match",
    "pairing",
    "standings",
    "knockout",
    "train",
    "train-event",
)


Omittable = Literal["must_play", "exposed", "hand_sizes", "general_pass", "first_tile", "penalties", "ask-count"]
"""Protocol 1.0's names of what a claim may leave out; a group of facts (``models``) says it better."""
OMITTABLE: Final[tuple[Omittable, ...]] = (
    "must_play",
    "exposed",
    "hand_sizes",
    "general_pass",
    "first_tile",
    "penalties",
    "ask-count",
)
"""What a program may leave out of a claim (``omits``): hand-reply fields it does not model, and the
``ask-count`` action (a count request)."""


class ImplementationInfo(TypedDict):
    name: str
    """The program's name, shown in reports."""
    version: str
    """The program's own version (any text)."""
    language: str
    """The language it is written in (``python``, ``javascript``...)."""
    homepage: NotRequired[str]
    """Where to read about it (a URL)."""


class StartRequest(TypedDict):
    op: Literal["start"]
    """Always ``start``: the first request of a session."""
    protocol: str
    """The runner's protocol version, major.minor (``1.0``)."""
    suite: str
    """The suite that is calling (``domino-rules``)."""


class StartReply(TypedDict):
    protocol: str
    """The protocol version the program speaks; the runner refuses a different major version."""
    implementation: ImplementationInfo
    """Who the program is."""
    rulebooks: list[str]
    """The rulebook IDs the program claims (spec IDs such as ``ndf-double-nine``)."""
    capabilities: list[Capability]
    """The capabilities the program claims (see the ops table)."""
    omits: NotRequired[list[str]]
    """What the program does not model, for every rulebook: ``ask-count`` (a count request it does not take:
    a scenario that sends one is *not claimed*), groups of facts by name (as leaving them out of ``models``),
    and, as protocol 1.0 had it, hand-reply fields (``must_play``, ``exposed``, ``hand_sizes``,
    ``general_pass``, ``first_tile``, ``penalties``), each of which leaves out its whole group."""
    claims: NotRequired[dict[str, list[Capability]]]
    """The claim as (rulebook, capability) pairs: per rulebook, the capabilities claimed for it.

    Without it, every capability is claimed for every rulebook. With it, each key is one of
    ``rulebooks`` and each capability one of ``capabilities``, and a rulebook it leaves out
    claims nothing."""
    models: NotRequired[dict[str, list[str]]]
    """The groups of facts the program models, per rulebook (the group names are listed on the protocol
    page: ``outcome``, ``hand-winner``, ``turn``, ``first-tile``...). Every reply field belongs to one group;
    the suite and fuzzing compare only the groups claimed here (and only where a rule of the rulebook
    decides them), and a reply may leave out the fields of a group it does not claim. A Then step that
    reads an unclaimed group is not checked (and reported so); a scenario left with nothing to check is
    not claimed. A rulebook left out of ``models``, or no ``models`` at all, claims every group."""
    players: NotRequired[dict[str, list[int]]]
    """The table formats the program plays, per rulebook: the numbers of players at a table (All Fives:
    ``2`` singles, ``4`` doubles; Mexican Train: 2 to 8). Scenarios and fuzzing send only tables of these
    sizes. A rulebook left out, or no ``players`` at all, claims every size the rulebook allows."""


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


def _is_table_size(value: object) -> bool:
    """Whether ``value`` is a number of players at a table: a whole number (not true or false), 1 or more."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def claim_problems(claim: StartReply) -> list[str]:
    """What makes a claim inconsistent: a ``claims``, ``models`` or ``players`` entry naming a rulebook or
    capability claimed nowhere else, a group of facts that does not exist, or an ``omits`` entry that may not
    be left out."""
    problems: list[str] = [
        f"omits names {name!r}, which cannot be left out (one of {', '.join(OMITTABLE)}, or a group of facts)"
        for name in claim.get("omits", [])
        if name not in OMITTABLE and name not in BY_NAME
    ]
    for rulebook, groups in claim.get("models", {}).items():
        if rulebook not in claim["rulebooks"]:
            problems.append(f"models names rulebook {rulebook!r}, which is not in rulebooks")
        problems += [
            f"models gives {rulebook!r} the group {group!r}, which is no group of facts (one of {', '.join(FACT_NAMES)})"
            for group in groups
            if group not in BY_NAME
        ]
    for rulebook, sizes in claim.get("players", {}).items():
        if rulebook not in claim["rulebooks"]:
            problems.append(f"players names rulebook {rulebook!r}, which is not in rulebooks")
        if not sizes or not all(_is_table_size(n) for n in sizes):
            problems.append(f"players gives {rulebook!r} {sizes!r}: a list of numbers of players, 1 or more")
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
    """Always ``lead``."""
    rulebook: str
    """The rulebook ID to answer under."""
    draws: dict[SeatCode, str]
    """The tile each seat drew for the lead."""
    shuffler: NotRequired[SeatCode]
    """Who shuffled; with ``pile``, the players pick in turn from the next player round to the shuffler."""
    pile: NotRequired[list[str]]
    """The tiles in the order they are picked (with ``shuffler``, instead of ``draws``)."""


class LeadReply(TypedDict):
    leader: SeatCode
    """The seat that leads the first hand."""
    draws: NotRequired[dict[SeatCode, str]]
    """The tile each player drew (answered when the request gave a ``pile``)."""


class DealRequest(TypedDict):
    """Deal a hand from a shuffled pile (the rules about the deal: how many tiles each player takes, who
    takes first, how many stay out of play)."""

    op: Literal["deal"]
    """Always ``deal``."""
    rulebook: str
    """The rulebook ID to deal under."""
    shuffler: SeatCode
    """The player who shuffled."""
    pile: list[str]
    """Every tile of the rulebook's set, each once, in the order they are taken from the table. The players
    take their hands in turn, each the next tiles of the pile as many as the rulebook deals a player, in the
    order the rulebook gives (where it gives none, the protocol's own convention: the order of play from the
    player after the shuffler, who takes last); the tiles after the last hand taken stay undealt. A pile that is not the whole set is
    refused with an ``error`` reply."""


class DealReply(TypedDict):
    hands: dict[SeatCode, list[str]]
    """The tiles each seat is dealt, in the order taken."""
    undealt: list[str]
    """The tiles left out of play, in pile order (empty when the rulebook deals the whole set)."""


Opening = Literal["double-six", "winners"]
"""How a hand's lead is fixed: the holder of the double six leads it, or either player of the
partnership that won the last hand leads any tile (DORAL-8)."""


class HandSetup(TypedDict):
    hands: dict[SeatCode, list[str]]
    """The tiles each seat holds at the start (or at the position given)."""
    leader: NotRequired[SeatCode]
    """Who leads (or led) the hand; may be left out when ``opening`` says who leads."""
    turn: NotRequired[SeatCode]
    """Whose turn it is at the position given (defaults to the leader)."""
    ends: NotRequired[list[int]]
    """The open ends ``[left, right]`` of a line already under way; left out (or null) before the lead.

    After a lead of ``a-b`` written high first, the ends are ``[a, b]``: left is the higher number."""
    exposed: NotRequired[dict[SeatCode, list[str]]]
    """Tiles already face up on the table, by the seat that owns them (they are also in ``hands``)."""
    opening: NotRequired[Opening]
    """``double-six``: the holder of the double six must lead it; ``winners``: either player of
    ``winners`` may lead, with any tile (with ``leader`` naming one of them, or left out)."""
    winners: NotRequired[TeamCode]
    """With the ``winners`` opening: the partnership that won the last hand."""
    shuffler: NotRequired[SeatCode]
    """The player who shuffled the tiles for this hand (a reshuffle request, DORAL-5.4, may come only
    from the other partnership); left out when not known."""
    boneyard: NotRequired[list[str]]
    """All-fives singles: the tiles left to draw, in the order they will be drawn (with ``hands``, the
    whole set); left out (or empty) where there is no bone-yard."""
    scores: NotRequired[dict[TeamCode, int]]
    """All-fives: each partnership's points in the game before this hand (a singles player scores
    for the partnership of their seat); left out, both 0."""
    undealt: NotRequired[list[str]]
    """The tiles left out of the deal (an empty list when every tile is dealt). With it the setup is a
    **deal**: ``hands`` and ``undealt`` hold every tile of the rulebook's set exactly once, the hand is
    played from its lead (no ``turn``, ``ends`` or ``exposed``), and the request needs the ``deal-play``
    capability instead of ``hand``. Without it the setup is a **position**, any point of a hand."""


class PlayAction(TypedDict):
    type: Literal["play"]
    """Always ``play``."""
    seat: SeatCode
    """The seat that plays."""
    tile: str
    """The tile played."""
    end: NotRequired[EndName]
    """The end the tile goes on; may be left out for the lead, or when the tile fits one end only
    (a tile that fits both goes on the left)."""
    announced: NotRequired[bool]
    """Before this play the player told the table of the general pass they had set up (NDF-8.1: the
    notice is due before the player's next tile); left out: no announcement. It means nothing when the
    player has no general pass waiting."""


class PassAction(TypedDict):
    type: Literal["pass"]
    """Always ``pass``."""
    seat: SeatCode
    """The seat that passes."""
    unnoticed: NotRequired[bool]
    """The table let the pass stand even if the player held a tile that fits (a bad pass a judge
    may record later); without it a pass with a playable tile is refused."""


class DrawAction(TypedDict):
    """The player takes the next tile of the bone-yard (all-fives singles: only when no tile plays). A game with no
    bone-yard (the block family) has no draw: a hand request holding one is refused as a whole (an ``error``
    reply), like any request asking for what its game does not have."""

    type: Literal["draw"]
    """Always ``draw``."""
    seat: SeatCode
    """The seat that draws."""


class AskCountAction(TypedDict):
    """The player asks how many tiles each player holds (answered by ``hand_sizes``)."""

    type: Literal["ask-count"]
    """Always ``ask-count``."""
    seat: SeatCode
    """The seat that asks."""


class AskScoreAction(TypedDict):
    """The player says "score" to have the scorekeeper tell the match score."""

    type: Literal["ask-score"]
    """Always ``ask-score``."""
    seat: SeatCode
    """The seat that asks."""


class TouchAction(TypedDict):
    type: Literal["touch"]
    """Always ``touch``."""
    seat: SeatCode
    """The seat that touched a tile."""
    tile: str
    """The tile touched. In rulebooks that bind a touched tile: on the player's turn, a tile that fits
    must then be played (``must_play``); otherwise it is left face up (``exposed``)."""


NextPlayerChoice = Literal["restart", "continue"]
ChargedTo = Literal["player", "team"]


class InfractionAction(TypedDict):
    type: Literal["infraction"]
    """Always ``infraction``."""
    seat: SeatCode
    """The offender's seat."""
    kind: str
    """The infraction a judge records: one of the rulebook's infraction kinds (each rule's
    ``penalty.infraction`` in the spec; listed per rulebook on the protocol page). An unknown kind is an error."""
    points: NotRequired[int]
    """Points a judge sets where the rulebook leaves the consequence to the judge (``judge-decides``): a signed
    score change, recorded as given (negative takes points off)."""
    tile: NotRequired[str]
    """The tile left face up (a flipped, withdrawn or last tile), or the extra tile handed over. A record of
    a player's last tile flipped may leave it out: it is the one tile the player holds."""
    minutes: NotRequired[int]
    """How many minutes late the player arrived (a lateness record whose fine counts the minutes needs it)."""
    apology_seconds: NotRequired[int]
    """How many seconds after the act the player apologised."""
    disputed: NotRequired[bool]
    """The other players did not all agree: that the infraction happened (where a rule needs their
    agreement), or, after a disrupted layout, on how it lay (DORAL-17.2: only then is the hand forfeited)."""
    petition: NotRequired[bool]
    """The other players asked to play on."""
    choice: NotRequired[NextPlayerChoice]
    """The next player's option after a bad pass caught late: restart the hand or continue."""
    refers_to: NotRequired[int]
    """The position, counting from 0, in this request's ``actions`` of the action the record is about:
    for a pass with a playable tile, the pass (it must be the offender's, accepted, and made while
    holding a tile that fitted). Left out: the offender's latest pass in the hand."""
    spectator: NotRequired[bool]
    """The act was a spectator's, and ``seat`` the player it concerned (a spectator who talks to a player
    under the no-coding rule, DORAL-19.1): no player's infraction, so the record is refused under the rule
    and no score changes (default false: the player at ``seat`` did it)."""


HandAction = Union[PlayAction, PassAction, TouchAction, InfractionAction, AskCountAction, AskScoreAction, DrawAction]


class HandRequest(TypedDict):
    op: Literal["hand"]
    """Always ``hand``."""
    rulebook: str
    """The rulebook ID to play under."""
    setup: HandSetup
    """The starting position."""
    actions: list[HandAction]
    """What the players do, in order; each is accepted or refused in ``results``."""
    each: NotRequired[bool]
    """With true, also report the position after each action, in ``steps`` of the reply: one request
    plays a whole hand and is checked action by action (``domino-rules fuzz`` sends it). Without it, or
    false, the reply describes the position after the last action only."""


def is_deal(setup: HandSetup) -> bool:
    """Whether ``setup`` is a complete deal (it names the undealt tiles) rather than a position.

    >>> is_deal({"hands": {"N": ["6-6"]}, "undealt": []}), is_deal({"hands": {"N": ["6-6"]}, "ends": [6, 6]})
    (True, False)
    """
    return "undealt" in setup


def deal_problems(setup: HandSetup, tiles: list[str]) -> list[str]:
    """What keeps ``setup`` from being a complete deal of the set ``tiles`` (empty when it is one).

    >>> deal_problems({"hands": {"N": ["1-1", "1-0"], "E": ["1-0"]}, "undealt": [], "turn": "E"}, ["0-0", "1-0", "1-1"])
    ['a deal starts at the lead, so it has no turn', '1-0 is dealt twice', '0-0 is neither dealt nor undealt']
    """
    problems = [
        f"a deal starts at the lead, so it has no {name}" for name in ("turn", "ends", "exposed") if name in setup
    ]
    written = [tile for held in setup["hands"].values() for tile in held] + list(setup.get("undealt", []))
    seen = [_canonical(tile) for tile in written]
    problems += [f"{tile} is dealt twice" for tile in sorted(set(seen), key=seen.index) if seen.count(tile) > 1]
    problems += [f"{tile} is not a tile of the set" for tile in seen if tile not in tiles]
    problems += [f"{tile} is neither dealt nor undealt" for tile in tiles if tile not in seen]
    return problems


def _canonical(tile: str) -> str:
    ends = parse_tile(tile, loose=True)
    return tile if ends is None else format_tile(*ends)


def hand_capabilities(request: HandRequest) -> list[Capability]:
    """The capabilities a ``hand`` request needs: its setup's form (``deal-play`` for a deal, ``hand`` for a
    position), and ``infractions`` as well when a touch or a judge's record is among its actions.

    >>> hand_capabilities({"op": "hand", "rulebook": "x", "setup": {"hands": {}, "undealt": []},
    ...     "actions": [{"type": "touch", "seat": "N", "tile": "6-6"}]})
    ['deal-play', 'infractions']
    """
    needs: list[Capability] = ["deal-play" if is_deal(request["setup"]) else "hand"]
    if any(action["type"] in ("touch", "infraction") for action in request["actions"]):
        needs.append("infractions")
    return needs


def train_capabilities(request: "TrainRequest") -> list[Capability]:
    """The capabilities a ``train`` request needs: ``train``, and ``infractions`` as well when the organiser
    records an infraction among its actions or its setup has late players (lateness is scored as a penalty).

    >>> train_capabilities({"op": "train", "rulebook": "x", "setup": {"start": 12, "hands": {}, "boneyard": []},
    ...     "actions": [{"type": "infraction", "seat": 1, "kind": "infraction", "points": 5}]})
    ['train', 'infractions']
    """
    needs: list[Capability] = ["train"]
    if request["setup"].get("late") or any(action["type"] == "infraction" for action in request["actions"]):
        needs.append("infractions")
    return needs


class ActionResult(TypedDict):
    accepted: bool
    """Whether the action (or event, or knock-out match) was accepted."""
    rule: NotRequired[str]
    """With ``accepted`` false: the ID of the rule of the rulebook in play that the action breaks
    (the rule each refusal must cite is listed per rulebook on the protocol page)."""
    reason: NotRequired[str]
    """With ``accepted`` false: a human explanation (any text)."""
    points: NotRequired[int]
    """All-fives: with ``accepted`` true, what the play's count scored for the player's partnership
    (0 when the open ends add up to no multiple of five; a draw or a pass scores 0)."""


class FirstTileReply(TypedDict):
    tile: str
    """The tile that opened the line, higher number first."""
    orientation: Literal["across", "lengthwise"]
    """``across`` for a double, ``lengthwise`` for a mixed tile."""
    toward_leader: int | None
    """For a mixed tile, the number laid toward the leader (the lower one); null for a double."""


class OutcomeReply(TypedDict):
    end: Literal["domino", "lock", "void", "forfeit", "restart", "game"]
    """How the hand ended: ``domino`` (a player went out), ``lock`` (nobody can play), ``void`` (a tied
    lock that scores nothing), ``forfeit`` (a penalty ended it), ``restart`` (it is dealt again),
    ``game`` (all-fives: a play's count took a partnership to the target and the game ended there)."""
    winner: SeatCode | None
    """The seat that won the hand (went out, or the lowest count in a lock; with ``game``, the player whose
    play reached the target); null when none did."""
    team: TeamCode | None
    """The partnership that scores the hand; null when none does."""
    points: int
    """Points the hand is worth to ``team`` (0 or more)."""
    counts: dict[SeatCode, int]
    """The pips left in each seat's hand at the end."""
    rule: NotRequired[str]
    """The ID of the rule that decided how the hand ended and what it scores (the domino's or the lock's
    scoring rule, the rule of a tied lock, the rule of a penalty that ended it). Optional on the wire, so a
    reply without it is still valid; the scenarios that check it fail without it."""


class PenaltyReply(TypedDict):
    rule: str
    """The ID of the rule that sets the penalty."""
    infraction: str
    """The infraction kind recorded."""
    seat: SeatCode
    """The offender's seat."""
    team: TeamCode
    """The offender's partnership."""
    points: int
    """A signed score change, in points: a fine is negative (``-25`` takes 25 points off); a judge's award keeps
    the sign the judge gave."""
    charged_to: NotRequired[ChargedTo]
    """``player``: the offender's own record; ``team``: the partnership's score (the default)."""


class SanctionReply(TypedDict):
    """A consequence other than points: ``forfeit-match``, ``cannot-win``, ``reshuffle``, ``restart``..."""

    rule: str
    """The ID of the rule that sets the sanction."""
    infraction: str
    """The infraction kind recorded."""
    seat: SeatCode
    """The offender's seat."""
    team: TeamCode
    """The offender's partnership."""
    consequence: str
    """What follows, as the spec names it (``forfeit-match``, ``cannot-win``, ``reshuffle``, ``restart``...)."""
    charged_to: ChargedTo
    """``player``: the offender alone; ``team``: the partnership."""


class HandReply(TypedDict):
    results: list[ActionResult]
    """One per action, in order: accepted, or refused with the rule it breaks."""
    turn: SeatCode | None
    """Whose turn it is after the actions; null once the hand is over."""
    ends: list[int] | None
    """The open ends ``[left, right]`` of the line; null before the lead. After a lead of ``a-b`` (higher first) they are ``[a, b]``."""
    legal: list[str]
    """Every legal play of the player to play, as ``"TILE END"`` (``"6-4 left"``); a bare tile (``"6-4"``)
    for the lead; a tile that fits both ends is listed twice (``"5-4 left"``, ``"5-4 right"``), as when the ends
    are equal. Empty when the player must pass or the hand is over."""
    must_play: str | None
    """The tile the player to play has touched and must now play; null when none."""
    exposed: dict[SeatCode, list[str]]
    """Tiles left face up, by owner (only seats that have one), higher tile first; an exposed tile that fits must be played first."""
    hand_sizes: dict[SeatCode, int]
    """How many tiles each seat holds."""
    general_pass: SeatCode | None
    """The seat whose play left every other player unable to play (a general pass); null when none has."""
    first_tile: FirstTileReply | None
    """How the lead was laid; null before the lead."""
    outcome: OutcomeReply | None
    """How the hand ended; null while it is under way."""
    penalties: list[PenaltyReply]
    """Score changes from infractions recorded during the hand, in order."""
    next_leader: SeatCode | None
    """Who leads the next hand, once this one is over; null while it is under way, or when ``next_opening`` fixes the lead."""
    sanctions: NotRequired[list[SanctionReply]]
    """Consequences other than points from infractions recorded during the hand, in order."""
    next_opening: NotRequired[Opening | None]
    """After the hand, in rulebooks that fix the next lead by an opening (then ``next_leader`` is
    null): ``winners`` (see ``next_lead_team``) or ``double-six``."""
    next_lead_team: NotRequired[TeamCode | None]
    """With ``next_opening`` ``winners``: the partnership either of whose players leads next."""
    sides: NotRequired[dict[EndName, int]]
    """All-fives: the number showing at each open end by name, ``up`` and ``down`` once the spinner's
    other sides are open; empty before the first tile."""
    spinner: NotRequired[str | None]
    """All-fives: the spinner (the first double on the table); null while there is none."""
    count: NotRequired[int]
    """All-fives: what the open ends add up to now, a double at an end counting both halves (0 before
    the first tile)."""
    boneyard: NotRequired[int]
    """All-fives: how many tiles are left to draw."""
    scores: NotRequired[dict[TeamCode, int]]
    """All-fives: each partnership's points in the game after the actions: the setup's ``scores``, the
    plays' counts and the hand's ``outcome`` points."""
    game_winner: NotRequired[TeamCode | None]
    """All-fives: the partnership that reached the target score in this hand and so won the game; null
    when none has."""
    steps: NotRequired[list["HandReply"]]
    """Answered to a request with ``each`` true: the position at the setup and after each action (so one
    more than there are actions), each as the reply to the same request cut after 0, 1, ... and all of its
    actions would describe it, except that a step's ``results`` holds only the result of the action that
    led to it (none for the first) and a step has no ``steps`` of its own. An implementation that leaves
    it out is asked again one prefix at a time."""


class MatchSetup(TypedDict):
    scores: dict[TeamCode, int]
    """Each partnership's score when the events start (in the game under way); a partnership left out has
    not scored yet (0)."""
    leader: SeatCode
    """Who leads the next hand."""
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
    """Always ``hand``: a hand played out and scored."""
    team: TeamCode | None
    """The partnership that scored it; null for a hand that scored nothing."""
    points: int
    """Points it scored (0 or more)."""
    winner: NotRequired[SeatCode]
    """The seat that won it (decides who leads next in rulebooks where the winner leads)."""


class ScoreEvent(TypedDict):
    type: Literal["score"]
    """Always ``score``: points a judge adds to or takes off a score."""
    team: TeamCode
    """The partnership whose score changes."""
    points: int
    """Signed change: negative takes points off."""


class TimeEvent(TypedDict):
    type: Literal["time"]
    """Always ``time``: a judge calls time."""
    during_hand: bool
    """Whether a hand was under way when time was called."""
    minutes: NotRequired[int]
    """Playing time when time is called; refused under the time-limit rule if short of the limit."""


class GameEvent(TypedDict):
    """A whole game is won by ``team`` (rulebooks with games and sets)."""

    type: Literal["game"]
    """Always ``game``."""
    team: TeamCode
    """The partnership that won the game."""


class CutEvent(TypedDict):
    """A judge cuts the match to ``games`` more games after the one under way."""

    type: Literal["cut"]
    """Always ``cut``."""
    games: int
    """Games still to be played after the one under way (0 or more)."""


class MatchInfractionEvent(TypedDict):
    """A judge records an infraction against a partnership whose consequence reaches the match
    (an expulsion or disqualification ends it)."""

    type: Literal["infraction"]
    """Always ``infraction``."""
    team: TeamCode
    """The offending partnership."""
    kind: str
    """One of the rulebook's infraction kinds (listed per rulebook on the protocol page)."""


MatchEventMessage = Union[HandEvent, ScoreEvent, TimeEvent, GameEvent, CutEvent, MatchInfractionEvent]


class MatchRequest(TypedDict):
    op: Literal["match"]
    """Always ``match``."""
    rulebook: str
    """The rulebook ID to score under."""
    setup: MatchSetup
    """The match so far."""
    events: list[MatchEventMessage]
    """What happens next, in order; each is accepted or refused in ``results``."""
    match_games: NotRequired[int]
    """The event's own match length: games won that win the match (1 for single-game matches, 3 for the best
    of five), in rulebooks whose match is one run of games and whose source leaves the length to the event
    (All Fives, WCDT-1.4). Left out: the rulebook's own (the best two of three). A length below 1, or one
    sent for a rulebook whose match length is fixed (sets of games, or a match to a target), is refused."""


class MatchReply(TypedDict):
    results: list[ActionResult]
    """One per event, in order: accepted, or refused with the rule it breaks."""
    scores: dict[TeamCode, int]
    """Each partnership's score after the events (in the game under way)."""
    finished: bool
    """Whether the match is over."""
    winner: TeamCode | None
    """The partnership that won the match; null while it is under way (or when nobody won)."""
    next_leader: SeatCode | None
    """Who leads the next hand; null when ``next_opening`` fixes the lead instead (as in the hand reply), and
    in all-fives rulebooks, whose hand reply names the next player to go down."""
    hands_played: int
    """Hands scored by the events of this request."""
    next_opening: NotRequired[Opening | None]
    """In rulebooks that tie the next lead to the last hand: ``winners`` (see ``next_lead_team``) after a hand
    a partnership won, ``double-six`` after a hand replayed with no score; null before any hand is scored."""
    next_lead_team: NotRequired[TeamCode | None]
    """With ``next_opening`` ``winners``: the partnership either of whose players leads the next hand."""
    games: NotRequired[dict[TeamCode, int]]
    """Games won in the set under way (rulebooks with sets of games)."""
    sets: NotRequired[dict[TeamCode, int]]
    """Sets won in the match."""
    decided_by: NotRequired[str | None]
    """The rule ID that decided the match, once it is over (the target reached, time called, a level
    match at time, the sets won, a forfeit or a sanction); null while it is under way. In every rulebook,
    not only those played in sets; optional on the wire, checked by scenarios."""
    shuffler: NotRequired[TeamCode | None]
    """The partnership that shuffles for the next hand, in rulebooks that say (DORAL-5.3)."""


class Entrant(TypedDict):
    """An entrant's standing figures, listed in entry order (the last tie-break)."""

    id: str
    """The entrant's name or number."""
    wins: int
    """Matches won (a bye counts as one)."""
    points: int
    """Points scored in all matches, less recorded penalties."""
    differential: NotRequired[int]
    """Points scored less points conceded (defaults to none conceded)."""


PairMode = Literal["pairs", "tables-of-four"]


class PairRequest(TypedDict):
    """Pair the next Swiss round.

    ``history``: pairs of entrants that have been opponents; ``partners``: pairs
    that have partnered (tables of four); ``byes``: one entry per earlier bye.
    ``mode``: ``pairs`` (default) or ``tables-of-four`` (individuals, four to a table).
    """

    op: Literal["pair"]
    """Always ``pair``."""
    rulebook: str
    """The rulebook ID whose tie-breaks order the entrants."""
    entrants: list[Entrant]
    """Every entrant in the round, in entry order."""
    history: list[list[str]]
    """Pairs of entrants that have already met as opponents."""
    mode: NotRequired[PairMode]
    """``pairs`` (the default) or ``tables-of-four`` (individuals, four to a table)."""
    partners: NotRequired[list[list[str]]]
    """Pairs of entrants that have already partnered (tables of four)."""
    byes: NotRequired[list[str]]
    """Entrants that have had a bye, one entry per bye."""


ConflictKind = Literal["rematch", "partner"]


class PairConflict(TypedDict):
    """A conflict the pairing had to accept because no pairing without it exists."""

    table: int
    """The table it is at: its index in ``tables``, counting from 0."""
    kind: ConflictKind
    """``rematch``: two opponents who have met before; ``partner``: two partners who have partnered before
    (tables of four)."""
    entrants: list[str]
    """The two entrants, in the order of their seats at the table."""


class PairReply(TypedDict):
    """``tables`` in standing order: pairs ``[A, B]``, or ``[North, East, South, West]`` (North-South partner).

    ``bye``: the entrant sitting out (pairs); ``byes``: every entrant sitting out.
    """

    tables: list[list[str]]
    """The tables in standing order: ``[A, B]`` for pairs, ``[N, E, S, W]`` for tables of four."""
    bye: str | None
    """The entrant sitting out, when exactly one does; otherwise null."""
    byes: NotRequired[list[str]]
    """Every entrant sitting out."""
    conflicts: NotRequired[list[PairConflict]]
    """Every conflict the pairing accepted, table by table (empty when it needed none). Optional on the
    wire; the scenarios that check it fail without it."""


class TableResultMessage(TypedDict):
    """A finished table: both sides (one entrant each, or two partners) and the score, or who forfeited."""

    sides: list[list[str]]
    """The two sides: one entrant each, or two partners each."""
    scores: NotRequired[list[int]]
    """The points each side scored, in the order of ``sides``."""
    forfeit: NotRequired[int]
    """The side that forfeited (0 or 1), instead of ``scores``."""


class DeductionMessage(TypedDict):
    """Points a judge took off an entrant's score."""

    entrant: str
    """The entrant penalised."""
    points: int
    """Points taken off, as a positive number."""


class StandingsRequest(TypedDict):
    """The standings from the results so far; ``entrants`` in entry order."""

    op: Literal["standings"]
    """Always ``standings``."""
    rulebook: str
    """The rulebook ID whose tie-breaks order the standings."""
    entrants: list[str]
    """Every entrant, in entry order (the last tie-break)."""
    results: list[TableResultMessage]
    """Every finished table so far."""
    byes: list[str]
    """Entrants that had a bye, one entry per bye (each counts as a win)."""
    penalties: NotRequired[list[DeductionMessage]]
    """Points a judge took off entrants."""


Placement = Literal["wins", "points", "differential", "head-to-head", "entry"]


class StandingRow(TypedDict):
    """One entrant's figures. ``played``, ``losses``, ``byes`` and ``placed_by`` are optional on the wire
    (a reply without them is still valid); the scenarios that check them fail without them."""

    entrant: str
    """The entrant."""
    wins: int
    """Matches won, byes included."""
    points: int
    """Points scored, less penalties."""
    differential: int
    """Points scored less points conceded."""
    played: NotRequired[int]
    """Matches played (byes not included)."""
    losses: NotRequired[int]
    """Matches lost (a forfeit included; a level result is neither won nor lost)."""
    byes: NotRequired[int]
    """Byes had (each also counts in ``wins``)."""
    placed_by: NotRequired[Placement]
    """The rulebook tie-break that set this row apart from every entrant level with it on the tie-breaks
    before (``wins``, ``points``, ``differential``, ``head-to-head``), or ``entry`` when the rulebook's
    tie-breaks left it level with another and entry order decided."""


class StandingsReply(TypedDict):
    """``rows`` best first, by the rulebook's tie-breaks."""

    rows: list[StandingRow]
    """One row per entrant, best first."""


class KnockoutMatch(TypedDict):
    """A knock-out match: the two sides and the games each won in every set played."""

    sides: list[str]
    """The two sides, as named in the bracket."""
    sets: list[list[int]]
    """The games each side won in every set played, in order: ``[[3, 1], [2, 3]]``."""


class AdvanceRequest(TypedDict):
    """Who advances from a round of a knock-out bracket, listed in bracket order."""

    op: Literal["advance"]
    """Always ``advance``."""
    rulebook: str
    """The rulebook ID whose match format applies."""
    matches: list[KnockoutMatch]
    """The round's matches, in bracket order."""
    waiting: NotRequired[list[str]]
    """Entrants who sat this round out waiting for an opponent (the winner of an odd last match of the
    round before); they meet the round's first winners, in the order listed. None when absent."""
    match_games: NotRequired[int]
    """The event's own match length for this round: games won that win a match (1 for single-game matches, 3
    for the best of five), in rulebooks whose match is one run of games (All Fives, WCDT-1.4). Left out: the
    rulebook's own (the best two of three). A length below 1, or one sent for a rulebook that plays its
    matches as sets of games, is refused under the rule that fixes the match."""


class AdvanceReply(TypedDict):
    """``winners``: one per match (null while undecided or not valid); ``results``: each match accepted or the rule it breaks;
    ``next``: the next round: those who waited first, then the winners in bracket order, two by two."""

    results: list[ActionResult]
    """One per match: accepted, or refused with the rule its set scores break."""
    winners: list[str | None]
    """The winner of each match; null while undecided or when the match is refused."""
    next: list[list[str | None]]
    """The next round's pairs: the entrants who waited and then the winners, in that order, two by two
    (winners of matches 1 and 2, then 3 and 4... when nobody waited); null for a place not yet decided,
    and for the missing opponent of one left over, who waits in turn."""


# -- the train family (Mexican Train) ----------------------------------------------------------
# Seats at a train table are numbered from 1 (seat 1 plays first, play goes clockwise); as JSON
# object keys they are written as text ("1"). A train is named by its owner's seat ("2") or
# "mexican" for the public train.

TrainEnd = Literal["out", "open-double", "blocked"]


class TrainSetup(TypedDict):
    start: int
    """The number of the hand's starting double (``12`` for 12-12); every train starts from it."""
    hands: dict[str, list[str]]
    """The tiles each seat holds, by seat number written as text (``"1"`` to ``"7"``), every seat from 1 on."""
    boneyard: list[str]
    """The bone-yard in drawing order: each draw takes the first tile left."""
    trains: NotRequired[dict[str, list[str]]]
    """Tiles already laid, by train (``"1"``... or ``"mexican"``), in the order laid from the starting double."""
    markers: NotRequired[list[int]]
    """Seats whose marker is already on their train (the train is open to everyone)."""
    turn: NotRequired[int]
    """Whose turn it is at the position given (defaults to seat 1)."""
    late: NotRequired[list[int]]
    """Minutes after the official start at which each late player of the table arrived, one entry per player."""
    late_points: NotRequired[list[int | None]]
    """The points the organiser decides for each late player's lateness, in the order of ``late`` (one entry
    each): from 0 to the published points (5 a whole minute, the most), for a player who still plays the hand;
    null, or the field left out, for the published points. A player the table played without scores fixed
    points the organiser does not decide, so a number for them is refused."""


class TrainPlayAction(TypedDict):
    type: Literal["play"]
    """Always ``play``."""
    seat: int
    """The seat that plays."""
    tile: str
    """The tile laid."""
    train: str
    """The train it is laid on: an owner's seat (``"2"``) or ``"mexican"``."""
    keep_marker: NotRequired[bool]
    """On the player's own open train: the player forgets to take the marker off (default false: taken off)."""
    end: NotRequired[int]
    """The number of the train's open end the tile is laid against. It matters where the tile fits two open ends
    showing different numbers (a double's second side beside the end already played on: ``5-3`` on ends ``5``
    and ``3`` leaves ``3, 3`` laid on the 5, ``5, 5`` laid on the 3). Left out: the lowest-numbered open end the
    tile fits. An end the train does not show, or one the tile does not fit, is refused under the rule of
    matching ends."""


class TrainDrawAction(TypedDict):
    type: Literal["draw"]
    """Always ``draw``: take one tile from the bone-yard."""
    seat: int
    """The seat that draws."""


class TrainPassAction(TypedDict):
    type: Literal["pass"]
    """Always ``pass``: put the marker on one's own train and end the turn."""
    seat: int
    """The seat that passes."""


class TrainTapAction(TypedDict):
    type: Literal["tap"]
    """Always ``tap``: tap one's last tile."""
    seat: int
    """The seat that taps."""


class TrainInfractionAction(TypedDict):
    type: Literal["infraction"]
    """Always ``infraction``: the organiser records an infraction."""
    seat: int
    """The offender's seat."""
    kind: str
    """One of the rulebook's infraction kinds (each rule's ``penalty.infraction`` in the spec)."""
    points: NotRequired[int]
    """Points the organiser adds to the offender's score where the rulebook leaves the penalty to them."""


TrainAction = Union[TrainPlayAction, TrainDrawAction, TrainPassAction, TrainTapAction, TrainInfractionAction]


class TrainRequest(TypedDict):
    op: Literal["train"]
    """Always ``train``."""
    rulebook: str
    """The rulebook ID to play under."""
    setup: TrainSetup
    """The starting position."""
    actions: list[TrainAction]
    """What the players and the organiser do, in order; each is accepted or refused in ``results``."""
    each: NotRequired[bool]
    """With true, also report the position after each action, in ``steps`` of the reply, as a ``hand``
    request's ``each`` does (``domino-rules fuzz`` sends it). Without it, or false, the reply describes the
    position after the last action only."""


class TrainLine(TypedDict):
    tiles: list[str]
    """The tiles laid, in order from the starting double."""
    ends: list[int]
    """The open ends, smallest first: one, or two more for each double whose second side is open."""
    marker: bool
    """Whether the owner's marker is on the train (open to everyone); always false for the Mexican train."""


class OwedDoubleReply(TypedDict):
    train: str
    """The train the unsatisfied double lies on."""
    tile: str
    """The double (``"5-5"``)."""


class TapPenaltyReply(TypedDict):
    rule: str
    """The rule under which the player drew."""
    seat: int
    """The player who did not tap their last tile in time."""
    tiles: int
    """How many tiles they drew (fewer when the bone-yard ran short)."""


class TrainPenaltyReply(TypedDict):
    rule: str
    """The ID of the rule that sets the penalty."""
    infraction: str
    """The infraction kind recorded."""
    seat: int
    """The offender's seat."""
    points: int
    """Points added to the offender's score for the hand: positive, as the lowest total wins (one convention for
    every family: a penalty's ``points`` is the change it makes to the score, with its sign)."""


class TrainOutcomeReply(TypedDict):
    end: TrainEnd
    """How the hand ended: ``out`` (a player went out), ``open-double`` (a double nobody could satisfy),
    ``blocked`` (nobody could play and the bone-yard was empty)."""
    out: int | None
    """The seat that went out; null when none did."""
    scores: dict[str, int]
    """Each seat's score for the hand, by seat: the pips held, or the going-out score."""
    rule: str
    """The rule that ended the hand."""


class LateReply(TypedDict):
    minutes: int
    """How late the player arrived, as given."""
    plays: bool
    """Whether the table waited for the player, who plays the hand."""
    points: int | None
    """The points the lateness scores: for a player who plays, the organiser's points (``late_points``) or the
    published points per minute; for one who does not, the fixed points plus the highest score at the table
    (null until the hand is over)."""


class TrainReply(TypedDict):
    results: list[ActionResult]
    """One per action, in order: accepted, or refused with the rule it breaks."""
    turn: int | None
    """Whose turn it is after the actions; null once the hand is over."""
    trains: dict[str, TrainLine]
    """Every train, by name: each seat's (``"1"``...) and ``"mexican"``."""
    legal: list[str]
    """Every legal play of the player to play, as ``"TILE on TRAIN"`` (``"12-5 on 1"``, ``"5-3 on mexican"``);
    empty when the player must draw or pass, or the hand is over."""
    hand_sizes: dict[str, int]
    """How many tiles each seat holds."""
    boneyard: int
    """How many tiles are left in the bone-yard."""
    owed: OwedDoubleReply | None
    """The double that must be satisfied before anything else is played; null when none."""
    untapped: int | None
    """The seat holding one tile that has not tapped it yet; null when none."""
    taps: list[TapPenaltyReply]
    """Draws imposed for last tiles not tapped in time, in order."""
    penalties: list[TrainPenaltyReply]
    """Points from infractions recorded during the hand, in order."""
    outcome: TrainOutcomeReply | None
    """How the hand ended; null while it is under way."""
    late: list[LateReply]
    """One per entry of the setup's ``late``, in the same order."""
    steps: NotRequired[list["TrainReply"]]
    """Answered to a request with ``each`` true: the position at the setup and after each action (one more
    than there are actions), each as the reply to the same request cut after 0, 1, ... and all of its
    actions would describe it, except that a step's ``results`` holds only the result of the action that
    led to it (none for the first) and a step has no ``steps`` of its own. An implementation that leaves
    it out is asked again one prefix at a time."""


class EventEntrant(TypedDict):
    id: str
    """The player's name or number (entry order is the order of the list)."""
    scores: list[int]
    """The player's score in each hand played so far, in order."""
    dropped: NotRequired[bool]
    """The player has dropped from the event (default false)."""
    missed: NotRequired[bool]
    """The table played the player's last hand without them: they came more than the lateness limit late
    (default false)."""
    absent: NotRequired[bool]
    """The player is not present when the next hand starts (default false). With ``missed`` the player is
    dropped (MT-T1.2); without it this is lateness only (MT-T1.1), and the player is seated."""


class SeatingRequest(TypedDict):
    op: Literal["seating"]
    """Always ``seating``: the standings and the tables of the next hand of a train event."""
    rulebook: str
    """The rulebook ID whose event rules apply."""
    entrants: list[EventEntrant]
    """Every player entered, in entry order."""
    starts: list[int]
    """The starting double of each hand so far, in order (``12`` for 12-12)."""


class SeatingReply(TypedDict):
    results: list[ActionResult]
    """One per entry of ``starts``: accepted, or refused with the rule a repeated or impossible double breaks."""
    hand: int | None
    """The number of the next hand (1 for the first); null once the event's hands are all played."""
    doubles_left: list[int]
    """The doubles that may still start a hand, smallest first."""
    standings: list[str]
    """Every player, best (lowest total) first; dropped players last."""
    dropped: list[str]
    """The players no longer seated (dropped, or absent from the start of a hand after missing the last), in
    standing order."""
    tables: list[list[str]]
    """The tables of the next hand, each in seat order (seat 1 first); empty once the event is over."""
    awarded: list[str]
    """Once every hand is played, the players awarded, best first; empty before."""


class StopRequest(TypedDict):
    op: Literal["stop"]
    """Always ``stop``: answer ``{}`` and exit."""


Request = Union[
    StartRequest,
    LeadRequest,
    DealRequest,
    HandRequest,
    MatchRequest,
    PairRequest,
    StandingsRequest,
    AdvanceRequest,
    TrainRequest,
    SeatingRequest,
    StopRequest,
]
Reply = Union[
    StartReply,
    LeadReply,
    DealReply,
    HandReply,
    MatchReply,
    PairReply,
    StandingsReply,
    AdvanceReply,
    TrainReply,
    SeatingReply,
]

OP_CAPABILITY: Final[dict[str, Capability]] = {
    "lead": "lead",
    "deal": "deal",
    "hand": "hand",
    "match": "match",
    "pair": "pairing",
    "standings": "standings",
    "advance": "knockout",
    "train": "train",
    "seating": "train-event",
}
