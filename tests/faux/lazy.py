"""The laziest possible implementation: it claims everything and answers ``unsupported`` to every request.

    python tests/faux/lazy.py

A claim binds, so the suite must fail it on every scenario it claims
(``tests/test_wire.py``), never report them as "not claimed".
"""

from __future__ import annotations

import json
import sys

from conformance.messages import CAPABILITIES, PROTOCOL_VERSION
from rulespec import cached_spec


def main() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("op") == "start":
            claim = {
                "protocol": PROTOCOL_VERSION,
                "implementation": {"name": "lazy", "version": "0", "language": "Python"},
                "rulebooks": [book.id for book in cached_spec().rulebooks],
                "capabilities": list(CAPABILITIES),
            }
            answer: dict[str, object] = {"reply": claim}
        elif request.get("op") == "stop":
            answer = {"reply": {}}
        else:
            answer = {"unsupported": "not implemented"}
        print(json.dumps(answer), flush=True)
        if request.get("op") == "stop":
            return


if __name__ == "__main__":
    main()
