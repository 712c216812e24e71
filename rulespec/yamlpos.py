"""Read YAML into plain values while remembering the line of every node.

The spec loader uses this so that a malformed rulebook file is reported with
its file, line, rule ID and field, not only with a message.

PyYAML is imported when a file is read, not when this module is: the model and the
loader's types import without it (the ruling runs in a browser's Python, which has no
PyYAML, on a spec read from its JSON export).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final, Union

if TYPE_CHECKING:
    import yaml

Scalar = Union[str, int, float, bool, None]


@dataclass(frozen=True, slots=True)
class Node:
    """A YAML value with the line (1-based) where it starts."""

    value: Scalar | list[Node] | dict[str, Node]
    line: int
    key_lines: dict[str, int] | None = None
    """For a mapping: the line of each key (a value in a block starts on a later line)."""


class YamlError(Exception):
    """The file is not YAML at all, or uses YAML we do not accept; ``line`` and ``column`` are 1-based when known."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


@functools.cache
def _loader() -> type[yaml.SafeLoader]:
    """libyaml's parser when PyYAML was built with it (much faster), else the pure-Python one."""
    import yaml

    loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return loader


@functools.cache
def _scalars() -> yaml.constructor.SafeConstructor:
    """Turns one scalar node into its Python value (int, float, bool, None, text)."""
    import yaml

    return yaml.constructor.SafeConstructor()


def _convert(node: yaml.Node, path: Path) -> Node:
    import yaml

    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Node] = {}
        key_lines: dict[str, int] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise YamlError(
                    f"{path}:{key_node.start_mark.line + 1}: mapping keys must be plain text",
                    key_node.start_mark.line + 1,
                )
            key = str(key_node.value)
            if key in out:
                at, column = key_node.start_mark.line + 1, key_node.start_mark.column + 1
                raise YamlError(f"{path}:{at}:{column}: duplicate key {key!r}", at, column)
            out[key] = _convert(value_node, path)
            key_lines[key] = key_node.start_mark.line + 1
        return Node(out, line, key_lines)
    if isinstance(node, yaml.SequenceNode):
        return Node([_convert(item, path) for item in node.value], line)
    if isinstance(node, yaml.ScalarNode):
        resolved: object = _scalars().construct_object(node)
        if resolved is None or isinstance(resolved, (str, int, float, bool)):
            return Node(resolved, line)
        return Node(str(node.value), line)
    raise YamlError(f"{path}:{line}: unsupported YAML node", line)


_LEFT_OPEN: Final = ("flow sequence", "flow mapping", "quoted scalar")
"""Constructs a problem can leave open: the fault is where one starts, not where the parser gave up."""


def _where(exc: yaml.MarkedYAMLError) -> yaml.Mark | None:
    """Where the fault is: the problem's own place (a tab, a mis-indented key), not the enclosing block.

    Only an unclosed bracket or quote is placed where it opens, since the parser
    notices it lines later.
    """
    context = exc.context or ""
    if exc.context_mark is not None and any(kind in context for kind in _LEFT_OPEN):
        return exc.context_mark
    return exc.problem_mark or exc.context_mark


def load_yaml(path: Path) -> Node:
    """Parse ``path`` into a :class:`Node` tree.

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
    ...     _ = f.write("a:\\n  - 1\\n  - two\\n")
    >>> tree = load_yaml(Path(f.name))
    >>> isinstance(tree.value, dict) and tree.value["a"].line
    2
    >>> os.unlink(f.name)
    """
    import yaml

    text = path.read_text(encoding="utf-8")
    try:
        root = yaml.compose(text, Loader=_loader())
    except yaml.MarkedYAMLError as exc:
        mark = _where(exc)
        line = None if mark is None else mark.line + 1
        column = None if mark is None else mark.column + 1
        what = exc.problem or exc.context or "unreadable"
        other = exc.problem_mark if mark is exc.context_mark else exc.context_mark
        if mark is exc.context_mark and exc.problem and other is not None:
            what = f"{exc.context}: {exc.problem} at line {other.line + 1}, column {other.column + 1}"
        elif exc.context and other is not None:
            what += f" ({exc.context} at line {other.line + 1}, column {other.column + 1})"
        where = "" if line is None else f":{line}:{column}"
        raise YamlError(f"{path}{where}: not valid YAML: {what}", line, column) from exc
    except yaml.YAMLError as exc:
        raise YamlError(f"{path}: not valid YAML: {exc}") from exc
    if root is None:
        raise YamlError(f"{path}:1: the file is empty", 1)
    return _convert(root, path)
