"""What a rule's statement adds to its source: the sentences marked as ours.

A statement says what the source says; where it adds something the source does not say, the
sentence carries a mark. A sentence that opens with a mark and a colon (``Our reading:``,
``(Our reading:)``, ``Ours, where the source is silent:``), or whose clause after a semicolon does
(``...; our reading: ...``), starts what is ours: it and every sentence after it, so a statement
puts the source's part first. Any other mark (``(ours)``, ``(our reading: whole minutes)``, ``we
read``...) covers the sentence it is in.

>>> ours("Seat 1 plays first. (Our reading:) ties sit by entry. Play goes clockwise.")
('(Our reading:) ties sit by entry.', 'Play goes clockwise.')
>>> ours("The tile with the most pips wins, and a tie goes to the higher end (ours). Then play.")
('The tile with the most pips wins, and a tie goes to the higher end (ours).',)
>>> ours("Nothing added here.")
()
"""

from __future__ import annotations

import re
from typing import Final

MARK: Final = re.compile(r"\bour reading\b|\bours\b|\bwe read\b|\bwe apply\b|\bwe take\b", re.IGNORECASE)
"""A mark that what follows, or the sentence it is in, is ours and not the source's."""
_COVERS_THE_REST: Final = re.compile(r"^\(?\s*(?:our reading|ours)\b[^:.()]{0,40}:|;\s*(?:our reading|ours)\s*:", re.I)
_SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s+(?=[(\"A-Z0-9])")


def sentences(text: str) -> tuple[str, ...]:
    """``text`` cut into sentences (a full stop, question or exclamation mark followed by a capital, a
    digit, a quotation mark or a parenthesis), spaces folded.

    >>> sentences("A tile (6-4). Then 5 more. (Ours:) a pass.")
    ('A tile (6-4).', 'Then 5 more.', '(Ours:) a pass.')
    """
    folded = " ".join(text.split())
    return tuple(part for part in _SENTENCE_END.split(folded) if part)


def ours(statement: str) -> tuple[str, ...]:
    """The sentences of ``statement`` that are marked as ours, in order."""
    out: list[str] = []
    rest = False
    for sentence in sentences(statement):
        if rest or MARK.search(sentence):
            out.append(sentence)
        if _COVERS_THE_REST.search(sentence):
            rest = True
    return tuple(out)
