"""The suite's commands of ``domino-rules``: check an implementation, export the cases, look up a rule, trace and lint.

domino-rules check [--impl COMMAND] [--rulebook ID] [--rule GLOB] [--id SCENARIO_ID] [--report DIR] [--jobs N] [--validate]
                   [--expect FILE] [--site-url URL] [--dump-traffic DIR] [--verbose]
domino-rules export DIR
domino-rules smoke --impl COMMAND [--timeout S] [--rulebook ID]
domino-rules rule ID
domino-rules ruling FILE [--scenario NAME] [--kind gherkin|json] [--json] [--site-url URL]
domino-rules trace [--json]
domino-rules lint
domino-rules fuzz --impl COMMAND [--rulebook ID] [--hands N] [--seed S] [--shard I/N] [--jobs J] [--json FILE]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import textwrap
from pathlib import Path
from typing import Final, cast

from conformance.fuzz_cli import Commands
from conformance.fuzz_cli import add_command as add_fuzz
from conformance.paths import DEFAULT_SITE_URL, features_dir, packages_root, project_root, suite_module
from rulespec import Spec, SpecError, cached_spec
from rulespec.paths import DataNotFoundError

UNUSED_PYTEST_PLUGINS: Final = (
    "logging",
    "warnings",
    "faulthandler",
    "unraisableexception",
    "threadexception",
    "doctest",
    "legacypath",
    "pastebin",
    "junitxml",
    "stepwise",
    "setuponly",
    "setupplan",
    "unittest",
    "subtests",
    "recwarn",
    "monkeypatch",
)
"""pytest's plugins ``check`` turns off: the suite uses none of them (its reports, skips and failures are its own)."""


def _check(args: argparse.Namespace) -> int:
    import pytest

    features = features_dir()
    if not features.is_dir():
        print(f"domino-rules check: {features} is not a folder of feature files", file=sys.stderr)
        return 2
    report = (
        Path(args.report) if args.report else project_root() / "reports" / ("subprocess" if args.impl else "reference")
    )
    pytest_args = [
        str(suite_module()),
        "-o",
        "addopts=",
        "-p",
        "conformance.plugin",
        "-p",
        "no:cacheprovider",
        # pytest's own plugins the suite has no use for, several of which wrap every test (log capture, warning
        # capture, fault and unraisable-exception hooks): the suite's reports are its own
        *(arg for plugin in UNUSED_PYTEST_PLUGINS for arg in ("-p", f"no:{plugin}")),
        # the suite's checks raise their own mismatches: no assert of its modules needs pytest's rewriting,
        # whose compiling of every step module cost a tenth of a run
        "--assert=plain",
        # test IDs relative to the packages' folder, the same from a checkout or site-packages; and no
        # configuration file of whatever project encloses an installed copy (the suite needs none)
        "--rootdir",
        str(packages_root()),
        "-c",
        os.devnull,
        "--report",
        str(report),
        "--impl-timeout",
        str(args.timeout),
        "--site-url",
        args.site_url,
        *(["-v", "-rfE"] if args.verbose else ["-q", "--tb=no"]),
    ]
    if args.dump_traffic:
        pytest_args += ["--dump-traffic", str(Path(args.dump_traffic).resolve())]
    if args.impl:
        pytest_args += ["--impl", args.impl]
    for book in args.rulebook:
        pytest_args += ["--rulebook", book]
    for rule in args.rule:
        pytest_args += ["--rule", rule]
    if args.id:
        from conformance.features import read_features

        known = {scenario.ref for scenario in read_features()}
        missing = [ref for ref in args.id if ref not in known]
        if missing:
            print(
                f"domino-rules check: no such scenario: {'; '.join(missing)} "
                "(an ID is `<feature path>:<scenario name>`, as `domino-rules trace --json` lists them)",
                file=sys.stderr,
            )
            return 2
        for ref in args.id:
            pytest_args += ["--scenario-id", ref]
    if args.jobs and args.jobs > 1:
        pytest_args += ["-n", str(args.jobs)]
    if args.fail_fast:
        pytest_args += ["-x"]
    if args.validate:
        pytest_args += ["--validate"]
    if args.expect:
        from conformance.expect import ExpectationError, load_checked

        try:
            load_checked(Path(args.expect))
        except ExpectationError as exc:
            print(f"domino-rules: {exc}", file=sys.stderr)
            return 2
        pytest_args += ["--expect", str(Path(args.expect).resolve())]
    summary = report / "results.json"
    before = summary.stat().st_mtime_ns if summary.exists() else None
    if args.verbose:
        code = int(pytest.main(pytest_args))
    else:
        # pytest's own output only when it could not run the suite (a refused handshake, a bad option)
        captured = io.StringIO()
        with contextlib.redirect_stdout(captured):
            code = int(pytest.main(pytest_args))
        if code not in (0, 1, 5):
            print(captured.getvalue(), end="")
    written = summary.exists() and summary.stat().st_mtime_ns != before
    if not written and code not in (0, 1, 5):
        print(f"domino-rules: the suite did not run (exit {code}): no report was written", file=sys.stderr)
    if written:
        from conformance.results import console_line, group_of

        data = json.loads(summary.read_text(encoding="utf-8"))
        for scenario in sorted(data["scenarios"], key=lambda s: str(s["id"] or s["nodeid"])):
            if group_of(scenario) == "failed":
                print(console_line(scenario))
        t = data["totals"]
        claimed = sum(t.values()) - t["not claimed"]
        print(
            f"\ndomino-rules: {t['passed']}/{claimed} claimed scenarios passed, {t['failed']} failed, "
            f"{t['error']} errors, {t['not claimed']} not claimed; reports in {report}"
        )
        levels = data.get("levels", {})
        if levels:
            print(
                "domino-rules: by level (passed/claimed): "
                + ", ".join(f"{name} {v['passed']}/{v['claimed']}" for name, v in levels.items())
            )
        if args.expect:
            v = data.get("verdicts", {})
            surprises = v.get("unexpected failure", 0) + v.get("unexpected pass", 0)
            print(
                f"domino-rules: against {args.expect}: {v.get('expected failure', 0)} expected failures, "
                f"{v.get('unexpected failure', 0)} unexpected failures, {v.get('unexpected pass', 0)} unexpected passes"
            )
            if code in (0, 1):
                code = 1 if surprises else 0
    if args.dump_traffic:
        print(f"domino-rules: every request and reply in {args.dump_traffic}")
    if code == 5:
        print("domino-rules: no scenario matched the selection", file=sys.stderr)
    return code


def _export(args: argparse.Namespace) -> int:
    from conformance.cases import export

    try:
        written = export(Path(args.dir))
    except ValueError as exc:
        print(f"domino-rules export: {exc}", file=sys.stderr)
        return 1
    print(f"domino-rules export: {len(written) - 2} cases, the schema and an index written to {args.dir}")
    return 0


def _smoke(args: argparse.Namespace) -> int:
    from conformance.smoke import run

    return run(args.impl, args.timeout, sys.stdout, args.rulebook)


def _ruling(args: argparse.Namespace) -> int:
    """``ruling FILE``: what the rulebook decides about a story (exit 0; 1 when the story's own expectations
    do not all hold; 2 when the story cannot be read as written)."""
    from conformance.ruling import Story, StoryError, StoryKind, rule_story, ruling_json, ruling_schema, ruling_text

    if args.schema:
        print(json.dumps(ruling_schema(), indent=2))
        return 0
    if args.file is None:
        print("domino-rules ruling: name the story's FILE (- for standard input)", file=sys.stderr)
        return 2
    source = "<stdin>" if args.file == "-" else str(args.file)
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"domino-rules ruling: {source}: cannot be read: {exc}", file=sys.stderr)
        return 2
    kind: StoryKind = args.kind or ("json" if source.endswith(".json") or text.lstrip().startswith("{") else "gherkin")
    try:
        if kind == "json":
            _check_requests(source, text)
        ruling = rule_story(Story(text, kind, source, args.scenario), cached_spec())
    except StoryError as exc:
        print(f"domino-rules ruling: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:  # the engine cited a rule the spec does not hold: no ruling to give
        print(f"domino-rules ruling: no ruling: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(ruling_json(ruling), indent=2))
    else:
        sys.stdout.write(ruling_text(ruling, args.site_url))
    return 0 if ruling.agrees else 1


def _check_requests(source: str, text: str) -> None:
    """Each request of a JSON story checked against its message schema, so a malformed one is refused naming
    the field (the ruling itself reads JSON without jsonschema, which a browser's Python lacks)."""
    from conformance.ruling import StoryError
    from conformance.schemas import REQUEST_TYPES, problems

    try:
        data: object = json.loads(text)
    except json.JSONDecodeError:
        return  # the ruling says where
    if not isinstance(data, dict):
        return
    document = cast(dict[str, object], data)
    requests = document.get("requests", [document])
    if not isinstance(requests, list):
        return
    for index, request in enumerate(cast(list[object], requests)):
        if not isinstance(request, dict):
            continue  # the ruling says what is wrong
        message = cast(dict[str, object], request)
        op = message.get("op")
        if not isinstance(op, str) or op not in REQUEST_TYPES:
            continue  # the ruling names the op that is wrong
        found = problems("request", op, message)
        if found:
            where = f"requests/{index}/" if "requests" in document else ""
            raise StoryError(source, None, f"the {op} request is malformed: {where}{found[0]}")


def _wrap(text: str) -> str:
    return textwrap.fill(text, 88, initial_indent="  ", subsequent_indent="  ")


def _rule(args: argparse.Namespace) -> int:
    from conformance.trace import build_trace
    from rulespec.marks import ours
    from rulespec.ruleids import lookup

    spec = cached_spec()
    if args.ours:
        return _ours(spec, args.id)
    found = lookup(spec, args.id)
    if len(found) != 1:
        close = ", ".join(r.id for r in found[:12]) + (", ..." if len(found) > 12 else "")
        print(f"no rule {args.id!r}" + (f"; did you mean {close}?" if found else ""), file=sys.stderr)
        return 1
    rule = found[0]
    book = spec.rulebook_of(rule.id)
    print(f"{rule.id}  {rule.title}")
    print(
        f"  {book.title}; kind: {rule.kind}"
        + ("; judge-only" if rule.judge_only else "")
        + ("; the judge decides the sanction" if rule.judge_decides else "")
    )
    print()
    print(_wrap(rule.statement))
    added = ours(rule.statement)
    if added:
        print("\nOurs, not the source's:")
        for sentence in added:
            print(textwrap.fill(sentence, 88, initial_indent="  - ", subsequent_indent="    "))
    if rule.parameters:
        print("\nParameters:")
        for p in rule.parameters:
            print(f"  {p.name} = {p.value:g} {p.unit}  ({p.meaning})")
    if rule.penalty is not None:
        pen = rule.penalty
        print(f"\nPenalty: infraction '{pen.infraction}' -> {', '.join(pen.consequences)} (to the {pen.target})")
    print("\nSource clauses: " + ", ".join(rule.clauses))
    for reading in rule.readings:
        print("\nReading: " + reading.question)
        print(_wrap("We read: " + reading.reading))
        print(_wrap("Because: " + reading.reason))
    scenarios = next(r["scenarios"] for r in build_trace(spec)["rules"] if r["id"] == rule.id)
    print("\nScenarios:")
    for ref in scenarios or ["(none)"]:
        print(f"  {ref}")
    return 0


def _ours(spec: Spec, key: str) -> int:
    """Print the sentences marked as ours of a rulebook's statements (by its ID or prefix), or of one rule."""
    from rulespec.marks import ours
    from rulespec.ruleids import lookup

    books = [book for book in spec.rulebooks if key.lower() in (book.id.lower(), book.prefix.lower())]
    rules = list(books[0].rules) if books else lookup(spec, key)
    if not rules:
        known = ", ".join(f"{book.id} ({book.prefix})" for book in spec.rulebooks)
        print(f"no rulebook or rule {key!r} (rulebooks: {known})", file=sys.stderr)
        return 1
    marked = [(rule, ours(rule.statement)) for rule in rules]
    if books:
        count = sum(1 for _, added in marked if added)
        print(f"{books[0].title}: {count} of {len(rules)} statements add something the source does not say")
    for rule, added in marked:
        if added:
            print(f"\n{rule.id}  {rule.title}")
            for sentence in added:
                print(textwrap.fill(sentence, 88, initial_indent="  - ", subsequent_indent="    "))
    return 0


def _trace(args: argparse.Namespace) -> int:
    from conformance.trace import build_trace

    trace = build_trace()
    if args.json:
        print(json.dumps(trace, indent=2))
        return 0
    for clause in trace["clauses"]:
        print(f"{clause['id']:<32} {', '.join(clause['rules']) or '-- no rule --'}")
    print()
    for rule in trace["rules"]:
        print(f"{rule['id']:<12} {len(rule['scenarios'])} scenario(s)")
    return 0


def _lint(args: argparse.Namespace) -> int:
    from conformance.cases import unbuildable
    from conformance.features import read_features
    from conformance.trace import Problem, kind_gaps, lint, lint_warnings

    if args.kinds:
        gaps = kind_gaps()
        for gap in gaps:
            print(gap)
        print(
            f"domino-rules lint --kinds: {len(gaps)} (rule, kind) pair(s) with no fault and no reason", file=sys.stderr
        )
        return 0
    problems = lint()
    problems += [
        Problem(f"{s.path}:{s.line} ({s.name})", f"scenario cannot be built: {why}")
        for s, why in unbuildable(read_features())
    ]
    for problem in problems:
        print(problem)
    for warning in lint_warnings():
        print(f"warning: {warning}", file=sys.stderr)
    pairs = len(kind_gaps())
    if pairs:
        print(
            f"warning: {pairs} (rule, kind of bug) pair(s) where the kind can occur have no fault and no reason "
            "(domino-rules lint --kinds lists them)",
            file=sys.stderr,
        )
    if problems:
        print(f"domino-rules lint: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    spec = cached_spec()
    print(f"domino-rules lint: ok ({len(spec.all_rules())} rules in {len(spec.rulebooks)} rulebook(s))")
    return 0


def add_commands(commands: Commands) -> None:
    """Register the suite's commands (check, export, rule, trace, smoke, lint) under ``commands``."""
    check = commands.add_parser("check", help="run the conformance suite against an implementation")
    check.add_argument("--impl", help="command that starts an implementation speaking the wire protocol")
    check.add_argument("--rulebook", action="append", default=[], help="only this rulebook (repeatable)")
    check.add_argument("--rule", action="append", default=[], help="only rules matching this glob, e.g. 'NDF-4.*'")
    check.add_argument(
        "--id",
        action="append",
        default=[],
        metavar="SCENARIO_ID",
        help="only this scenario, by its ID `<feature path>:<scenario name>` (repeatable)",
    )
    check.add_argument(
        "--report",
        help="directory for the reports (default: reports/<reference|subprocess> in the checkout, else in the current folder)",
    )
    check.add_argument("--jobs", type=int, default=1, help="spread scenarios over N processes (pytest-xdist)")
    check.add_argument("--fail-fast", action="store_true", help="stop at the first failure")
    check.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for each reply (default 10)")
    check.add_argument(
        "--validate",
        action="store_true",
        help="validate every request sent, as well as every reply, against the schemas",
    )
    check.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="pytest's own output too: one line per scenario, tracebacks (default: one line per failure)",
    )
    check.add_argument(
        "--site-url",
        default=DEFAULT_SITE_URL,
        help="the rules site the reports link rule IDs to: a URL, or a path relative to the report folder "
        "(default: none, each rule ID links to its text in rules.html, written beside the reports)",
    )
    check.add_argument(
        "--dump-traffic",
        metavar="DIR",
        help="write every request sent and reply got into DIR, one NDJSON file per scenario",
    )
    check.add_argument(
        "--expect",
        metavar="FILE",
        help="expectations file (YAML: scenario ID -> reason); exit non-zero only on unexpected results",
    )
    check.set_defaults(run=_check)
    export = commands.add_parser("export", help="write every scenario as language-neutral JSON cases")
    export.add_argument("dir", help="directory to write the cases, their JSON Schema and an index into")
    export.set_defaults(run=_export)
    rule = commands.add_parser("rule", help="show a rule: statement, parameters, clauses, readings, scenarios")
    rule.add_argument("id", help="a rule ID such as NDF-4.2; with --ours, also a rulebook ID or prefix (MT)")
    rule.add_argument(
        "--ours", action="store_true", help="list only the statement sentences marked as ours, rule by rule"
    )
    rule.set_defaults(run=_rule)
    ruling = commands.add_parser(
        "ruling",
        help="what the rulebook decides about a table's story: each action, penalty and sanction, the end, the next lead",
    )
    ruling.description = (
        "Read a table's story (steps of the suite's vocabulary, as in a .feature file or bare; or the protocol's "
        "JSON: a request, or a case as `export` writes it) and print what the rulebook decides, step by step, each "
        "with its rule ID and rule page. Exit 0 with the ruling; 1 when the story's own Then steps (a case's "
        "observations) do not all hold; 2 when the story cannot be read as written."
    )
    ruling.add_argument(
        "file", nargs="?", help="the story: a .feature file, a bare story, or JSON (- for standard input)"
    )
    ruling.add_argument("--scenario", metavar="NAME", help="the scenario to rule on when the file holds several")
    ruling.add_argument("--kind", choices=("gherkin", "json"), help="how to read FILE (default: JSON if it looks so)")
    ruling.add_argument("--json", action="store_true", help="print the ruling as JSON (its schema: --schema)")
    ruling.add_argument("--schema", action="store_true", help="print the JSON Schema of the --json ruling and exit")
    ruling.add_argument(
        "--site-url",
        default="",
        help="the rules site the rule pages are under (a URL or a path); default: pages relative to the site's root",
    )
    ruling.set_defaults(run=_ruling)
    trace = commands.add_parser("trace", help="the clause -> rule -> scenario matrix")
    trace.add_argument("--json", action="store_true", help="print it as one JSON object")
    trace.set_defaults(run=_trace)
    smoke = commands.add_parser("smoke", help="check the wiring in seconds: handshake and one request per capability")
    smoke.add_argument("--impl", required=True, help="command that starts an implementation speaking the wire protocol")
    smoke.add_argument("--timeout", type=float, default=5.0, help="seconds to wait for each reply (default 5)")
    smoke.add_argument("--rulebook", help="send the requests in this rulebook (default: the first one claimed)")
    smoke.set_defaults(run=_smoke)
    lint = commands.add_parser("lint", help="fail on a clause with no rule, a rule with no scenario, a bad tag or step")
    lint.add_argument(
        "--kinds",
        action="store_true",
        help="list each (rule, kind of bug) pair where spec/faults/kinds.yaml says the kind can occur and the "
        "rule's catalogue has no fault of that kind and no reason it cannot occur",
    )
    lint.set_defaults(run=_lint)
    add_fuzz(commands, _fuzz)


def _fuzz(args: argparse.Namespace) -> int:
    """``fuzz``, the fuzzer (and the reference it plays) loaded only when it runs."""
    from conformance.fuzz import run

    return run(args)


def main(argv: list[str] | None = None) -> int:
    """The suite's commands alone (``python -m conformance.cli``); ``domino-rules`` adds the organiser's."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance.cli", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    add_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except SpecError as exc:
        print(f"domino-rules: the spec is malformed: {exc}", file=sys.stderr)
        return 2
    except DataNotFoundError as exc:
        print(f"domino-rules: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
