"""Drawing for the down (WCDT-2.1): the highest tile goes down.

>>> from reference_impl.fives.rules import rules_for
>>> down(rules_for("wcdt-all-fives"), {Seat.NORTH: Tile.parse("3-3"), Seat.EAST: Tile.parse("4-2")})
<Seat.EAST: 'E'>
"""

from __future__ import annotations

from collections.abc import Mapping

from reference_impl.block.lead import draw_for_lead
from reference_impl.errors import SetupError
from reference_impl.fives.rules import FivesRules
from reference_impl.tiles import Seat, Tile


def down(rules: FivesRules, draws: Mapping[Seat, Tile]) -> Seat:
    """The player who goes down: most pips, equal totals going to the higher end.

    A :class:`SetupError` when the rulebook has no draw for the down, or the draw is not one tile for
    each player of a singles or a doubles table, or a tile drawn is not in the set (naming the rule
    that holds the number gone past).
    """
    missing = [check for check in ("lead-draw-highest-sum", "lead-tiebreak-highest-end") if not rules.has(check)]
    if missing:
        raise SetupError(f"rulebook {rules.rulebook} has no draw for the down (no rule enforces {', '.join(missing)})")
    rules.check_table(draws.keys(), "players drawing for the down")
    for tile in draws.values():
        if tile.high > rules.max_pip:
            raise SetupError(f"{tile} is not in a double-{rules.max_pip} set", rules.rule_of("max_pip"))
    return draw_for_lead(draws)
