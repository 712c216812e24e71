"""The glossary: the game's terms in English, their Spanish equivalents and a definition in our words.

``spec/glossary.yaml`` lists the terms; rules name the terms they use in their
``terms`` field, and a rule term matches a glossary entry by its English name,
any alias or any Spanish equivalent, ignoring case. The site prints the
glossary with links to those rules and explains the terms on hover.

A malformed file is rejected with a :class:`~rulespec.loader.SpecError` naming
the file, the line and the field (``terms[3].spanish``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final

from rulespec.loader import GLOSSARY_FILE, Reader, default_spec_dir, load_tree
from rulespec.model import Rule, Spec

__all__ = ["GLOSSARY_FILE", "Glossary", "Term", "cached_glossary", "load_glossary"]

_FIELDS: Final = {"term", "spanish", "aliases", "definition", "hover"}


@dataclass(frozen=True, slots=True)
class Term:
    """One entry: the English term, other English names, the Spanish ones and what it means."""

    term: str
    """The English term."""
    spanish: tuple[str, ...]
    """Its Spanish equivalents: at least one."""
    aliases: tuple[str, ...]
    """Other English names of the term."""
    definition: str
    """What the term means, in our words."""
    hover: bool
    """Explain the term on hover wherever it appears (off for everyday words like "hand")."""
    line: int
    """The line of the entry in the glossary file."""

    @property
    def names(self) -> tuple[str, ...]:
        """Every name the term goes by: English first, then aliases, then Spanish."""
        out: list[str] = []
        for name in (self.term, *self.aliases, *self.spanish):
            if name not in out:
                out.append(name)
        return tuple(out)

    @property
    def anchor(self) -> str:
        """The term's anchor on the glossary page (``general-pass``)."""
        return "term-" + "-".join("".join(c if c.isalnum() else " " for c in self.term.lower()).split())


@dataclass(frozen=True, slots=True)
class Glossary:
    """The glossary file: every term, English and Spanish."""

    terms: tuple[Term, ...]
    """Every entry, in the order of the file."""
    path: str
    """The glossary file, from the folder above ``spec/`` (``spec/glossary.yaml``)."""

    def find(self, name: str) -> Term | None:
        """The entry ``name`` (English, alias or Spanish, any case) belongs to."""
        wanted = name.strip().casefold()
        for term in self.terms:
            if any(candidate.casefold() == wanted for candidate in term.names):
                return term
        return None

    def rules_using(self, term: Term, spec: Spec) -> tuple[Rule, ...]:
        """The rules whose ``terms`` name this entry, in spec order."""
        names = {name.casefold() for name in term.names}
        return tuple(rule for rule in spec.all_rules() if any(t.casefold() in names for t in rule.terms))

    def undefined(self, spec: Spec) -> tuple[str, ...]:
        """Terms that rules use but the glossary does not define, sorted."""
        return tuple(
            sorted({t for rule in spec.all_rules() for t in rule.terms if self.find(t) is None}, key=str.casefold)
        )


def load_glossary(path: Path | None = None) -> Glossary:
    """Read and check ``spec/glossary.yaml`` (or ``path``)."""
    file = path if path is not None else default_spec_dir() / GLOSSARY_FILE
    shown, tree = load_tree(file, file.parent)
    top = Reader(shown, tree, None, "")
    top.check_keys({"terms"})
    terms: list[Term] = []
    owner: dict[str, str] = {}
    for index, node in enumerate(top.items("terms")):
        entry = top.sub(f"terms[{index}]", node)
        entry.check_keys(_FIELDS)
        spanish = entry.texts("spanish")
        if not spanish:
            raise entry.error("spanish", "give at least one Spanish equivalent")
        term = Term(
            term=entry.text("term"),
            spanish=spanish,
            aliases=entry.texts("aliases", required=False),
            definition=entry.text("definition"),
            hover=entry.flag("hover", True),
            line=node.line,
        )
        for name in term.names:
            key = name.casefold()
            if key in owner and owner[key] != term.term:
                raise entry.error("term", f"the name {name!r} already belongs to the term {owner[key]!r}")
            owner[key] = term.term
        if any(t.term.casefold() == term.term.casefold() for t in terms):
            raise entry.error("term", f"the term {term.term!r} is defined twice")
        terms.append(term)
    return Glossary(terms=tuple(terms), path=shown)


@lru_cache(maxsize=2)
def cached_glossary(path: str | None = None) -> Glossary:
    """The glossary, loaded once per process."""
    return load_glossary(Path(path) if path else None)
