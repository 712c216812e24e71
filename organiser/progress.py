"""A progress line for any command that runs longer than a second.

>>> import io, time
>>> sink = io.StringIO()
>>> with progress("pair big.json", sink, after=0.01):
...     time.sleep(0.1)
>>> sink.getvalue().splitlines()[0]
'pair big.json: working...'
>>> sink.getvalue().splitlines()[-1].startswith("pair big.json: done in ")
True
"""

from __future__ import annotations

import threading
import time
from collections.abc import Generator
from contextlib import contextmanager
from typing import TextIO


@contextmanager
def progress(what: str, stream: TextIO, after: float = 1.0, every: float = 10.0) -> Generator[None, None, None]:
    """Say ``what: working...`` on ``stream`` once the block has run ``after`` seconds, again every ``every``
    seconds with the time so far, and how long it took when it ends; nothing for a quicker block."""
    done = threading.Event()
    started = time.monotonic()
    shown: list[bool] = []
    lock = threading.Lock()

    def say(text: str) -> None:
        with lock:
            stream.write(text + "\n")
            stream.flush()

    def watch() -> None:
        if done.wait(after):
            return
        shown.append(True)
        say(f"{what}: working...")
        while not done.wait(every):
            say(f"{what}: still working ({time.monotonic() - started:.0f} s)")

    watcher = threading.Thread(target=watch, name="progress", daemon=True)
    watcher.start()
    try:
        yield
    finally:
        done.set()
        watcher.join()
    if shown:  # only when the block ended normally: an error or Ctrl-C says its own one line
        say(f"{what}: done in {time.monotonic() - started:.1f} s")
