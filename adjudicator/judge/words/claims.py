"""The findings of claims to the pool: taking it in, a miscalled hand, an objection."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # situations/claims.py
    "claims.miscall-silent": '{player} called his hand "{called}": the book does not say '
                                    "whether his words or his cards decide",
    "claims.called-hand-no-law": '{player} called his hand "{called}"; no law speaks of a '
                                 "miscall, but by the book's law the best hand shown wins the "
                                 "pool: his words neither win nor lose it",
    "claims.called-hand-cards-speak": '{player} called his hand "{called}"; the cards speak for '
                                      "themselves, and the miscall neither wins nor loses him "
                                      "the pool",
    "claims.held-words-hold-good": '{p} is held to his words, "{name}", and {better: and } '
                                   "hold{choice} as good a hand or better",
    "claims.begins-take-in-pool": "{player} begins to take in the pool: whether it is his is "
                                  "weighed when the pool is divided",
    "claims.begins-take-in-pool-law": "{player} begins to take in the pool: if his is not the "
                                      "winning hand, a player with a better hand must protect "
                                      "himself by promptly objecting",
    "claims.takes-in-pool": "{player} takes in the pool: whether it is his is weighed when "
                            "the pool is divided",
    "claims.takes-in-pool-law": "{player} takes in the pool: if his is not the winning hand, a "
                                "player with a better hand must protect himself by promptly "
                                "objecting",
    "claims.takes-in-when-out-of-deal": "{p} began to take in the pool (event {at}), but he is out "
                                        "of the deal and has no claim to it",
    "claims.takes-in-wins-his-share": "{p}, who began to take in the pool (event {at}), wins "
                                      "{awards} of it",
    "claims.takes-in-without-best-hand-silent": "{p} began to take in the pool (event {at}) "
                                                "without the winning hand: the book does not say "
                                                "whether {better:, } may still have it",
    "claims.takes-in-without-best-hand": "{p} began to take in the pool (event {at}), but his hand "
                                         "does not win it: the best hand wins the pool, and "
                                         "{better: and } hold{choice} it",
    "claims.takes-in-with-foul-hand-silent": "{p} began to take in the pool (event {at}) with "
                                             "a foul hand: whether it may win the pool turns "
                                             "on what becomes of a foul hand at the show, on "
                                             "which the book is silent",
    "claims.takes-in-better-hand-must-object-promptly": "{p} began to take in the pool (event "
                                                        "{at}) without the winning hand: {w}, "
                                                        "whose hand is better, had to object "
                                                        "promptly",
    "claims.objected-in-time-takes": "{w} objected in time: he takes in his share of the pool",
    "claims.takes-in-better-hand-objected-promptly": "{p} began to take in the pool without the "
                                                     "winning hand, and {w}, whose hand is better, "
                                                     "objected promptly: {w} takes in the pool",
    "claims.keeps-what-he-took-in": "{why}, so {p} keeps the {share} he took in",
    "claims.objected-too-late": "{p} began to take in the pool (event {at}) without the winning "
                                "hand; {w}, whose hand is better, objected only at event "
                                "{fact_at}, after {n} other event{s}: he had to protect himself "
                                "by promptly objecting, and did not",
    "claims.better-hand-takes-what-he-objected-to": "{why}, so {r} takes the {share} {p} took in",
    # situations/claims.py: why a better hand's share goes, and the objection not told (texts
    # the findings quote)
    "claims.did-not-protect": "{w} did not protect himself by objecting promptly",
    "claims.did-not-protect-rival-did": "{w} did not protect himself by objecting promptly; "
                                        "{r}, whose hand is better than {p}'s, did",
    "claims.objection-not-told": "{p} began to take in the pool without the winning hand; {w}, "
                                 "whose hand is better, must protect himself by promptly "
                                 "objecting, and whether he objected is not told",
}
