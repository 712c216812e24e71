"""The implementations the project checks, and the run that checks them all.

``python -m conformance.implementations`` (run by ``dev.py test`` before the
site build) runs ``domino-rules check --expect`` against each implementation in
:data:`IMPLEMENTATIONS` and writes its reports, and its handshake, under
``reports/implementations/<name>/``. The site's "Implementations" page
(:mod:`rulesite.implementations`) reads them back.
"""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Final, cast

from conformance.paths import project_root

REPORTS: Final = Path("reports") / "implementations"
"""Where the reports go, relative to the project root."""


@dataclass(frozen=True, slots=True)
class Checked:
    """An implementation the project checks, with its adapter and expectations."""

    name: str
    title: str
    argv: tuple[str, ...]
    """The command, relative paths from the project root; ``{python}`` is the running interpreter."""
    expectations: str | None
    about: str
    needs: str | None = None
    """A program that must be on PATH for the check to run."""

    def command(self, root: Path) -> str:
        parts = [
            sys.executable
            if part == "{python}"
            else str(root / part)
            if part.startswith(("implementations/",))
            else part
            for part in self.argv
        ]
        return shlex.join(parts)


IMPLEMENTATIONS: Final[tuple[Checked, ...]] = (
    Checked(
        name="reference",
        title="Reference engine (reference_impl)",
        argv=("{python}", "-m", "conformance.reference_adapter"),
        expectations=None,
        about="The project's own engine, over the subprocess protocol.",
    ),
    Checked(
        name="dominoes",
        title="dominoes 6.1.0 (PyPI)",
        argv=("{python}", "implementations/dominoes/adapter.py"),
        expectations="implementations/dominoes/expectations.yaml",
        about=(
            "A third-party Python engine for the double-six partnership block game "
            "([PyPI](https://pypi.org/project/dominoes/)), dealt double-nine hands by hand. "
            "Adapter: `implementations/dominoes/adapter.py`."
        ),
    ),
    Checked(
        name="all-fives-domino",
        title="all-fives-domino 1.0.23 (PyPI)",
        argv=("{python}", "implementations/all-fives-domino/adapter.py"),
        expectations="implementations/all-fives-domino/expectations.yaml",
        about=(
            "A third-party Python engine for two-player All Fives with a bone-yard "
            "([PyPI](https://pypi.org/project/all-fives-domino/)): its own house rules play to 305, "
            "let the holder of 5-5 lead it and never draw the last tile; it has no doubles. "
            "Adapter: `implementations/all-fives-domino/adapter.py`."
        ),
    ),
    Checked(
        name="js-example",
        title="JavaScript example harness",
        argv=("node", "implementations/js-example/harness.mjs"),
        expectations="implementations/js-example/expectations.yaml",
        about="A small harness in JavaScript (Node.js, no packages) showing the protocol from outside Python.",
        needs="node",
    ),
)


def reports_dir(root: Path | None = None) -> Path:
    return (root if root is not None else project_root()) / REPORTS


def _handshake(command: str) -> dict[str, object]:
    from conformance.messages import PROTOCOL_VERSION
    from conformance.wire import SubprocessAdapter

    adapter = SubprocessAdapter(command, timeout=20.0)
    try:
        claim = adapter.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    finally:
        adapter.stop()
    return cast(dict[str, object], claim)


def run_one(checked: Checked, directory: Path, root: Path | None = None) -> int:
    """Check one implementation, reports into ``directory``; the exit code of ``domino-rules check``."""
    root = root if root is not None else project_root()
    command = checked.command(root)
    argv = [sys.executable, "-m", "conformance.cli", "check", "--impl", command, "--report", str(directory)]
    if checked.expectations:
        argv += ["--expect", str(root / checked.expectations)]
    from conformance.adapter import ImplementationError, ProtocolMismatch

    directory.mkdir(parents=True, exist_ok=True)
    try:
        claim = _handshake(command)
    except (ImplementationError, ProtocolMismatch) as exc:
        print(f"implementations: {checked.name}: the handshake failed: {exc}", file=sys.stderr)
        return 4
    (directory / "claim.json").write_text(json.dumps(claim, indent=2) + "\n", encoding="utf-8")
    return subprocess.call(argv, cwd=root)


def run_all(root: Path | None = None) -> int:
    """Check every implementation; non-zero if any had an unexpected result."""
    root = root if root is not None else project_root()
    worst = 0
    for checked in IMPLEMENTATIONS:
        if checked.needs and shutil.which(checked.needs) is None:
            print(f"implementations: skipping {checked.name}: `{checked.needs}` is not installed")
            continue
        missing = [root / part for part in checked.argv if part.startswith("implementations/")]
        missing = [path for path in missing if not path.is_file()]
        if missing:
            # the third-party adapters live in the repository, not in the wheel: this is a checkout's command
            print(
                f"implementations: {checked.name}: {missing[0]} is missing "
                "(run this from a checkout of domino-rules: the adapters are not installed with the package)",
                file=sys.stderr,
            )
            worst = max(worst, 2)
            continue
        code = run_one(checked, reports_dir(root) / checked.name, root)
        print(f"implementations: {checked.name}: exit {code}")
        worst = max(worst, code)
    return worst


def main() -> None:
    sys.exit(run_all())


if __name__ == "__main__":
    main()
