"""The spec as typed JSON: ``domino-rules export-spec DIR``, and the same files read back.

Every rulebook (its head, every rule with its statement, clauses, parameters and
units, readings, penalty and infraction, and the engine checks it enforces), the
source index, the glossary, the fault catalogues and the rule pictures are written as JSON documents,
each valid against a schema generated from the model (:mod:`rulespec.schemas`,
export form). A program in any language can read the rules from them without a
YAML loader of its own; nothing is summarised, so an engine built elsewhere (a
WebAssembly build, say) can take its numbers and rule IDs from them as the
reference engine takes them from :mod:`rulespec`.

The folder holds::

    index.json                 what is there: the rulebooks, with their files (SpecIndex)
    rulebooks/<rulebook>.json  one rulebook, its family's declaration and lookups (RulebookDocument)
    faults/<rulebook>.json     its fault catalogue (FaultsDocument)
    pictures/<rulebook>.json   its rule pictures, for a rulebook that has some (PicturesDocument)
    sources.json               the source documents and their clauses (SourcesDocument)
    glossary.json              the glossary (GlossaryDocument)
    schema/*.json              the JSON Schemas of these documents and of the YAML files of spec/

The rules site serves the same files under ``spec/v1/``. :func:`read_export` reads
a folder back into the model's own classes (checking each document against its
schema first), so a test compares it with the spec as loaded.

>>> from rulespec import cached_spec
>>> from rulespec.faults import cached_catalogues
>>> from rulespec.glossary import cached_glossary
>>> from rulespec.pictures import load_all_pictures
>>> pictures = tuple(load_all_pictures(cached_spec()).values())
>>> files = export_files(cached_spec(), cached_glossary(), cached_catalogues()[0], pictures)
>>> index = json.loads(files["index.json"])
>>> index["format"], index["version"], index["rulebooks"][0]["file"]
('domino-rules-spec', 1, 'rulebooks/doral-partnership.json')
>>> book = json.loads(files["rulebooks/ndf-double-nine.json"])
>>> book["enforcers"]["must-match-end"], book["rulebook"]["rules"][0]["parameters"][0]
('NDF-7.1', {'name': 'max_pip', 'value': 9, 'unit': 'pips', 'meaning': 'highest number on a tile end (double-nine set)'})
>>> index["rulebooks"][0]["pictures"]
'pictures/doral-partnership.json'
>>> drawn = json.loads(files["pictures/wcdt-all-fives.json"])["pictures"]["pictures"]
>>> [(p["table"], p["count"]) for p in drawn if p["rule"] in ("WCDT-2.4", "WCDT-4.2")]
[({'tiles': ['6-4']}, 10), ({'spinner': '6-6', 'left': ['6-3'], 'right': ['6-1'], 'up': ['6-4'], 'down': []}, 8)]
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal, TypeVar, Union, cast, get_args, get_origin

from rulespec.families import FamilyDeclaration, family
from rulespec.faults import FAULTS_DIR, Catalogue
from rulespec.files import atomic_write
from rulespec.glossary import Glossary
from rulespec.jsontypes import Json, SchemaCheck, schema_check
from rulespec.model import EngineCheck, GameFamily, Rulebook, SourceDocument, Spec
from rulespec.pictures import PICTURES_DIR, PictureFile
from rulespec.schemas import (
    CHANGE_KINDS,
    KIND_FIELD,
    PAIRS,
    SCHEMA_DIR,
    JsonSchema,
    file_schemas,
    schema_document,
    schema_text,
)

T = TypeVar("T")

FORMAT: Final = "domino-rules-spec"
VERSION: Final = 1
"""The major version of the export's format: the ``v1`` of the site's ``spec/v1/``."""
ExportFormat = Literal["domino-rules-spec"]
ExportVersion = Literal[1]

INDEX_FILE: Final = "index.json"
SOURCES_JSON: Final = "sources.json"
GLOSSARY_JSON: Final = "glossary.json"
RULEBOOKS_DIR: Final = "rulebooks"


@dataclass(frozen=True, slots=True)
class RulebookEntry:
    """One rulebook in the index, and where its files are."""

    id: str
    """The rulebook's ID."""
    title: str
    """The rulebook's title."""
    prefix: str
    """The prefix of its rule IDs."""
    family: GameFamily
    """Its game family."""
    file: str
    """Its document, from the index's folder (``rulebooks/ndf-double-nine.json``)."""
    faults: str | None
    """Its fault catalogue's document, from the index's folder (null: the rulebook has no catalogue yet)."""
    pictures: str | None
    """Its rule pictures' document, from the index's folder (null: no rule of the rulebook has a picture)."""


@dataclass(frozen=True, slots=True)
class SpecIndex:
    """The export's index (``index.json``): every rulebook and every document, with the schema each follows."""

    format: ExportFormat
    """Always `domino-rules-spec`."""
    version: ExportVersion
    """The format's major version: a reader written for another version should refuse the files."""
    rulebooks: tuple[RulebookEntry, ...]
    """Every rulebook, in the spec's order."""
    sources: str
    """The source index's document."""
    glossary: str
    """The glossary's document."""
    schemas: dict[str, str]
    """Each document's schema by what the document is (``rulebook``, ``faults``...), from the index's folder."""


@dataclass(frozen=True, slots=True)
class RulebookDocument:
    """One rulebook as exported (``rulebooks/<rulebook>.json``), with the lookups an engine makes in it."""

    format: ExportFormat
    """Always `domino-rules-spec`."""
    version: ExportVersion
    """The format's major version."""
    rulebook: Rulebook
    """The rulebook, every rule in full."""
    family: FamilyDeclaration
    """Its game family's declaration: the parameters a rulebook of it must or may hold, and their defaults."""
    enforcers: dict[EngineCheck, str]
    """Each engine check a rule of the rulebook enforces, and that rule's ID: the rule an engine cites."""
    infractions: dict[str, str]
    """Each infraction a rule's penalty names, and that rule's ID."""
    parameters: dict[str, str]
    """Each parameter's name, and the ID of the rule that holds it (names are unique in a rulebook)."""


@dataclass(frozen=True, slots=True)
class SourcesDocument:
    """The source index as exported (``sources.json``): the documents the rules cite, and their clauses."""

    format: ExportFormat
    """Always `domino-rules-spec`."""
    version: ExportVersion
    """The format's major version."""
    documents: tuple[SourceDocument, ...]
    """Every source document and its clauses (a clause's ``id`` is what rules cite)."""


@dataclass(frozen=True, slots=True)
class GlossaryDocument:
    """The glossary as exported (``glossary.json``)."""

    format: ExportFormat
    """Always `domino-rules-spec`."""
    version: ExportVersion
    """The format's major version."""
    glossary: Glossary
    """Every term, with its Spanish equivalents and its definition."""


@dataclass(frozen=True, slots=True)
class FaultsDocument:
    """A rulebook's fault catalogue as exported (``faults/<rulebook>.json``)."""

    format: ExportFormat
    """Always `domino-rules-spec`."""
    version: ExportVersion
    """The format's major version."""
    catalogue: Catalogue
    """The plausible ways an engine gets each rule wrong, each one change."""


@dataclass(frozen=True, slots=True)
class PicturesDocument:
    """A rulebook's rule pictures as exported (``pictures/<rulebook>.json``)."""

    format: ExportFormat
    """Always `domino-rules-spec`."""
    version: ExportVersion
    """The format's major version."""
    pictures: PictureFile
    """Each pictured rule's position: the table (its kind told by its fields), the hands, the count and score."""


Document = SpecIndex | RulebookDocument | SourcesDocument | GlossaryDocument | FaultsDocument | PicturesDocument
"""Any document of the export."""


EXPORT_SCHEMAS: Final[dict[str, tuple[type, str]]] = {
    "index": (SpecIndex, "The index of the domino-rules spec exported as JSON (index.json)."),
    "rulebook": (RulebookDocument, "One rulebook of the domino-rules spec exported as JSON (rulebooks/<id>.json)."),
    "faults": (FaultsDocument, "One fault catalogue of the domino-rules spec exported as JSON (faults/<id>.json)."),
    "pictures": (PicturesDocument, "One rulebook's rule pictures, exported as JSON (pictures/<id>.json)."),
    "sources": (SourcesDocument, "The source index of the domino-rules spec exported as JSON (sources.json)."),
    "glossary": (GlossaryDocument, "The glossary of the domino-rules spec exported as JSON (glossary.json)."),
}
"""Each exported document's kind, its class and what it is; its schema is ``schema/<kind>.json``."""


def schema_path(kind: str) -> str:
    """Where the schema of a kind of document lies in the export (``schema/rulebook.json``)."""
    return f"{SCHEMA_DIR}/{kind}.json"


def export_schemas() -> dict[str, JsonSchema]:
    """The schema of every exported document, by its kind."""
    return {
        kind: schema_document(root, "export", f"{kind}.json", text) for kind, (root, text) in EXPORT_SCHEMAS.items()
    }


class ExportError(Exception):
    """An export that cannot be written (a file in the way) or read back (a document that does not fit)."""


# -- writing -------------------------------------------------------------------------------------


def to_json(value: object, owner: type | None = None, name: str = "") -> Json:
    """A model value as plain JSON values, the way the export schema describes it.

    >>> from rulespec.faults import NumberChange
    >>> to_json(NumberChange("hand_size", 7))
    {'kind': 'parameter', 'parameter': 'hand_size', 'value': 7}
    """
    if owner is not None and (owner, name) in PAIRS:
        pairs = cast(tuple[tuple[str, str], ...], value)
        return dict(pairs)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        out: dict[str, Json] = {}
        if cls in CHANGE_KINDS:
            out[KIND_FIELD] = CHANGE_KINDS[cls]
        for field in dataclasses.fields(value):
            out[field.name] = to_json(getattr(value, field.name), cls, field.name)
        return out
    if isinstance(value, tuple):
        return [to_json(item, owner, name) for item in cast(tuple[object, ...], value)]
    if isinstance(value, dict):
        return {str(key): to_json(item, owner, name) for key, item in cast(dict[object, object], value).items()}
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise TypeError(f"no JSON for {value!r}")


def documents(
    spec: Spec, glossary: Glossary, catalogues: tuple[Catalogue, ...], pictures: tuple[PictureFile, ...]
) -> dict[str, Document]:
    """Every exported document, by its path in the export.

    Raises :class:`ExportError` when a catalogue or a picture file names no rulebook of ``spec``, or two name one.
    """
    by_book = _by_rulebook(spec, "fault catalogue", [(catalogue.rulebook, catalogue) for catalogue in catalogues])
    pictured = _by_rulebook(spec, "picture file", [(file.rulebook, file) for file in pictures])
    out: dict[str, Document] = {}
    entries: list[RulebookEntry] = []
    for book in spec.rulebooks:
        file = f"{RULEBOOKS_DIR}/{book.id}.json"
        catalogue = by_book.get(book.id)
        faults = None if catalogue is None else f"{FAULTS_DIR}/{book.id}.json"
        picture_file = pictured.get(book.id)
        drawn = None if picture_file is None else f"{PICTURES_DIR}/{book.id}.json"
        entries.append(RulebookEntry(book.id, book.title, book.prefix, book.game.family, file, faults, drawn))
        out[file] = rulebook_document(book)
        if catalogue is not None and faults is not None:
            out[faults] = FaultsDocument(FORMAT, VERSION, catalogue)
        if picture_file is not None and drawn is not None:
            out[drawn] = PicturesDocument(FORMAT, VERSION, picture_file)
    out[SOURCES_JSON] = SourcesDocument(FORMAT, VERSION, spec.documents)
    out[GLOSSARY_JSON] = GlossaryDocument(FORMAT, VERSION, glossary)
    schemas = {kind: schema_path(kind) for kind in EXPORT_SCHEMAS}
    out[INDEX_FILE] = SpecIndex(FORMAT, VERSION, tuple(entries), SOURCES_JSON, GLOSSARY_JSON, schemas)
    return out


def _by_rulebook(spec: Spec, what: str, items: list[tuple[str, T]]) -> dict[str, T]:
    """``items`` by the rulebook each names, every one a rulebook of ``spec`` and none named twice."""
    known = {book.id for book in spec.rulebooks}
    out: dict[str, T] = {}
    for rulebook, item in items:
        if rulebook not in known:
            raise ExportError(f"a {what} names {rulebook!r}, no rulebook of the spec")
        if rulebook in out:
            raise ExportError(f"two {what}s name {rulebook}")
        out[rulebook] = item
    return out


def rulebook_document(book: Rulebook) -> RulebookDocument:
    """A rulebook with its family's declaration and its lookups (check, infraction, parameter -> rule ID)."""
    enforcers: dict[EngineCheck, str] = {}
    for rule in book.rules:
        for check in rule.enforces:
            enforcers[check] = rule.id
    return RulebookDocument(
        format=FORMAT,
        version=VERSION,
        rulebook=book,
        family=family(book.game.family),
        enforcers=enforcers,
        infractions={kind: rule.id for kind, rule in book.penalty_rules().items()},
        parameters={name: rule.id for name, (rule, _) in book.parameters().items()},
    )


def _kind_of(path: str) -> str:
    if path == INDEX_FILE:
        return "index"
    if path == SOURCES_JSON:
        return "sources"
    if path == GLOSSARY_JSON:
        return "glossary"
    if path.startswith(FAULTS_DIR + "/"):
        return "faults"
    if path.startswith(PICTURES_DIR + "/"):
        return "pictures"
    return "rulebook"


def _json_text(value: object) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


def export_files(
    spec: Spec, glossary: Glossary, catalogues: tuple[Catalogue, ...], pictures: tuple[PictureFile, ...]
) -> dict[str, str]:
    """Every file of the export, by its path in the export folder, each document checked against its schema.

    Raises :class:`ExportError` naming the document and the place when one does not fit (a defect of the
    export, never of the spec, which the loader has checked).
    """
    schemas = export_schemas()
    validators = {kind: schema_check(schema) for kind, schema in schemas.items()}
    files: dict[str, str] = {}
    for path, document in documents(spec, glossary, catalogues, pictures).items():
        value = to_json(document)
        errors = sorted(validators[_kind_of(path)].iter_errors(value), key=lambda e: list(e.absolute_path))
        if errors:
            where = "/".join(str(part) for part in errors[0].absolute_path) or "(top)"
            raise ExportError(f"{path}: {where}: {errors[0].message}")
        files[path] = _json_text(value)
    for kind, schema in schemas.items():
        files[schema_path(kind)] = schema_text(schema)
    for name, schema in file_schemas().items():
        files[f"{SCHEMA_DIR}/{name}"] = schema_text(schema)
    return files


def write_export(directory: Path, force: bool = False, spec_dir: Path | None = None) -> list[Path]:
    """Write the export of the spec in use (or of ``spec_dir``) into ``directory``; returns the files written.

    Everything is built and checked before the first file is written, and each file is written whole
    (:func:`rulespec.files.atomic_write`). A file already there is replaced only with ``force``;
    without it nothing is written and :class:`ExportError` names the files in the way.
    """
    from rulespec.faults import catalogued
    from rulespec.glossary import GLOSSARY_FILE, load_glossary
    from rulespec.loader import default_spec_dir, load_spec
    from rulespec.pictures import load_all_pictures

    source = spec_dir if spec_dir is not None else default_spec_dir()
    spec = load_spec(source)
    catalogues, _missing = catalogued(spec, source)
    pictures = tuple(load_all_pictures(spec, source).values())
    files = export_files(spec, load_glossary(source / GLOSSARY_FILE), catalogues, pictures)
    if directory.exists() and not directory.is_dir():
        raise ExportError(f"{directory} is not a folder")
    if not force:
        present = sorted(name for name in files if (directory / name).exists())
        if present:
            shown = ", ".join(present[:3]) + (f" and {len(present) - 3} more" if len(present) > 3 else "")
            raise ExportError(f"{directory} already holds {shown}: pass --force to replace them")
    written: list[Path] = []
    for name, text in files.items():
        atomic_write(directory / name, text)
        written.append(directory / name)
    return written


# -- reading -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Exported:
    """An export read back into the model's classes."""

    index: SpecIndex
    """The index, as written."""
    spec: Spec
    """The sources and every rulebook, in the index's order: equal to the spec the export was made from."""
    glossary: Glossary
    """The glossary."""
    catalogues: tuple[Catalogue, ...]
    """Every fault catalogue the index lists, in its order."""
    rulebooks: tuple[RulebookDocument, ...]
    """Every rulebook's document, with its family's declaration and its lookups."""
    pictures: tuple[PictureFile, ...]
    """Every rulebook's rule pictures the index lists, in its order."""


def from_json(data: object, tp: object, where: str, owner: type | None = None, name: str = "") -> object:
    """``data`` (plain JSON values) as the model type ``tp``, narrowed and checked; errors name ``where``.

    >>> from rulespec.model import Parameter
    >>> from_json({"name": "x", "value": 3, "unit": "tiles", "meaning": "m"}, Parameter, "p")
    Parameter(name='x', value=3, unit='tiles', meaning='m')
    >>> from_json({"name": "x", "value": 3, "unit": "yards", "meaning": "m"}, Parameter, "p")
    Traceback (most recent call last):
    ...
    rulespec.export.ExportError: p.unit: 'yards' is not one of ('points', 'minutes', 'seconds', 'tiles', 'players', 'teams', 'pips', 'hands', 'games', 'sets', 'rounds')
    """
    if owner is not None and (owner, name) in PAIRS:
        mapping = _mapping(data, where)
        return tuple((key, _string(value, f"{where}.{key}")) for key, value in mapping.items())
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        return _union(data, tp, where, owner, name)
    if origin is Literal:
        allowed = get_args(tp)
        if data not in allowed or isinstance(data, bool) != any(isinstance(a, bool) for a in allowed):
            raise ExportError(f"{where}: {data!r} is not one of {allowed}")
        return data
    if origin is tuple:
        args = get_args(tp)
        items = _list(data, where)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(item, args[0], f"{where}[{i}]", owner, name) for i, item in enumerate(items))
        if len(items) != len(args):
            raise ExportError(f"{where}: expected {len(args)} items, got {len(items)}")
        return tuple(
            from_json(item, arg, f"{where}[{i}]", owner, name)
            for i, (item, arg) in enumerate(zip(items, args, strict=True))
        )
    if origin is dict:
        key_type, value_type = get_args(tp)
        return {
            from_json(key, key_type, f"{where} key", owner, name): from_json(value, value_type, f"{where}.{key}")
            for key, value in _mapping(data, where).items()
        }
    if tp is str:
        return _string(data, where)
    if tp is bool:
        if not isinstance(data, bool):
            raise ExportError(f"{where}: expected true or false, got {data!r}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise ExportError(f"{where}: expected a whole number, got {data!r}")
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(data, tp, where)
    raise TypeError(f"{where}: cannot read {tp!r}")


def _string(data: object, where: str) -> str:
    if not isinstance(data, str):
        raise ExportError(f"{where}: expected a text, got {data!r}")
    return data


def _list(data: object, where: str) -> list[object]:
    if not isinstance(data, list):
        raise ExportError(f"{where}: expected a list, got {type(data).__name__}")
    return cast(list[object], data)


def _mapping(data: object, where: str) -> dict[str, object]:
    if not isinstance(data, dict):
        raise ExportError(f"{where}: expected an object, got {type(data).__name__}")
    return cast(dict[str, object], data)


def _union(data: object, tp: object, where: str, owner: type | None, name: str) -> object:
    args = get_args(tp)
    if set(args) == {int, float}:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise ExportError(f"{where}: expected a number, got {data!r}")
        return data
    if data is None and type(None) in args:
        return None
    present = [arg for arg in args if arg is not type(None)]
    if len(present) == 1:
        return from_json(data, present[0], where, owner, name)
    kinds = {CHANGE_KINDS[cast(type, arg)]: cast(type, arg) for arg in present if arg in CHANGE_KINDS}
    if len(kinds) == len(present):
        mapping = _mapping(data, where)
        chosen = kinds.get(str(mapping.get(KIND_FIELD)))
        if chosen is None:
            raise ExportError(f"{where}.{KIND_FIELD}: {mapping.get(KIND_FIELD)!r} is not one of {tuple(kinds)}")
        return _dataclass({k: v for k, v in mapping.items() if k != KIND_FIELD}, chosen, where)
    if all(isinstance(arg, type) and dataclasses.is_dataclass(arg) for arg in present):
        return _by_fields(data, [cast(type, arg) for arg in present], where)
    raise TypeError(f"{where}: cannot read the union {tp!r}")


def _by_fields(data: object, classes: list[type], where: str) -> object:
    """``data`` as the one class of ``classes`` whose fields are exactly its keys (the export writes every field).

    >>> from rulespec.pictures import Ends, Line, Table
    >>> from_json({"ends": [3, 5]}, Table, "t")
    Ends(ends=(3, 5))
    >>> from_json({"tiles": ["1-2"], "ends": [3, 5]}, Table | None, "t")
    Traceback (most recent call last):
    ...
    rulespec.export.ExportError: t: the fields ['ends', 'tiles'] are those of none of Line, Ends, Cross, Trains
    """
    mapping = _mapping(data, where)
    fitting = [cls for cls in classes if {field.name for field in dataclasses.fields(cls)} == set(mapping)]
    if len(fitting) > 1:
        raise TypeError(f"{where}: {', '.join(cls.__name__ for cls in fitting)} have the same fields")
    if not fitting:
        names = ", ".join(cls.__name__ for cls in classes)
        raise ExportError(f"{where}: the fields {sorted(mapping)} are those of none of {names}")
    return _dataclass(mapping, fitting[0], where)


def _dataclass(data: object, cls: type, where: str) -> object:
    mapping = _mapping(data, where)
    hints = typing.get_type_hints(cls)
    names = [field.name for field in dataclasses.fields(cls)]
    unknown = sorted(set(mapping) - set(names) - ({KIND_FIELD} if cls in CHANGE_KINDS else set()))
    if unknown:
        raise ExportError(f"{where}: unknown fields {unknown}")
    missing = [name for name in names if name not in mapping]
    if missing:
        raise ExportError(f"{where}: missing fields {missing}")
    values = {name: from_json(mapping[name], hints[name], f"{where}.{name}", cls, name) for name in names}
    build = cast(Callable[..., object], cls)
    return build(**values)


def _parse(text: str, where: str) -> Json:
    try:
        data: Json = json.loads(text)
    except ValueError as exc:
        raise ExportError(f"{where}: not JSON: {exc}") from exc
    return data


def _document(data: object, path: str, cls: type[T], where: str) -> T:
    document = from_json(data, cls, path)
    if not isinstance(document, cls):
        raise ExportError(f"{where}: not a {cls.__name__}")
    return document


def _read(directory: Path, path: str, cls: type[T], validators: Mapping[str, SchemaCheck]) -> T:
    """One document of the export, checked against its schema, then read into ``cls``."""
    file = directory / path
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise ExportError(f"{file}: cannot be read: {exc}") from exc
    data = _parse(text, f"{file}: cannot be read")
    errors = sorted(validators[_kind_of(path)].iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        where = "/".join(str(part) for part in errors[0].absolute_path) or "(top)"
        raise ExportError(f"{file}: {where}: {errors[0].message}")
    return _document(data, path, cls, str(file))


def read_export(directory: Path) -> Exported:
    """Read an export back: every document checked against its schema and read into the model's classes."""
    validators = {kind: schema_check(schema) for kind, schema in export_schemas().items()}

    def read(path: str, cls: type[T]) -> T:
        return _read(directory, path, cls, validators)

    return _exported(read)


class _Reader(typing.Protocol):
    def __call__(self, path: str, cls: type[T], /) -> T: ...


def _exported(read: _Reader) -> Exported:
    index = read(INDEX_FILE, SpecIndex)
    books = tuple(read(entry.file, RulebookDocument) for entry in index.rulebooks)
    catalogues = tuple(
        read(entry.faults, FaultsDocument).catalogue for entry in index.rulebooks if entry.faults is not None
    )
    pictures = tuple(
        read(entry.pictures, PicturesDocument).pictures for entry in index.rulebooks if entry.pictures is not None
    )
    sources = read(index.sources, SourcesDocument)
    glossary = read(index.glossary, GlossaryDocument)
    spec = Spec(documents=sources.documents, rulebooks=tuple(book.rulebook for book in books))
    return Exported(index, spec, glossary.glossary, catalogues, books, pictures)


def read_export_texts(files: Mapping[str, str]) -> Exported:
    """Read an export from its documents' texts (by path in the export), without jsonschema.

    For a Python with no jsonschema (a browser's): each document is narrowed into the model's
    classes by :func:`from_json`, which refuses an unknown or missing field, a value of the
    wrong type and a name outside its list, naming the document and the field; what only the
    schemas check (the patterns of IDs, say) is not checked again here. A document the index
    names but ``files`` lacks is an :class:`ExportError`.

    >>> from rulespec import cached_spec
    >>> from rulespec.faults import cached_catalogues
    >>> from rulespec.glossary import cached_glossary
    >>> from rulespec.pictures import load_all_pictures
    >>> pictures = tuple(load_all_pictures(cached_spec()).values())
    >>> texts = export_files(cached_spec(), cached_glossary(), cached_catalogues()[0], pictures)
    >>> back = read_export_texts(texts)
    >>> back.spec == cached_spec(), back.pictures == pictures
    (True, True)
    >>> read_export_texts({"index.json": "{}"})
    Traceback (most recent call last):
    ...
    rulespec.export.ExportError: index.json: missing fields ['format', 'version', 'rulebooks', 'sources', 'glossary', 'schemas']
    """

    def read(path: str, cls: type[T]) -> T:
        if path not in files:
            raise ExportError(f"{path}: missing from the export")
        return _document(_parse(files[path], path), path, cls, path)

    return _exported(read)


__all__ = [
    "EXPORT_SCHEMAS",
    "FORMAT",
    "VERSION",
    "Document",
    "ExportError",
    "Exported",
    "FaultsDocument",
    "GlossaryDocument",
    "PicturesDocument",
    "RulebookDocument",
    "RulebookEntry",
    "SourcesDocument",
    "SpecIndex",
    "documents",
    "export_files",
    "export_schemas",
    "from_json",
    "read_export",
    "read_export_texts",
    "rulebook_document",
    "to_json",
    "write_export",
]
