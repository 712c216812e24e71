"""Optional facts: a program may leave out what it does not model, and only what reads it goes unchecked.

The faux ``omits`` claims (in protocol 1.0's ``omits``) it models neither exposed tiles, nor hand sizes,
nor count requests, and leaves ``exposed`` and ``hand_sizes`` out of its replies. Each omitted field
leaves out its group of facts (``face-up``, ``hand-sizes``): a Then step reading them is not checked and
is reported so, every other step still binds; a scenario with nothing left to check, or sending a count
request, is *not claimed* with the reason; a required field left out is still a failure.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from conformance.cases import catalog
from conformance.messages import HandRequest, StartReply, claim_problems
from conformance.reference_adapter import ReferenceAdapter
from conformance.schemas import problems
from tests.support.runner import CheckRun, run_check

ROOT = Path(__file__).resolve().parent.parent
OMITS = shlex.join([sys.executable, str(ROOT / "tests" / "faux" / "impl.py"), "--fault", "omits"])
LEFT_OUT = {"exposed", "hand_sizes", "ask-count"}


@pytest.fixture(scope="module")
def omits_run(tmp_path_factory: pytest.TempPathFactory) -> CheckRun:
    return run_check(["--impl", OMITS, "--rulebook", "ndf-double-nine"], tmp_path_factory.mktemp("omits"))


def test_only_what_reads_the_groups_left_out_goes_unchecked(omits_run: CheckRun) -> None:
    assert omits_run.code == 0, omits_run.output[-3000:]
    omitted = {"face-up", "hand-sizes"}
    cat = catalog()
    unclaimed = {s["id"]: s["message"] for s in omits_run.with_status("not claimed")}
    for ref, message in unclaimed.items():
        meta = cat[ref]
        if "ask-count" in meta.uses:
            assert "which the implementation leaves out (omits)" in message, ref
        else:
            assert all(groups <= omitted for groups in meta.reads), ref
            assert "does not model" in message, ref
    assert any("ask-count" in m for m in unclaimed.values()) and any("face-up" in m for m in unclaimed.values())
    assert {s["status"] for s in omits_run.scenarios} == {"passed", "not claimed"}
    partly = [s for s in omits_run.with_status("passed") if s["unchecked"]]
    assert partly, "some scenario should pass on its other steps with a step left unchecked"
    for scenario in partly:
        unchecked = scenario["unchecked"]
        assert all("not checked: " in step for step in unchecked)
        assert any(g in step for step in unchecked for g in omitted)
        meta = cat[scenario["id"]]
        assert any(not groups <= omitted for groups in meta.reads)


def _reply() -> dict[str, object]:
    request: HandRequest = {
        "op": "hand",
        "rulebook": "ndf-double-nine",
        "setup": {"hands": {"N": ["6-6"], "E": ["1-0"], "S": ["2-2"], "W": ["3-3"]}, "leader": "N"},
        "actions": [],
    }
    return dict(ReferenceAdapter().hand(request))


def test_a_field_the_claim_omits_may_be_missing_and_no_other() -> None:
    reply = {k: v for k, v in _reply().items() if k not in ("exposed", "outcome")}
    assert problems("reply", "hand", reply, ["exposed"]) == ['(top): "outcome" is a required property']
    assert problems("reply", "hand", reply) == [
        '(top): "exposed" is a required property',
        '(top): "outcome" is a required property',
    ]


def test_a_claim_may_omit_only_what_the_protocol_allows() -> None:
    claim: StartReply = {
        "protocol": "1.0",
        "implementation": {"name": "x", "version": "0", "language": "c"},
        "rulebooks": ["ndf-double-nine"],
        "capabilities": ["hand"],
        "omits": ["exposed", "outcome", "score"],
        "models": {"ndf-double-nine": ["turn", "trains", "whose-turn"], "fmd-singles": ["turn"]},
        "players": {"ndf-double-nine": [0]},
    }
    found = claim_problems(claim)
    assert found[0].startswith("omits names 'score', which cannot be left out")
    assert found[1].startswith("models gives 'ndf-double-nine' the group 'whose-turn', which is no group of facts")
    assert found[2] == "models names rulebook 'fmd-singles', which is not in rulebooks"
    assert found[3] == "players gives 'ndf-double-nine' [0]: a list of numbers of players, 1 or more"
    assert len(found) == 4
