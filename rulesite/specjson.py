"""The spec as JSON on the site: the export under ``spec/v1/`` and the implementers' page that explains it.

``domino-rules export-spec DIR`` writes the spec as JSON documents with their schemas
(:mod:`rulespec.export`); the site serves exactly those files under ``spec/v1/``, beside the
protocol's schemas under ``protocol/v1/``. The page shows what each document holds (a table
of fields per type, from the same schemas), how an editor checks the YAML files of ``spec/``,
and two small readers, in JavaScript and in Python, from ``rulesite/examples/``; the tests run
both against an export and against the files served over HTTP.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final, cast

from rulesite.markup import code, fenced, table
from rulesite.protocol import type_text
from rulespec import Spec
from rulespec.export import EXPORT_SCHEMAS, INDEX_FILE, export_files, export_schemas, schema_path
from rulespec.faults import FAULTS_DIR, KINDS_FILE, Catalogue
from rulespec.glossary import GLOSSARY_FILE, Glossary
from rulespec.loader import SOURCES_FILE
from rulespec.pictures import PICTURES_DIR, PictureFile, load_all_pictures
from rulespec.schemas import FILE_SCHEMAS, HEADER, SCHEMA_DIR, JsonSchema, header_line

SPEC_JSON_PAGE: Final = "implementers/spec-json.md"
SPEC_JSON_DIR: Final = "spec/v1"
"""Where the site serves the export (the ``v1`` is the export's format version)."""
EXAMPLES: Final = Path(__file__).resolve().parent / "examples"
"""The readers the page shows, as files (the tests run them)."""
EXAMPLE_FILES: Final[dict[str, str]] = {"read-spec.mjs": "javascript", "read_spec.py": "python"}
"""Each reader's file name (served beside the page) and its language."""


def example_text(name: str) -> str:
    """The text of one of the readers the page shows."""
    return (EXAMPLES / name).read_text(encoding="utf-8")


def spec_json_files(
    spec: Spec, glossary: Glossary, catalogues: tuple[Catalogue, ...], pictures: tuple[PictureFile, ...] | None = None
) -> dict[str, str]:
    """The export under ``spec/v1/``, the page, and the readers beside it, by path in the site.

    ``pictures``: the rule pictures (by default those of the spec folder in use, as the rulebook pages draw them).
    """
    pictures = pictures if pictures is not None else tuple(load_all_pictures(spec).values())
    exported = export_files(spec, glossary, catalogues, pictures)
    files = {f"{SPEC_JSON_DIR}/{name}": text for name, text in exported.items()}
    files[SPEC_JSON_PAGE] = spec_json_page(spec, pictures)
    for name in EXAMPLE_FILES:
        files[f"implementers/{name}"] = example_text(name)
    return files


def _link(path: str) -> str:
    """A link from the page (in ``implementers/``) to a file of the export."""
    return f"[`{path}`](../{SPEC_JSON_DIR}/{path})"


def _fields(definition: JsonSchema) -> str:
    properties = cast(dict[str, JsonSchema], definition.get("properties", {}))
    required = set(cast(list[str], definition.get("required", [])))
    rows = [
        [code(field), _type(fragment), "yes" if field in required else "no", _cell(fragment.get("description"))]
        for field, fragment in properties.items()
    ]
    return table(["Field", "Type", "Required", "Meaning"], rows)


def _type(fragment: JsonSchema) -> str:
    """A field's type in words: a constant as its JSON value, anything else as the protocol page says it.

    A choice of types (``oneOf``, as a rule picture's table is) reads as its options, like an ``anyOf``:

    >>> _type({"anyOf": [{"oneOf": [{"$ref": "#/$defs/Line"}, {"$ref": "#/$defs/Ends"}]}, {"type": "null"}]})
    '[Line](#type-line) or [Ends](#type-ends), or null'
    """
    if "const" in fragment:
        return code(json.dumps(fragment["const"]))
    return type_text({"anyOf": _options(fragment)} if "oneOf" in fragment or "anyOf" in fragment else fragment)


def _options(fragment: JsonSchema) -> list[object]:
    """The types a choice (``anyOf`` or ``oneOf``, nested or not) allows, each one a fragment."""
    choice = fragment.get("oneOf", fragment.get("anyOf"))
    if not isinstance(choice, list):
        return [fragment]
    out: list[object] = []
    for option in cast(list[object], choice):
        out += _options(cast(JsonSchema, option)) if isinstance(option, dict) else [option]
    return out


def _cell(description: object) -> str:
    return description.replace("|", "\\|") if isinstance(description, str) else ""


def spec_json_page(spec: Spec, pictures: tuple[PictureFile, ...]) -> str:
    """The implementers' page on the spec as JSON."""
    schemas = export_schemas()
    first = spec.rulebooks[0].id if spec.rulebooks else "ndf-double-nine"
    pictured = {file.rulebook for file in pictures}
    drawn = next((book.id for book in spec.rulebooks if book.id in pictured), first)
    shown = [rule for rule in spec.all_rules() if rule.penalty is not None and rule.parameters]
    rule = shown[0].id if shown else "NDF-4.2"
    out = [
        "# The spec as JSON",
        "",
        "Every rulebook of this site is also published as typed JSON, for programs in any language: each",
        "rule with its statement, its source clauses, its parameters and their units, the readings we take",
        "(each with what it rejects, in its reason), its penalty and the infraction a judge records (with the",
        "rule's title in Spanish, `title_es`, which a rule with a penalty always gives), and the",
        "engine checks it is the authority for; with the glossary, the source index, the fault catalogues",
        "and the rule pictures (the positions drawn beside the rules, each count and score in them checked",
        "against the reference engine). Nothing is summarised: an engine written elsewhere can take its",
        "numbers and the rule IDs it cites from these files, as the reference engine takes them from the YAML.",
        "",
        f"The site serves the files under [`{SPEC_JSON_DIR}/`](../{SPEC_JSON_DIR}/{INDEX_FILE}), and",
        "`domino-rules export-spec DIR` writes the same files into a folder (from a checkout or an",
        "installed wheel alike; it refuses to replace files already there unless given `--force`).",
        "Every document carries `format` (`domino-rules-spec`) and `version` (`1`, the `v1` of the path):",
        "a change that would break a reader gets a new version and a new path.",
        "",
        "## What the export holds",
        "",
    ]
    rows = [
        [_link(INDEX_FILE), "Every rulebook (its ID, title, prefix and family) and where its documents are.", "index"],
        [
            _link(f"rulebooks/{first}.json"),
            "One rulebook in full, its family's declaration (the parameters a rulebook of it must or may hold, "
            "with their defaults) and three lookups: engine check to rule, infraction to rule, parameter to rule.",
            "rulebook",
        ],
        [_link(f"faults/{first}.json"), "The rulebook's fault catalogue.", "faults"],
        [
            _link(f"{PICTURES_DIR}/{drawn}.json"),
            "The rulebook's rule pictures: for each pictured rule, the tiles on the table (a line, its two open "
            "ends, an All Fives spinner with its arms, or trains: which one, its fields tell), the hands, whose "
            "turn it is, the count and the score it shows, and a caption.",
            "pictures",
        ],
        [_link("sources.json"), "The source documents and their clauses (the IDs rules cite).", "sources"],
        [_link("glossary.json"), "The glossary: English terms, Spanish equivalents, definitions.", "glossary"],
    ]
    out.append(
        table(
            ["File", "What it holds", "Schema"],
            [[file, what, _link(schema_path(kind))] for file, what, kind in rows],
        )
    )
    out += [
        "",
        f"There is one `rulebooks/<id>.json` and one `faults/<id>.json` per rulebook ({len(spec.rulebooks)} now),",
        f"and one `{PICTURES_DIR}/<id>.json` per rulebook with rule pictures ({len(pictured)} now; the index's",
        "`pictures` is null for one without); `index.json` lists them. Each schema is JSON Schema draft",
        "2020-12, generated from the spec's typed model (`rulespec/model.py`, `rulespec/pictures.py`), like",
        "the protocol's.",
        "",
        "## Reading it from JavaScript",
        "",
        "[`read-spec.mjs`](read-spec.mjs) (Node.js 18 or later) prints each rulebook's size, target and the",
        "rule an engine cites for a tile that fits no open end, then one rule in full. Give it a folder",
        "written by `export-spec` or the address of this site's `spec/v1/`:",
        "",
        fenced("sh", f"domino-rules export-spec spec-json\nnode read-spec.mjs spec-json {rule}"),
        "",
        fenced("javascript", example_text("read-spec.mjs")),
        "",
        "## Reading it from Python",
        "",
        "[`read_spec.py`](read_spec.py) does the same with the standard library only:",
        "",
        fenced("sh", f"python read_spec.py spec-json {rule}"),
        "",
        fenced("python", example_text("read_spec.py")),
        "",
        "## Checking the YAML as it is written",
        "",
        "The YAML files of `spec/` have schemas of their own, generated from the same model and kept in",
        f"`spec/{SCHEMA_DIR}/`. Each file names its schema on its first line, so an editor with a YAML",
        "language server (Visual Studio Code with Red Hat's YAML extension, for one) checks the file while",
        "it is written: an unknown field, a unit or consequence off the list, a misspelt rule ID.",
        "",
        fenced("yaml", f"{header_line(f'{first}.yaml')}\nrulebook:\n  id: {first}"),
        "",
    ]
    file_rows = [
        [_link(f"{SCHEMA_DIR}/{name}"), what, code(header_line(_example_path(name, first)).removeprefix(HEADER))]
        for name, (_, what) in FILE_SCHEMAS.items()
    ]
    out.append(table(["Schema", "For", "First line names"], file_rows))
    out += [
        "",
        "A schema checks the shape of one file. What needs the rest of the spec stays with the loader",
        "(`domino-rules lint` runs it): that a cited clause exists, that a fine names a parameter of its rule,",
        "that a rulebook holds its family's parameters, that no engine check has two rules. Its errors name",
        "the file, the line, the rule and the field.",
        "",
        "## Types",
        "",
    ]
    seen: set[str] = set()
    for kind in EXPORT_SCHEMAS:
        for name, definition in cast(dict[str, JsonSchema], schemas[kind]["$defs"]).items():
            if name in seen:
                continue
            seen.add(name)
            out += [f"### {name} {{#type-{name.lower()}}}", ""]
            described = definition.get("description")
            if isinstance(described, str):
                out += [_cell(described), ""]
            values = definition.get("enum")
            if isinstance(values, list):
                out += ["One of: " + ", ".join(code(str(value)) for value in cast(list[object], values)) + ".", ""]
            else:
                out += [_fields(definition), ""]
    return "\n".join(out)


def _example_path(schema_name: str, rulebook: str) -> str:
    """A spec file that follows ``schema_name``, as a path inside ``spec/``."""
    return {
        "faults-file.json": f"{FAULTS_DIR}/{rulebook}.yaml",
        "sources-file.json": SOURCES_FILE,
        "glossary-file.json": GLOSSARY_FILE,
        "fault-kinds-file.json": f"{FAULTS_DIR}/{KINDS_FILE}",
        "pictures-file.json": f"{PICTURES_DIR}/{rulebook}.yaml",
    }.get(schema_name, f"{rulebook}.yaml")
