"""Every example the project ships for implementers passes ``check`` on exactly what it claims.

A newcomer starts from one of these: an example that fails its own claim teaches the wrong protocol.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from tests.test_implementations import check

ROOT = Path(__file__).resolve().parent.parent
PYTHON_WIRE = ROOT / "implementations" / "python-wire"


def test_the_python_wire_example_passes_every_claimed_scenario(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(PYTHON_WIRE / "example_engine.py")])
    code, output, data = check(tmp_path, command, "--validate")
    assert code == 0, output[-3000:]
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed, "the example claims nothing"
    assert all(s["status"] == "passed" for s in claimed), [s["id"] for s in claimed if s["status"] != "passed"]
    assert {c for s in claimed for c in s["capabilities"]} == {"lead"}
