"""A rule page's list of the faults the suite is proven to catch, from the fault catalogue.

``spec/faults/<rulebook>.yaml`` (:mod:`rulespec.faults`) lists the plausible ways an
engine gets each rule wrong; ``tests/test_fault_catalogue.py`` runs every one of them
against the suite on each test run and fails unless the rule's scenarios catch it.
So the list shown here is the list the suite is proven to catch.

>>> from rulespec.faults import Catalogue, DecisionChange, Fault
>>> fault = Fault("ndf-double-nine", "NDF-4.1", "lax", "lets a player pass holding a tile that fits",
...               DecisionChange("pass-with-fitting-tile-accepted"), (), 1)
>>> print("\\n".join(fault_section("NDF-4.1", (Catalogue("ndf-double-nine", "x", (fault,), (), ()),))))
## Faults the scenarios catch
<BLANKLINE>
An engine that gets this rule wrong in any of these ways fails its scenarios (checked on every test run):
<BLANKLINE>
- lets a player pass holding a tile that fits
<BLANKLINE>
"""

from __future__ import annotations

from rulesite.markup import escape
from rulespec.faults import Catalogue


def fault_section(rule_id: str, catalogues: tuple[Catalogue, ...]) -> list[str]:
    """Markdown lines for the rule's page: its catalogued faults, or nothing when it has none."""
    faults = [fault for catalogue in catalogues for fault in catalogue.of_rule(rule_id)]
    if not faults:
        return []
    out = ["## Faults the scenarios catch", ""]
    out += ["An engine that gets this rule wrong in any of these ways fails its scenarios (checked on every test run):"]
    out += [""] + [f"- {escape(fault.wrong)}" for fault in faults] + [""]
    return out
