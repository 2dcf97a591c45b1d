"""`new`: the case it writes rules as it stands under every book, sets the table it is told,
and is written only where `rule` would accept it; a name, a dealer or a place it cannot use
is refused before anything is written, and what it says is safe to paste."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("options,says", [
    (("--players", ",".join(f"P{i}" for i in range(54))), "no pack holds more than 53"),
    (("--ante", "1000000001"), "ante is more than"),
    (("--limit", "1000000001"), "limit is more than"),
    (("--players", "A\tB,C"), "control character"),
    (("--players", "A\x1bB,C"), "control character"),
    (("--players", "A\u202eB,C"), "control character"),
    (("--players", "A\u00a0B,C"), "control character"),
])
def test_new_refuses_what_rule_would_refuse_and_writes_nothing(tmp_path, cli, options, says):
    path = tmp_path / "n.yaml"
    r = cli("new", str(path), *options)
    assert r.code == 2 and says in r.err and r.err.count("\n") == 1, r.err
    assert not path.exists()


def test_what_new_writes_rule_accepts(tmp_path, cli):
    for i, options in enumerate([("--players", "Ann,Bob,Cy"), ("--players", "Mr. Smith,Ä,名"),
                                 ("--ante", "1000000000", "--limit", "1000000000"),
                                 ("--players", ",".join(chr(65 + i) for i in range(14)))]):
        path = tmp_path / f"n{i}.yaml"
        assert cli("new", str(path), *options).code == 0
        assert cli("rule", str(path)).code == 0, (options, cli("rule", str(path)).err)
