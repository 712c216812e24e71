"""The taxonomy of bug kinds (``spec/faults/kinds.yaml``): a closed list every catalogued fault is tagged with,
and the (rule, kind) pairs where a kind can occur with no fault and no reason, which only ever shrink."""

from __future__ import annotations

import io
import shutil
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Final

import pytest

from conformance.trace import kind_gaps
from domino_rules.cli import main
from rulespec import SpecError, cached_spec, default_spec_dir
from rulespec.faults import (
    FAULT_KINDS,
    FAULTS_DIR,
    KINDS_FILE,
    Occurrence,
    cached_catalogues,
    cached_taxonomy,
    load_catalogue,
    load_taxonomy,
    shared_situations,
)

GAPS_AT_MOST: Final = 0
"""The (rule, kind) pairs with no fault and no reason: none since the last FMD judge's records (a false lock,
a tile shown or tiles too many at the deal, a tile turned round) are checked against the table, and hands
under the table have their reason. It stays at 0: a new rule, or a new place a kind can occur, comes with its
faults or with the reason a kind cannot occur there (the catalogue's ``cannot``)."""


def test_the_taxonomy_lists_every_kind_once_with_what_it_is_and_how_to_write_it() -> None:
    taxonomy = cached_taxonomy()
    assert tuple(kind.id for kind in taxonomy.kinds) == FAULT_KINDS
    for kind in taxonomy.kinds:
        assert kind.title and kind.description and kind.how, kind.id
        assert "\n" not in kind.description, f"{kind.id}: the description is one line"
        assert kind.occurs, f"{kind.id}: says nowhere it can occur"


def test_every_kind_names_at_least_one_catalogued_fault() -> None:
    used = {fault.kind for catalogue in cached_catalogues()[0] for fault in catalogue.faults}
    assert used == set(FAULT_KINDS), f"kinds no fault is of: {sorted(set(FAULT_KINDS) - used)}"


def test_where_a_kind_occurs_is_read_from_the_rule_s_own_data() -> None:
    spec = cached_spec()
    book = spec.rulebook("ndf-double-nine")
    fine, rotation = spec.rule("NDF-3.1"), spec.rule("NDF-2.3")  # a fine with a penalty; the lead's rotation
    shared = shared_situations(spec, book.id)
    taxonomy = cached_taxonomy()
    assert taxonomy.kind("sanction").occurs_in(fine, book, shared)
    assert not taxonomy.kind("sanction").occurs_in(rotation, book, shared)
    assert taxonomy.kind("seat-order").occurs_in(rotation, book, shared)
    assert not taxonomy.kind("tile-half").occurs_in(fine, book, shared)
    # within one item every field must hold; a list field holds when the rule has any one of its values
    both = Occurrence(penalty=True, situations=("who-leads",))
    from rulespec.faults import BugKind

    kind = BugKind("sanction", "t", "d", "h", (both,))
    assert not kind.occurs_in(fine, book, shared) and not kind.occurs_in(rotation, book, shared)
    # a kind of bug "occurs" where another rulebook rules on the same situation (another reading exists)
    assert "who-leads" in shared and taxonomy.kind("other-rulebook").occurs_in(rotation, book, shared)


def test_the_pairs_with_no_fault_and_no_reason_only_shrink() -> None:
    gaps = kind_gaps()
    assert len(gaps) <= GAPS_AT_MOST, (
        f"{len(gaps) - GAPS_AT_MOST} more (rule, kind) pair(s) with no fault and no reason than before: "
        "add faults of those kinds, or say in the catalogue's `cannot` why they cannot occur "
        "(domino-rules lint --kinds lists them)"
    )


def test_a_reason_or_a_fault_of_the_kind_closes_a_pair(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A catalogue's reason closes exactly its (rule, kind) pair: taken out, that pair opens and no other."""
    rule, kind = "FMDS-6.1", "unchecked"  # a judge-only finding with no fault of the kind, only a reason
    path = f"spec/{FAULTS_DIR}/fmd-singles.yaml"
    before = {str(gap) for gap in kind_gaps()}
    spec_dir = tmp_path / "spec"
    shutil.copytree(default_spec_dir(), spec_dir)
    catalogue = tmp_path / path
    text = catalogue.read_text(encoding="utf-8")
    head = f"  - rule: {rule}\n    kind: {kind}\n    why: "
    assert text.count(head) == 1, f"{path} gives no single reason for ({rule}, {kind})"
    start = text.index(head)
    end = text.index("\n", start + len(head)) + 1
    catalogue.write_text(text[:start] + text[end:], encoding="utf-8")
    monkeypatch.setenv("DOMINO_RULES_SPEC", str(spec_dir))
    cached_catalogues.cache_clear()
    try:
        after = {str(gap) for gap in kind_gaps(cached_spec())}
    finally:
        cached_catalogues.cache_clear()
    opened = after - before
    assert len(opened) == 1 and min(opened).startswith(f"{path}: {rule}: no fault of kind {kind} "), opened
    assert before - after == set()


def test_a_reason_for_a_kind_the_rule_has_a_fault_of_is_refused(tmp_path: Path) -> None:
    spec_dir = tmp_path / "spec"
    shutil.copytree(default_spec_dir(), spec_dir)
    catalogue = spec_dir / FAULTS_DIR / "wcdt-all-fives.yaml"
    text = catalogue.read_text(encoding="utf-8")
    reason = "  - rule: WCDT-1.2\n    kind: comparison\n    why: wrong, it has one\n"
    catalogue.write_text(text.replace("cannot:\n", "cannot:\n" + reason), encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_catalogue(cached_spec(), "wcdt-all-fives", spec_dir)
    assert caught.value.field == "cannot[0].kind" and "WCDT-1.2 has a fault of kind comparison" in str(caught.value)


@pytest.mark.parametrize(
    ("old", "new", "field", "words"),
    [
        ("  - id: comparison\n", "  - id: compare\n", "kinds[1].id", "'compare'"),
        ("  - id: threshold\n", "  - id: comparison\n", "kinds[0].id", "in the order of FAULT_KINDS"),
        ('      - parameters: ["*"]\n', "      - checks: [no-such-check]\n", "kinds[0].occurs[0].checks[0]", "unknown"),
    ],
)
def test_a_malformed_taxonomy_names_its_line_and_field(
    tmp_path: Path, old: str, new: str, field: str, words: str
) -> None:
    spec_dir = tmp_path / "spec"
    (spec_dir / FAULTS_DIR).mkdir(parents=True)
    text = (default_spec_dir() / FAULTS_DIR / KINDS_FILE).read_text(encoding="utf-8")
    assert old in text
    (spec_dir / FAULTS_DIR / KINDS_FILE).write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_taxonomy(spec_dir)
    assert caught.value.path == "spec/faults/kinds.yaml" and caught.value.line >= 1
    assert caught.value.field == field and words in str(caught.value), str(caught.value)


def test_lint_kinds_lists_each_pair_and_plain_lint_counts_them() -> None:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["lint", "--kinds"])
    lines = out.getvalue().splitlines()
    assert code == 0 and lines == [str(gap) for gap in kind_gaps()]
    assert f"{len(lines)} (rule, kind) pair(s) with no fault and no reason" in err.getvalue()
