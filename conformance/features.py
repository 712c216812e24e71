"""Read the feature files without running them: scenarios, their rule tags and steps."""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import sys
import tempfile
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path
from typing import Final

from pytest_bdd import feature as bdd_feature
from pytest_bdd.feature import get_feature
from pytest_bdd.parser import Feature, FeatureParser

from conformance.paths import features_dir, in_checkout, project_root


@dataclass(frozen=True, slots=True)
class StepInfo:
    kind: str
    text: str
    line: int
    table: list[list[str]] | None


@dataclass(frozen=True, slots=True)
class ScenarioInfo:
    path: str
    """The feature file, relative to the folder above ``features/`` (``features/...``)."""
    name: str
    line: int
    tags: tuple[str, ...]
    steps: tuple[StepInfo, ...]

    @property
    def ref(self) -> str:
        """``<feature file path>:<scenario name>``, as ``trace --json`` prints it."""
        return f"{self.path}:{self.name}"


def relative_path(path: Path) -> str:
    """``path`` relative to the folder above ``features/``, with forward slashes (as scenario IDs use it).

    Worked out once per path (and features folder and working folder, which it depends on) a process: the
    suite asks it for every scenario several times.
    """
    return _relative_text(str(path), os.environ.get("DOMINO_RULES_FEATURES"), os.getcwd())


@functools.lru_cache(maxsize=4096)
def _relative_text(path: str, features: str | None, cwd: str) -> str:
    return _relative(Path(path))


def _relative(path: Path) -> str:
    """``features/<rulebook>/<file>.feature`` whether the features come from a checkout or an installed wheel.

    Relative to the parent of :func:`features_dir` (the checkout, or ``rulespec/data`` when installed),
    else to the project root; a path under neither is kept as given.
    """
    resolved = path.resolve()
    for base in (features_dir().resolve().parent, project_root()):
        try:
            return resolved.relative_to(base).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def read_features(directory: Path | None = None) -> list[ScenarioInfo]:
    """Every scenario of every ``.feature`` file under ``directory``, in file order.

    A file is parsed once a process: by pytest-bdd's own cache of parsed features
    (``pytest_bdd.feature.get_feature``), which the suite's collection reads too.
    """
    base = directory if directory is not None else features_dir()
    out: list[ScenarioInfo] = []
    for path in sorted(base.rglob("*.feature")):
        feature = get_feature(str(path.parent), path.name)
        where = _relative(path)
        for template in feature.scenarios.values():
            steps = tuple(
                StepInfo(
                    kind=step.type,
                    text=step.name,
                    line=step.line_number,
                    table=None if step.datatable is None else [[str(c) for c in row] for row in step.datatable.raw()],
                )
                for step in template.steps
            )
            tags = tuple(sorted(template.tags | feature.tags))
            out.append(ScenarioInfo(path=where, name=template.name, line=template.line_number, tags=tags, steps=steps))
    return out


# -- parsed features kept between runs ---------------------------------------------------------------------
# Parsing the 130 feature files with pytest-bdd (the gherkin parser) is a sixth of the suite's CPU time; reading
# them back, parsed, from a pickle is a fifth of that. Each file's parse is kept under a key made of its
# absolute path (pytest-bdd's scenarios carry it), its bytes and the versions of Python, pytest-bdd and the
# gherkin parser, so any change to any of them parses it again; a file that cannot be read or written is
# parsed as if there were no cache. The cache is ``build/cache/features/`` in a checkout, else
# ``$XDG_CACHE_HOME/domino-rules/features`` (``~/.cache``); ``DOMINO_RULES_NO_CACHE=1`` turns it off, and
# features read from elsewhere (``DOMINO_RULES_FEATURES``: the tests' temporary copies) are not kept.

_CACHE_VERSION: Final = "1"


def feature_cache_dir() -> Path | None:
    """Where parsed features are kept (None: nowhere: ``DOMINO_RULES_NO_CACHE`` is set, or the features are
    read from another folder, ``DOMINO_RULES_FEATURES``, whose copies would only pile up)."""
    if os.environ.get("DOMINO_RULES_NO_CACHE") or os.environ.get("DOMINO_RULES_FEATURES"):
        return None
    if in_checkout():
        return project_root() / "build" / "cache" / "features"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "domino-rules" / "features"


@functools.lru_cache(maxsize=1)
def _versions() -> bytes:
    return f"{_CACHE_VERSION}|{sys.version}|{version('pytest-bdd')}|{version('gherkin-official')}".encode()


def _parsed(path: Path, cache: Path) -> Feature:
    """``path`` parsed by pytest-bdd, read from ``cache`` when it was parsed before, else parsed and kept there."""
    text = path.read_bytes()
    key = hashlib.sha256(_versions() + b"|" + str(path).encode() + b"|" + text).hexdigest()
    kept = cache / f"{key}.pickle"
    try:
        found = pickle.loads(kept.read_bytes())
        if isinstance(found, Feature) and found.filename == str(path):
            return found
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        pass
    parsed = FeatureParser(str(path.parent), path.name).parse()
    try:
        cache.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=cache, prefix=f".{key}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as stream:
                pickle.dump(parsed, stream, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, kept)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except (OSError, pickle.PicklingError):
        pass  # nowhere to keep it: parsed again next time
    return parsed


def preload_features(directory: Path | None = None) -> None:
    """Put every feature file under ``directory`` into pytest-bdd's cache of parsed features (what its
    ``scenarios()`` and :func:`read_features` read), from the cache on disk where they were parsed before."""
    cache = feature_cache_dir()
    if cache is None:
        return
    base = directory if directory is not None else features_dir()
    for path in sorted(base.rglob("*.feature")):
        name = os.path.abspath(path)  # the key pytest_bdd.feature.get_feature looks a file up by
        if name not in bdd_feature.features:
            bdd_feature.features[name] = _parsed(Path(name), cache)
