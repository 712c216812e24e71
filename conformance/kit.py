"""``domino-rules kit DIR``: everything an implementer needs, written into one folder from the installed package.

The kit holds the JSON Schemas of every message and the TypeScript types made from them, the wire helpers for
Python and JavaScript with an example engine over each, every scenario as an exported case with the case
schema, a runner of those cases in JavaScript, the text of every rule, and a README saying what each file is
and how to check an engine. Everything comes from the package itself (the helpers are its package data,
``conformance/kit_files/``), so the kit of an installed wheel is the kit of a checkout.

The folder is written whole or not at all: every file is made in memory first, then written into a private
folder beside the target and moved into place. A folder that exists and holds anything is refused unless
``force`` is given; then each file of the new kit replaces its namesake (whole, keeping the file's mode), the
files an earlier kit wrote that this one no longer has (listed in its ``kit.json``) are removed, and every
other file in the folder (an engine written there) is left alone.

``implementations/python-wire/`` and ``implementations/js-wire/`` in a checkout are copies of the helpers and
examples (:data:`CHECKOUT_COPIES`); a test keeps them equal to the package's.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Final, cast

from conformance import cases
from conformance.messages import PROTOCOL_VERSION
from conformance.results import suite_version
from conformance.rule_text import RULES_PAGE, rules_html
from conformance.schemas import TYPESCRIPT_FILE, all_schemas, typescript_definitions
from rulespec.files import current_umask

KIT_FILES: Final = Path(__file__).resolve().parent / "kit_files"
"""The helpers, the examples and the case runner, as the package ships them."""

HELPERS: Final[dict[str, str]] = {
    "python/domino_wire.py": "domino_wire.py",
    "python/example_engine.py": "example_engine.py",
    "js/domino_wire.mjs": "domino_wire.mjs",
    "js/example_engine.mjs": "example_engine.mjs",
    "run-cases.mjs": "run-cases.mjs",
}
"""Where each file of :data:`KIT_FILES` goes in a kit."""

CHECKOUT_COPIES: Final[dict[str, str]] = {
    "implementations/python-wire/domino_wire.py": "domino_wire.py",
    "implementations/python-wire/example_engine.py": "example_engine.py",
    "implementations/js-wire/domino_wire.mjs": "domino_wire.mjs",
    "implementations/js-wire/example_engine.mjs": "example_engine.mjs",
}
"""The copies a checkout keeps of files of :data:`KIT_FILES` (path in the checkout -> file), equal to them."""

PROTOCOL_DIR: Final = "protocol"
CASES_DIR: Final = "cases"
MANIFEST: Final = "kit.json"
README: Final = "README.md"


class KitError(Exception):
    """The kit cannot be written (the message names the folder and why); nothing was written."""


@dataclass(frozen=True, slots=True)
class Extra:
    """A file the caller adds to the kit (the protocol page, which another layer renders), and what it is."""

    text: str
    what: str


def _helper(name: str) -> str:
    path = KIT_FILES / name
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise KitError(f"the package's kit file {path} cannot be read: {exc}") from exc


def kit_files(extra: Mapping[str, Extra] | None = None) -> dict[str, str]:
    """Every file of the kit, as its path in the kit (``/``-separated) to its text; README and manifest last."""
    extra = dict(extra or {})
    files: dict[str, str] = {}
    schemas = all_schemas()
    for name, schema in schemas.items():
        files[f"{PROTOCOL_DIR}/{name}"] = json.dumps(schema, indent=2) + "\n"
    files[f"{PROTOCOL_DIR}/{TYPESCRIPT_FILE}"] = typescript_definitions(schemas)
    for path, name in HELPERS.items():
        files[path] = _helper(name)
    try:
        exported = cases.export_files()
    except ValueError as exc:
        raise KitError(str(exc)) from exc
    for name, text in exported.items():
        files[f"{CASES_DIR}/{name}"] = text
    files[f"{CASES_DIR}/README.md"] = (
        "# Cases for your own test framework\n\n" + cases.schema_markdown().split("\n", 1)[1]
    )
    files[RULES_PAGE] = rules_html(title="Rules of every rulebook")
    for path, added in extra.items():
        if path in files or path in (README, MANIFEST):
            raise KitError(f"{path} is already a file of the kit")
        files[path] = added.text
    files[README] = readme(len(exported) - 2, {path: added.what for path, added in extra.items()})
    files[MANIFEST] = (
        json.dumps(
            {
                "domino_rules": suite_version(),
                "protocol": PROTOCOL_VERSION,
                "case_format": cases.CASE_FORMAT,
                "files": sorted([*files, MANIFEST]),
            },
            indent=2,
        )
        + "\n"
    )
    return files


def readme(case_count: int, extras: Mapping[str, str]) -> str:
    """The kit's README: what each file is, and how to check an engine with it."""
    rows = [
        (f"`{PROTOCOL_DIR}/*-request.json`, `*-reply.json`", "the JSON Schema of every message of the wire protocol"),
        (
            f"`{PROTOCOL_DIR}/{TYPESCRIPT_FILE}`",
            "the same messages as TypeScript types, each field's meaning a doc comment",
        ),
        *((f"`{path}`", what) for path, what in extras.items()),
        (
            "`python/domino_wire.py`",
            "the wire helper for Python (standard library only): a handler per op, the claim, `Unsupported` and "
            "`Refused` errors, a loop that answers every line",
        ),
        ("`python/example_engine.py`", "an engine over it: who leads the first hand under ndf-double-nine"),
        ("`js/domino_wire.mjs`", "the wire helper for JavaScript (Node.js 20, no npm packages), the same API"),
        (
            "`js/example_engine.mjs`",
            "an engine over it: ndf-double-nine `lead` and `hand` positions, claiming with `models` the groups "
            "of facts it decides",
        ),
        (
            f"`{CASES_DIR}/`",
            f"every scenario of the suite as a JSON case ({case_count} of them), `index.json`, "
            "`case.schema.json`, which documents every field, path view and comparison, and `README.md`, how to "
            "run a case exactly as `check` does",
        ),
        ("`run-cases.mjs`", "runs the cases against an engine as `domino-rules check` does, in JavaScript"),
        (f"`{RULES_PAGE}`", "the text of every rule, in the project's own words"),
        (f"`{MANIFEST}`", "the versions this kit was made with, and every file it wrote"),
    ]
    table = ["| File | What it is |", "| --- | --- |", *(f"| {path} | {what} |" for path, what in rows)]
    protocol_doc = next((path for path in extras if path.endswith(".md")), None)
    read_first = (
        f"Read `{protocol_doc}` (the protocol page: the envelope, the session, the claim, every message, the "
        "groups of facts, the edge values and the refusal tables) and the schemas"
        if protocol_doc
        else "Read the protocol page of the rules site and the schemas"
    )
    return "\n".join(
        [
            "# domino-rules implementer's kit",
            "",
            f"Written by `domino-rules kit` (domino-rules {suite_version()}, wire protocol {PROTOCOL_VERSION}, case "
            f"format {cases.CASE_FORMAT}). It holds everything needed to write an engine in any language that the "
            "conformance suite can check, without the suite's source.",
            "",
            *table,
            "",
            "## Checking an engine",
            "",
            f"{read_first}, copy a wire helper beside your engine, and write one handler per op you claim. The",
            "examples are complete programs; from this folder:",
            "",
            "```sh",
            'domino-rules smoke --impl "node js/example_engine.mjs"          # the wiring, in seconds',
            'domino-rules check --impl "node js/example_engine.mjs" --validate --report reports/mine',
            'domino-rules fuzz --impl "node js/example_engine.mjs" --rulebook ndf-double-nine --hands 200',
            'node run-cases.mjs --impl "node js/example_engine.mjs"          # the cases, without Python',
            'domino-rules check --impl "python3 python/example_engine.py"',
            "```",
            "",
            "- `smoke` does the handshake and sends one small request per claimed capability, checking each reply",
            "  against its schema.",
            "- `check` runs every scenario the claim covers (the others are *not claimed*) and writes its reports",
            f"  into `--report` (by default `reports/subprocess/`), each rule ID linked to its text in `{RULES_PAGE}`",
            "  beside them, or to a published rules site with `--site-url URL`. `--validate` also checks every",
            "  request the suite sends against the schemas; `--rule 'NDF-4.*'` and `--rulebook ID` narrow the run.",
            "- `fuzz` plays random hands of a rulebook against the reference and compares the groups of facts the",
            "  engine claims, action by action; on a divergence it prints the shortest scenario that shows it.",
            "- `run-cases.mjs` reads `cases/`, validates every reply against `protocol/`, and gives each case the",
            "  verdict `check` gives its scenario (passed, failed, not claimed, or error); `--json FILE` writes them,",
            "  `--rulebook ID` and `--id CASE_ID` narrow the run. `cases/case.schema.json` states how a case is run,",
            "  for a runner in another language or test framework.",
            "",
            "## The claim",
            "",
            "The `start` reply claims rulebooks and capabilities (and with `claims`, which capabilities for which",
            "rulebook). `models` names, per rulebook, the groups of facts the engine decides: a check reading another",
            "group is not made, and a scenario with nothing left to check is not claimed. `players` limits the table",
            "sizes. Inside its claim an engine answers everything: a request the rules allow no such of is an `error`",
            "with its `rule` (`Refused` in the helpers), an action the rules forbid is refused in `results` with its",
            "rule, and `unsupported` (`Unsupported`) inside the claim fails the scenario.",
            "",
            "## Updating the kit",
            "",
            "`domino-rules kit DIR --force` writes a newer kit over this one: each of its files is replaced whole,",
            f"files of this kit the new one no longer has (listed in `{MANIFEST}`) are removed, and any other file",
            "here (your engine) is left alone.",
            "",
        ]
    )


def local_links(markdown: str) -> str:
    """A page of the rules site made to link inside the kit: a rule's anchor on a rulebook page to its section
    of ``rules.html``, a published schema to its copy under ``protocol/``, the cases page to ``cases/README.md``.

    >>> local_links("[NDF-1.1](../rulebooks/ndf-double-nine.md#NDF-1.1) [s](../protocol/v1/hand-reply.json)")
    '[NDF-1.1](rules.html#NDF-1.1) [s](protocol/hand-reply.json)'
    """
    markdown = markdown.replace("](cases.md)", f"]({CASES_DIR}/README.md)")
    linked = re.sub(
        r"\]\(\.\./rulebooks/[a-z0-9-]+\.md(#[^)\s]+)?\)", lambda m: f"]({RULES_PAGE}{m.group(1) or ''})", markdown
    )
    return linked.replace("](../protocol/v1/", f"]({PROTOCOL_DIR}/")


def _default_mode(directory: bool) -> int:
    return (0o777 if directory else 0o666) & ~current_umask()


def _stage(staging: Path, files: Mapping[str, str]) -> None:
    for name, text in files.items():
        path = staging.joinpath(*PurePosixPath(name).parts)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(path, _default_mode(directory=False))


def _earlier_files(directory: Path) -> list[str]:
    """The files an earlier kit in ``directory`` says it wrote (none when there is no readable manifest)."""
    try:
        manifest: object = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    listed = cast(dict[str, object], manifest).get("files") if isinstance(manifest, dict) else None
    if not isinstance(listed, list):
        return []
    safe: list[str] = []
    for name in cast(list[object], listed):
        if isinstance(name, str):
            parts = PurePosixPath(name).parts
            if parts and ".." not in parts and not PurePosixPath(name).is_absolute():
                safe.append(name)
    return safe


def write_kit(directory: Path, force: bool = False, extra: Mapping[str, Extra] | None = None) -> list[Path]:
    """Write the kit into ``directory`` (see the module's text); the paths written. :class:`KitError` when it
    cannot be written (a non-empty folder without ``force``, a file in the way): nothing is then written."""
    if directory.exists() and not directory.is_dir():
        raise KitError(f"{directory} is not a folder")
    present = sorted(child.name for child in directory.iterdir()) if directory.is_dir() else []
    if present and not force:
        shown = ", ".join(present[:5]) + (", ..." if len(present) > 5 else "")
        raise KitError(f"{directory} is not empty ({shown}): pass --force to write the kit's files over it")
    files = kit_files(extra)
    parent = directory.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=parent, prefix=f".{directory.name}.kit-"))
    try:
        _stage(staging, files)
        if not present:
            mode = _default_mode(directory=True)
            if directory.is_dir():  # an empty folder: the kit takes its place, with its mode
                mode = directory.stat().st_mode & 0o7777
                directory.rmdir()
            os.rename(staging, directory)
            os.chmod(directory, mode)
        else:
            _replace_into(staging, directory, files, _earlier_files(directory))
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    return [directory.joinpath(*PurePosixPath(name).parts) for name in files]


def _replace_into(staging: Path, directory: Path, files: Mapping[str, str], earlier: list[str]) -> None:
    """Move every staged file over its namesake in ``directory`` (keeping an existing file's mode), then remove
    the files of the earlier kit the new one does not have."""
    for name in files:
        target = directory.joinpath(*PurePosixPath(name).parts)
        if target.exists() and not target.is_file():
            raise KitError(f"{target} is in the way of a file of the kit")
    for name in files:
        source = staging.joinpath(*PurePosixPath(name).parts)
        target = directory.joinpath(*PurePosixPath(name).parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            os.chmod(source, target.stat().st_mode & 0o7777)
        os.replace(source, target)
    for name in earlier:
        if name in files:
            continue
        stale = directory.joinpath(*PurePosixPath(name).parts)
        if stale.is_file():
            stale.unlink()
            folder = stale.parent
            while folder != directory and folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
                folder = folder.parent


def sync_checkout(root: Path) -> list[Path]:
    """Write the checkout's copies of the helpers and examples (:data:`CHECKOUT_COPIES`) under ``root``."""
    from rulespec.files import atomic_write

    written: list[Path] = []
    for path, name in CHECKOUT_COPIES.items():
        target = root / path
        atomic_write(target, _helper(name))
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """``python -m conformance.kit --sync-checkout``: rewrite the checkout's copies of the helpers and examples."""
    import sys

    from conformance.paths import checkout_root

    args = sys.argv[1:] if argv is None else argv
    root = checkout_root()
    if args != ["--sync-checkout"] or root is None:
        print("usage (in a checkout): python -m conformance.kit --sync-checkout", file=sys.stderr)
        return 2
    for path in sync_checkout(root):
        print(f"written: {path.relative_to(root)}")
    return 0


__all__ = [
    "CASES_DIR",
    "CHECKOUT_COPIES",
    "HELPERS",
    "KIT_FILES",
    "MANIFEST",
    "PROTOCOL_DIR",
    "README",
    "Extra",
    "KitError",
    "kit_files",
    "local_links",
    "readme",
    "sync_checkout",
    "write_kit",
]


if __name__ == "__main__":
    raise SystemExit(main())
