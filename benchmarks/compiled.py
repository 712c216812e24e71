"""The fast simulators compiled to C with mypyc, for the benchmarks against their peers.

:mod:`reference_impl.fives.fast` (All Fives) and :mod:`reference_impl.block.fast` (the partnership block
game) are the simulators' one source each, in plain Python. :func:`compiled_fives` and
:func:`compiled_block` compile a copy of that file, as its own module (:attr:`Target.module`), with mypyc
(which comes with mypy, a ``dev`` dependency) and the machine's C compiler, into
``build/compiled/<digest>/``, and import it. The digest covers the source, the module name, the Python
version and the mypy version, so a change to a ``fast.py`` is never answered by a stale build; the build is
made once per digest, in a temporary folder renamed into place when it is whole, so an interrupted build
leaves nothing half-written. Nothing inside ``reference_impl/`` is written: the package imports its Python
source as always.

``tests/test_fives_fast.py`` and ``tests/test_fast.py`` check the compiled modules against the typed
engines the way they check the sources; ``benchmarks/fives.py`` and ``benchmarks/run.py`` time both.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Final

import mypy.version

ROOT: Final = Path(__file__).resolve().parent.parent
BUILD: Final = ROOT / "build" / "compiled"


@dataclass(frozen=True)
class Target:
    """A simulator's source and the name its compiled copy is imported by."""

    source: Path
    module: str
    """Not the source's own module name, which stays the Python source."""


FIVES: Final = Target(ROOT / "reference_impl" / "fives" / "fast.py", "domino_rules_fives_fast")
BLOCK: Final = Target(ROOT / "reference_impl" / "block" / "fast.py", "domino_rules_block_fast")


class CompileError(RuntimeError):
    """mypyc or the C compiler failed; the message carries what they printed."""


def _digest(target: Target) -> str:
    h = hashlib.sha256(target.source.read_bytes())
    h.update(f"{target.module}|{sys.version}|{mypy.version.__version__}".encode())
    return h.hexdigest()[:16]


def _built(folder: Path, target: Target) -> bool:
    return folder.is_dir() and any(p.name.startswith(target.module + ".") for p in folder.iterdir())


def build(target: Target) -> Path:
    """The folder holding ``target`` compiled from its current source, built first when missing."""
    folder = BUILD / _digest(target)
    if _built(folder, target):
        return folder
    BUILD.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="building-", dir=BUILD))
    try:
        shutil.copyfile(target.source, work / f"{target.module}.py")
        env = {**os.environ, "MYPYPATH": str(ROOT)}  # the copy's imports type-check against the project
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", f"{target.module}.py"],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise CompileError(
                f"mypyc could not compile {target.source.name}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
            )
        ready = work / "ready"
        ready.mkdir()
        for made in work.glob("*.so"):
            shutil.move(str(made), ready / made.name)
        if not _built(ready, target):
            raise CompileError(f"mypyc reported success but left no {target.module} extension in {work}")
        try:
            ready.rename(folder)
        except OSError:
            if not _built(folder, target):  # another build got there first: theirs is as good
                raise
        return folder
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compiled(target: Target) -> ModuleType:
    """``target`` compiled (its functions are the source's, compiled), built when missing."""
    folder = str(build(target))
    if folder not in sys.path:
        sys.path.insert(0, folder)
    module = importlib.import_module(target.module)
    origin = getattr(module, "__file__", "") or ""
    if not origin.startswith(folder) or origin.endswith(".py"):
        raise CompileError(f"{target.module} was imported from {origin}, not from the compiled build in {folder}")
    return module


def compiled_fives() -> ModuleType:
    """The compiled All Fives simulator (its ``simulate_hand`` is :mod:`reference_impl.fives.fast`'s)."""
    return compiled(FIVES)


def compiled_block() -> ModuleType:
    """The compiled block simulator (its ``simulate_hands``, ``trace_hand``... are :mod:`reference_impl.block.fast`'s)."""
    return compiled(BLOCK)
