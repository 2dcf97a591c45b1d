"""Each verb's payload is a typed record (story/payloads.py) holding exactly the keys the
verb takes (story/verbs.py), and a key the case leaves out is absent, not a guess."""
from adjudicator.story.case import build_case
import re
from pathlib import Path

from adjudicator.story.payloads import PAYLOADS, Drawn, Notice, Raise, Stake
from adjudicator.story.verbs import VERBS
from adjudicator.story.yamlio import loads

SITUATIONS = Path(__file__).resolve().parent.parent / "adjudicator" / "judge" / "situations"


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


def test_a_handler_reads_its_verbs_record_and_nothing_of_another_verbs():
    case = build_case(loads("""title: t
table: {players: [A, B], dealer: B}
events:
  - bet: {player: A, amount: 5}
  - notice: {what: claim, by: B}
""", "t.yaml"), "t.yaml")
    bet, notice = case.events
    assert Stake.told_by(bet) is bet.args and Stake.told_by(bet).amount == 5
    assert (Notice.told_by(notice).what, Notice.told_by(notice).by) == ("claim", "B")
    # a notice ruled as the bet it points out tells no amount; a bet tells no notice
    assert Stake.told_by(notice).amount is None and Notice.told_by(bet).by is None


def test_the_handlers_read_payloads_by_their_fields_not_by_key():
    # situations/lawful.py says any verb's act in the one template, so it reads the mapping
    by_key = re.compile(r"\b(?:ev|e|event)\.get\(|\.args\.get\(|\.args\[")
    found = [f"{p.name}:{n}" for p in sorted(SITUATIONS.glob("*.py")) if p.name != "lawful.py"
             for n, line in enumerate(p.read_text("utf-8").splitlines(), 1) if by_key.search(line)]
    assert found == []
