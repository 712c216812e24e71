"""The reference adapter translates messages and calls the engine; it decides nothing itself.

Two checks keep it that way: a reading of its source (no arithmetic, no ranking, no function named
for a decision other than the protocol's ops), and a look at what it answers when the engine is
replaced (its knock-out round, forfeits and standings rows are whatever the engine says).
"""

from __future__ import annotations

import ast
import inspect
import re
from types import ModuleType
from typing import Final

import pytest

from conformance import reference_adapter, reference_fives, reference_refusal, reference_train
from conformance.adapter import Implementation
from conformance.messages import AdvanceRequest, StandingsRequest
from conformance.reference_adapter import ReferenceAdapter
from reference_impl.tournament import knockout, standings
from reference_impl.tournament.rules import TournamentRules

ADAPTER_MODULES: Final = (reference_adapter, reference_fives, reference_train, reference_refusal)
"""Every module of the reference adapter: the block games' and the requests it hands to its all-fives and
train parts, and the one place a refusal under a rule is made."""

DECISION_WORDS: Final = re.compile(r"winner|score|pair|rank|standing|advance|forfeit|bye|tiebreak|point")
"""Words that name a decision; a function so named may only be an op of the protocol or read a request's
fields (``request_...``)."""

OPS: Final = frozenset(name for name in dir(Implementation) if not name.startswith("_"))

ARITHMETIC: Final = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)
ORDERING: Final = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)
RANKING_CALLS: Final = frozenset({"max", "min", "sum", "abs", "round"})
RULE_LOOKUPS: Final = frozenset({"has", "rule_for", "require", "penalty", "rule_of"})
"""The engine's questions to a rulebook (does a rule enforce this check, which rule to cite): asking them is
deciding or citing, which the engine does; the adapter's claim asks ``enforcer`` only."""


def _is_len(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"


def _last_position(node: ast.BinOp) -> bool:
    """``len(...) - 1``: the position of the last item of a list the adapter keeps while it translates
    (bookkeeping, not a rule)."""
    return (
        _is_len(node.left)
        and isinstance(node.op, ast.Sub)
        and isinstance(node.right, ast.Constant)
        and node.right.value == 1
    )


def _computes(node: ast.AST) -> bool:
    """Arithmetic other than a last position, or an ordering comparison."""
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ARITHMETIC) and not _last_position(node)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub) and not isinstance(node.operand, ast.Constant)
    if isinstance(node, ast.Compare):
        return any(isinstance(op, ORDERING) for op in node.ops)
    return isinstance(node, ast.AugAssign)


def rule_logic(tree: ast.Module, path: str = "<code>") -> list[str]:
    """Every place in ``tree`` (the source of ``path``) that computes instead of translating."""

    def _where(node: ast.AST) -> str:
        return f"{path}:{getattr(node, 'lineno', '?')}: {ast.unparse(node)}"

    found: list[str] = []
    for node in ast.walk(tree):
        if _computes(node):
            found.append(f"computes: {_where(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in RULE_LOOKUPS:
            found.append(f"asks the rulebook: {_where(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in RANKING_CALLS:
                found.append(f"ranking call: {_where(node)}")
            elif node.func.id == "sorted" and any(k.arg == "key" for k in node.keywords):
                found.append(f"ranking by a key: {_where(node)}")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            name = node.name
            if DECISION_WORDS.search(name) and name not in OPS and not name.startswith("request_"):
                found.append(f"function named for a decision: {name} (line {node.lineno})")
    return found


@pytest.mark.parametrize("module", ADAPTER_MODULES, ids=lambda m: m.__name__)
def test_the_reference_adapter_holds_no_rule_logic(module: ModuleType) -> None:
    path = f"conformance/{module.__name__.rpartition('.')[2]}.py"
    assert rule_logic(ast.parse(inspect.getsource(module)), path) == []


@pytest.mark.parametrize(
    "code",
    [
        "def f(w):\n    return [[w[i], w[i + 1]] for i in range(0, len(w), 2)]\n",
        "def f(w):\n    return w + ([None] if len(w) % 2 else [])\n",
        "def f(a, b):\n    return len(a) > len(b)\n",
        "def f(a, b):\n    return a.points - b\n",
        "def f(rows):\n    return sorted(rows, key=lambda r: r.wins)\n",
        "def f(sets):\n    return max(sets)\n",
        "def f(a, b):\n    return 0 if a > b else 1\n",
        "def match_winner(m):\n    return m\n",
        "def f(state, rules):\n    return state.shuffler if rules.has('shuffler-behind') else None\n",
        "def f(rules):\n    return rules.rule_for('match-target')\n",
        "def f(t):\n    t.x += 1\n",
    ],
)
def test_the_check_finds_rule_logic_planted_in_adapter_code(code: str) -> None:
    assert rule_logic(ast.parse(code)), code


def test_a_knockout_round_is_what_the_engines_advance_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[knockout.Match, ...]] = []
    waited: list[tuple[str, ...]] = []

    def fake(matches: list[knockout.Match], rules: TournamentRules, waiting: list[str]) -> knockout.Round:
        seen.append(tuple(matches))
        waited.append(tuple(waiting))
        return knockout.Round((knockout.Decision("B"), knockout.Decision(None, "X-1", "why")), (("B", None),))

    monkeypatch.setattr(knockout, "advance", fake)
    request: AdvanceRequest = {
        "op": "advance",
        "rulebook": "doral-partnership",
        "matches": [{"sides": ["A", "B"], "sets": [[3, 0], [3, 0]]}, {"sides": ["C", "D"], "sets": [[3, 0]]}],
        "waiting": ["E"],
    }
    reply = ReferenceAdapter().advance(request)
    assert seen == [(knockout.Match(("A", "B"), ((3, 0), (3, 0))), knockout.Match(("C", "D"), ((3, 0),)))]
    assert waited == [("E",)]
    assert reply == {
        "results": [{"accepted": True}, {"accepted": False, "rule": "X-1", "reason": "why"}],
        "winners": ["B", None],
        "next": [["B", None]],
    }


def test_a_forfeit_is_scored_by_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def fake(
        cls: type[standings.Played],
        sides: tuple[standings.Side, standings.Side],
        forfeiting: int,
        terms: TournamentRules,
    ) -> standings.Played:
        calls.append(forfeiting)
        return standings.Played(sides, (7, 3), 0)

    monkeypatch.setattr(standings.Played, "forfeited", classmethod(fake))
    request: StandingsRequest = {
        "op": "standings",
        "rulebook": "ndf-double-nine",
        "entrants": ["A", "B"],
        "results": [{"sides": [["A"], ["B"]], "forfeit": 1}],
        "byes": [],
    }
    rows = ReferenceAdapter().standings(request)["rows"]
    assert calls == [1]
    assert [(r["entrant"], r["points"], r["differential"], r["wins"], r.get("losses")) for r in rows] == [
        ("A", 7, 4, 1, 0),
        ("B", 3, -4, 0, 1),
    ]


def test_a_result_with_neither_scores_nor_forfeit_is_refused() -> None:
    request: StandingsRequest = {
        "op": "standings",
        "rulebook": "ndf-double-nine",
        "entrants": ["A", "B"],
        "results": [{"sides": [["A"], ["B"]]}],
        "byes": [],
    }
    with pytest.raises(ValueError, match="scores or the side that forfeited"):
        ReferenceAdapter().standings(request)
