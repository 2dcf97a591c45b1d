"""What a new user read wrong: an unsettled ruling that seemed to award, tables wider than the
terminal, excerpts cut before the words that decide, wording that miscounts."""
from __future__ import annotations

import re

from replay import CASEBOOK
from replay import rule_file as _rule

SIDE_POT = "cases/keller-side-pot.yaml"


def _line(text: str, start: str) -> str:
    return next(ln for ln in text.splitlines() if ln.startswith(start))


def test_an_unsettled_text_ruling_shows_what_is_held_and_what_each_takes_if_allowed(cli):
    out = cli("rule", SIDE_POT, "--book", "standard")  # the Standard laws: no show for less
    assert out.code == 0, out.err
    r = cli("rule", SIDE_POT, "--book", "standard", "--format", "json").json()
    assert r["status"] == "unsettled" and r["awards"] == {}
    assert r["provisional"] == {"A": 30, "C": 70} and r["undecided"] == 100
    # the show for less the laws are silent on is read each way its question allows: a
    # column for what each reading gives, instead of what the replay would give if allowed
    head = _line(out.out, "player")
    # (1) denied, (2) forfeits, (3) allowed (B's hand, dropped, has no claim: betting 1.a,
    # "cannot win the pot regardless of what may later occur")
    assert re.fullmatch(r"player\s+put in\s+if \(1\)\s+if \(2\)\s+if \(3\)"
                        r"\s+why", head)  # nothing paid now: no "takes", no "back"
    # denied, C's 5 beyond A's stake never staked (his back); forfeits: C takes 100
    assert re.fullmatch(r"C\s+70\s+5 back\s+100", _line(out.out, "C "))
    # three points hold it (the show for less, what it takes, a hand passed after it)
    assert _line(out.out, "Pot ") == \
        "Pot 100; 100 is held until the points the book leaves open are settled"
    # each share is held in the data itself, and the text marks it where it is said
    held = [(st["event"], st["finding"]) for st in r["steps"] if st.get("held")]
    assert held == [(10, "A wins 30"), (10, "C wins 70")]
    assert "10. A wins 30 (not paid: held undecided)" in out.out
    assert "10. C wins 70 (not paid: held undecided)" in out.out
    # where no reading is made (Schenck has no law of a foul hand at the show, a question
    # with one answer only: no finite alternatives), the column says what each would take
    # if allowed
    foul = cli("rule", "cases/betting-and-show/foul-hand-at-the-show.yaml", "--book", "schenck")
    assert re.fullmatch(r"player\s+put in\s+takes if allowed",
                        _line(foul.out, "player"))
    assert re.search(r"^B\s+5\s+24$", foul.out, re.M)


def test_a_settled_text_ruling_has_no_if_allowed_column(cli):
    out = cli("rule", SIDE_POT, "--book", "keller")
    r = cli("rule", SIDE_POT, "--book", "keller", "--format", "json").json()
    assert not any("held" in st for st in r["steps"])
    assert "if allowed" not in out.out and "not paid" not in out.out
    assert "held" not in _line(out.out, "Pot ")
    assert re.fullmatch(r"A\s+10\s+30", _line(out.out, "A "))


def _widest(text: str) -> int:
    return max(len(ln) for ln in text.splitlines())


def test_piped_output_honours_columns(cli):
    for args in (["topics", "sequence.ace"], ["compare", SIDE_POT], ["search", "foul hand"]):
        at80 = cli(*args, env={"COLUMNS": "80"})
        assert at80.code == 0 and _widest(at80.out) <= 80, (args, _widest(at80.out))
    wide = cli("compare", SIDE_POT, env={"COLUMNS": "140"})
    assert 100 < _widest(wide.out) <= 140


def test_without_columns_piped_output_is_100_wide(cli):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    env["NO_COLOR"] = "1"
    out = subprocess.run([sys.executable, "-m", "adjudicator", "compare", SIDE_POT],
                         capture_output=True, text=True, env=env).stdout
    assert 80 < _widest(out) <= 100


def test_search_at_80_columns_keeps_each_title_on_one_line(cli, library):
    from adjudicator.law.search import search_laws

    out = cli("search", "foul hand", env={"COLUMNS": "80"}).out
    hits = search_laws(library.books(), "foul hand")
    assert hits
    flat = re.sub(r"\s+", " ", out)
    for law, _ in hits:
        page = f"p. {law.page}" + (", approx." if law.page_approx else "")  # an estimate said
        assert f"{law.id} {page} · {law.kind} · {law.title}" in flat, law.title
        assert law.id in out.splitlines()  # the id whole, on a line of its own
    # no title wrapped a word a line; each hit's words in context beneath it, in a line or two
    assert len(out.splitlines()) <= 5 * len(hits)


def test_a_topic_shows_a_short_law_whole_and_only_the_topics_provision(cli):
    out = cli("topics", "sequence.ace", env={"COLUMNS": "80"}).out
    words = [ln.split("│")[-2].strip() for ln in out.splitlines() if ln.count("│") >= 3]
    flat = " ".join(words)
    # Keller's law is 445 characters: shown whole, to the words that decide the point
    assert "But King, Queen, Ace, Two, Three is not a straight." in flat
    assert "A straight beats triplets." in flat
    # the Standard's law provides the whole ranking too: only sequence.ace is shown
    assert "hand.ranking" not in out and "hand.names" not in out
    assert "five of a kind" not in out
    assert out.count("sequence.ace = either-end") >= 4


def test_a_long_law_is_cut_at_a_sentence_end():
    from adjudicator.cli.render.text_library import _excerpt

    text = "First sentence is here. " * 10 + "word " * 100
    assert _excerpt(text) == ("First sentence is here. " * 10).rstrip() + " …"
    assert _excerpt("short.") == "short."


AGREED = "cases/after-the-show/a-hand-at-the-show-not-told.yaml"  # every book rules alike


def test_a_compare_where_every_book_agrees_says_so_in_text_and_markdown(cli):
    text = cli("compare", AGREED).out.splitlines()[0]
    assert text.endswith(" — 5 books, all agree"), text
    md = cli("compare", AGREED, "--format", "markdown").out.splitlines()[2]
    assert md.startswith("5 books, all agree"), md
    md = cli("compare", SIDE_POT, "--format", "markdown").out.splitlines()[2]
    assert md.startswith("5 books, 3 different outcomes;"), md  # the word text uses


def test_counts_are_singular_or_plural_never_s_in_brackets(library):
    from adjudicator.judge.comparison import compare
    from adjudicator.story.case import load_case

    v = compare(load_case(AGREED), library, None, [])
    outcome = next(d["outcome"] for d in v["differences"] if "point" in d["outcome"])
    assert "the book is silent on 1 other point, which changes nothing here" in outcome
    assert "1 fact the case does not tell (B's hand)" in outcome and "(s)" not in outcome
    side = compare(load_case(SIDE_POT), library, None, [])
    standard = next(d for d in side["differences"] if d["book"] == "standard")
    # the stake's source, read each way, changes no chip (not decisive); the folded hand
    # has no claim by the general law the copy holds (betting 1.a): allowed, A takes his
    # share, which the laws leave open
    # (the laws of a show for less are not in the copy held of the Standard laws: issue 36)
    # denied, how long A has to find the money, met only under that reading, is listed too,
    # as met so
    assert ("left open: 2 points not in the copy held of the book (a show for less than the "
            "stake, what a show for less takes); 1 more point met only under readings of these "
            "(how long a caller short of money has to find it)") in standard["outcome"]


def test_a_settled_ruling_never_says_it_leaves_points_unsettled(library):
    # issue 24: "settled; ... 5 points the book does not settle" read as a contradiction
    from adjudicator.judge.comparison import compare
    from adjudicator.story.case import load_case

    side = compare(load_case(SIDE_POT), library, None, [])
    decision = next(d for d in side["differences"] if d["book"] == "published-decision")
    assert decision["outcome"].startswith("settled: C takes 100 (")
    assert "; the book is silent on 4 points, which change nothing here" in decision["outcome"]
    assert "does not settle" not in decision["outcome"]


def test_the_why_is_where_the_books_part_on_the_law_not_an_incidental_finding(library):
    # Peel and the published decision both allow A his show (peel:60, published-decision:
    # reasoning/1 "show-for-stake: allowed"); they part on B's folded hand, which Peel 60
    # gives no claim and the decision lets beat A: that is the why, not "B passes"
    from adjudicator.judge.comparison import compare
    from adjudicator.story.case import load_case

    side = compare(load_case(SIDE_POT), library, None, [])
    peel = next(d for d in side["differences"] if d["book"] == "peel")
    parting = {b["point"]: b for b in peel["because"]}
    # the Standard laws and Schenck give the folded hand no claim by their own general laws
    # (betting 1.a, "cannot win the pot regardless of what may later occur"; rules/15,
    # "forfeiting his interest in the pool"): only the decision parts from Peel on it
    assert parting["show-for-stake.folded-hands"]["parts_from"] == ["published-decision"]
    # Schenck's rules/15, read both ways, and the Standard laws' copy, each where it parts
    assert parting["show-for-stake"]["parts_from"] == ["schenck", "standard"]
    # B's folded hand has no claim by law 27 ("he shall forfeit unconditionally ... his
    # right to play in that game"): law 60's words do not say it
    assert parting["show-for-stake.folded-hands"]["laws"] == ["peel:27"]
    assert not any("passes" in b["finding"] for b in peel["because"])


def test_a_hand_named_with_an_article_takes_no_article_after_the_possessive():
    import adjudicator

    r = adjudicator.rank_hands("peel", {"Cal": "AS AH 7D 5C 2S", "Eve": "2H 3H 4H 5H 7H"})
    finding = r["findings"][0]["finding"]
    assert finding == "Eve's flush (7-5-4-3-2 in hearts) beats Cal's pair (aces)", finding


def test_every_command_shows_its_description_whole_in_help(cli):
    out = cli("--help", env={"COLUMNS": "80"}).out
    listed = out.split("Commands:")[1].strip().splitlines()
    assert len(listed) >= 13
    assert not [ln for ln in listed if ln.rstrip().endswith("...")], listed


def test_what_a_book_takes_from_its_base_is_said_in_words():
    from adjudicator.judge.words.points import inherited

    assert inherited("hand.*") == "the hands and their order"
    assert inherited("deal.cards-each") == "how many cards each player is dealt"
    # a family with no words of its own: every point of it, its key made words
    assert inherited("jack-pot.*") == "every point of jack pot"


def test_a_book_that_cites_its_base_says_so_in_the_ruling(cli):
    r = cli("rule", SIDE_POT, "--book", "published-decision", "--format", "json").json()
    cited = [c["id"] for c in r["citations"]]
    assert any(i.startswith("keller:") for i in cited)
    assert r["house_rules"]["extends"] == ["keller"] and "hand.*" in r["house_rules"]["inherits"]
    text = cli("rule", SIDE_POT, "--book", "published-decision").out.splitlines()
    # under the answer and what the ruling leaves open, before the findings
    head = " ".join(text[:text.index("")])
    # what it takes from keller in words, never the catalogue's keys (`hand.*`)
    assert head.endswith("Laws from keller, which it extends, on the hands and their order, "
                         "sequences, ties between equal hands, and how many cards each player "
                         "is dealt")
    md = cli("rule", SIDE_POT, "--book", "published-decision", "-f", "markdown").out
    assert "Laws from `keller`, which it extends, on the hands and their order," in md
    assert not re.search(r"\w\.\*|cards-each", head + md)
    # a club's book that takes all of its base is still "house rules over" it
    club = cli("rule", SIDE_POT, "--book", "peel-club", "--rulebooks", "rulebooks/examples").out
    assert club.splitlines()[2].startswith("House rules over peel: peel:71 amended by")


def test_the_readme_qualifies_never_borrowing_by_extends():
    from pathlib import Path

    readme = " ".join((Path(__file__).resolve().parent.parent / "README.md").read_text().split())
    assert "never borrows another book's law. The one exception is declared: a book that " \
           "`extends` another" in readme


def test_cases_that_name_no_book_are_told_so_once(cli):
    out = cli("rule", "cases", "--format", "json")
    assert out.code == 2
    err = out.err.splitlines()
    assert not [ln for ln in err if "name a book with --book" in ln]
    said = [ln for ln in err if "name no book" in ln]
    assert len(said) == 1, said
    m = re.fullmatch(r"(cases/\S+\.yaml):1:1: (\d+) cases name no book: name one with --book "
                     r"\(the books are peel, keller, schenck, standard, published-decision\)",
                     said[0])
    assert m and int(m.group(2)) > 50
    assert m.group(1) == "cases/after-the-show/a-hand-at-the-show-not-told.yaml"  # the first
    # one case alone keeps its own line
    one = cli("rule", SIDE_POT, "cases/after-the-show/a-hand-at-the-show-not-told.yaml")
    assert one.err.strip() == ("cases/after-the-show/a-hand-at-the-show-not-told.yaml:1:1: name a "
                               "book with --book (the case gives none); the books are peel, "
                               "keller, schenck, standard, published-decision")


def test_compare_why_names_each_silence_once(cli, tmp_path):
    # the published decision is silent on betting.out-of-turn at two acts (D's and A's calls
    # out of turn): the headline counts them, the "why" names the point once
    from test_idle_points_text import CALLS_OUT_OF_TURN

    case = tmp_path / "calls.yaml"
    case.write_text(CALLS_OUT_OF_TURN, encoding="utf-8")
    r = cli("compare", case, "--format", "json").json()
    assert [s["point"] for s in r["published-decision"]["silent"]].count(
        "betting.out-of-turn") == 2
    md = _line(cli("compare", case, "--format", "markdown").out, "| `published-decision`")
    assert md.count("what follows a bet out of turn") == 1 and \
        "betting.out-of-turn" not in md, md
    assert all(len(why_lines) == len(set(why_lines)) for why_lines in (
        [w.strip() for w in row.split("|")[3].split(";")]
        for row in cli("compare", case, "--format", "markdown").out.splitlines()
        if row.startswith("| `")))


def test_wording_counts_agree(library):
    """One card is "1 card"; the points left open are named as often as they are counted."""
    from adjudicator.judge.comparison import left_open

    sees = _rule(library, CASEBOOK / "betting-and-show" /
                 "straddled-opener-makes-good-and-the-straddler-sees.yaml", "peel")
    assert any(s["finding"].startswith("B is given 1 card in the draw") for s in sees["steps"])
    ruling = {"silent": [{"point": "betting.out-of-turn", "decisive": True},
                         {"point": "betting.out-of-turn", "decisive": True},
                         {"point": "jack-pot.false-opener", "decisive": True}], "missing": []}
    assert left_open(ruling) == ["left open: 3 points the book does not settle "
                                 "(what follows a bet out of turn twice, a false opener)"]


def test_what_is_held_waits_on_every_point_and_fact_it_turns_on_in_their_number(cli):
    # Schenck's laws of failing to equal the stake marked as words that may not reach a
    # player short of money (a house book), a short hand not told: two points the book
    # leaves open and A's hand, which the case does not tell, hold the 90 (a secretary read
    # "until the point ... is settled" with two points open, and no word of the hand)
    from stories import REACH

    f = "cases/readings/short-hand-not-told-holds-only-his-share.yaml"
    r = cli("rule", f, *REACH, "--format", "json").json()
    assert len({s["point"] for s in r["silent"] if s["decisive"]}) == 2
    assert [m["fact"] for m in r["missing"]] == ["hand"] and r["undecided"] == 90
    out = cli("rule", f, *REACH).out
    assert _line(out, "Pot ") == (
        "Pot 90; 90 is held until the points the book leaves open are settled and the fact "
        "not told is known")
    # a reading of a law's reach, then of the silence it leaves: two conditions, not a chain
    # of "and"s ("... do not reach this case, and the book has no law on it and the book ...")
    assert ("If the words of the book's law on a show for less than the stake do not reach "
            "this case (the book then has no law on it) and the book, silent on a show for "
            "less than the stake, is read so that the short stake is forfeited, C takes 90"
            ) in " ".join(out.split())


def test_a_readings_column_beside_chips_paid_now_says_it_is_the_whole(cli):
    """Peel 60: A, all in for 10, contests only the pool of 30; his hand is not told. C's 60
    is paid now whichever way it goes, and each reading's column is what each has in all
    under it (C 60 or 90), said so, not a sum to pay on top of the 60."""
    case = "cases/readings/short-hand-not-told-holds-only-his-share.yaml"
    r = cli("rule", case, "--book", "peel", "--format", "json").json()
    assert r["awards"] == {"C": 60} and r["undecided"] == 30 and r["pot"] == 90
    out = cli("rule", case, "--book", "peel")
    # (1) A's hand beats C's, (2) it is identical in value with C's and they share the 30
    # (Peel 76), (3) C's beats it
    assert re.fullmatch(r"player\s+put in\s+takes\s+in all if \(1\)\s+in all if \(2\)"
                        r"\s+in all if \(3\)", _line(out.out, "player"))
    rows = out.out[out.out.index("\nplayer "):]
    assert re.search(r"^A\s+10\s+30\s+15$", rows, re.M)
    assert re.search(r"^C\s+40\s+60\s+60\s+75\s+90$", rows, re.M)
    # each column, in all, divides the whole pot
    for reading in r["readings"]:
        assert sum(reading["awards"].values()) + sum(reading["refunds"].values()) + \
            sum(x["amount"] for x in reading["by_lot"]) == r["pot"]


def test_the_pot_line_says_what_of_it_no_player_put_up_in_this_deal(cli):
    """Peel 33, the second jack pot opened on jacks: four feeds of 2 this deal, 8 in the pool
    from the deal before, and B's penalty of 4 paid in. The put-in column holds this deal's
    stakes (12); the pot line says the rest besides (12), so the two add up to the pot."""
    case = "cases/points-apart/second-jack-pot-opened-on-jacks.yaml"
    r = cli("rule", case, "--book", "peel", "--format", "json").json()
    before = sum(part["before"] for part in r["division"])
    assert (r["pot"], sum(r["stakes"].values()), before) == (24, 12, 12)
    out = cli("rule", case, "--book", "peel").out
    assert _line(out, "Pot ").startswith("Pot 24 (12 put in, 12 besides)")


def test_points_met_only_under_readings_are_said_after_the_others_and_never_dropped(library):
    """A silence the story as told never meets is named after the points it is met under;
    with no other point beside it, it is named as any other, never left out."""
    from adjudicator.judge.comparison import left_open

    under = [{"point": "reach.show-for-stake", "reading": "does-not-reach"}]
    ruling = {"silent": [{"point": "show-for-stake", "decisive": True},
                         {"point": "betting.out-of-turn", "decisive": True, "met_under": under}],
              "missing": []}
    assert left_open(ruling) == ["left open: 1 point the book does not settle (a show for less "
                                 "than the stake)", "1 more point met only under readings of "
                                 "these (what follows a bet out of turn)"]
    ruling["silent"] = ruling["silent"][1:]
    assert left_open(ruling) == ["left open: 1 point the book does not settle (what follows a "
                                 "bet out of turn)"]
