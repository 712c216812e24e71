"""Writing a file the project's way: whole or not at all, with the mode a person expects.

Every command that writes a file (reports, tournament files, recorded site data)
uses :func:`atomic_write`: the text goes to a temporary file beside the target,
flushed to disk, then renamed over it, so a reader sees the old file or the new
one and never half of one. The temporary file is made private by the operating
system; before the rename it gets the target's own mode when the target exists
(a write never changes a file's mode), else the mode a plain ``open`` would give
(readable by everyone under the usual umask).

>>> import tempfile
>>> from pathlib import Path
>>> target = Path(tempfile.mkdtemp()) / "report.json"
>>> atomic_write(target, "{}\\n")
>>> target.read_text(), oct(target.stat().st_mode & 0o777) == oct(0o666 & ~current_umask())
('{}\\n', True)
>>> target.chmod(0o640); atomic_write(target, "[]\\n"); oct(target.stat().st_mode & 0o777)
'0o640'
"""

from __future__ import annotations

import os
import stat
import tempfile
import threading
from pathlib import Path

_UMASK_LOCK = threading.Lock()


def current_umask() -> int:
    """The process's umask (read by setting it and putting it back, under a lock)."""
    with _UMASK_LOCK:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file renamed over it; keep an existing mode."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~current_umask()
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
