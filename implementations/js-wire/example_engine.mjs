#!/usr/bin/env node
// An engine over domino_wire.mjs (Node.js 20, no npm packages): who leads the first hand, and a hand of
// ndf-double-nine played from any position, under the National Domino Federation's rules.
//
//   domino-rules check --impl "node example_engine.mjs" --validate   # from the folder it is in
//
// It claims one rulebook and two capabilities (`lead`, `hand`: a position, not a complete deal, and no touches or
// judge's records, which need `infractions`), and with `models` the groups of facts it decides (the others, such
// as the general pass, are not checked). Inside its claim it answers everything: a setup the rules cannot produce
// is an `error` reply naming the rule it breaks (Refused), an action the rules forbid is refused in `results` with
// its rule, and a play out of turn is mended as NDF-6.1 says (the tile is left face up).
import { serve, Refused, Unsupported } from "./domino_wire.mjs";

const BOOK = "ndf-double-nine";
const MAX_PIP = 9; // NDF-1.1: a double-nine set
const HAND_SIZE = 10; // NDF-1.1: ten tiles dealt to each player
const SEATS = ["N", "E", "S", "W"];
const NEXT = { N: "W", W: "S", S: "E", E: "N" }; // NDF-2.4: play goes counter-clockwise
const TEAM = { N: "NS", S: "NS", E: "EW", W: "EW" };

// -- tiles --------------------------------------------------------------------------------------------------
/** "6-4" as [6, 4] (higher first); a tile outside the set is refused under NDF-1.1. */
function parseTile(text) {
  const found = /^(\d+)-(\d+)$/.exec(String(text));
  const numbers = found ? [Number(found[1]), Number(found[2])] : null;
  if (!numbers || numbers.some((n) => n > MAX_PIP)) throw new Refused(`${text} is not a tile of a double-${MAX_PIP} set`, "NDF-1.1");
  return [Math.max(...numbers), Math.min(...numbers)];
}
const name = ([high, low]) => `${high}-${low}`;
const pips = (tiles) => tiles.reduce((sum, [high, low]) => sum + high + low, 0);

// -- lead: NDF-2.1 and NDF-2.2 ---------------------------------------------------------------------------------
function lead(request) {
  if (request.pile !== undefined) throw new Refused("the rulebook names no order to pick tiles from a pile in", "NDF-2.1");
  const draws = Object.entries(request.draws ?? {});
  if (!draws.length) throw new Refused("nobody drew a tile: no leader can be named", "NDF-2.1");
  const tiles = draws.map(([seat, text]) => [seat, parseTile(text)]);
  if (new Set(tiles.map(([, tile]) => name(tile))).size !== tiles.length) {
    throw new Refused("two players cannot draw the same tile of one set", "NDF-2.1");
  }
  // the highest pip sum leads; a tied sum goes to the highest single end
  const key = ([high, low]) => [high + low, high];
  tiles.sort(([, a], [, b]) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1]);
  return { leader: tiles[0][0] };
}

// -- hand -------------------------------------------------------------------------------------------------------
/** The position a request sets up; what the rules cannot produce is refused with its rule. */
function setUp(setup) {
  if (setup.undealt !== undefined) throw new Unsupported("complete deals (deal-play) are not claimed");
  if (setup.opening !== undefined) throw new Refused(`no ${setup.opening} opening: under NDF-2.3 the lead rotates`, "NDF-2.3");
  if (setup.leader === undefined) throw new Refused("nobody is named to lead", "NDF-2.3");
  const hands = Object.fromEntries(SEATS.map((seat) => [seat, []]));
  const seen = new Set();
  for (const [seat, texts] of Object.entries(setup.hands)) {
    if (texts.length > HAND_SIZE) throw new Refused(`${seat} holds ${texts.length} tiles; a player is dealt ${HAND_SIZE}`, "NDF-1.1");
    for (const text of texts) {
      const tile = parseTile(text);
      if (seen.has(name(tile))) throw new Refused(`${name(tile)} is in two places: the set has one of each tile`, "NDF-1.1");
      seen.add(name(tile));
      hands[seat].push(tile);
    }
  }
  const ends = setup.ends ?? null;
  if (ends !== null && ends.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_PIP)) {
    throw new Refused(`open ends ${JSON.stringify(ends)} are not numbers of a double-${MAX_PIP} set`, "NDF-1.1");
  }
  const exposed = {};
  for (const [seat, texts] of Object.entries(setup.exposed ?? {})) {
    exposed[seat] = texts.map((text) => {
      const tile = parseTile(text);
      if (!hands[seat].some((held) => name(held) === name(tile))) throw new Refused(`${seat} does not hold ${name(tile)}, left face up`, "NDF-1.1");
      return tile;
    });
  }
  return { hands, exposed, leader: setup.leader, turn: setup.turn ?? setup.leader, ends, firstTile: null, outcome: null };
}

const fits = (tile, number) => tile[0] === number || tile[1] === number;
const canPlay = (state, seat) => state.ends === null ? state.hands[seat].length > 0 : state.hands[seat].some((t) => fits(t, state.ends[0]) || fits(t, state.ends[1]));

/** The plays open to the player to play: an exposed tile that fits first (NDF-5.2), a bare tile on the lead. */
function legal(state) {
  if (state.outcome !== null) return [];
  const seat = state.turn;
  if (state.ends === null) return state.hands[seat].map(name);
  const moves = (tiles) => tiles.flatMap((t) => [...(fits(t, state.ends[0]) ? [`${name(t)} left`] : []), ...(fits(t, state.ends[1]) ? [`${name(t)} right`] : [])]);
  const fromExposed = moves(state.exposed[seat] ?? []);
  return fromExposed.length ? fromExposed : moves(state.hands[seat]);
}

function refuse(rule, reason) {
  return { accepted: false, rule, reason };
}

/** Take the tile out of the seat's hand (and off the table in front of it). */
function remove(state, seat, tile) {
  state.hands[seat] = state.hands[seat].filter((t) => name(t) !== name(tile));
  if (state.exposed[seat]) {
    state.exposed[seat] = state.exposed[seat].filter((t) => name(t) !== name(tile));
    if (!state.exposed[seat].length) delete state.exposed[seat];
  }
}

/** The hand's end after a play: a domino (NDF-1.6, NDF-5.4) or a lock nobody can play out of (NDF-9.1, NDF-9.2). */
function finish(state, seat, wasExposed) {
  const counts = Object.fromEntries(SEATS.map((s) => [s, pips(state.hands[s])]));
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (!state.hands[seat].length) {
    // going out with the tile left face up scores nothing (NDF-5.4); otherwise every pip still held (NDF-1.6)
    state.outcome = wasExposed
      ? { end: "domino", winner: seat, team: TEAM[seat], points: 0, counts, rule: "NDF-5.4" }
      : { end: "domino", winner: seat, team: TEAM[seat], points: total, counts, rule: "NDF-1.6" };
  } else if (!SEATS.some((s) => canPlay(state, s))) {
    const lowest = Math.min(...SEATS.map((s) => counts[s]));
    const holders = SEATS.filter((s) => counts[s] === lowest);
    const teams = new Set(holders.map((s) => TEAM[s]));
    state.outcome = teams.size > 1
      ? { end: "void", winner: null, team: null, points: 0, counts, rule: "NDF-9.2" }
      : { end: "lock", winner: holders.length === 1 ? holders[0] : null, team: TEAM[holders[0]], points: total, counts, rule: "NDF-9.1" };
  }
  if (state.outcome !== null) state.turn = null;
}

function play(state, action) {
  const seat = action.seat;
  let tile;
  try {
    tile = parseTile(action.tile);
  } catch (error) {
    return refuse("NDF-1.1", error.message);
  }
  if (state.outcome !== null) return refuse("NDF-6.1", "the hand is over");
  if (!state.hands[seat].some((t) => name(t) === name(tile))) return refuse("NDF-1.1", `${seat} does not hold ${name(tile)}`);
  if (seat !== state.turn) {
    // NDF-6.1: a tile put down out of turn stays off the line, face up in front of its owner; the turn stays
    const face = state.exposed[seat] ?? [];
    if (!face.some((t) => name(t) === name(tile))) state.exposed[seat] = [...face, tile].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    return { accepted: true };
  }
  const face = state.exposed[seat] ?? [];
  const wasExposed = face.some((t) => name(t) === name(tile));
  if (state.ends === null) {
    state.ends = [tile[0], tile[1]];
    state.firstTile = tile[0] === tile[1]
      ? { tile: name(tile), orientation: "across", toward_leader: null } // NDF-10.1
      : { tile: name(tile), orientation: "lengthwise", toward_leader: tile[1] }; // NDF-10.2
  } else {
    // NDF-7.1: against an open end showing one of its numbers (the end named, if any; else the left one first)
    const ends = { left: 0, right: 1 };
    const sides = (action.end === undefined ? ["left", "right"] : [action.end]).filter(
      (side) => Object.hasOwn(ends, side) && fits(tile, state.ends[ends[side]]),
    );
    if (!sides.length) return refuse("NDF-7.1", `${name(tile)} does not match ${action.end === undefined ? "an open end" : `the ${action.end} end`}`);
    // NDF-5.2: a tile left face up that fits is played before any other
    const faceFits = face.some((t) => fits(t, state.ends[0]) || fits(t, state.ends[1]));
    if (faceFits && !wasExposed) return refuse("NDF-5.2", "a tile left face up that fits must be played first");
    const at = ends[sides[0]];
    state.ends[at] = tile[0] === state.ends[at] ? tile[1] : tile[0];
  }
  remove(state, seat, tile);
  state.turn = NEXT[seat];
  finish(state, seat, wasExposed);
  return { accepted: true };
}

function pass(state, action) {
  const seat = action.seat;
  if (state.outcome !== null) return refuse("NDF-6.1", "the hand is over");
  if (seat !== state.turn) return refuse("NDF-6.1", "a pass out of turn");
  if (state.ends === null) return refuse("NDF-4.1", "the leader must lead a tile");
  if (canPlay(state, seat) && !action.unnoticed) return refuse("NDF-4.1", `${seat} holds a tile that fits`);
  state.turn = NEXT[seat];
  return { accepted: true };
}

function apply(state, action) {
  switch (action.type) {
    case "play":
      return play(state, action);
    case "pass":
      return pass(state, action);
    case "ask-count": // anyone may ask, at any time: hand_sizes answers it
    case "ask-score":
      return { accepted: true };
    case "draw": // a block game has no bone-yard: a request with a draw asks for what the game does not have
      throw new Refused("nobody draws in this game: the whole set is dealt or left out", "NDF-1.1");
    default: // touches and judge's records need the `infractions` capability, which this engine does not claim
      throw new Unsupported(`${action.type} actions are not claimed`);
  }
}

function describe(state, results) {
  const over = state.outcome !== null;
  return {
    results,
    turn: state.turn,
    ends: state.ends === null ? null : [...state.ends],
    legal: legal(state),
    must_play: null,
    exposed: Object.fromEntries(Object.entries(state.exposed).map(([seat, tiles]) => [seat, tiles.map(name)])),
    hand_sizes: Object.fromEntries(SEATS.map((seat) => [seat, state.hands[seat].length])),
    first_tile: state.firstTile,
    outcome: state.outcome,
    penalties: [], // penalties come only from infractions a judge records
    next_leader: over ? NEXT[state.leader] : null, // NDF-2.3: the lead rotates, whoever won
  };
}

function hand(request) {
  const state = setUp(request.setup);
  const results = [];
  const steps = [describe(state, [])];
  for (const action of request.actions) {
    const result = apply(state, action);
    results.push(result);
    steps.push(describe(state, [result]));
  }
  const reply = describe(state, results);
  if (request.each) reply.steps = steps;
  return reply;
}

serve(
  { lead, hand },
  {
    implementation: { name: "domino_wire.mjs example", version: "1.0", language: "javascript" },
    rulebooks: [BOOK],
    capabilities: ["lead", "hand"],
    models: {
      [BOOK]: ["legality", "turn", "line", "legal-moves", "face-up", "hand-sizes", "first-tile", "outcome", "hand-winner", "penalties", "next-lead", "lead-draw"],
    },
  },
);
