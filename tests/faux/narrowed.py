"""The reference engine with a narrower claim, served over the wire protocol.

    python tests/faux/narrowed.py

Its answers are the reference's; only its handshake claims less, in every way a claim can: a capability left
out for one rulebook (``claims``), groups of facts not modelled (``models``), what it leaves out (``omits``: the
count request and, by a hand-reply field name of protocol 1.0, the face-up tiles) and the table sizes it plays
(``players``). ``tests/test_kit.py`` holds the JavaScript case runner to ``check``'s verdicts on it: which cases
are not claimed, and which checks are narrowed.
"""

from __future__ import annotations

from conformance.messages import StartReply, StartRequest
from conformance.reference_adapter import SERVED_ERRORS, ReferenceAdapter
from conformance.wire import serve


class Narrowed(ReferenceAdapter):
    """The reference, claiming less."""

    def start(self, request: StartRequest) -> StartReply:
        claim = super().start(request)
        by_book = dict(claim.get("claims", {}))
        by_book["ndf-double-nine"] = [c for c in by_book["ndf-double-nine"] if c != "match"]
        claim["claims"] = by_book
        claim["models"] = {
            "ndf-double-nine": ["legality", "turn", "line", "outcome", "penalties", "lead-draw", "pairing"],
            "wcdt-all-fives": ["legality", "turn", "count", "game-score", "match-score", "knockout"],
        }
        claim["omits"] = ["ask-count", "exposed"]
        claim["players"] = {"wcdt-all-fives": [2], "mexican-train": [3, 4]}
        return claim


if __name__ == "__main__":
    serve(Narrowed(), bad_request=SERVED_ERRORS)
