"""The hand-written pages agree with the code and the spec they describe.

``docs/architecture.md`` lists the packages by layer, the adapter's methods and
the report files; ``docs/contributing.md`` names the files to touch;
``README.md`` has a table of the rulebooks. Each list is compared here with its
source, so the pages fail the tests instead of going stale.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from conformance.adapter import Implementation
from conformance.reports import REPORT_FILES
from rulespec import load_spec

ROOT = Path(__file__).resolve().parent.parent
ARCHITECTURE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
CONTRIBUTING = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    """The body of the Markdown section ``heading`` (its ``#`` marks included), up to the next heading as high."""
    level = len(heading) - len(heading.lstrip("#"))
    start = text.index(heading + "\n") + len(heading) + 1
    following = re.compile(rf"^#{{1,{level}}} ", re.MULTILINE).search(text, start)
    return text[start : following.start() if following else len(text)]


def bullets(text: str) -> list[str]:
    """The code word each ``- `word`: ...`` bullet of ``text`` starts with."""
    return re.findall(r"^- `([^`]+)`", text, re.MULTILINE)


def table(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in ``text``, cells stripped (header and rule rows left out)."""
    rows = [line for line in text.splitlines() if line.startswith("|")]
    cells = [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows]
    return [row for row in cells if not set("".join(row)) <= set("-: ") and row[0] not in ("Layer", "rulebook")]


def test_the_package_table_follows_the_layers_contract() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    linter = config["tool"]["importlinter"]
    (layers,) = [c["layers"] for c in linter["contracts"] if c["type"] == "layers"]
    expected = {package.strip(): index for index, layer in enumerate(layers, 1) for package in layer.split("|")}
    rows = table(section(ARCHITECTURE, "## Packages and layers").split("\n\n| Path")[0])
    documented = {row[1].strip("`"): int(row[0]) for row in rows}
    assert documented == expected
    assert set(documented) == set(linter["root_packages"])


def test_the_adapter_methods_are_those_of_the_protocol() -> None:
    methods = [name for name in vars(Implementation) if not name.startswith("_")]
    assert bullets(section(ARCHITECTURE, "### Adapters")) == methods


def test_the_report_files_are_those_a_run_writes() -> None:
    assert bullets(section(ARCHITECTURE, "### Reports")) == list(REPORT_FILES)


def test_every_path_the_pages_name_exists() -> None:
    """Every path on the contributing page; on the architecture page, those from the project root."""
    pattern = r"`((?:[a-z_]+/)+[\w.-]*|[\w-]+\.(?:py|md|toml|yaml))`"
    generated = ("reports/", "build/")  # written by the commands the pages describe, not in a checkout
    rooted = {path for path in re.findall(pattern, ARCHITECTURE) if (ROOT / path.split("/")[0]).exists()}
    named = {path for path in set(re.findall(pattern, CONTRIBUTING)) | rooted if not path.startswith(generated)}
    assert len(named) > 20
    missing = sorted(path for path in named if not (ROOT / path).exists())
    assert missing == []


def test_the_contributing_page_names_every_capability_file_and_the_steps_modules() -> None:
    from conformance.steps import STEP_MODULES

    assert "STEP_MODULES" in CONTRIBUTING and len(STEP_MODULES) > 1
    for name in ("CAPABILITIES", "OP_CAPABILITY", "REQUEST_TYPES", "REPLY_TYPES", "EngineCheck", "GameFamily"):
        assert f"`{name}`" in CONTRIBUTING, name


def test_every_rulebook_is_in_the_readme_table_with_its_prefix() -> None:
    rows = {row[0].strip("`"): row[1] for row in table(section(README, "# domino-rules"))}
    books = {book.id: book.prefix for book in load_spec().rulebooks}
    assert {book: rows.get(book) for book in books} == books
    assert set(rows) == set(books), "a row names no rulebook in spec/"


def test_the_readme_states_no_rule_count() -> None:
    assert re.search(r"\d+ rules", README) is None, "the count goes stale; `domino-rules lint` prints it"


def test_the_nav_lists_the_contributing_page() -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "contributing.md" in nav
