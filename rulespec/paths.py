"""Where the project's data (``spec/`` and ``features/``) lives: the one place that decides it.

Two layouts are recognised, in this order:

* a **checkout**: the folder above the packages holds ``spec/sources.yaml`` and
  ``features/`` (an editable install reads these, so edits show at once);
* an **installed wheel**: the build copied them into ``rulespec/data/spec`` and
  ``rulespec/data/features`` (see ``setup.py``).

Either way the data root holds ``spec/`` and ``features/`` side by side, so a
feature file's path relative to the data root (``features/<rulebook>/<file>.feature``)
is the same in both, and scenario IDs do not depend on how the project was installed.

``DOMINO_RULES_SPEC`` and ``DOMINO_RULES_FEATURES`` override the two folders one by
one (read by :func:`rulespec.loader.default_spec_dir` and
:func:`conformance.paths.features_dir`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

SPEC: Final = "spec"
FEATURES: Final = "features"
DATA: Final = "data"
"""The folder inside the ``rulespec`` package that an installed wheel keeps the data in."""
MARKER: Final = "sources.yaml"
"""The file that tells a spec folder (``spec/sources.yaml``)."""

PACKAGE_DIR: Final = Path(__file__).resolve().parent
"""The ``rulespec`` package folder."""


class DataNotFoundError(FileNotFoundError):
    """Neither a checkout nor an installed copy of the data was found; names both places looked in."""

    def __init__(self, checkout: Path, installed: Path) -> None:
        self.checkout = checkout
        self.installed = installed
        super().__init__(
            f"the domino-rules data (spec/ and features/) is missing: not a checkout "
            f"({checkout / SPEC / MARKER} or {checkout / FEATURES} is missing) and no installed copy "
            f"({installed / SPEC / MARKER} is missing); reinstall the package or set "
            f"DOMINO_RULES_SPEC and DOMINO_RULES_FEATURES"
        )


def _holds_data(root: Path) -> bool:
    return (root / SPEC / MARKER).is_file() and (root / FEATURES).is_dir()


def checkout_root(package_dir: Path | None = None) -> Path | None:
    """The checkout the packages were loaded from (the folder above them), or ``None`` when installed.

    >>> checkout_root(Path("/nowhere/site-packages/rulespec")) is None
    True
    """
    root = (package_dir if package_dir is not None else PACKAGE_DIR).parent
    return root if _holds_data(root) else None


def installed_root(package_dir: Path | None = None) -> Path:
    """Where a wheel keeps the data: ``rulespec/data`` (it may not exist in a checkout).

    >>> installed_root(Path("/site-packages/rulespec")).as_posix()
    '/site-packages/rulespec/data'
    """
    return (package_dir if package_dir is not None else PACKAGE_DIR) / DATA


def data_root(package_dir: Path | None = None) -> Path:
    """The folder holding ``spec/`` and ``features/``: the checkout, else the installed copy.

    Raises :class:`DataNotFoundError`, naming both places, when neither holds the data.
    """
    checkout = checkout_root(package_dir)
    if checkout is not None:
        return checkout
    installed = installed_root(package_dir)
    if _holds_data(installed):
        return installed
    package = package_dir if package_dir is not None else PACKAGE_DIR
    raise DataNotFoundError(package.parent, installed)


def spec_dir(package_dir: Path | None = None) -> Path:
    """``spec/`` under :func:`data_root` (no environment override here)."""
    return data_root(package_dir) / SPEC


def features_dir(package_dir: Path | None = None) -> Path:
    """``features/`` under :func:`data_root` (no environment override here)."""
    return data_root(package_dir) / FEATURES
