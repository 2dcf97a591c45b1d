"""The findings of the betting: turns, stakes, bets out of turn, words against chips,
intentions, short stacks, and the acts the book permits."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # situations/turns.py
    "turns.in-jack-pot-dealer": "In a jack pot the dealer has the last say, and {first}, the "
                                "first player to his left, the first",
    "turns.opener-bets-first-after": "{opened_by}, the opener, bets first after the draw",
    "turns.who-opened-went-out": "{opened_by}, who opened, went out before the draw, so {first}, "
                                 "next to his left in the draw, bets first",
    # what the first to act is taken to have had ({what} below)
    "turns.first-say-before-draw": "has the first say before the draw",
    "turns.first-bet-after-draw": "bets first after the draw",
    "turns.acted-first-order-disputed": "{player} acted first and the order is disputed: the "
                                        "book does not say who {what}",
    # the disputed first say, read as his (story/points.py, first-say)
    "turns.first-say-read-his": "{player} acted first and the order is disputed: the book not "
                                "saying who {what}, it is read as his, and he acted in turn",
    "turns.first-say-read-his-after": "{player} acted first after {after: and } acted out of "
                                      "turn as the story tells it, and the order is disputed: "
                                      "the book not saying who {what}, it is read as his",
    "turns.silent-first-to-act-not-objected": "the book does not say who {what}; {player}, who "
                                              "acted first and was not objected to, is taken to "
                                              "have had the privilege",
    # the same, where acts the story tells as out of turn came before his
    "turns.acted-first-order-disputed-after": "{player} acted first after {after: and } acted out "
                                              "of turn as the story tells it, and the order is "
                                              "disputed: the book does not say who {what}",
    "turns.silent-first-to-act-not-objected-after": "the book does not say who {what}; {player}, "
                                                    "who acted first after {after: and } acted "
                                                    "out of turn as the story tells it, and was "
                                                    "not objected to, is taken to have had the "
                                                    "privilege",
    "turns.bets-before-first-bettor": "{actor} bets before {first}, who has the first bet: "
                                      "{first} is taken not to bet, as he may withhold it until "
                                      "the turn comes round to him again",
    "turns.has-passed-acts-again": "{player} has {=passed} and acts again: the book does not say "
                                   "whether he may",
    "turns.passed-before-any-bet": "{player} {=passed} before any bet or blind was made, so he may "
                                   "come in again before the draw",
    "turns.passed-after-bet-may-not-come-in": "{player} {=passed} after a bet or blind was "
                                              "made, and may not come in again: his act counts "
                                              "for nothing in the play",
    "turns.passed-may-not-come-in": "{player} has {=passed} and may not come in again: his act "
                                    "counts for nothing in the play, and he cannot win the pool",
    # situations/passing.py: chips put up by a player out of the deal
    "passing.out-puts-up-silent": "{player}, out of the deal, puts up {amount}: the book does "
                                  "not say whether they stay in the pool or go back to him",
    "passing.out-puts-up-stays": "the {amount} {player} puts up, out of the deal, stay in the "
                                 "pool, and he has no part in it: chips once in the pool stay "
                                 "there",
    "passing.out-puts-up-stays-read": "the {amount} {player} puts up, out of the deal, stay in "
                                      "the pool, and he has no part in it",
    "passing.out-puts-up-returned": "the {amount} {player} puts up, out of the deal, go back to "
                                    "him",
    "passing.after-betting-silent": "{player} puts up {amount} by it: the book does not say "
                                    "whether they stay in the pool or go back to him",
    "passing.after-betting-stays": "the {amount} {player} puts up after the betting stay in the "
                                   "pool, no stake anyone must meet",
    "passing.after-betting-returned": "the {amount} {player} puts up after the betting go back "
                                      "to him",
    "turns.all-in-act-changes-nothing": "{player} has put up all he has and has nothing more to "
                                        "stake: his {verb} changes nothing",
    # situations/betting.py
    "betting.opens-for-less-than": "{player} opens for {total}, less than the least opening of "
                                   "{least}",
    "betting.opened-for-less-than": "{player} opened for less than the least stake allowed: the "
                                    "book does not say what follows",
    "betting.stands-silent-whether-he-may": "{p} stands without betting: the book does not say "
                                            "whether he may",
    "betting.first-bettor-declines-passes-out": "{p}, who has the first bet after the draw, "
                                                "declines to bet, and so must {=pass out}, "
                                                "forfeiting his stake",
    "betting.declines-to-bet-passes-out": "{p} declines to bet, and so must {=pass out}, "
                                          "forfeiting his stake",
    "betting.stands-not-first-bettor-silent": "{p} stands without betting: the book lets only the "
                                              "first bettor after the draw do so, and does not "
                                              "say what follows when another does",
    "betting.later-stands-passes-out-right": "{p} stands without betting after the draw, "
                                             "where nobody has bet: read as having no right "
                                             "to stand, which the book gives the first bettor "
                                             "alone, he {=passes out}, forfeiting his stake",
    "betting.later-stands-may-right": "{p} stands without betting where nobody has bet: read "
                                      "as having the first bettor's right to stand, he may",
    "betting.may-a-later-player-stand-right": "{p} stands without betting where nobody has "
                                              "bet: the book gives the right to stand to the "
                                              "first bettor after the draw, and does not say "
                                              "whether a later player has it",
    "betting.stood-turn-comes-round-again": "{p} stood before, and the turn has come round to him "
                                            "again: he must bet or give up his cards and his "
                                            "stake; he does not bet, and so gives them up",
    "betting.first-bettor-stands": "{p}, who has the first bet, stands: he declines to bet until "
                                   "the turn comes round to him again",
    "betting.early-stand-passes-out": "{p} stands without betting before the draw, where "
                                      "nobody has bet: read so that he may not, he "
                                      "{=passes out}, forfeiting his stake",
    "betting.early-stand-may": "{p} stands without betting before the draw, where nobody has "
                               "bet: read so that he may, he plays on",
    "betting.stands-before-draw-silent": "{p} stands before the draw: the book says only that the "
                                         "first bettor after the draw may not",
    "betting.stake-already-made-good": "{p}'s stake of {stake} already equals the highest: "
                                       "he plays without putting up more",
    "betting.ante-no-bet-of-the-interval": "The ante {players: and } put up before the deal "
                                           "is no bet made during this betting interval: it "
                                           "stays in the pool, no stake anyone must meet",
    "betting.checks-a-bet-of-nothing": "{p} checks: a bet of nothing, as no one has bet in this "
                                       "interval",
    "betting.silent-on-what-follows": "{p} {silent}: the book does not say what follows",
    "betting.retires-forfeits-stake": "{p} {what}: he "
                                      "{=retires and forfeits what he has staked}",
    "betting.raise-short-of-highest-made-good": "{player} raises, but his stake does not go beyond "
                                                "the highest ({n}): he puts up {amount}, {how} "
                                                "what makes it good",
    "betting.already-out-game-throwing": "{player} is already out of the game: throwing up his "
                                         "hand changes nothing",
    "betting.passes-forfeits-stake": "{player} {=passes and forfeits what he has staked}",
    "betting.passes-staked-nothing": "{player} {=passes}: he had staked nothing, and is out of "
                                     "the game",
    "betting.passes-staked-nothing-besides": "{player} {=passes}: he had staked nothing (the {n} "
                                             "he put up are no stake of his), and is out of the "
                                             "game",
    "betting.passes-may-come-in-again": "{player} {=passes} before any bet or blind was made: "
                                        "he may come in again",
    "betting.drops-out-this-pot": "{player} {=passes}: "
                                  "{=he retires from the game for this deal}",
    "betting.bets-are-equal-betting": "The bets are equal and the betting is over: the hands are "
                                      "to be shown",
    # situations/stakes.py
    "stakes.has-only-left-cannot": "{p} has only {funds} left and cannot put up {amount}: he "
                                   "puts up all he has",
    "stakes.borrowed-at-table-silent": "{p} stakes money he borrowed at the table: the book does "
                                       "not say whether he may borrow",
    "stakes.betting-interval-ended-every": "The betting interval is ended: every player still in "
                                           "has had his turn, and the bets are equal (or all "
                                           "have checked)",
    "stakes.betting-interval-not-ended-short": "The betting interval has not ended: the bets "
                                               "are not equalized, {short:, } being in for "
                                               "less than the highest stake ({level}) without "
                                               "having dropped",
    "stakes.nobody-calls-silent": "nobody calls {winner}: the book does not say whether he takes "
                                  "the pool unshown",
    "stakes.nobody-calls-bet-wins": "Nobody calls {winner}'s bet: he wins the pool unshown",
    "stakes.nobody-calls-bet-wins-if-openers": "Nobody calls {winner}'s bet: he wins the pool "
                                               "unshown, if he shows that he held openers",
    "stakes.last-left-silent": "{winner} is the last left in: the book does not say whether he "
                               "takes the pool",
    "stakes.every-other-passed-last-takes-pool-if-openers": "Every other player has gone out: "
                                                            "{winner}, the last left in, takes "
                                                            "the pool, if he shows that he held "
                                                            "openers",
    # every player before him has passed, and the game is unopened only once he passes too
    "stakes.last-say-to-come": "{player} is the only player left, and he has not had his "
                               "say: he may yet open the game, which nobody has opened only "
                               "once he passes too",
    "stakes.elects-to-play": "{player}, with the last say, does not pass: he elects to play, and "
                             "the game is not one nobody opened",
    "stakes.every-other-passed-last-takes-pool": "Every other player has gone out: {winner}, the "
                                                 "last left in, takes the pool",
    # situations/irregular.py
    "irregular.passed-out-of-turn-no-consequence": "{p} {=passed} out of turn: the book sets no "
                                                   "consequence, and nothing turns on it, as he is "
                                                   "out",
    "irregular.stood-out-of-turn-no-consequence": "{p} stood out of turn: the book sets no "
                                                  "consequence",
    "irregular.may-not-raise-when-turn-comes": "When his turn comes, {p} may not raise",
    "irregular.bet-out-turn-before": "{player} bet out of turn before and may not raise; he may "
                                     "only call",
    # in words no book owns: "deemed to have bet" is the Standard laws', not Peel 55's
    "irregular.chips-put-in-deemed-a-bet": "{p}'s turn comes: no one has bet, and the {n} he "
                                           "put in stand as his bet",
    "irregular.turn-comes-chips-make": "{p}'s turn comes: his chips make a call, and the "
                                       "{excess} beyond it is forfeit",
    "irregular.turn-comes-deemed-forfeit": "{p}'s turn comes: he is deemed to have bet the "
                                           "{n} he put in out of turn, and the {excess} of "
                                           "them beyond a call are forfeited to the pot",
    "irregular.turn-comes-deemed-forfeit-no-raise": "{p}'s turn comes: he is deemed to have bet "
                                                    "the {n} he put in out of turn; he may not "
                                                    "raise, and the {excess} of them beyond a "
                                                    "call are forfeited to the pot",
    "irregular.chips-put-in-make-a-call": "{p}'s turn comes: the chips he put in make exactly a "
                                          "call",
    "irregular.turn-comes-chips-raise": "{p}'s turn comes: his chips count as put in, and the "
                                        "{excess} beyond a call raise",
    "irregular.matched-chips-make-call": "the {n} {q} put up in his call to match {p}'s chips "
                                         "make his call of them, now that they count",
    "irregular.matched-chips-stay": "the {n} {q} put up in his call to match {p}'s chips "
                                    "beyond a call stay in the pot, forfeit, though they do "
                                    "not count as his bet",
    "irregular.turn-comes-chips-back": "{p}'s turn comes: his chips make a call, and the "
                                       "{excess} beyond it go back to him",
    "irregular.matched-chips-go-back": "the {n} {q} put up in his call to match {p}'s chips "
                                       "beyond a call go back to him, as they do not count",
    "irregular.excess-out-of-turn-silent": "{p}'s turn comes with {excess} put in out of turn "
                                           "beyond a call: the book does not say what they are",
    # what he may do with them is his book's to say, in its own words (the Standard laws' "he
    # may add enough chips to call"), not the finding's: Peel's law 55 says only that they stand
    "irregular.chips-put-in-too-few": "{p}'s turn comes: the chips he put in are too few to "
                                      "call",
    "irregular.chips-put-in-too-few-may-add": "{p}'s turn comes: the chips he put in are too "
                                              "few to call, and he may add enough chips to "
                                              "call",
    "irregular.announced-but-put-into": "{player} announced {said} but put {put} into the pot: "
                                        "his bet is {said}, and the other {n} are forfeit (no "
                                        "slip of the tongue is told)",
    # plain words, not Peel 56's own ("the actual amount deposited"), which Schenck lacks
    "irregular.said-but-deposited-bet": "{player} said {said} but put in {put}: his bet is "
                                        "the {put} put in, not the {said} he said",
    "irregular.said-but-put-up": "{player} said {said} but put up {put}",
    "irregular.said-but-deposited-only": "{player} said {said} but put up {put}: a bet must be "
                                         "deposited, and his bet is the {put} he put up",
    "irregular.announced-bet-words-bet-nothing": "{player} announced {amount} without putting up "
                                                 "chips: his words bet nothing",
    "irregular.said-but-deposited-nothing": "{player} said {amount} but deposited nothing: a bet "
                                            "is made only by depositing it, and his statement is "
                                            "of no value",
    "irregular.announced-word-binds-him": "{player} announced {amount}: his word binds him",
    "irregular.said-but-put-nothing": "{player} said {amount} but put nothing in the pool: "
                                      "nothing was bet",
    "irregular.announced-bet-silent-whether-binding": "{player} announced {amount} without putting "
                                                      "up chips: the book does not say whether the "
                                                      "words bind him",
    "irregular.increased-stake-by-over": "{player} increased the stake by {raised_by}, over the "
                                         "agreed limit of {limit}: the book does not say what "
                                         "the limit caps",
    "irregular.increases-stake-by-more": "{player} increases the stake by {raised_by}, more than "
                                         "the limit of {limit}",
    "irregular.raise-beyond-limit-no-remedy": "{player}'s increase of {raised_by} exceeds the "
                                              "limit of {limit}: the book fixes the limit but "
                                              "gives no remedy for a bet beyond it",
    "irregular.raise-beyond-limit-uncapped": "{player}'s increase of {raised_by} is more than "
                                             "the limit of {limit}: whether the limit caps it "
                                             "or not, the book gives no remedy for a bet "
                                             "beyond it",
    # situations/intention.py
    "intention.told": "{player} said he meant to {meant} (event {event}), and now {verb}s",
    "intention.meant-bet": "bet",
    "intention.meant-pass": "refrain from betting",
    "intention.silent-whether-intention-binds": "{told}: the book does not say whether a stated "
                                                "intention binds him; his act is ruled as made",
    "intention.does-not-bind-act-stands": "{told}: his stated intention does not bind him, and his "
                                          "act stands",
    # situations/shortstack.py
    "shortstack.borrowed-to-raise-borrows-to-call": "{p} borrowed to raise, so he must borrow to "
                                                    "call: he makes good the whole {to_call} and "
                                                    "cannot show for less",
    "shortstack.made-no-bet-words-open": "{p} cannot meet the stake, and he has made no bet in "
                                         "this betting: whether the book's show for what one "
                                         "has reaches him its words leave open",
    "shortstack.all-he-has-short-of-opening": "{p} puts up all he has, {total}, less than the "
                                              "least opening of {least}: he plays for "
                                              "all his money, and has a show for it",
    "shortstack.made-no-bet": "{p} cannot meet the stake, but he has made no bet in this "
                              "betting: the show for what one has is given to a player whose "
                              "bet is raised, and does not reach him",
    "shortstack.made-no-bet-silent": "{p} has made no bet and does not equal the stake: the "
                                     "book does not say what follows",
    "shortstack.not-equalling-retires": "{p} puts up all he has, his stake {stakes}, and does "
                                        "not equal the stake of the preceding player ({level}): "
                                        "he retires from the game and forfeits his stake",
    "shortstack.cannot-meet-stake-puts": "{p} cannot meet the stake and puts up what he has: the "
                                         "book does not say whether he may have a show for it",
    "shortstack.has-not-enough-meet": "{p} has not enough to meet the stake, and in this game "
                                      "the privilege of a show for the money a player has is "
                                      "denied",
    "shortstack.can-neither-meet-stake": "{p} can neither meet the stake nor show for less: the "
                                         "book does not say what follows",
    "shortstack.chips-put-up-stay": "{p} has no show for the {n} he put up, and they stay in "
                                    "the pot",
    "shortstack.chips-put-up-go-back": "{p} has no show for the {n} he put up, and they go back "
                                       "to him",
    "shortstack.chips-put-up-silent": "{p} has no show for the {n} he put up: the book does not "
                                      "say whether they stay in the pot",
    "shortstack.has-not-funds-call": "{p} has not the funds to call; he puts up all he has "
                                     "({funds}) and demands a show for that amount, his stake "
                                     "now {stakes}",
    "shortstack.borrows-silent-whether-he-may": "{player} borrows {amount}: the book does not say "
                                                "whether he may",
    "shortstack.may-not-borrow-from": "{player} may not borrow from another player: the loan of "
                                      "{amount} is refused",
    "shortstack.borrows-as-allowed": "{player} borrows {amount}: the book's law speaks of a "
                                     "player who borrows and forbids it nowhere, but if he "
                                     "borrows to raise he must borrow to call",
    # situations/lawful.py
    "lawful.weighed-later.opener_shows": "{p} shows the hand he opened with: whether it held "
                                         "openers is weighed when the pool is divided, and the "
                                         "pool may turn on it",
    "lawful.weighed-later.opener_shows-silent": "{p} shows the hand he opened with: the book "
                                                "has no law of an opener's proof, and does not "
                                                "say what his showing decides",
    "lawful.weighed-later.notice": "{p} objects to the pool being taken in: whether he objected "
                                   "promptly, and his hand is the better, is weighed when the "
                                   "pool is divided, and the pool may turn on it",
    "lawful.openers-challenged-decided": "{p} challenges {opener}'s openers: the book's law of "
                                         "the opener's proof decides it, whoever points it "
                                         "out, when the pool is divided",
    "lawful.openers-challenged-open": "{p} challenges {opener}'s openers: the book requires "
                                      "the opener to prove them, whoever points it out, but "
                                      "sets nothing for an opener who cannot; the challenge "
                                      "raises that point, which the book leaves open, and it "
                                      "is weighed when the pool is divided",
    "lawful.openers-challenged-silent": "{p} challenges {opener}'s openers: the book has no "
                                        "law of an opener's proof, and does not say what the "
                                        "challenge decides",
    # of the act itself: what a later notice makes of it is ruled there (a secretary read
    # "nothing turns on it" of a pack left uncut, then a new deal ordered for it)
    "lawful.nothing-in-deal-turns": "{verb}{choice}: no law is needed for the act itself",
    "lawful.book-sets-no-rule": "{said}; the book sets no rule against it, and nothing turns on "
                                "it",
    "lawful.book-allows": "{said}, as the book allows",
    "lawful.beyond-a-short-stake-open": "{player} stakes beyond what {names} put up: the book "
                                        "does not say whether the others may bet on over a "
                                        "player who has put up all he had",
    # found since the words were sorted by module
    # a raise beyond the highest stake, as one who comes in after a straddle makes it
    "betting.and-more-a-raise": " and {n} more, a raise",
    # his case in betting.retires-forfeits-stake, or betting.silent-on-what-follows
    "betting.not-equal-to-preceding": "does not make his stake equal to the preceding "
                                      "player's",
    "betting.not-equal-to-highest": "does not make his stake equal to the highest",
    # not a finding: the error of a story that puts a player all in with no stack told
    "betting.all-in-without-stack": "{player} goes all in, but the table gives no stack for "
                                    "him: add `stacks` to the table",
    "betting.comes-in-after-straddle": "{player} comes in after the straddle, staking {total}: "
                                       "as much as the highest stake{more}",
    "betting.opens-staking-at-least": "{player} opens the game, staking {total}, at least "
                                      "{in_words}",
    "betting.later-stands-passes-out-duty": "{p} stands without betting after the draw, where "
                                            "nobody has bet; read as bound by the first bettor's "
                                            "duty, he {=passes out}, forfeiting his stake",
    "betting.later-stands-passes-out-passed-on": "{p} stands without betting where nobody has "
                                                 "bet, the first bettor having {=passed out}: "
                                                 "he must bet in his turn, and he {=passes out}",
    "betting.later-stands-may-duty": "{p} stands without betting where nobody has bet: "
                                            "read as not bound by the first bettor's duty, he may",
    # the parts of a finding on an act out of turn: what he does, whose turn it was, and
    # to whom the turn reverts, where the book names nobody to act first
    "irregular.puts-up-all-he-has": "puts up all he has",
    "irregular.whose-turn-untold": "not his, and the book does not say whose",
    "irregular.the-player-whose-turn": "the player whose turn it was",
    "irregular.passes-out-turn-turn": "{p} {=passes} out of turn (the turn was {whose}); a "
                                      "player who {=passes} is out of the deal, so it stands",
    "irregular.checks-out-turn-turn": "{p} checks out of turn (the turn was {whose}): a check is "
                                      "allowed only in turn; the turn reverts to the proper "
                                      "player",
    "irregular.stands-out-turn-turn": "{p} stands out of turn; the turn was {whose}",
    "irregular.stood-out-of-turn-binds-nothing": "{p} stands out of turn (the turn was "
                                                 "{whose}): his word that he will not bet "
                                                 "binds him to nothing, and he may bet or "
                                                 "pass when his turn comes",
    "irregular.out-of-turn-bet-stands": "{p} {does} out of turn (the turn was {whose}): his bet "
                                        "cannot be recalled, and stands",
    "irregular.out-of-turn-bet-stands-read": "{p} {does} out of turn (the turn was {whose}): "
                                             "his bet stands as made",
    "irregular.silent-on-players-passed-over": "the book does not say whether the turn goes back "
                                               "to the players {p} passed over, his bet waiting "
                                               "for his turn, or his bet stands as made in turn, "
                                               "for them to meet",
    "irregular.out-of-turn-turn-reverts-chips-stay": "{p} {does} out of turn (the turn was "
                                                     "{whose}): the turn reverts to {to}; {p}'s "
                                                     "chips stay in the pot and count as {p}'s bet "
                                                     "when it is {p}'s turn",
    "lawful.beyond-a-short-stake-forfeits": "{player} stakes beyond what {names} put up, as he "
                                            "may",
    "lawful.beyond-a-short-stake-denied": "{player} stakes beyond what {names} put up, as he "
                                          "may; {names} ha{s} no show for what he put up, the "
                                          "privilege being denied, and must find the money to "
                                          "call",
    "lawful.beyond-a-short-stake-as-he-may": "{player} stakes beyond what {names} put up, as he "
                                             "may: {names} show{choice} for what he put up, and "
                                             "the betting goes on among the others",
    "shortstack.wishes-call-has-hours": "{p} wishes to call: he has {value} hours to find the "
                                        "money, and the cards are sealed up meanwhile",
    "shortstack.all-in-short-goes-out": "{p} has put up all he has, his stake {stakes}, and it is "
                                        "not equal to the highest ({level}): he goes out of the "
                                        "play, forfeiting his interest in the pool",
    # an act the book permits (situations/lawful.py), by its verb
    "lawful.act.bet": "{p} bets {amount} in his turn",
    "lawful.act.open": "{p} opens the game for {amount}",
    "lawful.act.call": "{p} makes his stake equal to the highest",
    "lawful.act.raise": "{p} raises in his turn",
    "lawful.act.fold": "{p} {=passes} and gives up his stake",
    "lawful.act.check": "{p} stands without betting",
    "lawful.act.all_in": "{p} puts up all he has",
    "lawful.act.all_in-bet": "{p} bets all he has",
    "lawful.act.all_in-raise": "{p} raises with all he has",
    "lawful.act.all_in-call": "{p} makes his stake equal to the highest with all he has",
    "lawful.act.deal": "The cards are dealt",
    "lawful.act.discard": "{p} discards {count}",
    "lawful.act.draw": "{p} is given {given} {cards} in the draw",
    "lawful.act.cut": "{p} cuts the pack",
    "lawful.act.shuffle": "{p} shuffles the pack",
    "lawful.act.ante": "{p} puts up the ante",
    "lawful.act.show": "The hands are laid down",
    "lawful.act.straddle": "{p} straddles",
    "betting.may-a-later-player-stand-duty": "{p} stands without betting where nobody has bet: the "
                                        "book lays the duty to bet or {=pass out} on the first "
                                        "bettor after the draw only, and does not say whether a "
                                        "later player may stand",
}
