r"""The generated pages of the documentation site, built from ``spec/`` and ``features/``.

Nothing here is written per rule: every page is rendered from the typed spec
(:func:`rulespec.cached_spec`), the feature files
(:func:`conformance.features.read_features`), the step registry, the message
schemas, the recorded reports and the data recorded by ``domino-rules
site-data`` (:mod:`rulesite.recorded`); never the engine. The MkDocs
hooks in ``rulesite/mkdocs_hooks.py`` add the result to each build as virtual
files; nothing generated is ever written into ``docs/``.

:func:`site_files` is the whole output: a map from a path inside the site's
docs tree (``rulebooks/ndf-double-nine.md``) to the file's text. The pages
themselves are rendered by:

- :mod:`rulesite.rulebooks`: the rulebook index and the rulebook pages,
  with each rule's section and its scenarios;
- :mod:`rulesite.protocol`: the wire protocol page, its worked
  transcript and the published JSON Schema files;
- :mod:`rulesite.reference`: the step vocabulary, the traceability
  matrix, the organisers' tournament page and the cases page;
- :mod:`rulesite.judges`: the judges' pages;
- :mod:`rulesite.specjson`: the spec as JSON under ``spec/v1/`` and its implementers' page.
"""

from __future__ import annotations

from typing import Final

from conformance.features import ScenarioInfo, read_features
from conformance.schemas import all_schemas
from conformance.transcript import Exchange
from rulesite import judges, lookup
from rulesite.implementations import PAGE as IMPLEMENTATIONS_PAGE
from rulesite.implementations import implementations_page
from rulesite.markup import RULEBOOKS_DIR, rulebook_uri
from rulesite.protocol import PROTOCOL_PAGE, protocol_page, schema_files
from rulesite.recorded import RULING_SCHEMA, recorded_ruling_schema, recorded_transcript
from rulesite.reference import (
    CASES_PAGE,
    STEPS_PAGE,
    TOURNAMENT_PAGE,
    TRACE_PAGE,
    cases_page,
    cases_schema_file,
    steps_page,
    tournament_page,
    tournament_schema_text,
    traceability_page,
)
from rulesite.rulebooks import rulebook_page, rulebooks_index
from rulesite.rulepages import rule_files
from rulesite.specjson import SPEC_JSON_PAGE, spec_json_files
from rulespec import Spec, cached_spec
from rulespec.faults import cached_catalogues
from rulespec.glossary import Glossary, cached_glossary

__all__ = [
    "CASES_PAGE",
    "PROTOCOL_PAGE",
    "SPEC_JSON_PAGE",
    "STEPS_PAGE",
    "TOURNAMENT_PAGE",
    "TRACE_PAGE",
    "Exchange",
    "nav_rulebooks",
    "rulebook_page",
    "site_files",
]

RULING_SCHEMA_PATH: Final = f"protocol/v1/{RULING_SCHEMA}"
"""Where the site publishes the JSON Schema of ``domino-rules ruling --json``, beside the protocol's."""


def nav_rulebooks(spec: Spec | None = None) -> list[dict[str, str]]:
    """The rulebook pages as MkDocs nav entries, in spec order."""
    spec = spec if spec is not None else cached_spec()
    return [{book.title: rulebook_uri(book)} for book in spec.rulebooks]


def site_files(
    spec: Spec | None = None,
    scenarios: list[ScenarioInfo] | None = None,
    exchanges: list[Exchange] | None = None,
    glossary: Glossary | None = None,
) -> dict[str, str]:
    """Every generated file of the site, by its path in the docs tree."""
    spec = spec if spec is not None else cached_spec()
    scenarios = scenarios if scenarios is not None else read_features()
    exchanges = exchanges if exchanges is not None else recorded_transcript()
    schemas = all_schemas()
    glossary = glossary if glossary is not None else cached_glossary()
    files: dict[str, str] = {f"{RULEBOOKS_DIR}/index.md": rulebooks_index(spec, scenarios)}
    for book in spec.rulebooks:
        files[rulebook_uri(book)] = rulebook_page(book, spec, scenarios, glossary)
    files.update(rule_files(spec, scenarios, glossary))
    files.update(judges.judge_files(spec, glossary))
    files[lookup.LOOKUP_INDEX_JS] = lookup.lookup_index_js(spec, glossary)
    files[PROTOCOL_PAGE] = protocol_page(exchanges, schemas, spec)
    files[STEPS_PAGE] = steps_page()
    files[TRACE_PAGE] = traceability_page(spec, scenarios)
    files[IMPLEMENTATIONS_PAGE] = implementations_page()
    files.update(schema_files(schemas))
    files[TOURNAMENT_PAGE] = tournament_page(spec)
    files["tournament/v1/tournament.json"] = tournament_schema_text()
    files[RULING_SCHEMA_PATH] = recorded_ruling_schema()
    files[CASES_PAGE] = cases_page()
    name, text = cases_schema_file()
    files[f"protocol/v1/{name}"] = text
    files.update(spec_json_files(spec, glossary, cached_catalogues()[0]))
    return files
