"""The rules spec as typed data: schema, loader and traceability.

Both the reference implementation and the conformance suite read the spec
through this package; neither imports the other.
"""

from rulespec.loader import SpecError, cached_spec, default_spec_dir, load_rulebook, load_spec, use_spec
from rulespec.model import Clause, Parameter, Penalty, Reading, Rule, Rulebook, SourceDocument, Spec

__all__ = [
    "Clause",
    "Parameter",
    "Penalty",
    "Reading",
    "Rule",
    "Rulebook",
    "SourceDocument",
    "Spec",
    "SpecError",
    "cached_spec",
    "default_spec_dir",
    "load_rulebook",
    "load_spec",
    "use_spec",
]
