"""The engine the "Rule on a hand" page runs in the reader's browser: files the site serves, never code it runs.

The page answers a story with the reference engine itself, run by Pyodide (CPython compiled to
WebAssembly) in the browser. The site build packages, under :data:`ENGINE_DIR`:

* Pyodide's core files, taken from the npm registry's ``pyodide`` package (:data:`PYODIDE`: the
  version and the tarball's sha256 are pinned here). The tarball is downloaded once into
  ``build/pyodide/`` and checked against its digest before use; a tarball that does not match
  stops the build. Only the files the page loads are served (:data:`PYODIDE_FILES`): no package
  beyond the standard library is ever fetched, from this site or any other;
* one zip of this checkout's own modules, those the ruling needs and no others (the modules
  :data:`ENTRY` imports, followed through every ``import`` in their source, in any package of the
  project), with the spec exported as JSON (:func:`rulespec.export.export_files`) under
  :data:`SPEC_IN_ZIP`. Its name carries a digest of its content, so a new build is a new file.

This module reads the source files as text (:mod:`ast`) and never imports the engine: the
import contract "the site never runs the engine" holds.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import io
import os
import tarfile
import urllib.request
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final

from conformance.paths import project_root
from rulespec.export import export_files
from rulespec.faults import cached_catalogues
from rulespec.glossary import cached_glossary
from rulespec.loader import cached_spec
from rulespec.pictures import load_all_pictures


@dataclass(frozen=True, slots=True)
class Pinned:
    """A package of the npm registry, pinned by version and by the sha256 of its tarball."""

    name: str
    version: str
    sha256: str

    @property
    def tarball(self) -> str:
        """The registry's address of the tarball (``https://registry.npmjs.org/pyodide/-/pyodide-0.27.7.tgz``)."""
        return f"https://registry.npmjs.org/{self.name}/-/{self.name}-{self.version}.tgz"

    @property
    def file_name(self) -> str:
        return f"{self.name}-{self.version}.tgz"


PYODIDE: Final = Pinned("pyodide", "0.27.7", "89d5d952675eb08e11286e52c7238f1248ce71726e896db9703e73bef23dc343")
"""Pyodide 0.27.7 (CPython 3.12): the version the page runs and the digest its tarball must have."""

PYODIDE_FILES: Final = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""The files of the package the page loads: the loader, the compiled interpreter, the standard library and the
package index Pyodide reads when it starts (it is never asked for a package)."""

ENGINE_DIR: Final = "engine"
"""Where the site serves the engine's files."""
PYODIDE_DIR: Final = f"{ENGINE_DIR}/pyodide-{PYODIDE.version}"
ENTRY: Final = "domino_rules.browser"
"""The module the page calls: it reads the spec from the zip and answers a story."""
PACKAGES: Final = ("domino_rules", "rulesite", "conformance", "organiser", "reference_impl", "rulespec")
"""The project's packages; an import of any other name is the standard library's or a dependency's."""
SPEC_IN_ZIP: Final = "spec-json"
"""Where, in the zip, the spec's JSON export lies."""
SOURCE_ROOT: Final = Path(__file__).resolve().parent.parent
"""The folder holding the project's packages (a checkout, or the installed packages' folder)."""
CACHE_ENV: Final = "DOMINO_RULES_PYODIDE_CACHE"
"""Environment variable naming the folder the tarball is kept in (default ``build/pyodide``)."""


class EngineBuildError(RuntimeError):
    """The engine's files cannot be made: the tarball cannot be fetched, does not match its digest, or lacks a file."""


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    return Path(override) if override else project_root() / "build" / "pyodide"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def pyodide_tarball(pinned: Pinned = PYODIDE, folder: Path | None = None) -> bytes:
    """The pinned tarball: from the cache, else downloaded from the registry and kept; always checked by digest."""
    folder = folder if folder is not None else cache_dir()
    path = folder / pinned.file_name
    if path.is_file():
        data = path.read_bytes()
        if _sha256(data) == pinned.sha256:
            return data
        raise EngineBuildError(
            f"{path}: sha256 {_sha256(data)} is not the pinned {pinned.sha256}; delete it to download it again"
        )
    try:
        with urllib.request.urlopen(pinned.tarball, timeout=120) as response:
            data = bytes(response.read())
    except OSError as exc:
        raise EngineBuildError(
            f"cannot download {pinned.tarball} ({exc}); put the file at {path} to build offline"
        ) from exc
    if _sha256(data) != pinned.sha256:
        raise EngineBuildError(f"{pinned.tarball}: sha256 {_sha256(data)} is not the pinned {pinned.sha256}")
    folder.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def pyodide_files(tarball: bytes, names: Iterable[str] = PYODIDE_FILES) -> dict[str, bytes]:
    """The named files of an npm tarball (which holds them under ``package/``)."""
    wanted = {f"package/{name}": name for name in names}
    out: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz") as archive:
        for member in archive.getmembers():
            if member.name in wanted and member.isfile():
                handle = archive.extractfile(member)
                if handle is not None:
                    out[wanted[member.name]] = handle.read()
    missing = sorted(set(wanted.values()) - set(out))
    if missing:
        raise EngineBuildError(f"the pyodide tarball lacks {', '.join(missing)}")
    return out


def _module_file(root: Path, module: str) -> Path | None:
    base = root.joinpath(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Every module name an import in ``tree`` names (relative imports resolved), at any depth."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                keep = len(parts) - node.level + (1 if is_package else 0)
                base = ".".join([*parts[:keep], *([base] if base else [])])
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def _named_modules(tree: ast.AST) -> set[str]:
    """Texts in ``tree`` that name a module of the project (``"conformance.steps.play"``, as a module imported
    by name with :mod:`importlib` is listed)."""
    return {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value.split(".")[0] in PACKAGES
        and node.value.replace(".", "").replace("_", "").isalnum()
    }


def needed_modules(root: Path, entry: str = ENTRY) -> dict[str, Path]:
    """The project's modules ``entry`` needs, by name, with their files: every import followed (and every module
    named in a text, for those imported by name), with each module's enclosing packages (their ``__init__`` runs
    first)."""
    found: dict[str, Path] = {}
    todo = [entry]
    while todo:
        name = todo.pop()
        if name in found or name.split(".")[0] not in PACKAGES:
            continue
        path = _module_file(root, name)
        if path is None:
            continue  # ``from package import name`` names an attribute, not a module
        found[name] = path
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        todo += sorted(_imported(tree, name, path.name == "__init__.py") | _named_modules(tree))
    return found


_EPOCH: Final = (1980, 1, 1, 0, 0, 0)


def engine_zip(root: Path, spec_json: Mapping[str, str], entry: str = ENTRY) -> bytes:
    """The zip of the modules ``entry`` needs and the spec's JSON export: the same bytes for the same checkout."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        members = {
            path.relative_to(root).as_posix(): path.read_bytes() for path in needed_modules(root, entry).values()
        }
        members.update({f"{SPEC_IN_ZIP}/{name}": text.encode("utf-8") for name, text in spec_json.items()})
        for name in sorted(members):
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, members[name])
    return buffer.getvalue()


@dataclass(frozen=True, slots=True)
class EngineFiles:
    """What the site serves for the engine: each file by its path in the site, and the zip's path among them."""

    files: dict[str, bytes]
    zip_path: str

    @property
    def total_bytes(self) -> int:
        return sum(len(data) for data in self.files.values())

    @property
    def gzip_bytes(self) -> int:
        """What a host that compresses sends (gzip, level 6, as static hosts commonly do)."""
        return sum(len(gzip.compress(data, 6)) for data in self.files.values())


@cache
def engine_files() -> EngineFiles:
    """The engine's files for this checkout and the spec in use (built once per process)."""
    root = SOURCE_ROOT
    texts = export_files(
        cached_spec(), cached_glossary(), cached_catalogues()[0], tuple(load_all_pictures(cached_spec()).values())
    )
    spec_json = {name: text for name, text in texts.items() if not name.startswith("schema/")}
    archive = engine_zip(root, spec_json)
    zip_path = f"{ENGINE_DIR}/domino-rules-{_sha256(archive)[:12]}.zip"
    files = {f"{PYODIDE_DIR}/{name}": data for name, data in pyodide_files(pyodide_tarball()).items()}
    files[zip_path] = archive
    return EngineFiles(files, zip_path)


def write_engine(site: Path) -> list[Path]:
    """Write the engine's files into the built ``site``; returns their paths."""
    written: list[Path] = []
    for name, data in engine_files().files.items():
        path = site / name
        if not path.is_file() or path.read_bytes() != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        written.append(path)
    return written


__all__ = [
    "ENGINE_DIR",
    "ENTRY",
    "PYODIDE",
    "PYODIDE_DIR",
    "PYODIDE_FILES",
    "SPEC_IN_ZIP",
    "EngineBuildError",
    "EngineFiles",
    "Pinned",
    "engine_files",
    "engine_zip",
    "needed_modules",
    "pyodide_files",
    "pyodide_tarball",
    "write_engine",
]
