"""Output a person reads: law ids whole in every table, values not Python, a compare that
names the point and never repeats itself, each book in its own words, findings with a
hanging indent, and pictures that draw alike in a browser and in rsvg-convert."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

import adjudicator.cli.render.picture as picture
import adjudicator.cli.render.text as text
import adjudicator.cli.render.text_library as text_library
from adjudicator.story.case import load_case
from adjudicator.judge.comparison import compare, why_lines
from adjudicator.judge.engine import adjudicate
from adjudicator.errors import InputError
from adjudicator.law.library import Library, read_book
from adjudicator.cli.render import Format, render
from adjudicator.law.search import search_laws
from adjudicator.law.topics import side_by_side, topic_index
from adjudicator.cli.views import law_view

ROOT = Path(__file__).resolve().parent.parent
ID = re.compile(r"\b(?:peel|keller|schenck|standard|published-decision):[\w./-]*\w")
# cases whose rulings cite the longest ids (standard:irregularities/incorrect-number-of-...)
CASES = ["keller-side-pot.yaml", "deal-and-draw/player-left-out-of-the-deal.yaml",
         "betting-and-show/unlimited-game-no-show-for-his-money.yaml",
         "deal-and-draw/imperfect-pack-found-before-the-pot-is-taken.yaml",
         "betting-and-show/old-fashioned-game-dealer-antes.yaml"]


@pytest.fixture
def narrow(monkeypatch):
    """Draw the text output at a given width, as a terminal that wide would."""

    def at(width: int):
        monkeypatch.setattr(text, "console", lambda: Console(
            file=io.StringIO(), no_color=True, width=width, highlight=False, emoji=False,
            soft_wrap=False))

    return at


def _whole_ids(out: str, known: set[str]) -> None:
    cut = [i for i in ID.findall(out) if i not in known]
    assert not cut, f"law ids cut short: {cut}"
    assert not [ln for ln in out.splitlines() if "…" in ln and ID.search(ln)], "an id ellipsed"


@pytest.fixture(scope="module")
def compared(library) -> list[dict]:
    """Each case compared under every book, once for every width: a comparison holds each
    book's ruling of the case, the very ruling `rule` gives (tests/fuzz.py holds them
    alike), so the cases are not ruled again at each width, nor again for each book."""
    return [compare(load_case(ROOT / "cases" / name), library, None, []) for name in CASES]


@pytest.mark.parametrize("width", [60, 80, 100])
def test_law_ids_are_never_cut_in_any_table(library, narrow, width, compared):
    narrow(width)
    books = library.books()
    known = {i for b in books for i in b.laws}
    _whole_ids(text_library.laws([law_view(x) for x, _ in search_laws(books, "foul hand")]), known)
    for topic in ("show-for-stake", "jack-pot.trigger", "misdeal", "sequence.ace"):
        _whole_ids(text_library.topic(side_by_side(library, books, topic)), known)
    for view in compared:
        _whole_ids(text.compare(view), known)
        assert list(view["rulings"]) == [book.id for book in books]
        for book in books:
            _whole_ids(text.ruling(view["rulings"][book.id]), known)


def test_topics_print_values_never_python(library):
    from adjudicator.law.provisions import CATALOGUE

    books = library.books()
    # the topics of every provision some law gives a list or a mapping
    listed = {CATALOGUE[k].topic for b in books for law in b.laws.values()
              for k, v in law.provides if isinstance(v, (list, tuple, dict))}
    assert len(listed) >= 3
    for fmt in (Format.text, Format.markdown):
        for topic in sorted(listed):
            out = render("topic", side_by_side(library, books, topic), fmt)
            assert not re.search(r"\[['\"]|\{['\"]|'\]|': '", out), (fmt, topic)
        out = render("topic_list", topic_index(library, books), fmt)
        assert "['" not in out and "[]" not in out
    out = render("law", law_view(library.law("peel:65")), Format.text)
    assert "hand.ranking = straight_flush, fours, full" in out


def test_the_compare_why_names_the_point_and_never_repeats_a_line(library):
    case = load_case(ROOT / "cases" / "keller-side-pot.yaml")
    result = compare(case, library, None, [])
    for d in result["differences"]:
        lines = why_lines(d)
        assert len(lines) == len(set(lines)), d["book"]
    peel = next(d for d in result["differences"] if d["book"] == "peel")
    # where Peel parts from the books that have no show for a stake (Schenck, whose rules/7
    # puts A out, "or else abandon what he has already put in"; the Standard laws' copy,
    # which holds no law of it)
    assert why_lines(peel)[0].startswith("a show for less than the stake: A has not the funds "
                                         "to call")
    # B "has no further claim" by law 27 ("he shall forfeit ... his right to play in that
    # game"), not by law 60, whose words do not say it (issue 36)
    assert why_lines(peel)[1].startswith("a hand passed after a show for less: B passed out")
    assert why_lines(peel)[1].endswith("(peel:27)")
    schenck = next(d for d in result["differences"] if d["book"] == "schenck")
    assert why_lines(schenck)[0] == (
        "a show for less than the stake: A has put up all he has, his stake 10, and it is not "
        "equal to the highest (15): he goes out of the play, forfeiting his interest in the "
        "pool (schenck:rules/7)")
    standard = next(d for d in result["differences"] if d["book"] == "standard")
    assert why_lines(standard)[0].startswith("a show for less than the stake: not in the copy "
                                             "held of the Standard laws")
    # a book that makes one finding at two events says it once
    dup = {"book": "x", "because": [{"point": "p", "finding": "f", "laws": ["peel:1"]}] * 2}
    assert why_lines(dup) == ["p: f (peel:1)"]


def _findings(case_name: str, library, book: str) -> str:
    case = load_case(ROOT / "cases" / case_name)
    return " | ".join(s["finding"] for s in adjudicate(case, library.book(book))["steps"])


def test_each_book_speaks_its_own_words(library, tmp_path):
    case = tmp_path / "c.yaml"  # B antes as the age, then retires; C bets first after the draw
    case.write_text("title: t\ntable:\n  players: [A, B, C]\n  dealer: A\n  ante: 1\n"
                    "  limit: 10\nevents:\n  - ante: B\n  - bet: {player: C, amount: 2}\n"
                    "  - call: A\n  - fold: B\n  - bet: {player: C, amount: 2}\n  - call: A\n"
                    '  - show: {C: "KS KH 7D 7C 2S", A: "QS QH QD 5C 3D"}\n')
    said = {b: " | ".join(s["finding"] for s in adjudicate(load_case(case), library.book(b))
                          ["steps"]) for b in ("peel", "keller", "schenck", "standard")}
    assert "B, the ante-man, puts up the ante" in said["peel"] and " age" not in said["peel"]
    assert "B, the age, puts up the ante" in said["keller"] and "ante-man" not in said["keller"]
    assert "B, the ante man, puts up the ante" in said["schenck"]
    assert "wins the pot" in said["standard"] and "pool" not in said["standard"]
    # a house book speaks as the book it extends
    club = Library.open([str(ROOT / "rulebooks" / "examples")])
    house = adjudicate(load_case(case), club.book("peel-club"))
    assert any("the ante-man" in s["finding"] for s in house["steps"])


def test_a_vocabulary_names_only_the_engines_terms(tmp_path, library):
    src = (ROOT / "rulebooks" / "schenck.yaml").read_text(encoding="utf-8")
    bad = src.replace("    the age: the ante man", "    the eldest: the ante man", 1)
    path = tmp_path / "schenck.yaml"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(InputError) as err:
        read_book(path, library.topics, bad)
    assert "'the eldest' is not a term the engine uses" in str(err.value)
    assert str(err.value).startswith(f"{path}:")


def test_wrapped_findings_keep_a_hanging_indent(library, narrow):
    narrow(70)
    out = text.ruling(adjudicate(load_case(ROOT / "cases" / "keller-side-pot.yaml"),
                                 library.book("keller")))
    lines = out.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith(" 5. A has not the funds"))
    assert lines[at + 1].startswith("    ") and lines[at + 1].strip()


def test_the_svg_relies_only_on_a_font_stack_and_kept_spaces(library):
    case = load_case(ROOT / "cases" / "keller-side-pot.yaml")
    svg = picture.svg([("compare", compare(case, library, None, []))], "adjudicator compare")
    assert svg.startswith('<svg xml:space="preserve" ')
    stack = re.search(r"-matrix \{[^}]*font-family: ([^;]+);[^}]*white-space: pre;", svg)
    assert stack, "the grid's font stack and white-space: pre"
    faces = [f.strip().strip('"') for f in stack.group(1).split(",")]
    assert faces[-1] == "monospace" and {"DejaVu Sans Mono", "Liberation Mono"} <= set(faces)
    # every run of the grid starts on a column and spans whole cells: the borders meet
    cell = None
    for x, length, body in re.findall(r'<text class="[^"]*-r\d+" x="([\d.]+)" y="[\d.]+" '
                                      r'textLength="([\d.]+)"[^>]*>([^<]*)</text>', svg):
        chars = len(re.sub(r"&#?\w+;", "_", body))
        cell = cell or float(length) / chars
        assert abs(float(length) - chars * cell) < 0.01 and abs(float(x) / cell
                                                                - round(float(x) / cell)) < 0.01
        assert "  " not in body, "spaces written as &#160;, never left to collapse"
    assert (ROOT / "docs/compare.svg").read_text(encoding="utf-8").startswith(
        '<svg xml:space="preserve"')
    assert "@font-face" not in svg and "cdnjs" not in svg  # no web font: it loads nothing


def test_books_that_say_one_thing_in_their_own_words_agree_in_a_compare(library):
    case = load_case(ROOT / "cases" / "deal-and-draw" / "card-exposed-in-dealing.yaml")
    result = compare(case, library, ["peel", "keller"], [])
    # "A, the ante-man, puts up" is Keller's "A, the age, ...": one finding, so one outcome,
    # and nothing that parts them
    agree = {d["book"]: (d["agrees_with"], d["because"]) for d in result["differences"]}
    assert agree == {"peel": (["keller"], []), "keller": (["peel"], [])}


def test_the_why_names_the_law_that_decides_not_the_first_step_the_books_word_otherwise(library):
    # Peel 33: the opener without jacks "shall not claim the pool, and he shall pay into the
    # pool, as penalty, a sum equal to double the ante"; Keller 14 demands the proof and says no
    # more. Peel's why is that penalty, not its jack-pot feed (p. 40), which changes nothing here
    case = load_case(ROOT / "cases" / "betting-and-show" / "jack-pot-opener-called-shows-tens.yaml")
    result = compare(case, library, None, [])
    peel = next(d for d in result["differences"] if d["book"] == "peel")
    parting = {b["point"]: b for b in peel["because"]}
    assert "peel:33" in parting["jack-pot.false-opener"]["laws"]
    # Keller is silent on the false opener, where its outcome turns on it: a parting
    assert "keller" in parting["jack-pot.false-opener"]["parts_from"]
    assert "jack-pot.feed" not in parting
    assert any("(peel:33" in line for line in why_lines(peel))
    # a silence of Schenck's where Peel's penalty rests on a law is a reason too
    schenck = next(d for d in result["differences"] if d["book"] == "schenck")
    assert any(b.get("silent") and b["point"] == "jack-pot.opener-shows"
               and "peel" in b["parts_from"] for b in schenck["because"])
    assert "silent on when the opener must show his openers: " + next(
        s["detail"] for s in adjudicate(case, library.book("schenck"))["silent"]
        if s["point"] == "jack-pot.opener-shows") in why_lines(schenck)


def test_the_why_names_the_foul_hand_the_other_books_are_silent_on(library):
    # Peel 13: "such hand is a foul hand ... and shall forfeit his stake", found at the show,
    # "at the end of the game" (64: "he shall forfeit his stake"); Schenck, the Standard laws
    # and the decision say nothing of six cards found after lifting
    case = load_case(ROOT / "cases" / "deal-and-draw" / "six-cards-found-at-the-show.yaml")
    result = compare(case, library, None, [])
    peel = next(d for d in result["differences"] if d["book"] == "peel")
    parting = {b["point"]: b for b in peel["because"]}
    assert parting["wrong-count.after-lift"]["laws"] == ["peel:13", "peel:64"]
    assert parting["wrong-count.after-lift"]["parts_from"] == [
        "schenck", "standard", "published-decision"]
    # Peel 14's refund, the penalty Keller has not; Peel 55's bet out of turn, which Keller
    # is silent on, is no reason: C and A called B's bet as it lay on the table, and A takes
    # the pool under Keller whether it stood or waited for B's turn
    assert "keller" in parting["foul-dealt.refund"]["parts_from"]
    assert "betting.out-of-turn" not in parting
    assert any(line.endswith("(peel:13, peel:64)") for line in why_lines(peel))
    # a step no other book answers otherwise, and no law of the outcome, is no reason
    assert "show.order" not in parting and "betting.first-after-draw" not in parting


def test_a_finding_where_the_books_part_is_named_once_with_every_book_it_parts_from(library):
    """Keller's A, who passes, "retires from the game for this deal"; that finding parts it
    from Peel and the published decision, each by its own question: it is named once, against
    both (the story's bet out of turn leaves Keller, Peel and Schenck holding the pool on the
    turn; the Standard laws and the decision give it to D). Schenck's rules/4 answers the
    question as Keller does ("Those who decline to play throw up their cards"): no parting."""
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads
    from test_silence_met_under import STORY as text  # the same bet out of turn

    result = compare(build_case(loads(text, "t.yaml"), "t.yaml"), library, None, [])
    for d in result["differences"]:
        said = [(b["event"], b["finding"]) for b in d["because"]]
        assert len(said) == len(set(said)), d["book"]
    keller = next(d for d in result["differences"] if d["book"] == "keller")
    (passes,) = [b for b in keller["because"] if b["finding"].startswith("A passes")]
    assert passes["point"] == "passing.re-entry"
    assert sorted(passes["parts_from"]) == ["peel", "published-decision"]


def test_two_threes_are_named_by_the_law_of_equal_threes_not_the_first_key_of_the_law(
        library):
    """Schenck ties/1 speaks of "a pair ... threes or fours" alike: B's threes beating C's are
    named by what the hands are, equal threes, not by the first key the law gives (a new
    user's compare read "equal fours: B's threes (aces) beat C's threes (kings)"): the
    finding's question, where books part on it, is its first point."""
    r = adjudicate(load_case_text("""title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, limit: 50}
events:
  - bet: {player: B, amount: 10}
  - call: C
  - fold: A
  - show: {B: "AS AH AD 7C 2S", C: "KS KH KD 8C 3S"}
"""), library.book("schenck"))
    [beats] = [s for s in r["steps"] if s["finding"].startswith("B's threes (aces) beat")]
    assert beats["laws"] == ["schenck:ties/1"] and beats["points"][0] == "ties.threes"


def load_case_text(text: str):
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    return build_case(loads(text, "t.yaml"), "t.yaml")
