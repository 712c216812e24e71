"""The implementations the project checks, and the run that checks them all.

``python -m conformance.implementations`` (run by ``dev.py test`` before the
site build) runs ``domino-rules check --expect`` against each implementation in
:data:`IMPLEMENTATIONS` and writes its reports, and its handshake, under
``reports/implementations/<name>/``. Then, for each rulebook the implementation
claims, it runs a seeded, bounded ``domino-rules fuzz`` campaign
(:data:`FUZZ_HANDS` hands from :data:`FUZZ_SEED`, every hand checked: no
``--fail-fast``) and writes its summary beside the reports as
``fuzz-<rulebook>.json``; a rulebook fuzzing cannot deal for that implementation
gets a file saying why (``not_fuzzed``), and a campaign that could not run (or
whose summary is missing or disagrees with its exit status) a file saying what
went wrong (``failed``), which also fails the run. Divergences are not failures
of the run: an implementation with known deviations diverges, and the page shows
how often, by rule. The site's "Implementations" page
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
from rulespec.files import atomic_write

REPORTS: Final = Path("reports") / "implementations"
"""Where the reports go, relative to the project root."""
FUZZ_HANDS: Final = 200
"""Hands in each implementation's fuzz campaign on each rulebook: a few seconds of CPU each."""
FUZZ_SEED: Final = 0
"""The seed of every campaign, so the recorded summaries reproduce exactly."""
FUZZ_TIMEOUT: Final = 20.0
"""Seconds to wait for each reply while fuzzing."""


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
    fuzzed: bool = True
    """Whether a fuzz campaign runs against it (not the reference: fuzzing compares with the reference)."""

    def shown_command(self) -> str:
        """The command as a person runs it from a checkout (``python`` for the running interpreter)."""
        return shlex.join(["python" if part == "{python}" else part for part in self.argv])

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
        fuzzed=False,
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
        name="open-spiel",
        title="OpenSpiel python_team_dominoes 2.0.2 (PyPI open_spiel)",
        argv=("{python}", "implementations/open-spiel/adapter.py"),
        expectations="implementations/open-spiel/expectations.yaml",
        about=(
            "DeepMind's game-playing framework ([GitHub](https://github.com/google-deepmind/open_spiel)): its "
            "four-player partnership double-six block game, dealt Doral's complete deals through the engine's "
            "chance actions and played through its public API. It scores a hand by the partnerships' pip "
            "totals, so a side whose player goes out can be credited as the loser. "
            "Adapter: `implementations/open-spiel/adapter.py`."
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


def fuzz_file(directory: Path, rulebook: str) -> Path:
    """Where the summary of the fuzz campaign on ``rulebook`` goes."""
    return directory / f"fuzz-{rulebook}.json"


def _written(path: Path, record: dict[str, object]) -> None:
    atomic_write(path, json.dumps(record, indent=2) + "\n")


def fuzz_one(
    checked: Checked,
    claim: dict[str, object],
    directory: Path,
    root: Path | None = None,
    hands: int = FUZZ_HANDS,
    seed: int = FUZZ_SEED,
) -> int:
    """Fuzz one implementation on every rulebook it claims; summaries into ``directory``.

    0 when every campaign ran (diverging or not) or was not possible for a reason recorded;
    3 when one could not run, or its exit status and its summary disagree (recorded as ``failed``)."""
    from conformance.fuzz_forms import not_fuzzed
    from conformance.messages import StartReply

    root = root if root is not None else project_root()
    for stale in directory.glob("fuzz-*.json"):
        stale.unlink()
    rulebooks = claim.get("rulebooks")
    worst = 0
    for rulebook in cast(list[str], rulebooks) if isinstance(rulebooks, list) else []:
        path = fuzz_file(directory, rulebook)
        base: dict[str, object] = {
            "rulebook": rulebook,
            "seed": seed,
            "hands": hands,
            "reproduce": shlex.join(
                ["domino-rules", "fuzz", "--impl", checked.shown_command(), "--rulebook", rulebook]
                + ["--hands", str(hands), "--seed", str(seed)]
                + (["--expect", checked.expectations] if checked.expectations else [])
            ),
        }
        reason = not_fuzzed(cast(StartReply, claim), rulebook)
        if reason is not None:
            _written(path, {**base, "not_fuzzed": reason})
            continue
        argv = [sys.executable, "-m", "conformance.cli", "fuzz", "--impl", checked.command(root)]
        argv += ["--rulebook", rulebook, "--hands", str(hands), "--seed", str(seed)]
        argv += ["--timeout", str(FUZZ_TIMEOUT), "--json", str(path)]
        if checked.expectations:
            argv += ["--expect", str(root / checked.expectations)]
        process = subprocess.run(argv, cwd=root, capture_output=True, text=True, check=False)
        problem = _fuzz_problem(process.returncode, path)
        if problem is not None:
            tail = (process.stderr or process.stdout).strip().splitlines()[-3:]
            _written(path, {**base, "failed": problem + (": " + " ".join(tail) if tail else "")})
            print(f"implementations: {checked.name}: fuzz on {rulebook} failed: {problem}", file=sys.stderr)
            worst = 3
            continue
        summary = cast(dict[str, object], json.loads(path.read_text(encoding="utf-8")))
        # the command with the machine's paths stays out of the record; the way to reproduce it is the checkout's
        summary["implementation"] = checked.name
        summary["reproduce"] = base["reproduce"]
        if summary.get("expectations") is not None:
            summary["expectations"] = checked.expectations
        _written(path, summary)
        print(
            f"implementations: {checked.name}: fuzz on {rulebook}: {summary['divergent_hands']}/"
            f"{summary['hands_checked']} hands diverge, {summary['new_hands']} in a way the expectations do not list"
        )
    return worst


def _fuzz_problem(code: int, path: Path) -> str | None:
    """What is wrong with a finished campaign (None: its summary is whole and agrees with its exit status)."""
    if code not in (0, 1):
        return f"domino-rules fuzz exited {code}"
    try:
        parsed: object = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "domino-rules fuzz wrote no summary"
    summary = cast(dict[str, object], parsed) if isinstance(parsed, dict) else {}
    if not isinstance(summary.get("divergent_hands"), int):
        return "the summary is not a fuzz summary"
    judged = "new_hands" if summary.get("expectations") is not None else "divergent_hands"
    failing = summary.get(judged)
    if not isinstance(failing, int) or (failing > 0) != (code == 1):
        return f"domino-rules fuzz exited {code} with {failing} {judged.replace('_', ' ')}"
    by_rule = summary.get("by_rule")
    if not isinstance(by_rule, dict) or "unattributed" in cast(dict[str, object], by_rule):
        return "the summary counts a divergence under no rule"
    return None


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
    _written(directory / "claim.json", claim)
    code = subprocess.call(argv, cwd=root)
    if checked.fuzzed:
        code = max(code, fuzz_one(checked, claim, directory, root))
    return code


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
