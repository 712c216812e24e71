"""The engine the "Rule on a hand" page runs: its zip alone rules as the checkout does, with nothing else installed
that the page's Python lacks; the pinned Pyodide is checked by digest; the page says what it costs.

The page itself, in Chromium with Pyodide, is checked by ``tests/browser/test_ruling_page.py``.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from typing import Final, cast

import pytest

from conformance.ruling import Story, rule_story, ruling_text
from domino_rules.browser import STORY_SOURCE
from rulesite.engine import (
    ENTRY,
    PYODIDE,
    SOURCE_ROOT,
    SPEC_IN_ZIP,
    EngineBuildError,
    EngineFiles,
    Pinned,
    engine_zip,
    needed_modules,
    pyodide_files,
    pyodide_tarball,
)
from rulesite.rulingpage import read_measure, ruling_page
from rulespec import cached_spec
from rulespec.export import export_files
from rulespec.faults import cached_catalogues
from rulespec.glossary import cached_glossary
from rulespec.pictures import load_all_pictures

STORIES: Final = (
    'Given the rulebook "ndf-double-nine"\nAnd the hands are:\n  | seat | tiles |\n  | North | 9-9 5-3 |\n'
    "  | West | 3-1 6-6 |\n  | South | 3-2 8-8 |\n  | East | 7-7 2-0 |\nAnd North leads\nWhen North plays 5-3\n"
    "And West passes unnoticed\nAnd the judge records pass-with-playable against West\n",
    'Given the rulebook "doral-partnership"\nAnd the hands are:\n  | seat | tiles |\n  | North | 6-6 6-2 |\n'
    "  | West | 6-1 3-3 |\n  | South | 2-2 4-4 |\n  | East | 5-1 0-0 |\nAnd North leads\nWhen North plays 6-6\n"
    "And West plays 6-1 on the left end\nAnd the judge records cheating against South\n",
    'Given the rulebook "fmd-singles"\nAnd the hands are:\n  | seat | tiles |\n  | North | 6-6 6-3 |\n'
    "  | West | 6-1 3-3 |\nAnd North leads\nWhen North plays 6-6\nAnd West passes unnoticed\n"
    "And the judge records pass-with-playable against West\n",
    'Given the rulebook "fmd-couples"\nAnd the hands are:\n  | seat | tiles |\n  | North | 6-6 6-3 |\n'
    "  | West | 6-1 3-3 |\nAnd North leads\nWhen North plays 6-6\nAnd West plays 6-1 on the right end\n",
    'Given the rulebook "wcdt-all-fives"\nAnd the hands are:\n  | seat | tiles |\n'
    "  | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |\n  | East | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |\n"
    "And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5\nAnd North leads\n"
    "When North plays 5-5\nAnd East plays 5-0\n",
    'Given the rulebook "mexican-train"\nAnd the starting double is 12-12\nAnd seat 1 holds 12-3 6-5 9-8\n'
    "And seat 2 holds 12-4 1-1 7-7\nWhen seat 1 plays 12-3 on their own train\n"
    "And the organiser records conduct-breach against seat 2 with 10 points\n",
    'Given the rulebook "no-such-book"\nWhen North plays 5-3\n',
)
"""One story per rulebook, and one the engine cannot rule on (a rulebook not in the spec)."""

BLOCKED: Final = ("yaml", "jsonschema", "pytest", "_pytest", "pytest_bdd", "organiser", "rulesite")
"""What the page's Python does not have (the first five) or the zip must not need (the last two)."""

_CHILD: Final = """
import json, sys
for name in {blocked!r}:
    sys.modules[name] = None
folder = sys.argv[1]
sys.path.insert(0, folder)
from domino_rules import browser
started = json.loads(browser.start(folder + "/{spec}"))
stories = json.loads(open(sys.argv[2], encoding="utf-8").read())
answers = [json.loads(browser.rule(text)) for text in stories]
outside = sorted(
    name for name, module in sys.modules.items()
    if module is not None and name.split(".")[0] in ("domino_rules", "conformance", "reference_impl", "rulespec")
    and not str(getattr(module, "__file__", "") or "").startswith(folder)
)
print(json.dumps({{"started": started, "answers": answers, "outside": outside}}))
"""


def _spec_json() -> dict[str, str]:
    texts = export_files(
        cached_spec(), cached_glossary(), cached_catalogues()[0], tuple(load_all_pictures(cached_spec()).values())
    )
    return {name: text for name, text in texts.items() if not name.startswith("schema/")}


def test_the_zip_alone_rules_as_the_checkout_does(tmp_path: Path) -> None:
    folder = tmp_path / "engine"
    with zipfile.ZipFile(io.BytesIO(engine_zip(SOURCE_ROOT, _spec_json()))) as archive:
        archive.extractall(folder)
    stories = tmp_path / "stories.json"
    stories.write_text(json.dumps(STORIES), encoding="utf-8")
    script = tmp_path / "child.py"
    script.write_text(_CHILD.format(blocked=BLOCKED, spec=SPEC_IN_ZIP), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-I", str(script), str(folder), str(stories)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["started"] == {"rulebooks": [book.id for book in cached_spec().rulebooks]}
    assert report["outside"] == []
    *ruled, refused = report["answers"]
    for text, answer in zip(STORIES, ruled, strict=False):
        assert answer["text"] == ruling_text(rule_story(Story(text, "gherkin", STORY_SOURCE), cached_spec()))
    assert sorted(answer["ruling"]["rulebook"] for answer in ruled) == sorted(b.id for b in cached_spec().rulebooks)
    assert "no-such-book" in refused["error"] and refused["line"] == 1


def test_the_zip_holds_the_modules_the_ruling_needs_and_no_others() -> None:
    modules = needed_modules(SOURCE_ROOT)
    assert {ENTRY, "conformance.ruling", "conformance.reference_adapter", "reference_impl.train.hand"} <= set(modules)
    assert {"conformance.steps.hand", "conformance.steps.train"} <= set(modules), "step modules imported by name"
    assert not {name for name in modules if name.split(".")[0] in ("organiser", "rulesite")}
    assert not {"conformance.plugin", "conformance.features", "domino_rules.cli"} & set(modules)
    names = zipfile.ZipFile(io.BytesIO(engine_zip(SOURCE_ROOT, {"index.json": "{}"}))).namelist()
    assert names == sorted(names) and f"{SPEC_IN_ZIP}/index.json" in names
    assert engine_zip(SOURCE_ROOT, {"index.json": "{}"}) == engine_zip(SOURCE_ROOT, {"index.json": "{}"})


def _tarball(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def test_pyodide_is_pinned_and_checked_by_its_digest(tmp_path: Path) -> None:
    assert PYODIDE.tarball == f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE.version}.tgz"
    (tmp_path / PYODIDE.file_name).write_bytes(b"not the tarball")
    with pytest.raises(EngineBuildError, match=r"sha256 \w+ is not the pinned"):
        pyodide_tarball(PYODIDE, tmp_path)
    tarball = _tarball({"pyodide.js": b"js", "pyodide.asm.wasm": b"wasm"})
    mine = Pinned("pyodide", "0.0.1", hashlib.sha256(tarball).hexdigest())
    (tmp_path / mine.file_name).write_bytes(tarball)
    assert pyodide_tarball(mine, tmp_path) == tarball
    assert pyodide_files(tarball, ("pyodide.js",)) == {"pyodide.js": b"js"}
    with pytest.raises(EngineBuildError, match=re.escape("lacks pyodide-lock.json, pyodide.asm.js, python_stdlib.zip")):
        pyodide_files(tarball)


RECORDED: Final[dict[str, object]] = {
    "pyodide": PYODIDE.version,
    "measured": "2026-12-04",
    "chromium": "1.0",
    "profile": {"cpu_slowdown": 4, "download_kbps": 1600, "latency_ms": 150},
    "first_load_bytes": 14_700_000,
    "seconds_to_engine": 98.0,
    "seconds_to_first_ruling": 100.4,
    "seconds_to_kept_engine": 12.2,
    "compressed": {
        "encoding": "gzip",
        "first_load_bytes": 6_250_000,
        "seconds_to_engine": 41.0,
        "seconds_to_first_ruling": 43.6,
    },
}
"""A recorded measure as ``benchmarks/ruling_page.py --write`` writes it (figures made up for the test)."""


def test_the_page_says_what_the_engine_needs_before_loading_it(tmp_path: Path) -> None:
    engine = EngineFiles({"engine/pyodide-x/pyodide.asm.wasm": b"0" * 14_200_000}, "engine/domino-rules-abc.zip")
    page = ruling_page(cached_spec(), cached_glossary(), engine, None)
    assert "Load the engine (14.2 MB)" in page and "not been measured yet" in page
    record = tmp_path / "ruling-page.json"
    record.write_text(json.dumps(RECORDED), encoding="utf-8")
    measure = read_measure(record)
    assert measure is not None and measure.compressed.first_load_bytes == 6_250_000
    page = ruling_page(cached_spec(), cached_glossary(), engine, measure)
    assert "From a host that compresses its files (gzip): <strong>6.2 MB</strong>, <strong>44 s</strong>." in page
    assert "From a host that sends them as they are: <strong>14.7 MB</strong>, <strong>100 s</strong>." in page
    assert "starts by itself in <strong>12 s</strong>" in page
    data = json.loads(page.split('id="dr-ruling-data">', 1)[1].split("</script>", 1)[0])
    for book, shown in zip(cached_spec().rulebooks, data["rulebooks"], strict=True):
        assert [i["name"] for i in shown["infractions"]] == list(book.penalty_rules())
        assert [i["rule"] for i in shown["infractions"]] == [r.id for r in book.penalty_rules().values()]
    assert any(i["spanish"] for book in data["rulebooks"] for i in book["infractions"])
    record.write_text('{"pyodide": "0.27.7"}', encoding="utf-8")
    with pytest.raises(ValueError, match=re.escape("ruling-page.json: profile must be an object")):
        read_measure(record)
    assert read_measure(tmp_path / "missing.json") is None


@pytest.mark.parametrize(
    ("field", "value", "error"),
    [
        ("compressed", None, "compressed must be an object, not None"),
        ("compressed", [1, 2], "compressed must be an object, not [1, 2]"),
        ("compressed.first_load_bytes", "6 MB", "compressed.first_load_bytes must be a whole number of bytes"),
        ("compressed.first_load_bytes", 6.5, "compressed.first_load_bytes must be a whole number of bytes"),
        ("compressed.seconds_to_first_ruling", True, "compressed.seconds_to_first_ruling must be a number, not True"),
        ("compressed.seconds_to_engine", None, "compressed.seconds_to_engine must be a number, not None"),
        ("compressed.encoding", 1, "compressed.encoding must be a text, not 1"),
        ("first_load_bytes", -1, "first_load_bytes must be a whole number of bytes, not -1"),
        ("profile.latency_ms", "slow", "profile.latency_ms must be a number, not 'slow'"),
    ],
)
def test_a_malformed_measure_names_its_field(tmp_path: Path, field: str, value: object, error: str) -> None:
    """A record lacking the compressed figures, or with a field of the wrong kind, is refused naming the field."""
    record: dict[str, object] = json.loads(json.dumps(RECORDED))
    *outer, key = field.split(".")
    holder = record
    for name in outer:
        inner = holder[name]
        assert isinstance(inner, dict)
        holder = cast(dict[str, object], inner)
    if value is None:
        del holder[key]
    else:
        holder[key] = value
    path = tmp_path / "ruling-page.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(ValueError, match=re.escape(f"ruling-page.json: {error}")):
        read_measure(path)
