"""Every scenario under ``features/`` as a pytest test (via pytest-bdd)."""

from pytest_bdd import scenarios

from conformance.paths import features_dir

scenarios(str(features_dir()))
