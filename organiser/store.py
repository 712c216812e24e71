"""Writing an event file so that nothing is lost: checked first, whole or not at all, undoable many times.

Every write of an event file goes through :func:`write`:

1. the new text is checked (``validate``: the file's schema and its own checks) before anything is
   touched, so a write that would leave a file no command can read is refused, naming the field;
2. a file whose mode forbids writing (``chmod a-w``) is refused, never replaced;
3. the version it replaces goes on the undo history (``FILE.previous``, then ``FILE.previous-2`` ...
   up to :data:`HISTORY` versions), by a hard link where the file system has them, else by a copy;
4. the new text replaces the file atomically (:func:`rulespec.files.atomic_write`), keeping its mode.

Ctrl-C during steps 3 and 4 is held until they are done, so the file and its history are always
whole; the command then stops with a one-line message (:data:`WRITTEN` says which files it wrote).

:func:`undo` brings back the version before the last write, as many times as the history holds;
the version it replaces goes on the redo history (``FILE.undone`` ...), which :func:`redo` takes
back from.

>>> import tempfile
>>> from pathlib import Path
>>> path = Path(tempfile.mkdtemp()) / "event.json"
>>> for text in ("one\\n", "two\\n", "three\\n"):
...     write(path, text, lambda text: None)
>>> undo(path, lambda text: None); undo(path, lambda text: None); path.read_text()
'one\\n'
>>> redo(path, lambda text: None); path.read_text()
'two\\n'
"""

from __future__ import annotations

import os
import signal
import stat
import threading
from collections.abc import Callable, Generator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Final

from rulespec.files import atomic_write

HISTORY: Final = 20
"""How many earlier versions of an event file are kept for ``undo`` (and as many undone ones for redo)."""

WRITTEN: list[Path] = []
"""The files written by this process, in order (what an interrupted command tells the organiser)."""

Validate = Callable[[str], None]
"""Checks a file's text; raises an error naming the field when no command could read it."""


class ReadOnlyError(PermissionError):
    """A file whose mode forbids writing: it is refused, not replaced."""


def previous_path(path: Path, back: int = 1) -> Path:
    """Where the version ``back`` writes ago is kept: ``event.json.previous``, ``event.json.previous-2`` ..."""
    return path.with_name(path.name + ".previous" + (f"-{back}" if back > 1 else ""))


def undone_path(path: Path, back: int = 1) -> Path:
    """Where the version ``back`` undos ago is kept for redo: ``event.json.undone``, ``event.json.undone-2`` ..."""
    return path.with_name(path.name + ".undone" + (f"-{back}" if back > 1 else ""))


def history(path: Path) -> list[Path]:
    """The earlier versions kept of ``path``, the latest first."""
    return [p for p in (previous_path(path, n) for n in range(1, HISTORY + 1)) if p.exists()]


def refuse_read_only(path: Path) -> None:
    """A :class:`ReadOnlyError` when ``path`` exists and its mode (or the process's rights) forbid writing it.

    The mode is read even where the process could write anyway (as the superuser can): a file someone
    made read-only is kept as it is."""
    if not path.exists():
        return
    mode = stat.S_IMODE(path.stat().st_mode)
    if not mode & 0o222 or not os.access(path, os.W_OK):
        raise ReadOnlyError(
            f"{path} is read-only (mode {mode:04o}): it was not changed; make it writable (chmod u+w) to change it"
        )


@contextmanager
def held_interrupts() -> Generator[None, None, None]:
    """Hold Ctrl-C (SIGINT) until the block ends, then raise it: a write and its history stay whole."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []

    def hold(signum: int, frame: FrameType | None) -> None:
        caught.append(signum)

    before = signal.signal(signal.SIGINT, hold)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
    if caught:
        raise KeyboardInterrupt


def _keep(path: Path, where: Path) -> None:
    """``where`` becomes the current content of ``path`` (a hard link, or a copy with the same mode)."""
    try:
        os.link(path, where)
    except OSError:
        atomic_write(where, path.read_text(encoding="utf-8"))
        os.chmod(where, stat.S_IMODE(path.stat().st_mode))


def _push(path: Path, slot: Callable[[Path, int], Path]) -> Callable[[], None]:
    """Put the current ``path`` on top of a history (``slot(path, 1)`` ...), the older ones one down; return
    what takes it back off."""
    moved: list[tuple[Path, Path]] = []
    oldest = slot(path, HISTORY)
    if oldest.exists():
        oldest.unlink()  # the history keeps HISTORY versions: the oldest goes
    for back in range(HISTORY - 1, 0, -1):
        here = slot(path, back)
        if here.exists():
            os.replace(here, slot(path, back + 1))
            moved.append((slot(path, back + 1), here))
    _keep(path, slot(path, 1))

    def take_back() -> None:
        slot(path, 1).unlink(missing_ok=True)
        for there, here in reversed(moved):
            os.replace(there, here)

    return take_back


def _pop(path: Path, slot: Callable[[Path, int], Path]) -> None:
    """Take the top version off a history, the older ones one up."""
    slot(path, 1).unlink()
    for back in range(2, HISTORY + 1):
        here = slot(path, back)
        if here.exists():
            os.replace(here, slot(path, back - 1))


def write(path: Path, text: str, validate: Validate, *, overwrite: bool = True) -> None:
    """Write ``text`` to ``path`` once ``validate`` accepts it, keeping the version it replaces for :func:`undo`.

    ``validate`` raises (naming the field) for a text no command could read: nothing is touched. A
    file that exists is refused without ``overwrite`` (``FileExistsError``), and when its mode forbids
    writing (:class:`ReadOnlyError`)."""
    validate(text)
    exists = path.exists()
    if exists and not overwrite:
        raise FileExistsError(f"{path} exists; give --force to replace it (its old version is kept as .previous)")
    refuse_read_only(path)
    with held_interrupts():
        take_back = _push(path, previous_path) if exists else None
        try:
            atomic_write(path, text)
        except BaseException:
            if take_back is not None:
                take_back()
            raise
        WRITTEN.append(path)


def write_new(path: Path, text: str, *, overwrite: bool = False) -> None:
    """Write an output (an export, a report) atomically; an existing file only with ``overwrite``."""
    if path.exists() and not overwrite:
        raise FileExistsError(f"{path} exists; give --force to replace it")
    refuse_read_only(path)
    with held_interrupts():
        atomic_write(path, text)
        WRITTEN.append(path)


def _swap(
    path: Path, validate: Validate, source: Callable[[Path, int], Path], keep: Callable[[Path, int], Path]
) -> None:
    older = source(path, 1)
    if not older.exists():
        what = "no earlier version to go back to" if source is previous_path else "nothing undone to bring back"
        raise FileNotFoundError(f"{path}: {what}")
    refuse_read_only(path)
    text = older.read_text(encoding="utf-8")
    validate(text)
    with held_interrupts():
        take_back = _push(path, keep)
        try:
            atomic_write(path, text)
        except BaseException:
            take_back()
            raise
        _pop(path, source)
        WRITTEN.append(path)


def undo(path: Path, validate: Validate) -> None:
    """Bring back the version before the last write; the current one goes on the redo history."""
    _swap(path, validate, previous_path, undone_path)


def redo(path: Path, validate: Validate) -> None:
    """Bring back the version the last :func:`undo` replaced; the current one goes back on the undo history."""
    _swap(path, validate, undone_path, previous_path)
