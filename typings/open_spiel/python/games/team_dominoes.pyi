import pyspiel

class DominoesGame(pyspiel.Game): ...

class DominoesState(pyspiel.State):
    """The state ``load_game("python_team_dominoes").new_initial_state()`` gives."""

    open_edges: list[float]
    """The numbers open at the line's two ends, sorted (empty before the lead)."""
