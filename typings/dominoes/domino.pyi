from typing import NamedTuple

class DominoBase(NamedTuple):
    first: int
    second: int

class Domino(DominoBase):
    """A tile; equal to its reverse, and ``n in d`` when either end shows ``n``."""

    def __contains__(self, key: object) -> bool: ...
