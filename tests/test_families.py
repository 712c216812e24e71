"""The engine-family plug point: the declaration in rulespec, the registry in reference_impl, and who refuses what.

The real spec holds a block family and an all-fives rulebook: each engine refuses the other's rulebooks,
the tournament simulator plays both (a knock-out of All Fives matches) and refuses a train rulebook,
and with the all-fives engine taken out of the registry the reference adapter stops claiming it. A cut-down all-fives rulebook written into
``tmp_path`` is refused by the loader for the parameters its family needs.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance.adapter import Unsupported
from conformance.messages import PROTOCOL_VERSION, LeadRequest, PairRequest, StartRequest
from conformance.reference_adapter import ReferenceAdapter
from conformance.transcript import example_rulebook
from organiser.simulate import game_rules, simulate
from reference_impl import families as registry
from reference_impl.block.rules import block_rules_from, rules_for
from reference_impl.errors import SetupError
from reference_impl.families import ENGINES, engine_for, implemented
from reference_impl.fives.rules import FivesRules, fives_rules_from
from rulespec import Spec, SpecError, cached_spec, load_spec
from rulespec.families import ALL_FIVES as FIVES_FAMILY
from rulespec.families import BLOCK, FAMILIES
from rulespec.loader import default_spec_dir

SPEC = default_spec_dir()
ALL_FIVES = "wcdt-all-fives"
ALL_FIVES_BOOK = """\
rulebook:
  id: wcdt-all-fives
  title: "WCDT: All Fives"
  prefix: WCDT
  document: wcdt-all-fives
  languages: [en]
  summary: A draw game with a spinner, scoring multiples of five.
  game:
    family: all-fives
    partnerships: false
    entrants: teams

rules:
  - id: WCDT-1.1
    title: The set and the deal
    kind: setup
    statement: A double-six set; seven tiles to each player.
    clauses: ["wcdt-all-fives:MATCH", "wcdt-all-fives:S-DEAL"]
    parameters:
      - {name: max_pip, value: 6, unit: pips, meaning: "highest number on a tile end"}
      - {name: hand_size, value: 7, unit: tiles, meaning: "tiles dealt to each player"}
  - id: WCDT-1.2
    title: The game
    kind: match
    statement: The first to 250 points wins the game.
    clauses: ["wcdt-all-fives:OBJECT"]
    parameters:
      - {name: target_score, value: 250, unit: points, meaning: "points that win a game"}
"""


def _clear() -> None:
    cached_spec.cache_clear()
    rules_for.cache_clear()


@pytest.fixture
def spec_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The real spec plus an all-fives rulebook, as the spec every module loads."""
    directory = tmp_path / "spec"
    shutil.copytree(SPEC, directory)
    (directory / f"{ALL_FIVES}.yaml").write_text(ALL_FIVES_BOOK, encoding="utf-8")
    monkeypatch.setenv("DOMINO_RULES_SPEC", str(directory))
    _clear()
    try:
        yield directory
    finally:
        monkeypatch.delenv("DOMINO_RULES_SPEC")
        _clear()


def test_the_registry_implements_only_declared_families_block_and_all_fives() -> None:
    assert set(ENGINES) <= set(FAMILIES)
    assert implemented("block") and implemented("all-fives") and implemented("mexican-train")
    assert ENGINES["block"].declaration == BLOCK and ENGINES["all-fives"].declaration == FIVES_FAMILY


def test_optional_parameters_default_from_the_declaration() -> None:
    ndf = rules_for("ndf-double-nine")  # names none of the block family's optional parameters
    assert (ndf.set_games, ndf.match_sets, ndf.cutoff_rounds) == (
        BLOCK.default("set_games"),
        BLOCK.default("match_sets"),
        BLOCK.default("cutoff_rounds"),
    )
    doral = rules_for("doral-partnership")
    assert (doral.set_games, doral.match_sets) == (3, 2)
    assert rules_for("fmd-singles").cutoff_rounds == 2


def test_a_rulebook_missing_its_family_parameters_is_refused_when_the_spec_loads(spec_dir: Path) -> None:
    with pytest.raises(SpecError, match=r"singles_players"):
        load_spec(spec_dir)


def test_each_engine_refuses_the_other_family() -> None:
    fives = cached_spec().rulebook(ALL_FIVES)
    block = cached_spec().rulebook("ndf-double-nine")
    with pytest.raises(SetupError, match=r"rulebook wcdt-all-fives is of the all-fives family, not block"):
        block_rules_from(fives)
    with pytest.raises(SetupError, match=r"rulebook wcdt-all-fives is of the all-fives family"):
        rules_for(ALL_FIVES)
    with pytest.raises(SetupError, match=r"rulebook ndf-double-nine is of the block family, not all-fives"):
        fives_rules_from(block)
    assert engine_for(fives).declaration == FIVES_FAMILY and engine_for(block).declaration == BLOCK


def test_the_reference_adapter_claims_only_rulebooks_of_implemented_families(monkeypatch: pytest.MonkeyPatch) -> None:
    adapter = ReferenceAdapter()
    start: StartRequest = {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}
    claim = adapter.start(start)
    assert ALL_FIVES in claim["rulebooks"] and claim.get("claims", {})[ALL_FIVES] == [
        "lead",
        "hand",
        "deal-play",
        "match",
        "knockout",
    ]
    monkeypatch.setattr(registry, "ENGINES", {"block": ENGINES["block"]})
    claimed = adapter.start(start)["rulebooks"]
    assert ALL_FIVES not in claimed and "ndf-double-nine" in claimed
    lead: LeadRequest = {"op": "lead", "rulebook": ALL_FIVES, "draws": {"N": "6-4", "E": "6-5", "S": "2-1", "W": "3-3"}}
    with pytest.raises(Unsupported, match="all-fives family"):
        adapter.lead(lead)
    pair: PairRequest = {"op": "pair", "rulebook": ALL_FIVES, "entrants": [], "history": []}
    with pytest.raises(Unsupported, match="all-fives family"):
        adapter.pair(pair)


def test_the_reference_adapter_refuses_what_it_does_not_claim_for_all_fives() -> None:
    pair: PairRequest = {"op": "pair", "rulebook": ALL_FIVES, "entrants": [], "history": []}
    with pytest.raises(Unsupported, match="pairing"):
        ReferenceAdapter().pair(pair)


def test_the_simulator_refuses_a_rulebook_with_no_game_to_play() -> None:
    """The simulator plays block and all-fives games; a train rulebook (its own event simulator) is refused."""
    with pytest.raises(SetupError, match=r"cannot simulate a tournament of mexican-train: .*block and all-fives"):
        simulate("mexican-train", "pairs", entrants=4, rounds=1, seed=1)
    with pytest.raises(SetupError, match=r"cannot simulate a tournament of mexican-train"):
        game_rules("mexican-train")
    assert isinstance(game_rules(ALL_FIVES), FivesRules)


def test_the_simulator_refuses_an_unknown_rulebook_instead_of_playing_double_six() -> None:
    with pytest.raises(SetupError, match=r"no rulebook 'no-such-rulebook' to simulate"):
        simulate("no-such-rulebook", "pairs", entrants=4, rounds=1, seed=1)


def test_the_protocol_example_uses_a_block_rulebook_and_has_no_fallback() -> None:
    spec = load_spec(SPEC)
    assert example_rulebook(spec).game.family == BLOCK.name
    with pytest.raises(ValueError, match="no rulebook of the block family"):
        example_rulebook(Spec(documents=spec.documents, rulebooks=()))
