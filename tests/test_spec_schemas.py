"""The JSON Schemas of the spec's YAML files: published, named by every file, met by every file, and never
stricter or looser than the loader where both can judge.

The schemas come from the model (``rulespec/schemas.py``); ``spec/schema/`` holds the copies editors read,
which must equal what the model gives. Each file of ``spec/`` names its schema on its first line. The
agreement test mutates one real instance of every object the schemas describe, field by field, in every
way the field's schema forbids, and requires the loader to refuse each mutation too, naming the file.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

import pytest
import yaml
from jsonschema import Draft7Validator

from rulespec import SpecError, load_spec
from rulespec.faults import FAULTS_DIR, load_catalogue, load_taxonomy
from rulespec.glossary import GLOSSARY_FILE, load_glossary
from rulespec.loader import SOURCES_FILE, default_spec_dir, load_rulebook, load_sources
from rulespec.pictures import load_pictures
from rulespec.schemas import (
    ARRAYS,
    FILE_FORMS,
    FILE_SCHEMAS,
    HEADER,
    PAIRS,
    PATTERNS,
    SCHEMA_DIR,
    JsonSchema,
    file_schemas,
    header_line,
    schema_of,
    schema_text,
    write_file_schemas,
)
from tests.support.jsonschemas import Json, draft7

SPEC = default_spec_dir()
SPEC_FILES = sorted(path.relative_to(SPEC).as_posix() for path in SPEC.rglob("*.yaml"))
SCHEMAS = file_schemas()


def _yaml(relative: str) -> Json:
    loaded: Json = yaml.safe_load((SPEC / relative).read_text(encoding="utf-8"))
    return loaded


def test_the_spec_has_every_kind_of_file() -> None:
    kinds = {schema_of(relative) for relative in SPEC_FILES}
    assert kinds == set(FILE_SCHEMAS)
    assert len(SPEC_FILES) >= 14


def test_the_published_schemas_are_the_models() -> None:
    """``spec/schema/`` holds exactly the generated schemas (``python -m rulespec.schemas`` rewrites them)."""
    folder = SPEC / SCHEMA_DIR
    assert sorted(path.name for path in folder.iterdir()) == sorted(SCHEMAS)
    for name, schema in SCHEMAS.items():
        text = (folder / name).read_text(encoding="utf-8")
        assert text == schema_text(schema), f"{folder / name} is out of date: run python -m rulespec.schemas"


def test_writing_the_schemas_gives_the_published_files(tmp_path: Path) -> None:
    written = write_file_schemas(tmp_path)
    assert sorted(path.name for path in written) == sorted(SCHEMAS)
    for path in written:
        assert path.read_text(encoding="utf-8") == (SPEC / SCHEMA_DIR / path.name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_each_schema_is_a_valid_draft_07_schema(name: str) -> None:
    """Draft-07: what YAML language servers support in full."""
    assert SCHEMAS[name]["$schema"] == "http://json-schema.org/draft-07/schema#"
    Draft7Validator.check_schema(SCHEMAS[name])
    assert SCHEMAS[name]["$id"] == f"https://domino-rules.invalid/spec/v1/schema/{name}"


@pytest.mark.parametrize("relative", SPEC_FILES)
def test_each_spec_file_names_its_schema_on_its_first_line(relative: str) -> None:
    first = (SPEC / relative).read_text(encoding="utf-8").split("\n", 1)[0]
    assert first == header_line(relative)
    target = (SPEC / relative).parent / first.removeprefix(HEADER)
    assert target.resolve() == (SPEC / SCHEMA_DIR / schema_of(relative)).resolve() and target.is_file()


@pytest.mark.parametrize("relative", SPEC_FILES)
def test_each_spec_file_is_valid_against_its_schema(relative: str) -> None:
    validator = draft7(SCHEMAS[schema_of(relative)])
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(_yaml(relative))]
    assert errors == []


def test_the_file_forms_name_real_fields() -> None:
    """A misspelt field in ``FILE_FORMS``, ``PATTERNS``, ``ARRAYS`` or ``PAIRS`` would silently change nothing."""
    named: list[tuple[type, str]] = [
        (cls, name) for cls, form in FILE_FORMS.items() for name in (*form.omit, *form.optional, *form.keep)
    ]
    named += [*PATTERNS, *ARRAYS, *PAIRS]
    for cls, name in named:
        assert name in {field.name for field in dataclasses.fields(cls)}, f"{cls.__name__} has no field {name!r}"


def test_every_field_says_what_it_is() -> None:
    """Every property of every schema carries a description (an editor shows it on hover)."""
    missing: list[str] = []
    for name, schema in SCHEMAS.items():
        for definition, body in cast(dict[str, JsonSchema], schema["definitions"]).items():
            for _, properties in _object_fragments(body):
                for field, fragment in properties.items():
                    if "description" not in fragment:
                        missing.append(f"{name}: {definition}.{field}")
    assert missing == []


def _object_fragments(fragment: JsonSchema) -> Iterator[tuple[JsonSchema, dict[str, JsonSchema]]]:
    """Every object fragment with named properties inside one definition (a wrapped or nested head too)."""
    properties = fragment.get("properties")
    if isinstance(properties, dict):
        props = cast(dict[str, JsonSchema], properties)
        yield fragment, props
        for inner in props.values():
            if "properties" in inner:
                yield from _object_fragments(inner)


# -- the schema never stricter than the loader, nor looser where it judges -------------------------


def _resolve(schema: JsonSchema, fragment: JsonSchema) -> tuple[str | None, JsonSchema]:
    ref = fragment.get("$ref")
    if isinstance(ref, str):
        name = ref.rsplit("/", 1)[-1]
        return name, cast(dict[str, JsonSchema], schema["definitions"])[name]
    return None, fragment


@dataclass(frozen=True)
class Site:
    """An object of a real spec file that a schema fragment describes."""

    relative: str
    path: tuple[str | int, ...]
    label: str
    fragment: JsonSchema


def _sites(schema: JsonSchema, relative: str, value: Json) -> Iterator[Site]:
    def walk(fragment: JsonSchema, value: Json, path: tuple[str | int, ...], label: str) -> Iterator[Site]:
        name, body = _resolve(schema, fragment)
        label = name or label
        one_of = body.get("oneOf")
        if isinstance(one_of, list):
            for option in cast(list[JsonSchema], one_of):
                if draft7({**schema, **option}).is_valid(value):
                    yield from walk(option, value, path, label)
            return
        properties = body.get("properties")
        if isinstance(properties, dict) and isinstance(value, dict):
            yield Site(relative, path, label, body)
            for key, item in value.items():
                inner = cast(dict[str, JsonSchema], properties).get(key)
                if inner is not None:
                    yield from walk(inner, item, (*path, key), f"{label}.{key}")
        items = body.get("items")
        if isinstance(items, dict) and isinstance(value, list):
            for index, item in enumerate(value):
                yield from walk(cast(JsonSchema, items), item, (*path, index), label)

    yield from walk(schema, value, (), cast(str, schema["title"]))


@dataclass(frozen=True)
class Mutation:
    """One slip at one field of a real object: the field left out, given ``value``, or an item of it repeated."""

    site: Site
    field: str
    what: str
    action: Literal["drop", "set", "repeat"]
    value: Json = None

    def apply(self, obj: dict[str, Json]) -> None:
        if self.action == "drop":
            del obj[self.field]
        elif self.action == "set":
            obj[self.field] = self.value
        else:
            items = cast(list[Json], obj[self.field])
            items.append(items[0])


def _bad_values(schema: JsonSchema, fragment: JsonSchema) -> list[tuple[str, Json]]:
    """Values the field's schema forbids, each the kind of slip a person makes."""
    _, body = _resolve(schema, fragment)
    out: list[tuple[str, Json]] = []
    kind = body.get("type")
    if "$ref" in fragment or kind == "object" or "oneOf" in body:
        out.append(("a text for an object", "text"))
    if "patternProperties" in body:
        out.append(("a key that is no rule ID", {"not-a-rule": "why"}))
    if kind == "string":
        out.append(("a number for a text", 12345))
        out.append(
            ("a blank text" if "enum" not in body else "a value off the list", "   " if "enum" not in body else "zzz")
        )
        if body.get("pattern") not in (None, r"\S"):
            out.append(("a text of the wrong spelling", "Not Spelt Right!"))
    if kind in ("number", "integer"):
        out.append(("a text for a number", "nine"))
    if kind == "integer":
        out.append(("a fraction for a whole number", 1.5))
    if kind == "boolean":
        out.append(("a text for true or false", "yes"))
    if kind == "array":
        out.append(("a text for a list", "text"))
        items = cast(JsonSchema, body.get("items", {}))
        for what, value in _bad_values(schema, items):
            out.append((f"a list holding {what}", [value]))
        if body.get("minItems") == 1:
            out.append(("an empty list", []))
    return out


def _mutations(schema: JsonSchema, sites: list[Site]) -> list[Mutation]:
    """For each field of each kind of object: one real instance, dropped (if present), widened, and spoilt."""
    out: list[Mutation] = []
    first: dict[str, Site] = {}
    holding: dict[tuple[str, str], Site] = {}
    for site in sites:
        first.setdefault(site.label, site)
    for site in sites:
        value = _at(_DATA[site.relative], site.path)
        for key in cast(dict[str, Json], value):
            holding.setdefault((site.label, key), site)
    for label, site in first.items():
        out.append(Mutation(site, "unexpected_field", "an unknown field", "set", 1))
        for field, fragment in cast(dict[str, JsonSchema], site.fragment["properties"]).items():
            where = holding.get((label, field), site)
            if (label, field) in holding:
                out.append(Mutation(where, field, "left out", "drop"))
            for what, bad in _bad_values(schema, fragment):
                out.append(Mutation(where, field, what, "set", bad))
            if fragment.get("uniqueItems") and (label, field) in holding:
                out.append(Mutation(where, field, "an item twice", "repeat"))
    return out


def _at(value: Json, path: tuple[str | int, ...]) -> Json:
    for part in path:
        value = cast(dict[str, Json], value)[part] if isinstance(part, str) else cast(list[Json], value)[part]
    return value


_DATA: dict[str, Json] = {relative: _yaml(relative) for relative in SPEC_FILES}


def _load(relative: str, data: Json, folder: Path) -> None:
    """Load ``data`` as the spec file ``relative`` of a copy of the spec in ``folder``, the loader's way."""
    target = folder / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    # types-PyYAML types dump's ``width`` with _typeshed.FloatInt, which pyright's bundled typeshed lacks
    text = yaml.dump(data, Dumper=yaml.CSafeDumper, sort_keys=False, allow_unicode=True)  # pyright: ignore[reportUnknownMemberType]  # stub needs _typeshed.FloatInt
    target.write_text(text, encoding="utf-8")
    kind = schema_of(relative)
    if kind == "sources-file.json":
        load_sources(folder)
    elif kind == "glossary-file.json":
        load_glossary(target)
    elif kind == "faults-file.json":
        load_catalogue(_REAL_SPEC, Path(relative).stem, folder)
    elif kind == "fault-kinds-file.json":
        load_taxonomy(folder)
    elif kind == "pictures-file.json":
        load_pictures(_REAL_SPEC, Path(relative).stem, folder)
    else:
        load_rulebook(target, load_sources(SPEC), folder)


_REAL_SPEC = load_spec(SPEC)


@pytest.mark.parametrize("name", sorted(FILE_SCHEMAS))
def test_what_the_schema_refuses_the_loader_refuses_too(name: str, tmp_path: Path) -> None:
    schema = SCHEMAS[name]
    validator = draft7(schema)
    sites = [
        site
        for relative in SPEC_FILES
        if schema_of(relative) == name
        for site in _sites(schema, relative, _DATA[relative])
    ]
    mutations = _mutations(schema, sites)
    folder = tmp_path / "spec"
    refused = 0
    disagreements: list[str] = []
    for mutation in mutations:
        data = copy.deepcopy(_DATA[mutation.site.relative])
        mutation.apply(cast(dict[str, Json], _at(data, mutation.site.path)))
        where = f"{mutation.site.relative} {'/'.join(map(str, mutation.site.path))}.{mutation.field}: {mutation.what}"
        try:
            _load(mutation.site.relative, data, folder)
        except SpecError as exc:
            error: SpecError | None = exc
        else:
            error = None
        if not validator.is_valid(data):
            refused += 1
            if error is None:
                disagreements.append(f"{where}: the schema refuses it, the loader accepts it")
            elif error.path != f"spec/{mutation.site.relative}" or error.line < 1:
                disagreements.append(f"{where}: the loader's error names no place: {error}")
        elif error is not None and error.message == "missing required field" and error.field.endswith(mutation.field):
            disagreements.append(f"{where}: the schema lets it be left out, the loader requires it: {error}")
    assert disagreements == []
    labels = {site.label for site in sites}
    objects = {
        name for name, body in cast(dict[str, JsonSchema], schema["definitions"]).items() if "properties" in body
    }
    assert objects and objects <= labels
    assert refused >= 4 * len(labels)


def test_the_loader_keeps_the_checks_a_schema_cannot_make(tmp_path: Path) -> None:
    """A rule citing a clause no source has fits the schema; the loader refuses it, naming file, line, rule, field."""
    relative = "ndf-double-nine.yaml"
    data = copy.deepcopy(_DATA[relative])
    rules = cast(list[dict[str, Json]], cast(dict[str, Json], data)["rules"])
    rules[1]["clauses"] = ["ndf-double-nine:no-such-clause"]
    assert draft7(SCHEMAS["rulebook-file.json"]).is_valid(data)
    with pytest.raises(SpecError) as caught:
        _load(relative, data, tmp_path / "spec")
    error = caught.value
    assert (error.path, error.rule_id, error.field) == ("spec/ndf-double-nine.yaml", rules[1]["id"], "clauses[0]")
    assert error.line > 1 and "unknown clause" in error.message


def test_the_header_of_a_spec_file_is_only_a_comment(tmp_path: Path) -> None:
    """The first line is a YAML comment: the file reads the same with it or without it."""
    for relative in (SOURCES_FILE, GLOSSARY_FILE, f"{FAULTS_DIR}/ndf-double-nine.yaml"):
        text = (SPEC / relative).read_text(encoding="utf-8")
        assert yaml.safe_load(text.split("\n", 1)[1]) == _DATA[relative]
    assert json.loads(schema_text(SCHEMAS["glossary-file.json"])) == SCHEMAS["glossary-file.json"]
