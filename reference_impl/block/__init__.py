"""The block-game family: a partnership or individual game where a player who cannot play passes.

Hands (:mod:`.hand`), the draw for the lead (:mod:`.lead`), matches of games and
sets (:mod:`.match`), dealing (:mod:`.deal`), the fast bitmask simulation
(:mod:`.fast`), and the family's parameters read from a rulebook (:mod:`.rules`).
"""
