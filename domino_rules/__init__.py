"""The ``domino-rules`` command: the suite's commands and the organiser's, composed in one place.

This is the top layer: it may import every package below it (``rulesite``,
``conformance``, ``organiser``); nothing imports it.
"""
