"""Build hook: ship ``spec/**/*.yaml`` (the rulebooks, the fault catalogue) and ``features/**/*.feature`` in the wheel as ``rulespec/data/``.

The folders stay where they are in the repository; ``build_py`` copies them into
the built ``rulespec`` package, where :mod:`rulespec.paths` finds them when the
project is not run from a checkout. An editable install skips the copy: it keeps
reading the checkout. ``MANIFEST.in`` puts the same files in the sdist, so a
wheel built from the sdist carries them too. Everything else is in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
TARGET = ("rulespec", "data")
"""Where the data goes inside the built packages (``rulespec.paths.DATA`` in the ``rulespec`` package)."""
SOURCES = (("spec", "**/*.yaml"), ("features", "**/*.feature"))
"""Each data folder, relative to the project, and the files of it to ship."""
REQUIRED = (Path("spec") / "sources.yaml", Path("features"))


def data_files() -> list[Path]:
    """The files to ship, relative to the project folder; stops the build, naming the path, if one is missing."""
    for required in REQUIRED:
        if not (HERE / required).exists():
            raise SystemExit(f"setup.py: {HERE / required} is missing: spec/ and features/ must be shipped")
    return sorted(path.relative_to(HERE) for folder, pattern in SOURCES for path in (HERE / folder).glob(pattern))


class BuildPyWithData(build_py):
    """``build_py`` that also copies the spec and the feature files into ``rulespec/data``."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        target = Path(self.build_lib, *TARGET)
        if target.exists():
            shutil.rmtree(target)  # no stale file from an earlier build
        for relative in data_files():
            destination = target / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(HERE / relative, destination)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if self.editable_mode:
            return outputs
        return outputs + [str(Path(self.build_lib, *TARGET, relative)) for relative in data_files()]


setup(cmdclass={"build_py": BuildPyWithData})
