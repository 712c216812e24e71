"""Where the project's data lives: ``features/`` beside the packages, or overridden."""

from __future__ import annotations

import os
from pathlib import Path


def project_root() -> Path:
    return Path(__file__).resolve().parent.parent


def features_dir() -> Path:
    """``features/`` at the project root, or ``DOMINO_RULES_FEATURES``."""
    override = os.environ.get("DOMINO_RULES_FEATURES")
    return Path(override) if override else project_root() / "features"


def suite_module() -> Path:
    return Path(__file__).resolve().parent / "suite" / "test_scenarios.py"
