"""A handler's outcome applied by the engine (judge/acts/, judge/applied.py, judge/view.py;
issue 35): the acts in the order the handler gives them, its result handed back, and a
handler that returns its outcome given a view of the deal through which it can do nothing."""
import pytest

from adjudicator.judge import acts as a
from adjudicator.judge.acts import betting as b
from adjudicator.judge.acts import deal as deal_acts
from adjudicator.judge.acts import show as showacts
from adjudicator.judge.acts import draw as draw_acts
from adjudicator.judge.applied import _APPLY, apply_outcome
from adjudicator.judge.findings import Say
from adjudicator.judge.deal.settlement import Settlement
from adjudicator.judge.view import DealView


class Recorder:
    """The judge's recorder as the fold calls it, noting each call."""

    def __init__(self):
        self.calls = []
        self.settlement = Settlement()  # the deal's results, which the fold writes

    def find(self, say, *sources, rung=None, on=()):
        self.calls.append(("find", say.kind, sources))

    def silence(self, point, say, decisive=True, open=None, reach=None, layer=False):
        self.calls.append(("silence", point, decisive))

    def end(self, status):
        self.calls.append(("end", status))

    def award(self, player, amount):
        self.calls.append(("award", player, amount))


def test_the_acts_are_applied_in_the_order_the_handler_gives_them():
    j = Recorder()
    out = a.outcome(a.find(Say.of("seating.silent-on-what-follows")),
                    a.LeaveOpen("players.max", Say.of("seating.silent-on-what-follows"),
                                decisive=False),
                    a.Award("B", 5), a.Refund("A", 3), a.Refund("A", 2), a.EndDeal("settled"),
                    result=True)
    assert apply_outcome(j, out) is True
    assert j.calls == [("find", "seating.silent-on-what-follows", ()),
                       ("silence", "players.max", False), ("award", "B", 5),
                       ("end", "settled")]
    assert j.settlement.refunds == {"A": 5}


def test_outcomes_added_keep_both_acts_in_turn_and_the_later_result():
    first = a.outcome(a.Award("A", 1), result=False)
    later = a.outcome(a.Award("B", 2))
    assert (first + later).acts == (a.Award("A", 1), a.Award("B", 2))
    assert (first + later).result is False  # the later one reckons none
    assert (first + a.outcome(result=True)).result is True
    assert first.then(a.EndDeal("void")).acts[-1] == a.EndDeal("void")


def test_an_act_is_frozen():
    act = a.Award("A", 1)
    with pytest.raises(AttributeError):
        act.amount = 2


def test_every_act_has_its_way_of_being_applied():
    made = {cls for module in (a, b, showacts, draw_acts, deal_acts)
            for cls in vars(module).values()
            if isinstance(cls, type) and issubclass(cls, a.Act)
            and cls not in (a.Act, a.OfPlayer, a.Chips)}
    assert made == set(_APPLY)


def test_a_handler_given_the_view_can_read_the_deal_but_record_nothing():
    view = DealView(Recorder())
    for act in ("find", "silence", "rule", "end", "award", "wins", "lack", "penalty"):
        assert not hasattr(view, act)
