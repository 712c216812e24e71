// The domino-rules wire protocol, version 1.0, as TypeScript types.
// Generated from the JSON Schemas (conformance/schemas.py): do not edit by hand.

/** The protocol version these types describe (major.minor). */
export type ProtocolVersion = "1.0";

/** One line the program writes: the reply, or why it does not answer (with `rule`, an error names the
 * rule of the rulebook in play that the request breaks: the rules allow no such request). */
export type Answer<R> = { reply: R } | { unsupported: string } | { error: string; rule?: string };

export interface ActionResult {
  /** Whether the action (or event, or knock-out match) was accepted. */
  accepted: boolean;
  /** With `accepted` false: the ID of the rule of the rulebook in play that the action breaks (the rule each refusal must cite is listed per rulebook on the protocol page). */
  rule?: string;
  /** With `accepted` false: a human explanation (any text). */
  reason?: string;
  /** All-fives: with `accepted` true, what the play's count scored for the player's partnership (0 when the open ends add up to no multiple of five; a draw or a pass scores 0). */
  points?: number;
}

/** `winners`: one per match (null while undecided or not valid); `results`: each match accepted or the rule it breaks; `next`: the next round: those who waited first, then the winners in bracket order, two by two. */
export interface AdvanceReply {
  /** One per match: accepted, or refused with the rule its set scores break. */
  results: ActionResult[];
  /** The winner of each match; null while undecided or when the match is refused. */
  winners: (string | null)[];
  /** The next round's pairs: the entrants who waited and then the winners, in that order, two by two (winners of matches 1 and 2, then 3 and 4... when nobody waited); null for a place not yet decided, and for the missing opponent of one left over, who waits in turn. */
  next: ((string | null)[])[];
}

/** Who advances from a round of a knock-out bracket, listed in bracket order. */
export interface AdvanceRequest {
  /** Always `advance`. */
  op: "advance";
  /** The rulebook ID whose match format applies. */
  rulebook: string;
  /** The round's matches, in bracket order. */
  matches: KnockoutMatch[];
  /** Entrants who sat this round out waiting for an opponent (the winner of an odd last match of the round before); they meet the round's first winners, in the order listed. None when absent. */
  waiting?: string[];
  /** The event's own match length for this round: games won that win a match (1 for single-game matches, 3 for the best of five), in rulebooks whose match is one run of games (All Fives, WCDT-1.4). Left out: the rulebook's own (the best two of three). A length below 1, or one sent for a rulebook that plays its matches as sets of games, is refused under the rule that fixes the match. */
  match_games?: number;
}

/** The player asks how many tiles each player holds (answered by `hand_sizes`). */
export interface AskCountAction {
  /** Always `ask-count`. */
  type: "ask-count";
  /** The seat that asks. */
  seat: "N" | "E" | "S" | "W";
}

/** The player says "score" to have the scorekeeper tell the match score. */
export interface AskScoreAction {
  /** Always `ask-score`. */
  type: "ask-score";
  /** The seat that asks. */
  seat: "N" | "E" | "S" | "W";
}

/** A judge cuts the match to `games` more games after the one under way. */
export interface CutEvent {
  /** Always `cut`. */
  type: "cut";
  /** Games still to be played after the one under way (0 or more). */
  games: number;
}

export interface DealReply {
  /** The tiles each seat is dealt, in the order taken. */
  hands: Partial<Record<"N" | "E" | "S" | "W", string[]>>;
  /** The tiles left out of play, in pile order (empty when the rulebook deals the whole set). */
  undealt: string[];
}

/** Deal a hand from a shuffled pile (the rules about the deal: how many tiles each player takes, who takes first, how many stay out of play). */
export interface DealRequest {
  /** Always `deal`. */
  op: "deal";
  /** The rulebook ID to deal under. */
  rulebook: string;
  /** The player who shuffled. */
  shuffler: "N" | "E" | "S" | "W";
  /** Every tile of the rulebook's set, each once, in the order they are taken from the table. The players take their hands in turn, each the next tiles of the pile as many as the rulebook deals a player, in the order the rulebook gives (where it gives none, the protocol's own convention: the order of play from the player after the shuffler, who takes last); the tiles after the last hand taken stay undealt. A pile that is not the whole set is refused with an `error` reply. */
  pile: string[];
}

/** Points a judge took off an entrant's score. */
export interface DeductionMessage {
  /** The entrant penalised. */
  entrant: string;
  /** Points taken off, as a positive number. */
  points: number;
}

/** The player takes the next tile of the bone-yard (all-fives singles: only when no tile plays). A game with no bone-yard (the block family) has no draw: a hand request holding one is refused as a whole (an `error` reply), like any request asking for what its game does not have. */
export interface DrawAction {
  /** Always `draw`. */
  type: "draw";
  /** The seat that draws. */
  seat: "N" | "E" | "S" | "W";
}

/** An entrant's standing figures, listed in entry order (the last tie-break). */
export interface Entrant {
  /** The entrant's name or number. */
  id: string;
  /** Matches won (a bye counts as one). */
  wins: number;
  /** Points scored in all matches, less recorded penalties. */
  points: number;
  /** Points scored less points conceded (defaults to none conceded). */
  differential?: number;
}

export interface EventEntrant {
  /** The player's name or number (entry order is the order of the list). */
  id: string;
  /** The player's score in each hand played so far, in order. */
  scores: number[];
  /** The player has dropped from the event (default false). */
  dropped?: boolean;
  /** The table played the player's last hand without them: they came more than the lateness limit late (default false). */
  missed?: boolean;
  /** The player is not present when the next hand starts (default false). With `missed` the player is dropped (MT-T1.2); without it this is lateness only (MT-T1.1), and the player is seated. */
  absent?: boolean;
}

export interface FirstTileReply {
  /** The tile that opened the line, higher number first. */
  tile: string;
  /** `across` for a double, `lengthwise` for a mixed tile. */
  orientation: "across" | "lengthwise";
  /** For a mixed tile, the number laid toward the leader (the lower one); null for a double. */
  toward_leader: number | null;
}

/** A whole game is won by `team` (rulebooks with games and sets). */
export interface GameEvent {
  /** Always `game`. */
  type: "game";
  /** The partnership that won the game. */
  team: "NS" | "EW";
}

export interface HandEvent {
  /** Always `hand`: a hand played out and scored. */
  type: "hand";
  /** The partnership that scored it; null for a hand that scored nothing. */
  team: "NS" | "EW" | null;
  /** Points it scored (0 or more). */
  points: number;
  /** The seat that won it (decides who leads next in rulebooks where the winner leads). */
  winner?: "N" | "E" | "S" | "W";
}

export interface HandReply {
  /** One per action, in order: accepted, or refused with the rule it breaks. */
  results: ActionResult[];
  /** Whose turn it is after the actions; null once the hand is over. */
  turn: "N" | "E" | "S" | "W" | null;
  /** The open ends `[left, right]` of the line; null before the lead. After a lead of `a-b` (higher first) they are `[a, b]`. */
  ends: number[] | null;
  /** Every legal play of the player to play, as `"TILE END"` (`"6-4 left"`); a bare tile (`"6-4"`) for the lead; a tile that fits both ends is listed twice (`"5-4 left"`, `"5-4 right"`), as when the ends are equal. Empty when the player must pass or the hand is over. */
  legal: string[];
  /** The tile the player to play has touched and must now play; null when none. */
  must_play: string | null;
  /** Tiles left face up, by owner (only seats that have one), higher tile first; an exposed tile that fits must be played first. */
  exposed: Partial<Record<"N" | "E" | "S" | "W", string[]>>;
  /** How many tiles each seat holds. */
  hand_sizes: Partial<Record<"N" | "E" | "S" | "W", number>>;
  /** The seat whose play left every other player unable to play (a general pass); null when none has. */
  general_pass: "N" | "E" | "S" | "W" | null;
  /** How the lead was laid; null before the lead. */
  first_tile: FirstTileReply | null;
  /** How the hand ended; null while it is under way. */
  outcome: OutcomeReply | null;
  /** Score changes from infractions recorded during the hand, in order. */
  penalties: PenaltyReply[];
  /** Who leads the next hand, once this one is over; null while it is under way, or when `next_opening` fixes the lead. */
  next_leader: "N" | "E" | "S" | "W" | null;
  /** Consequences other than points from infractions recorded during the hand, in order. */
  sanctions?: SanctionReply[];
  /** After the hand, in rulebooks that fix the next lead by an opening (then `next_leader` is null): `winners` (see `next_lead_team`) or `double-six`. */
  next_opening?: "double-six" | "winners" | null;
  /** With `next_opening` `winners`: the partnership either of whose players leads next. */
  next_lead_team?: "NS" | "EW" | null;
  /** All-fives: the number showing at each open end by name, `up` and `down` once the spinner's other sides are open; empty before the first tile. */
  sides?: Partial<Record<"left" | "right" | "up" | "down", number>>;
  /** All-fives: the spinner (the first double on the table); null while there is none. */
  spinner?: string | null;
  /** All-fives: what the open ends add up to now, a double at an end counting both halves (0 before the first tile). */
  count?: number;
  /** All-fives: how many tiles are left to draw. */
  boneyard?: number;
  /** All-fives: each partnership's points in the game after the actions: the setup's `scores`, the plays' counts and the hand's `outcome` points. */
  scores?: Partial<Record<"NS" | "EW", number>>;
  /** All-fives: the partnership that reached the target score in this hand and so won the game; null when none has. */
  game_winner?: "NS" | "EW" | null;
  /** Answered to a request with `each` true: the position at the setup and after each action (so one more than there are actions), each as the reply to the same request cut after 0, 1, ... and all of its actions would describe it, except that a step's `results` holds only the result of the action that led to it (none for the first) and a step has no `steps` of its own. An implementation that leaves it out is asked again one prefix at a time. */
  steps?: HandReply[];
}

export interface HandRequest {
  /** Always `hand`. */
  op: "hand";
  /** The rulebook ID to play under. */
  rulebook: string;
  /** The starting position. */
  setup: HandSetup;
  /** What the players do, in order; each is accepted or refused in `results`. */
  actions: (PlayAction | PassAction | TouchAction | InfractionAction | AskCountAction | AskScoreAction | DrawAction)[];
  /** With true, also report the position after each action, in `steps` of the reply: one request plays a whole hand and is checked action by action (`domino-rules fuzz` sends it). Without it, or false, the reply describes the position after the last action only. */
  each?: boolean;
}

export interface HandSetup {
  /** The tiles each seat holds at the start (or at the position given). */
  hands: Partial<Record<"N" | "E" | "S" | "W", string[]>>;
  /** Who leads (or led) the hand; may be left out when `opening` says who leads. */
  leader?: "N" | "E" | "S" | "W";
  /** Whose turn it is at the position given (defaults to the leader). */
  turn?: "N" | "E" | "S" | "W";
  /** The open ends `[left, right]` of a line already under way; left out (or null) before the lead. After a lead of `a-b` written high first, the ends are `[a, b]`: left is the higher number. */
  ends?: number[];
  /** Tiles already face up on the table, by the seat that owns them (they are also in `hands`). */
  exposed?: Partial<Record<"N" | "E" | "S" | "W", string[]>>;
  /** `double-six`: the holder of the double six must lead it; `winners`: either player of `winners` may lead, with any tile (with `leader` naming one of them, or left out). */
  opening?: "double-six" | "winners";
  /** With the `winners` opening: the partnership that won the last hand. */
  winners?: "NS" | "EW";
  /** The player who shuffled the tiles for this hand (a reshuffle request, DORAL-5.4, may come only from the other partnership); left out when not known. */
  shuffler?: "N" | "E" | "S" | "W";
  /** All-fives singles: the tiles left to draw, in the order they will be drawn (with `hands`, the whole set); left out (or empty) where there is no bone-yard. */
  boneyard?: string[];
  /** All-fives: each partnership's points in the game before this hand (a singles player scores for the partnership of their seat); left out, both 0. */
  scores?: Partial<Record<"NS" | "EW", number>>;
  /** The tiles left out of the deal (an empty list when every tile is dealt). With it the setup is a **deal**: `hands` and `undealt` hold every tile of the rulebook's set exactly once, the hand is played from its lead (no `turn`, `ends` or `exposed`), and the request needs the `deal-play` capability instead of `hand`. Without it the setup is a **position**, any point of a hand. */
  undealt?: string[];
}

export interface ImplementationInfo {
  /** The program's name, shown in reports. */
  name: string;
  /** The program's own version (any text). */
  version: string;
  /** The language it is written in (`python`, `javascript`...). */
  language: string;
  /** Where to read about it (a URL). */
  homepage?: string;
}

export interface InfractionAction {
  /** Always `infraction`. */
  type: "infraction";
  /** The offender's seat. */
  seat: "N" | "E" | "S" | "W";
  /** The infraction a judge records: one of the rulebook's infraction kinds (each rule's `penalty.infraction` in the spec; listed per rulebook on the protocol page). An unknown kind is an error. */
  kind: string;
  /** Points a judge sets where the rulebook leaves the consequence to the judge (`judge-decides`): a signed score change, recorded as given (negative takes points off). */
  points?: number;
  /** The tile left face up (a flipped, withdrawn or last tile), or the extra tile handed over. A record of a player's last tile flipped may leave it out: it is the one tile the player holds. */
  tile?: string;
  /** How many minutes late the player arrived (a lateness record whose fine counts the minutes needs it). */
  minutes?: number;
  /** How many seconds after the act the player apologised. */
  apology_seconds?: number;
  /** The other players did not all agree: that the infraction happened (where a rule needs their agreement), or, after a disrupted layout, on how it lay (DORAL-17.2: only then is the hand forfeited). */
  disputed?: boolean;
  /** The other players asked to play on. */
  petition?: boolean;
  /** The next player's option after a bad pass caught late: restart the hand or continue. */
  choice?: "restart" | "continue";
  /** The position, counting from 0, in this request's `actions` of the action the record is about: for a pass with a playable tile, the pass (it must be the offender's, accepted, and made while holding a tile that fitted). Left out: the offender's latest pass in the hand. */
  refers_to?: number;
  /** The act was a spectator's, and `seat` the player it concerned (a spectator who talks to a player under the no-coding rule, DORAL-19.1): no player's infraction, so the record is refused under the rule and no score changes (default false: the player at `seat` did it). */
  spectator?: boolean;
}

/** A knock-out match: the two sides and the games each won in every set played. */
export interface KnockoutMatch {
  /** The two sides, as named in the bracket. */
  sides: string[];
  /** The games each side won in every set played, in order: `[[3, 1], [2, 3]]`. */
  sets: number[][];
}

export interface LateReply {
  /** How late the player arrived, as given. */
  minutes: number;
  /** Whether the table waited for the player, who plays the hand. */
  plays: boolean;
  /** The points the lateness scores: for a player who plays, the organiser's points (`late_points`) or the published points per minute; for one who does not, the fixed points plus the highest score at the table (null until the hand is over). */
  points: number | null;
}

export interface LeadReply {
  /** The seat that leads the first hand. */
  leader: "N" | "E" | "S" | "W";
  /** The tile each player drew (answered when the request gave a `pile`). */
  draws?: Partial<Record<"N" | "E" | "S" | "W", string>>;
}

export interface LeadRequest {
  /** Always `lead`. */
  op: "lead";
  /** The rulebook ID to answer under. */
  rulebook: string;
  /** The tile each seat drew for the lead. */
  draws: Partial<Record<"N" | "E" | "S" | "W", string>>;
  /** Who shuffled; with `pile`, the players pick in turn from the next player round to the shuffler. */
  shuffler?: "N" | "E" | "S" | "W";
  /** The tiles in the order they are picked (with `shuffler`, instead of `draws`). */
  pile?: string[];
}

/** A judge records an infraction against a partnership whose consequence reaches the match (an expulsion or disqualification ends it). */
export interface MatchInfractionEvent {
  /** Always `infraction`. */
  type: "infraction";
  /** The offending partnership. */
  team: "NS" | "EW";
  /** One of the rulebook's infraction kinds (listed per rulebook on the protocol page). */
  kind: string;
}

export interface MatchReply {
  /** One per event, in order: accepted, or refused with the rule it breaks. */
  results: ActionResult[];
  /** Each partnership's score after the events (in the game under way). */
  scores: Partial<Record<"NS" | "EW", number>>;
  /** Whether the match is over. */
  finished: boolean;
  /** The partnership that won the match; null while it is under way (or when nobody won). */
  winner: "NS" | "EW" | null;
  /** Who leads the next hand; null when `next_opening` fixes the lead instead (as in the hand reply), and in all-fives rulebooks, whose hand reply names the next player to go down. */
  next_leader: "N" | "E" | "S" | "W" | null;
  /** Hands scored by the events of this request. */
  hands_played: number;
  /** In rulebooks that tie the next lead to the last hand: `winners` (see `next_lead_team`) after a hand a partnership won, `double-six` after a hand replayed with no score; null before any hand is scored. */
  next_opening?: "double-six" | "winners" | null;
  /** With `next_opening` `winners`: the partnership either of whose players leads the next hand. */
  next_lead_team?: "NS" | "EW" | null;
  /** Games won in the set under way (rulebooks with sets of games). */
  games?: Partial<Record<"NS" | "EW", number>>;
  /** Sets won in the match. */
  sets?: Partial<Record<"NS" | "EW", number>>;
  /** The rule ID that decided the match, once it is over (the target reached, time called, a level match at time, the sets won, a forfeit or a sanction); null while it is under way. In every rulebook, not only those played in sets; optional on the wire, checked by scenarios. */
  decided_by?: string | null;
  /** The partnership that shuffles for the next hand, in rulebooks that say (DORAL-5.3). */
  shuffler?: "NS" | "EW" | null;
}

export interface MatchRequest {
  /** Always `match`. */
  op: "match";
  /** The rulebook ID to score under. */
  rulebook: string;
  /** The match so far. */
  setup: MatchSetup;
  /** What happens next, in order; each is accepted or refused in `results`. */
  events: (HandEvent | ScoreEvent | TimeEvent | GameEvent | CutEvent | MatchInfractionEvent)[];
  /** The event's own match length: games won that win the match (1 for single-game matches, 3 for the best of five), in rulebooks whose match is one run of games and whose source leaves the length to the event (All Fives, WCDT-1.4). Left out: the rulebook's own (the best two of three). A length below 1, or one sent for a rulebook whose match length is fixed (sets of games, or a match to a target), is refused. */
  match_games?: number;
}

export interface MatchSetup {
  /** Each partnership's score when the events start (in the game under way); a partnership left out has not scored yet (0). */
  scores: Partial<Record<"NS" | "EW", number>>;
  /** Who leads the next hand. */
  leader: "N" | "E" | "S" | "W";
  /** Games already won in the set under way (rulebooks with sets of games). */
  games?: Partial<Record<"NS" | "EW", number>>;
  /** Sets already won in the match. */
  sets?: Partial<Record<"NS" | "EW", number>>;
  /** The tournament round the match is played in (with `rounds`; rulebooks that keep calling time for the last rounds, FMDS-3.2). */
  round?: number;
  /** Rounds in the tournament (with `round`). */
  rounds?: number;
}

export interface OutcomeReply {
  /** How the hand ended: `domino` (a player went out), `lock` (nobody can play), `void` (a tied lock that scores nothing), `forfeit` (a penalty ended it), `restart` (it is dealt again), `game` (all-fives: a play's count took a partnership to the target and the game ended there). */
  end: "domino" | "lock" | "void" | "forfeit" | "restart" | "game";
  /** The seat that won the hand (went out, or the lowest count in a lock; with `game`, the player whose play reached the target); null when none did. */
  winner: "N" | "E" | "S" | "W" | null;
  /** The partnership that scores the hand; null when none does. */
  team: "NS" | "EW" | null;
  /** Points the hand is worth to `team` (0 or more). */
  points: number;
  /** The pips left in each seat's hand at the end. */
  counts: Partial<Record<"N" | "E" | "S" | "W", number>>;
  /** The ID of the rule that decided how the hand ended and what it scores (the domino's or the lock's scoring rule, the rule of a tied lock, the rule of a penalty that ended it). Optional on the wire, so a reply without it is still valid; the scenarios that check it fail without it. */
  rule?: string;
}

export interface OwedDoubleReply {
  /** The train the unsatisfied double lies on. */
  train: string;
  /** The double (`"5-5"`). */
  tile: string;
}

/** A conflict the pairing had to accept because no pairing without it exists. */
export interface PairConflict {
  /** The table it is at: its index in `tables`, counting from 0. */
  table: number;
  /** `rematch`: two opponents who have met before; `partner`: two partners who have partnered before (tables of four). */
  kind: "rematch" | "partner";
  /** The two entrants, in the order of their seats at the table. */
  entrants: string[];
}

/** `tables` in standing order: pairs `[A, B]`, or `[North, East, South, West]` (North-South partner). `bye`: the entrant sitting out (pairs); `byes`: every entrant sitting out. */
export interface PairReply {
  /** The tables in standing order: `[A, B]` for pairs, `[N, E, S, W]` for tables of four. */
  tables: string[][];
  /** The entrant sitting out, when exactly one does; otherwise null. */
  bye: string | null;
  /** Every entrant sitting out. */
  byes?: string[];
  /** Every conflict the pairing accepted, table by table (empty when it needed none). Optional on the wire; the scenarios that check it fail without it. */
  conflicts?: PairConflict[];
}

/** Pair the next Swiss round. `history`: pairs of entrants that have been opponents; `partners`: pairs that have partnered (tables of four); `byes`: one entry per earlier bye. `mode`: `pairs` (default) or `tables-of-four` (individuals, four to a table). */
export interface PairRequest {
  /** Always `pair`. */
  op: "pair";
  /** The rulebook ID whose tie-breaks order the entrants. */
  rulebook: string;
  /** Every entrant in the round, in entry order. */
  entrants: Entrant[];
  /** Pairs of entrants that have already met as opponents. */
  history: string[][];
  /** `pairs` (the default) or `tables-of-four` (individuals, four to a table). */
  mode?: "pairs" | "tables-of-four";
  /** Pairs of entrants that have already partnered (tables of four). */
  partners?: string[][];
  /** Entrants that have had a bye, one entry per bye. */
  byes?: string[];
}

export interface PassAction {
  /** Always `pass`. */
  type: "pass";
  /** The seat that passes. */
  seat: "N" | "E" | "S" | "W";
  /** The table let the pass stand even if the player held a tile that fits (a bad pass a judge may record later); without it a pass with a playable tile is refused. */
  unnoticed?: boolean;
}

export interface PenaltyReply {
  /** The ID of the rule that sets the penalty. */
  rule: string;
  /** The infraction kind recorded. */
  infraction: string;
  /** The offender's seat. */
  seat: "N" | "E" | "S" | "W";
  /** The offender's partnership. */
  team: "NS" | "EW";
  /** A signed score change, in points: a fine is negative (`-25` takes 25 points off); a judge's award keeps the sign the judge gave. */
  points: number;
  /** `player`: the offender's own record; `team`: the partnership's score (the default). */
  charged_to?: "player" | "team";
}

export interface PlayAction {
  /** Always `play`. */
  type: "play";
  /** The seat that plays. */
  seat: "N" | "E" | "S" | "W";
  /** The tile played. */
  tile: string;
  /** The end the tile goes on; may be left out for the lead, or when the tile fits one end only (a tile that fits both goes on the left). */
  end?: "left" | "right" | "up" | "down";
  /** Before this play the player told the table of the general pass they had set up (NDF-8.1: the notice is due before the player's next tile); left out: no announcement. It means nothing when the player has no general pass waiting. */
  announced?: boolean;
}

/** A consequence other than points: `forfeit-match`, `cannot-win`, `reshuffle`, `restart`... */
export interface SanctionReply {
  /** The ID of the rule that sets the sanction. */
  rule: string;
  /** The infraction kind recorded. */
  infraction: string;
  /** The offender's seat. */
  seat: "N" | "E" | "S" | "W";
  /** The offender's partnership. */
  team: "NS" | "EW";
  /** What follows, as the spec names it (`forfeit-match`, `cannot-win`, `reshuffle`, `restart`...). */
  consequence: string;
  /** `player`: the offender alone; `team`: the partnership. */
  charged_to: "player" | "team";
}

export interface ScoreEvent {
  /** Always `score`: points a judge adds to or takes off a score. */
  type: "score";
  /** The partnership whose score changes. */
  team: "NS" | "EW";
  /** Signed change: negative takes points off. */
  points: number;
}

export interface SeatingReply {
  /** One per entry of `starts`: accepted, or refused with the rule a repeated or impossible double breaks. */
  results: ActionResult[];
  /** The number of the next hand (1 for the first); null once the event's hands are all played. */
  hand: number | null;
  /** The doubles that may still start a hand, smallest first. */
  doubles_left: number[];
  /** Every player, best (lowest total) first; dropped players last. */
  standings: string[];
  /** The players no longer seated (dropped, or absent from the start of a hand after missing the last), in standing order. */
  dropped: string[];
  /** The tables of the next hand, each in seat order (seat 1 first); empty once the event is over. */
  tables: string[][];
  /** Once every hand is played, the players awarded, best first; empty before. */
  awarded: string[];
}

export interface SeatingRequest {
  /** Always `seating`: the standings and the tables of the next hand of a train event. */
  op: "seating";
  /** The rulebook ID whose event rules apply. */
  rulebook: string;
  /** Every player entered, in entry order. */
  entrants: EventEntrant[];
  /** The starting double of each hand so far, in order (`12` for 12-12). */
  starts: number[];
}

/** One entrant's figures. `played`, `losses`, `byes` and `placed_by` are optional on the wire (a reply without them is still valid); the scenarios that check them fail without them. */
export interface StandingRow {
  /** The entrant. */
  entrant: string;
  /** Matches won, byes included. */
  wins: number;
  /** Points scored, less penalties. */
  points: number;
  /** Points scored less points conceded. */
  differential: number;
  /** Matches played (byes not included). */
  played?: number;
  /** Matches lost (a forfeit included; a level result is neither won nor lost). */
  losses?: number;
  /** Byes had (each also counts in `wins`). */
  byes?: number;
  /** The rulebook tie-break that set this row apart from every entrant level with it on the tie-breaks before (`wins`, `points`, `differential`, `head-to-head`), or `entry` when the rulebook's tie-breaks left it level with another and entry order decided. */
  placed_by?: "wins" | "points" | "differential" | "head-to-head" | "entry";
}

/** `rows` best first, by the rulebook's tie-breaks. */
export interface StandingsReply {
  /** One row per entrant, best first. */
  rows: StandingRow[];
}

/** The standings from the results so far; `entrants` in entry order. */
export interface StandingsRequest {
  /** Always `standings`. */
  op: "standings";
  /** The rulebook ID whose tie-breaks order the standings. */
  rulebook: string;
  /** Every entrant, in entry order (the last tie-break). */
  entrants: string[];
  /** Every finished table so far. */
  results: TableResultMessage[];
  /** Entrants that had a bye, one entry per bye (each counts as a win). */
  byes: string[];
  /** Points a judge took off entrants. */
  penalties?: DeductionMessage[];
}

export interface StartReply {
  /** The protocol version the program speaks; the runner refuses a different major version. */
  protocol: string;
  /** Who the program is. */
  implementation: ImplementationInfo;
  /** The rulebook IDs the program claims (spec IDs such as `ndf-double-nine`). */
  rulebooks: string[];
  /** The capabilities the program claims (see the ops table). */
  capabilities: ("lead" | "deal" | "hand" | "deal-play" | "infractions" | "match" | "pairing" | "standings" | "knockout" | "train" | "train-event")[];
  /** What the program does not model, for every rulebook: `ask-count` (a count request it does not take: a scenario that sends one is *not claimed*), groups of facts by name (as leaving them out of `models`), and, as protocol 1.0 had it, hand-reply fields (`must_play`, `exposed`, `hand_sizes`, `general_pass`, `first_tile`, `penalties`), each of which leaves out its whole group. */
  omits?: string[];
  /** The claim as (rulebook, capability) pairs: per rulebook, the capabilities claimed for it. Without it, every capability is claimed for every rulebook. With it, each key is one of `rulebooks` and each capability one of `capabilities`, and a rulebook it leaves out claims nothing. */
  claims?: Record<string, ("lead" | "deal" | "hand" | "deal-play" | "infractions" | "match" | "pairing" | "standings" | "knockout" | "train" | "train-event")[]>;
  /** The groups of facts the program models, per rulebook (the group names are listed on the protocol page: `outcome`, `hand-winner`, `turn`, `first-tile`...). Every reply field belongs to one group; the suite and fuzzing compare only the groups claimed here (and only where a rule of the rulebook decides them), and a reply may leave out the fields of a group it does not claim. A Then step that reads an unclaimed group is not checked (and reported so); a scenario left with nothing to check is not claimed. A rulebook left out of `models`, or no `models` at all, claims every group. */
  models?: Record<string, string[]>;
  /** The table formats the program plays, per rulebook: the numbers of players at a table (All Fives: `2` singles, `4` doubles; Mexican Train: 2 to 8). Scenarios and fuzzing send only tables of these sizes. A rulebook left out, or no `players` at all, claims every size the rulebook allows. */
  players?: Record<string, number[]>;
}

export interface StartRequest {
  /** Always `start`: the first request of a session. */
  op: "start";
  /** The runner's protocol version, major.minor (`1.0`). */
  protocol: string;
  /** The suite that is calling (`domino-rules`). */
  suite: string;
}

export interface StopRequest {
  /** Always `stop`: answer `{}` and exit. */
  op: "stop";
}

/** A finished table: both sides (one entrant each, or two partners) and the score, or who forfeited. */
export interface TableResultMessage {
  /** The two sides: one entrant each, or two partners each. */
  sides: string[][];
  /** The points each side scored, in the order of `sides`. */
  scores?: number[];
  /** The side that forfeited (0 or 1), instead of `scores`. */
  forfeit?: number;
}

export interface TapPenaltyReply {
  /** The rule under which the player drew. */
  rule: string;
  /** The player who did not tap their last tile in time. */
  seat: number;
  /** How many tiles they drew (fewer when the bone-yard ran short). */
  tiles: number;
}

export interface TimeEvent {
  /** Always `time`: a judge calls time. */
  type: "time";
  /** Whether a hand was under way when time was called. */
  during_hand: boolean;
  /** Playing time when time is called; refused under the time-limit rule if short of the limit. */
  minutes?: number;
}

export interface TouchAction {
  /** Always `touch`. */
  type: "touch";
  /** The seat that touched a tile. */
  seat: "N" | "E" | "S" | "W";
  /** The tile touched. In rulebooks that bind a touched tile: on the player's turn, a tile that fits must then be played (`must_play`); otherwise it is left face up (`exposed`). */
  tile: string;
}

export interface TrainDrawAction {
  /** Always `draw`: take one tile from the bone-yard. */
  type: "draw";
  /** The seat that draws. */
  seat: number;
}

export interface TrainInfractionAction {
  /** Always `infraction`: the organiser records an infraction. */
  type: "infraction";
  /** The offender's seat. */
  seat: number;
  /** One of the rulebook's infraction kinds (each rule's `penalty.infraction` in the spec). */
  kind: string;
  /** Points the organiser adds to the offender's score where the rulebook leaves the penalty to them. */
  points?: number;
}

export interface TrainLine {
  /** The tiles laid, in order from the starting double. */
  tiles: string[];
  /** The open ends, smallest first: one, or two more for each double whose second side is open. */
  ends: number[];
  /** Whether the owner's marker is on the train (open to everyone); always false for the Mexican train. */
  marker: boolean;
}

export interface TrainOutcomeReply {
  /** How the hand ended: `out` (a player went out), `open-double` (a double nobody could satisfy), `blocked` (nobody could play and the bone-yard was empty). */
  end: "out" | "open-double" | "blocked";
  /** The seat that went out; null when none did. */
  out: number | null;
  /** Each seat's score for the hand, by seat: the pips held, or the going-out score. */
  scores: Record<string, number>;
  /** The rule that ended the hand. */
  rule: string;
}

export interface TrainPassAction {
  /** Always `pass`: put the marker on one's own train and end the turn. */
  type: "pass";
  /** The seat that passes. */
  seat: number;
}

export interface TrainPenaltyReply {
  /** The ID of the rule that sets the penalty. */
  rule: string;
  /** The infraction kind recorded. */
  infraction: string;
  /** The offender's seat. */
  seat: number;
  /** Points added to the offender's score for the hand: positive, as the lowest total wins (one convention for every family: a penalty's `points` is the change it makes to the score, with its sign). */
  points: number;
}

export interface TrainPlayAction {
  /** Always `play`. */
  type: "play";
  /** The seat that plays. */
  seat: number;
  /** The tile laid. */
  tile: string;
  /** The train it is laid on: an owner's seat (`"2"`) or `"mexican"`. */
  train: string;
  /** On the player's own open train: the player forgets to take the marker off (default false: taken off). */
  keep_marker?: boolean;
  /** The number of the train's open end the tile is laid against. It matters where the tile fits two open ends showing different numbers (a double's second side beside the end already played on: `5-3` on ends `5` and `3` leaves `3, 3` laid on the 5, `5, 5` laid on the 3). Left out: the lowest-numbered open end the tile fits. An end the train does not show, or one the tile does not fit, is refused under the rule of matching ends. */
  end?: number;
}

export interface TrainReply {
  /** One per action, in order: accepted, or refused with the rule it breaks. */
  results: ActionResult[];
  /** Whose turn it is after the actions; null once the hand is over. */
  turn: number | null;
  /** Every train, by name: each seat's (`"1"`...) and `"mexican"`. */
  trains: Record<string, TrainLine>;
  /** Every legal play of the player to play, as `"TILE on TRAIN"` (`"12-5 on 1"`, `"5-3 on mexican"`); empty when the player must draw or pass, or the hand is over. */
  legal: string[];
  /** How many tiles each seat holds. */
  hand_sizes: Record<string, number>;
  /** How many tiles are left in the bone-yard. */
  boneyard: number;
  /** The double that must be satisfied before anything else is played; null when none. */
  owed: OwedDoubleReply | null;
  /** The seat holding one tile that has not tapped it yet; null when none. */
  untapped: number | null;
  /** Draws imposed for last tiles not tapped in time, in order. */
  taps: TapPenaltyReply[];
  /** Points from infractions recorded during the hand, in order. */
  penalties: TrainPenaltyReply[];
  /** How the hand ended; null while it is under way. */
  outcome: TrainOutcomeReply | null;
  /** One per entry of the setup's `late`, in the same order. */
  late: LateReply[];
  /** Answered to a request with `each` true: the position at the setup and after each action (one more than there are actions), each as the reply to the same request cut after 0, 1, ... and all of its actions would describe it, except that a step's `results` holds only the result of the action that led to it (none for the first) and a step has no `steps` of its own. An implementation that leaves it out is asked again one prefix at a time. */
  steps?: TrainReply[];
}

export interface TrainRequest {
  /** Always `train`. */
  op: "train";
  /** The rulebook ID to play under. */
  rulebook: string;
  /** The starting position. */
  setup: TrainSetup;
  /** What the players and the organiser do, in order; each is accepted or refused in `results`. */
  actions: (TrainPlayAction | TrainDrawAction | TrainPassAction | TrainTapAction | TrainInfractionAction)[];
  /** With true, also report the position after each action, in `steps` of the reply, as a `hand` request's `each` does (`domino-rules fuzz` sends it). Without it, or false, the reply describes the position after the last action only. */
  each?: boolean;
}

export interface TrainSetup {
  /** The number of the hand's starting double (`12` for 12-12); every train starts from it. */
  start: number;
  /** The tiles each seat holds, by seat number written as text (`"1"` to `"7"`), every seat from 1 on. */
  hands: Record<string, string[]>;
  /** The bone-yard in drawing order: each draw takes the first tile left. */
  boneyard: string[];
  /** Tiles already laid, by train (`"1"`... or `"mexican"`), in the order laid from the starting double. */
  trains?: Record<string, string[]>;
  /** Seats whose marker is already on their train (the train is open to everyone). */
  markers?: number[];
  /** Whose turn it is at the position given (defaults to seat 1). */
  turn?: number;
  /** Minutes after the official start at which each late player of the table arrived, one entry per player. */
  late?: number[];
  /** The points the organiser decides for each late player's lateness, in the order of `late` (one entry each): from 0 to the published points (5 a whole minute, the most), for a player who still plays the hand; null, or the field left out, for the published points. A player the table played without scores fixed points the organiser does not decide, so a number for them is refused. */
  late_points?: (number | null)[];
}

export interface TrainTapAction {
  /** Always `tap`: tap one's last tile. */
  type: "tap";
  /** The seat that taps. */
  seat: number;
}

/** Every request the runner sends. */
export type Request = StartRequest | LeadRequest | DealRequest | HandRequest | MatchRequest | PairRequest | StandingsRequest | AdvanceRequest | TrainRequest | SeatingRequest | StopRequest;

/** Every reply a program gives (the reply to `stop` is `{}`). */
export type Reply = StartReply | LeadReply | DealReply | HandReply | MatchReply | PairReply | StandingsReply | AdvanceReply | TrainReply | SeatingReply;
