"""A rule page's list of the faults the suite is proven to catch, from the fault catalogue.

``spec/faults/<rulebook>.yaml`` (:mod:`rulespec.faults`) lists the plausible ways an
engine gets each rule wrong; ``tests/test_fault_catalogue.py`` runs every one of them
against the suite on each test run and fails unless the rule's scenarios catch it.
So the list shown here is the list the suite is proven to catch.

>>> from rulespec.faults import Catalogue, DecisionChange, Fault
>>> fault = Fault("ndf-double-nine", "NDF-4.1", "lax", "unchecked", "lets a player pass holding a tile that fits",
...               DecisionChange("pass-with-fitting-tile-accepted"), (), 1)
>>> print("\\n".join(fault_section("NDF-4.1", (Catalogue("ndf-double-nine", "x", (fault,), (), ()),))))
## Faults the scenarios catch
<BLANKLINE>
An engine that gets this rule wrong in any of these ways fails its scenarios (checked on every test run), by kind of bug:
<BLANKLINE>
- *A check left out*: lets a player pass holding a tile that fits
<BLANKLINE>
"""

from __future__ import annotations

from rulesite.markup import escape
from rulespec.faults import FAULT_KINDS, Catalogue, cached_taxonomy


def fault_section(rule_id: str, catalogues: tuple[Catalogue, ...]) -> list[str]:
    """Markdown lines for the rule's page: its catalogued faults by kind of bug (``spec/faults/kinds.yaml``, in
    its order), or nothing when it has none."""
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
    out += [""] + [f"- *{escape(taxonomy.kind(f.kind).title)}*: {escape(f.wrong)}" for f in faults] + [""]
    return out
