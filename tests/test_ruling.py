"""``domino-rules ruling``: a table's story ruled on by the reference engine, step by step.

The core (:mod:`conformance.ruling`, with :mod:`conformance.gherkin`) runs in a browser's Python too, where
PyYAML, jsonschema, pytest and pytest-bdd are not installed: a test imports it in a process where they cannot
be imported and rules one story per rulebook there.
"""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

from conformance.features import read_features
from conformance.gherkin import GherkinScenario, parse_gherkin
from conformance.paths import features_dir
from rulespec import cached_spec

ROOT = Path(__file__).resolve().parent.parent

BLOCKED = ("yaml", "jsonschema", "rpds", "pytest", "_pytest", "pytest_bdd", "gherkin")

_CHILD = """
import importlib.abc, json, pickle, sys

BLOCKED = {blocked!r}


class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{{name}} is not available here")
        return None


sys.meta_path.insert(0, Blocker())
from conformance.ruling import Story, rule_story, ruling_json, ruling_text
import rulespec

with open(sys.argv[1], "rb") as stream:
    spec = pickle.load(stream)
rulespec.use_spec(spec)
stories = json.loads(open(sys.argv[2], encoding="utf-8").read())
out = []
for story in stories:
    ruling = rule_story(Story(story["text"], "gherkin", story["source"], story["scenario"]), rulespec.cached_spec())
    ruling_text(ruling)
    out.append({{"rulebook": ruling.rulebook, "agrees": ruling.agrees, "json": ruling_json(ruling)}})
loaded = sorted(name for name in sys.modules if name.split(".")[0] in BLOCKED)
print(json.dumps({{"rulings": out, "loaded": loaded}}))
"""


def _one_story_per_rulebook() -> list[dict[str, str]]:
    """The first scenario of each rulebook's features that plays a hand (or a train hand)."""
    stories: dict[str, dict[str, str]] = {}
    for scenario in read_features():
        book = scenario.path.split("/")[1]
        if book in stories or not any(step.kind == "when" for step in scenario.steps):
            continue
        path = features_dir().parent / scenario.path
        stories[book] = {"text": path.read_text(encoding="utf-8"), "source": scenario.path, "scenario": scenario.name}
    return list(stories.values())


def test_the_core_rules_without_yaml_jsonschema_pytest_or_pytest_bdd(tmp_path: Path) -> None:
    spec_file = tmp_path / "spec.pickle"
    spec_file.write_bytes(pickle.dumps(cached_spec()))
    stories = _one_story_per_rulebook()
    assert len(stories) == len(cached_spec().rulebooks) == 6
    stories_file = tmp_path / "stories.json"
    stories_file.write_text(json.dumps(stories), encoding="utf-8")
    script = tmp_path / "child.py"
    script.write_text(_CHILD.format(blocked=BLOCKED), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script), str(spec_file), str(stories_file)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "DOMINO_RULES_NO_CACHE": "1"},
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["loaded"] == []
    assert sorted(r["rulebook"] for r in report["rulings"]) == sorted(b.id for b in cached_spec().rulebooks)
    for ruling in report["rulings"]:
        assert ruling["agrees"], ruling["json"]
        assert ruling["json"]["exchanges"], ruling


def test_our_gherkin_reads_every_feature_file_as_pytest_bdd_does() -> None:
    ours: dict[str, GherkinScenario] = {}
    for path in sorted(features_dir().rglob("*.feature")):
        where = path.relative_to(features_dir().parent).as_posix()
        for scenario in parse_gherkin(path.read_text(encoding="utf-8")).scenarios:
            ours[f"{where}:{scenario.name}"] = scenario
    theirs = read_features()
    assert len(ours) == len(theirs)
    for info in theirs:
        scenario = ours[info.ref]
        assert (scenario.line, scenario.tags) == (info.line, info.tags), info.ref
        assert [
            (s.kind, s.text, s.line, None if s.table is None else [list(r) for r in s.table]) for s in scenario.steps
        ] == [(s.kind, s.text, s.line, s.table) for s in info.steps], info.ref
