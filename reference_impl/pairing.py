"""Swiss pairing now lives in :mod:`reference_impl.tournament.pairing` (pairs and tables of four).

This name stays so older imports keep working.

>>> pair_round(["A", "B", "C", "D"], History.of(opponents=[("A", "B")])).tables
(('A', 'C'), ('B', 'D'))
"""

from reference_impl.tournament.pairing import History, Pairing, pair_round

__all__ = ["History", "Pairing", "pair_round"]
