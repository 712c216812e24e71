"""``domino-rules export-spec``: the spec as JSON, valid against its schemas, read back equal to the spec loaded.

Also: the command refuses to replace files unless told to, works from an installed copy of the data,
the site serves the same files under ``spec/v1/``, and the two readers the implementers' page shows
(JavaScript and Python) read an export from a folder and over HTTP and print what the spec says.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Union, cast

import pytest
from jsonschema import Draft202012Validator

import rulespec.paths
from domino_rules.cli import main
from rulesite.specjson import EXAMPLE_FILES, EXAMPLES, SPEC_JSON_DIR, SPEC_JSON_PAGE, spec_json_files
from rulespec import Spec, load_spec
from rulespec.export import (
    EXPORT_SCHEMAS,
    ExportError,
    export_files,
    export_schemas,
    from_json,
    read_export,
    read_export_texts,
    schema_path,
    to_json,
    write_export,
)
from rulespec.families import family
from rulespec.faults import catalogued
from rulespec.glossary import GLOSSARY_FILE, load_glossary
from rulespec.loader import default_spec_dir
from rulespec.model import ENGINE_CHECKS, Rule
from rulespec.pictures import PICTURES_DIR, Cross, Ends, Line, Table, Trains, load_all_pictures, load_pictures
from rulespec.schemas import SCHEMA_DIR, file_schemas, schema_text
from tests.support.jsonschemas import draft2020

SPEC_DIR = default_spec_dir()
SPEC = load_spec(SPEC_DIR)
CATALOGUES, MISSING = catalogued(SPEC, SPEC_DIR)
GLOSSARY = load_glossary(SPEC_DIR / GLOSSARY_FILE)
PICTURES = tuple(load_all_pictures(SPEC, SPEC_DIR).values())


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("spec-json")
    write_export(directory, spec_dir=SPEC_DIR)
    return directory


def test_the_export_reads_back_as_the_spec_loaded(exported: Path) -> None:
    back = read_export(exported)
    assert back.spec == SPEC
    assert back.glossary == GLOSSARY
    assert back.catalogues == CATALOGUES and MISSING == ()
    assert [entry.id for entry in back.index.rulebooks] == [book.id for book in SPEC.rulebooks]
    rule_count = sum(len(book.rules) for book in back.spec.rulebooks)
    assert rule_count == len(SPEC.all_rules()) > 100


def test_every_rulebooks_pictures_read_back_as_loaded(exported: Path) -> None:
    """Each rulebook with a picture file has its document, read back equal to the file as loaded; the others none."""
    back = read_export(exported)
    drawn = {file.rulebook: file for file in back.pictures}
    assert len(drawn) == len(back.pictures)
    for entry in back.index.rulebooks:
        has_file = (SPEC_DIR / PICTURES_DIR / f"{entry.id}.yaml").is_file()
        assert entry.pictures == (f"pictures/{entry.id}.json" if has_file else None), entry.id
        if has_file:
            assert drawn.pop(entry.id) == load_pictures(SPEC, entry.id, SPEC_DIR)
    assert drawn == {} and len(back.pictures) == len(PICTURES) > 0
    tables = {type(picture.table) for file in back.pictures for picture in file.pictures}
    assert {Line, Ends, Cross, Trains} <= tables  # every kind of table comes back as its own class


def test_a_union_of_classes_is_read_as_the_one_whose_fields_the_object_has() -> None:
    for table in (Line(("3-5", "5-5")), Ends((3, 2)), Cross("6-6", ("6-1",)), Trains(12, ())):
        assert from_json(to_json(table), Table | None, "t") == table
    with pytest.raises(ExportError, match=r"^t: the fields \['tiles', 'up'\] are those of none of Line, Ends"):
        from_json({"tiles": ["3-5"], "up": []}, Table, "t")
    with pytest.raises(ExportError, match=r"^t: expected an object, got list"):
        from_json(["3-5"], Table, "t")
    with pytest.raises(TypeError, match="Twin, Line have the same fields"):
        from_json({"tiles": ["3-5"]}, Union[_Twin, Line], "t")


def test_pictures_of_no_rulebook_or_twice_of_one_are_refused() -> None:
    stray = replace(PICTURES[0], rulebook="no-such-book")
    with pytest.raises(ExportError, match="a picture file names 'no-such-book', no rulebook of the spec"):
        export_files(SPEC, GLOSSARY, CATALOGUES, (*PICTURES, stray))
    with pytest.raises(ExportError, match=f"two picture files name {PICTURES[0].rulebook}"):
        export_files(SPEC, GLOSSARY, CATALOGUES, (*PICTURES, PICTURES[0]))
    with pytest.raises(ExportError, match=f"two fault catalogues name {CATALOGUES[0].rulebook}"):
        export_files(SPEC, GLOSSARY, (*CATALOGUES, CATALOGUES[0]), PICTURES)


@dataclass(frozen=True, slots=True)
class _Twin:
    tiles: tuple[str, ...]


def test_each_rulebook_carries_its_family_and_the_lookups_an_engine_makes(exported: Path) -> None:
    for document in read_export(exported).rulebooks:
        book = SPEC.rulebook(document.rulebook.id)
        assert document.family == family(book.game.family)
        enforcers = {check: rule.id for check in ENGINE_CHECKS if (rule := book.enforcer(check)) is not None}
        assert document.enforcers == enforcers and enforcers
        assert document.infractions == {kind: rule.id for kind, rule in book.penalty_rules().items()}
        assert document.parameters == {name: rule.id for name, (rule, _) in book.parameters().items()}


def test_every_document_is_valid_against_the_schema_the_index_names(exported: Path) -> None:
    index = json.loads((exported / "index.json").read_text(encoding="utf-8"))
    schemas = {
        kind: json.loads((exported / path).read_text(encoding="utf-8")) for kind, path in index["schemas"].items()
    }
    assert set(schemas) == set(EXPORT_SCHEMAS)
    documents = {"index": ["index.json"], "sources": [index["sources"]], "glossary": [index["glossary"]]}
    documents["rulebook"] = [entry["file"] for entry in index["rulebooks"]]
    documents["faults"] = [entry["faults"] for entry in index["rulebooks"]]
    documents["pictures"] = [entry["pictures"] for entry in index["rulebooks"] if entry["pictures"] is not None]
    checked = 0
    for kind, paths in documents.items():
        validator = draft2020(schemas[kind])
        for path in paths:
            data = json.loads((exported / path).read_text(encoding="utf-8"))
            assert [e.message for e in validator.iter_errors(data)] == [], path
            assert (data["format"], data["version"]) == ("domino-rules-spec", 1)
            checked += 1
    written = {path.relative_to(exported).as_posix() for path in exported.rglob("*.json")}
    listed = {path for paths in documents.values() for path in paths}
    assert written - listed == {f"{SCHEMA_DIR}/{path.name}" for path in (exported / SCHEMA_DIR).iterdir()}
    assert checked == 3 + 2 * len(SPEC.rulebooks) + len(PICTURES)


def test_the_schemas_written_are_the_published_ones(exported: Path) -> None:
    for kind, schema in export_schemas().items():
        Draft202012Validator.check_schema(schema)
        assert (exported / schema_path(kind)).read_text(encoding="utf-8") == schema_text(schema)
    for name, schema in file_schemas().items():
        text = (exported / SCHEMA_DIR / name).read_text(encoding="utf-8")
        assert text == schema_text(schema) == (SPEC_DIR / SCHEMA_DIR / name).read_text(encoding="utf-8")


def test_the_rules_are_complete_not_summarised(exported: Path) -> None:
    """A rule with readings, a penalty, parameters and checks comes out with every one of them, word for word."""
    data = json.loads((exported / "rulebooks" / "ndf-double-nine.json").read_text(encoding="utf-8"))
    rules = {rule["id"]: rule for rule in data["rulebook"]["rules"]}
    fine = SPEC.rule("NDF-4.2")
    shown = rules["NDF-4.2"]
    assert shown["statement"] == fine.statement and shown["clauses"] == list(fine.clauses)
    assert shown["readings"][0]["reason"] == fine.readings[0].reason
    assert shown["penalty"] == {"infraction": "pass-with-playable", "consequences": ["fine"], "target": "offender-team",
                                "fine": "fine_pass_with_playable"}  # fmt: skip
    assert shown["parameters"] == [
        {"name": p.name, "value": p.value, "unit": p.unit, "meaning": p.meaning} for p in fine.parameters
    ]
    assert rules["NDF-7.1"]["enforces"] == list(SPEC.rule("NDF-7.1").enforces)
    assert data["family"]["optional"][0] == {"name": "set_games", "unit": "games", "meaning": "games that win a set",
                                             "default": 1}  # fmt: skip


def test_a_document_that_does_not_fit_is_refused_naming_file_and_place(exported: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(exported, copy)
    book = copy / "rulebooks" / "ndf-double-nine.json"
    data = json.loads(book.read_text(encoding="utf-8"))
    data["rulebook"]["rules"][0]["parameters"][0]["unit"] = "yards"
    book.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ExportError, match=r"ndf-double-nine\.json: rulebook/rules/0/parameters/0/unit: 'yards'"):
        read_export(copy)
    data["rulebook"]["rules"][0]["parameters"][0]["unit"] = "pips"
    penalised = next(i for i, rule in enumerate(data["rulebook"]["rules"]) if rule["penalty"] is not None)
    data["rulebook"]["rules"][penalised]["title_es"] = None
    book.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ExportError, match=rf"ndf-double-nine\.json: rulebook/rules/{penalised}/title_es: None"):
        read_export(copy)
    data["rulebook"]["rules"][penalised]["title_es"] = "Señas al compañero"
    data["version"] = 2
    book.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ExportError, match=r"ndf-double-nine\.json: version: 1 was expected"):
        read_export(copy)


def test_a_picture_document_that_does_not_fit_is_refused_naming_file_and_place(exported: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(exported, copy)
    path = copy / "pictures" / "wcdt-all-fives.json"
    original = path.read_text(encoding="utf-8")
    drawn = cast(list[dict[str, object]], json.loads(original)["pictures"]["pictures"])
    spinner = next(i for i, picture in enumerate(drawn) if picture["rule"] == "WCDT-4.2")
    handed = next(i for i, picture in enumerate(drawn) if picture["hands"])
    at = f"pictures/pictures/{spinner}"

    def refused(pointer: str, value: object, where: str, narrowed: str | None) -> None:
        """Refused against the schema naming ``where``; and, read without jsonschema, naming ``narrowed``."""
        path.write_text(json.dumps(_with(json.loads(original), pointer, value)), encoding="utf-8")
        with pytest.raises(ExportError, match=rf"wcdt-all-fives\.json: {where}"):
            read_export(copy)
        texts = {p.relative_to(copy).as_posix(): p.read_text(encoding="utf-8") for p in copy.rglob("*.json")}
        if narrowed is None:  # a spelling only the schema checks (read_export_texts says so)
            assert read_export_texts(texts).pictures != PICTURES
            return
        with pytest.raises(ExportError, match=rf"^pictures/wcdt-all-fives\.json\.{narrowed}"):
            read_export_texts(texts)

    tile = f"pictures/pictures/{handed}/hands/0/tiles/0"
    refused(tile, "5-X", f"{tile}: '5-X' does not match", None)
    refused(f"{at}/table/tiles", ["6-6"], f"{at}/table: .* is not valid under any of the given schemas",
            rf"pictures\.pictures\[{spinner}\]\.table: the fields \['down', 'left', 'right', 'spinner', 'tiles', 'up'\]")  # fmt: skip
    refused(f"{at}/count", "8", f"{at}/count: '8'", rf"pictures\.pictures\[{spinner}\]\.count: expected a whole number")
    refused(f"{at}/score", {"by": "North", "points": 8}, f"{at}/score: ",
            rf"pictures\.pictures\[{spinner}\]\.score: missing fields \['how'\]")  # fmt: skip
    path.write_text(original, encoding="utf-8")
    assert read_export(copy).pictures == PICTURES


def _with(data: object, pointer: str, value: object) -> object:
    """``data`` with the value at ``pointer`` (``a/0/b``: keys and list indexes) set to ``value``."""
    place = data
    *steps, last = pointer.split("/")
    for step in steps:
        place = cast(list[object], place)[int(step)] if step.isdigit() else cast(dict[str, object], place)[step]
    if last.isdigit():
        cast(list[object], place)[int(last)] = value
    else:
        cast(dict[str, object], place)[last] = value
    return data


def test_the_command_writes_and_never_replaces_a_file_unasked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out"
    assert main(["export-spec", str(target)]) == 0
    said = capsys.readouterr().out
    assert f"{len(SPEC.rulebooks)} rulebooks" in said and f"rule pictures for {len(PICTURES)} of them" in said
    index = target / "index.json"
    index.chmod(0o640)
    index.write_text("{}", encoding="utf-8")
    assert main(["export-spec", str(target)]) == 1
    err = capsys.readouterr().err
    assert "already holds" in err and "--force" in err
    assert index.read_text(encoding="utf-8") == "{}"
    assert main(["export-spec", str(target), "--force"]) == 0
    assert json.loads(index.read_text(encoding="utf-8"))["format"] == "domino-rules-spec"
    assert stat.S_IMODE(index.stat().st_mode) == 0o640
    assert read_export(target).spec == SPEC
    in_the_way = tmp_path / "a-file"
    in_the_way.write_text("x", encoding="utf-8")
    assert main(["export-spec", str(in_the_way)]) == 1
    assert "is not a folder" in capsys.readouterr().err


def test_a_malformed_spec_is_a_one_line_error_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A picture file the loader refuses ends the command with its error (file and place), not a traceback."""
    spec_dir = tmp_path / "spec"
    shutil.copytree(SPEC_DIR, spec_dir)
    pictures = spec_dir / "pictures" / "ndf-double-nine.yaml"
    pictures.write_text(pictures.read_text(encoding="utf-8").replace("rule: NDF-", "rule: NDX-", 1), encoding="utf-8")
    monkeypatch.setenv("DOMINO_RULES_SPEC", str(spec_dir))
    out = tmp_path / "out"
    assert main(["export-spec", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("domino-rules export-spec: ") and "ndf-double-nine.yaml" in err and "Traceback" not in err
    assert not out.exists()


def test_the_export_works_from_an_installed_copy(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """An installed wheel holds spec/**/*.yaml under rulespec/data (no schema files): the export needs no more."""
    package = tmp_path / "site-packages" / "rulespec"
    for path in SPEC_DIR.rglob("*.yaml"):
        target = package / "data" / "spec" / path.relative_to(SPEC_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    (package / "data" / "features").mkdir(parents=True)
    monkeypatch.delenv("DOMINO_RULES_SPEC", raising=False)
    monkeypatch.delenv("DOMINO_RULES_FEATURES", raising=False)
    monkeypatch.setattr(rulespec.paths, "PACKAGE_DIR", package)
    assert default_spec_dir() == package / "data" / "spec"
    out = tmp_path / "out"
    assert main(["export-spec", str(out)]) == 0
    back = read_export(out)
    assert back.spec == SPEC and back.glossary == GLOSSARY and back.catalogues == CATALOGUES
    assert back.pictures == PICTURES


def test_the_site_serves_the_export_and_the_page_beside_the_protocol() -> None:
    files = spec_json_files(SPEC, GLOSSARY, CATALOGUES)
    served = {path.removeprefix(SPEC_JSON_DIR + "/"): text for path, text in files.items() if path.startswith("spec/")}
    assert served == export_files(SPEC, GLOSSARY, CATALOGUES, PICTURES)
    assert {f"pictures/{file.rulebook}.json" for file in PICTURES} <= set(served)
    page = files[SPEC_JSON_PAGE]
    table = "[Line](#type-line) or [Ends](#type-ends) or [Cross](#type-cross) or [Trains](#type-trains), or null"
    assert f"| `table` | {table} |" in page
    assert [row for row in page.splitlines() if row.startswith("| `") and " | any" in row] == []  # every type named
    assert SPEC_JSON_DIR == "spec/v1"
    for name in EXAMPLE_FILES:
        shown = (EXAMPLES / name).read_text(encoding="utf-8")
        assert shown.rstrip() in page and files[f"implementers/{name}"] == shown
    linked = {link.removeprefix(f"../{SPEC_JSON_DIR}/") for link in _links(page) if link.startswith("../spec/")}
    assert linked and linked <= set(served)
    assert {schema_path(kind) for kind in EXPORT_SCHEMAS} <= linked


def _links(page: str) -> list[str]:
    import re

    return re.findall(r"\]\(([^)\s]+)\)", page)


# -- the readers the page shows ---------------------------------------------------------------------


def _expected(spec: Spec, rule_id: str) -> str:
    """What both readers print, from the spec as loaded (not from the JSON they read)."""
    lines: list[str] = []
    for book in spec.rulebooks:
        held = book.parameters().get("target_score")
        target = "-" if held is None else f"{held[1].value} {held[1].unit} ({held[0].id})"
        misfit = book.enforcer("must-match-end")
        lines.append(
            f"{book.id}: {len(book.rules)} rules; target {target}; "
            f"a tile that fits no end: {'-' if misfit is None else misfit.id}"
        )
    rule: Rule = spec.rule(rule_id)
    lines += [f"{rule.id} {rule.title} ({rule.kind})", f"  {rule.statement}"]
    lines += [f"  clause {clause}" for clause in rule.clauses]
    lines += [f"  {p.name} = {p.value} {p.unit}: {p.meaning}" for p in rule.parameters]
    lines += [f"  reading: {r.question} {r.reading}" for r in rule.readings]
    if rule.penalty is not None:
        penalty = rule.penalty
        lines.append(f"  penalty: {penalty.infraction} -> {', '.join(penalty.consequences)} ({penalty.target})")
    lines.append(f"  enforces: {', '.join(rule.enforces) or '-'}")
    return "\n".join(lines) + "\n"


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node (Node.js 18 or later) is not installed: the page's JavaScript reader cannot be checked")
    return node


def _readers() -> dict[str, list[str]]:
    return {
        "read-spec.mjs": [_node(), str(EXAMPLES / "read-spec.mjs")],
        "read_spec.py": [sys.executable, str(EXAMPLES / "read_spec.py")],
    }


def _run(command: list[str], *args: str) -> str:
    done = subprocess.run([*command, *args], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def served(exported: Path) -> Iterator[str]:
    """The export served over HTTP, as the site serves ``spec/v1/``."""
    handler = functools.partial(_QuietHandler, directory=str(exported))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        host, port = cast(tuple[str, int], server.server_address)
        yield f"http://{host}:{port}/"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        return


@pytest.mark.parametrize("rule_id", ["NDF-4.2", "MT-R4.1", "WCDT-1.2", "DORAL-1.2"])
def test_the_readers_on_the_page_print_what_the_spec_says(exported: Path, rule_id: str) -> None:
    expected = _expected(SPEC, rule_id)
    for name, command in _readers().items():
        assert _run(command, str(exported), rule_id) == expected, name


def test_the_readers_read_the_files_over_http_as_the_site_serves_them(served: str) -> None:
    expected = _expected(SPEC, "FMDS-17.3")
    for name, command in _readers().items():
        assert _run(command, served, "FMDS-17.3") == expected, name


def test_a_reader_refuses_another_version(exported: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(exported, copy)
    index = json.loads((copy / "index.json").read_text(encoding="utf-8"))
    index["version"] = 2
    (copy / "index.json").write_text(json.dumps(index), encoding="utf-8")
    for name, command in _readers().items():
        done = subprocess.run([*command, str(copy)], capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode != 0 and "not a version 1" in done.stderr, name
