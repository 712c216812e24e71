"""Which scenarios catch each catalogued fault, run in-process and recorded for the site.

    python -m tests.faux.catches [DIR] [--rulebook ID ...]

Each fault of ``spec/faults/`` is realised as the reference engine with that one
change (:func:`tests.faux.faults.installed`) and the scenarios of its rule and of the
rules in its ``also`` are run against it (:func:`run_fault`; ``tests/test_fault_catalogue.py``
runs every scenario of the rulebook, and fails if one of another rule fails); the
scenarios that fail it are the ones that catch it. The record goes to
``fault-catches.json`` in the site's recorded data (``build/site-data`` by default,
:mod:`rulesite.recorded`), where the rule pages read it: the site never runs the
engine. ``python3 dev.py site`` runs this before the build. It lives with the
faults' realisation, in the tests, because realising a fault means patching the
engine in place, which nothing the project ships may do.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Collection, Sequence
from functools import cache
from pathlib import Path

from conformance.context import Session
from conformance.messages import PROTOCOL_VERSION
from conformance.reference_adapter import ReferenceAdapter
from rulesite.recorded import FAULT_CATCHES, site_data_dir
from rulespec import cached_spec
from rulespec.faults import Fault, cached_catalogues
from rulespec.files import atomic_write
from tests.faux.faults import installed
from tests.support.pinned import Outcome, run_scenario, scenarios_of


@cache
def owners() -> dict[str, str]:
    """Each rule's rulebook, by rule ID."""
    return {rule.id: book.id for book in cached_spec().rulebooks for rule in book.rules}


def run_fault(fault: Fault | None, rulebook: str, rules: Collection[str] | None = None) -> list[Outcome]:
    """Every scenario of ``rulebook`` (tagged with one of ``rules``, when given) against the reference with
    ``fault`` installed (None: as it is)."""
    implementation = ReferenceAdapter()
    claim = implementation.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    session = Session(implementation=implementation, claim=claim)
    chosen = scenarios_of(rulebook, owners())
    if rules is not None:
        chosen = [scenario for scenario in chosen if not set(rules).isdisjoint(scenario.tags)]
    if fault is None:
        return [run_scenario(scenario, session) for scenario in chosen]
    with installed(fault):
        return [run_scenario(scenario, session) for scenario in chosen]


def caught_by(fault: Fault, rules: Collection[str] | None = None) -> list[str]:
    """The scenarios (``features/...:name``) that fail with ``fault`` installed, in the order they run: of the
    fault's rule and the rules in its ``also`` (or of ``rules``). No other scenario can fail it:
    ``tests/test_fault_catalogue.py`` runs every scenario of the rulebook and fails if one does."""
    chosen = rules if rules is not None else (fault.rule, *fault.also)
    failing = run_fault(fault, fault.rulebook, chosen)
    return [outcome.scenario.ref for outcome in failing if outcome.status != "passed"]


def catalogued_faults(rulebooks: Sequence[str] = ()) -> list[Fault]:
    """Every catalogued fault (of ``rulebooks`` only, when some are named), in catalogue order."""
    catalogues = cached_catalogues()[0]
    unknown = set(rulebooks) - {catalogue.rulebook for catalogue in catalogues}
    if unknown:
        raise ValueError(f"no fault catalogue for {', '.join(sorted(unknown))} in spec/faults/")
    return [f for c in catalogues if not rulebooks or c.rulebook in rulebooks for f in c.faults]


def record(faults: Sequence[Fault]) -> dict[str, object]:
    """The record of ``faults``: each fault's key with the scenarios that catch it."""
    return {"faults": {fault.key: caught_by(fault) for fault in faults}}


def write_catches(directory: Path, faults: Sequence[Fault]) -> Path:
    """Record ``faults`` into ``directory/fault-catches.json``; the file's path."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / FAULT_CATCHES
    atomic_write(path, json.dumps(record(faults), indent=1, ensure_ascii=False) + "\n")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dir", nargs="?", help="where to write it (default: build/site-data)")
    parser.add_argument("--rulebook", action="append", default=[], help="only this rulebook's faults (repeatable)")
    args = parser.parse_args(argv)
    directory = Path(args.dir) if args.dir else site_data_dir()
    started = time.perf_counter()
    try:
        faults = catalogued_faults(tuple(args.rulebook))
    except ValueError as exc:
        print(f"tests.faux.catches: {exc}", file=sys.stderr)
        return 2
    path = write_catches(directory, faults)
    seconds = time.perf_counter() - started
    print(
        f"tests.faux.catches: {len(faults)} faults run against the scenarios of their rules in {seconds:.1f} s: {path}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
