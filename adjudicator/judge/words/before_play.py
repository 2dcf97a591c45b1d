"""The findings of the seats, the ante, the deal and its irregularities (a misdeal; a wrong
count and a foul hand are words/foul.py's)."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # situations/seating.py
    "seating.more-players-than-allowed": "{n} players sit at this table, more than the {value} the "
                                         "book allows at one table",
    "seating.more-than-play-in-comfort": "{n} players sit at this table, more than the {value} "
                                         "the book says can play in comfort: its counsel, "
                                         "not a limit, and the deal is ruled as it was played",
    "seating.pack-holds-cards-too": "The pack holds {value} cards, too few to deal {size} to "
                                    "each of {n} players ({n2})",
    "seating.silent-on-what-follows": "the book does not say what follows; the deal is ruled as it "
                                      "was played",
    "seating.deal-cannot-be-made": "the deal cannot be made from the pack, and the book does not "
                                   "say what follows",
    # situations/ante.py
    "ante.silent-on-who-puts-up": "the book does not say who puts up the ante",
    "ante.straddle-after-the-deal": "{player} straddles only after the cards were dealt, though "
                                    "the book has the straddle made before the deal: it sets "
                                    "no consequence for a late straddle",
    "ante.put-up-after-the-deal": "{player}'s ante of {amount} is put up only after the cards "
                                  "were dealt, though the book has it staked before: it sets "
                                  "no consequence for a late ante, and the ante is played as "
                                  "put up",
    "ante.put-up-by-another-seat": "{player} puts up the ante, but the book gives the ante to "
                                   "{seat}",
    "ante.puts-up-jack-pot": "{player} puts up his {amount} to the jack pot, as every player must",
    "ante.book-has-no-law": "the book has no law of straddling",
    "ante.may-not-right": "{player} may not {who}: the right is {expected}'s",
    "ante.straddles-ended-with-dealer": "{player} may not straddle: the straddles end with the "
                                        "dealer, {dealer}, who has straddled",
    "ante.straddles-staking": "{player} straddles, staking {amount}",
    # of the straddle alone: a misdeal after it may yet give them back (misdeal.stakes)
    "ante.unknown-straddle-chips-stay": "{player}'s {amount}, once placed in the pool, are not "
                                        "taken out for his straddle, however it is read: as no "
                                        "irregularity, nothing corrects it; as one, no chips "
                                        "may be removed in correcting it",
    "ante.straddle-not-the-books": "{player} puts up {amount} as a straddle, but the book's "
                                   "straddle stakes {in_words} ({due}): his {amount} is not a "
                                   "straddle by its law",
    "ante.straddle-not-the-books-next": "{player} puts up {amount} as a straddle, but the book's "
                                        "straddle after one of {previous} adds {in_words} "
                                        "({due} in all): his {amount} is not a straddle by its "
                                        "law",
    "ante.straddle-of-another-sum": "the book has no law for {player}'s {amount} put up as a "
                                    "straddle of another sum than its own; they are replayed "
                                    "as put up",
    # situations/deal.py
    "deal.silent-on-jack-pot-ante": "the book does not say what each player pays into a jack pot",
    "deal.this-deal-jack-pot": "This deal is a jack pot opened by {jack_pot} or better; every "
                               "player puts {amount} into the pool",
    "deal.this-deal-jack-pot-table-feed": "This deal is a jack pot opened by {jack_pot} or "
                                          "better; every player puts {amount} into the pool, "
                                          "the table's feed: the book has each put up a sum "
                                          "equal to the ante, {ante}",
    "deal.not-dealer-shuffled-last": "{who}, not the dealer, shuffled last: the book does not "
                                     "say who has the last shuffle",
    "deal.shuffles-for-dealer": "{who}, at the dealer's left, shuffles and makes up the "
                                "pack for {dealer}, as the book allows",
    "deal.shuffles-not-his": "{who} shuffles the pack, though the book gives the shuffle to "
                             "the dealer, {dealer}, or the player at his left; it sets no "
                             "consequence, and the deal goes on",
    "deal.shuffled-pack-last-last": "{who} shuffled the pack last; the last shuffle is the "
                                    "dealer's, {dealer}'s, right",
    "deal.silent-on-shuffle-after-dealer": "the book does not say what follows when another "
                                           "shuffles after the dealer; the deal is ruled as it was "
                                           "played",
    "deal.silent-on-first-dealer": "the book does not say how the first dealer is chosen",
    "deal.lowest-deals-the-ace-unsaid": "The lowest card deals first: {low:, }, if the ace is "
                                        "low; {high:, }, if it is high",
    "deal.silent-on-the-ace-in-the-cut": "the book does not say whether the ace is low in the cut "
                                         "for the deal",
    "deal.tie-for-lowest-draw": "{lowest:, } tie for lowest and draw again",
    "deal.no-jack-has-fallen": "No jack has fallen: the cards go round again until one does",
    "deal.anybody-may-begin-dealing": "Anybody may begin dealing; the deal carries no special "
                                      "value",
    "deal.deals-first-game": "{how_won}: he deals the first game",
    "deal.who-pointed-out-wrong": "who pointed out the wrong number is not told",
    "deal.who-not-told": "who {who} is not told",
    "deal.was-left-out": "left out of the deal",
    "deal.spoke-to-dealer": "spoke to the dealer",
    # how the cut for the first deal was won
    "deal.draws-the-lowest": "{player} draws the lowest card",
    "deal.first-jack-falls-to": "The first jack falls to {player}",
    "deal.not-dealt-in-order-silent": "the cards were not dealt in order{how}: the book does not "
                                      "say how they are to be given out",
    "deal.not-dealt-one-at-a-time": "The cards were not dealt in order{how}: the dealer must give "
                                    "one card at a time to each player in turn, beginning at his "
                                    "left",
    "deal.silent-on-dealt-otherwise": "the book does not say what follows when the cards are dealt "
                                      "otherwise; the deal is ruled as it was played",
    "deal.silent-on-cards-to-each-player": "the book does not say how many cards each player is "
                                           "dealt, nor how many a hand holds",
    "deal.dealer-exposed-in-dealing": "the dealer exposed {what} in dealing to {player}: the "
                                      "book does not say whether he must keep it",
    "deal.exposed-in-dealing-player-keeps": "The dealer accidentally exposed {what} in dealing to "
                                            "{player}: {player} must keep it",
    # situations/redeal.py
    # Peel 11 and Keller p. 22 alike: the player "must accept it as though it had not been
    # exposed" (only Peel goes on to forbid an exchange in terms)
    "redeal.takes-back-exposed": "{who} gathers the cards and deals again, no misdeal being "
                                 "declared: the deal stood, and the card exposed in dealing to "
                                 "{players:, } was his to accept as though it had not been "
                                 "exposed; dealing again takes it from him",
    "redeal.no-misdeal-declared": "{who} gathers the cards and deals again, though no misdeal "
                                  "was declared",
    "redeal.unasked-silent": "the book does not say what becomes of a deal dealt again where "
                             "no misdeal was declared",
    "redeal.second-deal-stands": "The second deal stands, and is played as dealt",
    "redeal.read-as-misdeal": "The deal dealt again is a misdeal: what is told after it is no "
                              "part of this deal",
    "redeal.new-deal-his": "{who} gathers the cards and deals again: the new deal the misdeal "
                           "calls for, and his to deal",
    "redeal.new-deal-not-his": "{who} gathers the cards and deals again, but the new deal the "
                               "misdeal calls for is {redealer}'s to deal",
    # situations/misdeal.py
    "misdeal.not-cut-new-deal": "The pack was not cut, and {when}: there must be a new deal",
    "misdeal.not-cut-deal-stands": "The pack was not cut, but this was not pointed out before the "
                                   "deal was finished: the deal stands",
    "misdeal.cut-fault-new-deal": "There was an irregularity in the cut, and {when}: there "
                                  "must be a new deal",
    "misdeal.cut-fault-deal-stands": "There was an irregularity in the cut, and {when}: the "
                                     "deal stands",
    "misdeal.shuffle-fault-new-deal": "There was an irregularity in the shuffle, and {when}: "
                                      "there must be a new deal",
    "misdeal.shuffle-fault-deal-stands": "There was an irregularity in the shuffle, and "
                                         "{when}: the deal stands",
    "misdeal.deals-out-turn-deal": "{who} deals out of turn, the deal being {dealer}'s, and "
                                   "attention is called to it before the deal is finished: a "
                                   "misdeal",
    "misdeal.deals-out-turn-late": "{who} dealt out of turn, the deal being {dealer}'s, and "
                                   "attention was called to it only after the deal was "
                                   "finished: a misdeal",
    "misdeal.dealt-out-of-turn-deal-stands": "{who} dealt out of turn; the deal stands",
    "misdeal.deals-out-turn-after-show": "{who} dealt out of turn, the deal being {dealer}'s, "
                                         "and {when}: a misdeal",
    # the ground of a misdeal "if attention is called in time", called only after the show
    "misdeal.not-cut-too-late": "The pack was not cut, and {when}: attention was not called "
                                "to it in time, and the deal stands",
    "misdeal.cut-fault-too-late": "There was an irregularity in the cut, and {when}: "
                                  "attention was not called to it in time, and the deal stands",
    "misdeal.shuffle-fault-too-late": "There was an irregularity in the shuffle, and {when}: "
                                      "attention was not called to it in time, and the deal "
                                      "stands",
    "misdeal.out-of-turn-too-late": "{who} dealt out of turn, and {when}: attention was not "
                                    "called to it in time, and the deal stands",
    "misdeal.left-out-announced-misdeal": "{p} was left out of the deal: he has been dealt {fewer} "
                                          "(none), and the fact is announced before any cards of "
                                          "his could be raised: a misdeal",
    "misdeal.left-out-dealer-may-rectify": "{p} was left out of the deal: the dealer may rectify "
                                           "the deal",
    "misdeal.who-deals-new-hand": "who deals the new hand after the misdeal",
    "misdeal.deals-again": "{dealt_by} deals again",
    "misdeal.regular-ante-also": "The regular ante is made for the new deal also",
    "misdeal.antes-again": "{player} stakes the ante of {amount} for the new deal before its "
                           "cards are dealt",
    "misdeal.feeds-again": "{players:, } each feed the new deal, the same jack pot, before its "
                           "cards are dealt",
    "misdeal.imperfect-pack-after-taken-in": "The pack is found imperfect only after the pool "
                                             "was taken in (event {at}): the deal stands",
    "misdeal.imperfect-pack-taken-in-silent": "the pack proves imperfect after the pool was "
                                              "taken in (event {at}): the book does not say "
                                              "what follows",
    "misdeal.imperfect-pack-taken-in-void": "The pack proves imperfect after the pool was taken "
                                            "in: the deal is void and each player takes back "
                                            "what he put in",
    "misdeal.imperfect-pack-taken-in-misdeal": "The pack proves imperfect after the pool was "
                                               "taken in: a misdeal",
    "misdeal.same-jack-pot-again": "The new deal is the same jack pot, opened by {least} or better",
    "misdeal.next-dealer-in-turn": "The next dealer in turn, {in_turn}{whose} deals the new hand",
    "misdeal.whose-deal-it-was": ", whose deal it was,",
    # when a misdeal's ground is pointed out, and how few cards the player left out holds
    "misdeal.before-the-deal": "before the deal was finished",
    "misdeal.after-the-deal": "after the deal was finished",
    "misdeal.only-after-the-deal": "only after the deal was finished",
    "misdeal.only-after-the-show": "only after the show",
    "misdeal.only-after-the-betting": "only after the betting was over",
    # a ground of misdeal pointed out (when), or found when the story is told
    "misdeal.pointed-out": "this was pointed out {when}",
    "misdeal.nobody-pointed-out": "nobody at the table pointed it out",
    "misdeal.fewer-than": "fewer than {size} cards",
    "misdeal.too-few": "too few cards",
    "misdeal.silent-on-stake-for-new-deal": "the book does not say whether the {staked} already "
                                            "staked stays in the pool for the new deal or goes "
                                            "back to those who put it up",
    "misdeal.stakes-already-put-up": "The stakes already put up are returned",
    "misdeal.antes-go-back": "The antes go back to those who put them up",
    "misdeal.ante-remains-in-pot": "The ante already placed in the pot ({antes}) remains there",
    "misdeal.void-bets-remain": "The antes go back; the bets stay in the pool for the next deal: "
                                "a bet once made is not given back",
    "misdeal.bet-after-remains": "the {amount} {player} puts up after the misdeal stay in the "
                                 "pool for the new deal: a bet once made is not given back",
    "misdeal.bet-after-remains-read": "the {amount} {player} puts up after the misdeal remain in "
                                      "the pool for the new deal",
    "misdeal.bet-after-returned": "the {amount} {player} puts up after the misdeal go back to him",
    "misdeal.bet-after-silent": "{player} puts up {amount} after the misdeal: the book does not "
                                "say what a misdeal does with a bet beyond the ante",
    "misdeal.bets-remain": "The bets beyond the ante ({beyond}) remain in the pot with it: a bet "
                           "once made is not given back",
    "misdeal.antes-back-bets-remain": "The antes go back to those who put them up; the bets "
                                      "beyond them remain in the pot: a bet once made is not "
                                      "given back",
    "misdeal.pack-was-dealt-without": "the pack was dealt without being cut, and {when}: the "
                                      "book does not say what follows",
    "misdeal.cut-fault-unanswered": "there was an irregularity in the cut, and {when}: the "
                                    "book does not say what follows",
    "misdeal.shuffle-fault-unanswered": "there was an irregularity in the shuffle, and "
                                        "{when}: the book does not say what follows",
    "misdeal.deal-not-finished": "The deal is not finished until every player has received "
                                 "{each} cards, and {players:, } has fewer",
    "misdeal.was-found-face-up": "{what} was found face up in the pack {when}: the book does not "
                                 "say what follows",
    # Peel 10 "it is a misdeal, and there shall be a new deal", Keller p. 22 "there must be a
    # fresh deal": what both say
    "misdeal.found-faced-in-pack": "{what} is found faced in the pack {when}: the cards must be "
                                   "dealt again",
    "misdeal.faced-card-deal-stands": "{what} is found faced in the pack {when}: the deal "
                                      "stands",
    "misdeal.dealt-out-of-turn-silent": "{who} dealt out of turn, the deal being {dealer}'s: the "
                                        "book does not say what follows",
    "misdeal.dealt-out-of-turn-law-governs": "{who} dealt out of turn, the deal being {dealer}'s; "
                                             "the book's law governs a deal out of turn to which "
                                             "attention is called in time",
    "misdeal.attention-was-called-only": "attention was called only after the deal was finished, "
                                         "and the book does not say whether that is in time",
    "misdeal.out-of-turn-nobody-pointed-out": "nobody at the table pointed it out, and the book "
                                              "does not say what follows then",
    "misdeal.deals-out-turn-unnoticed": "{who} dealt out of turn, the deal being {dealer}'s, and "
                                        "nobody at the table pointed it out: a misdeal",
    "misdeal.imperfect-pack-deal-void": "The pack proves imperfect before the pot is taken "
                                        "in: the deal is void and each player withdraws from "
                                        "the pot as many chips as he has put in it",
    "misdeal.imperfect-pack-misdeal": "The pack proves imperfect before the pot is taken "
                                      "in: a misdeal",
    "misdeal.imperfect-pack-book-torn": "The pack proves imperfect before the pot is taken "
                                        "in, and the book is torn: {said}. Which governs "
                                        "the book does not say, so nothing is awarded",
    "misdeal.imperfect-pack-law-voids": "{law} makes the deal void, every player taking back "
                                        "what he put in",
    "misdeal.imperfect-pack-law-misdeals": "{law} makes it a misdeal",
    "misdeal.imperfect-pack-law-stands": "{law} lets the deal stand",
    "misdeal.imperfect-pack-deal-stands": "The pack proves imperfect before the pot is taken "
                                          "in: the deal stands, played out as told",
    "misdeal.imperfect-pack-silent": "the pack proves imperfect: the book does not say what "
                                     "follows",
    "misdeal.dealer-left-out-deal": "The dealer, {dealer}, left {p} out of the deal: {p} takes "
                                    "{dealer}'s hand, and {dealer} holds none",
    "misdeal.left-out-misdeal": "{p} was left out of the deal: a misdeal",
    # the dealer's hand goes "to the omitted player nearest his left", one hand to one man
    "misdeal.left-out-law-reaches-not": "{p} was left out of the deal: the book gives the "
                                        "dealer's hand to the omitted player nearest his left "
                                        "({nearest}), and does not say what follows for {p}",
    "misdeal.left-out-silent": "{p} was left out of the deal: the book does not say what "
                               "follows",
    "misdeal.hand-was-dealt-nobody": "a hand was dealt to nobody: the book does not say what "
                                     "becomes of it",
    "misdeal.dealer-dealt-too-many": "The dealer dealt too many hands: the excess hand is dead",
    "misdeal.who-deals-next": "the book does not say who deals next",
    "misdeal.jack-pot-won-next-deal-silent": "the jack pot is won: the book does not say whether "
                                             "the next deal is one",
    "misdeal.jack-pot-won-next": "The jack pot is won: the next game is an ordinary one",
}
