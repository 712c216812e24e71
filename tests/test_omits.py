"""Optional fields: a program may leave out what it does not model, and only scenarios needing it go unclaimed.

The faux ``omits`` claims it models neither exposed tiles, nor hand sizes, nor count requests, and
leaves ``exposed`` and ``hand_sizes`` out of its replies: every scenario that needs none of them must
pass, every one that does must be *not claimed* with the reason, and a required field left out is
still a failure.
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


def test_only_the_scenarios_needing_what_is_left_out_go_unclaimed(omits_run: CheckRun) -> None:
    assert omits_run.code == 0, omits_run.output[-3000:]
    needing = {ref for ref, meta in catalog().items() if LEFT_OUT.intersection(meta.uses)}
    unclaimed = {s["id"]: s["message"] for s in omits_run.with_status("not claimed")}
    assert unclaimed and set(unclaimed) <= needing
    assert all("which the implementation leaves out (omits)" in message for message in unclaimed.values())
    assert any("needs exposed" in message for message in unclaimed.values())
    assert any("ask-count" in message for message in unclaimed.values())
    assert {s["status"] for s in omits_run.scenarios} == {"passed", "not claimed"}


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
        "omits": ["exposed", "outcome"],  # type: ignore[list-item]
    }
    assert claim_problems(claim) == [
        "omits names 'outcome', which cannot be left out (one of must_play, exposed, hand_sizes, "
        "general_pass, first_tile, penalties, ask-count)"
    ]
