"""The conformance suite: adapter interface, wire protocol, steps, pytest plugin, CLI, reports.

This package never imports ``reference_impl`` except in
:mod:`conformance.reference_adapter` (an import contract checks it).
"""
