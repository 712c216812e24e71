// The domino-rules wire protocol for a JavaScript engine, in one file (Node.js 20, no npm packages).
//
// Copy this file beside your engine. Write one handler function per op you support; each takes the request (an
// object, as read from JSON) and returns the reply (an object, or a promise of one). Then call serve():
//
//   import { serve, Refused, Unsupported } from "./domino_wire.mjs";
//
//   function lead(request) {
//     // ...
//     return { leader: "N" };
//   }
//
//   serve({ lead }, {
//     implementation: { name: "my engine", version: "1.0", language: "javascript" },
//     rulebooks: ["ndf-double-nine"],
//     capabilities: ["lead"],
//   });
//
// serve() reads one request per line from standard input and writes one answer per line to standard output, in
// order: {"reply": ...} from the handler; {"unsupported": ...} for an op with no handler, a rulebook not claimed, or
// a handler that throws Unsupported; {"error": ..., "rule": ...} for a handler that throws Refused (the rules allow
// no such request); and {"error": ...} for a line that is not a JSON object or a handler that throws anything else
// (the loop never stops on a bad request: it answers it and reads the next). It answers `start` itself with the
// claim given (unless a handler for `start` is passed) and `stop` with {}, then returns. The protocol and every
// message are described on the project site's "Wire protocol" page (protocol.md in a kit) and in the JSON Schemas.
import { createInterface } from "node:readline";

/** The protocol version this file speaks (major.minor). */
export const PROTOCOL = "1.0";

/** Throw it in a handler to answer `unsupported` (the request is outside what the engine does). */
export class Unsupported extends Error {}

/**
 * Throw it in a handler when the rules allow no such request (a deal with a tile outside the set, a tile dealt
 * twice, a hand too large): the answer is {"error": reason, "rule": rule}.
 */
export class Refused extends Error {
  constructor(reason, rule) {
    super(reason);
    this.rule = rule;
  }
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The answer to one request, as the object to write on one line.
 *
 *   await answer({ op: "pair", rulebook: "x" }, {})                     -> { unsupported: "op \"pair\" is not supported" }
 *   await answer({ op: "lead", rulebook: "x" }, { lead }, ["y"])         -> { unsupported: "rulebook \"x\" is not claimed" }
 *   await answer({ op: "lead", rulebook: "y" }, { lead }, ["y"])         -> { reply: ... }
 */
export async function answer(request, handlers, rulebooks = []) {
  if (!isObject(request)) return { error: "a request is a JSON object" };
  const op = request.op;
  const handler = typeof op === "string" && Object.hasOwn(handlers, op) ? handlers[op] : undefined;
  if (typeof handler !== "function") return { unsupported: `op ${JSON.stringify(op)} is not supported` };
  const rulebook = request.rulebook;
  if (rulebooks.length && typeof rulebook === "string" && !rulebooks.includes(rulebook)) {
    return { unsupported: `rulebook ${JSON.stringify(rulebook)} is not claimed` };
  }
  try {
    return { reply: await handler(request) };
  } catch (error) {
    if (error instanceof Unsupported) return { unsupported: error.message || `${op} is not supported here` };
    if (error instanceof Refused) return { error: error.message, rule: error.rule };
    // any other failure is this request's error, never the end of the session
    process.stderr.write(`${error?.stack ?? error}\n`);
    return { error: `${error?.name ?? "Error"}: ${error?.message ?? error}` };
  }
}

/**
 * Answer requests until `stop` or the end of the input.
 *
 * `implementation` is {name, version, language}; `rulebooks` and `capabilities` (and optionally `claims`, per
 * rulebook) are the claim the `start` reply makes; `models` names, per rulebook, the groups of facts the engine
 * models (every group when left out), `players` the numbers of players at a table it plays (every size when left
 * out) and `omits` what it leaves out (`ask-count`). `input` and `output` default to the process's standard streams.
 */
export async function serve(handlers, options) {
  const { implementation, rulebooks, capabilities, claims, models, players, omits, input, output } = options;
  const sink = output ?? process.stdout;
  const claim = { protocol: PROTOCOL, implementation: { ...implementation }, rulebooks: [...rulebooks], capabilities: [...capabilities] };
  if (claims !== undefined) claim.claims = claims;
  if (models !== undefined) claim.models = models;
  if (players !== undefined) claim.players = players;
  if (omits !== undefined) claim.omits = omits;
  const start = (request) => {
    if (String(request.protocol ?? "").split(".")[0] !== PROTOCOL.split(".")[0]) {
      throw new Error(`protocol ${request.protocol} is not supported; this engine speaks ${PROTOCOL}`);
    }
    return claim;
  };
  const table = { start, stop: () => ({}), ...handlers };
  const lines = createInterface({ input: input ?? process.stdin, crlfDelay: Infinity, terminal: false });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let request;
    let reply;
    try {
      request = JSON.parse(line);
    } catch (error) {
      reply = { error: `not JSON: ${error.message}` };
    }
    if (reply === undefined) reply = await answer(request, table, claim.rulebooks);
    sink.write(JSON.stringify(reply) + "\n");
    if (isObject(request) && request.op === "stop") {
      lines.close();
      return;
    }
  }
}
