"""The domino-rules wire protocol for a Python engine, in one file (standard library only).

Copy this file beside your engine. Write one handler function per op you support; each takes
the request (a dict, as read from JSON) and returns the reply (a dict). Then call
:func:`serve`::

    import domino_wire

    def lead(request):
        ...
        return {"leader": "N"}

    domino_wire.serve(
        {"lead": lead},
        implementation={"name": "my engine", "version": "1.0", "language": "python"},
        rulebooks=["ndf-double-nine"],
        capabilities=["lead"],
    )

:func:`serve` reads one request per line from standard input and writes one answer per line
to standard output, in order: ``{"reply": ...}`` from the handler, ``{"unsupported": ...}``
for an op with no handler, a rulebook not claimed, or a handler that raises
:class:`Unsupported`, ``{"error": ..., "rule": ...}`` for a handler that raises :class:`Refused`
(the rules allow no such request), and ``{"error": ...}`` for a line that is not a JSON object or a
handler that raises anything else. It answers ``start`` itself with the claim given (unless
a handler for ``start`` is passed) and ``stop`` with ``{}``, then returns. The protocol and
every message are described on the project site's "Wire protocol" page.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Iterable, Mapping
from typing import TextIO, cast

PROTOCOL = "1.0"
"""The protocol version this file speaks (major.minor)."""

Message = dict[str, object]
"""A request or a reply: a JSON object."""
Handler = Callable[[Message], Message]
"""A function from a request to its reply."""


class Unsupported(Exception):
    """Raise it in a handler to answer ``unsupported`` (the request is outside what the engine does)."""


class Refused(Exception):
    """Raise it in a handler when the rules allow no such request (a deal with a tile outside the set,
    a tile dealt twice, a hand too large): the answer is ``{"error": reason, "rule": rule}``."""

    def __init__(self, reason: str, rule: str) -> None:
        super().__init__(reason)
        self.rule = rule


def answer(
    request: object,
    handlers: Mapping[str, Handler],
    rulebooks: Iterable[str] = (),
) -> Message:
    """The answer to one request, as the object to write on one line.

    >>> answer({"op": "pair", "rulebook": "x"}, {})
    {'unsupported': "op 'pair' is not supported"}
    >>> answer({"op": "lead", "rulebook": "x"}, {"lead": lambda r: {"leader": "N"}}, ["y"])
    {'unsupported': "rulebook 'x' is not claimed"}
    >>> answer({"op": "lead", "rulebook": "y"}, {"lead": lambda r: {"leader": "N"}}, ["y"])
    {'reply': {'leader': 'N'}}
    >>> def refuse(request):
    ...     raise Refused("10-2 is not in the double-nine set", "NDF-1.1")
    >>> answer({"op": "hand", "rulebook": "y"}, {"hand": refuse})
    {'error': '10-2 is not in the double-nine set', 'rule': 'NDF-1.1'}
    """
    if not isinstance(request, dict):
        return {"error": "a request is a JSON object"}
    message = cast(Message, request)  # a JSON object's keys are strings
    op = message.get("op")
    handler = handlers.get(op) if isinstance(op, str) else None
    if handler is None:
        return {"unsupported": f"op {op!r} is not supported"}
    claimed = set(rulebooks)
    rulebook = message.get("rulebook")
    if claimed and isinstance(rulebook, str) and rulebook not in claimed:
        return {"unsupported": f"rulebook {rulebook!r} is not claimed"}
    try:
        return {"reply": handler(message)}
    except Unsupported as exc:
        return {"unsupported": str(exc) or f"{op} is not supported here"}
    except Refused as exc:
        return {"error": str(exc), "rule": exc.rule}
    except Exception as exc:  # any other failure is this request's error, never the end of the session
        traceback.print_exc(file=sys.stderr)
        return {"error": f"{type(exc).__name__}: {exc}"}


def serve(
    handlers: Mapping[str, Handler],
    implementation: Message,
    rulebooks: Iterable[str],
    capabilities: Iterable[str],
    claims: Mapping[str, list[str]] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    models: Mapping[str, list[str]] | None = None,
    players: Mapping[str, list[int]] | None = None,
) -> None:
    """Answer requests until ``stop`` or the end of the input.

    ``implementation`` is ``{"name", "version", "language"}``; ``rulebooks`` and ``capabilities``
    (and optionally ``claims``, per rulebook) are the claim the ``start`` reply makes; ``models`` names, per
    rulebook, the groups of facts the engine models (every group when left out), and ``players`` the numbers
    of players at a table it plays (every size when left out).
    """
    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout
    books = list(rulebooks)
    claim: Message = {
        "protocol": PROTOCOL,
        "implementation": dict(implementation),
        "rulebooks": books,
        "capabilities": list(capabilities),
    }
    if claims is not None:
        claim["claims"] = {book: list(caps) for book, caps in claims.items()}
    if models is not None:
        claim["models"] = {book: list(groups) for book, groups in models.items()}
    if players is not None:
        claim["players"] = {book: list(sizes) for book, sizes in players.items()}

    def start(request: Message) -> Message:
        major = str(request.get("protocol", "")).split(".")[0]
        if major != PROTOCOL.split(".")[0]:
            raise ValueError(f"protocol {request.get('protocol')} is not supported; this engine speaks {PROTOCOL}")
        return claim

    table: dict[str, Handler] = {"start": start, "stop": lambda request: {}}
    table.update(handlers)
    for line in source:
        if not line.strip():
            continue
        request: object = None  # a line that is not JSON is no request (and no stop)
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            reply: Message = {"error": f"not JSON: {exc}"}
        else:
            reply = answer(request, table, books)
        sink.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sink.flush()
        if isinstance(request, dict) and cast(Message, request).get("op") == "stop":
            return
