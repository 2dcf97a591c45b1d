"""A case's expectations (`expect:`), read by every command and held to by `check --expect`:
each part checked at its line, every book, player, point and law it names known, and every
point the engine can find silent one that an expectation may name."""
from __future__ import annotations

import pytest
from badinput import write as _write


@pytest.mark.parametrize("expect, line, says", [
    ("  peal: {status: misdeal}\n", 6, "no book 'peal'"),
    ("  peel: {awards: {Z: 1}}\n", 6, "'Z', who is not at the table"),
    ("  peel: {retired: {Z: null}}\n", 6, "'Z', who is not at the table"),
    ("  peel: {next: {dealer: Z}}\n", 6, "'Z', who is not at the table"),
])
def test_an_expectation_of_a_book_or_a_player_nobody_has_is_refused_by_check(tmp_path, cli,
                                                                             expect, line,
                                                                             says):
    f = _write(tmp_path, "c.yaml", "title: t\ntable: {players: [A, B], dealer: A}\nevents:\n"
               "  - no_cut\nexpect:\n" + expect)
    r = cli("check", f)
    assert r.code != 0 and any(l.startswith(f"{f}:{line}:") and says in l
                               for l in r.out.splitlines() + r.err.splitlines()), r.out + r.err
