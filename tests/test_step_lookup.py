"""How the suite reaches pytest-bdd quickly, and that it reaches the same steps (``benchmarks/README.md`` (b)).

The vocabulary is three pytest-bdd step definitions (:mod:`conformance.vocabulary`); pytest-bdd's
``get_step_function`` is answered from a table (:mod:`conformance.plugin`); parsed features are kept between
runs (:mod:`conformance.features`). Each must give what pytest-bdd alone gives.
"""

from __future__ import annotations

import json
import os
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

# the tests reach the feature cache and the step table themselves: _parsed reads through the cache, and a
# step registered for one test is taken out of the table again
from conformance.features import _parsed, feature_cache_dir  # pyright: ignore[reportPrivateUsage]  # see above
from conformance.paths import features_dir, packages_root, suite_module
from conformance.vocabulary import _RESOLVED, _RUNNERS, REGISTRY, ScenarioError, _register, resolve  # pyright: ignore[reportPrivateUsage]  # see above

ROOT = Path(__file__).resolve().parent.parent


def test_a_step_resolves_to_its_one_definition() -> None:
    found = resolve("when", "North plays 6-4 on the left end")
    assert found is not None and found.pattern == "{seat} plays {tile} on the {end} end"
    assert resolve("then", "North plays 6-4 on the left end") is None  # a When step, not a Then step
    assert resolve("when", "nothing of the vocabulary says this") is None


def test_an_ambiguous_step_names_every_pattern_it_matches() -> None:
    before = len(REGISTRY)

    def echo(world: object, seat: str) -> None:
        """A second pattern for a step of the vocabulary, for this test only."""

    try:
        _register("when", "{seat} plays 6-4 on the left end", echo, echo)
        with pytest.raises(ScenarioError, match=re.escape("matches 2 step definitions: '{seat} plays {tile} on")):
            resolve("when", "North plays 6-4 on the left end")
    finally:
        del REGISTRY[before:]
        del _RUNNERS[before:]
        _RESOLVED.clear()
    assert resolve("when", "North plays 6-4 on the left end") is not None


def test_a_step_takes_only_fields_the_world_and_a_table() -> None:
    def needs_tmp_path(world: object, tmp_path: Path) -> None:
        """A step asking for another fixture."""

    def a_generator(world: object) -> object:
        yield world

    with pytest.raises(TypeError, match="not tmp_path"):
        _register("given", "a step asking for tmp_path", needs_tmp_path, needs_tmp_path)
    with pytest.raises(TypeError, match="not a generator"):
        _register("given", "a generator step", a_generator, a_generator)


def test_the_table_finds_the_step_definition_pytest_bdd_finds(tmp_path: Path) -> None:
    """Every step of the NDF-4 scenarios, looked up by pytest-bdd itself and by the table, in a process of its
    own (the suite's module, once imported, keeps its scenarios for the rest of a process)."""
    out = tmp_path / "compared.json"
    args = [
        sys.executable,
        "-m",
        "pytest",
        str(suite_module()),
        "-o",
        "addopts=",
        "-p",
        "conformance.plugin",
        "-p",
        "tests.support.compare_lookup",
        "-p",
        "no:cacheprovider",
        "--rootdir",
        str(packages_root()),
        "-c",
        os.devnull,
        "--report",
        str(tmp_path / "report"),
        "--rule",
        "NDF-4.*",
        "-q",
    ]
    done = subprocess.run(
        args, cwd=ROOT, env={**os.environ, "COMPARE_LOOKUP_OUT": str(out)}, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    compared = json.loads(out.read_text(encoding="utf-8"))
    assert compared["steps"] > 100
    assert compared["different"] == []


def test_parsed_features_are_kept_by_path_and_bytes(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    path = tmp_path / "one.feature"
    path.write_text(
        'Feature: One\n\n  @NDF-4.2\n  Scenario: First\n    Given the rulebook "ndf-double-nine"\n', encoding="utf-8"
    )
    first = _parsed(path, cache)
    kept = list(cache.glob("*.pickle"))
    assert len(kept) == 1 and list(first.scenarios) == ["First"]
    assert pickle.loads(kept[0].read_bytes()).filename == str(path)
    assert list(_parsed(path, cache).scenarios) == ["First"]  # read back
    path.write_text(path.read_text(encoding="utf-8").replace("First", "Second"), encoding="utf-8")
    assert list(_parsed(path, cache).scenarios) == ["Second"]  # other bytes: parsed again
    assert len(list(cache.glob("*.pickle"))) == 2
    for broken in cache.glob("*.pickle"):
        broken.write_bytes(b"not a pickle")
    assert list(_parsed(path, cache).scenarios) == ["Second"]  # a broken entry is parsed again and replaced
    assert not list(cache.glob("*.tmp")) and not list(cache.glob(".*.tmp"))


def test_parsed_features_are_not_kept_for_other_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DOMINO_RULES_NO_CACHE", raising=False)
    monkeypatch.delenv("DOMINO_RULES_FEATURES", raising=False)
    assert feature_cache_dir() is not None
    monkeypatch.setenv("DOMINO_RULES_FEATURES", str(features_dir()))
    assert feature_cache_dir() is None
    monkeypatch.delenv("DOMINO_RULES_FEATURES")
    monkeypatch.setenv("DOMINO_RULES_NO_CACHE", "1")
    assert feature_cache_dir() is None
