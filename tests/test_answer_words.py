"""The readings an answer names are said in words, never as the catalogue's keys: each
answer a silence may be read as giving (law/provisions.yaml, law/consequences.py's
``alternatives``) and each reading of a point the book's own words leave open (story/points.py,
READS and WORDS) has long words ("read so that the ante stays in the pot", words/values.py)
and short ones, said after the point is named where the long do not fit in the answer's 400
characters ("if it stays in the pot", words/values_short.py)."""
from __future__ import annotations

import adjudicator.judge.engine  # noqa: F401  (registers the tables ``alternatives`` reads)
from adjudicator.judge.words.values import SAID, said
from adjudicator.judge.words.values_short import SHORT, if_so, short
from adjudicator.law.consequences import alternatives
from adjudicator.law.provisions import CATALOGUE
from adjudicator.story.points import CHIPS, READS, REACH, WORDS, words
from test_answer import casebook  # noqa: F401  (the casebook, ruled once)

# the short words are said after the point is named: a condition, not a sentence
SHORTEST = 45


def _read() -> list[tuple[str, str]]:
    """Every (question or point, answer) a reading may be named by in an answer: a
    silence's on a catalogue question, a reading of the book's words on a point of theirs."""
    asked = [(key, v) for key in CATALOGUE for v in alternatives(key)]
    story = [(f"{kind.name}.x", r) for kind in READS.values() for r in kind.readings]
    story += [(words(kind.name), r) for kind in WORDS.values() for r in kind.readings]
    return asked + story


def _labels() -> set[str]:
    """Every value the catalogue and the story's points name an answer by, in quotes."""
    values = {v for spec in CATALOGUE.values() for v in spec.values}
    values |= {v for spec in CATALOGUE.values() for f in spec.fields for v in f.values}
    values |= {r for kind in (*READS.values(), *WORDS.values(), CHIPS, REACH)
               for r in kind.readings}
    return {f'"{v}"' for v in values}


def test_no_answer_of_the_casebook_names_a_reading_by_its_key(casebook):
    labels = _labels()
    assert len(casebook) > 800 and '"stays-in-pot"' in labels and '"may-stand"' in labels
    quoted = [(f, b, r["answer"]) for f, b, r in casebook
              if any(label in r["answer"] for label in labels)]
    assert quoted == []


def test_every_answer_a_reading_may_be_named_by_has_long_and_short_words():
    read = _read()
    assert len(read) > 100
    unsaid = [(k, v) for k, v in read if not said(k, v)]
    unshort = [(k, v) for k, v in read if not short(k, v)]
    assert (unsaid, unshort) == ([], [])
    for k, v in read:
        assert short(k, v).startswith("if ") and "," not in short(k, v), (k, v)
        # never longer than "if " and the long words
        assert len(short(k, v)) <= min(SHORTEST, len("if " + said(k, v))), (k, v)


def test_the_short_words_answer_a_question_with_its_own_values():
    for key, answers in SHORT.items():  # a record's: its choosing field's (jack pot 14)
        assert set(answers) <= set(CATALOGUE[key].values or alternatives(key)), key
    assert set(SHORT) <= set(SAID) | {k for k in CATALOGUE if alternatives(k)}


def test_a_point_of_the_book_s_words_is_said_of_what_it_concerns():
    assert said("agreed.skip-straight", "book-order") == \
        "the skip straight counts only as its cards rank in the book"
    assert short("agreed.blaze", "binds") == "if the agreement binds"
    assert said("joker.naming", "best-he-can-call") == "the hand is the best its holder can call"


def test_short_words_that_begin_alike_are_said_once_to_where_they_part():
    assert if_so("misdeal.ante", ["stays-in-pot", "returned"]) == \
        "if it stays in the pot or goes back"
    assert if_so("betting.check", ["first-bettor-may-hold", "first-bettor-must-bet"]) == \
        "if the first bettor may hold or must bet"
    assert if_so("betting.check", ["allowed", "first-bettor-may-hold"]) == \
        "if anyone may check or if the first bettor may hold"
    assert if_so("limit.exceeded", ["no-such-answer"]) is None


def _answer(cli, case: str, book: str) -> str:
    return cli("rule", f"cases/{case}.yaml", "--book", book, "--format", "json").json()["answer"]


def test_a_later_player_standing_is_said_in_short_words_where_the_long_do_not_fit(cli):
    # the published decision is silent on checking where nobody has bet; the first bettor
    # free to hold, whether a later player may stand too is the book's words' to say
    assert _answer(cli, "betting-and-show/second-player-checks-after-the-draw",
                   "published-decision") == (
        "7 is held on checking where nobody has bet, on which the book is silent: if nobody "
        "may check or if anyone may check or if the first bettor must bet, A takes 7; if the "
        "first bettor may hold, it turns on whether a later player may stand after the draw, "
        "which the book's words leave open: if a later player may, A takes 7; if he must bet "
        "or pass out, C takes 7.")


def test_a_turn_reverted_and_the_chips_beyond_a_call_in_short_words(cli):
    # (under Keller, whose law is longer to cite, the whole tree no longer fits with "more");
    # C's own 3, won where the act out of turn stands and back where the chips go back, are
    # his on no law: the show's law gives him the 16
    # Schenck's "no one ... betting, except in turn" (rules/9) reverts the turn by its law:
    # only the chips beyond a call are read, each reading in words
    assert _answer(cli, "betting-and-show/the-turn-reverts-to-the-player-passed-over",
                   "schenck") == (
        "C takes 16 (schenck:rules/18) and his own 3; 6 is held on chips bet out of turn "
        "beyond a call, on which the book is silent: read so that the chips beyond a call are "
        "forfeited to the pool, C takes 3 more and A has 3 back; read so that the chips beyond "
        "a call count as a raise, C takes 6 more; read so that the chips beyond a call go back, "
        "A has 3 back and D has 3 back.")


def test_the_ante_at_a_misdeal_in_short_words(cli):
    # the readings under "it is a misdeal" do not say "a misdeal" again
    assert _answer(cli, "deal-and-draw/misdeal-in-a-jack-pot", "schenck").endswith(
        "read so that it is a misdeal, it turns on the ante at a misdeal, on which the book is "
        "silent: read so that the ante stays in the pot, it stays in the pool for the new deal; "
        "read so that the ante goes back, A has 1 back, B has 1 back, C has 1 back and D has 1 "
        "back.")


def test_a_departure_the_book_does_not_know_in_long_words(cli):
    assert _answer(cli, "hands/blaze-against-triplets", "schenck") == (
        "25 is held on the blaze the players agreed, which the book's words leave open: read "
        "so that the agreement ranks the blaze above every hand that is not one, A takes 25; "
        "read so that the blaze counts only as its cards rank in the book, B takes 25.")


def test_the_side_pot_under_the_copy_of_the_standard_laws(cli):
    assert _answer(cli, "keller-side-pot", "standard") == (
        "100 is held on a show for less than the stake, not in the copy held of the book: if "
        "it is denied, C has 5 back and 95 stays held on how long a caller short of money has "
        "to find it, not in the copy held of the book; if the short stake is forfeited, C "
        "takes 100; if it is allowed, it stays held on what a show for less takes, not in the "
        "copy held of the book.")
