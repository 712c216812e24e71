"""Markdown helpers shared by the generated pages of the site (:mod:`rulesite.pages`, :mod:`rulesite.judges`).

>>> print(escape("a *b* <c> [d]"))
a \\*b\\* &lt;c> \\[d\\]
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from typing import Final

from rulespec import Rulebook, Spec

RULEBOOKS_DIR: Final = "rulebooks"
_ESCAPED: Final = re.compile(r"([\\`*_{}\[\]#|])")


# -- Markdown helpers -----------------------------------------------------------------
def escape(text: str) -> str:
    """Text from the spec as literal Markdown: no emphasis, links, attributes or HTML."""
    return _ESCAPED.sub(r"\\\1", text).replace("<", "&lt;")


def code(text: str) -> str:
    """An inline code span that survives backticks and table pipes in ``text``."""
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def rst_to_md(text: str) -> str:
    """Docstring markup (````x````) as Markdown code spans, pipes escaped for tables."""
    parts = re.split(r"``(.+?)``", text)
    out = [escape(part) if index % 2 == 0 else code(part) for index, part in enumerate(parts)]
    return "".join(out)


def table(header: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    """A Markdown table; cells are already Markdown and must not hold raw pipes."""
    heads = list(header)
    lines = ["| " + " | ".join(heads) + " |", "|" + "|".join(" --- " for _ in heads) + "|"]
    lines += ["| " + " | ".join(cell.replace("\n", " ") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def facts(rows: Iterable[tuple[str, str]]) -> str:
    """A short bulleted list of labelled facts."""
    return "\n".join(f"- **{label}:** {value}" for label, value in rows)


def indent(text: str, by: int = 4) -> str:
    return textwrap.indent(text, " " * by, lambda line: bool(line.strip()))


def fenced(language: str, body: str) -> str:
    fence = "````" if "```" in body else "```"
    return f"{fence}{language}\n{body.rstrip()}\n{fence}"


def number(value: float) -> str:
    return f"{value:g}"


# -- links to rules --------------------------------------------------------------------------
def rulebook_uri(book: Rulebook) -> str:
    return f"{RULEBOOKS_DIR}/{book.id}.md"


def _rule_linker(spec: Spec) -> re.Pattern[str] | None:
    ids = sorted((rule.id for rule in spec.all_rules()), key=len, reverse=True)
    if not ids:
        return None
    return re.compile(r"(?<![\w.-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-]|\.\d)")


def link_rules(text: str, spec: Spec, current: Rulebook | None, from_dir: str = RULEBOOKS_DIR) -> str:
    """Escaped ``text`` with every rule ID it mentions linked to that rule's anchor."""
    escaped = escape(text)
    pattern = _rule_linker(spec)
    if pattern is None:
        return escaped

    def link(match: re.Match[str]) -> str:
        rule_id = match.group(1)
        return f"[{rule_id}]({rule_href(spec, rule_id, current, from_dir)})"

    return pattern.sub(link, escaped)


def rule_href(spec: Spec, rule_id: str, current: Rulebook | None, from_dir: str) -> str:
    """The link to a rule's anchor from a page in ``from_dir`` (within the page when it is ``current``)."""
    book = spec.rulebook_of(rule_id)
    if current is not None and book.id == current.id:
        return f"#{rule_id}"
    prefix = "../" * len([part for part in from_dir.split("/") if part])
    return f"{prefix}{rulebook_uri(book)}#{rule_id}"


RULE_PAGES_DIR: Final = "rule"
"""Each rule's own light page, ``rule/NDF-4.2.html`` (plain HTML, see :mod:`rulesite.rulepages`)."""


def rule_page_href(rule_id: str, from_dir: str) -> str:
    """The link to a rule's own page from a page in ``from_dir`` (an HTML file, not a Markdown page)."""
    prefix = "../" * len([part for part in from_dir.split("/") if part])
    return f"{prefix}{RULE_PAGES_DIR}/{rule_id}.html"
