"""What the tool writes for a club, through cli/owned.py (the one writer): a page with
--output, the pool's picture with --pool-svg, the settings with `new --club`: only files it
owns, whole, never through a link, never over an input or a file it did not write; and a
folder's page, one page with an index of its cases."""
from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"


def test_a_page_is_written_whole_and_written_over_only_where_the_tool_wrote_it(cli, tmp_path):
    page = tmp_path / "ruling.html"
    r = cli("rule", SIDE_POT, "--format", "html", "--output", page)
    assert r.code == 0 and r.out == "", r.err
    first = page.read_text(encoding="utf-8")
    assert first.startswith("<!DOCTYPE html>") and first.rstrip().endswith("</html>")
    r = cli("compare", SIDE_POT, "--format", "html", "--output", page)  # its own page: again
    assert r.code == 0, r.err
    assert "5 books" in page.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["ruling.html"]  # nothing left beside it


def test_what_the_tool_did_not_write_is_refused_before_anything_is_ruled(cli, tmp_path):
    note = tmp_path / "note.html"
    note.write_text("<p>the club's own page</p>", encoding="utf-8")
    link = tmp_path / "link.html"
    os.symlink(note, link)
    case = tmp_path / "case.yaml"
    case.write_text(SIDE_POT.read_text(encoding="utf-8"), encoding="utf-8")
    other_name = tmp_path / "case.html"  # the case itself, under another name
    os.link(case, other_name)
    for target, says in ((note, "was not written by adjudicator"),
                         (link, "is a symbolic link"),
                         (other_name, "is an input of this command"),
                         (case, "a .yaml file would be read as a case"),
                         (tmp_path, "is a directory"),
                         (tmp_path / "no" / "page.html", "No such file or directory")):
        r = cli("rule", case, "--format", "html", "--output", target)
        assert r.code == 2 and r.out == "" and says in r.err, (target, r.err)
        assert len(r.err.splitlines()) == 1
    assert note.read_text(encoding="utf-8") == "<p>the club's own page</p>"
    r = cli("rule", case, "--format", "json", "--output", tmp_path / "out.json")
    assert r.code == 0 and (tmp_path / "out.json").read_text(encoding="utf-8").startswith("{")
    r = cli("rule", case, "--format", "json", "--output", tmp_path / "out.json")
    assert r.code == 2 and "exists already" in r.err  # JSON bears no mark: a new file only


def test_the_pool_picture_is_the_rulings_and_takes_one_case(cli, tmp_path):
    picture = tmp_path / "pool.svg"
    r = cli("rule", SIDE_POT, "--pool-svg", picture)
    assert r.code == 0 and r.out.startswith("The disputed side-pot case"), r.err
    svg = picture.read_text(encoding="utf-8")
    assert 'data-amount="30"' in svg and 'data-amount="70"' in svg
    assert ">A takes 30<" in svg and ">C takes 70<" in svg
    r = cli("rule", ROOT / "cases" / "notices", "--book", "peel", "--pool-svg", picture)
    assert r.code == 2 and "one case" in r.err
    r = cli("rule", SIDE_POT, "--pool-svg", tmp_path / "x.yaml")
    assert r.code == 2 and ".yaml" in r.err


def test_a_folder_is_one_page_with_an_index_of_its_cases(cli):
    folder = ROOT / "cases" / "notices"
    r = cli("rule", folder, "--book", "keller", "--format", "html")
    assert r.code == 0, r.err
    assert r.out.count("<!DOCTYPE html>") == 1 and r.out.count("</html>") == 1
    index = re.search(r'<nav class="index"><ol>(.*?)</ol></nav>', r.out, re.S)[1]
    links = re.findall(r'href="#([^"]+)"', index)
    cases = sorted(folder.rglob("*.yaml"))
    assert len(links) == len(cases)
    for anchor in links:
        assert f'id="{anchor}"' in r.out
    r = cli("compare", folder, "--books", "peel,keller", "--format", "html")
    assert r.code == 0 and r.out.count("<!DOCTYPE html>") == 1, r.err
    assert "The disputes by books" in r.out


def test_other_commands_draw_no_page(cli):
    r = cli("books", "--format", "html")
    assert r.code == 2 and "'html' is not one of" in r.err


def test_output_dash_is_the_standard_output_not_a_file_named_dash(cli, tmp_path):
    printed = cli("rule", SIDE_POT, "--format", "json", cwd=tmp_path)
    r = cli("rule", SIDE_POT, "--format", "json", "-o", "-", cwd=tmp_path)
    assert r.code == 0 and r.out == printed.out and list(tmp_path.iterdir()) == []
