"""Every output format renders every kind of result (as pip-audit tests its format choices),
and the terminal gets what it can show: colour on a terminal, plain text when piped or under
NO_COLOR, pictures with --svg, and shell completion by typer's conventions.
"""
from __future__ import annotations

import io
import json
import os
import re
import sys
from pathlib import Path

import pytest

from adjudicator import __version__
from adjudicator.story.case import load_case
from adjudicator.cli.checking import check_paths
from adjudicator.judge.comparison import compare, summary, summary_row
from adjudicator.cli.render import PAGE_KINDS, Format, render
from adjudicator.law.topics import side_by_side, topic_index
from adjudicator.story.verbs import verbs_view
from adjudicator.cli.views import book_view, law_view, provisions_view

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")
ANSI = re.compile(r"\x1b\[")
# Kinds the CLI routes to one format only: `compare --format json` prints {BOOK: ruling}; a
# folder's page is drawn of many rulings or comparisons at once (`--format html`).
JSON_ONLY = {"compare_json", "references"}  # `law --cite --format json`: references as data
HTML_ONLY = {"rulings_page", "compares_page"}


@pytest.fixture(scope="session")
def samples(library_with_examples, casebook_ruling) -> dict[str, list]:
    """Real results of every kind, as the CLI builds them."""
    from adjudicator.cli.views import diff_view, hit_view, reading_view
    from adjudicator.hands.census import census_of
    from adjudicator.hands.ranking import hand_view
    from adjudicator.law.search import find_words

    lib = library_with_examples
    books = [lib.book(b) for b in BOOKS]
    rulings = [dict(casebook_ruling(SIDE_POT, b), file=str(SIDE_POT)) for b in BOOKS]
    for path in sorted((ROOT / "cases").rglob("*.yaml")):  # the casebook, as it grows
        case = load_case(path)
        rulings += [casebook_ruling(path, b, want.get("agreed", []))
                    for b, want in case.expect.items()]
    peel = lib.book("peel")
    return {
        "law": [law_view(peel.law("peel:60"), lib), law_view(peel.law("peel:13"), lib),
                law_view(peel.law("peel:25"), lib, source="peel-1891.txt")],
        "laws": [[law_view(x) for x in list(peel.laws.values())[:5]],
                 [dict(law_view(peel.law("peel:60")), score=1.5)]],
        "books": [[book_view(b) for b in lib.books()]],
        "provisions": [provisions_view()],
        "check": [check_paths([str(SIDE_POT)], lib),
                  {"errors": ["x.yaml:3:1: unknown key 'seats'"], "files": 1}],
        "ruling": rulings,
        "compare": [compare(load_case(SIDE_POT), lib, BOOKS)],
        "compare_summary": [summary([summary_row(compare(load_case(p), lib, BOOKS)) for p in
                                     (SIDE_POT, ROOT / "cases/hands/joker-called-the-king-"
                                      "of-spades.yaml")])],
        "topic": [side_by_side(lib, books, "show-for-stake"), side_by_side(lib, books, "cut")],
        "topic_list": [topic_index(lib, books)],
        "hand": [hand_view(lib.book("keller"), ["AS KS QS JS TS", "2H 2D 3C 4S 5S"], [])],
        "census": [census_of(peel, [])],
        "census_side": [{"books": ["keller", "peel"],
                         "views": {"keller": census_of(lib.book("keller"), []),
                                   "peel": census_of(peel, [])}}],
        "hands_side": [{"books": ["keller", "peel"],
                        "views": {b: hand_view(lib.book(b), ["AS KS QS JS TS", "2H 2D 3C 4S 5S"],
                                               []) for b in ("keller", "peel")}}],
        "verbs": [verbs_view()],
        "reading": [reading_view(peel, "mods/"), reading_view(lib.book("standard"), "intro/")],
        "diff": [diff_view(lib, peel, lib.book("keller"), "straddle"),
                 diff_view(lib, peel, lib.book("schenck"), "kitty")],
        "hits": [[hit_view(h) for h in find_words(books, '"foul hand"')],
                 [hit_view(h) for h in find_words(books, "eqval")]],
        "rulings_page": [rulings[:3]],
        "compares_page": [{"comparisons": [compare(load_case(SIDE_POT), lib, BOOKS)],
                           "summary": summary([summary_row(compare(load_case(SIDE_POT), lib,
                                                                   BOOKS))])}],
    }


def _cli_kinds() -> set[str]:
    source = "".join((ROOT / "adjudicator" / "cli" / f"{name}.py").read_text(encoding="utf-8")
                     for name in ("lookups", "rulings", "authoring"))  # the commands' modules
    many = (ROOT / "adjudicator" / "cli" / "many.py").read_text(encoding="utf-8")
    return (set(re.findall(r"""_emit\(\s*["'](\w+)["']""", source))
            | set(re.findall(r"""render\(\s*["'](\w+)["']""", many)) | {"ruling"})


def test_every_kind_the_cli_renders_is_sampled_here(samples):
    assert _cli_kinds() - JSON_ONLY == set(samples)


def _tables_are_well_formed(md: str) -> None:
    block: list[str] = []
    for line in md.splitlines() + [""]:
        if line.startswith("|"):
            block.append(line)
            continue
        if block:
            cells = [len(re.split(r"(?<!\\)\|", row)) for row in block]
            assert len(set(cells)) == 1, "ragged table:\n" + "\n".join(block)
            assert re.fullmatch(r"\|( *:?-+:? *\|)+", block[1]), block[1]
            block = []


def _footnotes_resolve(md: str) -> None:
    refs = set(re.findall(r"\[\^([^\]]+)\](?!:)", md))
    defs = set(re.findall(r"^\[\^([^\]]+)\]:", md, re.M))
    assert refs == defs, f"references without notes {refs - defs}, notes unused {defs - refs}"


def _carries_the_ruling(ruling: dict, out: str, fmt: Format) -> None:
    """What a rendered ruling must say, read from the ruling's data: its status, each award (in
    the player's row of the table) and each law it cites with its page."""
    lines = out.splitlines()
    status = ruling["status"]
    if fmt == Format.text:
        assert any(line.startswith(status.upper()) for line in lines), status
    else:
        assert f"**{status.capitalize()}**" in out, status
    for player, amount in ruling["awards"].items():  # the table's row: player, put in, takes
        put = ruling["stakes"].get(player, 0)
        row = (rf"{re.escape(player)} +{put} +{amount}\b" if fmt == Format.text else
               rf"\| {re.escape(player)} \| {put} \| {amount} \|")
        assert any(re.match(row, line) for line in lines), (player, put, amount)
    for c in ruling["citations"]:
        if c.get("pages") is not None:
            assert re.search(rf"{re.escape(c['id'])}\W{{1,6}}p\. {re.escape(str(c['pages']))}\b",
                             out), (c["id"], c["pages"])


def _a_page_that_carries(data, out: str, kind: str) -> None:
    """A page, whole and well nested, that says the ruling's status and answer and quotes
    each law it cites with its page (read as HTML: tests/test_page.py reads it in a browser)."""
    from html.parser import HTMLParser

    class Nesting(HTMLParser):
        VOID = {"meta", "br", "rect", "line", "circle", "img", "hr"}

        def __init__(self):
            super().__init__()
            self.open, self.text = [], []

        def handle_starttag(self, tag, attrs):
            if tag not in self.VOID:
                self.open.append(tag)

        def handle_startendtag(self, tag, attrs):
            pass

        def handle_endtag(self, tag):
            assert self.open and self.open[-1] == tag, (tag, self.open[-3:])
            self.open.pop()

        def handle_data(self, data):
            self.text.append(data)

    read = Nesting()
    read.feed(out)
    assert out.startswith("<!DOCTYPE html>") and read.open == []
    text = " ".join("".join(read.text).split())
    if kind == "ruling":
        rulings = [data]
    elif kind == "compare":
        rulings = list(data["rulings"].values())
    elif kind == "rulings_page":
        rulings = data
    else:
        rulings = [r for c in data["comparisons"] for r in c["rulings"].values()]
    for r in rulings:
        assert " ".join(r["answer"].split()) in text, r["answer"]
        for c in r["citations"]:
            assert f"{c['id']} (p. {c['pages']}" in text, c["id"]
            assert " ".join(c["text"].split()) in text, c["id"]


# The casebook's rulings are rendered in QUARTERS, each a test of its own, so that the test
# runner's workers share them (drawing every ruling as text is most of this file's time).
QUARTERS = 4


@pytest.mark.parametrize("part", ["kinds", *(f"rulings-{i}" for i in range(QUARTERS))])
@pytest.mark.parametrize("fmt", list(Format), ids=[f.value for f in Format])
def test_every_format_renders_every_kind(fmt, part, samples):
    if part == "kinds":  # every kind, the first ruling among them
        chosen = {kind: items if kind != "ruling" else items[:1] for kind, items in samples.items()}
    else:
        quarter = int(part.rsplit("-", 1)[1])
        chosen = {"ruling": samples["ruling"][quarter::QUARTERS]}
    for kind, items in chosen.items():
        if (fmt == Format.html) != (kind in HTML_ONLY) and (
                fmt != Format.html or kind not in PAGE_KINDS):
            continue  # a page is drawn only of rulings and comparisons; a folder's only as one
        for data in items:
            out = render(kind, data, fmt)
            assert isinstance(out, str) and out.strip(), (fmt, kind)
            if kind == "ruling" and fmt in (Format.text, Format.markdown):
                _carries_the_ruling(data, out, fmt)
            if fmt == Format.html:
                _a_page_that_carries(data, out, kind)
            assert not ANSI.search(out), f"{fmt.value} {kind}: escape codes when not a terminal"
            if fmt == Format.json:
                assert json.loads(out) == json.loads(json.dumps(data)), kind
            if fmt == Format.markdown:
                _tables_are_well_formed(out)
                _footnotes_resolve(out)


def test_the_json_only_kinds_render_as_json(samples):
    rulings = samples["compare"][0]["rulings"]
    assert json.loads(render("compare_json", rulings, Format.json)) == rulings


def test_a_markdown_ruling_quotes_each_law_it_cites_with_its_page(samples):
    ruling = samples["ruling"][1]  # keller on the side-pot case
    md = render("ruling", ruling, Format.markdown)
    assert md.startswith("## The disputed side-pot case")
    for c in ruling["citations"]:
        assert f"[^{c['id']}]: **{c['id']}**, p. {c['pages']}" in md
        assert " ".join(c["text"].split()) in md
    assert "| B | 20 |" in md and "out of the deal[^keller:" in md


def test_a_markdown_comparison_has_a_line_per_book_and_the_laws_below(samples):
    v = samples["compare"][0]
    md = render("compare", v, Format.markdown)
    rows = [line for line in md.splitlines() if line.startswith("| `")]
    assert [r.split("`")[1] for r in rows] == list(BOOKS)
    standard = next(r for r in rows if r.startswith("| `standard`"))
    # no show for less: the point said in plain words, never its key
    assert "silent on" in standard and "a show for less than the stake" in standard
    assert "show-for-stake" not in standard
    assert "[^keller:ch7/table-stakes/6]: **keller:ch7/table-stakes/6**, p. 45" in md


# --- the terminal --------------------------------------------------------------------------

class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def terminal(monkeypatch):
    """Call it in the test's body (pytest's capture resets sys.stdout after the fixtures)."""
    for var in ("NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    return lambda: monkeypatch.setattr(sys, "stdout", _Terminal())


def test_text_has_colour_on_a_terminal(terminal, samples):
    terminal()
    assert ANSI.search(render("ruling", samples["ruling"][0], Format.text))


def test_no_color_gives_plain_text_even_on_a_terminal(terminal, samples, monkeypatch):
    terminal()
    monkeypatch.setenv("NO_COLOR", "1")
    for kind, items in samples.items():
        if kind not in HTML_ONLY:
            assert not ANSI.search(render(kind, items[0], Format.text)), kind


def test_a_pipe_gives_plain_text_and_force_color_gives_colour(cli):
    plain = cli("rule", str(SIDE_POT), env={"NO_COLOR": "", "TERM": "xterm-256color"})
    assert plain.code == 0 and "SETTLED" in plain.out and not ANSI.search(plain.out)
    forced = cli("rule", str(SIDE_POT), env={"NO_COLOR": "", "FORCE_COLOR": "1",
                                            "TERM": "xterm-256color"})
    assert ANSI.search(forced.out)
    both = cli("rule", str(SIDE_POT), env={"NO_COLOR": "1", "FORCE_COLOR": "1"})
    assert not ANSI.search(both.out)


def test_svg_draws_the_text_and_still_prints_the_chosen_format(cli, tmp_path):
    picture = tmp_path / "ruling.svg"
    r = cli("rule", str(SIDE_POT), "--svg", str(picture), "--format", "json")
    assert r.code == 0, r.err
    assert r.json()["awards"] == {"A": 30, "C": 70}
    svg = picture.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert "SETTLED" in svg and "keller:ch7/table-stakes/18" in svg
    assert "font-weight: bold" in svg  # drawn in colour and bold, whatever stdout is

    picture = tmp_path / "compare.svg"
    r = cli("compare", str(SIDE_POT), "--svg", str(picture), "--format", "markdown")
    assert r.code == 0, r.err
    assert r.out.startswith("## The disputed side-pot case")
    assert "published-decision" in picture.read_text(encoding="utf-8")


def test_an_svg_that_cannot_be_written_is_one_line_and_status_2(cli, tmp_path):
    r = cli("rule", str(SIDE_POT), "--svg", str(tmp_path / "no" / "such" / "dir.svg"))
    assert r.code == 2 and not r.out
    assert r.err.strip().splitlines() == [
        f"{tmp_path / 'no' / 'such' / 'dir.svg'}:1:1: cannot write the picture: "
        "No such file or directory"]


def test_the_same_ruling_draws_the_same_svg(samples):
    from adjudicator.cli.render.picture import svg

    one = svg([("ruling", samples["ruling"][1])], "adjudicator rule")
    assert one == svg([("ruling", samples["ruling"][1])], "adjudicator rule")


def test_version(cli):
    r = cli("--version")
    assert r.code == 0 and r.out == f"adjudicator {__version__}\n"


def test_shell_completion_by_typers_conventions(cli, tmp_path):
    no_detect = {"_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}
    r = cli("--show-completion", "bash", env=no_detect)
    assert r.code == 0 and "_ADJUDICATOR_COMPLETE=complete_bash" in r.out
    r = cli(env={"_ADJUDICATOR_COMPLETE": "complete_bash", "COMP_WORDS": "adjudicator sch",
                 "COMP_CWORD": "1"})
    assert r.out.split() == ["schema"]
    r = cli(env={"_ADJUDICATOR_COMPLETE": "complete_bash",
                 "COMP_WORDS": "adjudicator rule --format ", "COMP_CWORD": "3"})
    assert r.out.split() == [f.value for f in Format]
    r = cli("--install-completion", "bash", env=dict(no_detect, HOME=str(tmp_path)))
    assert r.code == 0, r.err
    assert "_ADJUDICATOR_COMPLETE" in "".join(
        p.read_text() for p in tmp_path.rglob("*") if p.is_file())


def test_the_readme_shows_the_pictures_it_names():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("docs/pool.svg", "docs/compare.svg"):
        assert name in readme
        assert "<svg" in (ROOT / name).read_text(encoding="utf-8")[:200], name
        assert "http" not in re.sub(r'xmlns="http://www.w3.org/2000/svg"|'
                                    r"https://www.textualize.io", "",
                                    (ROOT / name).read_text(encoding="utf-8")), name


def test_the_outputs_pasted_in_the_readme_are_what_the_tool_prints(monkeypatch):
    """README.md shows a real ruling and compare table; they must not go stale. docs/examples.py
    --check, with each command it runs through the entry point in this process (conftest's
    ``cli``: the same parsing, printing and exit status) rather than five fresh interpreters."""
    import importlib.util
    import subprocess

    from conftest import _in_process

    spec = importlib.util.spec_from_file_location("examples", ROOT / "docs" / "examples.py")
    examples = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(examples)

    def run(argv, capture_output, text, cwd, env, check):
        assert argv[:3] == [sys.executable, "-m", "adjudicator"] and capture_output and text
        for key in set(os.environ) - set(env):  # what the script takes out (FORCE_COLOR)
            monkeypatch.delenv(key)
        done = _in_process(argv[3:], env, cwd)
        if check and done.returncode:
            raise subprocess.CalledProcessError(done.returncode, argv, done.stdout, done.stderr)
        return done

    monkeypatch.setattr(examples, "subprocess",  # the script's own name for it, no other's
                        type(subprocess)("subprocess"))
    examples.subprocess.run = run
    monkeypatch.setattr(sys, "argv", ["examples.py", "--check"])
    assert examples.main() == 0, "README.md or docs/case-format.md stale: run docs/examples.py"
