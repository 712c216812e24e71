"""The fault catalogue in CI: every catalogued fault is caught on its rule, and on no other rule.

``spec/faults/<rulebook>.yaml`` (:mod:`rulespec.faults`) lists the plausible ways an
engine gets each rule wrong. Each fault is realised in-process as the reference
engine with that one change (:mod:`tests.faux.faults`) and the rulebook's scenarios
are run against it (a rulebook's scenarios take well under a tenth of a second
in-process, so every scenario of the rulebook runs, not only the rule's own: that
is what shows the fault fails no other rule). The fault is caught when a scenario
tagged with its rule fails; any scenario that fails must be tagged with the rule or
with one of the rules the fault lists in ``also`` (rules whose scenarios build on
it). A fault realised as a programming error (an :class:`UnauthorisedCheck`) proves
nothing and fails here.

A rulebook with no catalogue file yet is a known gap: the run warns with its name
(and ``domino-rules lint`` does too), it does not fail.
"""

from __future__ import annotations

import dataclasses
import shutil
import textwrap
import warnings
from pathlib import Path
from typing import Final

import pytest

from rulespec import SpecError, cached_spec, default_spec_dir
from rulespec.faults import (
    FAULT_DECISIONS,
    FAULTS_DIR,
    Catalogue,
    DecisionChange,
    Fault,
    cached_taxonomy,
    catalogued,
    load_catalogue,
)
from tests.faux.catches import run_fault
from tests.faux.faults import installed

CATALOGUES, MISSING = catalogued(cached_spec())
FAULTS: Final = [fault for catalogue in CATALOGUES for fault in catalogue.faults]


@pytest.mark.parametrize("fault", FAULTS, ids=[fault.key for fault in FAULTS])
def test_the_suite_fails_the_fault_on_its_rule_and_no_other(fault: Fault) -> None:
    outcomes = run_fault(fault, fault.rulebook)
    failing = [o for o in outcomes if o.status != "passed"]
    crashes = [o for o in failing if "UnauthorisedCheck" in o.message]
    assert not crashes, f"{fault.key} is realised as a programming error, not a behaviour: {crashes[0].message}"
    own = [o for o in failing if fault.rule in o.rules]
    assert own, (
        f"{fault.key} ({fault.wrong}): every scenario of {fault.rule} passes; "
        f"write the scenario of {fault.rule} that tells this engine apart"
    )
    allowed = {fault.rule, *fault.also}
    stray = [o for o in failing if not allowed & set(o.rules)]
    assert not stray, f"{fault.key} also fails scenarios of other rules: " + "; ".join(
        f"{o.scenario.ref} ({' '.join(o.rules)}): {o.message[:160]}" for o in stray[:3]
    )
    unused = set(fault.also) - {rule for o in failing for rule in o.rules}
    assert not unused, f"{fault.key} lists {sorted(unused)} in 'also' but fails none of their scenarios"


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=[c.rulebook for c in CATALOGUES])
def test_every_rule_is_catalogued(catalogue: Catalogue) -> None:
    gaps = catalogue.gaps(cached_spec().rulebook(catalogue.rulebook))
    assert not gaps, f"{catalogue.path}: " + "; ".join(gaps)


def test_a_stale_reason_is_a_gap() -> None:
    """A rule kept in 'single' once it has more faults, or in 'unchecked' once it has one, is reported: the
    reason no longer holds."""
    catalogue = next(c for c in CATALOGUES if c.rulebook == "ndf-double-nine")
    book = cached_spec().rulebook("ndf-double-nine")
    rule = next(r for r in book.rules if len(catalogue.of_rule(r.id)) > 1)
    stale = dataclasses.replace(catalogue, single=(*catalogue.single, (rule.id, "one decision")))
    count = len(catalogue.of_rule(rule.id))
    assert stale.gaps(book) == [f"{rule.id} is listed in 'single' (one fault is all there is) but has {count} faults"]
    unchecked = dataclasses.replace(catalogue, unchecked=((rule.id, "decides nothing"),))
    assert f"{rule.id} is listed as unchecked but has {count} faults" in unchecked.gaps(book)


def test_rulebooks_without_a_catalogue_are_a_known_gap() -> None:
    """A rulebook being added may come without its catalogue: said aloud, not failed."""
    assert CATALOGUES, "no fault catalogue at all"
    if MISSING:
        warnings.warn(f"no fault catalogue yet (spec/faults/): {', '.join(MISSING)}", stacklevel=1)
    implemented = {c.rulebook for c in CATALOGUES}
    assert implemented.isdisjoint(MISSING)


def test_every_decision_is_named_by_a_fault_and_installs() -> None:
    named = {f.change.decision for f in FAULTS if isinstance(f.change, DecisionChange)}
    assert named == set(FAULT_DECISIONS), f"decisions no fault names: {sorted(set(FAULT_DECISIONS) - named)}"


def test_the_all_fives_decisions_are_catalogue_decisions() -> None:
    """``tests/faux/faults_fives.py`` realises only decisions the catalogue's format knows (a name missing from
    ``FaultDecision`` could never be named by a fault, and would go unnoticed by the test above)."""
    from tests.faux import faults_fives

    assert faults_fives.DECISIONS.issubset(FAULT_DECISIONS), sorted(faults_fives.DECISIONS - set(FAULT_DECISIONS))


def test_an_installed_fault_is_put_back() -> None:
    for catalogue in CATALOGUES:
        for fault in catalogue.faults:
            with installed(fault):
                pass
        failing = [o.scenario.ref for o in run_fault(None, catalogue.rulebook) if o.status != "passed"]
        assert not failing, failing


BAD: Final = {
    "unknown rule": ("  - rule: NDF-99.1", "faults[0].rule", 3),
    "unknown parameter": ("    change: {parameter: target, value: 100}", "faults[0].change.parameter", 7),
    "same value": ("    change: {parameter: target_score, value: 150}", "faults[0].change.value", 7),
    "unknown check": ("    change: {enforces: [lock-by-team]}", "faults[0].change.enforces[0]", 7),
    "unknown decision": ("    change: {decision: guess}", "faults[0].change.decision", 7),
    "two changes": ("    change: {decision: pairing-greedy, enforces: []}", "faults[0].change.(change)", 7),
    "unknown kind": ("    kind: typo", "faults[0].kind", 5),
}
GOOD: Final = """\
    rulebook: ndf-double-nine
    faults:
      - rule: NDF-1.3
        name: target-100
        kind: threshold
        wrong: plays to 100
        change: {parameter: target_score, value: 100}
    """


@pytest.mark.parametrize("case", list(BAD), ids=list(BAD))
def test_a_malformed_catalogue_names_file_line_and_field(tmp_path: Path, case: str) -> None:
    line, field, number = BAD[case]
    text = textwrap.dedent(GOOD).splitlines()
    key = line.strip().split(":")[0].lstrip("- ")
    at = next(i for i, old in enumerate(text) if old.strip().lstrip("- ").startswith(key + ":"))
    text[at] = line
    folder = tmp_path / "spec" / "faults"
    folder.mkdir(parents=True)
    (folder / "ndf-double-nine.yaml").write_text("\n".join(text) + "\n", encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_catalogue(cached_spec(), "ndf-double-nine", tmp_path / "spec")
    assert caught.value.path == "spec/faults/ndf-double-nine.yaml"
    assert caught.value.field == field, str(caught.value)
    assert caught.value.line == number, str(caught.value)


def test_lint_warns_of_a_rulebook_without_a_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from conformance.trace import lint_warnings

    spec_dir = tmp_path / "spec"
    shutil.copytree(default_spec_dir(), spec_dir)
    (spec_dir / FAULTS_DIR / "fmd-couples.yaml").unlink()
    monkeypatch.setenv("DOMINO_RULES_SPEC", str(spec_dir))
    warned = {str(w) for w in lint_warnings(cached_spec())}
    missing = "{}: no fault catalogue yet: the suite is not proven to catch its rules' faults"
    assert warned == {missing.format(f"spec/faults/{book}.yaml") for book in ("fmd-couples", *MISSING)}
    monkeypatch.delenv("DOMINO_RULES_SPEC")
    assert {str(w) for w in lint_warnings(cached_spec())} == {
        missing.format(f"spec/faults/{book}.yaml") for book in MISSING
    }


def test_each_rule_page_lists_the_faults_its_scenarios_catch() -> None:
    from conformance.features import read_features
    from rulesite.faultlist import unrecorded
    from rulesite.rulepages import rule_pages
    from rulespec.glossary import cached_glossary

    spec = cached_spec()
    pages = rule_pages(spec, read_features(), cached_glossary(), unrecorded())
    for catalogue in CATALOGUES:
        for rule in spec.rulebook(catalogue.rulebook).rules:
            page = pages[f"rule/{rule.id}.md"]
            faults = catalogue.of_rule(rule.id)
            assert ("## Faults the scenarios catch" in page) == bool(faults), rule.id
            for fault in faults:
                assert f"- *{cached_taxonomy().kind(fault.kind).title}*: {fault.wrong}" in page, (rule.id, fault.key)
