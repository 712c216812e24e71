"""The one exception an illegal action raises, naming the rule it breaks."""

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
    """A position or request that cannot exist (duplicate tiles, unknown infraction...)."""
