// Read the domino-rules spec exported as JSON: node read-spec.mjs DIR_OR_URL [RULE_ID]
//
// DIR_OR_URL is a folder written by `domino-rules export-spec DIR`, or the rules site's
// spec/v1/ (https://.../spec/v1/). Prints each rulebook with its rule count, its target and
// the rule an engine cites for a tile that fits no open end, then one rule in full.
// Node.js 18 or later; in a browser, keep only the fetch branch of read().
import { readFile } from "node:fs/promises";
import { join } from "node:path";

async function read(base, name) {
  let data;
  if (/^https?:\/\//.test(base)) {
    const response = await fetch(new URL(name, base.endsWith("/") ? base : base + "/"));
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    data = await response.json();
  } else {
    data = JSON.parse(await readFile(join(base, name), "utf-8"));
  }
  if (data.format !== "domino-rules-spec" || data.version !== 1) {
    throw new Error(`${name}: not a version 1 domino-rules spec document`);
  }
  return data;
}

function showRule(rule) {
  const lines = [`${rule.id} ${rule.title} (${rule.kind})`, `  ${rule.statement}`];
  for (const clause of rule.clauses) lines.push(`  clause ${clause}`);
  for (const p of rule.parameters) lines.push(`  ${p.name} = ${p.value} ${p.unit}: ${p.meaning}`);
  for (const r of rule.readings) lines.push(`  reading: ${r.question} ${r.reading}`);
  if (rule.penalty !== null) {
    const p = rule.penalty;
    lines.push(`  penalty: ${p.infraction} -> ${p.consequences.join(", ")} (${p.target})`);
  }
  lines.push(`  enforces: ${rule.enforces.join(", ") || "-"}`);
  return lines;
}

async function main(base, wanted) {
  const index = await read(base, "index.json");
  const lines = [];
  let found = null;
  for (const entry of index.rulebooks) {
    const document = await read(base, entry.file);
    const book = document.rulebook;
    const holder = document.parameters.target_score;
    let target = "-";
    for (const rule of book.rules) {
      for (const p of rule.parameters) {
        if (rule.id === holder && p.name === "target_score") target = `${p.value} ${p.unit} (${holder})`;
      }
      if (rule.id === wanted) found = rule;
    }
    const misfit = document.enforcers["must-match-end"] ?? "-";
    lines.push(`${book.id}: ${book.rules.length} rules; target ${target}; a tile that fits no end: ${misfit}`);
  }
  if (wanted !== undefined) {
    if (found === null) throw new Error(`no rule ${wanted}`);
    lines.push(...showRule(found));
  }
  return lines;
}

const [base, wanted] = process.argv.slice(2);
if (base === undefined) {
  console.error("usage: node read-spec.mjs DIR_OR_URL [RULE_ID]");
  process.exit(2);
}
console.log((await main(base, wanted)).join("\n"));
