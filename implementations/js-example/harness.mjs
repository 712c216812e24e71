#!/usr/bin/env node
// A minimal domino-rules implementation in JavaScript (Node.js 20, no npm packages).
//
// It shows the wire protocol from outside Python: newline-delimited JSON on
// stdin/stdout, one reply line per request line, in order.
//
//   domino-rules check --impl "node implementations/js-example/harness.mjs"
//
// It claims one rulebook (ndf-double-nine) and one capability (lead: who
// leads the first hand from the tiles drawn). Every other request is answered
// {"unsupported": ...}, and the runner reports those scenarios as "not claimed".
import { createInterface } from "node:readline";

const PROTOCOL = "1.0";
const RULEBOOKS = ["ndf-double-nine"];

// "6-4" -> [6, 4] (high end first).
function parseTile(text) {
  const [a, b] = text.split("-").map(Number);
  return [Math.max(a, b), Math.min(a, b)];
}

// NDF-2.1: the highest pip sum leads; NDF-2.2: a tied sum goes to the highest single end.
function leader(draws) {
  let best = null;
  for (const [seat, text] of Object.entries(draws)) {
    const [high, low] = parseTile(text);
    const key = [high + low, high];
    if (best === null || key[0] > best.key[0] || (key[0] === best.key[0] && key[1] > best.key[1])) {
      best = { seat, key };
    }
  }
  return best.seat;
}

function handle(request) {
  switch (request.op) {
    case "start":
      if (String(request.protocol).split(".")[0] !== PROTOCOL.split(".")[0]) {
        return { error: `protocol ${request.protocol} is not supported; this harness speaks ${PROTOCOL}` };
      }
      return {
        reply: {
          protocol: PROTOCOL,
          implementation: {
            name: "js-example",
            version: "1.0.0",
            language: "javascript",
            homepage: "https://nodejs.org/",
          },
          rulebooks: RULEBOOKS,
          capabilities: ["lead"],
        },
      };
    case "lead":
      if (!RULEBOOKS.includes(request.rulebook)) {
        return { unsupported: `rulebook ${request.rulebook} is not claimed` };
      }
      // NDF-2.1: one tile per player from one set, so no two players can have drawn the same tile.
      if (new Set(Object.values(request.draws)).size !== Object.keys(request.draws).length) {
        return { error: "two players cannot draw the same tile" };
      }
      return { reply: { leader: leader(request.draws) } };
    default:
      return { unsupported: `op ${request.op} is not claimed by this example` };
  }
}

const lines = createInterface({ input: process.stdin, terminal: false });
lines.on("line", (line) => {
  if (!line.trim()) return;
  let answer;
  try {
    const request = JSON.parse(line);
    if (request.op === "stop") {
      process.stdout.write(JSON.stringify({ reply: {} }) + "\n");
      lines.close();
      return;
    }
    answer = handle(request);
  } catch (error) {
    answer = { error: String(error) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
});
