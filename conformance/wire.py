"""The wire protocol: newline-delimited JSON on stdin/stdout.

The runner writes one request object per line; the implementation answers
each with one line, in order:

* ``{"reply": {...}}`` - the answer, shaped as the op's reply schema;
* ``{"unsupported": "why"}`` - the op or rulebook is outside what it supports (inside its claim,
  the suite counts this as a failure: a claim binds);
* ``{"error": "what went wrong"}`` - it could not handle a well-formed request; with
  ``"rule": "ID"`` beside it when the rules allow no such request (a deal outside the set), naming the
  rule it breaks.

The first request is always ``start`` (the handshake); the last is ``stop``.
:func:`serve` exposes any Python :class:`~conformance.adapter.Implementation`
this way; :class:`SubprocessAdapter` talks to any program that speaks it.
"""

from __future__ import annotations

import json
import os
import queue
import shlex
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable
from typing import IO, Final, TextIO, cast

from conformance.adapter import ErrorReply, Implementation, ImplementationError, ProtocolMismatch, Refused, Unsupported
from conformance.facts import FACT_NAMES, fields_of_groups, modelled
from conformance.messages import (
    PROTOCOL_VERSION,
    AdvanceReply,
    AdvanceRequest,
    DealReply,
    DealRequest,
    HandReply,
    HandRequest,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    PairReply,
    PairRequest,
    Request,
    SeatingReply,
    SeatingRequest,
    StandingsReply,
    StandingsRequest,
    StartReply,
    StartRequest,
    TrainReply,
    TrainRequest,
)
from conformance.schemas import REQUEST_TYPES, problems

DEFAULT_TIMEOUT: Final = 10.0
STARTUP_TIMEOUT: Final = 10.0
"""The handshake waits at least this long: it includes starting the program."""
MAX_RESTARTS: Final = 25


def major(version: str) -> str:
    return version.split(".", 1)[0]


def serve(
    implementation: object,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    bad_request: tuple[type[BaseException], ...] = (ValueError, KeyError),
) -> None:
    """Answer wire requests with ``implementation`` until ``stop`` or end of input."""
    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout
    for line in source:
        if not line.strip():
            continue
        answer: dict[str, object]
        try:
            request: object = json.loads(line)
            op = cast(dict[str, object], request).get("op") if isinstance(request, dict) else None
            if op == "stop":
                sink.write(json.dumps({"reply": {}}) + "\n")
                sink.flush()
                return
            method = (
                getattr(implementation, str(op), None)
                if op in ("start", "lead", "deal", "hand", "match", "pair", "standings", "advance", "train", "seating")
                else None
            )
            if method is None:
                answer = {"unsupported": f"unknown op {op!r}"}
            else:
                answer = {"reply": method(request)}
        except Unsupported as exc:
            answer = {"unsupported": str(exc)}
        except Refused as exc:
            answer = {"error": str(exc), "rule": exc.rule}
        except json.JSONDecodeError as exc:
            answer = {"error": f"request is not JSON: {exc}"}
        except bad_request as exc:
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        sink.write(json.dumps(answer, separators=(",", ":"), check_circular=False) + "\n")
        sink.flush()


class InvalidRequest(Exception):
    """The suite is about to send a request that fails its own schema: a bug in the suite, not the implementation."""

    def __init__(self, op: str, found: list[str]) -> None:
        super().__init__(f"bug in the suite: the {op!r} request fails its schema: " + "; ".join(found))
        self.op = op
        self.problems = found


def check_request(request: Request) -> None:
    """Raise :class:`InvalidRequest` unless ``request`` is valid against its op's schema."""
    op = str(request.get("op"))
    found = problems("request", op, request) if op in REQUEST_TYPES else [f"(top): unknown op {op!r}"]
    if found:
        raise InvalidRequest(op, found)


class ValidatingAdapter:
    """An in-process implementation with every request and reply checked against the schemas."""

    def __init__(self, inner: Implementation) -> None:
        self.inner = inner

    def _checked(self, request: Request, answer: Callable[[], object]) -> object:
        check_request(request)
        reply = answer()
        found = problems("reply", request["op"], reply)
        if found:
            raise ImplementationError(f"malformed {request['op']!r} reply: " + "; ".join(found[:3]))
        return reply

    def start(self, request: StartRequest) -> StartReply:
        return cast(StartReply, self._checked(request, lambda: self.inner.start(request)))

    def lead(self, request: LeadRequest) -> LeadReply:
        return cast(LeadReply, self._checked(request, lambda: self.inner.lead(request)))

    def deal(self, request: DealRequest) -> DealReply:
        return cast(DealReply, self._checked(request, lambda: self.inner.deal(request)))

    def hand(self, request: HandRequest) -> HandReply:
        return cast(HandReply, self._checked(request, lambda: self.inner.hand(request)))

    def match(self, request: MatchRequest) -> MatchReply:
        return cast(MatchReply, self._checked(request, lambda: self.inner.match(request)))

    def pair(self, request: PairRequest) -> PairReply:
        return cast(PairReply, self._checked(request, lambda: self.inner.pair(request)))

    def standings(self, request: StandingsRequest) -> StandingsReply:
        return cast(StandingsReply, self._checked(request, lambda: self.inner.standings(request)))

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        return cast(AdvanceReply, self._checked(request, lambda: self.inner.advance(request)))

    def train(self, request: TrainRequest) -> TrainReply:
        return cast(TrainReply, self._checked(request, lambda: self.inner.train(request)))

    def seating(self, request: SeatingRequest) -> SeatingReply:
        return cast(SeatingReply, self._checked(request, lambda: self.inner.seating(request)))

    def stop(self) -> None:
        self.inner.stop()


def _rulebook_of(request: Request) -> str | None:
    book = request.get("rulebook")
    return book if isinstance(book, str) else None


class SubprocessAdapter:
    """An implementation in another process, reached over the wire protocol.

    A crash, a hang past ``timeout`` seconds, or a line that is not a valid
    reply raises :class:`ImplementationError` for that request; the process
    is killed and started afresh (with a new handshake) on the next request.

    ``validate`` checks every reply against its schema (a bad one is an
    :class:`ImplementationError`); ``validate_requests`` also checks every
    request before it is sent: a bad one is a bug in the suite, raised as
    :class:`InvalidRequest` and never sent.
    """

    def __init__(
        self, command: str, timeout: float = DEFAULT_TIMEOUT, validate: bool = True, validate_requests: bool = False
    ) -> None:
        self.command = command
        self.timeout = timeout
        self.validate = validate
        self.validate_requests = validate_requests
        self.restarts = 0
        self._spawned = False
        self.start_reply: StartReply | None = None
        self._process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: IO[str] | None = None

    # -- process management -------------------------------------------------
    def _spawn(self) -> None:
        self._stderr = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (kept open for the process life)
        env = dict(os.environ)
        env.setdefault("PYTHONUNBUFFERED", "1")
        try:
            self._process = subprocess.Popen(
                shlex.split(self.command),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                text=True,
                encoding="utf-8",
                bufsize=1,
                env=env,
            )
        except OSError as exc:
            raise ImplementationError(f"cannot start {self.command!r}: {exc}") from exc
        lines: queue.Queue[str | None] = queue.Queue()
        self._lines = lines
        stdout = self._process.stdout
        assert stdout is not None

        def pump() -> None:
            for line in stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()

    def _stderr_tail(self) -> str:
        if self._stderr is None:
            return ""
        try:
            self._stderr.seek(0)
            text = self._stderr.read()
        except (OSError, ValueError):
            return ""
        tail = text.strip().splitlines()[-5:]
        return (" | stderr: " + " / ".join(tail)) if tail else ""

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.kill()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        if process is not None:
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    try:
                        stream.close()
                    except OSError:
                        pass

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.poll() is None:
            return
        if self._process is not None:
            self._kill()
        if self._spawned:
            self.restarts += 1
        if self.restarts > MAX_RESTARTS:
            raise ImplementationError(f"gave up after {MAX_RESTARTS} restarts of {self.command!r}")
        self._spawn()
        self._spawned = True
        reply = self._exchange(
            {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}, max(self.timeout, STARTUP_TIMEOUT)
        )
        start = cast(StartReply, reply)
        if major(str(start.get("protocol", ""))) != major(PROTOCOL_VERSION):
            self._kill()
            raise ProtocolMismatch(
                f"{self.command!r} speaks protocol {start.get('protocol')!r}; this runner speaks {PROTOCOL_VERSION}"
            )
        self.start_reply = start

    def _exchange(self, request: Request, timeout: float | None = None) -> object:
        self._send(request)
        return self._receive(request["op"], timeout, _rulebook_of(request))

    def _send(self, request: Request) -> None:
        process = self._process
        assert process is not None and process.stdin is not None
        op = request["op"]
        if self.validate_requests:
            check_request(request)
        try:
            process.stdin.write(json.dumps(request, separators=(",", ":"), check_circular=False) + "\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            self._kill()
            raise ImplementationError(
                f"the implementation exited before the {op!r} request{self._stderr_tail()}"
            ) from exc

    def _receive(self, op: str, timeout: float | None = None, rulebook: str | None = None) -> object:
        wait = self.timeout if timeout is None else timeout
        process = self._process
        assert process is not None
        try:
            line = self._lines.get(timeout=wait)
        except queue.Empty:
            self._kill()
            raise ImplementationError(f"no reply to {op!r} within {wait:g} s (hung); restarted") from None
        if line is None:
            code = process.wait(timeout=5)
            self._kill()
            raise ImplementationError(
                f"the implementation crashed (exit code {code}) during {op!r}{self._stderr_tail()}"
            )
        try:
            parsed: object = json.loads(line)
        except json.JSONDecodeError:
            self._kill()
            shown = line.strip()[:120]
            raise ImplementationError(f"reply to {op!r} is not JSON: {shown!r}; restarted") from None
        if not isinstance(parsed, dict):
            self._kill()
            raise ImplementationError(f"reply to {op!r} is not a JSON object: {line.strip()[:120]!r}")
        envelope = cast(dict[str, object], parsed)
        if "unsupported" in envelope:
            raise Unsupported(str(envelope["unsupported"]))
        if "error" in envelope:
            rule = envelope.get("rule")
            raise ErrorReply(
                f"the implementation reported an error on {op!r}: {envelope['error']}",
                rule if isinstance(rule, str) else None,
            )
        if "reply" not in envelope:
            raise ImplementationError(
                f"reply to {op!r} has none of 'reply', 'error', 'unsupported': {line.strip()[:120]!r}"
            )
        reply = envelope["reply"]
        if self.validate and op != "stop":
            found = problems("reply", op, reply, self._left_out(op, rulebook))
            if found:
                raise ImplementationError(f"malformed {op!r} reply: " + "; ".join(found[:3]))
        return reply

    def _call(self, request: Request) -> object:
        self._ensure_started()
        return self._exchange(request)

    @property
    def pid(self) -> int | None:
        """The process ID of the implementation running now (None before it starts or after it stops)."""
        return None if self._process is None else self._process.pid

    def submit(self, request: HandRequest) -> Callable[[], HandReply]:
        """Send ``request`` now and return what waits for its reply, so the caller can work meanwhile
        (the fuzzer plays its next hand). One request at a time: call the returned function before
        sending another. Failures are raised by the returned function, as :meth:`hand` raises them."""
        try:
            self._ensure_started()
            self._send(request)
        except (ImplementationError, Unsupported) as exc:
            failure = exc

            def failed() -> HandReply:
                raise failure

            return failed
        return lambda: cast(HandReply, self._receive("hand", None, request["rulebook"]))

    def _left_out(self, op: str, rulebook: str | None) -> list[str]:
        """The reply fields of ``op`` the claim does not model for ``rulebook`` (a reply may lack them)."""
        claim = self.start_reply
        if claim is None or rulebook is None:
            return []
        missing = set(FACT_NAMES) - modelled(claim.get("models"), claim.get("omits", []), rulebook)
        return fields_of_groups(op, missing)

    # -- the Implementation interface ----------------------------------------
    def start(self, request: StartRequest) -> StartReply:
        self._ensure_started()
        assert self.start_reply is not None
        return self.start_reply

    def lead(self, request: LeadRequest) -> LeadReply:
        return cast(LeadReply, self._call(request))

    def deal(self, request: DealRequest) -> DealReply:
        return cast(DealReply, self._call(request))

    def hand(self, request: HandRequest) -> HandReply:
        return cast(HandReply, self._call(request))

    def match(self, request: MatchRequest) -> MatchReply:
        return cast(MatchReply, self._call(request))

    def pair(self, request: PairRequest) -> PairReply:
        return cast(PairReply, self._call(request))

    def standings(self, request: StandingsRequest) -> StandingsReply:
        return cast(StandingsReply, self._call(request))

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        return cast(AdvanceReply, self._call(request))

    def train(self, request: TrainRequest) -> TrainReply:
        return cast(TrainReply, self._call(request))

    def seating(self, request: SeatingRequest) -> SeatingReply:
        return cast(SeatingReply, self._call(request))

    def stop(self) -> None:
        process = self._process
        if process is not None and process.poll() is None and process.stdin is not None:
            try:
                process.stdin.write(json.dumps({"op": "stop"}) + "\n")
                process.stdin.flush()
                process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._kill()
