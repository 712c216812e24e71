"""The protocol page's refusal tables are complete: every refusal a scenario expects is in its rulebook's table.

A program written from the protocol page must know, for every refusal the suite checks, whether it is an error
for the whole request or a refused action, and which rule to cite. A scenario that expects a refusal the table
lacks fails here (add the situation to :mod:`conformance.refusals`).
"""

from __future__ import annotations

from collections import defaultdict

from conformance import refusals
from conformance.cases import all_cases
from rulesite.protocol import protocol_page
from rulespec import cached_spec


def _cited() -> dict[tuple[str, str, refusals.Answer], dict[str, list[str]]]:
    """(rulebook, op, answer) -> rule -> the scenarios expecting that refusal."""
    out: dict[tuple[str, str, refusals.Answer], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for case in all_cases():
        book = case["rulebook"]
        assert book is not None
        for observation in case["observations"]:
            for check in observation["checks"]:
                op, path, expected, compare = check["op"], check["path"], check["expected"], check["compare"]
                if compare == "refused-under" and isinstance(expected, str):
                    out[(book, op, "error")][expected].append(case["id"])
                    continue
                items = expected if isinstance(expected, list) else [expected]
                for item in items:
                    if isinstance(item, dict) and item.get("accepted") is False and isinstance(item.get("rule"), str):
                        out[(book, op, "refused")][str(item["rule"])].append(case["id"])
                if "accepted=false" in path and path.endswith("/rule") and isinstance(expected, str):
                    out[(book, op, "refused")][expected].append(case["id"])
    return out


def test_every_refusal_a_scenario_expects_is_in_the_table() -> None:
    spec = cached_spec()
    missing = [
        f"{book} {op} {answer} {rule} (e.g. {scenarios[0]})"
        for (book, op, answer), cited in sorted(_cited().items())
        for rule, scenarios in sorted(cited.items())
        if not refusals.covers(spec.rulebook(book), op, answer, rule)
    ]
    assert not missing, "refusals the protocol page does not list:\n" + "\n".join(missing)


def test_every_row_cites_rules_of_its_rulebook_in_an_op_of_its_family() -> None:
    for book in cached_spec().rulebooks:
        ids = {rule.id for rule in book.rules}
        for row in refusals.rows(book):
            assert row.rules and set(row.rules) <= ids, row
            assert row.op in refusals.FAMILY_OPS[book.game.family], row


def test_the_page_shows_every_row_and_the_principle() -> None:
    page = protocol_page([])
    assert "error reply" in page and "refused action" in page
    for book in cached_spec().rulebooks:
        section = page[page.index(f"{{#refusals-{book.id}}}") :]
        section = section[: section.index("\n### ") if "\n### " in section else len(section)]
        for row in refusals.rows(book):
            assert all(f"[{rule}](" in section for rule in row.rules), (book.id, row)


def test_every_edge_the_page_states_is_checked_by_its_scenarios() -> None:
    from conformance import edges

    cases = {case["id"]: case for case in all_cases()}
    page = protocol_page([])
    for edge in edges.EDGES:
        assert edge.behaviour.replace("|", "\\|") in page
        for scenario in edge.scenarios:
            assert scenario in cases, f"{scenario} is no scenario"
            paths = {
                check["path"]
                for observation in cases[scenario]["observations"]
                for check in observation["checks"]
                if check["op"] == edge.op
            }
            assert any(path.lstrip("/").startswith(edge.field) for path in paths), (scenario, edge.field)


def test_one_sign_convention_shows_each_penalty_as_the_change_to_the_score() -> None:
    """A fine where the higher score wins takes points off (negative); a penalty where the lowest total wins adds
    them (positive): the infraction table shows both as the change to the score."""
    page = protocol_page([])
    train = page[page.index("{#infractions-mexican-train}") :].split("\n### ", 1)[0]
    ndf = page[page.index("{#infractions-ndf-double-nine}") :].split("\n### ", 1)[0]
    assert "| `lateness` |" in train and "`+5` points" in train and "`-" not in train
    assert "`-75` points" in ndf and "`+" not in ndf
    assert "One sign convention" in page
