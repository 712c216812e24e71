#!/usr/bin/env node
// Run the exported domino-rules cases against an engine, as `domino-rules check` does (Node.js 20, no npm packages).
//
//   node run-cases.mjs --impl "node js/example_engine.mjs" [--cases DIR] [--schemas DIR] [--rulebook ID]...
//                      [--id CASE_ID]... [--timeout SECONDS] [--json FILE] [--quiet]
//
// It reads cases/index.json and every case it lists, starts the engine, shakes hands and runs each case by the
// rules of the cases page ("Running a case as check does"): a case outside the claim is "not claimed"; each check
// is narrowed to the groups of facts the claim models; each request is sent when a check first needs its reply;
// every reply is validated against its message schema (protocol/<op>-reply.json). It prints one line per case that
// failed or ended in an error and a summary, and exits 1 when a case failed or ended in an error, 2 on bad usage,
// 4 when the handshake fails. --json FILE writes every case's status and message.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const PROTOCOL = "1.0";
const STARTUP_SECONDS = 10;
const MAX_RESTARTS = 25;

// -- values and comparisons, as conformance/observe.py has them ------------------------------------------------
const ABSENT = Symbol("absent");

class Mismatch extends Error {
  constructor(what, expected, actual) {
    super(`${what}: expected ${show(expected)}, got ${show(actual)}`);
    this.what = what;
    this.expected = expected;
    this.actual = actual;
  }
}

/** An answer that ends the case: "failed" (an unsupported answer inside the claim) or "error". */
class CaseEnd extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

/** Python's json.dumps(value, sort_keys=True): separators ", " and ": ", non-ASCII escaped. */
function pyJson(value) {
  if (value === ABSENT) throw new Error("an absent value has no JSON text");
  if (value === null) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) =>
      c === "\u007f" ? c : "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
    );
  }
  if (Array.isArray(value)) return "[" + value.map(pyJson).join(", ") + "]";
  const keys = Object.keys(value).sort(codePointOrder);
  return "{" + keys.map((k) => pyJson(k) + ": " + pyJson(value[k])).join(", ") + "}";
}

function codePointOrder(a, b) {
  const x = Array.from(a, (c) => c.codePointAt(0));
  const y = Array.from(b, (c) => c.codePointAt(0));
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

function show(value) {
  if (value === ABSENT) return "nothing (absent)";
  try {
    return pyJson(value);
  } catch {
    return String(value);
  }
}

/** Python's == on JSON values (a filter's value): 1 == true, lists and objects item by item. */
function pyEqual(a, b) {
  const scalar = (v) => typeof v === "number" || typeof v === "boolean";
  if (scalar(a) && scalar(b)) return Number(a) === Number(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => pyEqual(x, b[i]));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => hasOwn(b, k) && pyEqual(a[k], b[k]));
  }
  return a === b;
}

/** JSON equality: true is not 1, absent equals nothing. */
function same(expected, actual) {
  if (actual === ABSENT) return false;
  if (typeof expected === "boolean" || typeof actual === "boolean") {
    return typeof expected === "boolean" && typeof actual === "boolean" && expected === actual;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length === actual.length && expected.every((e, i) => same(e, actual[i]));
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return false;
    const ke = Object.keys(expected);
    const ka = Object.keys(actual);
    return ke.length === ka.length && ke.every((k) => hasOwn(actual, k) && same(expected[k], actual[k]));
  }
  return expected === actual;
}

function matches(pattern, actual) {
  if (isObject(pattern)) {
    return isObject(actual) && Object.keys(pattern).every((k) => hasOwn(actual, k) && matches(pattern[k], actual[k]));
  }
  if (Array.isArray(pattern)) {
    return Array.isArray(actual) && pattern.length === actual.length && pattern.every((p, i) => matches(p, actual[i]));
  }
  return same(pattern, actual);
}

function orderKey(value) {
  if (typeof value === "number") return [0, value];
  if (typeof value === "string") return [1, value];
  return [2, pyJson(value)];
}

function sortItems(values) {
  return [...values].sort((a, b) => {
    const [ka, va] = orderKey(a);
    const [kb, vb] = orderKey(b);
    if (ka !== kb) return ka - kb;
    return ka === 0 ? va - vb : codePointOrder(va, vb);
  });
}

// The views of a path (defined on the cases page and in case.schema.json).
const VIEWS = {
  "@sorted": (value) => {
    if (!Array.isArray(value)) throw new Mismatch("a list to sort", "a list", value);
    return sortItems(value);
  },
  "@tile": (value) => {
    if (typeof value !== "string") throw new Mismatch("a legal move", "a string like 6-4 left", value);
    return value.split(" ")[0];
  },
  "@partnerships": (value) => {
    if (!Array.isArray(value) || value.length !== 4) throw new Mismatch("a table of four", "four seats [N, E, S, W]", value);
    const [n, e, s, w] = value;
    return sortItems([sortItems([n, s]), sortItems([e, w])]);
  },
  "@teams": (value) => {
    if (!isObject(value)) return ABSENT;
    const items = (seat) => (Array.isArray(value[seat]) ? value[seat] : []);
    return { NS: [...items("N"), ...items("S")], EW: [...items("E"), ...items("W")] };
  },
  "@count": (value) => (Array.isArray(value) ? value.length : ABSENT),
};

function segments(path) {
  if (path === "") return [];
  const out = [];
  for (const part of path.split("/").slice(1)) {
    const found = /^([^[\]]*)(?:\[([^=[\]]+)=(.+)\])?$/.exec(part);
    if (!part || !found) throw new Error(`malformed segment ${JSON.stringify(part)} in path ${JSON.stringify(path)}`);
    const [, key, field, literal] = found;
    if (key === "*") out.push(["each"]);
    else if (key.startsWith("@")) {
      if (!hasOwn(VIEWS, key)) throw new Error(`unknown view ${key} in path ${path}`);
      out.push(["view", key]);
    } else if (/^-*[0-9]+$/.test(key)) out.push(["index", key, parseInt(key, 10)]);
    else if (key) out.push(["key", key]);
    if (field !== undefined) out.push(["filter", field, JSON.parse(literal)]);
  }
  return out;
}

function walk(value, segs, at = 0) {
  if (at === segs.length) return value;
  const [kind, text, argument] = segs[at];
  if (value === ABSENT) return ABSENT;
  if (kind === "key") return isObject(value) && hasOwn(value, text) ? walk(value[text], segs, at + 1) : ABSENT;
  if (kind === "index" && isObject(value)) return hasOwn(value, text) ? walk(value[text], segs, at + 1) : ABSENT;
  if (kind === "index") {
    if (!Array.isArray(value) || argument < -value.length || argument >= value.length) return ABSENT;
    return walk(value[argument < 0 ? value.length + argument : argument], segs, at + 1);
  }
  if (kind === "view") return walk(VIEWS[text](value), segs, at + 1);
  if (!Array.isArray(value)) return ABSENT;
  if (kind === "each") return value.map((item) => walk(item, segs, at + 1));
  const kept = value.filter((item) => isObject(item) && hasOwn(item, text) && pyEqual(item[text], argument));
  return walk(kept, segs, at + 1);
}

/** The reply with the protocol's defaults filled in (case.schema.json, "checks"). */
function withDefaults(op, reply) {
  if (!isObject(reply)) return reply;
  const filled = { ...reply };
  const defaults = {
    hand: { sanctions: () => [], next_opening: () => null, next_lead_team: () => null },
    match: { decided_by: () => null, shuffler: () => null },
    pair: { byes: (r) => (r.bye === undefined || r.bye === null ? [] : [r.bye]) },
  }[op] ?? {};
  for (const [key, make] of Object.entries(defaults)) if (!hasOwn(filled, key)) filled[key] = make(filled);
  if (op === "hand" && Array.isArray(filled.penalties)) {
    filled.penalties = filled.penalties.map((p) => (isObject(p) && !hasOwn(p, "charged_to") ? { charged_to: "team", ...p } : p));
  }
  return filled;
}

function describe(check) {
  return `${check.what || "the value"} (${check.op} ${check.path || "/"})`;
}

function holds(check, actual) {
  const expected = check.expected;
  switch (check.compare) {
    case "absent":
      return actual === ABSENT || actual === null;
    case "equal":
      return same(expected, actual);
    case "matches":
      return matches(expected, actual);
  }
  if (!Array.isArray(actual)) return false;
  if (check.compare === "contains") return actual.some((item) => same(expected, item));
  if (!Array.isArray(expected)) throw new CaseEnd("error", `${describe(check)}: a ${check.compare} check expects a list`);
  const canonical = (items) => items.map(pyJson).sort();
  const [e, a] = [canonical(expected), canonical(actual)];
  if (check.compare === "unordered") return e.length === a.length && e.every((x, i) => x === a[i]);
  if (check.compare === "set-equal") {
    const [se, sa] = [new Set(e), new Set(a)];
    return se.size === sa.size && [...se].every((x) => sa.has(x));
  }
  throw new CaseEnd("error", `unknown comparison ${check.compare}`);
}

function shownActual(check, actual) {
  const cut = (pattern, value) => {
    if (isObject(pattern) && isObject(value)) {
      return Object.fromEntries(Object.keys(value).filter((k) => hasOwn(pattern, k)).map((k) => [k, cut(pattern[k], value[k])]));
    }
    if (Array.isArray(pattern) && Array.isArray(value) && pattern.length === value.length) return value.map((v, i) => cut(pattern[i], v));
    return value;
  };
  return check.compare === "matches" ? cut(check.expected, actual) : actual;
}

function evaluate(check, reply) {
  let actual;
  try {
    actual = walk(withDefaults(check.op, reply), segments(check.path));
  } catch (error) {
    if (error instanceof Mismatch) throw new Mismatch(`${describe(check)}: ${error.what}`, error.expected, error.actual);
    throw error;
  }
  if (!holds(check, actual)) throw new Mismatch(describe(check), check.expected, shownActual(check, actual));
}

// -- JSON Schema, the subset the message schemas use ----------------------------------------------------------
function schemaProblems(schema, value, root = schema, where = "") {
  if (schema === true || schema === undefined) return [];
  if (schema.$ref) return schemaProblems(root.$defs[schema.$ref.split("/").pop()], value, root, where);
  const at = where || "(top)";
  if (schema.anyOf) {
    return schema.anyOf.some((option) => schemaProblems(option, value, root, where).length === 0)
      ? []
      : [`${at}: ${show(value)} is not valid under any of the given schemas`];
  }
  if (schema.enum && !schema.enum.some((option) => same(option, value))) return [`${at}: ${show(value)} is not one of ${show(schema.enum)}`];
  const kinds = {
    null: (v) => v === null,
    boolean: (v) => typeof v === "boolean",
    integer: (v) => typeof v === "number" && Number.isInteger(v),
    number: (v) => typeof v === "number",
    string: (v) => typeof v === "string",
    array: Array.isArray,
    object: isObject,
  };
  if (schema.type && !kinds[schema.type](value)) return [`${at}: ${show(value)} is not of type "${schema.type}"`];
  const out = [];
  const inner = (key) => (where ? `${where}/${key}` : String(key));
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => out.push(...schemaProblems(schema.items, item, root, inner(i))));
  if (isObject(value)) {
    for (const name of schema.required ?? []) if (!hasOwn(value, name)) out.push(`${at}: "${name}" is a required property`);
    for (const [key, item] of Object.entries(value)) {
      if (schema.propertyNames) out.push(...schemaProblems(schema.propertyNames, key, root, where));
      if (schema.properties && hasOwn(schema.properties, key)) out.push(...schemaProblems(schema.properties[key], item, root, inner(key)));
      else if (isObject(schema.additionalProperties)) out.push(...schemaProblems(schema.additionalProperties, item, root, inner(key)));
      else if (schema.additionalProperties === false) out.push(`${at}: unexpected property "${key}"`);
    }
  }
  return out;
}

// -- the engine, over the wire protocol -------------------------------------------------------------------------
/** POSIX shell words (quotes and backslashes), as the suite splits --impl. */
function shellWords(text) {
  const words = [];
  let word = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error("no closing quotation");
      word = (word ?? "") + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word = word ?? "";
      for (i++; i < text.length && text[i] !== '"'; i++) {
        if (text[i] === "\\" && '"\\$`'.includes(text[i + 1] ?? "")) i++;
        word += text[i];
      }
      if (i >= text.length) throw new Error("no closing quotation");
    } else if (c === "\\") {
      word = (word ?? "") + (text[++i] ?? "");
    } else word = (word ?? "") + c;
  }
  if (word !== null) words.push(word);
  return words;
}

class Engine {
  constructor(argv, timeout, schemas, fields) {
    this.argv = argv;
    this.timeout = timeout;
    this.schemas = schemas;
    this.fields = fields;
    this.child = null;
    this.lines = [];
    this.waiting = null;
    this.spawned = false;
    this.restarts = 0;
    this.claim = null;
    this.stderr = [];
  }

  spawn() {
    const child = spawn(this.argv[0], this.argv.slice(1), { stdio: ["pipe", "pipe", "pipe"] });
    this.child = child;
    this.lines = [];
    this.stderr = [];
    child.on("error", (error) => this.stderr.push(String(error)));
    child.stdin.on("error", () => {});
    createInterface({ input: child.stderr }).on("line", (line) => {
      this.stderr.push(line);
      this.stderr.splice(0, this.stderr.length - 5);
    });
    // lines of a process killed since are never delivered: they would answer the next process's requests
    createInterface({ input: child.stdout }).on("line", (line) => this.child === child && this.deliver(line));
    child.on("close", () => {
      if (this.child !== child) return;
      this.deliver(null);
      this.child = null;
    });
  }

  deliver(line) {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(line);
    } else this.lines.push(line);
  }

  nextLine(seconds) {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve(undefined);
      }, seconds * 1000);
      this.waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  }

  kill() {
    const child = this.child;
    this.child = null;
    if (child) child.kill("SIGKILL");
  }

  tail() {
    return this.stderr.length ? ` | stderr: ${this.stderr.join(" / ")}` : "";
  }

  /** The answer to one request: {reply}, {error, rule} or {unsupported}; a failure to answer throws CaseEnd("error"). */
  async exchange(request, seconds) {
    const op = request.op;
    try {
      this.child.stdin.write(JSON.stringify(request) + "\n");
    } catch {
      this.kill();
      throw new CaseEnd("error", `the implementation exited before the ${op} request${this.tail()}`);
    }
    const line = await this.nextLine(seconds);
    if (line === undefined) {
      this.kill();
      throw new CaseEnd("error", `no reply to ${op} within ${seconds} s (hung); restarted`);
    }
    if (line === null) {
      this.kill();
      throw new CaseEnd("error", `the implementation crashed during ${op}${this.tail()}`);
    }
    let envelope;
    try {
      envelope = JSON.parse(line);
    } catch {
      this.kill();
      throw new CaseEnd("error", `reply to ${op} is not JSON: ${line.trim().slice(0, 120)}; restarted`);
    }
    if (!isObject(envelope)) {
      this.kill();
      throw new CaseEnd("error", `reply to ${op} is not a JSON object: ${line.trim().slice(0, 120)}`);
    }
    if (hasOwn(envelope, "unsupported")) return { unsupported: String(envelope.unsupported) };
    if (hasOwn(envelope, "error")) {
      return { error: String(envelope.error), rule: typeof envelope.rule === "string" ? envelope.rule : null };
    }
    if (!hasOwn(envelope, "reply")) throw new CaseEnd("error", `reply to ${op} has none of reply, error, unsupported`);
    const found = this.problems(op, envelope.reply, request.rulebook);
    if (found.length) throw new CaseEnd("error", `malformed ${op} reply: ${found.slice(0, 3).join("; ")}`);
    return { reply: envelope.reply };
  }

  problems(op, reply, rulebook) {
    const found = schemaProblems(this.schemas[op], reply);
    if (op === "start" || !this.claim || typeof rulebook !== "string") return found;
    const modelled = claimedGroups(this.claim, rulebook, this.fields.groups, this.fields.omits_groups);
    const leftOut = new Set(
      Object.entries(this.fields.reply_fields[op] ?? {})
        .filter(([, group]) => !modelled.has(group))
        .map(([field]) => `"${field}" is a required property`),
    );
    // a field of a group the claim does not model may be missing from the reply and from each of its steps
    return found.filter((line) => {
      const [where, said] = [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)];
      const inPosition = where === "(top)" || /^steps\/\d+$/.test(where);
      return !(inPosition && leftOut.has(said));
    });
  }

  async ensureStarted() {
    if (this.child) return;
    if (this.spawned) this.restarts++;
    if (this.restarts > MAX_RESTARTS) throw new CaseEnd("error", `gave up after ${MAX_RESTARTS} restarts`);
    this.spawn();
    this.spawned = true;
    const answer = await this.exchange({ op: "start", protocol: PROTOCOL, suite: "domino-rules" }, Math.max(this.timeout, STARTUP_SECONDS));
    if (!answer.reply) throw new CaseEnd("error", `the handshake was answered ${JSON.stringify(answer)}`);
    if (String(answer.reply.protocol).split(".")[0] !== PROTOCOL.split(".")[0]) {
      this.kill();
      throw new CaseEnd("error", `the implementation speaks protocol ${answer.reply.protocol}; this runner speaks ${PROTOCOL}`);
    }
    this.claim = answer.reply;
  }

  async ask(request) {
    await this.ensureStarted();
    return this.exchange(request, this.timeout);
  }

  async stop() {
    if (this.child) {
      try {
        this.child.stdin.write(JSON.stringify({ op: "stop" }) + "\n");
        this.child.stdin.end();
      } catch {}
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 2000);
        this.child?.on("close", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    this.kill();
  }
}

// -- the claim ----------------------------------------------------------------------------------------------
const CAPABILITY_OF = { lead: "lead", deal: "deal", hand: "hand", match: "match", pair: "pairing", standings: "standings", advance: "knockout", train: "train", seating: "train-event" };

function claimedGroups(claim, rulebook, allGroups, omitsGroups) {
  const listed = rulebook === null ? undefined : claim.models?.[rulebook];
  const names = new Set(listed === undefined ? allGroups : allGroups.filter((g) => listed.includes(g)));
  for (const omitted of claim.omits ?? []) names.delete(omitsGroups[omitted] ?? omitted);
  return names;
}

function covers(claim, rulebook, capability) {
  if (rulebook !== null && !claim.rulebooks.includes(rulebook)) return false;
  if (!claim.capabilities.includes(capability)) return false;
  if (rulebook === null || !claim.claims) return true;
  return (claim.claims[rulebook] ?? []).includes(capability);
}

/** Why the case is not claimed (null: it is). */
function notClaimed(kase, claim, groups) {
  const book = kase.rulebook;
  if (book !== null && !claim.rulebooks.includes(book)) return `rulebook ${book}`;
  for (const capability of kase.capabilities) if (!covers(claim, book, capability)) return `capability ${capability}`;
  const omitted = kase.uses.filter((name) => (claim.omits ?? []).includes(name));
  if (omitted.length) return `needs ${omitted.join(", ")}, which the implementation leaves out (omits)`;
  const sizes = book === null ? undefined : claim.players?.[book];
  if (kase.players !== null && sizes !== undefined && !sizes.includes(kase.players)) return `a table of ${kase.players} players`;
  const reads = kase.observations.map((o) => new Set(o.checks.flatMap((c) => c.groups)));
  if (book !== null && reads.length && !reads.some((read) => [...read].some((g) => groups.has(g)))) {
    return "every Then step reads facts the implementation does not model";
  }
  return null;
}

/** The check cut down to the claimed groups (null: nothing of it is checked). */
function narrow(check, groups) {
  if (check.groups.every((g) => groups.has(g))) return check;
  if (!check.key_groups) return null;
  const kept = Object.fromEntries(Object.entries(check.expected).filter(([key]) => check.key_groups[key].every((g) => groups.has(g))));
  return Object.keys(kept).length ? { ...check, expected: kept } : null;
}

// -- one case -------------------------------------------------------------------------------------------------
async function runCase(kase, engine, claim, allGroups, omitsGroups) {
  const groups = claimedGroups(claim, kase.rulebook, allGroups, omitsGroups);
  const why = notClaimed(kase, claim, groups);
  if (why !== null) return { status: "not claimed", message: `not claimed: ${why}` };
  const answers = new Map();
  const answer = async (position) => {
    if (!answers.has(position)) answers.set(position, await engine.ask(kase.requests[position]));
    const got = answers.get(position);
    if (kase.requests[position].each === true && got.reply !== undefined && got.reply.steps === undefined) {
      // the protocol lets an implementation leave steps out: then it does not claim a case that reads them
      throw new CaseEnd("not claimed", "not claimed: the position after each action (the reply to a request with each has no steps)");
    }
    if (kase.requests[position].each !== true && got.reply !== undefined && got.reply.steps !== undefined) {
      throw new CaseEnd("failed", `the ${kase.requests[position].op} reply has steps, but the request did not ask for them (no each)`);
    }
    if (got.unsupported !== undefined) {
      const request = kase.requests[position];
      throw new CaseEnd(
        "failed",
        `answered unsupported inside its claim (rulebook ${request.rulebook}, capability ${CAPABILITY_OF[request.op]}): ${got.unsupported}`,
      );
    }
    return got;
  };
  const failures = [];
  let checked = 0;
  let unchecked = 0;
  try {
    for (const observation of kase.observations) {
      const narrowed = observation.checks.map((c) => narrow(c, groups));
      if (narrowed.some((c, i) => c !== observation.checks[i])) unchecked++;
      const kept = narrowed.filter((c) => c !== null);
      if (!kept.length) continue;
      checked++;
      try {
        for (const check of kept) {
          const got = await answer(check.request);
          if (check.compare === "refused") {
            if ((got.error !== undefined) !== check.expected) {
              const wanted = check.expected ? "refused (an error reply)" : "answered";
              throw new Mismatch(describe(check), wanted, got.error !== undefined ? `refused: ${got.error}` : "answered");
            }
          } else if (check.compare === "refused-under") {
            if (got.error === undefined || got.rule !== check.expected) {
              const found = got.error === undefined ? "answered" : `refused under ${got.rule ?? "no rule"}: ${got.error}`;
              throw new Mismatch(describe(check), `refused under ${check.expected}`, found);
            }
          } else if (got.error !== undefined) {
            throw new CaseEnd("error", `the implementation reported an error on ${check.op}: ${got.error}`);
          } else evaluate(check, got.reply);
        }
      } catch (error) {
        if (!(error instanceof Mismatch)) throw error;
        failures.push(`${observation.step}: ${error.message}`);
      }
    }
  } catch (error) {
    if (!(error instanceof CaseEnd)) throw error;
    return { status: error.status, message: [...failures, error.message].join("; ") };
  }
  if (failures.length) return { status: "failed", message: failures.join("; ") };
  if (!checked && unchecked) return { status: "not claimed", message: "not claimed: every Then step reads facts the implementation does not model" };
  return { status: "passed", message: "" };
}

// -- the command ----------------------------------------------------------------------------------------------
function parse(argv) {
  const options = { cases: join(HERE, "cases"), schemas: join(HERE, "protocol"), timeout: 10, rulebook: [], id: [], json: null, quiet: false, impl: null };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${name} needs a value`);
      return argv[++i];
    };
    if (name === "--impl") options.impl = value();
    else if (name === "--cases") options.cases = value();
    else if (name === "--schemas") options.schemas = value();
    else if (name === "--timeout") options.timeout = Number(value());
    else if (name === "--rulebook") options.rulebook.push(value());
    else if (name === "--id") options.id.push(value());
    else if (name === "--json") options.json = value();
    else if (name === "--quiet") options.quiet = true;
    else throw new Error(`unknown option ${name}`);
  }
  if (!options.impl) throw new Error("--impl COMMAND is required");
  if (!(options.timeout > 0)) throw new Error("--timeout needs a number of seconds above 0");
  return options;
}

async function main() {
  let options;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`run-cases: ${error.message}`);
    return 2;
  }
  const read = (path) => JSON.parse(readFileSync(path, "utf8"));
  const indexPath = join(options.cases, "index.json");
  if (!existsSync(indexPath)) {
    console.error(`run-cases: ${indexPath} is missing (domino-rules export DIR, or domino-rules kit DIR, writes it)`);
    return 2;
  }
  const index = read(indexPath);
  if (String(index.format).split(".")[0] !== "3") {
    console.error(`run-cases: ${indexPath} is case format ${index.format}; this runner reads format 3`);
    return 2;
  }
  const schemas = {};
  for (const op of ["start", ...Object.keys(CAPABILITY_OF)]) {
    const path = join(options.schemas, `${op}-reply.json`);
    if (!existsSync(path)) {
      console.error(`run-cases: ${path} is missing: the message schemas are needed to check every reply`);
      return 2;
    }
    schemas[op] = read(path);
  }
  const entries = index.cases.filter((entry) => !options.id.length || options.id.includes(entry.id));
  const unknown = options.id.filter((id) => !index.cases.some((entry) => entry.id === id));
  if (unknown.length) {
    console.error(`run-cases: no case ${unknown.join(", ")}`);
    return 2;
  }
  const engine = new Engine(shellWords(options.impl), options.timeout, schemas, index);
  try {
    await engine.ensureStarted();
  } catch (error) {
    console.error(`run-cases: the implementation did not complete the handshake: ${error.message}`);
    engine.kill();
    return 4;
  }
  const claim = engine.claim; // the claim of the first handshake binds the whole run, as in check
  const results = [];
  const started = Date.now();
  for (const entry of entries) {
    const kase = read(join(options.cases, entry.file));
    if (options.rulebook.length && !options.rulebook.includes(kase.rulebook)) continue;
    const result = await runCase(kase, engine, claim, index.groups, index.omits_groups);
    results.push({ id: kase.id, rules: kase.rules, level: kase.level, ...result });
    if (!options.quiet && (result.status === "failed" || result.status === "error")) {
      console.log(`${result.status.toUpperCase()} ${kase.id} [${kase.rules.join(", ")}]: ${result.message}`);
    }
  }
  await engine.stop();
  const totals = { passed: 0, failed: 0, "not claimed": 0, error: 0 };
  for (const result of results) totals[result.status]++;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${results.length} cases in ${seconds} s: ${Object.entries(totals).map(([k, v]) => `${v} ${k}`).join(", ")}`);
  if (options.json) writeFileSync(options.json, JSON.stringify({ implementation: claim.implementation, totals, cases: results }, null, 2) + "\n");
  return totals.failed || totals.error ? 1 : 0;
}

process.exitCode = await main();
