"""The event's own match length (WCDT-1.4): honoured by the all-fives engine and the knock-out, refused
where the rulebook fixes its match.

The scenarios of ``features/wcdt-all-fives/`` check the lengths an All Fives event may set; these tests
check what no scenario of that rulebook can reach: a block rulebook sent a length, and a property over
every length an event may set.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conformance.adapter import Refused
from conformance.messages import AdvanceRequest, MatchRequest
from conformance.reference_adapter import ReferenceAdapter
from reference_impl.errors import SetupError
from reference_impl.fives import match as fives_match
from reference_impl.fives.rules import rules_for, with_match_games
from reference_impl.tiles import Team
from reference_impl.tournament import knockout
from reference_impl.tournament.rules import tournament_rules_for
from reference_impl.tournament.rules import with_match_games as knockout_length


def test_a_rulebook_of_sets_takes_no_length_from_the_event() -> None:
    with pytest.raises(SetupError) as raised:
        knockout_length(tournament_rules_for("doral-partnership"), 2)
    assert raised.value.rule_id == "DORAL-4.1"


def test_no_length_leaves_the_rulebook_s_own() -> None:
    terms = tournament_rules_for("wcdt-all-fives")
    assert knockout_length(terms, None) is terms
    rules = rules_for("wcdt-all-fives")
    assert with_match_games(rules, None) is rules and rules.match_games == 2


def test_a_block_match_sent_a_length_is_refused_not_played_to_its_own() -> None:
    request: MatchRequest = {
        "op": "match",
        "rulebook": "doral-partnership",
        "setup": {"scores": {"NS": 0, "EW": 0}, "leader": "N"},
        "events": [],
        "match_games": 1,
    }
    with pytest.raises(SetupError, match="match_games is for rulebooks whose match is one run of games"):
        ReferenceAdapter().match(request)


def test_a_knock_out_of_sets_sent_a_length_is_refused_under_its_match_rule() -> None:
    request: AdvanceRequest = {
        "op": "advance",
        "rulebook": "doral-partnership",
        "matches": [{"sides": ["A", "B"], "sets": [[3, 0], [3, 1]]}],
        "match_games": 1,
    }
    with pytest.raises(Refused) as raised:
        ReferenceAdapter().advance(request)
    assert raised.value.rule == "DORAL-4.1"


@given(games=st.integers(min_value=1, max_value=9), loser=st.integers(min_value=0, max_value=8))
def test_the_first_to_the_event_s_length_wins_in_the_match_and_the_knock_out(games: int, loser: int) -> None:
    loser = min(loser, games - 1)
    rules = with_match_games(rules_for("wcdt-all-fives"), games)
    state = fives_match.new_match(rules, (0, 0), (games - 1, loser))
    assert not state.finished
    state = fives_match.apply_event(state, fives_match.HandScored(Team.NS, rules.target_score))
    assert state.winner is Team.NS and state.games == (games, loser)
    terms = knockout_length(tournament_rules_for("wcdt-all-fives"), games)
    assert knockout.match_winner(knockout.Match(("A", "B"), ((games, loser),)), terms) == "A"
    assert knockout.match_winner(knockout.Match(("A", "B"), ((games - 1, loser),)), terms) is None
