"""The findings of a wrong number dealt and of a foul hand: who announced it, whether the hand
was raised, who refunds the ante or straddle, and what the holder gives up."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # situations/wrongcount.py
    # a wrong number dealt (wrongcount.py), said within the findings on it
    "wrongcount.was-dealt": "{holder} was dealt {n} cards",
    "wrongcount.was-dealt-instead": "{holder} was dealt {n} cards instead of {size}",
    "wrongcount.raised-before-announced": "{dealt} and raised his hand before the fact was "
                                          "announced: his is a foul hand",
    "wrongcount.announced-before-cards-were": "{said}, and {who} announced it before the cards "
                                              "were raised: it is a misdeal",
    "wrongcount.this-was-pointed-out": "{said}, and this was pointed out before he raised them: "
                                       "the dealer may rectify the deal, and play goes on",
    "wrongcount.pointed-out-before-play": "{said}, and this was pointed out in dealing, before "
                                          "play went on: the dealer may rectify the deal, "
                                          "transferring such cards as are necessary",
    "wrongcount.unannounced-unraised-misdeal": "{said}; nobody announced it, and he never "
                                               "raised them: it is a misdeal",
    "wrongcount.unannounced-unraised-dealer-rectifies": "{said}; nobody announced it, and he never "
                                                        "raised them: the dealer may rectify the "
                                                        "deal, and play goes on",
    "wrongcount.wrong-number-cards-claimed": "A wrong number of cards is claimed, but every "
                                             "player was dealt {size}",
    "wrongcount.claimed-deal-untold": "A wrong number of cards is claimed, but the story does "
                                      "not tell the deal, and no hand it tells is of a wrong "
                                      "number",
    "wrongcount.this-was-announced-before": "{said}, and this was announced before he raised "
                                            "them: the book does not say what follows",
    "wrongcount.not-points-out-before": "{said}, and {by}, not {holder}, points it out before "
                                        "{holder} raises his hand; the book makes it a misdeal "
                                        "when the player receiving the improper number discovers "
                                        "and announces it",
    "wrongcount.silent-on-another-pointing-out": "the book does not say what follows when another "
                                                 "player points out {holder}'s wrong number before "
                                                 "{holder} lifts his hand",
    "wrongcount.lifts-wrong-number": "{player} raises his {n} cards from the table before the "
                                     "wrong number is announced: found after this, his is a "
                                     "foul hand",
    "wrongcount.lifts-wrong-number-silent": "{player} raises his {n} cards from the table "
                                            "before the wrong number is announced: what follows "
                                            "when it is found is weighed then",
    "wrongcount.was-dealt-cards-raised": "{player} was dealt {n} cards and raised his hand "
                                         "before it was announced: the book does not say what "
                                         "follows",
    "wrongcount.hand-stands-as-dealt": "{player}'s hand of {n} cards stands as it was dealt",
    "wrongcount.raised-already-out": "{player} was dealt {n} cards and raised his hand before "
                                     "it was announced: his is a foul hand, and he is already "
                                     "out of the game",
    "wrongcount.stake-remains-in-pool": "{player}'s stake remains in the pool; {distracter} "
                                        "spoke to the dealer while the cards were being dealt, "
                                        "so he, and not the dealer, refunds {player} the amount "
                                        "of his {what}, {paid}",
    "wrongcount.distracter-dealt-foul": "{player}'s stake remains in the pool; he spoke to the "
                                        "dealer while the cards were being dealt, so he, and "
                                        "not the dealer, refunds the {what}: his own {paid}, "
                                        "and nothing passes",
    "wrongcount.book-has-no-rule": "the book has no rule that anyone refund {player} his {what} "
                                   "of {paid}, so none is ordered",
    "wrongcount.stake-stays-in-pool": "{player}'s stake stays in the pool; the dealer, {dealer}, "
                                      "refunds {player} the {what}, {paid}",
    "wrongcount.dealer-dealt-foul": "{player}'s stake stays in the pool; the dealer refunds the "
                                    "{what}, and he is the dealer: his own {paid}, and nothing "
                                    "passes",
    "wrongcount.spoke-dealer-during-deal": "{player} spoke to the dealer during the deal, "
                                           "against the law",
    "wrongcount.found-at-end-story": "{said}, found at the end of the story before he raised "
                                     "them: the book does not say what follows",
    "wrongcount.every-other-player-passed": "every other player {=passed} to {holder}, whose hand "
                                            "is foul: no hand is left in, and the book does not "
                                            "say who takes the pool",
    "wrongcount.was-dealt-cards-nobody": "{holder} was dealt {n} cards and nobody announced it "
                                         "before he raised them: the book does not say what "
                                         "follows",
    # situations/foul.py
    "foul.retires-from-game-forfeits": "{finding}; he retires from the game and forfeits his "
                                       "stake in that game",
    "foul.retires": "{finding}; he retires",
    "foul.silent-on-foul-hands-stake": "the book does not say what becomes of the {stakes} "
                                       "{player} has staked; no law takes it out of the pool",
    "foul.bet-with-foul-hand": "{player} bet with a foul hand and loses the pool; {winner}, the "
                               "only player betting against it, takes the pool",
    "foul.bet-with-foul-hand-at-show": "{player} bet with a foul hand and loses the pool; "
                                       "the holder of the best hand betting against it, of "
                                       "{left:, }, takes the pool",
    # found before the show: the others play on, and the best of their hands takes it
    "foul.bet-with-foul-hand-to-show": "{player} bet with a foul hand and loses the pool; "
                                       "the holder of the best hand betting against it, of "
                                       "{left:, }, takes the pool when the hands are shown",
    "foul.stake-forfeited": "the {stakes} {player} has staked stays in the pool, forfeited",
    "foul.bet-after-it-was-foul": "{player} staked {bet} on the hand after it was foul: he "
                                  "loses it with the rest of his stake, and it stays in the pool",
    "foul.stake-stays-by-law-of-pool": "the {stakes} {player} has staked stays in the pool: "
                                       "one who retires leaves what he put in, and has no "
                                       "part in it",
    "foul.stake-returned": "the {stakes} {player} has staked goes back to him",
    "foul.only-player-left-takes-pool": "{left} is the only player left in the game, and takes the "
                                        "pool",
    "foul.best-other-at-end-claims-pool": "the foul hand found at the end of the game, the "
                                          "holder of the best hand of {left:, } claims the pool",
    "foul.one-other-at-end-claims-pool": "the foul hand found at the end of the game, {left} is "
                                         "the only other player, and claims the pool",
    # found since the words were sorted by module
    "ante.puts-up-ante": "{player}{who!t} puts up the ante of {amount}",
    "ante.agreed-seat-antes": "{player}{who!t} puts up the ante of {amount}, as the players "
                              "agreed before play ({departure})",
    "ante.agreed-ante-binds": "the book lets a departure agreed before play bind: {player}'s "
                              "ante is the ante",
    # an ante or a straddle told once the pool is decided: the next deal's stake
    "ante.for-the-next-deal": "{player}'s {verb} of {amount}, put up {when}, is a stake for "
                              "the next deal: it is carried to it, no part of the pool "
                              "decided here",
    "ante.for-the-next-deal-untold": "{player}'s {verb}, put up {when}, is a stake for the "
                                     "next deal; the story does not tell what he put up, and "
                                     "nothing is carried",
    # when it was put up (ante.for-the-next-deal)
    "ante.after-the-show": "after the show",
    "ante.after-the-betting": "after the betting was over",
    # a straddle whose sum neither the story nor the book tells (a missing fact's detail)
    "ante.straddle-amount-untold": "{player} straddles, but the story does not tell how much "
                                   "he put up, and the book has no law that says what a "
                                   "straddle stakes; every stake after it turns on that sum",
    # an ante whose sum neither the story nor the table tells (a missing fact's detail)
    "ante.ante-amount-untold": "{player} puts up the ante, but neither the story nor the table "
                               "tells how much, and the book fixes no sum of its own; every "
                               "stake after it turns on that sum",
    "ante.ante-exceeds": "The ante of {amount} exceeds {in_words} ({most})",
    "ante.straddle-would-raise-ante": "{player}'s straddle to {amount} would raise the ante "
                                      "beyond {in_words} ({most}): it is not allowed",
    "ante.straddle-beyond-most-silent": "{player} put up {amount} for it: the book does not say "
                                        "whether they stay in the pool or go back to him",
    "ante.straddle-beyond-most-stays": "the {amount} {player} put up stay in the pool, no "
                                       "straddle and no stake anyone must meet",
    "ante.straddle-beyond-most-returned": "the {amount} {player} put up go back to him",
    "ante.not-his-silent": "the book does not say whether the {amount} {player} put up stands "
                           "as the ante or goes back to him",
    "ante.beyond-most-silent": "the book does not say whether the {excess} of the ante beyond "
                               "the most stands or goes back to {player}",
    "ante.no-bet": "the {amount} {player} put up is no bet or blind: it is in the pool, and no "
                   "stake of his that his call makes good",
    "ante.not-his-stands": "the {amount} {player} put up stand as the ante",
    "ante.not-his-returned": "the {amount} {player} put up go back to him: they are not the "
                             "ante",
    "ante.beyond-most-stands": "the {excess} of the ante beyond the most stand as {player} "
                               "put them up",
    "ante.beyond-most-returned": "the {excess} of the ante beyond the most go back to "
                                 "{player}",
    "ante.straddle-not-his-silent": "{player} put up {amount} for it: the book does not say "
                                    "whether they stay in the pool or go back to him",
    "ante.straddle-not-his-stays": "the {amount} {player} put up stay in the pool, no straddle "
                                   "and no stake anyone must meet",
    "ante.straddle-not-his-returned": "the {amount} {player} put up go back to him",
    "deal.cut-pack-cut-belongs": "{player} cut the pack; the cut belongs to {seat}",
    "wrongcount.found-at-the-show-forfeits": "{dealt}, and raised it before this was "
                                             "announced: found at the show, his hand cannot "
                                             "win, and he forfeits his stake",
    "foulnotice.points-at-the-one": "{by} points out a foul hand: {whose}'s, the one hand the "
                                    "story has given a wrong number",
    "foulnotice.points-at-the-one-at-end": "{by} points out a foul hand: {whose}'s, the one "
                                           "hand the story has given a wrong number. Found at "
                                           "the end of the game, it cannot win: the best other "
                                           "hand claims the pool",
    "foulnotice.which-meant-not-told": "{who} points out a foul hand, and the story gives more "
                                       "than one hand a wrong number ({hands}): which {who} "
                                       "meant is not told",
    "deal.points-out-foul-hand": "{by} points out a foul hand: it is weighed when the pool is "
                                 "divided",
    "misdeal.book-says-ante-remains": "the book says the ante remains in the pot, but not what "
                                      "becomes of the {beyond} bet beyond it",
    "misdeal.read-ante-remains": "the ante so read, the book does not say what becomes of the "
                                 "{beyond} bet beyond it either",
    # how many sit at a table too small for the book (seating.py)
    "seating.one-sits": "player sits",
    "seating.many-sit": "players sit",
    "seating.only-at-this-table": "Only {n} {sit} at this table, fewer than the {value} the book "
                                  "requires",
    "wrongcount.no-other-hand-holds": "{said}, and no other hand holds the card he lacks: the "
                                      "book lets the dealer rectify a card given to the wrong "
                                      "player, and says nothing of a hand dealt short or long",
    "wrongcount.no-other-hand-lacks": "{said}, and no other hand lacks the card he has over: "
                                      "the book lets the dealer rectify a card given to the "
                                      "wrong player, and says nothing of a hand dealt short or "
                                      "long",
    "wrongcount.no-card-astray": "{said}, and no hand holds a card another lacks: the book "
                                 "lets the dealer rectify a card given to the wrong player, and "
                                 "says nothing of a hand dealt short or long",
}
