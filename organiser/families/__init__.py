"""The families of event the organiser runs, each behind the one interface :class:`~organiser.families.base.Family`.

A rulebook's events are run by the family whose rules it has: Swiss rounds (a Swiss-pairing rule), a
knock-out (a knock-out rule), or Mexican Train hands reseated by accumulated score (a train seat-order
rule). Every command (``create``, ``pair``, ``record``, ``standings``, ``export``, ``check``,
``simulate``...) and the file's schema go through :func:`family_of`; a new family is one module here
and one entry in :data:`FAMILIES`, and no new command.

>>> [family.name for family in FAMILIES]
['swiss', 'knockout', 'train']
>>> modes_of("fmd-singles"), modes_of("doral-partnership"), modes_of("mexican-train")
(('tables-of-four',), ('knockout',), ('train',))
>>> family_of("train").unit
'hand'
"""

from __future__ import annotations

from typing import Final

from organiser.families.base import EventError, Family
from organiser.families.knockout import KNOCKOUT
from organiser.families.swiss import SWISS
from organiser.families.train import TRAIN
from organiser.model import MODES, FileMode
from rulespec import Rulebook, cached_spec

FAMILIES: Final[tuple[Family, ...]] = (SWISS, KNOCKOUT, TRAIN)
"""Every family, in the order a rulebook's modes are listed (its first is its default)."""

_BY_MODE: Final[dict[FileMode, Family]] = {mode: family for family in FAMILIES for mode in family.modes}
if set(_BY_MODE) != set(MODES) or sum(len(f.modes) for f in FAMILIES) != len(MODES):
    raise RuntimeError(f"every file mode belongs to exactly one family: {sorted(_BY_MODE)} against {MODES}")


def family_of(mode: FileMode) -> Family:
    """The family that runs events of ``mode``."""
    return _BY_MODE[mode]


def book(rulebook: str) -> Rulebook:
    """A rulebook of the spec, or an :class:`EventError` listing the known ones."""
    try:
        return cached_spec().rulebook(rulebook)
    except KeyError:
        known = ", ".join(b.id for b in cached_spec().rulebooks)
        raise EventError(f"no rulebook {rulebook!r} in the spec (known: {known})") from None


def modes_of(rulebook: str) -> tuple[FileMode, ...]:
    """The modes a rulebook's events run in, its own first."""
    found = book(rulebook)
    return tuple(mode for family in FAMILIES for mode in family.modes_of(found))


def default_mode(rulebook: str) -> FileMode:
    """The mode a rulebook's events run in when the organiser names none."""
    modes = modes_of(rulebook)
    if not modes:
        raise EventError(
            f"rulebook {rulebook} has no rule for Swiss rounds, a knock-out or reseated hands: no event can be run"
        )
    return modes[0]
