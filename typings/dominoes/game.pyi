from dominoes.board import Board
from dominoes.domino import Domino
from dominoes.hand import Hand
from dominoes.result import Result

def next_player(player: int) -> int: ...

class Game:
    board: Board
    hands: list[Hand]
    moves: list[tuple[Domino, bool] | None]
    """Each move: the tile and whether it went on the left end; None for a pass."""
    turn: int
    valid_moves: tuple[tuple[Domino, bool], ...]
    starting_player: int
    result: Result | None
    def __init__(
        self,
        board: Board,
        hands: list[Hand],
        moves: list[tuple[Domino, bool] | None],
        turn: int,
        valid_moves: tuple[tuple[Domino, bool], ...],
        starting_player: int,
        result: Result | None,
    ) -> None: ...
    @classmethod
    def new(cls, starting_domino: Domino | None = None, starting_player: int = 0) -> Game: ...
    def make_move(self, d: Domino, left: bool) -> Result | None: ...
    def _update_valid_moves(self) -> None: ...
