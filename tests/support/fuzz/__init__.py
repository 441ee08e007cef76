"""Fuzz target and the invariants it checks (runnable with atheris, importable from pytest)."""
