"""What a notice points out, as the findings of a notice the book ties nothing to say it:
"C points out a bet over the limit"."""
from __future__ import annotations

# what each notice a case may tell points out (story/verbs.py NOTICES), as a noun
NOTICED = {
    "no_cut": "a pack not cut", "faced_card": "a card faced in the pack",
    "wrong_count": "a wrong number of cards", "exposed": "a card exposed",
    "excess": "more cards given than asked", "short": "fewer cards given than asked",
    "out_of_turn": "an act out of turn", "imperfect_pack": "an imperfect pack",
    "deal_out_of_turn": "a deal out of turn", "foul_hand": "a foul hand",
    "miscall": "a hand called wrongly", "false_openers": "an opening without openers",
    "over_limit": "a bet over the limit", "split_openers": "openers split",
    "shuffle_fault": "a fault in the shuffle", "cut_fault": "a fault in the cut",
    "omitted": "a player left out", "extra_hand": "an extra hand dealt",
    "pack_short": "a pack run short", "spoke_to_dealer": "a player speaking to the dealer",
    "dealt_out_of_order": "cards dealt out of order"}

WORDS: dict[str, str] = {
    # a notice the book ties nothing to: what it points out was ruled where it was told
    "lawful.notice-ties-nothing": "{said}: the book ties nothing to the notice itself; what "
                                  "it points out is ruled where the story tells it",
    # what a notice the book ties nothing to points out (a finding within the one above)
    **{f"noticed.{what}": f"{{p}} points out {noun}" for what, noun in NOTICED.items()},
    # an objection to a claim, under a book with no law of one (the pool is divided as ever)
    "noticed.claim": "{p} objects to the pool being taken in: the book ties nothing to the "
                     "objection",
}
