"""The fast All Fives simulator compiled to C with mypyc, for the benchmark against ``all-fives-domino``.

:mod:`reference_impl.fives.fast` is the simulator's one source, in plain Python. :func:`compiled_fast`
compiles a copy of that file, as its own module (:data:`MODULE`), with mypyc (which comes with mypy, a
``dev`` dependency) and the machine's C compiler, into ``build/compiled/<digest>/``, and imports it. The
digest covers the source, the Python version and the mypy version, so a change to ``fast.py`` is never
answered by a stale build; the build is made once per digest, in a temporary folder renamed into place
when it is whole, so an interrupted build leaves nothing half-written. Nothing inside ``reference_impl/``
is written: the package imports its Python source as always.

``tests/test_fives_fast.py`` checks the compiled module against the typed engine the way it checks the
source, and ``benchmarks/fives.py`` times both.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Final

import mypy.version

ROOT: Final = Path(__file__).resolve().parent.parent
SOURCE: Final = ROOT / "reference_impl" / "fives" / "fast.py"
MODULE: Final = "domino_rules_fives_fast"
"""The compiled copy's module name (not ``reference_impl.fives.fast``, which stays the Python source)."""
BUILD: Final = ROOT / "build" / "compiled"


class CompileError(RuntimeError):
    """mypyc or the C compiler failed; the message carries what they printed."""


def _digest() -> str:
    h = hashlib.sha256(SOURCE.read_bytes())
    h.update(f"{sys.version}|{mypy.version.__version__}".encode())
    return h.hexdigest()[:16]


def _built(folder: Path) -> bool:
    return folder.is_dir() and any(p.name.startswith(MODULE + ".") for p in folder.iterdir())


def build() -> Path:
    """The folder holding the compiled module for the current source, built first when missing."""
    folder = BUILD / _digest()
    if _built(folder):
        return folder
    BUILD.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="building-", dir=BUILD))
    try:
        shutil.copyfile(SOURCE, work / f"{MODULE}.py")
        env = {**os.environ, "MYPYPATH": str(ROOT)}  # the copy's imports type-check against the project
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", f"{MODULE}.py"],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise CompileError(f"mypyc could not compile {SOURCE.name}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
        ready = work / "ready"
        ready.mkdir()
        for made in work.glob("*.so"):
            shutil.move(str(made), ready / made.name)
        if not _built(ready):
            raise CompileError(f"mypyc reported success but left no {MODULE} extension in {work}")
        try:
            ready.rename(folder)
        except OSError:
            if not _built(folder):  # another build got there first: theirs is as good
                raise
        return folder
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compiled_fast() -> ModuleType:
    """The compiled simulator (its ``simulate_hand`` is the source's, compiled), built when missing."""
    folder = str(build())
    if folder not in sys.path:
        sys.path.insert(0, folder)
    module = importlib.import_module(MODULE)
    origin = getattr(module, "__file__", "") or ""
    if not origin.startswith(folder) or origin.endswith(".py"):
        raise CompileError(f"{MODULE} was imported from {origin}, not from the compiled build in {folder}")
    return module
