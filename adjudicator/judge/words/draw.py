"""The findings of the draw, and of a dispute over it referred and decided on evidence."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # situations/draw.py and drawasides.py
    # situations/drawfoul.py: a hand the draw makes foul, ruled when it is found
    "drawfoul.foul-once-found": "{finding}, and its holder retires when it is found: until "
                                "then he plays on it",
    "drawfoul.pointed-out-by": "pointed out by {by}",
    "drawfoul.found-how": "{finding} ({how})",
    # a hand foul only by the number it holds, the book silent on the draw that made it so
    "drawfoul.holds-by-count": "{p} holds {held} cards after the draw, where a hand holds "
                               "{size}: a foul hand",
    "drawfoul.pointed-out-by-count": "{x} points out that {finding}, ruled as the book rules "
                                     "one if he bets on it or shows it",
    "drawfoul.bet-on-by-count": "{finding}, and he bet on it ({how})",
    # how a wrong number given in the draw came to be ruled
    "draw.pointed-out": "pointed out",
    "draw.found-at-the-end": "found at the end of the story",
    # a hand the draw made foul: the wrong number demanded and given, the dealer's own draw
    "draw.given-the-wrong-number-demanded": "{p} discarded {discarded} but demanded {asked}, and "
                                            "the dealer gave him the {asked} demanded, {more} "
                                            "than he discarded: his hand is foul",
    "draw.dealer-held-to-have-demanded": "The dealer, {p}, drew {cards} having discarded "
                                         "{discarded}: he is held to have demanded that "
                                         "improper number, and his hand is a foul hand",
    # too many or too few given in the draw, and raised
    "draw.too-many": "too many",
    "draw.too-few": "too few",
    "draw.a-wrong-number-of": "a wrong number of",
    "draw.more-than-demanded": "{n} card{s} more than he demanded",
    "draw.given-demand-disputed": "{player} is given {n} card{s} in the draw; what he asked for "
                                  "is disputed below",
    "draw.fewer-than-demanded": "{n} card{s} fewer than he demanded",
    "draw.raised-hand-stands": "{player} was given {what} and raised the cards from the table "
                               "before this was {how}: his hand stands as it is held, and he "
                               "plays on",
    "draw.raised-before-this-was": "{player} was given {what} and raised the cards from the "
                                   "table before this was {how}: his hand is a foul hand",
    # what a player has done who may no longer ask the dealer's draw
    "draw.did-raise-drawn-cards": "raised his drawn cards from the table",
    "draw.did-bet": "bet",
    "draw.comes-draw-with-staked": "{p} comes to the draw with {stakes} staked, less than the "
                                   "highest stake, {level}: he must make his stake equal before "
                                   "drawing",
    "draw.draws-without-making-good": "draws without making his stake equal to the highest",
    "draw.discards-after-who-sits": "{p} discards after {after}, who sits after him from the "
                                    "dealer's left, has been served: the book does not say in "
                                    "what order the players draw",
    "draw.silent-on-not-discarding-in-turn": "the book does not say what follows when {p} does not "
                                             "discard in his turn",
    "draw.given-after-losing-his-draw": "{p} is given {n} cards, but he has lost his draw: "
                                        "they are no part of his hand",
    "draw.did-not-discard-when": "{said}; {p} did not discard when his turn came, and loses his "
                                 "draw: he plays the cards he was dealt",
    "draw.splits-openers-silent": "{player} splits his openers: the book does not say what notice "
                                  "he owes",
    "draw.splits-openers-proved-at-show": "{player} splits his openers; the book asks no notice "
                                          "of it: his show, if he wins, proves his openers",
    "draw.split-opener-forfeits-more": "the {amount} {player} puts up after he broke his "
                                       "openers unannounced are forfeit with the rest: he "
                                       "must forfeit whatever he may have put in the pot",
    "draw.splits-openers-announcing-setting": "{player} splits his openers, announcing it and "
                                              "setting his discard aside to prove them",
    "draw.split-openers-one-contending-hand": "{player}'s is the one contending hand left: "
                                              "he takes the pool",
    "draw.splits-openers-without-announcing": "{player} splits his openers without announcing it "
                                              "and setting the discard aside: he forfeits",
    "draw.splits-openers-unannounced-aside": "{player} splits his openers without announcing "
                                             "it, but sets his discard aside, mixed with no "
                                             "other cards: the law forfeits only one who does "
                                             "neither",
    "draw.splits-openers-announced-mixed": "{player} splits his openers, announcing it, though "
                                           "his discard is not set aside: the law forfeits only "
                                           "one who does neither",
    "draw.given-other-than-asked": "{p} asked for {asked} card{s} and was given {given}",
    "draw.discarded-demanded-was-given": "{p} discarded {discarded}, demanded {asked} and was "
                                         "given the number he demanded: the book does not say "
                                         "what follows",
    "draw.must-take-what-he-called": "{p} discarded {discarded}, demanded {asked} and was "
                                     "given the {asked} he demanded: he must take them, and "
                                     "may not put one back",
    "draw.demand-binds": "{p} discarded {discarded}, demanded {asked} and was given {given}: "
                         "the number he demanded is the number he must take",
    "draw.was-given-neither-number": "{p} was given neither the number he demanded nor the "
                                     "number he discarded: the book does not say what follows",
    "draw.points-out-cards-given": "{x} points out {what} cards given in the draw, but no error "
                                   "in the cards given remains to be ruled on",
    "draw.given-wrong-number-silent": "{player} was given {what}, and this was {how} {choice} "
                                      "he raised the cards: the book does not say what follows",
    "draw.given-too-many-dealer-takes-back": "{player} was given {what}, {how} before the cards "
                                             "were raised: the dealer takes back the card{s} given "
                                             "in excess and returns {them} to the pack",
    "draw.given-too-few-dealer-makes-good": "{player} was given {what}, {how} before the cards "
                                            "were raised: the dealer makes good the deficiency",
    "draw.says-asked-for-card": "{p} says he asked for {claimed} card{s}; the dealer, {dealer}, "
                                "says {says}",
    "draw.asks-dealers-own-draw-silent": "{p} asks the dealer how many cards he drew: the book "
                                         "does not say whether the dealer must answer",
    "draw.may-no-longer-ask": "{p} has {did}, and so may no longer ask: the dealer need not "
                              "answer",
    "draw.dealer-must-answer": "{p} has drawn but has neither raised his hand nor bet: the "
                               "dealer must answer him correctly",
    "draw.betting-begun-need-not-answer": "The betting has begun: the dealer need not answer {p}",
    "draw.betting-not-begun-bound-to-tell": "The betting has not begun: the dealer is bound to "
                                            "tell {p} how many cards he drew",
    "draw.asks-anothers-draw-silent": "{p} asks the dealer how many cards {about} drew: the book "
                                      "does not say whether the dealer may tell him",
    # Peel 51, "The dealer shall not give any information"; Keller, "Under no circumstances
    # has a player the right to ask": no information is given, said of both alike
    "draw.asks-anothers-draw-dealer-need-not-answer": "{p} asks the dealer how many cards {about} "
                                                      "drew: the dealer gives no information of "
                                                      "the number drawn by any player but himself",
    "draw.takes-back-discard-silent-whether-he-may": "{p} takes back {what} he discarded: the book "
                                                     "does not say whether he may",
    "draw.takes-back-into-hand": "{p} takes back into his hand {what} he discarded: a card once "
                                 "discarded shall not be taken into the hand again",
    "draw.silent-on-taking-discard-back": "the book does not say what follows when {p} takes a "
                                          "discard back",
    "draw.dealer-exposes-a-card-silent": "the dealer exposed {what} in giving {p} his draw: the "
                                         "book does not say what becomes of it",
    "draw.dealer-exposes-a-card-returned-to-pack": "The dealer exposed {what} in giving {p} the "
                                                   "cards he demanded: it is returned to the pack "
                                                   "and is not given to {p}",
    "draw.dealer-exposes-a-card-goes-to-bottom": "The dealer exposed {what} in giving {p} his "
                                                 "draw: it goes to the bottom, and {p} is given "
                                                 "another in its place",
    "draw.pack-has-not-cards": "the pack has not cards enough to give every player the number he "
                               "demanded: the book does not say what follows",
    "draw.pack-runs-short-discards-gathered": "The pack runs short in the draw: the discards are "
                                              "gathered to serve those still to be given cards",
    # situations/evidence.py
    # the seats the book names to decide a dispute, or to give evidence of a demand: within
    # a sentence, and beginning one; those passed over, and why
    "evidence.seat.dealer": "the dealer",
    "evidence.seat.dealer.first": "The dealer",
    "evidence.seat.left-of-dealer": "the person on the dealer's left",
    "evidence.seat.left-of-dealer.first": "The person on the dealer's left",
    "evidence.seat.right-of-dealer": "the person on the dealer's right",
    "evidence.seat.right-of-dealer.first": "The person on the dealer's right",
    "evidence.seat.left-of-disputant": "the person on the disputant's left",
    "evidence.seat.left-of-disputant.first": "The person on the disputant's left",
    "evidence.seat.disputant": "the disputant",
    "evidence.seat.disputant.first": "The disputant",
    "evidence.witness.left-of-dealer": "the person at the dealer's left hand",
    "evidence.witness.left-of-dealer.first": "The person at the dealer's left hand",
    "evidence.witness.right-of-dealer": "the person at the dealer's right",
    "evidence.witness.right-of-dealer.first": "The person at the dealer's right",
    "evidence.witness.round-from-left": "the first person from {p}'s left who can give "
                                        "evidence",
    "evidence.witness.round-from-left.first": "The first person from {p}'s left who can give "
                                              "evidence",
    "evidence.is-a-party": "{whom}, {who}, is a party",
    "evidence.is-the-disputant": "{whom}, {who}, is the player disputing",
    "evidence.cannot-give-evidence": "{whom}, {who}, cannot give evidence",
    "evidence.then": "{before}, {then}",
    "evidence.then-also": "{before}; {then}",
    "draw.discards-before-his-turn": "{p} discards before {before}, whose turn to draw comes "
                                     "first: the book sets no consequence for it, and the "
                                     "discard stands as made",
    "draw.served-ahead-of-his-turn": "{p} is given his draw before {before}, whose turn to "
                                     "draw comes first: the book sets no consequence for it, "
                                     "and the draw stands as made",
    "draw.served-before-his-turn": "{p} is given his draw before {before}, who discarded ahead "
                                   "of him and whose turn to draw came first: the book sets no "
                                   "consequence for it, and the draw stands as made",
    "evidence.though-retired": ", though he has retired from the game",
    "evidence.silent-on-who-decides": "the book does not say who decides a dispute at the table",
    "evidence.everyone-book-names-decide": "everyone the book names to decide the dispute is a "
                                           "party to it",
    "evidence.dispute-on-matter-fact": "The dispute is on a matter of fact: {who}'s decision is "
                                       "final and binding",
    "evidence.dispute-on-matter-law": "The dispute is on a matter of law: {who} decides it by "
                                      "the letter of the laws",
    "evidence.dispute-matter": "{p} and {other} dispute a matter of {matter}{on}",
    "evidence.dealer-dispute-number-cards": "{p} and the dealer dispute the number of cards he "
                                            "demanded: the book does not say whose evidence "
                                            "decides",
    "evidence.no-person-at-table": "no person at the table can give evidence: the book does not "
                                   "say what follows",
    "evidence.nobody-at-table-can": "Nobody at the table can give evidence: {p} is held to have "
                                    "demanded {proper}, the proper number",
    # found since the words were sorted by module
    "draw.demanded-discard-dealer-gave": "{p} demanded {cards} to a discard of {discarded}, and "
                                         "the dealer gave him {discarded} instead: the book does "
                                         "not say whether he may",
    "draw.demanded-than-discarded-dealer": "{p} demanded {cards}, {more} than the {discarded} he "
                                           "discarded; the dealer rightly gave him {discarded}: "
                                           "his hand is good",
    "draw.demanded-discard-was-given": "{p} demanded {cards} to a discard of {discarded} and was "
                                       "given {given}",
    "draw.dealer-drew-having-discarded": "the dealer, {p}, drew {cards} having discarded "
                                         "{discarded}: the book does not say what follows",
    "draw.not-his-announcement": "{by}, not {player}, points out that {player} was given "
                                 "{what}, before he lifts them; the book has the dealer "
                                 "{right} when the player himself discovers and announces it",
    "draw.takes-them-back": "take them back",
    "draw.makes-good": "make good the deficiency",
    "draw.silent-on-another-pointing-out": "the book does not say what follows when another "
                                           "player points out that {player} was given {what} "
                                           "before he lifts his cards",
}
