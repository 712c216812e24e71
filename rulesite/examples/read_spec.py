"""Read the domino-rules spec exported as JSON: ``python read_spec.py DIR_OR_URL [RULE_ID]``.

DIR_OR_URL is a folder written by ``domino-rules export-spec DIR``, or the rules site's
``spec/v1/`` (``https://.../spec/v1/``). Prints each rulebook with its rule count, its
target and the rule an engine cites for a tile that fits no open end, then one rule in full.
Only the standard library is needed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TypeAlias
from urllib.request import urlopen

Value: TypeAlias = "bool | int | float | str | list[Value] | dict[str, Value] | None"
"""A JSON value, as the json module reads it."""
Json = dict[str, Value]


def read(base: str, name: str) -> Json:
    """One document of the export, from a folder or from the site."""
    data: Value
    if base.startswith(("http://", "https://")):
        with urlopen(f"{base.rstrip('/')}/{name}") as response:
            data = json.load(response)
    else:
        data = json.loads(Path(base, name).read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != "domino-rules-spec" or data.get("version") != 1:
        raise SystemExit(f"{name}: not a version 1 domino-rules spec document")
    return data


def objects(value: Value) -> list[Json]:
    """A JSON list of objects, checked."""
    found = [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []
    if not isinstance(value, list) or len(found) != len(value):
        raise SystemExit(f"expected a list of objects, got {value!r}")
    return found


def strings(value: Value) -> list[str]:
    """A JSON list of texts, checked."""
    found = [item for item in value if isinstance(item, str)] if isinstance(value, list) else []
    if not isinstance(value, list) or len(found) != len(value):
        raise SystemExit(f"expected a list of texts, got {value!r}")
    return found


def texts(value: Value) -> dict[str, str]:
    """A JSON object of texts, checked."""
    found = {key: item for key, item in value.items() if isinstance(item, str)} if isinstance(value, dict) else {}
    if not isinstance(value, dict) or len(found) != len(value):
        raise SystemExit(f"expected an object of texts, got {value!r}")
    return found


def obj(value: Value) -> Json:
    """A JSON object, checked."""
    if not isinstance(value, dict):
        raise SystemExit(f"expected an object, got {value!r}")
    return value


def show_rule(rule: Json) -> list[str]:
    """A rule in full: its statement, numbers with their units, readings and penalty."""
    lines = [f"{rule['id']} {rule['title']} ({rule['kind']})", f"  {rule['statement']}"]
    lines += [f"  clause {clause}" for clause in strings(rule["clauses"])]
    for parameter in objects(rule["parameters"]):
        lines.append(f"  {parameter['name']} = {parameter['value']} {parameter['unit']}: {parameter['meaning']}")
    for reading in objects(rule["readings"]):
        lines.append(f"  reading: {reading['question']} {reading['reading']}")
    penalty = rule["penalty"]
    if penalty is not None:
        found = obj(penalty)
        consequences = ", ".join(strings(found["consequences"]))
        lines.append(f"  penalty: {found['infraction']} -> {consequences} ({found['target']})")
    checks = ", ".join(strings(rule["enforces"]))
    lines.append(f"  enforces: {checks or '-'}")
    return lines


def main(base: str, wanted: str | None) -> list[str]:
    index = read(base, "index.json")
    lines: list[str] = []
    found: Json | None = None
    for entry in objects(index["rulebooks"]):
        document = read(base, str(entry["file"]))
        book = obj(document["rulebook"])
        rules = objects(book["rules"])
        holder = texts(document["parameters"]).get("target_score")
        target = "-"
        for rule in rules:
            for parameter in objects(rule["parameters"]):
                if rule["id"] == holder and parameter["name"] == "target_score":
                    target = f"{parameter['value']} {parameter['unit']} ({holder})"
            if rule["id"] == wanted:
                found = rule
        misfit = texts(document["enforcers"]).get("must-match-end", "-")
        lines.append(f"{book['id']}: {len(rules)} rules; target {target}; a tile that fits no end: {misfit}")
    if wanted is not None:
        if found is None:
            raise SystemExit(f"no rule {wanted}")
        lines += show_rule(found)
    return lines


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit("usage: python read_spec.py DIR_OR_URL [RULE_ID]")
    print("\n".join(main(sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else None)))
