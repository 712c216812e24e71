"""The ruling page's benchmark serves the site both ways it measures: as any static host (every file as it is), and as
a host that compresses (gzip for text and WebAssembly when the browser accepts it, never for a zip); a run whose
files did not come the way it claims is refused.

The benchmark itself, in Chromium, is ``benchmarks/ruling_page.py``; these tests need no browser.
"""

from __future__ import annotations

import gzip
import urllib.request
from pathlib import Path
from typing import Final

import pytest

from benchmarks.ruling_page import COMPRESSED_SUFFIXES, accepts_gzip, check_encodings, serve

FILES: Final = {
    "engine/pyodide.asm.wasm": b"\0asm" + b"wasm " * 4000,
    "engine/pyodide.js": b"var loader = 1;\n" * 500,
    "engine/python_stdlib.zip": b"PK\3\4" + b"zip " * 4000,
    "judges/ruling.html": b"<p>Rule on a hand</p>\n" * 500,
    "tiles.png": b"\x89PNG" + b"png " * 4000,
}
CHROMIUM: Final = "gzip, deflate, br, zstd"


@pytest.fixture
def site(tmp_path: Path) -> Path:
    for name, data in FILES.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return tmp_path


def _get(address: str, name: str, accept: str | None) -> tuple[str | None, str | None, bytes]:
    """The Content-Encoding, Content-Type and body (as sent) of ``name``."""
    headers = {"Accept-Encoding": accept} if accept is not None else {}
    with urllib.request.urlopen(urllib.request.Request(f"{address}/{name}", headers=headers), timeout=10) as response:
        body = bytes(response.read())
        assert int(response.headers["Content-Length"]) == len(body)
        return response.headers.get("Content-Encoding"), response.headers.get("Content-Type"), body


def test_the_host_that_compresses_gzips_text_and_wasm_but_never_a_zip(site: Path) -> None:
    with serve(site, compress=True) as address:
        for name, data in FILES.items():
            encoding, kind, body = _get(address, name, CHROMIUM)
            if Path(name).suffix in {".wasm", ".js", ".html"}:
                assert encoding == "gzip", name
                assert gzip.decompress(body) == data and len(body) < len(data) / 10, name
            else:
                assert encoding is None and body == data, name
            if name.endswith(".wasm"):
                assert kind == "application/wasm", "streaming compilation needs the wasm type, compressed or not"
        for accept in (None, "identity", "br", "gzip;q=0"):
            assert _get(address, "engine/pyodide.asm.wasm", accept)[::2] == (None, FILES["engine/pyodide.asm.wasm"])
        assert _get(address, "engine/pyodide.asm.wasm", "*")[0] == "gzip"


def test_the_static_host_sends_every_file_as_it_is(site: Path) -> None:
    with serve(site) as address:
        for name, data in FILES.items():
            encoding, _, body = _get(address, name, CHROMIUM)
            assert encoding is None and body == data, name


@pytest.mark.parametrize(
    ("header", "accepted"),
    [
        ("gzip, deflate, br, zstd", True),
        ("GZIP", True),
        ("br;q=1.0, gzip;q=0.5", True),
        ("gzip;q=0", False),
        ("gzip;q=0.000", False),
        ("gzip;q=nonsense", False),
        ("*;q=0.1", True),
        ("identity", False),
        ("", False),
        ("x-gzip-ish", False),
    ],
)
def test_accept_encoding(header: str, accepted: bool) -> None:
    assert accepts_gzip(header) is accepted


def test_the_compressed_types_are_those_hosts_compress() -> None:
    assert {".wasm", ".js", ".json", ".html", ".css", ".svg", ".txt", ".map"} <= COMPRESSED_SUFFIXES
    assert not COMPRESSED_SUFFIXES & {".zip", ".tgz", ".gz", ".png", ".woff2"}


def test_a_run_whose_files_came_another_way_is_refused() -> None:
    wasm, stdlib = "http://h/engine/pyodide.asm.wasm", "http://h/engine/python_stdlib.zip"
    check_encodings({wasm: "gzip", stdlib: ""}, compressed=True)
    check_encodings({wasm: "", stdlib: ""}, compressed=False)
    with pytest.raises(RuntimeError, match=r"pyodide\.asm\.wasm came with Content-Encoding '', not 'gzip'"):
        check_encodings({wasm: "", stdlib: ""}, compressed=True)
    with pytest.raises(RuntimeError, match=r"pyodide\.asm\.wasm came with Content-Encoding 'gzip', not ''"):
        check_encodings({wasm: "gzip", stdlib: ""}, compressed=False)
    with pytest.raises(RuntimeError, match=r"python_stdlib\.zip came with Content-Encoding 'gzip', not ''"):
        check_encodings({wasm: "gzip", stdlib: "gzip"}, compressed=True)
    with pytest.raises(RuntimeError, match=r"no \.wasm file"):
        check_encodings({stdlib: ""}, compressed=True)
