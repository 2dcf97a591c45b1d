"""Each verb's payload is a typed record (story/payloads.py) holding exactly the keys the
verb takes (story/verbs.py), and a key the case leaves out is absent, not a guess."""
from adjudicator.story.case import build_case
from adjudicator.story.payloads import PAYLOADS, Drawn, Raise, Stake
from adjudicator.story.verbs import VERBS
from adjudicator.story.yamlio import loads


def test_every_verb_has_a_payload_of_its_own_keys():
    assert set(PAYLOADS) == set(VERBS)
    for verb, spec in VERBS.items():
        taken = PAYLOADS[verb].keys_taken()
        if spec is None:  # a mapping of players: their hands, and where each is written
            assert taken == {"hands", "marks"}, verb
        else:
            assert taken == spec[0] - {"player", "out_of_turn"}, verb


def test_an_event_holds_its_verbs_record_and_only_the_keys_told():
    case = build_case(loads("""title: t
table: {players: [A, B], dealer: B}
events:
  - ante: A
  - bet: {player: A, amount: 5}
  - raise: {player: B, to: 10}
  - draw: {player: A, given: 2}
""", "t.yaml"), "t.yaml")
    ante, bet, raise_, draw = case.events
    assert isinstance(ante.args, Stake) and ante.args.amount is None and "amount" not in ante.args
    assert isinstance(bet.args, Stake) and bet.args.amount == 5 and bet.get("amount") == 5
    assert isinstance(raise_.args, Raise) and (raise_.args.by, raise_.args.to) == (None, 10)
    assert "by" not in raise_.args and dict(raise_.args) == {"to": 10}
    assert isinstance(draw.args, Drawn) and draw.args.given == 2 and draw.get("asked", 0) == 0


def test_a_key_that_is_a_python_word_keeps_its_case_file_name():
    case = build_case(loads("""title: t
table: {players: [A, B], dealer: B}
events:
  - dispute: {player: A, with: B, matter: fact}
""", "t.yaml"), "t.yaml")
    [ev] = case.events
    assert ev.args.with_ == "B" and ev.get("with") == "B" and set(ev.args) == {"with", "matter"}
