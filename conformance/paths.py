"""Where the suite finds its data and puts what it writes, from a checkout or an installed wheel.

Where ``spec/`` and ``features/`` live is decided by :mod:`rulespec.paths`; this
module adds the suite's own places on top of it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from rulespec import paths as data

DEFAULT_SITE_URL: Final = ""
"""Where the reports find the rules site: nowhere by default, so each rule ID links to its text in ``rules.html``,
written beside the reports (:mod:`conformance.rule_text`); ``check --site-url`` names a site, such as where it is
published (a URL, or a path relative to the report folder)."""


def packages_root() -> Path:
    """The folder holding the packages: the checkout, or ``site-packages`` when installed.

    pytest's ``--rootdir``, so test IDs (``conformance/suite/test_scenarios.py::...``) read the same either way.
    """
    return Path(__file__).resolve().parent.parent


def checkout_root() -> Path | None:
    """The checkout the packages were loaded from, or ``None`` when they come from an installed wheel."""
    return data.checkout_root()


def in_checkout() -> bool:
    return checkout_root() is not None


def project_root() -> Path:
    """Where relative paths are read and outputs go by default: the checkout, or else the current directory.

    Outside a checkout, ``reports/`` and ``build/`` therefore land where the command is run.
    """
    root = checkout_root()
    return root if root is not None else Path.cwd()


def features_dir() -> Path:
    """``features/`` of the checkout or the installed copy (see :mod:`rulespec.paths`), or ``DOMINO_RULES_FEATURES``."""
    override = os.environ.get("DOMINO_RULES_FEATURES")
    return Path(override) if override else data.features_dir()


def suite_module() -> Path:
    return Path(__file__).resolve().parent / "suite" / "test_scenarios.py"
