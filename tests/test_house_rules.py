"""House rules: a club's book over a published one (Peel 81), and one-off agreements (Peel 80)."""
import textwrap
from pathlib import Path

from adjudicator.story.case import build_case
from adjudicator.judge.engine import adjudicate
from adjudicator.law.library import Library
from adjudicator.story.yamlio import loads

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = str(ROOT / "rulebooks" / "examples")


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def test_club_ruling_names_the_base_laws_it_amends(library_with_examples):
    from adjudicator.story.case import load_case

    case = load_case(ROOT / "cases" / "house-rules" / "club-ace-ends-a-sequence.yaml")
    ruling = adjudicate(case, library_with_examples.book("peel-club"))
    assert ruling["house_rules"]["extends"] == ["peel"]
    assert ruling["house_rules"]["amended"]["peel:71"] == "peel-club:1"
    cited = [c["id"] for c in ruling["citations"]]
    assert "peel-club:1" in cited and "peel:71" not in cited  # the club's law governs
    assert "peel:53" in cited  # Peel's own law elsewhere


def test_rulebooks_option_and_environment_variable_reach_every_command(cli):
    r = cli("books", "--format", "json", "--rulebooks", EXAMPLES)
    assert "peel-club" in [b["id"] for b in r.json()]
    r = cli("books", "--format", "json", env={"ADJUDICATOR_RULEBOOKS": EXAMPLES})
    assert "peel-club" in [b["id"] for b in r.json()]
    r = cli("law", "peel-club:1", "--format", "json", env={"ADJUDICATOR_RULEBOOKS": EXAMPLES})
    assert r.code == 0 and r.json()["provides"][0]["value"] == "either-end"
    r = cli("rule", "cases/house-rules/club-ace-ends-a-sequence.yaml", "--format", "json",
            "--rulebooks", EXAMPLES)
    assert r.code == 0 and r.json()["awards"] == {"A": 14}
    r = cli("search", "ace sequence", "--book", "peel-club", "--format", "json",
            "--rulebooks", EXAMPLES)
    assert r.code == 0 and r.json()[0]["id"] == "peel-club:1"


def test_a_chain_of_house_books_works(tmp_path):
    write(tmp_path, "club-two.yaml", """\
        book: {id: club-two, title: T, author: A, source: s, extends: peel-club}
        laws:
          - id: club-two:1
            title: No jack pots
            page: 1
            kind: rule
            text: A game nobody opens is dealt again by the next dealer.
            repeals: [peel:29]
            provides: {unopened.next: new-deal-age-deals}
        """)
    lib = Library.open([EXAMPLES, str(tmp_path)])
    book = lib.book("club-two")
    assert book.answer("sequence.ace").law_ids == ["peel-club:1"]   # from the middle book
    assert book.answer("unopened.next").law_ids == ["club-two:1"]   # its own law
    assert book.answer("sequence.ace") and book.answer("pack.cards").law_ids[0].startswith("peel:")


def test_check_refuses_amending_a_law_that_does_not_exist(tmp_path, cli):
    write(tmp_path, "bad-club.yaml", """\
        book: {id: bad-club, title: T, author: A, source: s, extends: peel}
        laws:
          - id: bad-club:1
            title: t
            page: 1
            kind: rule
            text: x
            amends: [peel:99]
        """)
    r = cli("check", str(tmp_path / "bad-club.yaml"))
    assert r.code == 2
    assert "bad-club.yaml:3:5: bad-club:1 amends or repeals peel:99, which is not a law of peel" in r.out


def test_check_refuses_a_cycle_of_extends(tmp_path, cli):
    write(tmp_path, "one.yaml", "book: {id: one, title: T, author: A, source: s, extends: two}\n"
          "laws: []\n")
    write(tmp_path, "two.yaml", "book: {id: two, title: T, author: A, source: s, extends: one}\n"
          "laws: []\n")
    r = cli("check", str(tmp_path), "--rulebooks", str(tmp_path))
    assert r.code == 2 and "extends makes a cycle" in r.out


def test_check_refuses_an_unknown_provision_and_a_value_of_the_wrong_kind(tmp_path, cli):
    write(tmp_path, "odd-club.yaml", """\
        book: {id: odd-club, title: T, author: A, source: s, extends: peel}
        laws:
          - {id: odd-club:1, title: t, page: 1, kind: rule, text: x, provides: {ace.high: true}}
          - {id: odd-club:2, title: t, page: 1, kind: rule, text: x, provides: {players.max: lots}}
        """)
    r = cli("check", str(tmp_path / "odd-club.yaml"))
    assert r.code == 2
    assert "odd-club.yaml:3:" in r.out and "unknown provision 'ace.high'" in r.out
    assert "odd-club.yaml:4:" in r.out and "players.max takes a whole number" in r.out


def test_peel_81_agreed_departure_is_reported_with_the_law_that_allows_it(library):
    text = textwrap.dedent("""\
        title: A blaze against aces up
        table: {players: [A, B], dealer: B, phase: after_draw, pot: 4AGREED}
        events:
          - bet: {player: B, amount: 2}
          - call: A
          - show: {A: "KS QH JD KD JC", B: "AS AH 4D 4C 2S"}
        """)
    case = build_case(loads(text.replace("AGREED", ", agreed: [blaze]"), "b.yaml"), "b.yaml")
    ruling = adjudicate(case, library.book("peel"))
    (agreement,) = ruling["agreements"]
    assert agreement["departure"] == "blaze" and agreement["applied"]
    assert agreement["allowed_by"] == "peel:81" and "peel:mods/2" in agreement["laws"]
    assert ruling["awards"] == {"A": 8}  # the blaze beats two pairs (peel:mods/2)
    plain = build_case(loads(text.replace("AGREED", ""), "p.yaml"), "p.yaml")
    assert adjudicate(plain, library.book("peel"))["awards"] == {"B": 8}  # law 65: two pairs


def test_a_departure_the_book_does_not_know_is_said_to_change_nothing(library):
    case = build_case(loads("title: t\ntable: {players: [A, B], dealer: B, agreed: [blaze]}\n"
                            "events: [shuffle]\n", "x.yaml"), "x.yaml")
    ruling = adjudicate(case, library.book("schenck"))
    assert ruling["agreements"][0]["laws"] == []
    assert any(s["point"] == "agreed" for s in ruling["silent"])


def test_a_house_book_that_passes_play_to_the_right_is_obeyed(tmp_path):
    # deal.rotation is the book's: where its law passes the deal to the right, the next
    # dealer sits at the dealer's right and the say goes round that way (the mechanism has
    # no direction of its own). The case seats each player to the left of the one before.
    write(tmp_path, "right-club.yaml", """\
        book: {id: right-club, title: T, author: A, source: s}
        laws:
          - id: right-club:1
            title: Play passes to the right
            page: 1
            kind: rule
            text: The deal, the say and the bets pass to the right.
            topics: [deal.rotation]
            provides: {deal.rotation: right}
        """)
    lib = Library.open([str(tmp_path)])
    case = build_case(loads(textwrap.dedent("""\
        title: t
        table: {players: [A, B, C, D], dealer: B, phase: before_draw}
        events:
          - check: A
          - check: D
          - check: C
          - check: B
        """), "t.yaml"), "t.yaml")
    ruling = adjudicate(case, lib.book("right-club"))
    assert ruling["next"]["dealer"] == "A"  # B's right: the one seated before him
    published = adjudicate(case, lib.book("peel"))
    assert published["next"]["dealer"] == "C"  # Peel's deal passes to the left


def test_a_house_book_may_name_any_seat_where_a_law_names_one(tmp_path):
    # cut.by names a seat from the catalogue's table-seats, found by one table: a club whose
    # cut is the dealer's left finds against the player on his right cutting.
    write(tmp_path, "left-cut.yaml", """\
        book: {id: left-cut, title: T, author: A, source: s}
        laws:
          - id: left-cut:1
            title: The player at the dealer's left cuts
            page: 1
            kind: rule
            text: The player at the dealer's left cuts the pack.
            topics: [cut]
            provides: {cut.by: left-of-dealer}
        """)
    lib = Library.open([str(tmp_path)])
    case = build_case(loads("title: t\ntable: {players: [A, B, C, D], dealer: D}\n"
                            "events: [cut: C]\n", "t.yaml"), "t.yaml")
    club, peel = adjudicate(case, lib.book("left-cut")), adjudicate(case, lib.book("peel"))
    assert [s["laws"] for s in club["steps"] if s["event"] == 1] == [["left-cut:1"]]
    assert "A" in [s for s in club["steps"] if s["event"] == 1][0]["finding"]
    assert not [s for s in peel["steps"] if s["event"] == 1 and "peel:" in "".join(s["laws"])
                and "belongs" in s["finding"]]  # C is at D's right: Peel's cut is his
