"""The protocol documented for implementers: every field described, the worked example true, the helpers working.

- every field of every message schema carries a ``description`` (from the docstrings in
  ``conformance/messages.py``), and the protocol page shows it;
- the worked exchange is replayed against the reference: each note's claims hold;
- the TypeScript definitions committed under ``implementations/typescript/`` are current;
- the Python wire helper is standard library only, and its example engine and the JavaScript
  example pass ``domino-rules smoke``.
"""

from __future__ import annotations

import ast
import doctest
import importlib.util
import io
import json
import shlex
import shutil
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import cast

import pytest

from conformance import messages
from conformance.refusals import rows
from conformance.schemas import TYPESCRIPT_FILE, all_schemas, field_docs, typescript_definitions
from conformance.smoke import smoke
from conformance.transcript import Exchange, example_problems, example_rulebook, run_transcript, transcript_examples
from rulesite.protocol import protocol_page
from rulespec import cached_spec

ROOT = Path(__file__).resolve().parent.parent
WIRE = ROOT / "implementations" / "python-wire"
TYPESCRIPT = ROOT / "implementations" / "typescript" / TYPESCRIPT_FILE


def _undescribed(schema: object, where: str) -> list[str]:
    """Every property of ``schema`` (walked through its definitions, items and unions) without a description."""
    missing: list[str] = []
    if isinstance(schema, dict):
        node = cast(dict[str, object], schema)
        properties = node.get("properties")
        if isinstance(properties, dict):
            for name, fragment in cast(dict[str, object], properties).items():
                if not (isinstance(fragment, dict) and cast(dict[str, object], fragment).get("description")):
                    missing.append(f"{where}.{name}")
        for key, value in node.items():
            if key != "properties":
                missing += _undescribed(value, f"{where}/{key}")
            else:
                for name, fragment in cast(dict[str, object], value).items():
                    missing += _undescribed(fragment, f"{where}.{name}")
    elif isinstance(schema, list):
        for index, item in enumerate(cast(list[object], schema)):
            missing += _undescribed(item, f"{where}[{index}]")
    return missing


def test_every_field_of_every_message_schema_has_a_description() -> None:
    missing = [item for name, schema in all_schemas().items() for item in _undescribed(schema, name)]
    assert not missing, "fields without a docstring in conformance/messages.py: " + ", ".join(sorted(set(missing)))


def test_descriptions_come_from_the_docstrings_in_messages() -> None:
    docs = field_docs()
    for name in dir(messages):
        value = getattr(messages, name)
        if isinstance(value, type) and hasattr(value, "__required_keys__"):
            assert set(value.__annotations__) <= set(docs.get(name, {})), name
    legal = all_schemas()["hand-reply.json"]["$defs"]
    assert isinstance(legal, dict)
    assert '`"6-4 left"`' in legal["HandReply"]["properties"]["legal"]["description"]


def _page() -> str:
    return protocol_page([Exchange("A note.", '{"op":"stop"}', '{"reply":{}}')])


def test_the_protocol_page_shows_each_meaning_the_rule_to_cite_and_the_infraction_kinds() -> None:
    page = _page()
    for schema in all_schemas().values():
        for definition in cast(dict[str, dict[str, object]], schema["$defs"]).values():
            for fragment in cast(dict[str, dict[str, str]], definition["properties"]).values():
                assert fragment["description"].replace("|", "\\|") in page
    spec = cached_spec()
    refusals = page[page.index("## Refusals") : page.index("## Infraction kinds")]
    kinds = page[page.index("## Infraction kinds") : page.index("## JSON Schemas")]
    for book in spec.rulebooks:
        section = refusals[refusals.index(f"### {book.id} ") :].split("\n### ", 1)[0]
        for row in rows(book):
            assert all(f"[{rule}](" in section for rule in row.rules), (book.id, row)
        section = kinds[kinds.index(f"### {book.id} ") :].split("\n### ", 1)[0]
        for kind, rule in book.penalty_rules().items():
            assert f"`{kind}` | [{rule.id}](" in section, (book.id, kind)
            assert rule.title_es is not None and f'<span lang="es">{rule.title_es}</span>' in section, (book.id, kind)
    assert "domino-rules smoke" in page and "domino_wire.py" in page
    assert "domino-rules kit" in page and "domino_wire.mjs" in page and "example_engine.mjs" in page


def test_the_worked_example_replayed_against_the_reference_agrees_with_its_notes() -> None:
    exchanges = run_transcript()  # raises when a reply contradicts its note
    examples = transcript_examples(example_rulebook(cached_spec()))
    assert [e.note for e in exchanges] == [e.note for e in examples]
    for example, exchange in zip(examples, exchanges, strict=True):
        assert json.loads(exchange.request) == example.request
        assert example_problems(example, exchange.reply) == []
    hand = next(i for i, e in enumerate(examples) if e.request["op"] == "hand")
    answer = json.loads(exchanges[hand].reply)
    assert [r["accepted"] for r in answer["reply"]["results"]] == [True, False, True]


def test_a_note_its_reply_belies_is_caught() -> None:
    examples = transcript_examples(example_rulebook(cached_spec()))
    exchanges = run_transcript()
    hand = next(i for i, e in enumerate(examples) if e.request["op"] == "hand")
    wrong = replace(examples[hand], accepted=(True, True, True))
    assert example_problems(wrong, exchanges[hand].reply)
    assert example_problems(replace(examples[hand], answer="error"), exchanges[hand].reply)


def test_the_typescript_definitions_are_current() -> None:
    text = typescript_definitions()
    assert TYPESCRIPT.read_text(encoding="utf-8") == text, (
        f"regenerate: python -m conformance.schemas {TYPESCRIPT.relative_to(ROOT)}"
    )
    assert "export interface HandReply {" in text and "export type Request = StartRequest |" in text
    assert "legal: string[];" in text


def _wire() -> ModuleType:
    spec = importlib.util.spec_from_file_location("domino_wire", WIRE / "domino_wire.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_python_wire_helper_needs_only_the_standard_library() -> None:
    tree = ast.parse((WIRE / "domino_wire.py").read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
    }
    imported |= {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 0
    }
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}, imported
    failures, _ = doctest.testmod(_wire())
    assert failures == 0


def test_the_python_wire_helper_answers_each_line() -> None:
    wire = _wire()
    lines: list[dict[str, object]] = [
        {"op": "start", "protocol": "1.3", "suite": "domino-rules"},
        {"op": "lead", "rulebook": "ndf-double-nine", "draws": {"N": "1-0"}},
        {"op": "hand", "rulebook": "ndf-double-nine"},
        {"op": "lead", "rulebook": "fmd-singles", "draws": {"N": "1-0"}},
        {"op": "lead", "rulebook": "ndf-double-nine", "draws": {}},
    ]
    source = io.StringIO(
        "".join(json.dumps(line) + "\n" for line in lines) + "not json\n" + '{"op": "stop"}\n{"op": "x"}\n'
    )
    sink = io.StringIO()

    def lead(request: dict[str, object]) -> dict[str, object]:
        if not request["draws"]:
            raise ValueError("no draws")
        return {"leader": "N"}

    wire.serve(
        {"lead": lead},
        {"name": "t", "version": "1", "language": "python"},
        ["ndf-double-nine"],
        ["lead"],
        stdin=source,
        stdout=sink,
    )
    answers = [json.loads(line) for line in sink.getvalue().splitlines()]
    assert answers[0]["reply"]["rulebooks"] == ["ndf-double-nine"]
    assert answers[1] == {"reply": {"leader": "N"}}
    assert "unsupported" in answers[2] and "unsupported" in answers[3]
    assert "error" in answers[4] and "error" in answers[5]
    assert answers[6] == {"reply": {}} and len(answers) == 7, "stop ends the session"


def test_the_python_wire_example_passes_smoke() -> None:
    command = shlex.join([sys.executable, str(WIRE / "example_engine.py")])
    checks = smoke(command, timeout=20.0, out=lambda line: None)
    assert checks and all(check.ok for check in checks), [check.line() for check in checks]
    assert any(check.name.startswith("lead") for check in checks)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed: the JS example cannot run")
def test_the_javascript_example_passes_smoke() -> None:
    command = shlex.join(["node", str(ROOT / "implementations" / "js-example" / "harness.mjs")])
    checks = smoke(command, timeout=20.0, out=lambda line: None)
    assert checks and all(check.ok for check in checks), [check.line() for check in checks]
