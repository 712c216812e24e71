"""Lookup by meaning: the ranked word index the lookup box falls back on when a question is not a rule ID, a
number or a glossary term (``javascripts/lookup-index.js``, loaded by ``permalinks.js`` on the first question).

Every rule is indexed by the words of its title and its Spanish title, its infraction, the glossary terms it uses (English and
Spanish), the situations it is compared under, a judge's common phrasings of it (:data:`PHRASINGS`, English
and Spanish, ours), its statement and its readings, each field with a weight (:data:`WEIGHTS`). A question's
words are matched to the index's words exactly or by a shared stem (a word less its last three letters, at
least four), scored by rarity, and ranked; a rulebook named in the question ("NDF pase indebido", "tren
mexicano") or chosen beside the box ranks its rules first.

>>> words("¿Qué pasa si un jugador pasa con ficha?")
['pasa', 'jugador', 'pasa', 'ficha']
>>> from rulespec import cached_spec
>>> from rulespec.glossary import cached_glossary
>>> index = search_index(cached_spec(), cached_glossary())
>>> best(index, "what does 20 at the ends score")[0], best(index, "NDF pase indebido")[0]
('WCDT-4.4', 'NDF-4.2')
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from rulesite.judges import SITUATION_TITLES, word_key
from rulespec import Rule, Spec
from rulespec.glossary import Glossary

LOOKUP_INDEX_JS: Final = "javascripts/lookup-index.js"

STOPWORDS: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "as",
        "and",
        "or",
        "is",
        "are",
        "be",
        "been",
        "was",
        "were",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "what",
        "which",
        "who",
        "whom",
        "how",
        "when",
        "where",
        "why",
        "does",
        "do",
        "did",
        "can",
        "could",
        "may",
        "might",
        "must",
        "should",
        "would",
        "will",
        "if",
        "then",
        "there",
        "their",
        "his",
        "her",
        "my",
        "i",
        "we",
        "you",
        "they",
        "he",
        "she",
        "them",
        "me",
        "us",
        "our",
        "your",
        "any",
        "some",
        "about",
        "into",
        "than",
        "so",
        "not",
        "no",
        "el",
        "la",
        "los",
        "las",
        "un",
        "una",
        "unos",
        "unas",
        "de",
        "del",
        "al",
        "en",
        "con",
        "por",
        "para",
        "que",
        "y",
        "o",
        "se",
        "es",
        "son",
        "su",
        "sus",
        "lo",
        "le",
        "les",
        "me",
        "mi",
        "si",
        "como",
        "cuando",
        "donde",
        "quien",
        "cual",
        "cuales",
        "hay",
        "esta",
        "este",
        "estos",
        "estas",
        "ese",
        "esa",
        "eso",
        "ha",
        "han",
        "ser",
    ]
)
"""Words that say nothing about which rule is meant, English and Spanish (accents dropped)."""

WEIGHTS: Final[dict[str, float]] = {
    "title": 5.0,
    "title_es": 5.0,
    "infraction": 5.0,
    "phrasing": 5.0,
    "term": 3.0,
    "situation": 2.0,
    "statement": 1.0,
    "reading": 0.5,
}
"""How much a word counts by where it stands in the rule."""

PHRASINGS: Final[dict[str, tuple[str, ...]]] = {
    "NDF-4.2": ("pass with a playable tile", "passed holding a tile that fits", "pase indebido", "pase con ficha"),
    "NDF-4.3": ("deliberate pass", "pase intencional", "pasar a proposito para evitar el tranque"),
    "NDF-6.1": ("played out of turn", "jugar fuera de turno", "jugo antes de su turno"),
    "NDF-7.2": ("tile that does not fit", "ficha que no cuadra", "forro"),
    "NDF-9.1": ("locked game who wins", "tranque quien gana", "juego trancado"),
    "NDF-9.2": ("tied lock", "tranque empatado"),
    "NDF-3.1": ("signals to the partner", "senas al companero", "hacer senas"),
    "NDF-1.4": ("time limit of the match", "limite de tiempo", "se acabo el tiempo"),
    "NDF-5.3": ("tile shown face up", "ficha expuesta", "ficha mostrada"),
    "NDF-8.1": ("general pass not announced", "pase general sin anunciar"),
    "DORAL-16.2": ("late arrival", "llegar tarde", "llegada tarde"),
    "DORAL-11.3": ("bad pass found later", "pase malo descubierto despues"),
    "DORAL-12.2": ("tied block", "tranque empatado se repite"),
    "DORAL-15.1": ("45 minutes", "limite de tiempo de 45 minutos"),
    "DORAL-18.1": ("cheating", "trampa", "hacer trampa"),
    "DORAL-19.1": ("talking at the table", "hablar en la mesa", "codigo entre companeros"),
    "FMDS-24.1": ("late arrival", "llegar tarde", "retraso", "tolerancia"),
    "FMDC-24.1": ("late arrival", "llegar tarde", "retraso", "tolerancia"),
    "FMDS-10.2": ("pass with a playable tile", "pase indebido", "paso teniendo ficha"),
    "FMDC-10.2": ("pass with a playable tile", "pase indebido", "paso teniendo ficha"),
    "FMDS-20.2": ("dark glasses", "lentes oscuros", "gafas oscuras"),
    "FMDC-18.2": ("dark glasses", "lentes oscuros", "gafas oscuras"),
    "FMDS-11.1": ("alcohol", "bebidas alcoholicas"),
    "FMDS-12.1": ("eating drinking smoking", "comer fumar"),
    "FMDS-9.1": ("tie break of the final standings", "desempate", "empate en la clasificacion"),
    "FMDC-7.1": ("tie break of the final standings", "desempate", "empate en la clasificacion"),
    "FMDS-2.1": ("bye", "descanso", "sistema suizo"),
    "MT-T1.1": ("late arrival", "llegar tarde", "retraso", "minutes late", "minutos tarde"),
    "MT-R3.1": ("how many tiles each player gets", "reparto", "cuantas fichas se reparten", "fichas para cada jugador"),
    "NDF-1.2": ("bye", "descanso", "sistema suizo"),
    "MT-T1.2": ("absent player", "jugador ausente", "no se presento"),
    "MT-R7.1": ("unsatisfied double", "satisfy a double", "doble sin cubrir", "cubrir la doble"),
    "MT-R8.1": ("double left open", "doble abierta termina la mano"),
    "MT-R11.1": ("tap the last tile", "forgot to tap", "tocar la ultima ficha", "avisar ultima ficha"),
    "MT-R10.1": ("forgotten marker", "marcador olvidado"),
    "MT-R6.1": ("cannot play draw marker", "no puede jugar roba", "robar del pozo"),
    "MT-S1.1": ("count the tiles left", "contar los puntos de las fichas", "double blank worth"),
    "MT-S2.1": ("going out", "dominar", "quedarse sin fichas"),
    "MT-F4.1": ("prizes", "premios", "primeros lugares"),
    "WCDT-4.4": ("points at the ends", "count of the ends", "multiple of five", "puntos en las puntas"),
    "WCDT-4.2": ("spinner", "doble giratoria", "cuatro lados"),
    "WCDT-6.1": (
        "rounding the opponents pips",
        "nearest five",
        "round to five",
        "redondear los puntos",
        "redondeo al cinco mas cercano",
    ),
    "WCDT-6.2": ("blocked hand all fives", "tranque en all fives"),
    "WCDT-5.1": ("draw from the boneyard", "robar del pozo", "boneyard"),
    "WCDT-2.1": ("who goes down first", "quien sale primero"),
}
"""How judges ask about a rule when they do not say its title: our own phrasings, English and Spanish."""

BOOK_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "ndf-double-nine": ("ndf", "doble nueve", "double nine", "double-nine"),
    "doral-partnership": ("doral",),
    "fmd-singles": ("fmds", "fmd singles", "fmd individual", "individual"),
    "fmd-couples": ("fmdc", "fmd couples", "fmd parejas", "couples"),
    "wcdt-all-fives": ("wcdt", "all fives", "fives", "todos cincos"),
    "mexican-train": ("mt", "mexican train", "tren mexicano", "tren", "train"),
}
"""Words that name a rulebook in a question, so its rules rank first."""


def words(text: str) -> list[str]:
    """The words of ``text`` that can tell rules apart: lower case, accents dropped, stopwords left out."""
    return [word for word in word_key(text).split() if word not in STOPWORDS]


def stem(word: str) -> str:
    """What a word shares with its other forms: the word less up to three last letters, keeping four
    ("rounding" -> "round", which "rounded" starts with; "tarde" -> "tard", as "tardio" starts; numbers whole).

    >>> [stem(w) for w in ("rounding", "rounded", "tarde", "pase", "20")]
    ['round', 'roun', 'tard', 'pase', '20']
    """
    if word.isdigit():
        return word
    return word[: max(4, len(word) - 3)]


def _fields(rule: Rule, glossary: Glossary) -> Iterable[tuple[str, str]]:
    yield "title", rule.title
    if rule.title_es is not None:
        yield "title_es", rule.title_es
    if rule.penalty is not None:
        yield "infraction", rule.penalty.infraction.replace("-", " ")
    for phrase in PHRASINGS.get(rule.id, ()):
        yield "phrasing", phrase
    for name in rule.terms:
        term = glossary.find(name)
        for said in term.names if term is not None else (name,):
            yield "term", said
    for situation in rule.situations:
        yield "situation", SITUATION_TITLES.get(situation, situation)
    yield "statement", rule.statement
    for reading in rule.readings:
        yield "reading", f"{reading.question} {reading.reading}"


@dataclass(frozen=True, slots=True)
class SearchIndex:
    """The ranked index: the rules in order, each rule's rulebook (by position in ``books``), the words that name
    a rulebook, and each word to the rules it stands in with its weight (twice the sum of the weights of the
    fields it stands in, a whole number)."""

    rules: tuple[str, ...]
    book: tuple[int, ...]
    books: tuple[str, ...]
    book_words: Mapping[str, int]
    words: Mapping[str, tuple[tuple[int, int], ...]]

    def json(self) -> dict[str, object]:
        """As ``lookup-index.js`` holds it."""
        return {
            "rules": list(self.rules),
            "book": list(self.book),
            "books": list(self.books),
            "bookWords": dict(self.book_words),
            "stopwords": sorted(STOPWORDS),
            "words": {word: [list(p) for p in posting] for word, posting in self.words.items()},
        }


def search_index(spec: Spec, glossary: Glossary) -> SearchIndex:
    """The ranked index of every rule of ``spec`` (see the module)."""
    rules = spec.all_rules()
    unknown = sorted(set(PHRASINGS) - {rule.id for rule in rules})
    if unknown:
        raise ValueError(f"phrasings for rules not in the spec: {', '.join(unknown)}")
    books = tuple(book.id for book in spec.rulebooks)
    postings: dict[str, dict[int, int]] = {}
    for index, rule in enumerate(rules):
        weights: dict[str, float] = {}
        counted: set[tuple[str, str]] = set()
        for field, text in _fields(rule, glossary):
            for word in words(text):
                if (field, word) not in counted:
                    counted.add((field, word))
                    weights[word] = weights.get(word, 0.0) + WEIGHTS[field]
        for word, weight in weights.items():
            postings.setdefault(word, {})[index] = round(weight * 2)
    return SearchIndex(
        rules=tuple(rule.id for rule in rules),
        book=tuple(books.index(spec.rulebook_of(rule.id).id) for rule in rules),
        books=books,
        book_words={word_key(w): books.index(book) for book, said in BOOK_WORDS.items() for w in said},
        words={word: tuple(sorted(found.items())) for word, found in sorted(postings.items())},
    )


def lookup_index_js(spec: Spec, glossary: Glossary) -> str:
    """``window.DR_MEANING``: the ranked index, read by ``javascripts/permalinks.js``."""
    body = json.dumps(search_index(spec, glossary).json(), ensure_ascii=False, separators=(",", ":"))
    return (
        "// Generated from spec/ on every build (rulesite/lookup.py): words to the rules they stand in.\n"
        f"window.DR_MEANING = {body};\n"
    )


def ranked(index: SearchIndex, question: str, book: str | None = None) -> list[tuple[str, float]]:
    """The rules for ``question``, best first, with their scores; ``book``: the rulebook chosen beside the box.
    ``permalinks.js`` ranks the same way (the browser tests ask the page questions whose answers are fixed).

    A rulebook named in the question is taken out of it and chosen; each remaining word scores each rule by
    the best index word it matches (exactly, or 0.7 for a shared stem) times that word's rarity; a rule's sum
    is scaled by the square of the share of the question's words it matched, and a chosen rulebook's rules
    come first."""
    chosen = index.books.index(book) if book in index.books else None
    joined = f" {' '.join(words(question))} "
    for phrase, number in sorted(index.book_words.items(), key=lambda item: -len(item[0])):
        if f" {phrase} " in joined:
            chosen = number
            joined = joined.replace(f" {phrase} ", " ")
    asked = joined.split()
    scores: dict[int, float] = {}
    matched: dict[int, int] = {}
    for word in asked:
        best_here: dict[int, float] = {}
        for token, posting in _matches(index, word):
            quality = 1.0 if token == word else 0.7
            rarity = math.log(1 + len(index.rules) / len(posting))
            for rule, weight in posting:
                best_here[rule] = max(best_here.get(rule, 0.0), quality * rarity * weight)
        for rule, value in best_here.items():
            scores[rule] = scores.get(rule, 0.0) + value
            matched[rule] = matched.get(rule, 0) + 1
    out: list[tuple[int, float]] = []
    for rule, value in scores.items():
        cover = matched[rule] / len(asked)
        score = value * cover * cover
        if chosen is not None and index.book[rule] == chosen:
            score = score * 4 + 1000
        out.append((rule, score))
    out.sort(key=lambda item: (-item[1], item[0]))
    return [(index.rules[rule], score) for rule, score in out]


def best(index: SearchIndex, question: str, book: str | None = None) -> list[str]:
    """The rule IDs for ``question``, best first."""
    return [rule for rule, _ in ranked(index, question, book)]


def _matches(index: SearchIndex, word: str) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    """The index words a question's word matches: itself, then every word sharing its stem."""
    root = stem(word)
    exact = [(word, index.words[word])] if word in index.words else []
    return exact + [
        (token, posting) for token, posting in index.words.items() if token != word and token.startswith(root)
    ]


__all__ = [
    "LOOKUP_INDEX_JS",
    "PHRASINGS",
    "SearchIndex",
    "best",
    "lookup_index_js",
    "ranked",
    "search_index",
    "stem",
    "words",
]
