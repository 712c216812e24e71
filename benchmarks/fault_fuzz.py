#!/usr/bin/env python3
"""(g) Fuzz as the second net: a short seeded fuzz campaign against every catalogued fault.

    .venv/bin/python benchmarks/fault_fuzz.py [--hands N] [--seed S] [--rulebook ID ...] [--fault KEY ...]
                                              [--scenarios DIR] [--json FILE]

Each fault of ``spec/faults/`` is realised in-process as the reference engine with that
one change (:func:`tests.faux.faults.installed`), installed only while it answers a
``hand`` or ``train`` request (:class:`Faulty`), so the fuzzer's own reference, played in
the same process between requests, stays the reference. ``domino-rules fuzz``'s campaign
then runs against it (:func:`conformance.fuzz.fuzz_hands`, :func:`conformance.fuzz_train.fuzz_hand`:
``N`` hands dealt from the seed, random legal play, with an action the rules forbid tried
before one in twenty of a block or All Fives hand, every action's position compared),
and the first divergent hand is shrunk to a scenario as the command shrinks it.

The fault's rulebook's scenarios are run against the fault too (:func:`tests.faux.catches.caught_by`).
The run fails (exit status 1) when, for some fault:

* **fuzz finds it and no scenario catches it**: a scenario of the fault's rule must tell the engine
  apart, usually fuzz's own shrunk counterexample, tagged with the rule (written to ``--scenarios``);
* **fuzz blames another rule**: a divergent hand whose first divergence no rule of the fault's could
  explain: either the attribution or the catalogue's ``also`` is wrong (:class:`Blame`).

What fuzz blames a divergent hand on (:func:`blame`) is read at the first action whose position differs:
the groups of facts that differ there, less those computed from another that differs with them
(:func:`conformance.facts.derives_from`: the legal moves from whose turn it is), each with the rules
fuzz names for it (:func:`conformance.shrink.group_rules`, the tags of the shrunk scenario) and the rules
that could be at fault: the rule a refusal or a penalty cites, else every rule that decides the group
(:func:`conformance.facts.deciding_rules`; fuzz sees which facts differ, not which of the rules that
decide them the engine got wrong). The hand is the fault's when one of those is the fault's rule or in
its ``also``; otherwise the rules fuzz names are strays.

A fault fuzz does not find is no failure: fuzz plays hands only (no match, pairing, standings or
event), and many faults need an edge that random play rarely reaches. The table gives, per fault,
whether fuzz found it, the first divergence's rules and the shrunk scenario's file; then the share of
faults found per rulebook, and where the time goes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, cast

import yaml

if __package__ in (None, ""):  # run as a script: the project root on the path, for the benchmarks package
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance import fuzz_train
from conformance.adapter import ErrorReply, Refused
from conformance.facts import FactName, deciding_rules, derives_from
from conformance.fuzz import Scope, compared_groups, fuzz_hands, shrunk_counterexample
from conformance.fuzz_forms import family_problem
from conformance.messages import PROTOCOL_VERSION, HandReply, HandRequest, TrainReply, TrainRequest
from conformance.reference_adapter import ReferenceAdapter
from conformance.reference_train import train_shape
from conformance.shrink import REPLY, Divergence
from rulespec import cached_spec
from rulespec.families import ALL_FIVES, MEXICAN_TRAIN
from rulespec.faults import Fault, cached_catalogues
from rulespec.grammar import rule_sort_key
from tests.faux.catches import caught_by
from tests.faux.faults import installed

HANDS: Final = 40
"""Hands a fault's campaign plays by default."""
SEED: Final = 0
ILLEGAL: Final = 0.05
"""How often a block or All Fives hand tries an action the rules forbid before a legal one (the command's
default): a check left out shows only when something breaks it."""
SAMPLE_PER_RULEBOOK: Final = 3
"""Faults of each rulebook in the tests' sample (:func:`sample`)."""
HAND_KINDS: Final = frozenset({"setup", "lead", "play", "scoring"})
"""The kinds of rule a hand plays out: the faults fuzz finds are faults of these (none of a match, tournament,
conduct, procedure or penalty rule was found in a full run, see benchmarks/README.md)."""


class Faulty(ReferenceAdapter):
    """The reference with ``fault`` installed while it answers a ``hand`` or ``train`` request, and only then; a
    request it refuses or fails on is an error reply, as the reference's server sends one over the wire."""

    def __init__(self, fault: Fault) -> None:
        super().__init__()
        self.fault = fault

    def hand(self, request: HandRequest) -> HandReply:
        with installed(self.fault):  # a fault that cannot be installed is raised as it is, not answered
            try:
                return super().hand(request)
            except Refused as exc:
                raise ErrorReply(str(exc), exc.rule) from exc
            except Exception as exc:  # the server answers any other exception with an error reply naming it
                raise ErrorReply(f"{type(exc).__name__}: {exc}") from exc

    def train(self, request: TrainRequest) -> TrainReply:
        with installed(self.fault):  # a fault that cannot be installed is raised as it is, not answered
            try:
                return super().train(request)
            except Refused as exc:
                raise ErrorReply(str(exc), exc.rule) from exc
            except Exception as exc:  # the server answers any other exception with an error reply naming it
                raise ErrorReply(f"{type(exc).__name__}: {exc}") from exc


EVIDENCED: Final = frozenset({"legality", "penalties"})
"""Groups of facts whose divergence names its rule in the replies (a refusal's, a penalty's): only that rule
could be at fault, not every rule that decides the group."""


@dataclass(frozen=True)
class Blame:
    """What fuzz blames one divergent hand on: the groups of facts that first differ, at the first action whose
    position differs, and are computed from no other that differs there."""

    hand: int
    groups: tuple[str, ...]
    rules: tuple[str, ...]
    """The rules fuzz names for them (the shrunk scenario's tags)."""
    candidates: tuple[str, ...]
    """The rules that could be at fault: the rules named, and every rule deciding a group whose divergence
    names no rule of its own (:data:`EVIDENCED`)."""

    def explained(self, allowed: Collection[str]) -> bool:
        """Whether a rule of ``allowed`` (a fault's rule and its ``also``) could be at fault; a divergence naming
        no rule (an error reply that cites none) is no stray."""
        return not self.candidates or bool(set(self.candidates) & set(allowed))


def candidates(rulebook: str, group: str, rules: Sequence[str]) -> tuple[str, ...]:
    """The rules a divergence in ``group`` that fuzz names ``rules`` for could be the fault of (:class:`Blame`)."""
    found = set(rules)
    if group != REPLY and group not in EVIDENCED:
        found |= {rule.id for rule in deciding_rules(cast(FactName, group), rulebook)}
    return tuple(sorted(found, key=rule_sort_key))


def blame(rulebook: str, hand: int, divergences: Sequence[Divergence], rules: Sequence[str]) -> Blame:
    """What fuzz blames a divergent hand on (:class:`Blame`), from its divergences in the order they happen (none
    but its ``rules``: an error reply)."""
    if not divergences:
        return Blame(hand, (REPLY,), tuple(rules), tuple(rules))
    first = [d for d in divergences if d["prefix"] == divergences[0]["prefix"]]
    differing = {d["group"] for d in first}
    roots = [d for d in first if not any(derives_from(d["group"], other) for other in differing - {d["group"]})]
    roots = roots or first  # a cycle of derivations (none today) leaves them all
    named = {rule for d in roots for rule in d["rules"]}
    possible = {rule for d in roots for rule in candidates(rulebook, d["group"], d["rules"])}
    return Blame(
        hand,
        tuple(d["group"] for d in roots),
        tuple(sorted(named, key=rule_sort_key)),
        tuple(sorted(possible, key=rule_sort_key)),
    )


@dataclass(frozen=True)
class FaultFuzz:
    """One fault's campaign: what fuzz found and what the scenarios catch."""

    fault: Fault
    hands: int
    divergent_hands: int
    first_hand: int | None
    """The first divergent hand (None: fuzz found nothing)."""
    blames: tuple[Blame, ...]
    """What fuzz blames every divergent hand on, in hand order."""
    scenario: str | None
    """The first divergent hand shrunk and written as a Gherkin scenario."""
    caught_by: tuple[str, ...]
    """The scenarios of the fault's rulebook that fail it."""
    not_fuzzed: str | None
    """Why fuzz cannot play the fault's rulebook at all (None: it can)."""
    fuzz_seconds: float
    shrink_seconds: float
    scenario_seconds: float

    @property
    def found(self) -> bool:
        return self.first_hand is not None

    @property
    def first_rules(self) -> tuple[str, ...]:
        """The rules fuzz names for the first divergent hand."""
        return self.blames[0].rules if self.blames else ()

    @property
    def first_group(self) -> str | None:
        """The groups of facts of the first divergent hand's first divergence."""
        return " ".join(self.blames[0].groups) if self.blames else None

    @property
    def blamed(self) -> tuple[str, ...]:
        """Every rule fuzz names for a divergent hand."""
        return tuple(sorted({rule for b in self.blames for rule in b.rules}, key=rule_sort_key))

    @property
    def allowed(self) -> tuple[str, ...]:
        """The fault's rule and its ``also``: the rules a scenario failing the fault may be of."""
        return (self.fault.rule, *self.fault.also)

    @property
    def stray_groups(self) -> tuple[str, ...]:
        """The groups of facts of the divergent hands no rule of the fault's could explain."""
        return tuple(sorted({g for b in self.blames if not b.explained(self.allowed) for g in b.groups}))

    @property
    def caught(self) -> bool:
        """A scenario tagged with the fault's rule fails it (what ``tests/test_fault_catalogue.py`` requires)."""
        return bool(self.caught_by)

    @property
    def strays(self) -> tuple[str, ...]:
        """The rules fuzz names for the divergent hands no rule of the fault's could explain (:class:`Blame`)."""
        named = {rule for b in self.blames if not b.explained(self.allowed) for rule in b.rules}
        return tuple(sorted(named - set(self.allowed), key=rule_sort_key))

    def problems(self, listed: Mapping[str, tuple[str, ...]] | None = None) -> list[str]:
        """Why this fault fails the run (none: it passes); with ``listed`` (:func:`listed_strays`), a rule blamed
        that the list names for the fault is left out (what the tests hold: no new one)."""
        out: list[str] = []
        if self.found and not self.caught:
            out.append(
                f"{self.fault.key}: fuzz finds it (hand {self.first_hand}) but no scenario of {self.fault.rule} "
                f"catches it: add the shrunk counterexample as a scenario tagged @{self.fault.rule}"
            )
        known = () if listed is None else listed.get(self.fault.key, ())
        strays = [rule for rule in self.strays if rule not in known]
        if strays:
            out.append(
                f"{self.fault.key}: fuzz attributes its divergence to {', '.join(strays)}, neither "
                f"{self.fault.rule} nor in its 'also' ({', '.join(self.fault.also) or 'none'})"
            )
        return out


def _own_rule_catches(fault: Fault) -> tuple[str, ...]:
    """The scenarios tagged with the fault's rule that fail it."""
    return tuple(caught_by(fault, (fault.rule,)))


def fuzz_fault(fault: Fault, hands: int = HANDS, seed: int = SEED, shrink: bool = True) -> FaultFuzz:
    """Fuzz ``hands`` hands of the fault's rulebook against the reference with ``fault``; shrink the first
    divergent hand (with ``shrink``); run the rulebook's scenarios against it."""
    rulebook = fault.rulebook
    started = time.perf_counter()
    catches = _own_rule_catches(fault)
    scenario_seconds = time.perf_counter() - started
    problem = family_problem(rulebook)
    if problem is not None:
        return FaultFuzz(fault, 0, 0, None, (), None, catches, problem, 0.0, 0.0, scenario_seconds)
    impl = Faulty(fault)
    claim = ReferenceAdapter().start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    groups, _ = compared_groups(claim, rulebook)
    family = cached_spec().rulebook(rulebook).game.family
    started = time.perf_counter()
    scenario: str | None = None
    if family == MEXICAN_TRAIN.name:
        train_shape(rulebook)  # read from the spec as it is before any request runs with the fault
        trains = [fuzz_train.fuzz_hand(impl, rulebook, seed, hand, 1, True, groups) for hand in range(hands)]
        divergent_trains = [r for r in trains if r["prefix"] is not None]
        blames = [blame(rulebook, r["hand"], r["divergences"], r["rules"]) for r in divergent_trains]
        fuzz_seconds = time.perf_counter() - started
        started = time.perf_counter()
        if shrink and divergent_trains:
            scenario = fuzz_train.counterexample(impl, divergent_trains[0], seed, None, groups)["scenario"]
    else:
        scope = Scope(complete=family == ALL_FIVES.name, groups=groups, illegal=ILLEGAL)
        results = fuzz_hands(impl, rulebook, seed, range(hands), 1, scope=scope)
        divergent_hands = [r for r in results if r["prefix"] is not None]
        blames = [blame(rulebook, r["hand"], r["divergences"], r["rules"]) for r in divergent_hands]
        fuzz_seconds = time.perf_counter() - started
        started = time.perf_counter()
        if shrink and divergent_hands:
            scenario = shrunk_counterexample(impl, divergent_hands[0], seed, None, scope)["scenario"]
    return FaultFuzz(
        fault,
        hands,
        len(blames),
        blames[0].hand if blames else None,
        tuple(blames),
        scenario,
        catches,
        None,
        fuzz_seconds,
        time.perf_counter() - started,
        scenario_seconds,
    )


STRAYS_FILE: Final = Path(__file__).resolve().parent / "fault-fuzz-strays.yaml"
"""The faults whose divergence fuzz blames on another rule, known and still to resolve (see the file)."""


def listed_strays(path: Path = STRAYS_FILE) -> dict[str, tuple[str, ...]]:
    """Each listed fault's key with the rules fuzz is known to blame outside its rule and ``also``; a ValueError
    naming the file and the entry when it is not such a mapping or names a fault not in the catalogue."""
    data: object = yaml.safe_load(path.read_text(encoding="utf-8"))
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ValueError(f"{path.name}: a mapping of fault (RULE/name) to the rules blamed is expected")
    faults = {f.key for f in catalogued()}
    out: dict[str, tuple[str, ...]] = {}
    for key, rules in cast(dict[object, object], data).items():
        if not isinstance(key, str) or key not in faults:
            raise ValueError(f"{path.name}: {key}: no such catalogued fault (spec/faults/)")
        if not isinstance(rules, list) or not rules or not all(isinstance(r, str) for r in cast(list[object], rules)):
            raise ValueError(f"{path.name}: {key}: a non-empty list of rule IDs is expected")
        out[key] = tuple(str(r) for r in cast(list[object], rules))
    return out


def stale_strays(runs: Iterable[FaultFuzz], listed: Mapping[str, tuple[str, ...]]) -> list[str]:
    """Listed rules that a campaign of the list's size (:data:`HANDS` hands, seed :data:`SEED`) no longer blames."""
    out: list[str] = []
    for run in runs:
        if run.hands >= HANDS and run.fault.key in listed:
            gone = [rule for rule in listed[run.fault.key] if rule not in run.strays]
            if gone:
                out.append(
                    f"{run.fault.key}: {STRAYS_FILE.name} lists {', '.join(gone)}, which fuzz no longer blames: "
                    "take it off the list"
                )
    return out


def catalogued(rulebooks: Sequence[str] = (), keys: Sequence[str] = ()) -> list[Fault]:
    """The catalogued faults (of ``rulebooks``, or with ``keys``, when named), in catalogue order."""
    faults = [f for c in cached_catalogues()[0] for f in c.faults if not rulebooks or c.rulebook in rulebooks]
    if keys:
        unknown = set(keys) - {f.key for f in faults}
        if unknown:
            raise ValueError(f"no catalogued fault {', '.join(sorted(unknown))}")
        faults = [f for f in faults if f.key in keys]
    return faults


def sample(per_rulebook: int = SAMPLE_PER_RULEBOOK) -> list[Fault]:
    """A few faults of each rulebook, the same on every run: of the faults of a hand's rules (:data:`HAND_KINDS`:
    fuzz plays hands, so only these can show), those whose keys hash lowest (a fault added to the catalogue joins
    the sample only if its key hashes lower than one already in it)."""
    spec = cached_spec()
    chosen: list[Fault] = []
    for catalogue in cached_catalogues()[0]:
        played = [f for f in catalogue.faults if spec.rule(f.rule).kind in HAND_KINDS]
        ranked = sorted(played, key=lambda f: hashlib.sha256(f.key.encode()).hexdigest())
        chosen += ranked[:per_rulebook]
    return chosen


def scenario_file(fault: Fault) -> str:
    """The file a fault's shrunk scenario is written to, in ``--scenarios``."""
    return f"{fault.rule}--{fault.name}.feature"


def feature_text(run: FaultFuzz, hands: int, seed: int) -> str:
    """The fault's shrunk scenario as a feature file, its tags led by the fault's rule (a scenario of the rule is
    what must catch the fault) and only those of the fault's ``also`` kept (a scenario of another rule that failed
    the fault would fail ``tests/test_fault_catalogue.py``; a comment names the rules dropped): ready to be
    checked against the fault and copied into ``features/``."""
    assert run.scenario is not None
    lines = run.scenario.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith(("@", "Scenario:")))
    if lines[at].strip().startswith("Scenario:"):  # fuzz named no rule (an error reply that cites none)
        lines.insert(at, "")
    tags = [tag for tag in lines[at].split() if tag.startswith("@")]
    kept = [tag for tag in tags if tag[1:] in run.allowed and tag != f"@{run.fault.rule}"]
    lines[at] = "  " + " ".join([f"@{run.fault.rule}", *kept])
    dropped = [tag[1:] for tag in tags if tag[1:] not in run.allowed]
    if dropped:  # a scenario of a rule outside the fault's rule and also may not fail it (the catalogue test)
        lines.insert(at, f"  # fuzz names {', '.join(dropped)} too: neither the fault's rule nor in its also")
    head = [
        f"Feature: Fuzzing against the fault {run.fault.key} ({run.fault.rulebook})",
        "",
        f"  {run.fault.wrong[:1].upper()}{run.fault.wrong[1:]}: found by",
        f"  benchmarks/fault_fuzz.py --fault {run.fault.key} --hands {hands} --seed {seed}",
        "",
    ]
    return "\n".join([*head, *lines]) + "\n"


def shares(runs: Iterable[FaultFuzz]) -> dict[str, tuple[int, int, int, float]]:
    """Per rulebook: faults fuzz found, faults, faults fuzz blames on another rule, and the seconds spent
    (fuzzing, shrinking and the scenarios)."""
    out: dict[str, tuple[int, int, int, float]] = {}
    for run in runs:
        found, total, blamed, seconds = out.get(run.fault.rulebook, (0, 0, 0, 0.0))
        spent = run.fuzz_seconds + run.shrink_seconds + run.scenario_seconds
        out[run.fault.rulebook] = (found + run.found, total + 1, blamed + bool(run.strays), seconds + spent)
    return out


def _table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def summary(runs: Sequence[FaultFuzz], scenarios: Path | None) -> str:
    """The table of every fault, then the share found per rulebook and where the time went."""
    rows: list[tuple[str, ...]] = [("fault", "kind", "found", "hands", "first divergence's rules", "shrunk", "")]
    for run in runs:
        shrunk = scenario_file(run.fault) if run.scenario is not None and scenarios is not None else ""
        if run.scenario is not None and not shrunk:
            shrunk = f"{len(run.scenario.splitlines())} lines"
        rows.append(
            (
                run.fault.key,
                run.fault.kind,
                "yes" if run.found else ("-" if run.not_fuzzed else "no"),
                f"{run.divergent_hands}/{run.hands}",
                f"{run.first_group}: {' '.join(run.first_rules)}" if run.first_group else "",
                shrunk,
                "FAIL" if run.problems() else "",
            )
        )
    out = [_table(rows), ""]
    share_rows: list[tuple[str, ...]] = [("rulebook", "found by fuzz", "share", "blamed elsewhere", "seconds")]
    total_found = total = total_blamed = 0
    for rulebook, (found, count, blamed, seconds) in shares(runs).items():
        share_rows.append((rulebook, f"{found}/{count}", f"{found / count:.0%}", str(blamed), f"{seconds:.1f}"))
        total_found, total, total_blamed = total_found + found, total + count, total_blamed + blamed
    if total:
        share_rows.append(("all", f"{total_found}/{total}", f"{total_found / total:.0%}", str(total_blamed), ""))
    out += [_table(share_rows), ""]
    fuzzing = sum(r.fuzz_seconds for r in runs)
    shrinking = sum(r.shrink_seconds for r in runs)
    scenarios_run = sum(r.scenario_seconds for r in runs)
    out.append(
        f"time: fuzzing {fuzzing:.1f} s, shrinking {shrinking:.1f} s, the scenarios against each fault "
        f"{scenarios_run:.1f} s ({len(runs)} faults, {runs[0].hands if runs else 0} hands each)"
    )
    return "\n".join(out)


def as_json(run: FaultFuzz) -> dict[str, object]:
    return {
        "fault": run.fault.key,
        "rulebook": run.fault.rulebook,
        "kind": run.fault.kind,
        "found": run.found,
        "hands": run.hands,
        "divergent_hands": run.divergent_hands,
        "first_hand": run.first_hand,
        "first_group": run.first_group,
        "first_rules": list(run.first_rules),
        "blames": [
            {"hand": b.hand, "groups": list(b.groups), "rules": list(b.rules), "candidates": list(b.candidates)}
            for b in run.blames
        ],
        "stray_groups": list(run.stray_groups),
        "blamed": list(run.blamed),
        "strays": list(run.strays),
        "caught_by": list(run.caught_by),
        "scenario": run.scenario,
        "not_fuzzed": run.not_fuzzed,
        "problems": run.problems(),
        "seconds": {"fuzz": run.fuzz_seconds, "shrink": run.shrink_seconds, "scenarios": run.scenario_seconds},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=HANDS, help=f"hands a fault (default {HANDS})")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--rulebook", action="append", default=[], help="only this rulebook's faults (repeatable)")
    parser.add_argument("--fault", action="append", default=[], help="only this fault, RULE/name (repeatable)")
    parser.add_argument("--sample", action="store_true", help="only the tests' sample (a few faults a rulebook)")
    parser.add_argument("--scenarios", type=Path, default=Path("build/fault-fuzz"), help="where shrunk scenarios go")
    parser.add_argument("--json", type=Path, default=None, help="write every fault's campaign here")
    args = parser.parse_args(argv)
    try:
        faults = sample() if args.sample else catalogued(args.rulebook, args.fault)
    except ValueError as exc:
        print(f"fault_fuzz: {exc}", file=sys.stderr)
        return 2
    runs: list[FaultFuzz] = []
    args.scenarios.mkdir(parents=True, exist_ok=True)
    for fault in faults:
        run = fuzz_fault(fault, args.hands, args.seed)
        runs.append(run)
        if run.scenario is not None:
            text = feature_text(run, args.hands, args.seed)
            (args.scenarios / scenario_file(fault)).write_text(text, encoding="utf-8")
    print(summary(runs, args.scenarios))
    if args.json is not None:
        args.json.write_text(json.dumps([as_json(r) for r in runs], indent=1) + "\n", encoding="utf-8")
    listed = listed_strays()
    problems = [p for r in runs for p in r.problems()]
    for run in runs:
        for problem in run.problems():
            known = set(run.strays) & set(listed.get(run.fault.key, ()))
            print(f"FAIL {problem}" + (f" (listed in {STRAYS_FILE.name})" if known and "attributes" in problem else ""))
    if args.seed == SEED:
        stale = stale_strays(runs, listed)
        problems += stale
        for problem in stale:
            print(f"FAIL {problem}")
    for run in runs:
        if run.problems() and run.scenario is not None:
            print(f"\n# {run.fault.key}, the shrunk counterexample:\n{run.scenario}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
