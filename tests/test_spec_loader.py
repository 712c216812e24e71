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
    assert str(error).startswith(f"{SHOWN}:{line}: rule {shown_rule}: field '{breakage.field}': ")


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
