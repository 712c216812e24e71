"""The pytest module that turns every feature file into scenarios."""
