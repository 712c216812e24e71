#!/usr/bin/env python3
"""The project's two entry points for a fresh machine with only Python 3.11.

    python3 dev.py check   # the whole conformance suite against the reference (reports in reports/)
    python3 dev.py test    # every test and check: mypy, ruff, import contract, pytest, suite both ways, lint, site

Each creates ``.venv`` (if missing) and installs the project into it first.
Only the standard library is used here, so it runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".installed"
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # mkdocs-material prints a banner about MkDocs 2 otherwise


def run(title: str, args: list[str], env: dict[str, str] | None = None) -> None:
    print(f"\n=== {title}: {' '.join(args)}", flush=True)
    started = time.monotonic()
    code = subprocess.call(args, cwd=ROOT, env=env)
    print(
        f"=== {title}: {'ok' if code == 0 else f'FAILED (exit {code})'} in {time.monotonic() - started:.1f} s",
        flush=True,
    )
    if code != 0:
        sys.exit(code)


def ensure_venv(extras: str) -> None:
    if not PY.exists():
        run("create the virtual environment", [sys.executable, "-m", "venv", str(VENV)])
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    run("upgrade pip", [str(PY), "-m", "pip", "install", "-q", "--upgrade", "pip"])
    run("install the project", [str(PY), "-m", "pip", "install", "-q", "-e", f".[{extras}]"])
    STAMP.write_text(wanted)


CHROMIUM = Path("/usr/bin/chromium")


def ensure_chromium() -> None:
    """Debian's chromium for the browser checks, installed with apt when missing and we are root (as in CI)."""
    if CHROMIUM.exists():
        return
    if os.name != "posix" or os.geteuid() != 0 or not Path("/usr/bin/apt-get").exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium)", flush=True)
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run("apt-get update", ["apt-get", "update", "-q"], env=env)
    run("install chromium", ["apt-get", "install", "-y", "-q", "chromium"], env=env)


def check(extra: list[str]) -> None:
    ensure_venv("dev")
    run("conformance suite (reference, in-process)", [str(BIN / "domino-rules"), "check", *extra])


def test() -> None:
    ensure_venv("dev,bench")
    tool = lambda name: str(BIN / name)  # noqa: E731
    run("mypy --strict", [tool("mypy")])
    run("ruff", [tool("ruff"), "check", "."])
    run("ruff format", [tool("ruff"), "format", "--check", "."])
    run("import contract", [tool("lint-imports")])
    run("traceability lint", [tool("domino-rules"), "lint"])
    run("unit, property and harness tests", [str(PY), "-m", "pytest", "-q", "-n", "2"])
    run("suite in-process", [tool("domino-rules"), "check", "--report", "reports/in-process"])
    run(
        "suite over the subprocess protocol",
        [
            tool("domino-rules"),
            "check",
            "--impl",
            f"{PY} -m conformance.reference_adapter",
            "--report",
            "reports/subprocess",
        ],
    )
    run(
        "real implementations (reports for the site's Implementations page)",
        [str(PY), "-m", "conformance.implementations_page"],
    )
    run("site build", [tool("mkdocs"), "build", "--strict", "--site-dir", "build/site"])
    ensure_chromium()
    run(
        "site in headless Chromium (screenshots in build/screenshots/)",
        [str(PY), "-m", "pytest", "-q", "-p", "no:xdist", "tests/browser"],
        env={**os.environ, "DOMINO_RULES_BROWSER": "1", "DOMINO_RULES_SITE": "build/site"},
    )
    print("\nall checks passed")


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in ("check", "test"):
        print(__doc__)
        sys.exit(2)
    if sys.argv[1] == "check":
        check(sys.argv[2:])
    else:
        test()


if __name__ == "__main__":
    main()
