"""Read the feature files without running them: scenarios, their rule tags and steps."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pytest_bdd.feature import get_feature

from conformance.paths import features_dir, project_root


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
    """``path`` relative to the folder above ``features/``, with forward slashes (as scenario IDs use it)."""
    return _relative(path)


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
