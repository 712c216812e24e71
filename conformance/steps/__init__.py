"""Typed step definitions, one module per subject; the plugin loads them all."""

STEP_MODULES = (
    "conformance.steps.setup",
    "conformance.steps.hand",
    "conformance.steps.lead",
    "conformance.steps.deal",
    "conformance.steps.match",
    "conformance.steps.pairing",
    "conformance.steps.standings",
    "conformance.steps.knockout",
    "conformance.steps.sanctions",
    "conformance.steps.games",
    "conformance.steps.pinned",
    "conformance.steps.refusals",
    "conformance.steps.fives",
    "conformance.steps.train",
    "conformance.steps.batch",
)
