"""The ``fuzz`` command's options, apart from the fuzzer itself (which plays the reference): registering the
command costs nothing until it runs, so ``domino-rules check`` does not load the fuzzer."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Final, Protocol


class Commands(Protocol):
    """Where commands are registered: what ``ArgumentParser.add_subparsers()`` returns (argparse's class for it
    is private), as far as registering a command uses it."""

    def add_parser(self, name: str, *, help: str | None = ...) -> argparse.ArgumentParser: ...


DEFAULT_RULEBOOK: Final = "ndf-double-nine"
ILLEGAL: Final = 0.05
"""How often, by default, fuzzing tries an action the rules forbid before the legal one it plays."""


def _rate(text: str) -> float:
    """A rate between 0 and 1.

    >>> _rate("0.25")
    0.25
    """
    try:
        rate = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--illegal wants a rate between 0 and 1, like 0.05, not {text!r}") from None
    if not 0.0 <= rate <= 1.0:
        raise argparse.ArgumentTypeError(f"--illegal {text}: a rate is between 0 and 1")
    return rate


def parse_shard(text: str) -> tuple[int, int]:
    """``I/N`` with 1 <= I <= N.

    >>> parse_shard("2/3")
    (2, 3)
    """
    index, _, count = text.partition("/")
    try:
        i, n = int(index), int(count)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--shard wants I/N, like 1/4, not {text!r}") from None
    if not 1 <= i <= n:
        raise argparse.ArgumentTypeError(f"--shard {text}: I must be between 1 and N")
    return i, n


def add_command(commands: Commands, run: Callable[[argparse.Namespace], int]) -> None:
    """Register ``fuzz`` under ``commands``, to be run by ``run`` (:func:`conformance.fuzz.run`)."""
    fuzz_parser = commands.add_parser("fuzz", help="random hands on an implementation and the reference, compared")
    fuzz_parser.add_argument(
        "--impl", required=True, help="command that starts an implementation speaking the wire protocol"
    )
    fuzz_parser.add_argument("--rulebook", default=DEFAULT_RULEBOOK, help=f"the rulebook (default {DEFAULT_RULEBOOK})")
    fuzz_parser.add_argument("--hands", type=int, default=100, help="hands to deal and play (default 100)")
    fuzz_parser.add_argument(
        "--seed", type=int, default=0, help="the seed every deal and move is drawn from (default 0)"
    )
    fuzz_parser.add_argument("--shard", type=parse_shard, default=(1, 1), help="play only shard I of N (default 1/1)")
    fuzz_parser.add_argument("--jobs", type=int, default=1, help="spread the hands over J local processes")
    fuzz_parser.add_argument(
        "--check-every",
        type=int,
        default=1,
        metavar="K",
        help="compare after every K-th action and at the end (default 1: every action; 0: the end only)",
    )
    fuzz_parser.add_argument("--fail-fast", action="store_true", help="stop at the first divergent hand")
    fuzz_parser.add_argument(
        "--illegal",
        type=_rate,
        default=ILLEGAL,
        metavar="RATE",
        help=f"how often to try an action the rules forbid (a pass or draw while able to play, a tile that "
        f"fits no end, a play out of turn) before a legal one, compared like the rest (default {ILLEGAL:g}; 0: "
        "legal play only; block and All Fives hands)",
    )
    fuzz_parser.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for each reply (default 10)")
    fuzz_parser.add_argument(
        "--validate",
        action="store_true",
        help="validate every reply against its schema (slower; a reply that differs or is malformed is reported either way)",
    )
    fuzz_parser.add_argument("--json", metavar="FILE", help="write the summary and the counterexamples as JSON")
    fuzz_parser.add_argument(
        "--expect",
        metavar="FILE",
        help="expectations file (rule, group of facts or field -> classed reason, beside check's scenario IDs): "
        "divergences it foresees are counted apart, and only new ones make the exit status 1",
    )
    fuzz_parser.add_argument(
        "--save", metavar="FILE", help="write the shrunk counterexamples as a feature file (one scenario each)"
    )
    fuzz_parser.add_argument("--force", action="store_true", help="with --save: replace FILE if it exists")
    fuzz_parser.set_defaults(run=run)
