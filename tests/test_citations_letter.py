"""Citations by the letter, as a newcomer found them wanting (issue 20): each finding cites
the law whose words say it, and each act is judged. Every reference below is written from
the law's words, quoted beside it."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.showdown import showdown
from adjudicator.law.circumstances import Context
from adjudicator.law.proof import prove
from adjudicator.story.cards import parse_cards
from tests.replay import judged


def _at(j, event: int) -> list:
    return [s for s in j.steps if s.event == event]


# --- 1. a pass, by the law whose words reach it -------------------------------------------

# A, the age, antes 1; B has the first say and passes (nothing in, no raise before him);
# C opens for 2; D raises 2; E passes (nothing in, but a raise to see); A passes (his ante
# in, and D's raise to see); C passes (his 2 in, and D's raise to see)
PASSES = """\
title: passes before the draw, with and without a deposit, with and without a raise
table: {players: [A, B, C, D, E], dealer: E, ante: 1}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5, E: 5}
  - fold: B
  - bet: {player: C, amount: 2}
  - raise: {player: D, by: 2}
  - fold: E
  - fold: A
  - fold: C
"""
KELLER_3 = "keller:ch4/betting-before-the-draw/3"
KELLER_4 = "keller:ch4/betting-before-the-draw/4"


def _pass(j, event: int):
    (step,) = [s for s in _at(j, event) if s.kind.startswith("betting.") and "pass" in s.kind
               or s.kind == "betting.drops-out-this-pot"]
    return step


@pytest.mark.parametrize("event,law,forfeits", [
    # /3: "Each player must in turn say whether he passes or plays. If he passes he must
    # retire from the game for that deal": B had put nothing in and faced no raise
    (3, KELLER_3, False),
    # /4 reaches only a player who "has deposited any amount in the pool": E had not
    (6, KELLER_3, False),
    # /4: "If any player has deposited any amount in the pool and does not wish to 'see' the
    # raise of any subsequent player, he may retire from the game, but in doing so he must
    # sacrifice whatever he may have already deposited": A (his ante) and C (his 2)
    (7, KELLER_4, True),
    (8, KELLER_4, True),
])
def test_keller_a_pass_cites_p_24_s_fourth_paragraph_only_where_its_words_reach_him(
        library, event, law, forfeits):
    j = judged(library, "keller", PASSES)
    step = _pass(j, event)
    assert step.laws == (law,)
    assert (step.kind == "betting.passes-forfeits-stake") == forfeits
    assert j.table.retired[step.say.subject()] == law


def test_peel_a_pass_forfeits_only_a_stake_he_made(library):
    """Peel 27: "If a player pass ... he shall forfeit unconditionally his stake and his
    right to play in that game": B, who staked nothing, is out of the game; A forfeits his
    ante. Both by law 27."""
    j = judged(library, "peel", PASSES)
    b, a = _pass(j, 3), _pass(j, 7)
    assert "peel:27" in b.laws and b.kind == "betting.passes-staked-nothing"
    assert "peel:27" in a.laws and a.kind == "betting.passes-forfeits-stake"


# --- 2 and 3. a call and a raise, by the law that permits that very act ------------------

BEFORE = """\
title: an opening, a call and a raise before the draw
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - raise: {player: D, by: 3}
"""


def _allowed(j, event: int) -> tuple[str, ...]:
    (step,) = [s for s in _at(j, event) if s.kind == "lawful.book-allows"]
    return step.laws


def test_standard_a_call_cites_the_paragraph_that_says_what_a_call_is(library):
    """Standard laws, betting 1: "Each player in rotation after him may either ... (b) call,
    which means that he places in the pot enough chips to make his contribution during that
    betting interval as great as the contribution of any other player" (1.b), and "(c)
    raise, which means that he places in the pot enough chips to call, plus one or more
    additional chips" (1.c); not the paragraph on checking."""
    j = judged(library, "standard", BEFORE)
    assert _allowed(j, 4) == ("standard:betting/1.b",)
    assert _allowed(j, 5) == ("standard:betting/1.c",)


def test_peel_a_raise_in_turn_cites_the_words_that_permit_it_not_the_limit(library):
    """Peel p. 33: "he must stake a sum equal to that staked by his predecessor, or he may
    increase this sum by an amount not exceeding the limit" (desc/21); the limit's own
    paragraph (desc/6, "the greatest sum by which he may increase the stake") is for a raise
    that puts the limit in question."""
    j = judged(library, "peel", BEFORE)
    assert _allowed(j, 5) == ("peel:desc/21",)
    over = judged(library, "peel", BEFORE.replace("by: 3", "by: 30"))
    assert any("peel:desc/6" in s.laws for s in _at(over, 5))


def test_keller_a_raise_before_the_draw_cites_the_words_that_permit_it(library):
    """Keller p. 24: "he may raise this highest deposit any additional amount within the
    limit of the game", not only the general "Everything must be done in turn"."""
    j = judged(library, "keller", BEFORE)
    assert _allowed(j, 5) == (KELLER_3,)


# --- 4. a comparison of hands cites the laws of the hands compared ----------------------

def _compared(library, book: str, a: str, b: str) -> set[str]:
    rules = HandRules.of(library.book(book), Context())
    sd = showdown({"A": parse_cards(a), "B": parse_cards(b)}, rules)
    (laws,) = [laws for text, laws in sd.findings if " beat" in text]
    return {law.id for law in laws}


def test_peel_two_plain_sequences_cite_neither_the_sequence_flush_laws(library):
    """Peel 70: "If there be two or more sequences shown ... the player whose sequence
    contains the highest card (ace being the lowest) shall be held to be the best hand". Law
    66 ("two or more flush sequences") and hands/2 (the sequence flush) do not apply."""
    laws = _compared(library, "peel", "AS 2H 3D 4C 5S", "KS QC JH TD 9D")
    assert "peel:70" in laws
    assert not laws & {"peel:66", "peel:hands/2"}


def test_peel_a_sequence_flush_against_a_flush_cites_no_tie_law_of_sequences(library):
    """Between a sequence flush and a flush, law 65's order decides; law 66 (equal sequence
    flushes), 70 (equal sequences) and hands/6 (the plain sequence) do not apply."""
    laws = _compared(library, "peel", "AS 2S 3S 4S 5S", "2H 5H 7H 9H JH")
    assert "peel:65" in laws
    assert not laws & {"peel:66", "peel:70", "peel:hands/6"}


@pytest.mark.parametrize("book,a,b,wanted,unwanted", [
    # Keller p. 14-15: the straight flush's paragraph and the flush's; not the straight's
    ("keller", "AS 2S 3S 4S 5S", "2H 5H 7H 9H JH",
     {"keller:ch3/order-of-hands/9", "keller:ch3/order-of-hands/6"},
     {"keller:ch3/order-of-hands/5"}),
    # Standard: "If each has a straight ..." (breaking ties, 2) and the straight's paragraph;
    # not the straight flush's (rank, 2)
    ("standard", "AS 2H 3D 4C 5S", "KS QC JH TD 9D",
     {"standard:showdown/breaking-ties/2", "standard:object/rank/6"},
     {"standard:object/rank/2"}),
    # Standard: three of a kind against two pairs, their own paragraphs
    ("standard", "KS KH KD 7C 2D", "AS AH 9D 9C 3D",
     {"standard:object/rank/7", "standard:object/rank/8"}, {"standard:object/rank/2"}),
    # Schenck: a sequence flush against a flush, their own paragraphs
    ("schenck", "AS 2S 3S 4S 5S", "2H 5H 7H 9H JH",
     {"schenck:hands/1", "schenck:hands/4"}, {"schenck:hands/5"}),
])
def test_other_books_cite_the_hands_compared_and_no_others(library, book, a, b, wanted,
                                                           unwanted):
    laws = _compared(library, book, a, b)
    assert wanted <= laws and not laws & unwanted


# --- 5. a stake short of making good is judged ------------------------------------------

SHORT = """\
title: B puts up less than makes good C's bet
table: {players: [A, B, C, D], dealer: A, ante: 1, limit: 20}
events:
  - ante: B
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 10}
  - bet: {player: D, amount: 5}
"""


def test_peel_a_stake_short_of_making_good_in_turn_retires_him_at_once(library):
    """Peel 26: "Each succeeding player shall, if he play, at least make good his stake to
    that of the preceding player"; law 54: "If, when his turn comes, any player ... does not
    stake a sum at least equal to that staked by the preceding player, such player shall ...
    retire from the game, and shall forfeit his stake". D's five are put up in his turn: he
    retires then, by law 54, not at the end of the betting."""
    j = judged(library, "peel", SHORT)
    (step,) = [s for s in _at(j, 4) if s.kind.startswith("betting.puts-up-less")]
    assert step.kind == "betting.puts-up-less-than-in-turn"
    assert step.laws == ("peel:26",)
    (out,) = [s for s in _at(j, 4) if s.kind == "betting.retires-forfeits-stake"]
    assert out.laws == ("peel:54",)
    assert j.table.retired.get("D") == "peel:54"


def test_keller_a_stake_short_of_making_good_is_irregular_and_its_consequence_open(library):
    """Keller p. 24: "If he plays he must deposit in the pool an amount equal to the highest
    deposit of any previous player" (/3). /4 speaks of a player who "has deposited any
    amount" and will not see a raise: D had deposited nothing. The book sets no consequence,
    and the ruling says so."""
    j = judged(library, "keller", SHORT)
    (step,) = [s for s in _at(j, 4) if s.kind.startswith("betting.puts-up-less")]
    assert step.kind == "betting.puts-up-less-than-no-consequence"
    assert step.laws == (KELLER_3,)
    assert [s.point for s in j.silent if s.event == 4] == ["betting.not-equalling"]


# --- 6. every face says a page is an estimate --------------------------------------------

@pytest.mark.parametrize("args", [("search", "out of turn", "--book", "standard"),
                                  ("law", "standard:"),
                                  ("law", "standard:", "-f", "markdown")])
def test_listings_say_approx_of_an_estimated_page(cli, args):
    out = cli(*args).out
    row = next(line for line in out.splitlines()
               if "standard:irregularities/betting/2" in line)
    assert "approx." in row


# --- 7. no page estimated past the last marker -------------------------------------------

def test_standard_no_page_is_estimated_past_the_scan_s_one_folio(library):
    """The Standard laws' scan marks one page, "4" (rulebooks/sources/pages.yaml): a page
    is estimated between the nearest marks, and after the last there is none to reach to."""
    book = library.book("standard")
    for law in book.laws.values():
        assert max(int(p) for p in law.page.split("-")) <= 4, law.id
    law = book.laws["standard:irregularities/betting/2"]
    moved = dataclasses.replace(book, laws={**book.laws,
                                            law.id: dataclasses.replace(law, page="5")})
    assert any(f.law == law.id and f.what == "page" for f in prove(moved))


# --- a hand thrown up unshown at the show, by the law whose words reach it -----------------

THROWN_UP = """\
title: three in at the show; B, who called, throws up unshown
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - call: C
  - show: {A: "QS QH 9S 5S 3D"}
  - fold: B
  - show: {C: "JS JH 9D 5C 3C"}
"""


@pytest.mark.parametrize("book, law", [
    # "all playing must show their hands and the highest hand wins the pool"; rules/15 puts out
    # only "the party who fails" to make his bet equal, and B called
    ("schenck", "schenck:rules/18"),
    # "every player who has not previously dropped must expose all his cards"; betting/1.a's
    # drop is a choice "in each betting interval", and the betting was over
    ("standard", "standard:showdown/1"),
    # "Pass.—To throw up your hand and retire from the game for that deal"
    ("keller", "keller:ch2/technical-terms/pass"),
    # "If a player pass, he shall place his cards, face downwards, on the table"
    ("peel", "peel:27")])
def test_a_hand_thrown_up_unshown_at_the_show_cites_the_law_whose_words_reach_it(
        library, book, law):
    j = judged(library, book, THROWN_UP)
    (thrown,) = [s for s in _at(j, 5) if s.players[:1] == ("B",)]
    assert law in thrown.laws
    assert not {"schenck:rules/15", "standard:betting/1.a"} & set(thrown.laws)
    assert dict(j.table.retired)["B"] in thrown.laws  # out by the law cited


@pytest.mark.parametrize("book, law", [("peel", "peel:59"),
                                       ("keller", "keller:ch4/betting-after-the-draw/5")])
def test_the_answer_after_a_hand_thrown_up_unshown_cites_the_law_of_the_show(library, book,
                                                                           law):
    # B's pass puts B out; A wins because "the player with the best hand shall win the pool"
    # (Peel 59), not by B's pass (a historian read "A takes 24 (peel:27, ...)")
    from tests.replay import replay

    story = THROWN_UP.replace('show: {A: "QS QH 9S 5S 3D"}', 'show: {A: "AS AH 7D 7C 3S"}')
    r = replay(library, book, story)
    assert r["answer"].startswith(f"A takes 24 ({law})")


# A book's own words, and the words of its law that a finding saying them must cite: the
# Standard laws' irregularities/betting/2 ("he is deemed to have bet the number of chips he
# put in ... If he put in too few chips to call, he may add enough chips to call"); Peel's
# law 56 ("The bet is the actual amount deposited"). Peel's law 55 says only that a bet
# "cannot be recalled"; Schenck's rules/15 that a bet is "equal to the highest amount put
# in".
_OWN_WORDS = [("deemed to have bet", "deemed"), ("may make them up", "add enough chips"),
              ("may add", "add enough chips"), ("amount deposited", "amount deposited"),
              # Peel 11's ban on exchanging a card exposed in dealing; Keller has none
              ("which the book forbids", "shall not")]
# said where a law decides the step (a reading of a silence says "it is a misdeal" on none):
# Peel 10's word for a card faced in the pack; Keller's is "a fresh deal"
_OWN_WORDS_WHERE_CITED = [("it is a misdeal", "misdeal")]


def test_a_finding_in_a_books_own_words_cites_a_law_that_holds_them(casebook_ruling,
                                                                    library_with_examples):
    """Chips put in out of turn that stand when the player's turn comes are said so in words
    no book owns ("the 3 he put in stand as his bet", "too few to call"): a step in one
    book's terms cites a law whose words hold them, under every book of the casebook."""
    seen = 0
    for path in sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.yaml")):
        for book in library_with_examples.ids():
            laws = library_with_examples.book(book)
            for step in casebook_ruling(path, book).get("steps", ()):
                for said, law_words in _OWN_WORDS + [
                        w for w in _OWN_WORDS_WHERE_CITED if step.get("laws")]:
                    if said not in step["finding"]:
                        continue
                    seen += 1
                    words = [laws.find(i).text for i in step.get("laws", ()) if laws.find(i)]
                    assert any(law_words in w for w in words), (path, book, step["finding"],
                                                                step.get("laws"))
    assert seen  # the Standard laws' own findings are among them


def test_keller_never_calls_a_short_stake_a_pot_of_itself(casebook_ruling):
    """"A pot of itself" is the published decision's term, which Keller quotes to reject: "it
    is not a fact that this $30 is a pot of itself" (table stakes /19). His own short stake in
    Freeze Out takes "the stake that he himself has put in the pot, and ... an additional
    amount equal to that stake from each of his adversaries" (freeze out /6)."""
    seen = []
    for path in sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.yaml")):
        r = casebook_ruling(path, "keller")
        said = [r.get("answer", "")] + [s["finding"] for s in r.get("steps", ())]
        seen += [(path.name, x) for x in said if "pot of itself" in x]
        if path.name == "keller-freeze-out-short-stake-with-an-ante.yaml":
            assert r["awards"] == {"A": 30, "B": 20}  # the ante with "the residue"
    assert seen == []


def test_peel_chips_too_few_to_call_stand_by_law_55_and_no_more(casebook_ruling):
    """Read so that the turn goes back to D, passed over by C's bet out of turn, D's chips
    are too few to call: they stand (peel:55, "cannot be recalled"); that he may add to them
    is the Standard laws' word, not Peel's."""
    path = (Path(__file__).resolve().parent.parent / "cases" / "betting-and-show"
            / "out-of-turn-bettor-may-not-raise.yaml")
    peel = [s["finding"] for s in casebook_ruling(path, "peel")["steps"]
            if "too few to call" in s["finding"]]
    assert len(peel) == 1
    assert "D's turn comes: the chips he put in are too few to call (peel:55)." in peel[0]
    assert "make them up" not in peel[0] and "may add" not in peel[0]
    standard = [s for s in casebook_ruling(path, "standard")["steps"]
                if "too few to call" in s["finding"]]
    assert [s["laws"] for s in standard] == [["standard:irregularities/betting/2"]]


def test_schenck_a_bet_said_and_put_in_apart_is_what_was_put_in_by_his_own_words(
        casebook_ruling, library_with_examples):
    """B says five and puts up ten: Schenck's rules/15, a bet "equal to the highest amount
    put in", makes the ten his bet, said in words of no book's own, not Peel 56's "the
    bet is the actual amount deposited"."""
    path = (Path(__file__).resolve().parent.parent / "cases" / "betting-and-show"
            / "said-five-put-up-ten.yaml")
    (step,) = [s for s in casebook_ruling(path, "schenck")["steps"]
               if s["finding"].startswith("B said 5 but put in 10")]
    assert step["finding"] == "B said 5 but put in 10: his bet is the 10 put in, not the 5 he said"
    assert step["laws"] == ["schenck:rules/15"]
    assert "amount put in" in library_with_examples.book("schenck").find("schenck:rules/15").text
