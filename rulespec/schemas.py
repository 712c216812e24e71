"""JSON Schemas of the spec, generated from its typed model: one source of truth.

Two forms of each piece of the spec are described, both walked from the frozen
dataclasses of :mod:`rulespec.model`, :mod:`rulespec.faults`, :mod:`rulespec.glossary`
and :mod:`rulespec.families` (their field types, and the docstring written after each
field as its ``description``):

* the **file** form: a YAML file of ``spec/`` as a person writes it (a rulebook, a
  fault catalogue, the sources index, the glossary). :data:`FILE_FORMS` says where a
  file differs from the model: fields the loader derives (a rule's line, a clause's
  document), fields a file may leave out, and the few places a file nests or wraps
  its fields. ``spec/schema/`` holds these schemas, and each spec file names its own
  on its first line (:func:`header_line`), so an editor with a YAML language server
  checks it as it is written;
* the **export** form: the same values as ``domino-rules export-spec`` writes them
  (:mod:`rulespec.export`): every field, ``null`` where the model has ``None``, and a
  ``kind`` naming which change a fault is.

The files' schemas are JSON Schema draft-07, which YAML language servers support in full;
the export's are draft 2020-12, as the protocol's are.

A schema checks the shape of a file: its fields, their types, the closed lists
(units, consequences, engine checks...), the spelling of rule IDs and names. The
loader's own checks that need more than one value stay in the loader (a clause a rule
cites exists, a fine names a parameter of its rule, a rulebook holds its family's
parameters, one rule per engine check...), and its errors still name the file, the
line, the rule and the field.

>>> schema = file_schemas()["rulebook-file.json"]
>>> schema["$id"]
'https://domino-rules.invalid/spec/v1/schema/rulebook-file.json'
>>> schema["$schema"], schema["$ref"]
('http://json-schema.org/draft-07/schema#', '#/definitions/Rulebook')
>>> rule = schema["definitions"]["Rule"]
>>> rule["required"]
['id', 'title', 'kind', 'statement', 'clauses']
>>> rule["properties"]["parameters"]["items"]
{'$ref': '#/definitions/Parameter'}
>>> header_line("faults/ndf-double-nine.yaml")
'# yaml-language-server: $schema=../schema/faults-file.json'
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import json
import re
import sys
import types
import typing
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final, Literal, Union, get_args, get_origin

from rulespec.faults import (
    FAULT_NAME,
    FAULTS_DIR,
    KINDS_FILE,
    BugKind,
    Catalogue,
    ChecksChange,
    DecisionChange,
    Fault,
    FaultDecision,
    FaultKind,
    KindReason,
    NumberChange,
    Occurrence,
    PenaltyChange,
    Taxonomy,
    TiebreakChange,
)
from rulespec.files import atomic_write
from rulespec.glossary import GLOSSARY_FILE, Glossary, Term
from rulespec.grammar import RULE_ID_SCHEMA_PATTERN, RULE_PREFIX
from rulespec.loader import INFRACTION_PATTERN, NAME_PATTERN, SOURCES_FILE
from rulespec.model import (
    Clause,
    Consequence,
    EngineCheck,
    EntrantKind,
    GameFamily,
    GameSpec,
    Parameter,
    Penalty,
    PenaltyTarget,
    Reading,
    Rule,
    Rulebook,
    RuleKind,
    Situation,
    Spec,
    TieBreak,
    Unit,
)
from rulespec.pictures import (
    PICTURES_DIR,
    SCORER_PATTERN,
    SEAT_PATTERN,
    TILE_PATTERN,
    TRAIN_PATTERN,
    Cross,
    Ends,
    Hand,
    Line,
    Picture,
    PictureFile,
    Score,
    Train,
    Trains,
)

JsonSchema = dict[str, object]
"""A JSON Schema (or a fragment of one) as plain JSON values."""

Form = Literal["file", "export"]
"""Which form a schema describes: a YAML file of ``spec/`` as written, or the exported JSON."""

DRAFTS: Final[dict[Form, str]] = {
    "file": "http://json-schema.org/draft-07/schema#",
    "export": "https://json-schema.org/draft/2020-12/schema",
}
"""Each form's JSON Schema draft: draft-07 for the files (what YAML language servers support in full), 2020-12
for the export (as the protocol's schemas)."""
DEFINITIONS: Final[dict[Form, str]] = {"file": "definitions", "export": "$defs"}
"""Where each draft keeps a schema's named definitions."""
SCHEMA_BASE: Final = "https://domino-rules.invalid/spec/v1/schema/"
"""The base of every schema's ``$id``; the site publishes them under ``spec/v1/schema/``."""
SCHEMA_DIR: Final = "schema"
"""The schemas' folder: ``spec/schema/`` in the project, ``schema/`` in an export."""
HEADER: Final = "# yaml-language-server: $schema="
"""How a spec file names its schema on its first line (read by editors with a YAML language server)."""

TEXT_PATTERN: Final = r"\S"
"""A text the loader accepts: not empty, not only spaces."""


@dataclass(frozen=True, slots=True)
class FileForm:
    """Where a spec file's form of a model class differs from the class's fields."""

    omit: tuple[str, ...] = ()
    """Fields the loader derives, not written in the file (a rule's ``line``, a clause's ``document``)."""
    optional: tuple[str, ...] = ()
    """Fields a file may leave out (the loader then gives the empty list, false, or nothing)."""
    head: str | None = None
    """The key under which the file writes the fields other than ``keep`` (a rulebook file's ``rulebook:``)."""
    keep: tuple[str, ...] = ()
    """With ``head``: the fields written at the top of the file."""
    wrap: str | None = None
    """The key the whole object is written under (a fault's ``change: {penalty: {...}}``)."""
    at_least_one: bool = False
    """Every field is optional but the object must give one."""


FILE_FORMS: Final[dict[type, FileForm]] = {
    Spec: FileForm(omit=("rulebooks",)),
    Clause: FileForm(omit=("document",)),
    Rulebook: FileForm(omit=("path",), optional=("tiebreaks",), head="rulebook", keep=("rules",)),
    GameSpec: FileForm(optional=("partnerships",)),
    Rule: FileForm(
        omit=("line",),
        optional=(
            "title_es",
            "judge_only",
            "judge_decides",
            "parameters",
            "readings",
            "penalty",
            "terms",
            "enforces",
            "situations",
        ),
    ),
    Reading: FileForm(optional=("clauses",)),
    Penalty: FileForm(optional=("fine",)),
    Catalogue: FileForm(omit=("path",), optional=("unchecked", "single", "cannot")),
    BugKind: FileForm(optional=("occurs",)),
    Occurrence: FileForm(
        optional=("rule_kinds", "situations", "checks", "parameters", "penalty", "partnerships", "shared", "ours")
    ),
    Fault: FileForm(omit=("rulebook", "line"), optional=("also",)),
    PenaltyChange: FileForm(optional=("target", "consequences"), wrap="penalty", at_least_one=True),
    Glossary: FileForm(omit=("path",)),
    Term: FileForm(omit=("line",), optional=("aliases", "hover")),
    PictureFile: FileForm(omit=("path",)),
    Picture: FileForm(omit=("line",), optional=("table", "hands", "to_play", "leads", "count", "score")),
    Hand: FileForm(optional=("count",)),
    Cross: FileForm(optional=("left", "right", "up", "down")),
    Train: FileForm(optional=("marker",)),
}
"""How each spec file writes a model class, where it differs from the class (the loader reads it so)."""

DEPENDENT: Final[dict[type, dict[str, tuple[str, ...]]]] = {Rule: {"penalty": ("title_es",)}}
"""Fields a class requires once another is given: a rule with a ``penalty`` gives its ``title_es`` (the file form
says it with draft-07 ``dependencies``, the export, where every field is present, with ``if``/``then``)."""

PAIRS: Final[frozenset[tuple[type, str]]] = frozenset({(Catalogue, "unchecked"), (Catalogue, "single")})
"""Fields of (rule ID, reason) pairs, written as a mapping from the rule ID to the reason."""

CHANGE_KINDS: Final[dict[type, str]] = {
    NumberChange: "parameter",
    ChecksChange: "enforces",
    PenaltyChange: "penalty",
    TiebreakChange: "tiebreaks",
    DecisionChange: "decision",
}
"""Each kind of fault change by the key that tells it in a catalogue file; the export names it in ``kind``."""
KIND_FIELD: Final = "kind"

PATTERNS: Final[dict[tuple[type, str], str]] = {
    (Rulebook, "prefix"): RULE_PREFIX.pattern,
    (Rule, "id"): RULE_ID_SCHEMA_PATTERN,
    (Parameter, "name"): NAME_PATTERN.pattern,
    (Penalty, "infraction"): INFRACTION_PATTERN.pattern,
    (Penalty, "fine"): NAME_PATTERN.pattern,
    (Fault, "rule"): RULE_ID_SCHEMA_PATTERN,
    (Fault, "name"): FAULT_NAME.pattern,
    (Fault, "also"): RULE_ID_SCHEMA_PATTERN,
    (NumberChange, "parameter"): NAME_PATTERN.pattern,
    (KindReason, "rule"): RULE_ID_SCHEMA_PATTERN,
    (Picture, "rule"): RULE_ID_SCHEMA_PATTERN,
    (Picture, "to_play"): SEAT_PATTERN,
    (Picture, "leads"): SEAT_PATTERN,
    (Hand, "seat"): SEAT_PATTERN,
    (Hand, "tiles"): TILE_PATTERN,
    (Line, "tiles"): TILE_PATTERN,
    (Cross, "spinner"): TILE_PATTERN,
    (Cross, "left"): TILE_PATTERN,
    (Cross, "right"): TILE_PATTERN,
    (Cross, "up"): TILE_PATTERN,
    (Cross, "down"): TILE_PATTERN,
    (Train, "name"): TRAIN_PATTERN,
    (Train, "tiles"): TILE_PATTERN,
    (Score, "by"): SCORER_PATTERN,
}
"""The spelling of a text field (or of each text of a list field), as the loader checks it."""

ENUMS: Final[dict[str, tuple[str, object]]] = {
    "RuleKind": ("rulespec.model", RuleKind),
    "Unit": ("rulespec.model", Unit),
    "GameFamily": ("rulespec.model", GameFamily),
    "EntrantKind": ("rulespec.model", EntrantKind),
    "Consequence": ("rulespec.model", Consequence),
    "PenaltyTarget": ("rulespec.model", PenaltyTarget),
    "EngineCheck": ("rulespec.model", EngineCheck),
    "Situation": ("rulespec.model", Situation),
    "TieBreak": ("rulespec.model", TieBreak),
    "FaultDecision": ("rulespec.faults", FaultDecision),
    "FaultKind": ("rulespec.faults", FaultKind),
}
"""The model's closed lists, each a definition of its own in a schema: its module and its ``Literal`` type."""

ARRAYS: Final[dict[tuple[type, str], JsonSchema]] = {
    (Rule, "clauses"): {"minItems": 1},
    (Rule, "enforces"): {"uniqueItems": True},
    (Rulebook, "tiebreaks"): {"uniqueItems": True},
    (Term, "spanish"): {"minItems": 1},
    (PictureFile, "pictures"): {"minItems": 1},
    (Line, "tiles"): {"minItems": 1},
    (Ends, "ends"): {"minItems": 2, "maxItems": 2},
    (Trains, "trains"): {"minItems": 1},
}
"""What the loader requires of a list field beyond its items: at least one, or no item twice."""


def markdown(docstring: str) -> str:
    """A docstring as one line: whitespace folded, ````x```` written `` `x` ``, roles dropped.

    >>> markdown('The ``legal`` list,\\n    see :mod:`rulespec.grammar`.')
    'The `legal` list, see `rulespec.grammar`.'
    """
    text = re.sub(r":[a-z]+:`([^`]+)`", r"`\1`", " ".join(docstring.split()))
    return re.sub(r"``(.+?)``", r"`\1`", text)


def _docs_after(body: list[ast.stmt]) -> dict[str, str]:
    """Each name assigned in ``body`` with the string literal written right after it, as one line."""
    docs: dict[str, str] = {}
    for statement, after in itertools.pairwise(body):
        target: ast.expr | None = None
        if isinstance(statement, ast.AnnAssign):
            target = statement.target
        elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target = statement.targets[0]
        if (
            isinstance(target, ast.Name)
            and isinstance(after, ast.Expr)
            and isinstance(after.value, ast.Constant)
            and isinstance(after.value.value, str)
        ):
            docs[target.id] = markdown(after.value.value)
    return docs


@cache
def _module_docs(module: str) -> dict[str, dict[str, str]]:
    """The attribute docstrings of ``module``: class name -> field -> its meaning (the string written after it).

    The module's own names (a ``Literal`` alias and its docstring) are under the empty class name.
    """
    tree = ast.parse(inspect.getsource(sys.modules[module]))
    out: dict[str, dict[str, str]] = {"": _docs_after(tree.body)}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = _docs_after(node.body)
    return out


def field_doc(owner: type, name: str) -> str | None:
    """The meaning of field ``name`` of the dataclass ``owner``: the docstring written after it.

    >>> field_doc(Rule, "statement")
    "The rule in the project's own words."
    """
    return _module_docs(owner.__module__).get(owner.__name__, {}).get(name)


def class_doc(owner: type) -> str | None:
    """The first paragraph of a class's own docstring (None when it has none)."""
    doc = inspect.getdoc(owner)
    if not doc or doc.startswith(owner.__name__ + "("):
        return None  # the docstring dataclasses make up from the signature
    return markdown(doc.split("\n\n")[0])


def _text(pattern: str | None) -> JsonSchema:
    return {"type": "string", "pattern": pattern if pattern is not None else TEXT_PATTERN}


class _Builder:
    """Walks model classes into the definitions of one schema document, in one form."""

    def __init__(self, form: Form) -> None:
        self.form: Form = form
        self.defs: dict[str, JsonSchema] = {}

    def ref(self, cls: type) -> JsonSchema:
        name = cls.__name__
        if name not in self.defs:
            self.defs[name] = {}  # a placeholder while the class's own fields are walked
            self.defs[name] = self._object(cls)
        return {"$ref": f"#/{DEFINITIONS[self.form]}/{name}"}

    def enum(self, name: str) -> JsonSchema:
        """A named closed list of the model as a definition of its own."""
        if name not in self.defs:
            module, alias = ENUMS[name]
            out: JsonSchema = {"title": name}
            doc = _module_docs(module)[""].get(name)
            if doc:
                out["description"] = doc
            self.defs[name] = {**out, "type": "string", "enum": list(get_args(alias))}
        return {"$ref": f"#/{DEFINITIONS[self.form]}/{name}"}

    def _object(self, cls: type) -> JsonSchema:
        hints = typing.get_type_hints(cls)
        form = FILE_FORMS.get(cls, FileForm()) if self.form == "file" else None
        properties: dict[str, JsonSchema] = {}
        required: list[str] = []
        if form is None and cls in CHANGE_KINDS:
            properties[KIND_FIELD] = {"const": CHANGE_KINDS[cls], "description": "Which kind of change this is."}
            required.append(KIND_FIELD)
        for field in dataclasses.fields(cls):
            if form is not None and field.name in form.omit:
                continue
            optional = form is not None and field.name in form.optional
            schema = self._type(hints[field.name], cls, field.name, optional)
            doc = field_doc(cls, field.name)
            properties[field.name] = {**schema, "description": doc} if doc else schema
            if not optional:
                required.append(field.name)
        out: JsonSchema = {"title": cls.__name__}
        doc = class_doc(cls)
        if doc:
            out["description"] = doc
        if form is not None and form.head is not None:
            top = {name: properties.pop(name) for name in form.keep}
            inner: JsonSchema = {
                "description": f"Everything but the {', '.join(form.keep)}.",
                "type": "object",
                "properties": properties,
                "required": [n for n in required if n not in top],
                "additionalProperties": False,
            }
            properties = {form.head: inner, **top}
            required = [form.head, *(n for n in required if n in top)]
        body: JsonSchema = {"type": "object", "properties": properties, "required": required}
        body["additionalProperties"] = False
        body.update(self._dependent(cls))
        if form is not None and form.at_least_one:
            body["minProperties"] = 1
        if form is not None and form.wrap is not None:
            body = {
                "type": "object",
                "properties": {form.wrap: {"description": doc or cls.__name__, **body}},
                "required": [form.wrap],
                "additionalProperties": False,
            }
        return {**out, **body}

    def _dependent(self, cls: type) -> JsonSchema:
        """What :data:`DEPENDENT` asks of ``cls``, in this form (nothing when it asks nothing)."""
        needs = DEPENDENT.get(cls)
        if not needs:
            return {}
        if self.form == "file":
            return {"dependencies": {given: list(fields) for given, fields in needs.items()}}
        return {
            "allOf": [
                {
                    "if": {"properties": {given: {"not": {"type": "null"}}}, "required": [given]},
                    "then": {"properties": {field: {"type": "string"} for field in fields}},
                }
                for given, fields in needs.items()
            ]
        }

    def _type(self, tp: object, owner: type, name: str, optional: bool) -> JsonSchema:
        origin = get_origin(tp)
        if (owner, name) in PAIRS:
            return {
                "type": "object",
                "patternProperties": {RULE_ID_SCHEMA_PATTERN: _text(None)},
                "additionalProperties": False,
            }
        if origin in (Union, types.UnionType):
            args = get_args(tp)
            if set(args) == {int, float}:
                return {"type": "number"}
            present = [arg for arg in args if arg is not type(None)]
            if len(present) < len(args):
                inner = self._type(present[0] if len(present) == 1 else Union[tuple(present)], owner, name, optional)
                if self.form == "file" and optional:
                    return inner  # left out, not written as null
                return {"anyOf": [inner, {"type": "null"}]}
            if all(isinstance(arg, type) and dataclasses.is_dataclass(arg) for arg in args):
                return {"oneOf": [self.ref(typing.cast(type, arg)) for arg in args]}
            raise TypeError(f"{owner.__name__}.{name}: no JSON Schema for the union {tp!r}")
        if origin is Literal:
            named = next((enum for enum, (_, alias) in ENUMS.items() if tp == alias), None)
            if named is not None:
                return self.enum(named)
            values = list(get_args(tp))
            if len(values) == 1:
                return {"const": values[0]}
            kind = "string" if all(isinstance(v, str) for v in values) else "integer"
            return {"type": kind, "enum": values}
        if origin is tuple:
            args = get_args(tp)
            if len(args) == 2 and args[1] is Ellipsis:
                return {
                    "type": "array",
                    "items": self._type(args[0], owner, name, False),
                    **ARRAYS.get((owner, name), {}),
                }
            items = [self._type(arg, owner, name, False) for arg in args]
            fixed: JsonSchema = {"prefixItems": items} if self.form == "export" else {"items": items}  # draft-07
            return {"type": "array", **fixed, "minItems": len(items), "maxItems": len(items)}
        if origin is dict:
            key, value = get_args(tp)
            schema: JsonSchema = {"type": "object", "additionalProperties": self._type(value, owner, name, False)}
            if get_origin(key) is Literal:
                schema["propertyNames"] = self._type(key, owner, name, False)
            return schema
        if tp is str:
            return _text(PATTERNS.get((owner, name)))
        if tp is bool:
            return {"type": "boolean"}
        if tp is int:
            return {"type": "integer"}
        if tp is float:
            return {"type": "number"}
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self.ref(tp)
        raise TypeError(f"{owner.__name__}.{name}: no JSON Schema for {tp!r}")


def schema_document(root: type, form: Form, name: str, description: str) -> JsonSchema:
    """The JSON Schema ``name`` of the class ``root`` in ``form``, with every class and list it holds as a definition.

    A file's schema is draft-07 (its definitions under ``definitions``), the export's draft 2020-12 (``$defs``).
    """
    builder = _Builder(form)
    ref = builder.ref(root)
    return {
        "$schema": DRAFTS[form],
        "$id": SCHEMA_BASE + name,
        "title": name.removesuffix(".json"),
        "description": description,
        **ref,
        DEFINITIONS[form]: builder.defs,
    }


FILE_SCHEMAS: Final[dict[str, tuple[type, str]]] = {
    "rulebook-file.json": (Rulebook, "A rulebook file of the domino-rules spec: spec/<rulebook>.yaml."),
    "faults-file.json": (Catalogue, "A fault catalogue of the domino-rules spec: spec/faults/<rulebook>.yaml."),
    "fault-kinds-file.json": (Taxonomy, "The kinds of bug of the domino-rules spec: spec/faults/kinds.yaml."),
    "sources-file.json": (Spec, "The source index of the domino-rules spec: spec/sources.yaml."),
    "glossary-file.json": (Glossary, "The glossary of the domino-rules spec: spec/glossary.yaml."),
    "pictures-file.json": (PictureFile, "A rulebook's rule pictures: spec/pictures/<rulebook>.yaml."),
}
"""The schemas of the spec's YAML files, by file name in ``spec/schema/``."""


def file_schemas() -> dict[str, JsonSchema]:
    """Every spec file's schema by its file name (``rulebook-file.json``...)."""
    return {name: schema_document(root, "file", name, text) for name, (root, text) in FILE_SCHEMAS.items()}


def schema_text(schema: JsonSchema) -> str:
    """A schema as the file the project publishes: indented JSON ending in a newline."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def schema_of(relative: str) -> str:
    """The schema a spec file follows, from its path inside ``spec/``.

    >>> [schema_of(p) for p in ("ndf-double-nine.yaml", "faults/ndf-double-nine.yaml", "sources.yaml")]
    ['rulebook-file.json', 'faults-file.json', 'sources-file.json']
    >>> schema_of("faults/kinds.yaml")
    'fault-kinds-file.json'
    """
    if relative == f"{FAULTS_DIR}/{KINDS_FILE}":
        return "fault-kinds-file.json"
    if relative == SOURCES_FILE:
        return "sources-file.json"
    if relative == GLOSSARY_FILE:
        return "glossary-file.json"
    if relative.startswith(FAULTS_DIR + "/"):
        return "faults-file.json"
    if relative.startswith(PICTURES_DIR + "/"):
        return "pictures-file.json"
    return "rulebook-file.json"


def header_line(relative: str) -> str:
    """The first line of the spec file at ``relative`` (inside ``spec/``): its schema, as a path from the file."""
    up = "../" * relative.count("/")
    return f"{HEADER}{up}{SCHEMA_DIR}/{schema_of(relative)}"


def write_file_schemas(directory: Path) -> list[Path]:
    """Write every spec file's schema into ``directory`` (``spec/schema/``); returns the files written."""
    written: list[Path] = []
    for name, schema in file_schemas().items():
        atomic_write(directory / name, schema_text(schema))
        written.append(directory / name)
    return written


def main(argv: list[str] | None = None) -> int:
    """``python -m rulespec.schemas [DIR]``: write the spec files' schemas (default: ``schema/`` of the spec in use)."""
    from rulespec.loader import default_spec_dir

    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1 or args[:1] in (["-h"], ["--help"]):
        print("usage: python -m rulespec.schemas [DIR]  (default: the spec folder's schema/)", file=sys.stderr)
        return 2
    directory = Path(args[0]) if args else default_spec_dir() / SCHEMA_DIR
    for path in write_file_schemas(directory):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
