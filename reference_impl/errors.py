"""The exceptions of the engine: an illegal action (naming the rule it breaks), an impossible setup,
and a programming error (asking a rulebook for the rule of a check none of its rules enforces)."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules forbid.

    >>> str(IllegalAction("NDF-7.1", "5-2 matches neither open end (6, 3)"))
    'NDF-7.1: 5-2 matches neither open end (6, 3)'
    """

    def __init__(self, rule_id: str, message: str) -> None:
        self.rule_id = rule_id
        self.message = message
        super().__init__(f"{rule_id}: {message}")


class SetupError(ValueError):
    """A position or request that cannot exist (duplicate tiles, unknown infraction...).

    ``rule_id``: the rule of the rulebook in play that the position breaks, when one does (a tile
    outside the set, a tile dealt twice, a hand larger than the rules deal); None when the request is
    simply malformed.

    >>> SetupError("7-7 is not in the double-6 set", "DORAL-5.1").rule_id
    'DORAL-5.1'
    """

    def __init__(self, message: str, rule_id: str | None = None) -> None:
        super().__init__(message)
        self.rule_id = rule_id


class UnauthorisedCheck(LookupError):
    """A programming error: engine code asked for the rule of a check no rule of the rulebook in play enforces.

    Engine code consults such a check only where the rulebook has a rule for it (see
    :meth:`reference_impl.block.rules.BlockRules.has`); it never makes a rule ID up.

    >>> str(UnauthorisedCheck("fmd-singles", "ask-count-on-turn"))
    "no rule of rulebook fmd-singles enforces the engine check 'ask-count-on-turn'"
    """

    def __init__(self, rulebook: str, check: str) -> None:
        self.rulebook = rulebook
        self.check = check
        super().__init__(f"no rule of rulebook {rulebook} enforces the engine check {check!r}")
