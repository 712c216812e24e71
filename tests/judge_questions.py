"""Judges' questions in their own words, half in Spanish, with the rule each must find first: asked of the
Python ranking (tests/test_site_lookup.py) and of the site's lookup box in Chromium (tests/browser/)."""

from __future__ import annotations

from typing import Final

ENGLISH: Final[tuple[tuple[str, str], ...]] = (
    ("what does 20 at the ends score", "WCDT-4.4"),
    ("how are the opponents' pips rounded in all fives", "WCDT-6.1"),
    ("unsatisfied double", "MT-R7.1"),
    ("player forgot to tap the last tile", "MT-R11.1"),
    ("late player in mexican train", "MT-T1.1"),
    ("NDF pass with a playable tile", "NDF-4.2"),
    ("ndf played out of turn", "NDF-6.1"),
    ("locked game in ndf, who wins?", "NDF-9.1"),
    ("tied block doral", "DORAL-12.2"),
    ("fmd singles dark glasses", "FMDS-20.2"),
    ("doral talking between partners", "DORAL-19.1"),
    ("the spinner", "WCDT-4.2"),
    ("who shuffles in doral", "DORAL-5.3"),
    ("double six opens the first hand", "DORAL-8.1"),
    ("a tile seen during the shuffle in doral", "DORAL-6.1"),
    ("how many tiles are dealt in mexican train", "MT-R3.1"),
    ("going out score mexican train", "MT-S2.1"),
    ("tie break fmd couples", "FMDC-7.1"),
    ("bad pass found later doral", "DORAL-11.3"),
    ("time limit ndf", "NDF-1.4"),
)
"""(question in English, the rule ID the lookup must offer first)."""

SPANISH: Final[tuple[tuple[str, str], ...]] = (
    ("NDF pase indebido", "NDF-4.2"),
    ("ndf pase intencional", "NDF-4.3"),
    ("tranque empatado en doral", "DORAL-12.2"),
    ("jugador llega tarde al tren mexicano", "MT-T1.1"),
    ("llegada tarde fmd individual", "FMDS-24.1"),
    ("doble sin cubrir", "MT-R7.1"),
    ("redondear los puntos en all fives", "WCDT-6.1"),
    ("ficha que no cuadra ndf", "NDF-7.2"),
    ("jugar fuera de turno ndf", "NDF-6.1"),
    ("lentes oscuros parejas", "FMDC-18.2"),
    ("hacer trampa doral", "DORAL-18.1"),
    ("robar del pozo all fives", "WCDT-5.1"),
    ("marcador olvidado", "MT-R10.1"),
    ("cuántas fichas se reparten en el tren mexicano", "MT-R3.1"),
    ("quién sale primero en all fives", "WCDT-2.1"),
    ("desempate fmd individual", "FMDS-9.1"),
    ("descanso en el sistema suizo ndf", "NDF-1.2"),
    ("ficha expuesta ndf", "NDF-5.3"),
    ("premios tren mexicano", "MT-F4.1"),
    ("señas al compañero ndf", "NDF-3.1"),
    ("tocar la última ficha", "MT-R11.1"),
)
"""(pregunta, the rule ID the lookup must offer first)."""

QUESTIONS: Final = ENGLISH + SPANISH
"""Every question, English first."""
