"""How the reference adapters answer a setup the engine refuses: one place for the three of them.

The engine raises :class:`~reference_impl.errors.SetupError`, naming the rule of the rulebook a deal,
a position or a record breaks when one does; the adapters turn that into a :class:`Refused` under the
rule (over the wire, an ``error`` reply with its ``rule``). A refusal that names no rule is left as it
is: a malformed request.
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager

from conformance.adapter import Refused
from reference_impl.errors import SetupError


@contextmanager
def naming_the_rule() -> Generator[None, None, None]:
    """Inside it, an engine :class:`SetupError` naming a rule becomes a :class:`Refused` under that rule.

    >>> try:
    ...     with naming_the_rule():
    ...         raise SetupError("10-2 is not in a double-nine set", "NDF-1.1")
    ... except Refused as refused:
    ...     print(refused.rule)
    NDF-1.1
    """
    try:
        yield
    except SetupError as exc:
        if exc.rule_id is not None:
            raise Refused(str(exc), exc.rule_id) from exc
        raise
