from src.main.game.Piece import Piece

class Board:
    origin: Piece | None
    """The first tile played; None on an empty board."""
    def __init__(self) -> None: ...
