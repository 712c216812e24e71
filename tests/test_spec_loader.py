"""The spec loader: the real spec loads; a broken rulebook file is rejected with file, line, rule and field."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulespec import SpecError, load_spec
from rulespec.loader import default_spec_dir

SPEC = default_spec_dir()
BOOK = "ndf-double-nine.yaml"
SHOWN = f"spec/{BOOK}"


def test_the_real_spec_loads() -> None:
    spec = load_spec(SPEC)
    book = spec.rulebook("ndf-double-nine")
    ids = [rule.id for rule in book.rules]
    assert ids[0] == "NDF-1.1" and "NDF-9.2" in ids and ids[-1] == "NDF-S.1"
    assert len(ids) == len(set(ids))
    assert book.prefix == "NDF" and book.game.family == "block" and book.game.partnerships
    assert book.number("max_pip") == 9 and book.number("target_score") == 150
    fine = spec.rule("NDF-4.2")
    assert fine.penalty is not None and fine.penalty.fine == "fine_pass_with_playable"
    assert fine.parameter("fine_pass_with_playable").value == 75
    assert all(clause.startswith("ndf-double-nine:") for rule in book.rules for clause in rule.clauses)
    assert book.path == SHOWN


def test_rules_that_leave_the_sanction_to_the_judge_are_marked_and_set_no_tariff() -> None:
    spec = load_spec(SPEC)
    marked = {rule.id for book in spec.rulebooks for rule in book.rules if rule.judge_decides}
    assert {"NDF-J.1", "FMDS-20.3", "FMDC-18.3", "FMDS-18.1", "FMDC-15.1", "DORAL-1.2"} <= marked
    # A fixed tariff in the source is no judge's call: NDF's 25 for a signal, FMD couples' 25 for false thinking.
    assert not {"NDF-3.1", "NDF-4.2", "FMDC-14.1", "FMDS-24.1", "DORAL-11.3"} & marked
    for rule_id in marked:
        rule = spec.rule(rule_id)
        assert rule.judge_only and rule.penalty is not None
        assert rule.penalty.consequences == ("judge-decides",) and rule.penalty.fine is None
        assert all(parameter.unit != "points" for parameter in rule.parameters)


def test_every_rule_with_a_penalty_has_a_spanish_title_and_another_rule_may_have_one(tmp_path: Path) -> None:
    spec = load_spec(SPEC)
    penalised = [rule for rule in spec.all_rules() if rule.penalty is not None]
    assert len(penalised) >= 90
    assert [rule.id for rule in penalised if not rule.title_es] == []
    assert spec.rule("NDF-4.2").title_es == "Pase indebido"
    assert spec.rule("NDF-1.1").penalty is None and spec.rule("NDF-1.1").title_es is None
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    text = edit_rule(
        ORIGINAL, "NDF-1.1", "    kind: setup\n", "    title_es: El juego de doble nueve\n    kind: setup\n"
    )
    (spec_dir / BOOK).write_text(text, encoding="utf-8")
    assert load_spec(spec_dir).rule("NDF-1.1").title_es == "El juego de doble nueve"


def rule_block(text: str, rule_id: str) -> tuple[int, int]:
    """Where the rule ``rule_id`` starts and ends in the rulebook's text."""
    start = text.index(f"  - id: {rule_id}\n")
    end = text.find("\n  - id: ", start + 1)
    return start, len(text) if end < 0 else end + 1


def edit_rule(text: str, rule_id: str, old: str, new: str) -> str:
    start, end = rule_block(text, rule_id)
    block = text[start:end]
    assert old in block, f"{old!r} is not in rule {rule_id}"
    return text[:start] + block.replace(old, new, 1) + text[end:]


def line_of(text: str, needle: str, offset: int = 0) -> int:
    """The 1-based line of the first ``needle`` at or after ``offset``."""
    return text.count("\n", 0, text.index(needle, offset)) + 1


@dataclass(frozen=True)
class Breakage:
    name: str
    rule: str | None
    old: str
    new: str
    field: str
    message: str
    at: str
    """The text (after the edit) whose line the error must name."""


ORIGINAL = (SPEC / BOOK).read_text(encoding="utf-8")
BREAKAGES = [
    Breakage(
        "unknown kind", "NDF-1.1", "kind: setup", "kind: sideways", "kind", "unknown value 'sideways'", "kind: sideways"
    ),
    Breakage(
        "missing statement",
        "NDF-1.3",
        "    statement: >\n      The first partnership to reach 150 points wins the match; the match ends\n"
        "      with the hand that takes a team to the target.\n",
        "",
        "statement",
        "missing required field",
        "- id: NDF-1.3",
    ),
    Breakage(
        "unknown clause",
        "NDF-2.2",
        '"ndf-double-nine:es-2"]',
        '"ndf-double-nine:es-22"]',
        "clauses[1]",
        "cites unknown clause 'ndf-double-nine:es-22'",
        "- id: NDF-2.2",
    ),
    Breakage(
        "bad parameter unit",
        "NDF-4.2",
        "value: 75, unit: points",
        "value: 75, unit: pts",
        "parameters[0].unit",
        "unknown value 'pts'",
        "{name: fine_pass_with_playable",
    ),
    Breakage(
        "duplicate rule ID",
        "NDF-3.2",
        "- id: NDF-3.2",
        "- id: NDF-3.1",
        "id",
        "repeats the rule at line",
        "- id: NDF-3.1\n    title: Hands",
    ),
    Breakage(
        "bad rule ID", "NDF-4.1", "- id: NDF-4.1", "- id: NDF-4", "id", "'NDF-4' is not a rule ID", "- id: NDF-4\n"
    ),
    Breakage(
        "penalty without its Spanish title",
        "NDF-4.2",
        "    title_es: Pase indebido\n",
        "",
        "title_es",
        "missing required field: a rule with a penalty gives its title in Spanish",
        "- id: NDF-4.2",
    ),
    Breakage(
        "blank Spanish title",
        "NDF-4.2",
        "    title_es: Pase indebido\n",
        '    title_es: " "\n',
        "title_es",
        "must not be empty",
        'title_es: " "',
    ),
    Breakage(
        "lower-case rule ID",
        "NDF-4.1",
        "- id: NDF-4.1",
        "- id: ndf-4.1",
        "id",
        "'ndf-4.1' is not a rule ID",
        "- id: ndf-4.1",
    ),
    Breakage(
        "fine naming no parameter",
        "NDF-3.1",
        "fine: fine_signal}",
        "fine: fine_signals}",
        "penalty.fine",
        "names no parameter of this rule: 'fine_signals'",
        "penalty: {infraction: signal",
    ),
    Breakage(
        "YAML syntax error",
        "NDF-5.1",
        'clauses: ["ndf-double-nine:5", "ndf-double-nine:es-5"]',
        'clauses: ["ndf-double-nine:5", "ndf-double-nine:es-5"',
        "clauses",
        "not valid YAML",
        'clauses: ["ndf-double-nine:5", "ndf-double-nine:es-5"\n',
    ),
    Breakage(
        "duplicate key",
        "NDF-6.1",
        "    kind: penalty\n",
        "    kind: penalty\n    kind: play\n",
        "kind",
        "duplicate key 'kind'",
        "    kind: play\n",
    ),
    Breakage(
        "tab in a rule",
        "NDF-7.1",
        "    kind: play\n",
        "    kind: play\n\tterms: []\n",
        "terms",
        "not valid YAML",
        "\tterms: []",
    ),
    Breakage(
        "key indented less than its rule",
        "NDF-7.1",
        "    kind: play\n",
        "   kind: play\n",
        "kind",
        "not valid YAML",
        "   kind: play\n",
    ),
    Breakage(
        "key indented more than its rule",
        "NDF-7.1",
        "    kind: play\n",
        "      kind: play\n",
        "kind",
        "not valid YAML",
        "      kind: play\n",
    ),
    Breakage(
        "parameter unit the family declares otherwise",
        "NDF-1.4",
        "value: 30, unit: minutes",
        "value: 30, unit: seconds",
        "parameters[0].unit",
        "the block family declares required parameter 'time_limit' in minutes, not seconds",
        "{name: time_limit",
    ),
    Breakage(
        "judge's call on a rule with a fixed fine",
        "NDF-3.1",
        "    judge_only: true\n",
        "    judge_only: true\n    judge_decides: true\n",
        "judge_decides",
        "a rule the judge decides needs a penalty whose consequence is 'judge-decides'",
        "    judge_decides: true\n",
    ),
    Breakage(
        "judge-decides consequence without the mark",
        "NDF-J.1",
        "    judge_decides: true\n",
        "",
        "penalty",
        "a 'judge-decides' consequence needs 'judge_decides: true' on the rule",
        "    penalty: {infraction: judge-ruling",
    ),
    Breakage(
        "judge's call a program could find",
        "NDF-J.1",
        "    judge_only: true\n",
        "",
        "judge_decides",
        "a rule the judge decides is also judge_only",
        "    judge_decides: true\n",
    ),
    Breakage(
        "judge's call with a consequence of its own",
        "NDF-J.1",
        "consequences: [judge-decides]",
        "consequences: [judge-decides, forfeit-hand]",
        "penalty",
        "'judge-decides' as its only consequence",
        "    penalty: {infraction: judge-ruling",
    ),
    Breakage(
        "unknown field",
        "NDF-7.1",
        "    kind: play\n",
        "    kind: play\n    colour: blue\n",
        "colour",
        "unknown field",
        "colour: blue",
    ),
]


@pytest.mark.parametrize("breakage", BREAKAGES, ids=[b.name for b in BREAKAGES])
def test_a_broken_rulebook_names_file_line_rule_and_field(tmp_path: Path, breakage: Breakage) -> None:
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    broken = edit_rule(ORIGINAL, breakage.rule, breakage.old, breakage.new) if breakage.rule else ORIGINAL
    (spec_dir / BOOK).write_text(broken, encoding="utf-8")
    shown_rule = re.sub(r"^- id: ", "", breakage.new) if breakage.name.endswith("rule ID") else breakage.rule

    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)

    error = caught.value
    line = line_of(broken, breakage.at, rule_block(ORIGINAL, breakage.rule)[0] if breakage.rule else 0)
    assert (error.path, error.line, error.rule_id, error.field) == (SHOWN, line, shown_rule, breakage.field)
    assert breakage.message in error.message
    yaml_fault = "not valid YAML" in error.message or "duplicate key" in error.message
    assert (error.column is not None) == yaml_fault, "a YAML fault, and only one, names its column"
    where = f"{SHOWN}:{line}:" if error.column is None else f"{SHOWN}:{line}:{error.column}:"
    assert str(error).startswith(f"{where} rule {shown_rule}: field '{breakage.field}': ")


@pytest.mark.parametrize(
    ("text", "at", "column"),
    [
        ("    kind: play\n\tterms: []\n", "\tterms", 1),
        ("   kind: play\n", "   kind", 4),
        ('    kind: play\n    clauses: ["ndf-double-nine:7"\n', "    clauses", 14),
    ],
    ids=["tab", "mis-indented key", "unclosed bracket"],
)
def test_a_yaml_fault_names_its_own_line_and_column(tmp_path: Path, text: str, at: str, column: int) -> None:
    """Not the line of the rule around it: where the tab, the key or the opening bracket is."""
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    start, end = rule_block(ORIGINAL, "NDF-7.1")
    block = ORIGINAL[start:end].replace("    kind: play\n", text, 1)
    broken = ORIGINAL[:start] + block + ORIGINAL[end:]
    (spec_dir / BOOK).write_text(broken, encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    line = line_of(broken, at, start)
    assert (caught.value.line, caught.value.column, caught.value.rule_id) == (line, column, "NDF-7.1")
    assert caught.value.line != line_of(broken, "- id: NDF-7.1", start)


def test_a_broken_source_index_is_rejected(tmp_path: Path) -> None:
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    sources = (SPEC / "sources.yaml").read_text(encoding="utf-8").replace("    clauses:\n", "    clause:\n", 1)
    (spec_dir / "sources.yaml").write_text(sources, encoding="utf-8")
    shutil.copy(SPEC / BOOK, spec_dir / BOOK)
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    assert caught.value.path == "spec/sources.yaml" and caught.value.rule_id is None
    assert caught.value.field == "documents[0].clause" and caught.value.line == line_of(sources, "    clause:\n")


def test_a_rulebook_in_a_file_of_another_name_is_rejected(tmp_path: Path) -> None:
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    shutil.copy(SPEC / BOOK, spec_dir / "ndf.yaml")
    with pytest.raises(
        SpecError, match=r"^spec/ndf\.yaml:\d+: field 'rulebook\.id': rulebook 'ndf-double-nine' must live"
    ):
        load_spec(spec_dir)


def test_the_cli_reports_a_malformed_spec(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from domino_rules import cli
    from rulespec import cached_spec

    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    (spec_dir / BOOK).write_text(edit_rule(ORIGINAL, "NDF-1.1", "kind: setup", "kind: sideways"), encoding="utf-8")
    monkeypatch.setenv("DOMINO_RULES_SPEC", str(spec_dir))
    cached_spec.cache_clear()
    try:
        assert cli.main(["lint"]) == 2
    finally:
        cached_spec.cache_clear()
    err = capsys.readouterr().err
    assert "the spec is malformed" in err and f"{SHOWN}:" in err and "rule NDF-1.1: field 'kind'" in err


def _spec_with(tmp_path: Path, name: str, text: str) -> Path:
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    (spec_dir / name).write_text(text, encoding="utf-8")
    return spec_dir


def test_a_rulebook_without_a_required_parameter_of_its_family_is_rejected(tmp_path: Path) -> None:
    broken = edit_rule(
        ORIGINAL,
        "NDF-1.4",
        '    parameters:\n      - {name: time_limit, value: 30, unit: minutes, meaning: "playing time of a match"}\n',
        "",
    )
    spec_dir = _spec_with(tmp_path, BOOK, broken)
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    error = caught.value
    assert (error.path, error.line, error.rule_id, error.field) == (
        SHOWN,
        line_of(broken, "    family: block"),
        None,
        "rulebook.game.family",
    )
    assert "a block rulebook needs parameter 'time_limit' (minutes: playing time of a match)" in error.message


def test_an_optional_parameter_in_another_unit_is_rejected(tmp_path: Path) -> None:
    doral = (SPEC / "doral-partnership.yaml").read_text(encoding="utf-8")
    old = "name: set_games, value: 3, unit: games"
    assert old in doral
    broken = doral.replace(old, "name: set_games, value: 3, unit: sets")
    spec_dir = _spec_with(tmp_path, "doral-partnership.yaml", broken)
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    error = caught.value
    assert (error.path, error.line, error.rule_id, error.field) == (
        "spec/doral-partnership.yaml",
        line_of(broken, "name: set_games"),
        "DORAL-3.1",
        "parameters[0].unit",
    )
    assert "declares optional parameter 'set_games' in games, not sets" in error.message


def test_a_rulebook_of_a_family_with_no_declared_parameters_is_rejected(tmp_path: Path) -> None:
    broken = ORIGINAL.replace("    family: block\n", "    family: draw\n", 1)
    spec_dir = _spec_with(tmp_path, BOOK, broken)
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    error = caught.value
    assert (error.line, error.rule_id, error.field) == (
        line_of(broken, "family: draw"),
        None,
        "rulebook.game.family",
    )
    assert "the draw family declares no parameters yet" in error.message


def test_every_game_family_is_declared_and_every_rulebook_holds_its_required_parameters() -> None:
    from rulespec.families import FAMILIES, family
    from rulespec.model import GAME_FAMILIES

    assert sorted(FAMILIES) == sorted(GAME_FAMILIES)
    for book in load_spec(SPEC).rulebooks:
        declaration = family(book.game.family)
        held = book.parameters()
        for required in declaration.required:
            assert held[required.name][1].unit == required.unit
        for option in declaration.optional:
            assert option.name not in held or held[option.name][1].unit == option.unit


@pytest.mark.parametrize(
    ("old", "new", "rule_id", "problem"),
    [
        (
            "name: hand_size, value: 10,",
            "name: hand_size, value: 14,",
            "NDF-1.1",
            "hand_size = 14: 4 players dealt 14 tiles each need 56 tiles, and a double-9 set holds 55",
        ),
        ("name: target_score, value: 150,", "name: target_score, value: 0,", "NDF-1.3", "must be a whole number"),
        ("name: max_pip, value: 9,", "name: max_pip, value: 13,", "NDF-1.1", "at most 12 pips"),
    ],
)
def test_numbers_that_cannot_work_together_are_rejected(
    tmp_path: Path, old: str, new: str, rule_id: str, problem: str
) -> None:
    assert old in ORIGINAL, old
    broken = ORIGINAL.replace(old, new, 1)
    with pytest.raises(SpecError) as caught:
        load_spec(_spec_with(tmp_path, BOOK, broken))
    error = caught.value
    assert (error.path, error.rule_id) == (f"spec/{BOOK}", rule_id)
    assert error.field.startswith("parameters[") and error.field.endswith("].value")
    assert problem in error.message


TRAIN = "mexican-train.yaml"
TRAIN_ORIGINAL = (SPEC / TRAIN).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "rule_id", "problem"),
    [
        (
            "name: going_out_score, value: -25,",
            "name: going_out_score, value: 25,",
            "MT-S2.1",
            "going_out_score = 25: must be a whole number, at most -1 (a credit)",
        ),
        (
            "name: table_max, value: 7,",
            "name: table_max, value: 8,",
            "MT-R3.1",
            "hand_size = 12: 8 players dealt 12 tiles each and a starting double need 97 tiles, "
            "and a double-12 set holds 91",
        ),
        ("name: late_limit, value: 10,", "name: late_limit, value: 0,", "MT-T1.1", "must be a whole number"),
    ],
)
def test_a_train_rulebook_with_impossible_numbers_is_refused(
    tmp_path: Path, old: str, new: str, rule_id: str, problem: str
) -> None:
    assert old in TRAIN_ORIGINAL
    spec_dir = _spec_with(tmp_path, TRAIN, TRAIN_ORIGINAL.replace(old, new, 1))
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    assert caught.value.rule_id == rule_id
    assert problem in caught.value.message
