from typing import NamedTuple

class Result(NamedTuple):
    player: int
    """The last player to move."""
    won: bool
    """True when a hand was emptied, False when the game was stuck."""
    points: int
    """Positive when players 0 and 2 won, negative when players 1 and 3 did, 0 for a tie."""
