"""Whose turn it was is the book's to say, not the teller's (issue 20, "every act judged by
the book"): a bet the story calls out of turn that the book makes the bettor's is lawful,
citing the law of the turn, and no consequence of play out of turn follows; an objection
to an act out of turn says, at the notice, what the book makes of it, with the law it acts
under; a challenge to a jack pot's openers says what the book's law of the proof makes of
it. The references are the laws' words, quoted beside each."""
from __future__ import annotations

import pytest
from replay import CASEBOOK
from replay import cited as _cited
from replay import inner, replay_said, rule_file_said


# Dot deals: Ann, at his left, is the age; Bob sits at her left.
TABLE = """title: t
table:
  players: [Ann, Bob, Cy, Dot]
  dealer: Dot
  betting: table-stakes
  stacks: {Ann: 15, Bob: 100, Cy: 100, Dot: 100}
events:
  - deal: {Ann: "KS KH KD 7C 2D", Bob: "AS AH 9D 9C 3D", Cy: "QS QH 5D 4C 8S", Dot: "JS JH JD 6C 6D"}
"""
REST = ["bet: {player: Ann, amount: 5}", "call: Cy", "raise: {player: Dot, by: 20}",
        "all_in: Ann", "call: Bob", "fold: Cy",
        'show: {Ann: "KS KH KD 7C 2D", Bob: "AS AH 9D 9C 3D", Dot: "JS JH JD 6C 6D"}']
BOB_FLAGGED = "bet: {player: Bob, amount: 10, out_of_turn: true}"
BOB = "bet: {player: Bob, amount: 10}"
OBJECTION = "notice: {what: out_of_turn, by: Cy}"

# The law that gives the first say to the player at the age's left, in each book's words:
FIRST_SAY = {
    # "the player to the left of ante shall have first say after the deal" (Peel 23)
    "peel": "peel:23",
    # "the first player to the left of the age" (Keller p. 23-24)
    "keller": "keller:ch4/betting-before-the-draw/2",
    # the decision passes "in succession, each player passing around to the left" from the
    # ante (Schenck rule 4)
    "schenck": "schenck:rules/4",
}
# the law read together with it (`read_with`): Schenck's ante man decides last (rule 5), so
# the first say is at his left
READ_WITH = {"schenck": ["schenck:rules/5"]}
# "A bet once made, whether made in proper turn or not, cannot be recalled." (Peel 55)
PEEL_OUT_OF_TURN = "peel:55"
# "If a player bets, calls or raises out of turn, the turn reverts to the proper player ...
# if he put in more chips than he needed to call, those chips are forfeited to the pot."
STANDARD_OUT_OF_TURN = "standard:irregularities/betting/2"


def _rule(library, book: str, *events: str) -> dict:
    return _said(library, book, *events)[0]


def _said(library, book: str, *events: str):
    """The ruling, and its steps as data (replay.Step: kind, params, laws, rung)."""
    return replay_said(library, book, TABLE + "".join(f"  - {e}\n" for e in events))


def _at(r: dict | list, event: int) -> list:
    """The steps at ``event``: of a ruling, or of its steps as data."""
    steps = r["steps"] if isinstance(r, dict) else r
    return [s for s in steps if (s["event"] if isinstance(s, dict) else s.event) == event]


def _outcome(r: dict) -> dict:
    return {k: r[k] for k in ("status", "awards", "refunds", "undecided", "penalties",
                              "carried")}


# --- 1. a bet told out of turn that the book makes his --------------------------------

@pytest.mark.parametrize("book", sorted(FIRST_SAY))
def test_a_bet_told_out_of_turn_in_his_own_turn_is_lawful(library, book):
    r, steps = _said(library, book, BOB_FLAGGED, OBJECTION, *REST)
    bet = _at(steps, 2)
    assert [s.laws for s in bet] == [[FIRST_SAY[book]] + READ_WITH.get(book, [])]
    assert bet[0].rung == "specific"
    # the story's flag is heard, and the bet found lawful, in Bob's turn
    assert (bet[0].kind, bet[0].params["player"], inner(bet[0])) == (
        "turns.told-out-of-turn-but-his", "Bob", "lawful.act.bet")
    # no consequence of play out of turn, and no reading of it, at his bet
    assert not [s for s in r["silent"] if s["event"] == 2]
    assert PEEL_OUT_OF_TURN not in bet[0].laws
    # the cited law is the book's law of the first say
    law = library.book(book).law(FIRST_SAY[book])
    assert "say.first" in dict(law.provides)
    # Dot's full beats every hand shown: 15 + 30 + 10 + 30 (under Schenck, Ann, short, goes
    # out by rules/7: "or else abandon what he has already put in")
    assert r["status"] == "settled" and r["awards"] == {"Dot": 85}
    if book == "schenck":
        assert r["retired"]["Ann"] == "schenck:rules/7"


@pytest.mark.parametrize("book", sorted(FIRST_SAY))
def test_the_tellers_word_changes_nothing_where_the_book_names_the_turn(library, book):
    flagged = _rule(library, book, BOB_FLAGGED, *REST)
    plain = _rule(library, book, BOB, *REST)
    assert _outcome(flagged) == _outcome(plain)
    assert flagged["silent"] == plain["silent"]
    # lawful either way: the law of the first say told, the law of play in turn untold
    for r, together in ((flagged, READ_WITH.get(book, [])), (plain, [])):
        assert [len(s["laws"]) for s in _at(r, 2)] == [1 + len(together)]
        assert PEEL_OUT_OF_TURN not in _at(r, 2)[0]["laws"]


def test_an_objection_to_a_bet_in_his_turn_fails_by_the_law_of_the_turn(library):
    _, steps = _said(library, "peel", BOB_FLAGGED, OBJECTION, *REST)
    notice = _at(steps, 3)
    assert [s.laws for s in notice] == [["peel:23"]]
    # the objection fails: the turn was Bob's
    assert [(s.kind, s.params) for s in notice] == [("turns.objection-but-his-turn",
                                                     {"by": "Cy", "p": "Bob"})]


def test_a_flag_on_a_bet_out_of_turn_by_the_book_is_ruled_out_of_turn(library):
    """Ann's five come after Bob's first say and before Cy's: out of turn by the book, told
    so or not, and the bet stands (Peel 55)."""
    _, steps = _said(library, "peel", BOB, "bet: {player: Ann, amount: 5, out_of_turn: true}",
                     *REST[1:])
    # (the turn is read both ways: a step of the reading may come first)
    ruled = next(s for s in _at(steps, 3) if s.rung != "open")
    assert PEEL_OUT_OF_TURN in ruled.laws
    assert (ruled.kind, ruled.params["p"], ruled.params["whose"]) == (
        "irregular.out-of-turn-bet-stands", "Ann", "Cy's")


@pytest.mark.parametrize("book,law", [
    # "Each succeeding player shall, if he play, at least make good his stake to that of the
    # preceding player." (Peel 26)
    ("peel", "peel:26"),
    # "Everything must be done in turn." (Keller p. 23)
    ("keller", "keller:ch4/betting-before-the-draw/1"),
])
def test_a_later_act_told_out_of_turn_in_his_turn_cites_the_order_of_play(library, book, law):
    r, steps = _said(library, book, BOB, "call: {player: Cy, out_of_turn: true}",
                     "call: Dot", "fold: Ann")
    call = _at(steps, 3)
    assert [s.laws for s in call] == [[law]]
    assert (call[0].kind, call[0].params["player"], inner(call[0])) == (
        "turns.told-out-of-turn-but-his", "Cy", "lawful.act.call")
    assert not [s for s in r["silent"] if s["point"] == "betting.out-of-turn"]


# --- 2. the objection under the Standard laws, which name nobody to bet first ----------

def test_an_objection_to_the_first_act_says_it_makes_the_first_say_open(library):
    """The laws say "one player in the game has the privilege or duty of making the first
    bet", not which: the objection is what makes whose turn it was decide the ruling, and
    the finding says so, citing the law of betting out of turn it acts under; the ruling is
    made both ways."""
    objected, steps = _said(library, "standard", BOB, OBJECTION, *REST)
    notice = _at(steps, 3)
    assert [s.laws for s in notice] == [[STANDARD_OUT_OF_TURN]]
    assert (notice[0].kind, notice[0].params["p"]) == ("turns.objection-first-say-open", "Bob")
    decisive = {s["point"] for s in objected["silent"] if s["decisive"]}
    assert "say.first" in decisive
    unobjected = _rule(library, "standard", BOB, *REST)
    assert "say.first" not in {s["point"] for s in unobjected["silent"] if s["decisive"]}
    # read both ways (first-say.Bob): his, the ruling of the act unobjected; not his, the
    # ruling of the act told out of turn ("the turn reverts to the proper player", Bob's 5
    # beyond a call "forfeited to the pot"), the chips the reading never stakes going back
    # (Cy's call was 5, not 10); Dot's full house takes the pool either way, and only the 5
    # the readings put up differently is held
    told = _rule(library, "standard", BOB_FLAGGED, *REST)
    his, not_his = (next(r for r in objected["readings"] if r["assume"][0]["reading"] == v)
                    for v in ("his", "not-his"))
    assert his["awards"] == unobjected["awards"] == {"Dot": 85}
    assert (not_his["awards"], not_his["penalties"]) == (told["awards"], told["penalties"])
    assert not_his["refunds"] == {"Cy": 5, "Dot": 5}
    assert (objected["awards"], objected["refunds"], objected["undecided"]) == (
        {"Dot": 75}, {"Dot": 5}, 5)


def test_an_objection_to_a_bet_told_out_of_turn_adds_nothing_to_the_law(library):
    """Told out of turn where the laws name nobody to bet first: "the turn reverts to the
    proper player"; Ann's five are the bet, Bob is "deemed to have bet" his ten, and the
    five beyond a call "are forfeited to the pot". The objection sets nothing more."""
    both = _rule(library, "standard", BOB_FLAGGED, OBJECTION, *REST)
    told = _rule(library, "standard", BOB_FLAGGED, *REST)
    assert _outcome(both) == _outcome(told)
    assert [s["laws"] for s in _at(both, 3)] == [[STANDARD_OUT_OF_TURN]]
    assert both["penalties"] == [{"player": "Bob", "amount": 5, "to": "pool",
                                  "law": STANDARD_OUT_OF_TURN, "forfeited": True}]


# --- 3. a challenge to a jack pot's openers ---------------------------------------------

OPENERS = """title: t
table: {players: [Ann, Bob, Cy, Dot], dealer: Dot, ante: 1, limit: 10, jack_pot: jacks}
events:
  - deal: {Ann: "TS TH 5D 8C 2S", Bob: "9S 9H 4D 6C KS", Cy: "QS 7H 3D 4C 2D", Dot: "AS 3H 9C 6D JD"}
  - open: {player: Ann, amount: 5}
  - call: Bob
  - fold: Cy
  - fold: Dot
  - bet: {player: Ann, amount: 5}
  - call: Bob
  - show: {Ann: "TS TH 5D 8C 2S", Bob: "9S 9H 4D 6C KS"}
  - notice: {what: false_openers, by: Bob}
"""


def _openers(library, book: str) -> dict:
    return _openers_said(library, book)[0]


def _openers_said(library, book: str):
    return replay_said(library, book, OPENERS, ("jack-pots",))


def test_a_challenge_to_openers_under_keller_raises_the_point_the_book_leaves_open(library):
    """Keller p. 34: the opener must "under all circumstances" show his openers, and no
    penalty is given for one who cannot: the challenge says so, citing that law."""
    r, steps = _openers_said(library, "keller")
    notice = _at(steps, 9)[0]
    assert notice.laws == ["keller:ch5/jack-pots/14"]
    # the challenge raises the point the book leaves open, weighed when the pool is divided
    assert (notice.kind, notice.params) == ("lawful.openers-challenged-open",
                                            {"p": "Bob", "opener": "Ann"})
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["jack-pot.false-opener"]
    # Ann's tens beat Bob's nines, but she opened without jacks: the pool of 24 is held
    assert r["status"] == "unsettled" and r["awards"] == {} and r["undecided"] == 24


def test_a_challenge_to_openers_under_peel_cites_the_law_of_the_proof(library):
    """Peel 33: "he shall not claim the pool, and he shall pay into the pool, as penalty, a
    sum equal to double the ante, and the next game shall be a Jack-pot"."""
    r = _openers(library, "peel")
    assert _at(r, 9)[0]["laws"] == ["peel:33"]
    assert r["penalties"] == [{"player": "Ann", "amount": 2, "to": "pool", "law": "peel:33"}]
    assert r["awards"] == {} and r["carried"] == 24 + 2


def test_a_challenge_to_openers_where_the_book_has_no_proof_is_open(library):
    _, steps = _openers_said(library, "schenck")
    notice = _at(steps, 9)[0]
    assert notice.rung == "open" and notice.laws == []
    # no law of an opener's proof: what the challenge decides is not said
    assert (notice.kind, notice.params) == ("lawful.openers-challenged-silent",
                                            {"p": "Bob", "opener": "Ann"})


def test_out_of_turn_where_the_book_names_no_first_bettor(library):
    """The Standard laws leave the first bettor to each form of the game (betting 1), so they
    cannot make the turn C's; the story says C bet out of turn. "The turn reverts to the
    proper player ... if he put in more chips than he needed to call, those chips are
    forfeited to the pot" (irregularities in betting, 2): A's 2 is the bet, 3 of C's 5 go
    to the pot, which C's aces take."""
    path = CASEBOOK / "betting-and-show" / "out-of-turn-where-the-book-names-no-first-bettor.yaml"
    ruling, steps = rule_file_said(library, path, "standard")
    assert ruling["status"] == "settled"
    # the turn having reverted, B's call is of A's 2, the bet standing at his turn: he puts
    # up nothing beyond it, and forfeits nothing
    assert ruling["awards"] == {"C": 15}
    assert ruling["penalties"] == [{"player": "C", "amount": 3, "to": "pool",
                                    "law": "standard:irregularities/betting/2", "forfeited": True}]
    assert "standard:irregularities/betting/2" in _cited(ruling)
    # C's bet is out of turn, the turn reverting to a player the book does not name
    first = steps[0]
    assert (first.kind, first.params["p"]) == ("irregular.out-of-turn-turn-reverts-chips-stay",
                                               "C")
    assert first.params["whose"].kind == "irregular.whose-turn-untold"


def test_peel_55_says_only_that_a_bet_out_of_turn_cannot_be_recalled(library):
    """Peel 55: "A bet once made, whether made in proper turn or not, cannot be recalled."
    It does not say whether the players passed over keep their say: the ruling says the bet
    stands and leaves the turn open, a point no chip turns on here."""
    path = CASEBOOK / "betting-and-show" / "raise-out-of-turn-stands-or-reverts.yaml"
    ruling, steps = rule_file_said(library, path, "peel")
    assert ruling["status"] == "settled" and ruling["awards"] == {"C": 28}
    step = next(s for s in steps if s.laws == ["peel:55"])
    # the bet stands, and no more: nothing said of the players passed over
    assert (step.kind, step.params) == ("irregular.out-of-turn-bet-stands",
                                        {"p": "D", "does": "raises", "whose": "C's"})
    # read both ways, D's 5 are his bet either way (a raise: "cannot be recalled", and no
    # penalty), and no chip turns on the turn here
    open_turn = [s for s in ruling["silent"] if s["point"] == "betting.out-of-turn.passed-over"]
    assert open_turn and not any(s["decisive"] for s in open_turn)


def test_peel_55_leaves_open_whether_the_first_bettor_passed_over_may_stand(library):
    """Peel 55 lets C's bet out of turn stand and says no more. B is No. 1, who "may, if he
    choose, 'stand'" (p. 36); 54 holds a player to "a sum at least equal to that staked by the
    preceding player", which C, at B's left, is not. Whether the turn went back to B or the
    bet stood for him to meet, the book does not say, and the pool turns on it (was: B put
    out on 54, the point said to change nothing)."""
    from stories import FOLDER

    path = FOLDER / "first-bettor-stands-after-a-bet-out-of-turn.yaml"
    ruling, steps = rule_file_said(library, path, "peel")
    assert (ruling["status"], ruling["undecided"]) == ("unsettled", 23)
    by_reading = {x["assume"][0]["reading"]: x["awards"] for x in ruling["readings"]}
    # the turn back to B: he stands as No. 1 may, calls in his turn, and his kings win; the
    # bet standing as made in turn: B met no stake, he is out, and C's two pairs win
    assert by_reading == {"turn-reverts": {"B": 23}, "stands": {"C": 23}}
    assert [s["point"] for s in ruling["silent"] if s["decisive"]] == \
        ["betting.out-of-turn.passed-over"]


def test_the_first_bettor_after_the_ante_man_declines_is_named_by_schenck_s_words(library):
    """Schenck: "the first to bet is the player nearest to the dealer on his left", the ante
    man, who sits there, having declined: the one still in nearest, not "at the dealer's
    left"."""
    path = CASEBOOK / "betting-and-show" / "first-bet-after-the-draw-when-the-age-has-retired.yaml"
    ruling = rule_file_said(library, path, "schenck")[0]
    step = next(s for s in ruling["steps"] if "bets first after the draw" in s["finding"])
    assert "nearest to the dealer on his left" in step["finding"]
    assert "at the dealer's left" not in step["finding"]
    assert step["laws"] and step["laws"][0].startswith("schenck:")


def test_an_act_is_judged_though_it_brings_another_player_s_turn_round(library):
    """B's call brings round the turn of C, who bet out of turn: C's chips are then ruled
    on (standard:irregularities/betting/2), and B's call is still judged at its own event,
    before what it brought about."""
    path = CASEBOOK / "betting-and-show" / "out-of-turn-where-the-book-names-no-first-bettor.yaml"
    _, steps = rule_file_said(library, path, "standard")
    at = _at(steps, 3)
    # B's call, judged lawful, then C's turn come round, his excess forfeited
    assert (at[0].kind, inner(at[0]), at[0].params["said"].subject()) == (
        "lawful.book-allows", "lawful.act.call", "B")
    assert at[0].laws and at[0].laws[0].startswith("standard:")
    assert [(s.kind, s.params) for s in at[1:] if s.kind.startswith("irregular.")] == [
        ("irregular.turn-comes-deemed-forfeit-no-raise", {"p": "C", "n": 5, "excess": 3})]


def test_the_right_to_stand_given_the_first_bettor_alone_is_open_for_another(library):
    """Peel p. 36-37: "No. 1 then begins play by betting ... He may, if he choose, 'stand'";
    Schenck 14: "the player entitled to bet first may withhold his bet". C, the first
    bettor, stands as the book allows; D and A are not found to stand "as the book allows":
    whether they may the books do not say. Read both ways: A's kings take the 7 at the show,
    or D and A pass out by standing and C, the last left, takes it. The 7 is held."""
    path = CASEBOOK / "betting-and-show" / "second-player-checks-after-the-draw.yaml"
    for book, right in (("peel", "peel:desc/45"), ("schenck", "schenck:rules/14")):
        ruling, steps = rule_file_said(library, path, book)
        assert ruling["status"] == "unsettled" and ruling["undecided"] == 7, book
        assert any(right in s.laws for s in _at(steps, 6))
        # C stands by the book's right; whether D and A may, it does not say
        assert [s.kind for s in _at(steps, 6)][-1] == "betting.first-bettor-stands"
        for event, player in ((7, "D"), (8, "A")):
            at = _at(steps, event)
            assert [(s.kind, s.params, s.rung) for s in at] == [
                ("betting.may-a-later-player-stand-right", {"p": player}, "open")], (book, event)
        by = {tuple((a["point"], a["reading"]) for a in r["assume"]): r["awards"]
              for r in ruling["readings"]}
        assert by == {(("holds.after-draw", "may-stand"),): {"A": 7},
                      (("holds.after-draw", "passes-out"),): {"C": 7}}


def test_readings_that_find_the_same_chips_on_other_grounds_each_keep_their_own(library):
    """Keller's duty to bet or pass out, read as binding the first bettor only or every
    player in turn: either way A takes the 7 (keller:ch4/betting-after-the-draw/1), but under
    the first his kings win at the show (the best hand), under the second he is the one
    claimant left once D has passed out. Findings are compared by what they find, not by
    their words ("A wins 7" under both): each reading keeps its own at the show."""
    from adjudicator.judge.engine import adjudicate_ruled
    from adjudicator.judge.ruling import IfRead
    from adjudicator.story.case import load_case

    path = CASEBOOK / "betting-and-show" / "second-player-checks-after-the-draw.yaml"
    typed, ruling, _ = adjudicate_ruled(load_case(path), library.book("keller"))
    assert (ruling["status"], ruling["awards"], ruling["undecided"]) == ("settled", {"A": 7}, 0)
    show = [s for s in typed.steps if isinstance(s, IfRead) and s.event == 9]
    assert len(show) == 1
    wins = {reading: [x.say.kind for x in found if x.say.kind.endswith("-wins")]
            for reading, found in show[0].branches}
    assert sorted(wins.values()) == [["show.best-hand-wins"], ["show.sole-claimant-wins"]]
    assert not [s for s in typed.steps if not isinstance(s, IfRead) and s.event == 9
                and s.say.kind.endswith("-wins")]  # no win said as the ruling's own


def test_a_stake_not_made_equal_holds_only_his_own_chips_where_his_hand_is_beaten(library):
    """The published decision has no law of a player who never makes his stake equal to the
    highest (nor of a bet out of turn). That silence concerns his stake and what his hand
    takes: A's hand is beaten by C's, so it reaches only A's chips. C takes what every
    reading gives him; only the chips the readings move are held."""
    from adjudicator.judge.engine import adjudicate
    from adjudicator.story.case import load_case

    path = CASEBOOK / "betting-and-show" / "out-of-turn-where-the-book-names-no-first-bettor.yaml"
    r = adjudicate(load_case(path), library.book("published-decision"))
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {"C": 12}, {"C": 3}, 3)
    reach = [x for x in r["readings"]
             if any(a["point"] == "chips.betting.not-equalling" for a in x["assume"])]
    assert reach and {a["player"] for x in reach for a in x["assume"]
                      if a["point"].startswith("chips.")} == {"A"}


def test_read_so_that_the_opener_bets_first_the_player_who_opened_is_found(library):
    """The Standard laws' copy holds no law of who bets first after the draw, and read so that
    "the opener bets first", the opener is C, who opened the game before the draw (he bet
    first, raising the stakes): D's bet before C's is out of turn under that reading as under
    the others, and every reading gives A's kings the pool."""
    from replay import rule_file

    path = CASEBOOK / "betting-and-show" / "first-bet-after-the-draw-when-the-age-has-retired.yaml"
    ruling = rule_file(library, path, "standard")
    assert (ruling["status"], ruling["awards"], ruling["undecided"]) == \
        ("settled", {"A": 16}, 0)
    # replayed under that reading, C, who opened, is named to bet first
    from adjudicator.judge.engine import Replays
    from adjudicator.story.case import load_case

    judge = Replays(load_case(path), library.book("standard"))(
        {"silent.betting.first-after-draw": "opener"})
    named = [f for f in judge.steps if f.say.kind == "turns.opener-bets-first-after"]
    assert [dict(f.say.params) for f in named] == [{"opened_by": "C"}]


@pytest.mark.parametrize("book, law", [("keller", "keller:ch4/betting-before-the-draw/1"),
                                       ("schenck", "schenck:rules/9"),
                                       ("published-decision", None)])
def test_an_objection_read_under_a_silence_cites_the_law_of_play_in_turn_or_none(
        library, book, law):
    # the book is silent on what follows a bet out of turn, and it is read both ways: the
    # reading rests on no law, so the law that sets no time for pointing the act out is the
    # book's law of play in turn (Keller's "each player in turn", Schenck rules/9), and a
    # book with none says it has no law of play out of turn, never "by a law" citing nothing
    from replay import rule_file

    r = rule_file(library, CASEBOOK / "betting-and-show/first-bet-after-the-draw-when-the-age-"
                  "has-retired.yaml", book)
    [step] = [s for s in r["steps"] if s["finding"].startswith("C points out that D acted")]
    if law is None:
        assert step["laws"] == [] and step["finding"].endswith(
            "the book has no law of play out of turn")
    else:
        assert step["laws"] == [law] and step["finding"].endswith(
            "by a law that sets no time for pointing it out")



def test_a_reading_of_the_turn_gives_back_no_chip_peel_55_keeps_in_the_pool(library, tmp_path):
    """A bets before B, whose first bet it was; B raises by 3, A calls. Read so that the turn
    went back to B, A's 3 wait and B's raise of 3 is 3, and the 3 each put up beyond it are
    staked by no act: Peel 55 ("A bet once made ... cannot be recalled") keeps them in the
    pool, which B's kings take either way (a new user's ruling gave them back, "A has 3
    back", and held 3 on the point)."""
    story = tmp_path / "story.yaml"
    story.write_text("""title: t
table: {players: [A, B, C], dealer: C, limit: 5, phase: after_draw, pot: 6}
events:
  - bet: {player: A, amount: 3}
  - raise: {player: B, by: 3}
  - fold: C
  - call: A
  - show: {A: "TS TH 8C 5D 2S", B: "KS KH 9D 9S 3S"}
""", encoding="utf-8")
    r = rule_file_said(library, story, "peel")[0]
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("settled", {"B": 18}, {}, 0)
    assert [s["point"] for s in r["silent"]] == ["betting.out-of-turn.passed-over"]

