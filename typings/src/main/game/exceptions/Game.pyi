from src.main.game.Player import Player

class GameWinSignal(Exception):
    winner: Player
    def __init__(self, winner: Player) -> None: ...
