from typing import Protocol

from src.main.game.DominoRound import DominoRound
from src.main.game.Hand import Hand
from src.main.game.Piece import Piece

class _Brain(Protocol):
    """What a round asks of a player's brain: one of its valid options (piece, origin, closed)."""

    def decide(self, round: DominoRound, /) -> tuple[Piece, Piece, bool]: ...

class Player:
    hand: Hand
    _score: int
    """The score without the win check its setter makes."""
    round: DominoRound | None
    name: str | None
    def __init__(self, brain: _Brain | None, name: str | None = None) -> None:
        """``brain`` None: a player whose round is driven from outside (it is asked only in ``DominoRound.run``)."""
    @property
    def score(self) -> int: ...
    @score.setter
    def score(self, value: int) -> None:
        """Raises ``GameWinSignal`` when ``value`` reaches the target score."""
    def draw(self) -> None: ...
