"""Where ``spec/`` and ``features/`` are found: a checkout, or the copy an installed wheel ships in ``rulespec/data``.

These fake both layouts in a temporary folder, so a regression shows without building a wheel
(``python3 dev.py wheel`` checks a real one).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import rulespec.paths
from conformance import paths as suite_paths
from conformance.features import read_features
from domino_rules.cli import main
from rulespec.loader import default_spec_dir, load_spec
from rulespec.paths import DataNotFoundError, checkout_root, data_root, installed_root

CHECKOUT = Path(__file__).resolve().parent.parent
BOOK = "ndf-double-nine"


def _data(root: Path) -> Path:
    (root / "spec").mkdir(parents=True)
    (root / "spec" / "sources.yaml").write_text("documents: []\n", encoding="utf-8")
    (root / "features").mkdir()
    return root


def _installed(tmp_path: Path, copy: bool = False) -> Path:
    """A fake ``site-packages/rulespec`` with its ``data/`` (the real spec and one rulebook's features if ``copy``)."""
    package = tmp_path / "site-packages" / "rulespec"
    package.mkdir(parents=True)
    if copy:
        shutil.copytree(CHECKOUT / "spec", package / "data" / "spec")
        shutil.copytree(CHECKOUT / "features" / BOOK, package / "data" / "features" / BOOK)
    else:
        _data(package / "data")
    return package


@pytest.fixture
def no_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DOMINO_RULES_SPEC", raising=False)
    monkeypatch.delenv("DOMINO_RULES_FEATURES", raising=False)


def test_a_checkout_is_the_folder_above_the_packages(tmp_path: Path) -> None:
    root = _data(tmp_path / "checkout")
    (root / "rulespec").mkdir()
    assert checkout_root(root / "rulespec") == root
    assert data_root(root / "rulespec") == root


def test_an_installed_package_reads_its_own_copy(tmp_path: Path) -> None:
    package = _installed(tmp_path)
    assert checkout_root(package) is None
    assert data_root(package) == installed_root(package) == package / "data"
    assert rulespec.paths.spec_dir(package) == package / "data" / "spec"
    assert rulespec.paths.features_dir(package) == package / "data" / "features"


def test_the_checkout_wins_over_a_stale_installed_copy(tmp_path: Path) -> None:
    root = _data(tmp_path / "checkout")
    _data(root / "rulespec" / "data")
    assert data_root(root / "rulespec") == root


def test_a_spec_folder_alone_is_not_a_checkout(tmp_path: Path) -> None:
    root = tmp_path / "half"
    (root / "spec").mkdir(parents=True)
    (root / "spec" / "sources.yaml").write_text("documents: []\n", encoding="utf-8")
    (root / "rulespec").mkdir()
    assert checkout_root(root / "rulespec") is None


def test_no_data_anywhere_names_both_places(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "rulespec"
    package.mkdir(parents=True)
    with pytest.raises(DataNotFoundError) as caught:
        data_root(package)
    message = str(caught.value)
    assert str(package.parent / "spec" / "sources.yaml") in message
    assert str(package / "data" / "spec" / "sources.yaml") in message


@pytest.mark.usefixtures("no_overrides")
def test_this_checkout_is_found() -> None:
    assert data_root() == CHECKOUT
    assert default_spec_dir() == CHECKOUT / "spec"
    assert suite_paths.features_dir() == CHECKOUT / "features"
    assert suite_paths.project_root() == CHECKOUT
    assert suite_paths.packages_root() == CHECKOUT


def test_the_environment_still_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DOMINO_RULES_SPEC", str(tmp_path / "s"))
    monkeypatch.setenv("DOMINO_RULES_FEATURES", str(tmp_path / "f"))
    assert default_spec_dir() == tmp_path / "s"
    assert suite_paths.features_dir() == tmp_path / "f"


@pytest.mark.usefixtures("no_overrides")
def test_installed_layout_end_to_end(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Loaded from a fake wheel: the spec loads, outputs go to the current folder, scenario IDs are the checkout's."""
    checkout_refs = [s.ref for s in read_features(CHECKOUT / "features" / BOOK)]
    package = _installed(tmp_path, copy=True)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setattr(rulespec.paths, "PACKAGE_DIR", package)

    assert suite_paths.checkout_root() is None
    assert suite_paths.project_root() == work
    assert default_spec_dir() == package / "data" / "spec"
    assert suite_paths.features_dir() == package / "data" / "features"
    assert {book.id for book in load_spec().rulebooks} >= {BOOK}
    installed_refs = [s.ref for s in read_features()]
    assert installed_refs == checkout_refs
    assert all(ref.startswith(f"features/{BOOK}/") for ref in installed_refs)


@pytest.mark.usefixtures("no_overrides")
def test_missing_data_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    package = tmp_path / "site-packages" / "rulespec"
    package.mkdir(parents=True)
    monkeypatch.setattr(rulespec.paths, "PACKAGE_DIR", package)
    assert main(["check"]) == 2
    err = capsys.readouterr().err
    assert "data (spec/ and features/) is missing" in err
    assert str(package / "data" / "spec" / "sources.yaml") in err
