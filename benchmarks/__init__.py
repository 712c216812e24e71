"""Benchmarks: ``python benchmarks/run.py`` (see README.md here)."""
