from src.main.game.DominoRound import DominoRound
from src.main.game.Player import Player

class Game:
    target_score: int
    eggs: int
    """Points of level hands, carried to the next hand's winner."""
    player1: Player
    player2: Player
    round: DominoRound
    def __init__(self, player1: Player, player2: Player, interactive: bool = False) -> None: ...
    def award_round_score(self) -> None: ...
