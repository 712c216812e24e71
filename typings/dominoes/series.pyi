from dominoes.game import Game

class Series:
    games: list[Game]
    scores: list[int]
    target_score: int
    def next_game(self) -> Game | None: ...
