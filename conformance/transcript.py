"""The worked example of the wire protocol: requests that show each kind of message, and the replies recorded.

:func:`run_transcript` sends them to an implementation (the reference adapter by
default) over its standard input and records each reply line; ``domino-rules
site-data`` writes the result as JSON (:func:`write_transcript`) for the site's
protocol page, which reads it back (:func:`read_transcript`) without running
any engine.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal, cast

from conformance.messages import PROTOCOL_VERSION, HandAction, Request, SeatCode
from conformance.paths import project_root
from conformance.schemas import problems
from rulespec import Rulebook, Spec, cached_spec
from rulespec.families import BLOCK
from rulespec.files import atomic_write


@dataclass(frozen=True, slots=True)
class Exchange:
    """One request line the runner wrote and the line the implementation answered."""

    note: str
    request: str
    reply: str


AnswerKind = Literal["reply", "unsupported", "error"]


@dataclass(frozen=True, slots=True)
class Example:
    """One request of the worked example, with what its note says the answer shows.

    The claims are checked against every recording (:func:`example_problems`), so the note and
    the reply printed under it cannot disagree.
    """

    note: str
    request: Request
    answer: AnswerKind = "reply"
    """The kind of answer the note describes."""
    accepted: tuple[bool, ...] | None = None
    """For requests with ``results``: which actions the note says are accepted (in order)."""
    refused_under: tuple[str, ...] = ()
    """The rule IDs the refused actions cite, in order."""
    fields: Mapping[str, object] = field(default_factory=dict[str, object])
    """Top-level reply fields whose values the note states."""
    error_rule: str | None = None
    """For an ``error`` answer the note says names a rule: that rule ID (the answer's ``rule``)."""


def _authorities(book: Rulebook) -> dict[str, str]:
    """Engine check -> the rule of ``book`` whose ``enforces`` names it."""
    return {str(check): rule.id for rule in book.rules for check in rule.enforces}


def example_rulebook(spec: Spec) -> Rulebook:
    """The first block-family rulebook with a draw for the lead and Swiss rounds (every example op applies)."""
    for book in spec.rulebooks:
        found = _authorities(book)
        if book.game.family == BLOCK.name and all(check in found for check in _NEEDED):
            return book
    raise ValueError(
        f"the spec has no rulebook of the {BLOCK.name} family enforcing {', '.join(_NEEDED)} for the protocol example"
    )


_NEEDED: Final = ("lead-draw-highest-sum", "swiss-pairing", "pass-only-when-blocked", "match-target")


def transcript_examples(book: Rulebook) -> list[Example]:
    """The requests of the worked example in ``book``, each with what it shows.

    Tiles stay within a double-six set; the turn follows the rulebook's direction of play.
    """
    found = _authorities(book)
    clockwise = "play-clockwise" in found
    order: tuple[SeatCode, SeatCode, SeatCode] = ("E", "S", "W") if clockwise else ("W", "S", "E")
    second, third, fourth = order
    hands: dict[SeatCode, list[str]] = {"N": ["6-4", "2-0"], second: ["4-1", "3-3"], third: ["6-2", "1-0"]}
    hands[fourth] = ["5-5", "3-0"]
    actions: list[HandAction] = [
        {"type": "play", "seat": "N", "tile": "6-4"},
        {"type": "pass", "seat": second},
        {"type": "play", "seat": second, "tile": "4-1", "end": "right"},
    ]
    target = book.integer("target_score", 100)
    single_game = book.integer("set_games", 1) == 1 and book.integer("match_sets", 1) == 1
    draws: dict[SeatCode, str] = {"N": "6-4", "E": "6-5", "S": "2-1", "W": "3-3"}
    match_fields: dict[str, object] = {}
    if single_game:
        match_fields = {
            "scores": {"NS": target + 5, "EW": target - 45},
            "finished": True,
            "winner": "NS",
            "decided_by": found["match-target"],
        }
    deal_rule = book.parameters()["max_pip"][0].id
    return [
        Example(
            "The handshake: the runner names its protocol version; the reply claims rulebooks and capabilities "
            "(here with `claims`, the capabilities of each rulebook).",
            {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"},
        ),
        Example(
            "Who leads, from the tile each player drew: East's 6-5 has the highest sum.",
            {"op": "lead", "rulebook": book.id, "draws": draws},
            fields={"leader": "E"},
        ),
        Example(
            f"A hand from the deal: North leads 6-4, laid lengthwise with the 4 toward the leader, so the ends "
            f"are `[6, 4]` and `left` is the 6. {_SEAT_NAMES[second]} passes while holding 4-1, which fits: "
            f"refused, citing {found['pass-only-when-blocked']}. {_SEAT_NAMES[second]} then plays 4-1 on the right. "
            f"It is {_SEAT_NAMES[third]}'s turn, and `legal` lists each tile with the end it can go on.",
            {
                "op": "hand",
                "rulebook": book.id,
                "setup": {"hands": hands, "leader": "N"},
                "actions": actions,
            },
            accepted=(True, False, True),
            refused_under=(found["pass-only-when-blocked"],),
            fields={
                "turn": third,
                "ends": [6, 1],
                "legal": ["6-2 left", "1-0 right"],
                "first_tile": {"tile": "6-4", "orientation": "lengthwise", "toward_leader": 4},
                "outcome": None,
            },
        ),
        Example(
            f"A match: North-South start at {target - 20} against {target - 45}, 20 short of the {target} points a "
            f"{'match' if single_game else 'game'} needs, and win a hand worth 25"
            + (
                f": they pass the target and win the match, which `decided_by` puts down to {found['match-target']}."
                if single_game
                else ", which takes the game."
            ),
            {
                "op": "match",
                "rulebook": book.id,
                "setup": {"scores": {"NS": target - 20, "EW": target - 45}, "leader": "N"},
                "events": [{"type": "hand", "team": "NS", "points": 25, "winner": "S"}],
            },
            accepted=(True,),
            fields=match_fields,
        ),
        Example(
            "The next Swiss round from the standings and the pairings already played: A and B have met, "
            "so A plays C and B plays D, and the round accepts no rematch (`conflicts` is empty).",
            {
                "op": "pair",
                "rulebook": book.id,
                "entrants": [
                    {"id": "A", "wins": 2, "points": 300},
                    {"id": "B", "wins": 2, "points": 280},
                    {"id": "C", "wins": 1, "points": 250},
                    {"id": "D", "wins": 0, "points": 100},
                ],
                "history": [["A", "B"]],
            },
            fields={"tables": [["A", "C"], ["B", "D"]], "bye": None, "conflicts": []},
        ),
        Example(
            "A rulebook the implementation does not claim: it answers `unsupported`, and a scenario in it "
            "counts as not claimed.",
            {"op": "lead", "rulebook": "no-such-rulebook", "draws": draws},
            answer="unsupported",
        ),
        Example(
            "A request it cannot handle (there is no tile 12-4 in the set): it answers `error`.",
            {"op": "lead", "rulebook": book.id, "draws": {**draws, "N": "12-4"}},
            answer="error",
        ),
        Example(
            f"A deal the rules do not allow (6-4 dealt to North and to South): it answers `error` with the rule "
            f"the deal breaks, {deal_rule}, in `rule`.",
            {
                "op": "hand",
                "rulebook": book.id,
                "setup": {"hands": {"N": ["6-4", "2-0"], "S": ["6-4", "1-0"]}, "leader": "N"},
                "actions": [],
            },
            answer="error",
            error_rule=deal_rule,
        ),
        Example("The end of the session.", {"op": "stop"}, fields={}),
    ]


_SEAT_NAMES: Final[dict[str, str]] = {"N": "North", "E": "East", "S": "South", "W": "West"}


def example_problems(example: Example, answer_line: str) -> list[str]:
    """Where the answer ``answer_line`` contradicts what ``example``'s note says; empty when they agree."""
    try:
        answer = json.loads(answer_line)
    except json.JSONDecodeError:
        return [f"the answer is not JSON: {answer_line[:80]}"]
    if not isinstance(answer, dict) or example.answer not in answer:
        return [f"the note describes {example.answer!r}; the answer is {answer_line[:120]}"]
    body = cast(dict[str, object], answer)[example.answer]
    if example.answer == "error" and example.error_rule is not None:
        named = cast(dict[str, object], answer).get("rule")
        if named != example.error_rule:
            return [f"the note says the error names {example.error_rule}; the answer names {json.dumps(named)}"]
    if example.answer != "reply":
        return []
    if not isinstance(body, dict):
        return [f"the reply is not an object: {answer_line[:120]}"]
    reply = cast(dict[str, object], body)
    out: list[str] = []
    if example.accepted is not None:
        results = cast(list[dict[str, object]], reply.get("results", []))
        accepted = tuple(bool(result.get("accepted")) for result in results)
        if accepted != example.accepted:
            out.append(f"the note says accepted {list(example.accepted)}; the reply has {list(accepted)}")
        cited = tuple(str(result.get("rule")) for result in results if not result.get("accepted"))
        if cited != example.refused_under:
            out.append(f"the note cites {list(example.refused_under)}; the reply cites {list(cited)}")
    for name, value in example.fields.items():
        if reply.get(name) != value:
            out.append(f"the note says {name} is {json.dumps(value)}; the reply has {json.dumps(reply.get(name))}")
    return out


def run_transcript(
    command: list[str] | None = None, rulebook: str | None = None, timeout: float = 60.0
) -> list[Exchange]:
    """Send the example requests to an implementation (the reference by default) and record the replies.

    A reply that contradicts its note is a ``ValueError``: the page never shows a note its reply belies.
    """
    argv = command if command is not None else [sys.executable, "-m", "conformance.reference_adapter"]
    spec = cached_spec()
    book = spec.rulebook(rulebook) if rulebook is not None else example_rulebook(spec)
    examples = transcript_examples(book)
    lines = [json.dumps(example.request, separators=(",", ":")) for example in examples]
    for example, line in zip(examples, lines, strict=True):
        op = example.request["op"]
        found = problems("request", op, json.loads(line))
        if found:
            raise ValueError(f"example {op!r} request is invalid: {'; '.join(found)}")
    done = subprocess.run(
        argv,
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        cwd=project_root(),
        check=False,
    )
    replies = [line for line in done.stdout.splitlines() if line.strip()]
    if done.returncode != 0 or len(replies) != len(lines):
        tail = " / ".join(done.stderr.strip().splitlines()[-5:])
        raise RuntimeError(
            f"{' '.join(argv)} answered {len(replies)} of {len(lines)} example requests "
            f"(exit code {done.returncode}){': ' + tail if tail else ''}"
        )
    contradictions = [
        f"example {number} ({example.request['op']}): {problem}"
        for number, (example, reply) in enumerate(zip(examples, replies, strict=True), 1)
        for problem in example_problems(example, reply)
    ]
    if contradictions:
        raise ValueError("the worked example's notes and replies disagree: " + "; ".join(contradictions))
    return [Exchange(e.note, request, reply) for e, request, reply in zip(examples, lines, replies, strict=True)]


def write_transcript(exchanges: list[Exchange], path: Path) -> None:
    """Write ``exchanges`` as a JSON list of ``{note, request, reply}`` objects."""
    data = [{"note": e.note, "request": e.request, "reply": e.reply} for e in exchanges]
    atomic_write(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def read_transcript(path: Path) -> list[Exchange]:
    """Read a transcript written by :func:`write_transcript`; a malformed file is a ``ValueError`` naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read the recorded transcript: {exc}") from exc
    if not isinstance(data, list):
        raise ValueError(f"{path}: a transcript is a JSON list of exchanges")
    out: list[Exchange] = []
    for number, item in enumerate(cast(list[object], data), 1):
        parts = cast(dict[str, object], item) if isinstance(item, dict) else {}
        note, request, reply = parts.get("note"), parts.get("request"), parts.get("reply")
        if not (isinstance(note, str) and isinstance(request, str) and isinstance(reply, str)):
            raise ValueError(f"{path}: exchange {number} needs the strings note, request and reply")
        out.append(Exchange(note, request, reply))
    return out
