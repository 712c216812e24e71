"""The ruling in a browser's Python: what the site's "Rule on a hand" page calls, run by Pyodide.

The page unpacks the engine's zip (built by :mod:`rulesite.engine`: this module, the modules the
ruling needs and the spec exported as JSON) and calls :func:`start` once, then :func:`rule` for each
story the judge enters. Both take and return plain text (JSON), so nothing crosses between
JavaScript and Python but strings. The ruling is :func:`conformance.ruling.rule_story`, the one
``domino-rules ruling`` prints: the same engine, the same words.

Nothing here reads YAML or checks a schema: the spec comes from its JSON export, narrowed into the
model's classes by :func:`rulespec.export.read_export_texts`, then put in use for the engine.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

from conformance.ruling import Story, StoryError, rule_story, ruling_json, ruling_text
from rulespec import Spec, use_spec
from rulespec.export import ExportError, read_export_texts

STORY_SOURCE: Final = "the story entered"
"""How a ruling names the story the page sends (``domino-rules ruling`` names its file instead)."""

_SPEC: list[Spec] = []


def read_spec(folder: Path) -> Spec:
    """The spec from its JSON export in ``folder`` (every ``.json`` file under it, by its path there)."""
    files = {path.relative_to(folder).as_posix(): path.read_text(encoding="utf-8") for path in folder.rglob("*.json")}
    return read_export_texts(files).spec


def start(folder: str) -> str:
    """Read the spec's export from ``folder`` and put it in use; answers ``{"rulebooks": [ids]}`` or
    ``{"error": why}``."""
    try:
        spec = read_spec(Path(folder))
    except ExportError as exc:
        return json.dumps({"error": f"the spec in the engine's files cannot be read: {exc}"})
    use_spec(spec)
    _SPEC[:] = [spec]
    return json.dumps({"rulebooks": [book.id for book in spec.rulebooks]})


def answer(text: str, spec: Spec) -> dict[str, object]:
    """The page's answer to a story in Gherkin: the ruling as ``domino-rules ruling`` prints it (``text``) and as
    JSON (``ruling``), or the story's error with its line (``error``, ``line``)."""
    try:
        ruling = rule_story(Story(text, "gherkin", STORY_SOURCE), spec)
    except StoryError as exc:
        return {"error": str(exc), "line": exc.line}
    return {"text": ruling_text(ruling), "ruling": ruling_json(ruling)}


def rule(text: str) -> str:
    """:func:`answer` for the spec :func:`start` read, as JSON text."""
    if not _SPEC:
        return json.dumps({"error": "the engine has not read the spec yet", "line": None})
    return json.dumps(answer(text, _SPEC[0]), ensure_ascii=False)


__all__ = ["STORY_SOURCE", "answer", "read_spec", "rule", "start"]
