"""A player's name: one line, nothing invisible, within its length, not the pool's, printed as
written so that two names never print alike, and never able to forge an error line."""
from __future__ import annotations

from badinput import write as _write


def test_a_name_with_a_line_break_cannot_forge_an_error_line(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", 'title: t\ntable: {players: [A, "B\\nx.yaml:1:1: ok"], '
                  "dealer: A}\nevents: []\n")
    r = cli("rule", str(path), "--book", "peel")
    assert r.code == 2 and r.err.count("\n") == 1, r.err
    assert r.err.startswith(f"{path}:2:22: player name 'B\\nx.yaml:1:1: ok' holds a control")
