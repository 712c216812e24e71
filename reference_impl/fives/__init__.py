"""The all-fives family: a draw game with a spinner, scoring whenever the open ends add up to a multiple of five.

``rules`` reads a rulebook's numbers and rule IDs, ``layout`` holds the line with its spinner and its count,
``hand`` plays one hand (frozen state, pure transitions), ``lead`` draws for the down and ``match`` keeps a
match's games.
"""
