"""The tournament layer: Swiss pairing, standings and tie-breaks, knock-out, the tournament file.

Beside the game layer and built the same way: frozen state, pure functions,
every number read from the rulebook in ``spec/`` (:mod:`.rules`). Modules:
:mod:`.standings` (the ordered tie-breaks), :mod:`.pairing` (Swiss by standing
for pairs and for tables of four individuals), :mod:`.knockout` (best of three
sets, the winner advances), :mod:`.file` (the JSON tournament file),
:mod:`.checker` (the pairing checker), :mod:`.simulate` (random tournaments
played with the reference engine) and :mod:`.cli` (``domino-rules tournament``).
"""
