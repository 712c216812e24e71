#!/usr/bin/env python3
"""The project's entry points for a fresh machine with only Python 3.11.

    python3 dev.py check [ARGS]  # the whole conformance suite against the reference (reports in reports/)
    python3 dev.py test          # every test and check below, in order (what CI runs)

One part of ``test`` at a time:

    python3 dev.py lint      # ruff, ruff format, the import contracts, the traceability lint
    python3 dev.py types     # mypy --strict and pyright strict
    python3 dev.py unit      # unit, property, harness and doctests (pytest, 2 workers)
    python3 dev.py suite     # the suite in-process and over the subprocess protocol, the real implementations
    python3 dev.py wheel     # build the wheel, install it in a fresh venv outside the checkout, run it there
    python3 dev.py site      # the implementations' reports if missing, the site data (the faults' catches too), then mkdocs build --strict
    python3 dev.py browser   # the built site in headless Chromium (screenshots in build/screenshots/)
    python3 dev.py lock      # rewrite constraints.txt from what is installed (after changing dependencies)

Each creates ``.venv`` (if missing) and installs the project into it first, with
every dependency pinned by ``constraints.txt``. Only the standard library is used
here, so it runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".installed"
CONSTRAINTS = ROOT / "constraints.txt"
EXTRAS = "dev,bench"
"""Every extra, always: one install serves every command, so alternating commands never reinstalls."""
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # mkdocs-material prints a banner about MkDocs 2 otherwise


_LANE = threading.local()
"""In ``test``, the log file of the part the current thread runs (its prints and its commands' output go there)."""
STEPS: list[tuple[str, float]] = []
"""Every command run so far, with its seconds on the wall clock (``test`` prints the slowest)."""


class _LaneOutput(io.TextIOBase):
    """``sys.stdout`` while ``test`` runs parts side by side: each thread's prints go to its part's log."""

    def __init__(self, real: TextIO) -> None:
        self.real = real

    def write(self, text: str) -> int:
        target: TextIO = getattr(_LANE, "log", None) or self.real
        return target.write(text)

    def flush(self) -> None:
        target: TextIO = getattr(_LANE, "log", None) or self.real
        target.flush()


def run(title: str, args: list[str], env: dict[str, str] | None = None, cwd: Path = ROOT) -> None:
    print(f"\n=== {title}: {' '.join(args)}", flush=True)
    started = time.monotonic()
    log: TextIO | None = getattr(_LANE, "log", None)
    code = subprocess.call(args, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT if log else None)
    elapsed = time.monotonic() - started
    STEPS.append((title, elapsed))
    print(f"=== {title}: {'ok' if code == 0 else f'FAILED (exit {code})'} in {elapsed:.1f} s", flush=True)
    if code != 0:
        sys.exit(code)


def tool(name: str) -> str:
    """A command installed in the project's virtual environment."""
    return str(BIN / name)


def ensure_venv() -> None:
    if not PY.exists():
        run("create the virtual environment", [sys.executable, "-m", "venv", str(VENV)])
    pins = CONSTRAINTS.read_bytes() if CONSTRAINTS.exists() else b""
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + pins + EXTRAS.encode()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    pinned = ["-c", str(CONSTRAINTS)] if CONSTRAINTS.exists() else []
    run("upgrade pip", [str(PY), "-m", "pip", "install", "-q", "--upgrade", "pip", *pinned])
    run("install the project", [str(PY), "-m", "pip", "install", "-q", *pinned, "-e", f".[{EXTRAS}]"])
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
    run("conformance suite (reference, in-process)", [tool("domino-rules"), "check", *extra])


def lint() -> None:
    run("ruff", [tool("ruff"), "check", "."])
    run("ruff format", [tool("ruff"), "format", "--check", "."])
    run("import contracts", [tool("lint-imports")])
    run("traceability lint", [tool("domino-rules"), "lint"])


def types() -> None:
    run("mypy --strict", [tool("mypy")])
    # the second strict checker, configured in pyproject.toml ([tool.pyright]: every package, tests included)
    run("pyright strict", [tool("pyright")])


def unit() -> None:
    run("unit, property and harness tests", [str(PY), "-m", "pytest", "-q", "-n", "2", "--durations=15"])


def suite() -> None:
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
        [str(PY), "-m", "conformance.implementations"],
    )


def _output(argv: list[str], env: dict[str, str] | None = None, cwd: Path = ROOT) -> str:
    done = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=cwd, check=False)
    if done.returncode != 0:
        sys.exit(f"dev.py wheel: {' '.join(argv)} failed (exit {done.returncode}):\n{done.stderr}")
    return done.stdout


def _build_requirements() -> list[str]:
    """What ``pyproject.toml`` asks to build with (``[build-system] requires``)."""
    with (ROOT / "pyproject.toml").open("rb") as stream:
        return list(tomllib.load(stream)["build-system"]["requires"])


def _wheel_names(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as archive:
        return sorted(name for name in archive.namelist() if ".dist-info/" not in name)


def _tree(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` by its relative path, with its content."""
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def _installed_kit(command: str, bin_dir: Path, env: dict[str, str], work: Path) -> None:
    """The installed command writes the implementer's kit, and the kit's examples pass from it: the Python one
    through ``check``, the JavaScript one (when ``node`` is installed) through ``check --validate`` and its
    cases runner."""
    kit = work / "kit"
    run("installed: kit", [command, "kit", str(kit)], env=env, cwd=work)
    for wanted in (
        "README.md",
        "kit.json",
        "protocol.md",
        "rules.html",
        "protocol/hand-reply.json",
        "cases/index.json",
    ):
        if not (kit / wanted).is_file():
            sys.exit(f"dev.py wheel: the installed kit lacks {wanted}")
    python_engine = f"{bin_dir / 'python'} python/example_engine.py"
    run(
        "installed: check the kit's Python example",
        [command, "check", "--impl", python_engine, "--rulebook", "ndf-double-nine", "--report", str(work / "kit-py")],
        env=env,
        cwd=kit,
    )
    rules_page = work / "kit-py" / "rules.html"
    if not rules_page.is_file() or 'id="NDF-2.1"' not in rules_page.read_text(encoding="utf-8"):
        sys.exit(f"dev.py wheel: {rules_page} does not hold the rules the report cites")
    node = shutil.which("node")
    if node is None:
        print("=== installed: node is not installed: the kit's JavaScript example is not run", flush=True)
        return
    js_engine = f"{node} js/example_engine.mjs"
    run(
        "installed: check --validate the kit's JavaScript example",
        [command, "check", "--impl", js_engine, "--validate", "--report", str(work / "kit-js"), "--jobs", "2"],
        env=env,
        cwd=kit,
    )
    run("installed: the kit's cases runner", [node, "run-cases.mjs", "--impl", js_engine, "--quiet"], env=env, cwd=kit)


def wheel() -> None:
    """Build the wheel and use it from a fresh virtual environment in a folder outside the checkout.

    Also builds the sdist and a wheel from it (the same files, or MANIFEST.in misses some), and checks
    that the installed copy names scenarios exactly as the checkout does (expectations files rely on it).
    """
    with tempfile.TemporaryDirectory(prefix="domino-rules-wheel-") as scratch:
        outside = Path(scratch)
        run("build the wheel", [str(PY), "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(outside / "dist"), "."])
        built = sorted((outside / "dist").glob("domino_rules-*.whl"))
        if not built:
            sys.exit("dev.py wheel: no wheel was built")
        shipped = _wheel_names(built[0])
        for wanted in (
            "rulespec/data/spec/sources.yaml",
            "rulespec/data/features/ndf-double-nine/play.feature",
            "conformance/kit_files/domino_wire.py",
            "conformance/kit_files/domino_wire.mjs",
            "conformance/kit_files/run-cases.mjs",
        ):
            if wanted not in shipped:
                sys.exit(f"dev.py wheel: {built[0].name} lacks {wanted}")
        sdist_dir = outside / "sdist"
        # pip builds wheels in an isolated environment; for the sdist, the backend pyproject.toml asks for goes here
        backend = outside / "backend"
        run(
            "the build backend",
            [str(PY), "-m", "pip", "install", "-q", "--target", str(backend), *_build_requirements()],
        )
        run(
            "build the sdist",
            [sys.executable, "-c", f"from setuptools import build_meta; build_meta.build_sdist({str(sdist_dir)!r})"],
            env={**os.environ, "PYTHONPATH": str(backend)},
        )
        sdists = sorted(sdist_dir.glob("domino_rules-*.tar.gz"))
        if not sdists:
            sys.exit("dev.py wheel: no sdist was built")
        from_sdist = outside / "from-sdist"
        run(
            "a wheel from the sdist",
            [str(PY), "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(from_sdist), str(sdists[0])],
        )
        rebuilt = sorted(from_sdist.glob("domino_rules-*.whl"))
        if not rebuilt or _wheel_names(rebuilt[0]) != shipped:
            sys.exit(
                f"dev.py wheel: the wheel built from {sdists[0].name} does not hold the same files (see MANIFEST.in)"
            )
        venv = outside / "venv"
        run("a fresh venv outside the checkout", [sys.executable, "-m", "venv", str(venv)])
        bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
        pinned = ["-c", str(CONSTRAINTS)] if CONSTRAINTS.exists() else []
        run("install the wheel", [str(bin_dir / "python"), "-m", "pip", "install", "-q", *pinned, str(built[0])])
        env = {k: v for k, v in os.environ.items() if not k.startswith("DOMINO_RULES_")}
        command = str(bin_dir / "domino-rules")
        work = outside / "work"
        work.mkdir()
        run("installed: rule NDF-4.2", [command, "rule", "NDF-4.2"], env=env, cwd=work)
        run("installed: lint", [command, "lint"], env=env, cwd=work)
        run("installed: export-spec", [command, "export-spec", str(work / "spec-json")], env=env, cwd=work)
        run("checkout: export-spec", [tool("domino-rules"), "export-spec", str(outside / "spec-json")], env=env)
        if _tree(work / "spec-json") != _tree(outside / "spec-json"):
            sys.exit("dev.py wheel: `domino-rules export-spec` writes other files from the installed copy")
        run(
            "installed: smoke against the installed reference adapter",
            [command, "smoke", "--impl", f"{bin_dir / 'python'} -m conformance.reference_adapter"],
            env=env,
            cwd=work,
        )
        run(
            "installed: check (default reports: ./reports/reference)",
            [command, "check", "--jobs", "2"],
            env=env,
            cwd=work,
        )
        _installed_kit(command, bin_dir, env, work)
        print("\n=== installed: scenario IDs as in the checkout", flush=True)
        trace = json.loads(_output([tool("domino-rules"), "trace", "--json"], env=env))
        if json.loads(_output([command, "trace", "--json"], env=env, cwd=work)) != trace:
            sys.exit("dev.py wheel: `domino-rules trace --json` differs between the installed copy and the checkout")
        refs = {ref for rule in trace["rules"] for ref in rule["scenarios"]}
        results = work / "reports" / "reference" / "results.json"
        if not results.is_file():
            sys.exit(f"dev.py wheel: {results} is missing: check did not write its reports under the current folder")
        scenarios = json.loads(results.read_text(encoding="utf-8"))["scenarios"]
        strays = sorted(
            s["id"] for s in scenarios if s["id"] not in refs or not s["nodeid"].startswith("conformance/suite/")
        )
        if strays:
            sys.exit(f"dev.py wheel: scenario IDs not as in the checkout: {strays[:5]}")
        print(f"=== installed: scenario IDs as in the checkout: ok ({len(scenarios)} scenarios)", flush=True)


def site() -> None:
    if not any((ROOT / "reports" / "implementations").glob("*/results.json")):
        # the Implementations page is built from these reports; `test` has run them already in `suite`
        run(
            "real implementations (reports for the site's Implementations page)",
            [str(PY), "-m", "conformance.implementations"],
        )
    run("record the site data", [tool("domino-rules"), "site-data"])
    # which scenarios catch each catalogued fault, for the rule pages: the faults are realised by patching the
    # engine in place (tests/faux), so this runs from the checkout, beside the command the wheel ships
    run("record the scenarios that catch each fault", [str(PY), "-m", "tests.faux.catches"])
    run("site build", [tool("mkdocs"), "build", "--strict", "--site-dir", "build/site"])


def browser() -> None:
    ensure_chromium()
    run(
        "site in headless Chromium (screenshots in build/screenshots/)",
        [str(PY), "-m", "pytest", "-q", "-p", "no:xdist", "tests/browser"],
        env={**os.environ, "DOMINO_RULES_BROWSER": "1", "DOMINO_RULES_SITE": "build/site"},
    )


def lock() -> None:
    """Pin every installed distribution (the project itself aside) into ``constraints.txt``."""
    frozen = subprocess.run(
        [str(PY), "-m", "pip", "freeze", "--exclude-editable", "--all"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    pins = sorted((line for line in frozen if "==" in line and not line.startswith("domino-rules")), key=str.lower)
    header = "# Every dependency of domino-rules and its extras, pinned. Rewrite with: python3 dev.py lock\n"
    temporary = CONSTRAINTS.with_name(CONSTRAINTS.name + ".tmp")
    temporary.write_text(header + "\n".join(pins) + "\n", encoding="utf-8")
    temporary.replace(CONSTRAINTS)
    print(f"dev.py lock: {len(pins)} pins written to {CONSTRAINTS.name}")


LANES: tuple[tuple[str, ...], ...] = (("unit",), ("types", "lint", "wheel"), ("suite", "site", "browser"))
"""The parts of ``test``, in lanes run side by side on a machine with two CPUs or more (one after another on
one): the unit tests (two pytest workers) beside the rest, which run one process at a time, and the wheel's
installs and the browser's waits leave CPU to spare. Within a lane, in order: the site is built from the
suite's reports and the browser reads the site."""


def _run_lane(
    parts: tuple[str, ...], logs: Path, failed: list[str], done: list[tuple[str, float]], lock: threading.Lock
) -> None:
    for name in parts:
        if failed:
            return  # a part of another lane failed: stop here, and say so at the end
        log_path = logs / f"{name}.log"
        started = time.monotonic()
        ok = False
        with log_path.open("w", encoding="utf-8") as log:
            _LANE.log = log
            try:
                PARTS[name]()
                ok = True
            except SystemExit as stop:
                if isinstance(stop.code, str):
                    print(stop.code, file=log)  # sys.exit("dev.py wheel: ...") says why
                ok = stop.code in (None, 0)
            except Exception as error:  # a bug here must not hang the other lanes: report it as the part's failure
                print(f"dev.py {name}: {error!r}", file=log)
            finally:
                _LANE.log = None
        elapsed = time.monotonic() - started
        with lock:
            done.append((name, elapsed))
            real = sys.__stdout__
            print(
                f"\n##### {name}: {'ok' if ok else 'FAILED'} in {elapsed:.1f} s (log: {log_path.relative_to(ROOT)})",
                file=real,
            )
            print(log_path.read_text(encoding="utf-8"), end="", file=real, flush=True)
            if not ok:
                failed.append(name)
                return


def test() -> None:
    """Every part; side by side (:data:`LANES`) where the machine has two CPUs or more. Each part's output is
    kept in ``build/ci/<part>.log`` and printed whole when the part ends; the slowest parts and commands are
    printed at the end."""
    started = time.monotonic()
    logs = ROOT / "build" / "ci"
    logs.mkdir(parents=True, exist_ok=True)
    lanes = LANES if (os.cpu_count() or 1) >= 2 else (tuple(part for lane in LANES for part in lane),)
    print(f"dev.py test: {' | '.join(', '.join(lane) for lane in lanes)} ({os.cpu_count()} CPUs)", flush=True)
    failed: list[str] = []
    done: list[tuple[str, float]] = []
    lock = threading.Lock()
    real_stdout = sys.stdout
    sys.stdout = _LaneOutput(real_stdout)
    try:
        threads = [
            threading.Thread(target=_run_lane, args=(lane, logs, failed, done, lock), name=lane[0]) for lane in lanes
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.stdout = real_stdout
    total = time.monotonic() - started
    print("\n=== the slowest parts (wall clock; lanes run side by side)")
    for name, seconds in sorted(done, key=lambda pair: -pair[1]):
        print(f"    {seconds:7.1f} s  {name}")
    print("=== the slowest commands")
    for title, seconds in sorted(STEPS, key=lambda pair: -pair[1])[:10]:
        print(f"    {seconds:7.1f} s  {title}")
    skipped = [name for lane in lanes for name in lane if name not in {n for n, _ in done}]
    print(f"=== {total:.1f} s in all")
    if failed:
        sys.exit(f"dev.py test: FAILED: {', '.join(failed)}" + (f" (not run: {', '.join(skipped)})" if skipped else ""))
    print("\nall checks passed")


PARTS: dict[str, Callable[[], None]] = {
    "test": test,
    "lint": lint,
    "types": types,
    "unit": unit,
    "suite": suite,
    "wheel": wheel,
    "site": site,
    "browser": browser,
    "lock": lock,
}


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in ("check", *PARTS):
        print(__doc__)
        sys.exit(2)
    ensure_venv()
    if sys.argv[1] == "check":
        check(sys.argv[2:])
    else:
        PARTS[sys.argv[1]]()


if __name__ == "__main__":
    main()
