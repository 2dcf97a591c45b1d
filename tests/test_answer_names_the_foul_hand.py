"""The answer says why the holder of a foul hand takes none of the pool: after the shares,
whose hand is foul, on the law that found it so where the shares have not cited it already.
Peel 13: a hand raised with a wrong count "is a foul hand"; Peel 64: a foul hand found at the
end of the game forfeits its stake, "the holder of the best hand shall claim the pool"."""
from __future__ import annotations

import pytest

from replay import CASEBOOK, answered


def _case(name: str):
    return next(CASEBOOK.rglob(f"{name}.yaml"))


def test_the_hand_found_foul_at_the_show_is_named_after_the_share_on_no_second_citation(
        library):
    r, answer = answered(library, _case("foul-hand-at-the-show"), "peel")
    assert r["awards"] == {"B": 24}
    assert answer.foul == (("A", ("peel:64", "peel:63")),)
    # 64 and 63 give B the pool and find A's hand foul alike: cited once, with the share
    # then why B's is the best of the hands still in: Peel 65's order of the hands
    assert r["answer"] == ("B takes 24 (peel:64, peel:63): A's hand is foul; B's threes (jacks) "
                           "beat C's two pairs (queens and eights) (peel:65).")


def test_a_wrong_count_raised_is_foul_by_law_13_which_the_answer_cites(library):
    r, answer = answered(library, _case("six-cards-found-at-the-show"), "peel")
    assert r["awards"] == {"A": 18}
    # 13 finds it foul, and 64 takes his stake: 64, the share's law, is cited once
    assert answer.foul == (("B", ("peel:13", "peel:64")),)
    assert r["answer"].startswith("A takes 18 (peel:64): B's hand is foul (peel:13); ")


def test_keller_names_both_hands_found_foul_each_on_its_own_law(library):
    # Bob dealt six and Cal given two for one, each raised before anyone said so (the story
    # of the notice that could mean either, told with no notice)
    told = _case("a-foul-hand-pointed-out-when-two-hands-could-be-meant").read_text()
    told = told.split("expect:")[0].replace("  - notice: {what: foul_hand, by: Ann}\n", "")
    r, answer = answered(library, told, "keller")
    assert r["awards"] == {"Ann": 6}
    assert [p for p, _ in answer.foul] == ["Bob", "Cal"]
    assert r["answer"].endswith(": Bob's and Cal's hands are foul (keller:ch4/the-deal/5, "
                                "keller:ch4/discard-and-draw/7).")


def test_no_foul_hand_is_named_where_the_readings_part_on_whether_it_is_foul(library):
    # the Standard laws' copy lacks the wrong count found after lifting: read as standing, B
    # takes the pool; read as foul, A does; so no answer says his hand is foul
    r, answer = answered(library, _case("six-cards-found-at-the-show"), "standard")
    assert r["status"] == "unsettled" and answer.foul == ()
    assert "B's hand is foul" not in r["answer"]


def test_a_deal_that_goes_on_says_who_is_out_once(library):
    r, answer = answered(library, _case("foul-hand-dealt-to-the-ante-man"), "peel")
    assert r["status"] == "continues" and answer.foul == ()
    assert r["answer"].count("hand is foul") == len(answer.out) == 1


@pytest.mark.parametrize("book, law", [("peel", "peel:64"),
                                       ("keller", "keller:ch4/betting-after-the-draw/9")])
def test_a_foul_hand_pointed_out_after_the_show_cites_the_law_that_gives_the_pool(cli, book,
                                                                                  law):
    # Peel 64: "the holder of the best hand shall claim the pool"; 13 puts the foul hand's
    # holder out and gives nobody the pool (a new user read "C takes 8 (peel:13)")
    r = cli("rule", "tests/fixtures/stories/six-cards-pointed-out-after-the-show.yaml",
            "--book", book, "--format", "json").json()
    assert r["answer"].startswith(f"C takes 8 ({law})")
