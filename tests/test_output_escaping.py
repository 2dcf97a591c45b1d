"""What a case or a house book says is inert in every output: escape codes never reach the
terminal; a title, a name or a law's id cannot forge a line, a table row, a link or a
footnote; a file name is escaped alike in every message; JSON reads back the very
characters, under any encoding."""
from __future__ import annotations

from badinput import write as _write


def test_escape_codes_in_a_title_do_not_reach_the_terminal(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", 'title: "Red \\e[31malert\\e[0m"\n'
                  "table: {players: [A, B], dealer: B}\nevents: [{shuffle: B}]\n")
    # Markdown escapes the backslash and the bracket too (issue 25): it reads the same drawn
    for fmt, shown in (("text", "Red \\x1b[31malert"), ("markdown", "Red \\\\x1b\\[31malert")):
        r = cli("rule", str(path), "--book", "peel", "--format", fmt, env={"FORCE_COLOR": ""})
        assert r.code == 0 and "\x1b" not in r.out and shown in r.out, r.out
    r = cli("rule", str(path), "--book", "peel", "--format", "json")
    assert r.json()["case"] == "Red \x1b[31malert\x1b[0m"  # JSON keeps it, escaped
