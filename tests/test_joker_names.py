"""A joker is what its holder names it (`JK=KS`, `JK=K`), never a card its own hand holds;
where a book makes the name the holder's (joker.naming) and the story does not tell it, the
ruling names the missing fact instead of assuming the best name."""
from __future__ import annotations

import subprocess
import sys

import pytest
from badinput import one_line as _one_line
from badinput import write as _write
from replay import CASEBOOK, judged
from replay import cited as _cited
from replay import rule_file as _rule
from stories import JOKER_OPENER as OPENER
from stories import JOKER_SHOWN as SHOW

from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.showdown import showdown
from adjudicator.hands.value import HandError, evaluate
from adjudicator.judge.engine import adjudicate
from adjudicator.law.circumstances import Context
from adjudicator.law.library import Library
from adjudicator.story import yamlio
from adjudicator.story.cards import JOKER, CardError, parse_cards
from adjudicator.story.case import build_case, load_case


@pytest.fixture(scope="module")
def library() -> Library:
    return Library.open()


def rules(library, book):
    return HandRules.of(library.book(book), Context(agreed=frozenset({"joker"})))


def test_a_named_joker_is_still_the_one_joker_and_writes_back_as_named():
    cards = parse_cards("KH QH JH TH jk=ah")
    assert cards[-1] == JOKER and cards[-1].named == "AH" and str(cards[-1]) == "JK=AH"
    assert parse_cards("2S 2H 2D 2C JK=2")[-1].named == "2"
    assert parse_cards("9S JK=10h")[-1].named == "TH"
    with pytest.raises(CardError, match="its own hand holds"):
        parse_cards("AH KH QH JH JK=AH")
    with pytest.raises(CardError, match="named as a card"):
        parse_cards("AH KH QH JH JK=ZZ")


@pytest.mark.parametrize("book", ["peel", "keller", "standard"])
def test_the_joker_is_never_taken_for_a_card_the_hand_holds(library, book):
    # A-K-Q-9 of hearts and the joker: the joker as the ace of hearts would make the
    # impossible "A-A-K-Q-9 in hearts", above every true flush of A-K-Q-J
    v = evaluate(parse_cards("AH KH QH 9H JK"), rules(library, book))
    assert str(v.joker_as) != "AH" and v.joker_as.suit == "H"
    assert v.ranks.count(14) == 1, v.describe()


def test_the_name_told_is_the_value(library):
    r = rules(library, "keller")
    assert str(evaluate(parse_cards("KD QD JD TD JK=9D"), r).joker_as) == "9D"
    assert str(evaluate(parse_cards("KD QD JD TD JK"), r).joker_as) == "AD"  # best, if untold
    five = evaluate(parse_cards("2S 2H 2D 2C JK=2"), r)
    assert five.category == "five_of_a_kind" and "the joker as a deuce" in five.detail
    # a card named in words, as a player says it ("the joker as AS" read as "as as")
    assert evaluate(parse_cards("KD QD JD TD JK=9D"), r).detail.endswith(
        "; the joker as the nine of diamonds")


def _case(show: str, book: str, more: str = ""):
    text = more + ("title: t\ntable: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, "
            "limit: 5, agreed: [joker]}\nevents:\n  - bet: {player: A, amount: 5}\n"
            f"  - call: B\n  - fold: C\n  - show: {show}\n")
    return build_case(yamlio.loads(text, "t.yaml"), "t.yaml")


def test_keller_counts_an_untold_name_at_the_best_he_can_call(library):
    # Keller ch. XII: the holder "is at liberty to call it anything he pleases, and if by so
    # doing he can make a better Poker hand than his adversaries he must win. For instance,
    # if the ace, king, queen, knave and ten of hearts were to be out against the ace, king,
    # queen, knave of diamonds and the joker, the latter hand would win": this very show
    untold = adjudicate(_case('{A: "AD KD QD JD JK", B: "AH KH QH JH TH"}', "keller"),
                        library.book("keller"))
    assert untold["status"] == "settled" and untold["awards"] == {"A": 25}
    assert untold["missing"] == [] and untold["undecided"] == 0
    assert "keller:ch12/the-joker/1" in {c["id"] for c in untold["citations"]}
    assert rules(library, "keller").answers["joker.naming"].value == "best-he-can-call"
    # a name the story tells worse than the best he could call: "at liberty to call it
    # anything he pleases" (the name stands: B's royal flush wins), and "if by so doing he can
    # make a better Poker hand than his adversaries he must win" (the hand at its best: A's):
    # the words read both ways, and the pool held (issue 36)
    told = adjudicate(_case('{A: "AD KD QD JD JK=9D", B: "AH KH QH JH TH"}', "keller"),
                      library.book("keller"))
    assert told["status"] == "unsettled" and told["undecided"] == 25
    assert {(r["assume"][0]["reading"], tuple(r["awards"].items())) for r in told["readings"]} \
        == {("as-named", (("B", 25),)), ("at-its-best", (("A", 25),))}
    # a name told no worse than the best is what he called it: no reading
    best = adjudicate(_case('{A: "AD KD QD JD JK=TD", B: "AH KH QH JH TH"}', "keller"),
                      library.book("keller"))
    assert best["status"] == "settled" and best["awards"] == {"A": 25} and not best["readings"]


@pytest.mark.parametrize("book", ["standard"])
def test_an_untold_name_the_pool_turns_on_is_a_missing_fact(library, book):
    # the law: Standard showdown/3 "must indicate their rank or suit ... If he fails to
    # designate a wild card as such, it is taken at its face value": designated the ten of
    # diamonds A's hand equals B's royal flush, else it loses: the designation decides
    untold = adjudicate(_case('{A: "AD KD QD JD JK", B: "AH KH QH JH TH"}', book),
                        library.book(book))
    assert untold["status"] == "unsettled"
    # what every reading gives alike is given: B's half under the Standard laws
    assert untold["awards"] == {"B": 12}
    assert [m["fact"] for m in untold["missing"]] == ["joker name"]
    assert [p["point"] for p in untold["open_points"]] == ["joker.A"]
    for read, awards in (("best", {"A": 12, "B": 12}),
                         ("least", {"B": 25})):
        agreed = adjudicate(_case('{A: "AD KD QD JD JK", B: "AH KH QH JH TH"}', book,
                                  f"facts: [{{point: joker.A, reading: {read}}}]\n"),
                            library.book(book))
        assert agreed["status"] == "settled" and agreed["awards"] == awards, read
    told = adjudicate(_case('{A: "AD KD QD JD JK=TD", B: "AH KH QH JH TH"}', book),
                      library.book(book))
    assert told["status"] == "settled" and told["missing"] == []
    assert told["awards"] == {"A": 12, "B": 12}


def test_an_untold_name_nothing_turns_on_is_no_missing_fact(library):
    # four aces and the joker against a pair: however he named it, A wins
    r = adjudicate(_case('{A: "AS AH AD AC JK", B: "KS KH 9D 7C 3S"}', "standard"),
                   library.book("standard"))
    assert r["status"] == "settled" and r["awards"] == {"A": 25} and r["missing"] == []


def test_a_book_that_does_not_make_the_name_the_holders_is_not_asked(library):
    assert rules(library, "peel").answers["joker.naming"].value == "called-by-holder"
    assert rules(library, "standard").answers["joker.naming"].value == "designated-at-show"
    hands = {"A": parse_cards("AD KD QD JD JK"), "B": parse_cards("AH KH QH JH TH")}
    peel = rules(library, "peel")  # torn on the ace, the joker agreed: 71 against mods/3
    under = {r.answers["sequence.ace"].law_ids[0]: showdown(hands, r).untold
             for r in peel.readings()}
    assert under["peel:71"] == []  # the ace only begins a sequence: B wins under every name
    assert [p for p, _ in under["peel:mods/3"]] == ["A"]  # as the ten, A's flush ties B's
    # the show weighed under both keeps the name untold where any reading turns on it
    assert [p for p, _ in showdown(hands, peel).untold] == ["A"]


def test_a_joker_named_as_its_own_hands_card_is_bad_input(tmp_path):
    f = tmp_path / "c.yaml"
    f.write_text("title: t\ntable: {players: [A, B], dealer: B, agreed: [joker]}\nevents:\n"
                 "  - show: {A: \"AH KH QH JH JK=AH\", B: \"2S 3S 4S 5S 7D\"}\n")
    p = subprocess.run([sys.executable, "-m", "adjudicator", "rule", str(f), "--book", "peel"],
                       capture_output=True, text=True)
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.startswith(f"{f}:4:") and "its own hand holds" in p.stderr


@pytest.mark.parametrize("a", ["JK=JK KS QS JS TS", "JOKER=jk KS QS JS TS",
                               "JK=" + "JK=" * 400 + "KS QS JS TS 9S"])
def test_a_joker_named_the_joker_is_bad_input_at_its_line(tmp_path, cli, a):
    # a joker is named as a card or a rank (docs/case-format.md): never as the joker, however
    # deep the naming is nested
    f = _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a=a))
    msg = _one_line(cli("rule", f, "--book", "peel"), f, 6)
    assert "named as a card" in msg and len(msg) < 300  # the nested name is not echoed whole


def test_a_folder_with_a_deeply_named_joker_names_the_file_and_rules_the_others(tmp_path, cli):
    bad = _write(tmp_path, "a.yaml", SHOW.format(agreed="joker",
                                                 a="JK=" + "JK=" * 400 + "KS QS JS TS 9S"))
    _write(tmp_path, "b.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    run = cli("rule", tmp_path, "--book", "peel")
    assert run.code == 2 and str(bad) + ":6:" in run.err and "Traceback" not in run.err


def test_a_bug_named_a_king_leaves_the_hand_unranked_by_the_bug_law_and_the_pool_open(
        tmp_path, library):
    # Standard, The Bug: "It may be counted as an ace, and ... as a card of any suit and rank
    # necessary to make a flush or straight". Named a king beside four kings it is neither:
    # the book does not say what such a hand counts for, so B's no pair does not take the
    # pool unsaid; the ruling says why A's hand is not ranked, citing the Bug's law.
    case = load_case(_write(tmp_path, "c.yaml", SHOW.format(agreed="bug",
                                                            a="JK=K KS KH KD KC")))
    r = adjudicate(case, library.book("standard"))
    said = [s for s in r["steps"] if s["finding"].startswith("A's hand is not ranked")]
    assert said and "standard:cards/the-bug/1" in said[0]["laws"]
    assert r["status"] != "settled" and r["awards"] == {} and r["undecided"] == r["pot"] == 20
    assert any(s["point"] == "show" and s["decisive"] for s in r["silent"])


def test_a_bug_named_an_ace_is_ranked_and_wins(tmp_path, library):
    # the same hand with the Bug named as the law lets it be, an ace: four kings win
    case = load_case(_write(tmp_path, "c.yaml", SHOW.format(agreed="bug",
                                                            a="JK=A KS KH KD KC")))
    r = adjudicate(case, library.book("standard"))
    assert r["status"] == "settled" and r["awards"] == {"A": 20}


def test_an_opener_who_names_his_joker_as_he_lays_down_his_openers_is_ruled(tmp_path, library):
    # Peel 33: the opener must show his hand before he claims the pool; the joker "to which
    # any value may be given by the player holding it" (Peel, mods/3) named a jack makes his
    # jacks: he held openers and takes the pool. The cards he lays down are the five dealt.
    case = load_case(_write(tmp_path, "c.yaml", OPENER.format(cards="JK=JH JS 7C 4D 2S")))
    r = adjudicate(case, library.book("peel"))
    assert r["status"] == "settled" and r["awards"] == {"B": r["pot"]}
    assert any("peel:33" in s["laws"] for s in r["steps"])


def test_keller_the_joker_is_the_best_he_can_call(library):
    """Keller ch. XII: the holder "is at liberty to call it anything he pleases, and if by so
    doing he can make a better Poker hand than his adversaries he must win. For instance, if
    the ace, king, queen, knave and ten of hearts were to be out against the ace, king,
    queen, knave of diamonds and the joker, the latter hand would win": this very show."""
    ruling = _rule(library, CASEBOOK / "hands" / "joker-shown-without-a-name.yaml",
                   "keller")
    assert ruling["status"] == "settled" and ruling["awards"] == {"A": 25}
    assert ruling["missing"] == [] and ruling["undecided"] == 0
    assert "keller:ch12/the-joker/1" in _cited(ruling)


def _limit_case(tmp_path, text: str):
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return path


JOKER_OPENER = """\
title: The opener of a jack pot holds the joker, to which the book gives no value
table: {players: [A, B, C], dealer: C, jack_pot: jacks, ante: 1}
events:
  - deal: {A: "JK JS 4D 8C 2H", B: "3S 3H 9D KC 5S", C: "QD 7H 6C 4S 2D"}
  - bet: {player: A, amount: 2}
  - fold: B
  - fold: C
"""


def test_a_jack_pot_opener_holding_a_joker_without_value_is_unsettled(tmp_path, library):
    """Was HandError from jackpot.holds_openers (fuzz, issue #7)."""
    case = load_case(_limit_case(tmp_path, JOKER_OPENER))
    for book in ("peel", "keller"):
        r = adjudicate(case, library.book(book))
        assert r["status"] == "unsettled" and r["awards"] == {}, book
        assert [s["decisive"] for s in r["silent"] if s["point"] == "jack-pot.opener-shows"] \
            == [True], book
        # the book's laws of the opener's proof reached, and his hand, its joker without a
        # value, not to be valued by them
        (opener,) = [s for s in judged(library, book, JOKER_OPENER).silent
                     if s.point == "jack-pot.opener-shows"]
        params = dict(opener.say.params)
        assert (opener.kind, params["opener"]) == ("jackpot.opened-but-book-laws", "A"), book
        assert isinstance(params["exc"], HandError), book


def test_a_joker_the_table_agrees_went_unnamed_is_said_at_its_least_under_every_reading(
        library):
    # Peel, torn on where the ace stands (mods/3 against 71): under 71 A's best name (the ten
    # of diamonds) and his least both lose to B's flush, so the pool does not turn on the
    # name; the table's word that he did not name it still values the hand said under it
    r = _rule(library, CASEBOOK / "hands/joker-not-designated-is-taken-at-face-value.yaml",
              "peel")
    assert (r["status"], r["awards"]) == ("settled", {"B": 25})
    weighed = next(s["finding"] for s in r["steps"] if "If peel:71 governs" in s["finding"])
    under_71 = weighed.split("If peel:71 governs")[1]
    assert "A's no pair (A-K-Q-J-2; the joker as the deuce of spades)" in under_71
    assert "ten of diamonds" not in under_71
    # Keller counts the hand at the best he can call, whatever he named: the same word of
    # the table moves nothing there
    k = _rule(library, CASEBOOK / "hands/joker-not-designated-is-taken-at-face-value.yaml",
              "keller")
    assert k["awards"] == {"A": 25} and "ten of diamonds" in k["answer"]
