"""One organiser for every rulebook: every family behind the one interface in organiser/families/, the commands
and the file knowing none of them by name, every rulebook of the spec run by some family."""

from __future__ import annotations

import ast
import io
from contextlib import redirect_stderr
from pathlib import Path
from typing import cast

import pytest

from organiser import cli
from organiser.families import FAMILIES, default_mode, family_of, modes_of
from organiser.families.base import Family
from organiser.file import SCHEMA
from organiser.model import MODES
from rulespec import cached_spec

ROOT = Path(__file__).resolve().parent.parent
GENERIC = ("cli.py", "event.py", "file.py", "checker.py", "reports.py", "store.py", "entry.py", "rounds.py")
"""The organiser's modules that serve every family: none of them may branch on a family's mode."""


def test_every_mode_is_run_by_exactly_one_family() -> None:
    owners = [family.name for mode in MODES for family in FAMILIES if mode in family.modes]
    assert len(owners) == len(MODES) and {family_of(mode).name for mode in MODES} == {f.name for f in FAMILIES}
    assert len({family.name for family in FAMILIES}) == len(FAMILIES)


@pytest.mark.parametrize("rulebook", [book.id for book in cached_spec().rulebooks])
def test_every_rulebook_of_the_spec_is_run_through_the_same_commands(tmp_path: Path, rulebook: str) -> None:
    mode = default_mode(rulebook)
    assert mode in modes_of(rulebook)
    family: Family = family_of(mode)
    path = tmp_path / "event.json"
    entrants = [f"--entrant=E{i}" for i in range(8)]
    err = io.StringIO()
    with redirect_stderr(err):
        assert cli.main(["create", str(path), "--rulebook", rulebook, *entrants], io.StringIO()) == 0, err.getvalue()
        start = ["--start", "12"] if family.unit == "hand" else []
        out = io.StringIO()
        assert cli.main(["pair", str(path), *start], out) == 0, err.getvalue()
    assert out.getvalue().startswith(f"{family.unit} 1")


def test_the_generic_modules_never_branch_on_a_family() -> None:
    """A fourth family is one module in organiser/families/ and one entry in FAMILIES: no command, no field of the
    file and no output knows a family's mode by name."""
    for name in GENERIC:
        tree = ast.parse((ROOT / "organiser" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                named = [c.value for c in (node.left, *node.comparators) if isinstance(c, ast.Constant)]
                assert not set(named) & set(MODES), f"organiser/{name}:{node.lineno} compares with a mode: {named}"


def test_the_schema_has_one_part_per_family_chosen_by_the_mode() -> None:
    defs = SCHEMA["$defs"]
    assert isinstance(defs, dict)
    assert sorted(cast("dict[str, object]", defs)) == sorted(f"{family.name}-round" for family in FAMILIES)
    branches = SCHEMA["allOf"]
    assert isinstance(branches, list) and len(cast("list[object]", branches)) == len(FAMILIES)


def test_each_verb_s_help_says_what_it_does_for_each_family() -> None:
    commands = {str(c["name"]): c for c in cli.command_reference()}
    assert sorted(commands) == sorted(
        ["create", "add", "withdraw", "pair", "record", "undo", "penalty", "standings", "export", "check", "simulate",
         "schema"]
    )  # fmt: skip
    record = str(commands["record"]["help"])
    for family in FAMILIES:
        assert family.records[1:] in record, family.name
    for verb in ("pair", "withdraw", "standings", "export", "penalty"):
        assert "Mexican Train" in str(commands[verb]["help"]), verb
    pair = str(commands["pair"]["help"])
    assert all(f"{family.name}: the next {family.unit}" in pair for family in FAMILIES)
