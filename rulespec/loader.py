"""Load and validate the spec: ``spec/sources.yaml`` and one file per rulebook.

A malformed file is rejected with a :class:`SpecError` that names the file,
the line, the rule ID (when the fault is inside a rule) and the field.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Final, TypeVar, cast

from rulespec.families import FamilyDeclaration, OptionalParameter, family, number_problems
from rulespec.grammar import RULE_ID, RULE_PREFIX
from rulespec.model import (
    CONSEQUENCES,
    ENGINE_CHECKS,
    ENTRANT_KINDS,
    GAME_FAMILIES,
    PENALTY_TARGETS,
    RULE_KINDS,
    SITUATIONS,
    TIEBREAKS,
    UNITS,
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
    SourceDocument,
    Spec,
    TieBreak,
    Unit,
)
from rulespec.yamlpos import Node, Scalar, YamlError, load_yaml

NAME_PATTERN: Final = re.compile(r"^[a-z][a-z0-9_]*$")
INFRACTION_PATTERN: Final = re.compile(r"^[a-z][a-z0-9-]*$")
SOURCES_FILE: Final = "sources.yaml"
GLOSSARY_FILE: Final = "glossary.yaml"
"""The glossary of terms (read by :mod:`rulespec.glossary`), not a rulebook."""

T = TypeVar("T")


class SpecError(Exception):
    """A spec file that does not fit the schema.

    >>> str(SpecError("spec/x.yaml", 12, "NDF-4.2", "parameters[0].unit", "unknown unit 'pts'"))
    "spec/x.yaml:12: rule NDF-4.2: field 'parameters[0].unit': unknown unit 'pts'"

    A YAML syntax error also names the column (``spec/x.yaml:12:5: ...``).
    """

    def __init__(
        self, path: str, line: int, rule_id: str | None, field: str, message: str, column: int | None = None
    ) -> None:
        self.path = path
        self.line = line
        self.column = column
        self.rule_id = rule_id
        self.field = field
        self.message = message
        where = f"{path}:{line}: " if column is None else f"{path}:{line}:{column}: "
        if rule_id:
            where += f"rule {rule_id}: "
        super().__init__(f"{where}field {field!r}: {message}")


class Reader:
    """Typed access to a mapping node, raising :class:`SpecError` on any misfit."""

    def __init__(self, path: str, node: Node, rule_id: str | None, prefix: str) -> None:
        self.path = path
        self.node = node
        self.rule_id = rule_id
        self.prefix = prefix
        if not isinstance(node.value, dict):
            raise SpecError(path, node.line, rule_id, prefix or "(top)", "expected a mapping")
        self.mapping: dict[str, Node] = node.value

    def error(self, field: str, message: str, line: int | None = None) -> SpecError:
        name = f"{self.prefix}.{field}" if self.prefix else field
        return SpecError(self.path, line if line is not None else self.node.line, self.rule_id, name, message)

    def check_keys(self, allowed: set[str]) -> None:
        for key, value in self.mapping.items():
            if key not in allowed:
                line = (self.node.key_lines or {}).get(key, value.line)
                raise self.error(key, f"unknown field (allowed: {', '.join(sorted(allowed))})", line)

    def _get(self, field: str, required: bool) -> Node | None:
        node = self.mapping.get(field)
        if node is None and required:
            raise self.error(field, "missing required field")
        return node

    def scalar(self, field: str, kind: type[T], required: bool = True) -> T | None:
        node = self._get(field, required)
        if node is None:
            return None
        value = node.value
        # ``kind is ...`` tested last: where it holds the branch leaves, so ``kind`` stays ``type[T]`` below.
        if isinstance(value, int) and not isinstance(value, bool) and kind is float:
            return cast(T, value)
        if isinstance(value, bool) and kind is int:
            raise self.error(field, f"expected {kind.__name__}, got {value!r}", node.line)
        if not isinstance(value, kind):
            raise self.error(field, f"expected {kind.__name__}, got {_describe(node.value)}", node.line)
        return value

    def text(self, field: str) -> str:
        value = self.scalar(field, str)
        assert value is not None
        if not value.strip():
            raise self.error(field, "must not be empty", self.mapping[field].line)
        return " ".join(value.split())

    def optional_text(self, field: str) -> str | None:
        value = self.scalar(field, str, required=False)
        return None if value is None else " ".join(value.split())

    def flag(self, field: str, default: bool) -> bool:
        value = self.scalar(field, bool, required=False)
        return default if value is None else value

    def choice(self, field: str, allowed: tuple[str, ...]) -> str:
        value = self.text(field)
        if value not in allowed:
            raise self.error(
                field, f"unknown value {value!r} (allowed: {', '.join(allowed)})", self.mapping[field].line
            )
        return value

    def items(self, field: str, required: bool = True) -> list[Node]:
        node = self._get(field, required)
        if node is None:
            return []
        if not isinstance(node.value, list):
            raise self.error(field, f"expected a list, got {_describe(node.value)}", node.line)
        return node.value

    def texts(self, field: str, required: bool = True) -> tuple[str, ...]:
        out: list[str] = []
        for index, item in enumerate(self.items(field, required)):
            if not isinstance(item.value, str) or not item.value.strip():
                raise self.error(f"{field}[{index}]", "expected a non-empty text", item.line)
            out.append(item.value.strip())
        return tuple(out)

    def sub(self, field: str, node: Node) -> Reader:
        name = f"{self.prefix}.{field}" if self.prefix else field
        return Reader(self.path, node, self.rule_id, name)


def _describe(value: Scalar | list[Node] | dict[str, Node]) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"{type(value).__name__} {value!r}"


def _parse_parameter(reader: Reader, declaration: FamilyDeclaration) -> Parameter:
    reader.check_keys({"name", "value", "unit", "meaning"})
    name = reader.text("name")
    if not NAME_PATTERN.match(name):
        raise reader.error("name", f"{name!r} is not a snake_case name")
    value = reader.scalar("value", float)
    assert value is not None
    unit = cast(Unit, reader.choice("unit", UNITS))
    declared = declaration.parameter(name)
    if declared is not None and declared.unit != unit:
        kind = "optional" if isinstance(declared, OptionalParameter) else "required"
        raise reader.error(
            "unit",
            f"the {declaration.name} family declares {kind} parameter {name!r} in {declared.unit}, not {unit}",
            reader.mapping["unit"].line,
        )
    return Parameter(name=name, value=value, unit=unit, meaning=reader.text("meaning"))


def _parse_reading(reader: Reader, known_clauses: set[str]) -> Reading:
    reader.check_keys({"question", "reading", "reason", "clauses"})
    clauses = reader.texts("clauses", required=False)
    _check_clauses(reader, "clauses", clauses, known_clauses)
    return Reading(
        question=reader.text("question"),
        reading=reader.text("reading"),
        reason=reader.text("reason"),
        clauses=clauses,
    )


def _parse_penalty(reader: Reader, parameter_names: set[str]) -> Penalty:
    reader.check_keys({"infraction", "consequences", "target", "fine"})
    infraction = reader.text("infraction")
    if not INFRACTION_PATTERN.match(infraction):
        raise reader.error("infraction", f"{infraction!r} is not a kebab-case name")
    consequences: list[Consequence] = []
    for index, item in enumerate(reader.items("consequences")):
        if item.value not in CONSEQUENCES:
            raise reader.error(
                f"consequences[{index}]",
                f"unknown consequence {item.value!r} (allowed: {', '.join(CONSEQUENCES)})",
                item.line,
            )
        consequences.append(cast(Consequence, item.value))
    fine = reader.optional_text("fine")
    if fine is not None and fine not in parameter_names:
        raise reader.error("fine", f"names no parameter of this rule: {fine!r}")
    if ("fine" in consequences) != (fine is not None):
        raise reader.error("fine", "a 'fine' consequence needs a fine parameter, and only then")
    return Penalty(
        infraction=infraction,
        consequences=tuple(consequences),
        target=cast(PenaltyTarget, reader.choice("target", PENALTY_TARGETS)),
        fine=fine,
    )


def _check_judge_decides(
    reader: Reader, judge_only: bool, judge_decides: bool, penalty: Penalty | None, parameters: tuple[Parameter, ...]
) -> None:
    """A rule that leaves the sanction to the judge says so once, and sets no tariff of its own.

    ``judge_decides`` and a ``judge-decides`` consequence go together; such a rule is ``judge_only``
    (the judge who sets the sanction is the one who finds the infraction), its penalty has no other
    consequence and no fine, and no parameter of the rule is counted in points.
    """

    def line(field: str) -> int | None:
        node = reader.mapping.get(field)
        return None if node is None else node.line

    by_penalty = penalty is not None and "judge-decides" in penalty.consequences
    if judge_decides and not by_penalty:
        raise reader.error(
            "judge_decides",
            "a rule the judge decides needs a penalty whose consequence is 'judge-decides'",
            line("judge_decides"),
        )
    if by_penalty and not judge_decides:
        raise reader.error(
            "penalty", "a 'judge-decides' consequence needs 'judge_decides: true' on the rule", line("penalty")
        )
    if not judge_decides or penalty is None:
        return
    if not judge_only:
        raise reader.error("judge_decides", "a rule the judge decides is also judge_only", line("judge_decides"))
    if penalty.consequences != ("judge-decides",):
        raise reader.error(
            "penalty", "a rule the judge decides has 'judge-decides' as its only consequence", line("penalty")
        )
    for parameter in parameters:
        if parameter.unit == "points":
            raise reader.error(
                "judge_decides",
                f"a rule the judge decides sets no tariff, but names {parameter.name!r} in points",
                line("judge_decides"),
            )


def _check_clauses(reader: Reader, field: str, clauses: tuple[str, ...], known: set[str]) -> None:
    for index, clause in enumerate(clauses):
        if clause not in known:
            raise reader.error(f"{field}[{index}]", f"cites unknown clause {clause!r}")


def _parse_rule(
    path: str, node: Node, prefix: str, known_clauses: set[str], index: int, declaration: FamilyDeclaration
) -> Rule:
    rule_id: str | None = None
    if isinstance(node.value, dict) and isinstance(node.value.get("id", Node(None, 0)).value, str):
        rule_id = cast(str, node.value["id"].value)
    reader = Reader(path, node, rule_id, f"rules[{index}]" if rule_id is None else "")
    reader.check_keys(
        {
            "id",
            "title",
            "title_es",
            "kind",
            "statement",
            "clauses",
            "judge_only",
            "judge_decides",
            "parameters",
            "readings",
            "penalty",
            "terms",
            "enforces",
            "situations",
        }
    )
    identifier = reader.text("id")
    if not RULE_ID.match(identifier):
        raise reader.error("id", f"{identifier!r} is not a rule ID like {prefix}-4.2")
    if not identifier.startswith(prefix + "-"):
        raise reader.error("id", f"{identifier!r} does not start with this rulebook's prefix {prefix!r}")
    clauses = reader.texts("clauses")
    if not clauses:
        raise reader.error("clauses", "a rule cites at least one source clause")
    _check_clauses(reader, "clauses", clauses, known_clauses)
    parameters = tuple(
        _parse_parameter(reader.sub(f"parameters[{i}]", item), declaration)
        for i, item in enumerate(reader.items("parameters", False))
    )
    names = [parameter.name for parameter in parameters]
    if len(set(names)) != len(names):
        raise reader.error("parameters", "parameter names repeat")
    readings = tuple(
        _parse_reading(reader.sub(f"readings[{i}]", item), known_clauses)
        for i, item in enumerate(reader.items("readings", False))
    )
    enforces = reader.texts("enforces", required=False)
    for i, check in enumerate(enforces):
        if check not in ENGINE_CHECKS:
            raise reader.error(
                f"enforces[{i}]", f"unknown engine check {check!r} (allowed: {', '.join(ENGINE_CHECKS)})"
            )
    situations = reader.texts("situations", required=False)
    for i, situation in enumerate(situations):
        if situation not in SITUATIONS:
            raise reader.error(
                f"situations[{i}]", f"unknown situation {situation!r} (allowed: {', '.join(SITUATIONS)})"
            )
    penalty_node = reader.mapping.get("penalty")
    penalty = None if penalty_node is None else _parse_penalty(reader.sub("penalty", penalty_node), set(names))
    judge_only = reader.flag("judge_only", False)
    judge_decides = reader.flag("judge_decides", False)
    _check_judge_decides(reader, judge_only, judge_decides, penalty, parameters)
    title_es = reader.text("title_es") if "title_es" in reader.mapping else None
    if penalty is not None and title_es is None:
        raise reader.error(
            "title_es",
            "missing required field: a rule with a penalty gives its title in Spanish, "
            "so a judge finds the infraction in either language",
        )
    return Rule(
        id=identifier,
        title=reader.text("title"),
        title_es=title_es,
        kind=cast(RuleKind, reader.choice("kind", RULE_KINDS)),
        statement=reader.text("statement"),
        clauses=clauses,
        judge_only=judge_only,
        judge_decides=judge_decides,
        parameters=parameters,
        readings=readings,
        penalty=penalty,
        terms=reader.texts("terms", required=False),
        enforces=cast(tuple[EngineCheck, ...], enforces),
        situations=cast(tuple[Situation, ...], situations),
        line=node.line,
    )


def load_tree(path: Path, root: Path) -> tuple[str, Node]:
    """Parse one spec file into its :class:`Node` tree and the path shown in errors (relative to ``root``'s parent).

    A YAML fault is raised as a :class:`SpecError` naming the rule and field around its line.
    """
    shown = _shown(path, root)
    try:
        return shown, load_yaml(path)
    except YamlError as exc:
        line = exc.line or 1
        rule_id, field = _locate(path, line)
        raise SpecError(shown, line, rule_id, field, str(exc).split(": ", 1)[-1], exc.column) from exc


_RULE_LINE: Final = re.compile(r"^\s*-\s*id:\s*[\"']?([A-Z]{2,6}-[^\s\"',}]*)")
_KEY_LINE: Final = re.compile(r"^\s*(?:-\s*)?([A-Za-z_][A-Za-z0-9_]*)\s*:")


def _locate(path: Path, line: int) -> tuple[str | None, str]:
    """The rule (the nearest ``- id:`` above) and the field (the key) at ``line`` of a file that did not parse."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()[:line]
    except OSError:
        return None, "(file)"
    key = _KEY_LINE.match(lines[-1]) if lines else None
    rule_id = next((m.group(1) for text in reversed(lines) if (m := _RULE_LINE.match(text))), None)
    return rule_id, key.group(1) if key else "(file)"


def _shown(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root.parent).as_posix()
    except ValueError:
        return path.as_posix()


def load_sources(spec_dir: Path) -> tuple[SourceDocument, ...]:
    path = spec_dir / SOURCES_FILE
    shown, tree = load_tree(path, spec_dir)
    top = Reader(shown, tree, None, "")
    top.check_keys({"documents"})
    documents: list[SourceDocument] = []
    for i, doc_node in enumerate(top.items("documents")):
        doc = top.sub(f"documents[{i}]", doc_node)
        doc.check_keys({"id", "file", "title", "clauses"})
        doc_id = doc.text("id")
        clauses: list[Clause] = []
        for j, clause_node in enumerate(doc.items("clauses")):
            clause = doc.sub(f"clauses[{j}]", clause_node)
            clause.check_keys({"id", "label"})
            clauses.append(Clause(id=f"{doc_id}:{clause.text('id')}", document=doc_id, label=clause.text("label")))
        ids = [c.id for c in clauses]
        if len(set(ids)) != len(ids):
            raise doc.error("clauses", "clause IDs repeat")
        documents.append(
            SourceDocument(id=doc_id, file=doc.text("file"), title=doc.text("title"), clauses=tuple(clauses))
        )
    return tuple(documents)


def _parse_tiebreaks(head: Reader) -> tuple[TieBreak, ...]:
    """The ordered tie-break list of a rulebook head: known keys, each at most once."""
    keys = head.texts("tiebreaks", required=False)
    for i, key in enumerate(keys):
        if key not in TIEBREAKS:
            raise head.error(f"tiebreaks[{i}]", f"unknown tie-break {key!r} (allowed: {', '.join(TIEBREAKS)})")
        if key in keys[:i]:
            raise head.error(f"tiebreaks[{i}]", f"tie-break {key!r} is listed twice")
    return cast(tuple[TieBreak, ...], keys)


def load_rulebook(path: Path, documents: tuple[SourceDocument, ...], spec_dir: Path | None = None) -> Rulebook:
    """Load one rulebook file, checking it against the schema and the source index."""
    root = spec_dir if spec_dir is not None else path.parent
    shown, tree = load_tree(path, root)
    top = Reader(shown, tree, None, "")
    top.check_keys({"rulebook", "rules"})
    head = top.sub("rulebook", top.mapping.get("rulebook") or Node(None, tree.line))
    head.check_keys({"id", "title", "prefix", "document", "languages", "summary", "game", "tiebreaks"})
    book_id = head.text("id")
    if path.stem != book_id:
        raise head.error("id", f"rulebook {book_id!r} must live in a file named {book_id}{path.suffix}")
    document = head.text("document")
    known_documents = {d.id: d for d in documents}
    if document not in known_documents:
        raise head.error("document", f"names no source document in {SOURCES_FILE}: {document!r}")
    known_clauses = {c.id for d in documents for c in d.clauses}
    prefix = head.text("prefix")
    if not RULE_PREFIX.match(prefix):
        raise head.error("prefix", f"{prefix!r} is not a rule ID prefix of 2 to 6 capital letters")
    game_node = head.mapping.get("game")
    if game_node is None:
        raise head.error("game", "missing required field")
    game = head.sub("game", game_node)
    game.check_keys({"family", "partnerships", "entrants"})
    game_spec = GameSpec(
        family=cast(GameFamily, game.choice("family", GAME_FAMILIES)),
        partnerships=game.flag("partnerships", False),
        entrants=cast(EntrantKind, game.choice("entrants", ENTRANT_KINDS)),
    )
    declaration = family(game_spec.family)
    family_line = game.mapping["family"].line
    if not declaration.declared:
        raise game.error(
            "family",
            f"the {declaration.name} family declares no parameters yet (rulespec/families.py), "
            "so no rulebook of it can be checked",
            family_line,
        )
    tiebreaks = _parse_tiebreaks(head)
    rules: list[Rule] = []
    seen_ids: dict[str, int] = {}
    seen_params: dict[str, str] = {}
    seen_infractions: dict[str, str] = {}
    for index, node in enumerate(top.items("rules")):
        rule = _parse_rule(shown, node, prefix, known_clauses, index, declaration)
        if rule.id in seen_ids:
            raise SpecError(shown, rule.line, rule.id, "id", f"repeats the rule at line {seen_ids[rule.id]}")
        seen_ids[rule.id] = rule.line
        for parameter in rule.parameters:
            if parameter.name in seen_params:
                raise SpecError(
                    shown,
                    rule.line,
                    rule.id,
                    "parameters",
                    f"parameter {parameter.name!r} is already held by rule {seen_params[parameter.name]}",
                )
            seen_params[parameter.name] = rule.id
        if rule.penalty is not None:
            kind = rule.penalty.infraction
            if kind in seen_infractions:
                raise SpecError(
                    shown,
                    rule.line,
                    rule.id,
                    "penalty.infraction",
                    f"infraction {kind!r} is already penalised by rule {seen_infractions[kind]}",
                )
            seen_infractions[kind] = rule.id
        rules.append(rule)
    for required in declaration.required:
        if required.name not in seen_params:
            raise game.error(
                "family",
                f"a {declaration.name} rulebook needs parameter {required.name!r} "
                f"({required.unit}: {required.meaning}), and no rule holds it",
                family_line,
            )
    values = {p.name: p.value for rule in rules for p in rule.parameters}
    holder = {p.name: rule for rule in rules for p in rule.parameters}
    for name, problem in number_problems(declaration, values):
        rule_of = holder[name]
        index = [p.name for p in rule_of.parameters].index(name)
        raise SpecError(
            shown, rule_of.line, rule_of.id, f"parameters[{index}].value", f"{name} = {values[name]:g}: {problem}"
        )
    checks: dict[str, str] = {}
    for rule in rules:
        for check in rule.enforces:
            if check in checks:
                raise SpecError(
                    shown, rule.line, rule.id, "enforces", f"check {check!r} is already enforced by {checks[check]}"
                )
            checks[check] = rule.id
    return Rulebook(
        id=book_id,
        title=head.text("title"),
        prefix=prefix,
        document=document,
        languages=head.texts("languages"),
        summary=head.text("summary"),
        game=game_spec,
        rules=tuple(rules),
        path=shown,
        tiebreaks=tiebreaks,
    )


def default_spec_dir() -> Path:
    """``spec/`` of the checkout or the installed copy (see :mod:`rulespec.paths`), or ``DOMINO_RULES_SPEC``."""
    override = os.environ.get("DOMINO_RULES_SPEC")
    if override:
        return Path(override)
    from rulespec.paths import spec_dir

    return spec_dir()


def load_spec(spec_dir: Path | None = None) -> Spec:
    """Load the source index and every rulebook file in ``spec_dir``."""
    directory = spec_dir if spec_dir is not None else default_spec_dir()
    documents = load_sources(directory)
    books = tuple(
        load_rulebook(path, documents, directory)
        for path in sorted(directory.glob("*.yaml"))
        if path.name not in (SOURCES_FILE, GLOSSARY_FILE)
    )
    seen: dict[str, str] = {}
    for book in books:
        for rule in book.rules:
            if rule.id in seen:
                raise SpecError(book.path, rule.line, rule.id, "id", f"also defined in {seen[rule.id]}")
            seen[rule.id] = book.path
    return Spec(documents=documents, rulebooks=books)


_IN_USE: list[Spec] = []
"""The spec :func:`use_spec` put in use, if any (at most one)."""


def use_spec(spec: Spec | None) -> None:
    """Make :func:`cached_spec` answer ``spec`` when asked for no folder (None: read the YAML files again).

    For a spec read from elsewhere than the YAML files: the JSON export, in a browser's Python, which has
    no PyYAML. Put it in use before the engine reads a rulebook (the engine keeps each rulebook's rules
    once it has read them).
    """
    _IN_USE.clear()
    if spec is not None:
        _IN_USE.append(spec)
    cached_spec.cache_clear()


@lru_cache(maxsize=4)
def cached_spec(spec_dir: str | None = None) -> Spec:
    """The spec, loaded once per process (or the one :func:`use_spec` put in use)."""
    if spec_dir is None and _IN_USE:
        return _IN_USE[0]
    return load_spec(Path(spec_dir) if spec_dir else None)
