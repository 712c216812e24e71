"""A rule page's list of the faults the suite is proven to catch, and the scenarios that catch each.

``spec/faults/<rulebook>.yaml`` (:mod:`rulespec.faults`) lists the plausible ways an
engine gets each rule wrong; ``tests/test_fault_catalogue.py`` runs every one of them
against the suite on each test run and fails unless the rule's scenarios catch it.
So the list shown here is the list the suite is proven to catch. Which scenarios
catch each fault is known only by running them, which the site never does: it is
recorded beforehand (``fault-catches.json``, :func:`rulesite.recorded.recorded_fault_catches`)
and read here, checked against the catalogue and the features it was recorded from.

>>> from rulespec.faults import Catalogue, DecisionChange, Fault
>>> fault = Fault("ndf-double-nine", "NDF-4.1", "lax", "unchecked", "lets a player pass holding a tile that fits",
...               DecisionChange("pass-with-fitting-tile-accepted"), (), 1)
>>> books = (Catalogue("ndf-double-nine", "x", (fault,), (), ()),)
>>> print("\\n".join(fault_section("NDF-4.1", books, unrecorded(), [])))
## Faults the scenarios catch
<BLANKLINE>
An engine that gets this rule wrong in any of these ways fails its scenarios (checked on every test run), by kind of bug:
<BLANKLINE>
- *A check left out*: lets a player pass holding a tile that fits
<BLANKLINE>
Which scenarios catch each fault is not recorded for this build (run `python -m tests.faux.catches` in a checkout \
(`python3 dev.py site` does)).
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from conformance.features import ScenarioInfo
from rulesite.markup import RULE_PAGES_DIR, escape, rule_page_href
from rulesite.recorded import FAULT_CATCHES, FAULT_CATCHES_HOW, FaultCatches
from rulespec.faults import FAULT_KINDS, Catalogue, Fault, cached_taxonomy
from rulespec.grammar import RULE_ID, rule_sort_key

SCENARIO_ANCHOR: Final = "scenario-{}"
"""The anchor of a rule page's n-th scenario (from 1), in its list of scenarios."""


@dataclass(frozen=True)
class Catches:
    """The recorded scenarios that catch each fault (``by_fault`` None: not recorded), with every scenario by its
    ID (``features/...:name``) for their names and rules."""

    path: Path
    by_fault: FaultCatches | None
    scenarios: Mapping[str, ScenarioInfo]


def unrecorded() -> Catches:
    """No record of which scenarios catch the faults: the pages list the faults alone, and say so."""
    return Catches(Path(FAULT_CATCHES), None, {})


def _rules(scenario: ScenarioInfo) -> tuple[str, ...]:
    return tuple(tag for tag in scenario.tags if RULE_ID.match(tag))


def checked_catches(
    path: Path, record: FaultCatches | None, catalogues: Sequence[Catalogue], scenarios: Sequence[ScenarioInfo]
) -> Catches:
    """The record made sure of before any page shows it: it names every catalogued fault and no other, every
    scenario it names exists, and each fault is caught by a scenario of its own rule (what the fault catalogue
    test holds); a ValueError naming the file, the fault and what is wrong otherwise."""
    by_ref = {scenario.ref: scenario for scenario in scenarios}
    catches = Catches(path, record, by_ref)
    if record is None:
        return catches
    faults = {fault.key: fault for catalogue in catalogues for fault in catalogue.faults}
    stale = f"the record is older than spec/faults/ or features/: {FAULT_CATCHES_HOW}"
    missing = sorted(set(faults) - set(record), key=rule_sort_key)
    if missing:
        raise ValueError(f"{path}: no record of the fault {missing[0]} (and {len(missing) - 1} more); {stale}")
    extra = sorted(set(record) - set(faults), key=rule_sort_key)
    if extra:
        raise ValueError(f"{path}: faults.{extra[0]}: no such fault in spec/faults/; {stale}")
    for key, fault in faults.items():
        unknown = [ref for ref in record[key] if ref not in by_ref]
        if unknown:
            raise ValueError(f"{path}: faults.{key}: no scenario {unknown[0]!r} in features/; {stale}")
        if not any(fault.rule in _rules(by_ref[ref]) for ref in record[key]):
            raise ValueError(
                f"{path}: faults.{key}: no scenario of {fault.rule} catches it ({fault.wrong}); "
                "tests/test_fault_catalogue.py fails too: write the scenario that tells this engine apart"
            )
    return catches


def _caught(fault: Fault, own: Sequence[ScenarioInfo], catches: Catches) -> str:
    """What catches ``fault``: its rule's scenarios, linked to their place in the page's list, then how many
    scenarios of other rules fail it too, linked to those rules' pages."""
    assert catches.by_fault is not None
    refs = catches.by_fault[fault.key]
    places = {scenario.ref: number for number, scenario in enumerate(own, 1)}
    mine = [
        f"[{escape(' '.join(catches.scenarios[ref].name.split()))}](#{SCENARIO_ANCHOR.format(places[ref])})"
        for ref in refs
        if ref in places
    ]
    others: dict[str, int] = {}
    for ref in refs:
        if ref not in places:
            for rule in _rules(catches.scenarios[ref]):
                if rule != fault.rule:
                    others[rule] = others.get(rule, 0) + 1
    text = "  \n  Caught by " + "; ".join(mine) + "."
    if others:
        text += " It also fails " + ", ".join(
            f"{count} scenario{'s' if count > 1 else ''} of [{rule}]({rule_page_href(rule, RULE_PAGES_DIR)})"
            for rule, count in sorted(others.items(), key=lambda item: rule_sort_key(item[0]))
        )
        text += "."
    return text


def fault_section(
    rule_id: str, catalogues: tuple[Catalogue, ...], catches: Catches, scenarios: Sequence[ScenarioInfo]
) -> list[str]:
    """Markdown lines for the rule's page: its catalogued faults by kind of bug (``spec/faults/kinds.yaml``, in
    its order), each with the scenarios of ``scenarios`` (the rule's, as the page lists them) that catch it, or
    nothing when it has none."""
    faults = sorted(
        (fault for catalogue in catalogues for fault in catalogue.of_rule(rule_id)),
        key=lambda fault: FAULT_KINDS.index(fault.kind),
    )
    if not faults:
        return []
    taxonomy = cached_taxonomy()
    out = ["## Faults the scenarios catch", ""]
    out += [
        "An engine that gets this rule wrong in any of these ways fails its scenarios (checked on every test run), "
        "by kind of bug:"
    ]
    out.append("")
    for fault in faults:
        line = f"- *{escape(taxonomy.kind(fault.kind).title)}*: {escape(fault.wrong)}"
        if catches.by_fault is not None:
            line += _caught(fault, scenarios, catches)
        out.append(line)
    out.append("")
    if catches.by_fault is None:
        out += [f"Which scenarios catch each fault is not recorded for this build ({FAULT_CATCHES_HOW}).", ""]
    return out
