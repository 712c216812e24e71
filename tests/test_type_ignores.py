"""Silenced type errors are few, named and explained: the two strict checkers (mypy and pyright, both run by
``python3 dev.py types``) are silenced only line by line, each silencing names the rule it silences and says
why on the same line, and their number does not grow without this file being changed with it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

from conformance.paths import project_root

CHECKED: Final = (
    "rulespec",
    "reference_impl",
    "organiser",
    "conformance",
    "rulesite",
    "domino_rules",
    "tests",
    "benchmarks",
    "typings",
)
"""Every package the checkers read (``[tool.pyright] include`` and mypy's files), with the stubs."""

PYRIGHT_AT_MOST: Final = 78
"""``# pyright: ignore[...]`` lines today: mostly the tests' deliberate reach into internals (a fault patched
into the engine, a handshake with no public form) and the untyped edges of PyYAML, pytest, mkdocs and
playwright (its CDP session)."""
MYPY_AT_MOST: Final = 10
"""``# type: ignore[...]`` lines today: mostly tests that send a malformed request or reply on purpose."""

SILENCED: Final = re.compile(r"#\s*(pyright|type)\s*:\s*ignore\b(?P<rest>.*)$")
EXPLAINED: Final = re.compile(r"^\[(?P<rules>[\w\-, ]+)\]\s*#\s*\S.{3,}")
WHOLE_FILE: Final = re.compile(r"#\s*(pyright:\s*(basic|standard|off)|mypy:\s*ignore-errors|type:\s*ignore\s*$)")


def silenced_lines() -> list[tuple[str, int, str, str]]:
    """(file, line, checker, what follows ``ignore``) for every silencing in the checked packages."""
    root = project_root()
    found: list[tuple[str, int, str, str]] = []
    for package in CHECKED:
        for path in sorted((root / package).rglob("*.py*")):
            if path.suffix not in (".py", ".pyi") or "__pycache__" in path.parts or path.name == Path(__file__).name:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = SILENCED.search(line)
                if match:
                    found.append((path.relative_to(root).as_posix(), number, match.group(1), match.group("rest")))
    return found


def test_every_silencing_names_its_rule_and_says_why_on_its_line() -> None:
    bare = [
        f"{file}:{line}: {checker}: ignore{rest}"
        for file, line, checker, rest in silenced_lines()
        if not EXPLAINED.match(rest)
    ]
    assert not bare, "a silencing without [rule] and a '# reason' after it on the same line:\n" + "\n".join(bare)


def test_no_file_is_silenced_whole() -> None:
    root = project_root()
    whole = [
        f"{path.relative_to(root).as_posix()}:{number}"
        for package in CHECKED
        for path in sorted((root / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()[:12], 1)
        if WHOLE_FILE.search(line) and not line.lstrip().startswith(('"', "'"))
    ]
    assert not whole, f"a file-wide silencing (fix the causes instead): {whole}"


def test_the_number_of_silencings_does_not_grow() -> None:
    lines = silenced_lines()
    pyright = sum(1 for _, _, checker, _ in lines if checker == "pyright")
    mypy = sum(1 for _, _, checker, _ in lines if checker == "type")
    assert pyright <= PYRIGHT_AT_MOST, (
        f"{pyright} pyright silencings, more than the {PYRIGHT_AT_MOST} allowed: fix the cause"
    )
    assert mypy <= MYPY_AT_MOST, f"{mypy} mypy silencings, more than the {MYPY_AT_MOST} allowed: fix the cause"


def test_the_checked_packages_are_the_ones_pyright_reads() -> None:
    text = Path(project_root() / "pyproject.toml").read_text(encoding="utf-8")
    include = re.search(r"^include = \[(?P<names>[^\]]*)\]", text, re.M)
    assert include is not None, "pyproject.toml has no [tool.pyright] include"
    named = set(re.findall(r'"([\w]+)"', include.group("names")))
    assert named == set(CHECKED) - {"typings"}, f"pyright reads {sorted(named)}; this test scans {sorted(CHECKED)}"
