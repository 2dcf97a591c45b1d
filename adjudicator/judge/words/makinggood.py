"""The findings of a stake short of making good: irregular by the book's law of making good,
with the consequence its law of not equalling gives, or none (situations/makinggood.py); one
who borrowed to raise and calls short."""
from __future__ import annotations

WORDS: dict[str, str] = {
    "betting.puts-up-less-than": "{player} puts up {amount}, less than the {owed} needed to make "
                                 "good",
    "betting.puts-up-less-than-irregular": "{player} puts up {amount}, less than the {owed} "
                                           "needed to make good, which the book requires: "
                                           "irregular; unless he makes it good before the "
                                           "betting ends, he must retire and forfeit what he "
                                           "has staked",
    "betting.puts-up-less-than-in-turn": "{player} puts up {amount}, less than the {owed} needed "
                                         "to make good, which the book requires",
    "betting.puts-up-less-than-no-consequence": "{player} puts up {amount}, less than the "
                                                "{owed} needed to make good, which the book "
                                                "requires: irregular, and the book sets no "
                                                "consequence for it",
    "betting.less-than-in-turn-silent": "{p} puts up less than makes his stake good, in his "
                                        "turn: the book has no law of making good, and does "
                                        "not say whether he plays on or is out",
    "betting.less-than-no-consequence-silent": "{p} puts up less than makes his stake good: "
                                               "the book requires it but does not say what "
                                               "follows; his chips are ruled as staked",
    # one who borrowed to raise, gone all in for less than the call (shortstack.py)
    "shortstack.borrowed-to-raise-puts-up-short": "{p} borrowed to raise, so he must borrow to "
                                                  "call the {to_call}; he puts up only what he "
                                                  "has, and cannot show for less",
}
