from src.main.game.Board import Board
from src.main.game.Game import Game
from src.main.game.Hand import Hand
from src.main.game.Piece import Piece
from src.main.game.Player import Player
from src.main.game.Scorer import Scorer

class DominoRound:
    game: Game
    pool: list[Piece]
    """The bone-yard; a draw pops from its end."""
    board: Board
    player1: Player
    player2: Player
    scorer: type[Scorer]
    current_player: Player
    def __init__(self, player1: Player, player2: Player, game: Game, begins: Player | None = None) -> None: ...
    def play(self, piece: Piece, origin: Piece | None = None, close: bool = False) -> None: ...
    def swap_current_player(self) -> None: ...
    def valid_options(self, hand: Hand | None = None) -> list[tuple[Piece, Piece, bool]]: ...
    def run(self) -> None: ...
