"""The words of each kind of finding, in the engine's terms (law/vocabulary.py puts them in
each book's own words at the face). A handler names the kind and gives the parameters; the
words are made only when the ruling is written."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # the hands weighed at the show: their words are the hands layer's (hands/showdown.py),
    # the players whose hands it weighs are data
    "hand": "{text}",
    # the pool
    "wins": "{player} wins {amount}",
    "best-hand": "{player}'s hand is the best for {amount}",
    # the jack pot
    "came-in-after-declining": "{player} declined to open the jack pot and came in after it "
                               "was opened: the book does not say whether he may",
    # the ladder's open rung
    "torn": "the book is torn: {conflict}",
    "not-told": "not told ({fact}): {detail}",  # as the ruling's `missing` says it (PLAIN)
    "reading": "On the reading that {meaning}",
    "reading-agreed": "The players agree that {meaning}",
    # the story told after the deal was decided
    "after-waiting": "{verb} is told while the deal waits on the ruling above; it is for the "
                     "deal when it goes on",
    "after-ended": "{verb} comes after the deal was ended ({status}); the law that ended it "
                   "leaves nothing for it to decide",
    "after-stopped": "{verb} comes after the deal was stopped ({status}) on a point the book "
                     "does not settle: it is not replayed",
    # the first bet after the draw (turns)
    "turns.age-bets-first": "{age}, the age, bets first after the draw",
    "turns.age-declined-dealers-left-first": "{age}, the age, has declined to play, so {first}, "
                                             "at the dealer's left, bets first after the draw",
    "turns.ages-left-bets-first": "{first}, at the age's left, has the first bet after the draw",
    "turns.ages-left-bets-first-age-retired": "{first}, at the age's left, has the first bet "
                                              "after the draw, though {age}, the age, has "
                                              "retired",
    "turns.ages-left-out-passes": "{left}, at the age's left, is out or has no bet to make, so "
                                  "the first bet after the draw passes to {first}",
    "turns.ages-left-out-passes-age-retired": "{left}, at the age's left, is out or has no bet "
                                              "to make, so the first bet after the draw passes "
                                              "to {first}, though {age}, the age, has retired",
    # an act after the betting was over
    "after-betting": "{verb}{who} comes after the betting was over, and is no part of it",
    # an agreement the book does not know
    "unknown-departure": "the book knows no departure called {departure!r}; it changes nothing "
                         "here",
    # all in (stakes)
    "stakes.puts-up-all-he-has": "{player} puts up all he has, {put}, bringing his stake to "
                                 "{stake}",
    "stakes.has-put-up-all": "{player} has put up all he has: he is all in, his stake {stake}",
    # out of turn, the book silent on it (irregular)
    "irregular.out-of-turn-turn-was": "{player} {does} out of turn; the turn was {expected}'s",
    "irregular.out-of-turn-turn-was-against-order": "{player} {does} out of turn; the turn was "
                                                    "{expected}'s, against the book's order of "
                                                    "play",
    "irregular.out-of-turn-no-consequence": "{player} {does} out of turn: the book demands play "
                                            "in turn but sets no consequence for betting out of "
                                            "it; the bet is replayed as made",
    "irregular.out-of-turn-says-nothing": "{player} {does} out of turn: the book says nothing of "
                                          "it; the bet is replayed as made",
    "irregular.said-put-up-deposit-unclear": "{player} said {said} but put up {put}: the book "
                                             "requires a bet to be deposited but does not say "
                                             "whether his words or his chips make the bet",
    "irregular.said-put-up-unclear": "{player} said {said} but put up {put}: the book does not "
                                     "say whether his words or his chips make the bet",
    "draw.discards-after-follower-served": "{player} discards after {after}, who follows him in "
                                           "the draw, has been served: the draw goes in turn "
                                           "from the dealer's left",
    # an act the book permits (situations/lawful.py), by its verb
    "lawful.act.bet": "{p} bets {amount} in his turn",
    "lawful.act.open": "{p} opens the game for {amount}",
    "lawful.act.call": "{p} makes his stake equal to the highest",
    "lawful.act.raise": "{p} raises in his turn",
    "lawful.act.fold": "{p} passes and gives up his stake",
    "lawful.act.check": "{p} stands without betting",
    "lawful.act.all_in": "{p} puts up all he has",
    "lawful.act.deal": "The cards are dealt",
    "lawful.act.discard": "{p} discards {count}",
    "lawful.act.draw": "{p} is given {given} cards in the draw",
    "lawful.act.cut": "{p} cuts the pack",
    "lawful.act.shuffle": "{p} shuffles the pack",
    "lawful.act.ante": "{p} puts up the ante",
    "lawful.act.show": "The hands are laid down",
    "lawful.act.straddle": "{p} straddles",
    # the show with no hand the book can value
    "show.no-hand-valued": "no hand of {hands:, } can be valued by the book's laws, and the pool "
                           "turns on it",
    "show.no-hand-still-in": "every hand still in is foul or out of the deal: the book does not "
                             "say who takes the pool",
    # a dispute referred, and the evidence taken (evidence)
    "evidence.referred": "The dispute is referred to {whom}, {who}",
    "evidence.referred-after": "{passed:, }, so the dispute is referred to {whom}, {who}",
    "evidence.taken": "The evidence of {desc}, {who}{retired}, is taken as deciding the matter: "
                      "{player} demanded {n}",
    "evidence.taken-after": "{passed:; }. {taken}",
    # --- made by the handlers (kinds named by their module and first words) ---
    "misdeal.pack-was-not-cut": "The pack was not cut, and this was pointed out {when}: there "
                                "must be a new deal",
    "misdeal.pack-was-not-cut-2": "The pack was not cut, but this was not pointed out before the "
                                  "deal was finished: the deal stands",
    "misdeal.deals-out-turn-deal": "{who} deals out of turn, the deal being {dealer}'s, and "
                                   "attention is called to it before the deal is finished: a "
                                   "misdeal",
    "misdeal.dealt-out-turn-deal-3": "{who} dealt out of turn; the deal stands",
    "misdeal.was-left-out-deal-3": "{p} was left out of the deal: he has been dealt {fewer} "
                                   "(none), and the fact is announced before any cards of his "
                                   "could be raised: a misdeal",
    "misdeal.was-left-out-deal-4": "{p} was left out of the deal: the dealer may rectify the deal",
    "seating.players-sit-at-this": "{n} players sit at this table, more than the {value} the "
                                   "book allows at one table",
    "seating.only-players-sit-at": "Only {n} players sit at this table, fewer than the {value} "
                                   "the book requires",
    "seating.pack-holds-cards-too": "The pack holds {value} cards, too few to deal {size} to "
                                    "each of {n} players ({n2})",
    "wrongcount.announced-before-cards-were": "{said}, and {who} announced it before the cards "
                                              "were raised: it is a misdeal",
    "wrongcount.this-was-pointed-out": "{said}, and this was pointed out before he raised them: "
                                       "the dealer may rectify the deal, and play goes on",
    "wrongcount.nobody-announced-never-raised": "{said}; nobody announced it, and he never "
                                                "raised them: it is a misdeal",
    "wrongcount.nobody-announced-never-raised-2": "{said}; nobody announced it, and he never "
                                                  "raised them: the dealer may rectify the deal, "
                                                  "and play goes on",
    "ante.book-does-not-say": "the book does not say who puts up the ante",
    "ante.puts-up-ante-but": "{player} puts up the ante, but the book gives the ante to {seat}",
    "ante.puts-up-ante": "{player}, {who}, puts up the ante of {amount}",
    "ante.ante-exceeds": "The ante of {amount} exceeds {value} ({most})",
    "ante.puts-up-jack-pot": "{player} puts up his {amount} to the jack pot, as every player must",
    "ante.book-has-no-law": "the book has no law of straddling",
    "ante.may-not-right": "{player} may not {who}: the right is {expected}'s",
    "ante.straddle-would-raise-ante": "{player}'s straddle to {amount} would raise the ante "
                                      "beyond {value} ({most}): it is not allowed",
    "ante.straddles-staking": "{player} straddles, staking {amount}",
    "betting.puts-up-less-than": "{player} puts up {amount}, less than the {owed} needed to make "
                                 "good",
    "betting.opens-for-less-than": "{player} opens for {total}, less than the least opening of "
                                   "{least}",
    "betting.opened-for-less-than": "{player} opened for less than the least stake allowed: the "
                                    "book does not say what follows",
    "betting.opens-game-staking-at": "{player} opens the game, staking {total}, at least double "
                                     "the ante",
    "betting.stands-without-betting-book": "{p} stands without betting: the book does not say "
                                           "whether he may",
    "betting.who-has-first-bet": "{p}, who has the first bet after the draw, declines to bet, "
                                 "and so must pass out, forfeiting his stake",
    "betting.stands-without-betting-where": "{p} stands without betting where nobody has bet: "
                                            "the book lays the duty to bet or pass out on the "
                                            "first bettor after the draw only, and does not say "
                                            "whether a later player may stand",
    "betting.declines-bet-so-must": "{p} declines to bet, and so must pass out, forfeiting his "
                                    "stake",
    "betting.stands-without-betting-book-2": "{p} stands without betting: the book lets only the "
                                             "first bettor after the draw do so, and does not "
                                             "say what follows when another does",
    "betting.stood-before-turn-has": "{p} stood before, and the turn has come round to him "
                                     "again: he must bet or give up his cards and his stake; he "
                                     "does not bet, and so gives them up",
    "betting.who-has-first-bet-2": "{p}, who has the first bet, stands: he declines to bet until "
                                   "the turn comes round to him again",
    "betting.stands-before-draw-book": "{p} stands before the draw: the book says only that the "
                                       "first bettor after the draw may not",
    "betting.checks-bet-nothing-no": "{p} checks: a bet of nothing, as no one has bet in this "
                                     "interval",
    "betting.book-does-not-say": "{p} {silent}: the book does not say what follows",
    "betting.retires-forfeits-what-has": "{p} {what}: he retires and forfeits what he has staked",
    "betting.raises-but-stake-does": "{player} raises, but his stake does not go beyond the "
                                     "highest ({n}): he puts up {amount}, {how} what makes it "
                                     "good",
    "betting.already-out-game-throwing": "{player} is already out of the game: throwing up his "
                                         "hand changes nothing",
    "betting.passes-forfeits-what-has": "{player} passes and forfeits what he has staked",
    "betting.drops-out-this-pot": "{player} drops: he is out of this pot",
    "betting.bets-are-equal-betting": "The bets are equal and the betting is over: the hands are "
                                      "to be shown",
    "claims.called-hand-book-does": '{player} called his hand "{called}": the book does not say '
                                    "whether his words or his cards decide",
    "claims.called-hand-no-law": '{player} called his hand "{called}"; no law speaks of a '
                                 "miscall, but by the book's law the best hand shown wins the "
                                 "pool: his words neither win nor lose it",
    "claims.called-hand-cards-speak": '{player} called his hand "{called}"; the cards speak for '
                                      "themselves, and the miscall neither wins nor loses him "
                                      "the pool",
    "claims.held-words-hold-good": '{p} is held to his words, "{name}", and {better: and } '
                                   "hold{choice} as good a hand or better",
    "claims.begins-take-in-pool": "{player} begins to take in the pool",
    "claims.began-take-in-pool": "{p} began to take in the pool (event {at}), but he is out of "
                                 "the deal and has no claim to it",
    "claims.who-began-take-in": "{p}, who began to take in the pool (event {at}), wins {awards} "
                                "of it",
    "claims.began-take-in-pool-2": "{p} began to take in the pool (event {at}) without the "
                                   "winning hand: the book does not say whether {better:, } may "
                                   "still have it",
    "claims.began-take-in-pool-3": "{p} began to take in the pool (event {at}), but his hand "
                                   "does not win it: the best hand wins the pool, and {better: "
                                   "and } hold{choice} it",
    "claims.began-take-in-pool-4": "{p} began to take in the pool (event {at}) without the "
                                   "winning hand: {w}, whose hand is better, had to object "
                                   "promptly",
    "claims.objected-in-time-takes": "{w} objected in time: he takes in his share of the pool",
    "claims.began-take-in-pool-5": "{p} began to take in the pool without the winning hand, and "
                                   "{w}, whose hand is better, objected promptly: {w} takes in "
                                   "the pool",
    "claims.so-keeps-took-in": "{why}, so {p} keeps the {share} he took in",
    "deal.book-does-not-say": "the book does not say what each player pays into a jack pot",
    "deal.this-deal-jack-pot": "This deal is a jack pot opened by {jack_pot} or better; every "
                               "player puts {amount} into the pool",
    "deal.not-dealer-shuffled-last": "{who}, not the dealer, shuffled last: the book does not "
                                     "say who has the last shuffle",
    "deal.shuffled-pack-last-last": "{who} shuffled the pack last; the last shuffle is the "
                                    "dealer's, {dealer}'s, right",
    "deal.book-does-not-say-2": "the book does not say what follows when another shuffles after "
                                "the dealer; the deal is ruled as it was played",
    "deal.cut-pack-cut-belongs": "{player} cut the pack; the cut belongs to {right_of}",
    "deal.book-does-not-say-3": "the book does not say how the first dealer is chosen",
    "deal.tie-for-lowest-draw": "{lowest:, } tie for lowest and draw again",
    "deal.no-jack-has-fallen": "No jack has fallen: the cards go round again until one does",
    "deal.anybody-may-begin-dealing": "Anybody may begin dealing; the deal carries no special "
                                      "value",
    "deal.deals-first-game": "{how_won}: he deals the first game",
    "deal.who-pointed-out-wrong": "who pointed out the wrong number is not told",
    "deal.who-not-told": "who {who} is not told",
    "deal.cards-were-not-dealt": "the cards were not dealt in order{how}: the book does not say "
                                 "how they are to be given out",
    "deal.cards-were-not-dealt-2": "The cards were not dealt in order{how}: the dealer must give "
                                   "one card at a time to each player in turn, beginning at his "
                                   "left",
    "deal.book-does-not-say-4": "the book does not say what follows when the cards are dealt "
                                "otherwise; the deal is ruled as it was played",
    "deal.book-does-not-say-5": "the book does not say how many cards each player is dealt, nor "
                                "how many a hand holds",
    "deal.dealer-exposed-in-dealing": "the dealer exposed {what} in dealing to {player}: the "
                                      "book does not say whether he must keep it",
    "deal.dealer-accidentally-exposed-in": "The dealer accidentally exposed {what} in dealing to "
                                           "{player}: {player} must keep it",
    "draw.comes-draw-with-staked": "{p} comes to the draw with {stakes} staked, less than the "
                                   "highest stake, {level}: he must make his stake equal before "
                                   "drawing",
    "draw.book-does-not-say": "the book does not say what follows when {p} draws without making "
                              "good",
    "draw.discards-after-who-sits": "{p} discards after {after}, who sits after him from the "
                                    "dealer's left, has been served: the book does not say in "
                                    "what order the players draw",
    "draw.book-does-not-say-2": "the book does not say what follows when {p} does not discard in "
                                "his turn",
    "draw.did-not-discard-when": "{said}; {p} did not discard when his turn came, and loses his "
                                 "draw: he plays the cards he was dealt",
    "draw.splits-openers-book-does": "{player} splits his openers: the book does not say what "
                                     "notice he owes",
    "draw.splits-openers-announcing-setting": "{player} splits his openers, announcing it and "
                                              "setting his discard aside to prove them",
    "draw.splits-openers-without-announcing": "{player} splits his openers without announcing it "
                                              "and setting the discard aside: he forfeits",
    "draw.asked-for-card-was": "{p} asked for {asked} card{s} and was given {given}",
    "draw.discarded-demanded-was-given": "{p} discarded {discarded}, demanded {asked} and was "
                                         "given the number he demanded: the book does not say "
                                         "what follows",
    "draw.demanded-cards-discard-dealer": "{p} demanded {asked} cards to a discard of "
                                          "{discarded}, and the dealer gave him {discarded} "
                                          "instead: the book does not say whether he may",
    "draw.demanded-cards-than-discarded": "{p} demanded {asked} cards, {more} than the "
                                          "{discarded} he discarded; the dealer rightly gave him "
                                          "{discarded}: his hand is good",
    "draw.demanded-cards-discard-was": "{p} demanded {asked} cards to a discard of {discarded} "
                                       "and was given {given}",
    "draw.was-given-neither-number": "{p} was given neither the number he demanded nor the "
                                     "number he discarded: the book does not say what follows",
    "draw.dealer-drew-cards-having": "the dealer, {p}, drew {given} cards having discarded "
                                     "{discarded}: the book does not say what follows",
    "draw.points-out-cards-given": "{x} points out {what} cards given in the draw, but no error "
                                   "in the cards given remains to be ruled on",
    "draw.was-given-this-was": "{player} was given {what}, and this was pointed out {choice} he "
                               "raised the cards: the book does not say what follows",
    "draw.was-given-pointed-out": "{player} was given {what}, pointed out before the cards were "
                                  "raised: the dealer takes back the card{s} given in excess and "
                                  "returns {them} to the pack",
    "draw.was-given-pointed-out-2": "{player} was given {what}, pointed out before the cards "
                                    "were raised: the dealer makes good the deficiency",
    "draw.says-asked-for-card": "{p} says he asked for {claimed} card{s}; the dealer, {dealer}, "
                                "says {says}",
    "draw.asks-dealer-how-many": "{p} asks the dealer how many cards he drew: the book does not "
                                 "say whether the dealer must answer",
    "draw.may-no-longer-ask": "{p} has {did}, and so may no longer ask: the dealer need not answer",
    "draw.dealer-must-answer": "{p} has drawn but has neither raised his hand nor bet: the dealer "
                              "must answer him correctly",
    "draw.betting-begun-need-not-answer": "The betting has begun: the dealer need not answer {p}",
    "draw.betting-not-begun-bound-to-tell": "The betting has not begun: the dealer is bound to tell {p} "
                                  "how many cards he drew",
    "draw.asks-dealer-how-many-2": "{p} asks the dealer how many cards {about} drew: the book "
                                   "does not say whether the dealer may tell him",
    "draw.asks-dealer-how-many-3": "{p} asks the dealer how many cards {about} drew: the dealer "
                                   "gives no information of the number drawn by any player but "
                                   "himself, and need not answer",
    "draw.takes-back-discarded-book": "{p} takes back {what} he discarded: the book does not say "
                                      "whether he may",
    "draw.takes-back-into-hand": "{p} takes back into his hand {what} he discarded: a card once "
                                 "discarded shall not be taken into the hand again",
    "draw.book-does-not-say-3": "the book does not say what follows when {p} takes a discard back",
    "draw.dealer-exposed-in-giving": "the dealer exposed {what} in giving {p} his draw: the book "
                                     "does not say what becomes of it",
    "draw.dealer-exposed-in-giving-2": "The dealer exposed {what} in giving {p} the cards he "
                                       "demanded: it is returned to the pack and is not given to "
                                       "{p}",
    "draw.dealer-exposed-in-giving-3": "The dealer exposed {what} in giving {p} his draw: it "
                                       "goes to the bottom, and {p} is given another in its place",
    "draw.pack-has-not-cards": "the pack has not cards enough to give every player the number he "
                               "demanded: the book does not say what follows",
    "draw.pack-runs-short-in": "The pack runs short in the draw: the discards are gathered to "
                               "serve those still to be given cards",
    "evidence.book-does-not-say": "the book does not say who decides a dispute at the table",
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
    "foul.retires-from-game-forfeits": "{finding}; he retires from the game and forfeits his "
                                       "stake in that game",
    "foul.retires": "{finding}; he retires",
    "foul.book-does-not-say": "the book does not say what becomes of the {stakes} {player} has "
                              "staked; no law takes it out of the pool",
    "foul.bet-with-foul-hand": "{player} bet with a foul hand and loses the pool; {winner}, the "
                               "only player betting against it, takes the pool",
    "foul.only-player-left-in": "{left} is the only player left in the game, and takes the pool",
    "intention.book-does-not-say": "{told}: the book does not say whether a stated intention "
                                   "binds him; his act is ruled as made",
    "intention.stated-intention-does-not": "{told}: his stated intention does not bind him, and "
                                           "his act stands",
    "irregular.passes-out-turn-turn": "{p} passes out of turn (the turn was {expected}'s); a "
                                      "player who passes is out of the deal, so his pass stands",
    "irregular.passed-out-turn-book": "{p} passed out of turn: the book sets no consequence, and "
                                      "nothing turns on it, as he is out",
    "irregular.checks-out-turn-turn": "{p} checks out of turn (the turn was {expected}'s): a "
                                      "check is allowed only in turn; the turn reverts to the "
                                      "proper player",
    "irregular.stands-out-turn-turn": "{p} stands out of turn; the turn was {expected}'s",
    "irregular.stood-out-turn-book": "{p} stood out of turn: the book sets no consequence",
    "irregular.out-turn-turn-was": "{p} {does} out of turn (the turn was {expected}'s): his bet "
                                   "stands, and the players passed over keep their say",
    "irregular.out-turn-turn-was-2": "{p} {does} out of turn (the turn was {expected}'s): the "
                                     "turn reverts to {expected}; {p}'s chips stay in the pot "
                                     "and count as his bet when his turn comes",
    "irregular.when-turn-comes-may": "When his turn comes, {p} may not raise",
    "irregular.bet-out-turn-before": "{player} bet out of turn before and may not raise; he may "
                                     "only call",
    "irregular.turn-comes-no-one": "{p}'s turn comes: no one has bet, and he is deemed to have "
                                   "bet the {n} he put in",
    "irregular.turn-comes-chips-make": "{p}'s turn comes: his chips make a call, and the "
                                       "{excess} beyond it is forfeit",
    "irregular.turn-comes-chips-put": "{p}'s turn comes: the chips he put in make exactly a call",
    "irregular.turn-comes-chips-put-2": "{p}'s turn comes: the chips he put in are too few to "
                                        "call, and he may make them up",
    "irregular.announced-but-put-into": "{player} announced {said} but put {put} into the pot: "
                                        "his bet is {said}, and the other {n} are forfeit (no "
                                        "slip of the tongue is told)",
    "irregular.said-but-deposited-bet": "{player} said {said} but deposited {put}: the bet is "
                                        "the amount deposited, and his statement of another "
                                        "amount is of no value",
    "irregular.said-but-put-up": "{player} said {said} but put up {put}",
    "irregular.announced-without-putting-up": "{player} announced {amount} without putting up "
                                              "chips: his words bet nothing",
    "irregular.said-but-deposited-nothing": "{player} said {amount} but deposited nothing: a bet "
                                            "is made only by depositing it, and his statement is "
                                            "of no value",
    "irregular.announced-word-binds-him": "{player} announced {amount}: his word binds him",
    "irregular.said-but-put-nothing": "{player} said {amount} but put nothing in the pool: "
                                      "nothing was bet",
    "irregular.announced-without-putting-up-2": "{player} announced {amount} without putting up "
                                                "chips: the book does not say whether the words "
                                                "bind him",
    "irregular.increased-stake-by-over": "{player} increased the stake by {raised_by}, over the "
                                         "agreed limit of {limit}: the book does not say what "
                                         "the limit caps",
    "irregular.increases-stake-by-more": "{player} increases the stake by {raised_by}, more than "
                                         "the limit of {limit}",
    "irregular.increase-exceeds-limit-book": "{player}'s increase of {raised_by} exceeds the "
                                             "limit of {limit}: the book fixes the limit but "
                                             "gives no remedy for a bet beyond it",
    "jackpot.book-has-no-law": "the book has no law of jack pots: it does not say what hand "
                               "opens one (the table played {table_min} or better)",
    "jackpot.this-jack-pot-one": "This jack pot is one the book opens with {table_min} or better",
    "jackpot.table-played-this-jack": "The table played this jack pot as opened by {table_min}; "
                                      "the book fixes the opening hand at {result} or better",
    "jackpot.table-played-this-jack-2": "the table played this jack pot as opened by "
                                        "{table_min}, which is no step of the book's progression",
    "jackpot.opens-jack-pot-which": "{player} opens the jack pot, which the table played as "
                                    "opened by {least} or better",
    "jackpot.opens-jack-pot-must": "{player} opens the jack pot; he must hold {least} or better "
                                   "in his original hand",
    "jackpot.opens-jack-pot-for": "{player} opens the jack pot for {put}, more than the limit of "
                                  "{limit} allows",
    "jackpot.book-gives-no-remedy": "the book gives no remedy for a jack pot opened for more "
                                    "than the limit",
    "jackpot.declines-open-jack-pot": "{p} declines to open the jack pot, and so declines to "
                                      "play: he passes",
    "jackpot.declines-open-jack-pot-2": "{p} declines to open the jack pot, as it is optional "
                                        "with any player to refuse",
    "jackpot.book-does-not-say": "the book does not say what opens the next jack pot",
    "jackpot.next-jack-pot-opens": "The next jack pot opens at {steps} or better",
    "jackpot.after-jack-pot-next": "After a jack pot of {current} {unopened}, the next opens at "
                                   "{steps} or better",
    "jackpot.what-opens-jack-pot": "what opens a jack pot after one of {current}",
    "jackpot.after-jack-pot-next-2": "After a jack pot of {current} {unopened}, the next is "
                                     "opened by {nxt} or better: the series {choice}",
    "jackpot.nobody-opened-game-book": "nobody opened the game: the book does not say what "
                                       "becomes of the pool or the next deal",
    "jackpot.all-players-but-age": "All the players but the age pass out: {age}, the age, takes "
                                   "the ante, and there is a new deal",
    "jackpot.nobody-opened-game-pool": "Nobody opened the game: the pool stays for the next "
                                       "deal, a jack pot",
    "jackpot.all-pass-without-bet": "All pass without a bet: the hand is ended, and the age, now "
                                    "the dealer, puts up an ante and deals anew",
    "jackpot.what-becomes-ante-already": "what becomes of the ante already put up",
    "jackpot.whether-who-opened-must": "whether {opener}, who opened, must prove that he held "
                                       "openers",
    "jackpot.who-opened-does-not": "{opener}, who opened, does not win the pool, so the law does "
                                   "not call on him to show his openers",
    "jackpot.opened": "{opener} opened, and {why}",
    "jackpot.opened-but-book-laws": "{opener} opened and {why}, but the book's laws cannot value "
                                    "his hand: {exc}",
    "jackpot.who-opened-shows-or": "{opener}, who opened, shows {least} or better: {why}, and he "
                                   "held them",
    "jackpot.opened-without-or-better": "{opener} opened without {least} or better, and {why}",
    "jackpot.opened-without-or-better-2": "{opener} opened without {least} or better: the book "
                                          "requires the proof but does not say what follows when "
                                          "he cannot make it",
    "jackpot.cannot-claim-pool-pays": "{opener} cannot claim the pool, and pays into it {n}, "
                                      "double the ante, as a penalty",
    "jackpot.cannot-claim-pool-penalty": "{opener} cannot claim the pool; the penalty of double "
                                         "the ante is nothing here, the table having no ante",
    "jackpot.next-game-jack-pot": "The next game is a jack pot, as if this one had not been "
                                  "opened: the pool stays for it",
    "jackpot.forfeits-stake": "{opener} forfeits his stake",
    "jackpot.began-take-in-pool": "{opener} began to take in the pool (event {early}) before he "
                                  "showed his openers (event {shown_at}): the law has him show "
                                  "his hand before he claims the pool, and sets no penalty on "
                                  "the order alone",
    "lawful.nothing-in-deal-turns": "{verb}{choice}: nothing in the deal turns on it, and no law "
                                    "is needed for it",
    "lawful.book-sets-no-rule": "{said}; the book sets no rule against it, and nothing turns on "
                                "it",
    "lawful.book-allows": "{said}, as the book allows",
    "lawful.stakes-beyond-what-put": "{player} stakes beyond what {names} put up: the book does "
                                     "not say whether the others may bet on over a player who "
                                     "has put up all he had",
    "lawful.stakes-beyond-what-put-2": "{player} stakes beyond what {names} put up, as he may: "
                                       "{names} show{choice} for what he put up, and the betting "
                                       "goes on among the others",
    "limit.asks-that-limit-be": "{p} asks that the limit be changed to {to}: the book does not "
                                "say whether the limit may be altered during play; the bets are "
                                "ruled at {fixed}",
    "limit.asks-that-limit-be-2": "{p} asks that the limit be changed to {to}: once fixed before "
                                  "play, the limit is never altered, and the request is refused; "
                                  "it stays at {fixed}",
    "misdeal.who-deals-new-hand": "who deals the new hand after the misdeal",
    "misdeal.deals-again": "{dealt_by} deals again",
    "misdeal.next-dealer-in-turn": "The next dealer in turn, {in_turn}{whose} deals the new hand",
    "misdeal.book-does-not-say": "the book does not say whether the {staked} already staked "
                                 "stays in the pool for the new deal or goes back to those who "
                                 "put it up",
    "misdeal.stakes-already-put-up": "The stakes already put up are returned",
    "misdeal.ante-already-placed-in": "The ante already placed in the pot ({antes}) remains there",
    "misdeal.book-says-ante-remains": "the book says the ante remains in the pot, but not what "
                                      "becomes of the {n} bet beyond it",
    "misdeal.pack-was-dealt-without": "the pack was dealt without being cut, and this was "
                                      "pointed out {when}: the book does not say what follows",
    "misdeal.was-found-face-up": "{what} was found face up in the pack {when}: the book does not "
                                 "say what follows",
    "misdeal.found-faced-in-pack": "{what} is found faced in the pack {when}: it is a misdeal",
    "misdeal.dealt-out-turn-deal": "{who} dealt out of turn, the deal being {dealer}'s: the book "
                                   "does not say what follows",
    "misdeal.dealt-out-turn-deal-2": "{who} dealt out of turn, the deal being {dealer}'s; the "
                                     "book's law governs a deal out of turn to which attention "
                                     "is called in time",
    "misdeal.attention-was-called-only": "attention was called only after the deal was finished, "
                                         "and the book does not say whether that is in time",
    "misdeal.pack-proves-imperfect-before": "The pack proves imperfect before the pot is taken "
                                            "in: the deal is void and each player withdraws from "
                                            "the pot as many chips as he has put in it",
    "misdeal.pack-proves-imperfect-before-2": "The pack proves imperfect before the pot is taken "
                                              "in: a misdeal",
    "misdeal.pack-proves-imperfect-before-3": "The pack proves imperfect before the pot is taken "
                                              "in, and the book is torn: {said}. Which governs "
                                              "the book does not say, so nothing is awarded",
    "misdeal.pack-proves-imperfect-book": "the pack proves imperfect: the book does not say what "
                                          "follows",
    "misdeal.dealer-left-out-deal": "The dealer left {p} out of the deal: {p} takes the dealer's "
                                    "hand, and the dealer holds none",
    "misdeal.was-left-out-deal": "{p} was left out of the deal: a misdeal",
    "misdeal.was-left-out-deal-2": "{p} was left out of the deal: the book does not say what "
                                   "follows",
    "misdeal.hand-was-dealt-nobody": "a hand was dealt to nobody: the book does not say what "
                                     "becomes of it",
    "misdeal.dealer-dealt-too-many": "The dealer dealt too many hands: the excess hand is dead",
    "misdeal.who-deals-next": "who deals next",
    "misdeal.jack-pot-won-book": "the jack pot is won: the book does not say whether the next "
                                 "deal is one",
    "misdeal.jack-pot-won-next": "The jack pot is won: the next game is an ordinary one",
    "seating.book-does-not-say": "the book does not say what follows; the deal is ruled as it "
                                 "was played",
    "shortstack.borrowed-raise-so-must": "{p} borrowed to raise, so he must borrow to call: he "
                                         "makes good the whole {to_call} and cannot show for less",
    "shortstack.cannot-meet-stake-puts": "{p} cannot meet the stake and puts up what he has: the "
                                         "book does not say whether he may have a show for it",
    "shortstack.has-not-enough-meet": "{p} has not enough to meet the stake, and in this game "
                                      "the privilege of a show for the money a player has is "
                                      "denied",
    "shortstack.can-neither-meet-stake": "{p} can neither meet the stake nor show for less: the "
                                         "book does not say what follows",
    "shortstack.wishes-call-has-twenty": "{p} wishes to call: he has twenty-four hours to find "
                                         "the money, and the cards are sealed up meanwhile",
    "shortstack.has-not-funds-call": "{p} has not the funds to call; he puts up all he has "
                                     "({funds}) and demands a show for that amount, his stake "
                                     "now {stakes}",
    "shortstack.borrows-book-does-not": "{player} borrows {amount}: the book does not say "
                                        "whether he may",
    "shortstack.may-not-borrow-from": "{player} may not borrow from another player: the loan of "
                                      "{amount} is refused",
    "shortstack.borrows-book-allows-but": "{player} borrows {amount}, as the book allows; but if "
                                          "he borrows to raise he must borrow to call",
    "show.openers-shown-no-jack-pot": "{player} shows the hand he held before the draw, but this "
                                   "deal is no opened jack pot: there are no openers to prove",
    "show.openers-shown-by-another": "{player} shows the hand he held before the draw, but "
                                     "{opened_by}, not he, opened the jack pot: it is the opener "
                                     "who must show openers",
    "show.book-does-not-say": "the book does not say how the hands are shown",
    "show.bets-are-equal-show": "The bets are equal: {in_hand:, } show their hands, and the best "
                                "hand wins the pool",
    "show.throws-up-hand-at": "{player} throws up his hand at the show; he was already out of "
                              "the game",
    "show.throws-up-hand-at-2": "{player} throws up his hand at the show without showing it: he "
                                "gives up his claim to the pool",
    "show.pool-goes": "The pool goes: {items:, }",
    "show.was-agreed-before-play": "{departure} was agreed before play, and {p} holds one; the "
                                   "book knows no {departure}, and does not say what {p}'s hand "
                                   "is worth under the agreement: the pool turns on it",
    "show.shows-cards-book-does": "{p} shows {n_shown} cards: the book does not say what becomes "
                                  "of a foul hand at the show",
    "show.hand-holds-cards-foul": "{p}'s hand holds {n_shown} cards: a foul hand. He forfeits "
                                  "his stake and cannot win; the pool goes to the best other hand",
    "show.foul-hand-shown": "{by} the foul hand: {foul:, }'s, as shown",
    "show.put-up-all-had": "{all_in:, } put up all he had and the others bet beyond it: the book "
                           "does not say whether he may have a show for it",
    "show.what-player-who-showed": "what a player who showed for less may take",
    "show.showed-for-made-much": "{short: and } showed for {cap}: {part} of {amount}, made of "
                                 "as much from each player in the game when he demanded his "
                                 "show{before}, is contested by {eligible:, }",
    "show.remainder-contested-by": "The remainder of {amount} is contested by {eligible:, }",
    "show.wins": "{eligible} wins {amount}",
    "show.wins-2": "{beats} wins {amount}",
    "show.wins-3": "{winners} wins {amount}",
    "show.are-left-level-on": "{winners: and } are left level on the point the book leaves open: "
                              "the {amount} they contest is held",
    "show.passed-out-after-showed": "{f} passed out after {s} showed for his stake, and {f}'s "
                                    "hand beats {s}'s: the book does not say whether it still "
                                    "counts",
    "show.hand-beat-so-loses": "{f}'s hand beat {s}'s, so {s} loses the stake he showed for; {f} "
                               "passed out, and his winnings from {s} go to the best hand still "
                               "in",
    "show.passed-out-has-no": "{f} passed out and has no further claim, though his hand beat "
                              "{s}'s: {s} keeps his show for what he put up",
    "show.by-book-rule-for": "By the book's rule for equal {name} hands, {winners: and } are "
                             "level",
    "show.hold-hands-identical-in": "{winners: and } hold hands identical in value: the book "
                                    "does not say how the pool goes",
    "show.share-equally-each": "{winners: and } share {n} equally, {n2} each",
    "show.chip-cannot-be-divided": "{odd} chip{choice} cannot be divided among {winners:, }: the "
                                   "book does not say who takes {choice2}",
    "show.odd-chip-cannot-be": "The odd chip{choice} ({odd}) cannot be divided: ownership is "
                               "determined by lot",
    "stakes.has-only-left-cannot": "{p} has only {funds} left and cannot put up {amount}: he "
                                   "puts up all he has",
    "stakes.stakes-money-borrowed-at": "{p} stakes money he borrowed at the table: the book does "
                                       "not say whether he may borrow",
    "stakes.betting-interval-ended-every": "The betting interval is ended: every player still in "
                                           "has had his turn, and the bets are equal (or all "
                                           "have checked)",
    "stakes.nobody-calls-book-does": "nobody calls {winner}: the book does not say whether he "
                                     "takes the pool unshown",
    "stakes.nobody-calls-bet-wins": "Nobody calls {winner}'s bet: he wins the pool unshown",
    "stakes.every-other-player-has": "Every other player has passed out: {winner}, the last left "
                                     "in, takes the pool without showing his hand",
    "turns.in-jack-pot-dealer": "In a jack pot the dealer has the last say, and {first}, the "
                                "first player to his left, the first",
    "turns.opener-bets-first-after": "{opened_by}, the opener, bets first after the draw",
    "turns.who-opened-went-out": "{opened_by}, who opened, went out before the draw, so {first}, "
                                 "next to his left in the draw, bets first",
    "turns.acted-first-order-disputed": "{player} acted first and the order is disputed: the "
                                        "book does not say who {what}",
    "turns.book-does-not-say": "the book does not say who {what}; {player}, who acted first and "
                               "was not objected to, is taken to have had the privilege",
    "turns.bets-before-first-bettor": "{actor} bets before {first}, who has the first bet: {first} is "
                                 "taken not to bet, as he may withhold it until the turn comes "
                                 "round to him again",
    "turns.has-passed-acts-again": "{player} has passed and acts again: the book does not say "
                                   "whether he may",
    "turns.passed-before-any-bet": "{player} passed before any bet or blind was made, so he may "
                                   "come in again before the draw",
    "turns.passed-after-bet-or": "{player} passed after a bet or blind was made, and may not "
                                 "come in again: his act is void",
    "turns.has-passed-may-not": "{player} has passed and may not come in again: his act is void, "
                                "and he cannot win the pool",
    "turns.has-put-up-all": "{player} has put up all he has and has nothing more to stake: his "
                            "{verb} changes nothing",
    "wrongcount.wrong-number-cards-claimed": "A wrong number of cards is claimed, but every "
                                             "player was dealt {size}",
    "wrongcount.this-was-announced-before": "{said}, and this was announced before he raised "
                                            "them: the book does not say what follows",
    "wrongcount.not-points-out-before": "{said}, and {by}, not {holder}, points it out before "
                                        "{holder} raises his hand; the book makes it a misdeal "
                                        "when the player receiving the improper number discovers "
                                        "and announces it",
    "wrongcount.book-does-not-say": "the book does not say what follows when another player "
                                    "points out {holder}'s wrong number before {holder} lifts "
                                    "his hand",
    "wrongcount.was-dealt-cards-raised": "{player} was dealt {n} cards and raised his hand "
                                         "before it was announced: the book does not say what "
                                         "follows",
    "wrongcount.stake-remains-in-pool": "{player}'s stake remains in the pool; {distracter} "
                                        "spoke to the dealer while the cards were being dealt, "
                                        "so he, and not the dealer, refunds {player} the amount "
                                        "of his {what}, {paid}",
    "wrongcount.book-has-no-rule": "the book has no rule that anyone refund {player} his {what} "
                                   "of {paid}, so none is ordered",
    "wrongcount.stake-stays-in-pool": "{player}'s stake stays in the pool; the dealer, {dealer}, "
                                      "refunds him his {what}, {paid}",
    "wrongcount.spoke-dealer-during-deal": "{player} spoke to the dealer during the deal, "
                                           "against the law",
    "wrongcount.found-at-end-story": "{said}, found at the end of the story before he raised "
                                     "them: the book does not say what follows",
    "wrongcount.every-other-player-passed": "every other player passed to {holder}, whose hand "
                                            "is foul: no hand is left in, and the book does not "
                                            "say who takes the pool",
    "wrongcount.was-dealt-cards-nobody": "{holder} was dealt {n} cards and nobody announced it "
                                         "before he raised them: the book does not say what "
                                         "follows",
}

# Kinds said in the engine's terms in every book: a fact not told repeats the detail of the
# ruling's `missing` entry word for word, which is not put in a book's vocabulary.
PLAIN = frozenset({"not-told"})
