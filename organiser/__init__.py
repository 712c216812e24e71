"""The organiser's product: the tournament file and its JSON Schema, the simulator, and the organiser's commands.

It uses the reference engine's tournament rules (:mod:`reference_impl.tournament`);
the engine does not know it.
"""
