"""The findings of the show, the jack pot and its opener, and claims to the pool."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # situations/show.py
    "show.openers-shown-no-jack-pot": "{player} shows the hand he held before the draw, but this "
                                      "deal is no opened jack pot: there are no openers to prove",
    "show.openers-shown-by-another": "{player} shows the hand he held before the draw, but "
                                     "{opened_by}, not he, opened the jack pot: it is the opener "
                                     "who must show openers",
    "show.silent-on-order-of-showing": "the book does not say how the hands are shown",
    "show.bets-are-equal-show": "The bets are equal: {in_hand:, } show their hands, and the best "
                                "hand wins the pool",
    "show.all-in-betting-over-show": "The betting is over, a player in for all he has: "
                                     "{in_hand:, } show their hands",
    "show.shown-for-his-stake-game-goes-on": "{players:, } {lays} down his hand before the "
                                             "betting is over, having shown for all he has: "
                                             "it does not stop the game, the others bet on, "
                                             "and his hand is weighed at the show",
    "show.laid-down-when-out-no-show": "{player}, out of the deal, lays down his hand: it is no "
                                       "show, and the others bet on",
    "show.shown-early-forbidden": "{players:, } shows his hand before the game is over, which the "
                                  "book forbids; it names no penalty",
    "show.shown-bets-not-equalized": "{in_hand:, } show their hands though the bets are not "
                                     "equalized: the show the story tells ends the betting",
    "show.throws-up-hand-already-out": "{player} throws up his hand at the show; he was already "
                                       "out of the game",
    "show.throws-up-unshown-cannot-win": "{player} throws up his hand at the show without "
                                         "showing it: a hand not shown cannot win the pool, "
                                         "and what he staked stays in it",
    "show.throws-up-hand-gives-up-claim": "{player} throws up his hand at the show without showing "
                                          "it: he gives up his claim to the pool",
    # in no book's own words: "the cards speak for themselves" are Keller's and the Standard
    # laws', Peel's "the best hand exposed wins"; the law cited gives its words
    "show.shown-hand-stands": "{player} throws up his hand after it was shown: the hand shown "
                              "decides, and his hand as shown stands for the pool",
    "show.shown-hand-given-up": "{player} throws up his hand after it was shown: he gives up his "
                                "claim to the pool",
    "show.shown-hand-thrown-up-silent": "{player} throws up his hand after it was shown: the book "
                                        "does not say whether his hand as shown still stands for "
                                        "the pool",
    # situations/weighing.py
    "weighing.hand-as-dealt-beaten": "{p}'s hand is not told at the show, but the deal told it "
                                     "({cards}) and he drew none: shown or not, it is beaten by "
                                     "a hand shown, and takes nothing",
    "weighing.hand-as-dealt-unshown": "{p} is still in at the show, but his hand is not told "
                                      "there; the deal told it ({cards}), he drew none, and it "
                                      "beats the hands shown: the pool turns on whether he "
                                      "showed it",
    "weighing.hand-not-told": "{p} is still in at the show, but his hand is not told, and the "
                              "pool turns on it",
    "weighing.remainder-untold": "{p}'s hand is not told, and does not beat {best}'s, the "
                                 "best of the others; but the remainder of the pool, which "
                                 "{best} has no share of, is contested by {part}, and whether "
                                 "{p}'s hand beats theirs the story does not tell",
    "weighing.remainder-above": "{p}'s hand is not told, and does not beat {best}'s; but the "
                                "part of the pool contested by {part} is none of {best}'s, and "
                                "whether {p}'s hand beats theirs the story does not tell",
    # situations/mucked.py
    "show.mucked-hand-already-out": "The dealer mucks {player}'s hand; he was already out of "
                                    "the deal",
    "show.mucked-after-taken-in": "The dealer mucks {player}'s hand after the pool was taken "
                                  "in: it is the next deal's matter, and changes nothing here",
    "show.mucked-unshown-cannot-win": "The dealer mucks {player}'s hand before it was shown: it "
                                      "can never be shown and cannot win, and what {player} "
                                      "staked stays in the pool",
    "show.mucked-unshown-stake-returned": "The dealer mucks {player}'s hand before it was "
                                          "shown: {player} is out of the deal, and has his "
                                          "stake of {amount} back",
    "show.mucked-unshown-silent": "The dealer mucks {player}'s hand before it was shown: the "
                                  "book does not say what becomes of a hand that can no "
                                  "longer be shown",
    "show.mucked-shown-stands": "The dealer mucks {player}'s hand after it was shown: the hand "
                                "shown decides, and his hand as shown stands for the pool",
    "show.mucked-shown-dead": "The dealer mucks {player}'s hand after it was shown: his hand "
                              "is dead and takes nothing",
    "show.mucked-shown-silent": "The dealer mucks {player}'s hand after it was shown: the book "
                                "does not say whether his hand as shown still stands for the "
                                "pool",
    "show.pool-goes": "The pool goes: {items:, }",
    "show.foul-shown-after-pool-unshown": "{p} shows {n_shown} cards after every other player "
                                          "dropped: the pool is his unshown, and no law of "
                                          "the book reaches a hand he need not show",
    "show.foul-hand-at-show-silent": "{p} shows {n_shown} cards: the book does not say what "
                                     "becomes of a foul hand at the show",
    "show.foul-hand-beaten-however": "{p}'s {n} cards take nothing however the book's silence "
                                     "is read: forfeited as a foul hand, or played for the "
                                     "best five of them, they are beaten: {text}",
    "show.holds-taken-card-silent": "{p}'s hand holds the {card}, exposed in giving him his draw "
                                    "and not to be given him (by every answer to what becomes "
                                    "of such a card): the book does not say whether a hand so "
                                    "obtained is a foul hand",
    "show.holds-taken-card-foul": "{p}'s hand holds the {card}, exposed in giving him his draw "
                                  "and not to be given him: a hand obtained irregularly, a foul "
                                  "hand, which cannot win",
    "show.holds-taken-card-stands": "{p}'s hand holds the {card}, exposed in giving him his "
                                    "draw and not to be given him: it is no foul hand, and "
                                    "stands as he holds it",
    "show.foul-hand-loses-pool": "{p} forfeits his stake and cannot win; the pool goes to the "
                                 "best other hand",
    "show.hand-holds-cards-foul": "{p}'s hand holds {n_shown} cards: a foul hand. He forfeits "
                                  "his stake and cannot win; the pool goes to the best other hand",
    "show.all-in-show-silent": "{all_in:, } put up all he had and the others bet beyond it: the "
                               "book does not say whether he may have a show for it",
    "show.what-player-who-showed": "what a player who showed for less may take",
    # who paid the part a short player showed for
    "show.payers-all-concerned": "all the players equally concerned in it",
    "show.payers-each-player": "each player",
    "show.payers-each-adversary": "each of his adversaries",
    "show.payers-in-game": "each player in the game when he demanded his show",
    "show.remainder-contested": "The remainder of {amount} is contested by {eligible:, }",
    "show.remainder-left": "The remainder of {amount}, the pool less the parts the short "
                           "stakes claim, is contested by {eligible:, }",
    "show.sole-claimant-wins": "{eligible} wins {amount}",
    "show.beats-the-rest-wins": "{beats} wins {amount}",
    "show.best-hand-wins": "{winners} wins {amount}",
    "show.hand-not-ranked": "{player}'s hand is not ranked: {why}",
    "show.unranked-counts-for": "the book does not say what {player}'s hand counts for, {why}, and "
                                "the pool turns on it",
    "show.unranked-beaten-however-named": "whatever {player}'s hand counts for, no name the "
                                          "book allows the joker makes it the best: {text}",
    "show.are-left-level-on": "{winners: and } are left level on the point the book leaves open: "
                              "the {amount} they contest turns on it",
    "show.passed-out-after-showed": "{f} {=passed out} after {s} showed for his stake, and {f}'s "
                                    "hand beats {s}'s: the book does not say whether it still "
                                    "counts",
    "show.hand-beat-so-loses": "{f}'s hand beat {s}'s, so {s} loses the stake he showed for; {f} "
                               "{=passed out}, and his winnings from {s} revert to the hands still "
                               "in",
    "show.hand-beat-lost-to-better": "{f}'s hand beat {s}'s too, but {to}'s beat it: {s} "
                                     "loses the stake he showed for to {to}, and {f} won "
                                     "nothing from him",
    "show.passed-out-no-further-claim": "{f} {=passed out} and has no further claim, though "
                                        "his hand beat {s}'s: {s} keeps his show for what he "
                                        "put up",
    "show.equal-hands-level-by-rule": "By the book's rule for equal {name} hands, {winners: and } "
                                      "are level",
    "show.identical-hands-silent": "{winners: and } hold hands identical in value: the book "
                                   "does not say how the pool goes",
    "show.share-equally-each": "{winners: and } share {n} equally, {n2} each",
    "show.chip-cannot-be-divided": "{odd} chip{choice} cannot be divided among {winners:, }: the "
                                   "book does not say who takes {choice2}, so {choice2} "
                                   "{left} left to lot",
    "show.odd-chip-by-lot": "The odd chip{choice} ({odd}) cannot be divided: ownership is "
                            "determined by lot",
    # situations/wild.py
    "wild.book-gives-no-value": "{player} holds the joker, to which the book gives no value: "
                                "what it stands for decides nothing here",
    "wild.however-counted": "The table agreed a wild card, and whatever card the joker "
                            "stands for, {player}'s hand {outcome}",
    "wild.book-gives-no-value-decides": "{player} holds the joker, to which the book gives no "
                                        "value: counted at its face value or at its best, it "
                                        "leaves different hands the best",
    "wild.counted-at-its-least": "{player}'s joker counts at its face value, the least it may",
    "wild.counted-at-its-best": "{player}'s joker counts as the best card for his hand",
    "wild.among-the-best": "is among the best",
    "wild.beaten": "is beaten",
    # situations/jackpot.py
    "jackpot.book-has-no-law": "the book has no law of jack pots: it does not say what hand "
                               "opens one (the table played {table_min} or better)",
    "jackpot.opened-without-table-openers": "{opener} opened without the {least} or better the "
                                            "table played: the book has no law of jack pots, "
                                            "and does not say what follows",
    "jackpot.table-openers-not-told": "{opener} opened, and whether he held the {least} or "
                                      "better the table played is not told: the book has no "
                                      "law of jack pots, and does not say what follows an "
                                      "opening without them",
    "jackpot.book-opens-with-table-minimum": "This jack pot is one the book opens with {table_min} "
                                             "or better",
    "jackpot.table-opened-at-wrong-hand": "The table played this jack pot as opened by "
                                          "{table_min}; the book fixes the opening hand at "
                                          "{result} or better",
    "jackpot.table-term-above-book-least": "The table played this jack pot as opened by "
                                           "{table_min}; the book says only that nothing "
                                           "less than {least} opens one, and fixes no "
                                           "series: the table's term stands",
    "jackpot.table-opened-off-progression": "the table played this jack pot as opened by "
                                            "{table_min}, which is no step of the book's "
                                            "progression",
    "jackpot.opens-as-table-played": "{player} opens the jack pot, which the table played as "
                                     "opened by {least} or better",
    "hand.torn": "the book is torn on {key!q}: {laws: and } answer it differently, and neither "
                 "sets the other aside",
    "joker-named-worse": "{p} named the joker {named}, worse than the best he could call "
                         "({best}), and the winner turns on it: the book's words read both "
                         "ways, the holder \"at liberty to call it anything he pleases\", and "
                         "\"if by so doing he can make a better Poker hand than his "
                         "adversaries he must win\"",
    "jackpot.opens-must-hold-openers": "{player} opens the jack pot; he must hold {least} or "
                                       "better to open it",
    "jackpot.opens-must-hold-openers-original": "{player} opens the jack pot; he must hold "
                                                "{least} or better in his original hand",
    "jackpot.book-gives-no-remedy": "the book gives no remedy for a jack pot opened for more "
                                    "than the limit",
    "jackpot.declines-to-open-passes": "{p} declines to open the jack pot, and so declines to "
                                       "play: he {=passes}",
    "jackpot.declines-to-open-as-optional": "{p} declines to open the jack pot, as it is optional "
                                            "with any player to refuse",
    "jackpot.silent-on-next-opening": "the book does not say what opens the next jack pot",
    "jackpot.next-jack-pot-opens": "The next jack pot opens at {steps} or better",
    "jackpot.next-opens-at-step": "After a jack pot of {current} {unopened}, the next opens at "
                                  "{steps} or better",
    "jackpot.what-opens-jack-pot": "what opens a jack pot after one of {current}",
    "jackpot.next-opens-at-next-in-series": "After a jack pot of {current} {unopened}, the next is "
                                            "opened by {nxt} or better: the series {choice}",
    "jackpot.table-jack-pot-unopened": "The table played this deal as a jack pot, opened by "
                                       "{least} or better: nobody opened it, so nobody has "
                                       "won it",
    "jackpot.nobody-opened-silent": "nobody opened the game: the book does not say what becomes of "
                                    "the pool or the next deal",
    "jackpot.age-takes-unopened-pool": "Nobody opened the game: {age}, the age, takes the pool",
    "jackpot.all-players-but-age-and-rest": "All the players but the age {=pass out}: {age}, the "
                                            "age, takes the ante, {ante}, and there is a new "
                                            "deal; the one player left in, he takes the rest "
                                            "of the pool, {rest}",
    "jackpot.rest-beyond-the-ante-silent": "{rest} in the pool beyond the ante: the book gives "
                                           "{age} the ante alone, and does not say who takes "
                                           "the rest",
    "jackpot.all-players-but-age": "All the players but the age {=pass out}: {age}, the age, takes "
                                   "the ante, and there is a new deal",
    "jackpot.unopened-last-in-takes-pool": "Every other player has gone out before anyone "
                                           "opened: {player}, the last left in, takes the "
                                           "pool without showing his hand",
    "jackpot.nobody-opened-game-pool": "Nobody opened the game: the pool stays for the next "
                                       "deal, a jack pot",
    "jackpot.all-pass-without-bet": "All {=pass} without a bet: the hand is ended, and the age, "
                                    "now the dealer, puts up an ante and deals anew",
    "jackpot.what-becomes-ante-already": "what becomes of the ante already put up",
    "jackpot.pool-stays-new-deal": "The pool of {chips} stays for the new deal",
    "jackpot.whether-opener-must-prove": "whether {opener}, who opened, must prove that he held "
                                         "openers",
    "jackpot.opener-not-called-to-show": "{opener}, who opened, does not win the pool, so the law "
                                         "does not call on him to show his openers",
    # why the opener must show: the law on his proof, in a line
    "jackpot.shows-when-he-wins": "having won the stakes he must show his hand before he "
                                  "claims the pool, whatever law would otherwise let him keep "
                                  "it concealed",
    "jackpot.shows-always": "the opener must under all circumstances show openers to the board",
    "jackpot.series-begins-again": "begins again",
    "jackpot.series-rests-there": "rests there",
    "jackpot.opened": "{opener} opened, and {why}",
    "jackpot.opened-but-book-laws": "{opener} opened and {why}, but the book's laws cannot value "
                                    "his hand: {exc}",
    "jackpot.opener-shows-openers": "{opener}, who opened, shows {least} or better: {why}, and he "
                                    "held them",
    "jackpot.opened-without-openers": "{opener} opened without {least} or better, and {why}",
    "jackpot.opened-without-openers-silent": "{opener} opened without {least} or better: the book "
                                             "requires the proof but does not say what follows "
                                             "when he cannot make it",
    "jackpot.next-game-jack-pot": "The next game is a jack pot, as if this one had not been "
                                  "opened: the pool stays for it",
    "jackpot.forfeits-stake": "{opener} forfeits his stake",
    "jackpot.forfeits-stake-pays-penalty": "{opener} forfeits his stake, and pays into the pool "
                                           "{fine}, {in_words}, as a penalty",
    "jackpot.forfeits-stake-penalty-nothing": "{opener} forfeits his stake; the penalty of "
                                              "{in_words} is nothing here, the table having "
                                              "no ante",
    "jackpot.nobody-left-after-false-opener": "With {opener} out, nobody is left in the deal: "
                                             "the pool goes as in a deal nobody opened",
    "jackpot.claimed-before-openers-shown": "{opener} began to take in the pool (event {early}) "
                                            "before he showed his openers (event {shown_at}): "
                                            "the law has him show his hand before he claims the "
                                            "pool, and sets no penalty on the order alone",
    # found since the words were sorted by module
    "jackpot.opens-for-more-than-allowed": "{player} opens the jack pot for {put}, more than "
                                           "{in_words} of {most} allows",
    "show.mucked-after-uncalled-win": "The dealer mucks {player}'s hand after nobody called "
                                      "his bet: he is the last left in, who takes the pool "
                                      "unshown, and no hand decides it",
    "show.out-hand-beats-no-claim": "{player}'s hand, laid down though he was out of the deal, "
                                    "beats what {beaten: and } held; being out, he has no claim "
                                    "to the pool",
    "jackpot.opener-dealt-openers": "{opener}, who opened, was dealt {least} or better, as the "
                                    "story tells his hand: {why}; that he showed it the story "
                                    "does not tell",
    "jackpot.opener-held-openers": "{opener}, who opened, held {least} or better: {why}, and the "
                                   "proof is made",
    # he broke up his openers where the book asks no notice: the hand he shows is his proof
    "jackpot.split-opener-shows-hand": "{opener}, who opened, broke up his openers: {why}; the "
                                       "hand he shows holds {least} or better, and the proof "
                                       "is made",
    "jackpot.split-opener-shows-no-openers": "{opener}, who opened, broke up his openers: "
                                             "{why}; the hand he shows has not {least} or "
                                             "better",
    "jackpot.split-opener-show-not-told": "{opener} broke up his openers: the hand he shows, "
                                          "which must hold {least} or better, the story does "
                                          "not tell",
    "jackpot.false-opener-pays-penalty": "{opener} cannot claim the pool, and pays into it "
                                         "{fine}, {in_words}, as a penalty",
    # the case's stack leaves him less than the penalty: the rest is owed, not in the pool
    "jackpot.penalty-beyond-stack": "{opener} has {left} left of his stack to pay it with: "
                                    "{owed} of it is owed, not in the pool",
    "jackpot.false-opener-penalty-nothing-without-ante": "{opener} cannot claim the pool; the "
                                                         "penalty of {in_words} is nothing here, "
                                                         "the table having no ante",
    "jackpot.share-beside-false-opener": "{players} won a share of the pool beside {opener}'s: "
                                         "the book's law of a false opener does not say "
                                         "whether it stays in the pool with the rest",
    "jackpot.share-beside-false-opener-his": "{player}'s hand won {amount} of the pool beside "
                                             "{opener}'s claim: {opener} loses his own, and "
                                             "{player} takes his",
    "jackpot.cannot-claim-pool": "{opener} cannot claim the pool",
    "show.unknown-departure-agreed": "{held: and } {choice} a {departure}, agreed before play, "
                                     "to which the book gives no place among its hands; "
                                     "whether the agreement binds "
                                     "or the book's own order applies, the best hand is the "
                                     "same: the point does not decide the ruling",
    "show.players-agreed-before-play": "The players agreed the {departure} before play, and "
                                       "{held: and } hold{choice} one; the book gives the "
                                       "{departure} no place among its hands, and does not say "
                                       "what it is worth under the agreement: the pool turns on "
                                       "it",
    "show.agreed-order-binds": "The players agreed {departure} before play, and the book "
                               "lets a departure agreed before play bind: the hands rank in "
                               "the agreed order",
    "show.players-agreed-order": "The players agreed {departure} before play; the book has no "
                                 "law of it, and does not say whether the agreement sets aside "
                                 "its own order of the hands: the best hand turns on it",
    "show.foul-hand": "{by} the foul hand: {whose:; }",
    "show.foul-hand-at-end": "{by} the foul hand: {whose:; }. Found at the end of the game, it "
                             "cannot win: the best other hand claims the pool",
    "show.book-gives-short-player": '{told}: the book gives a short player his stake "from each '
                                    'of his adversaries", and does not say whether one who had '
                                    "{=passed} before his demand is one",
    # situations/show.py: the texts quoted by findings of the betting's end and of a foul
    # hand pointed out (they name no player of their own)
    "show.stake-not-made-equal": "has not made his stake equal to the highest ({stakes} against "
                                 "{level}) and has no show",
    "show.never-made-stake-equal": "never made his stake equal to the highest",
    "show.points-out": "{by} points out",
    "show.someone-points-out": "Someone points out",
    "show.whose-as-shown": "{p}'s, as shown",
    "show.whose-found-foul": "{p}'s, found foul above",
    "show.foul-hand-not-told": "{by} a foul hand, but no hand shown holds a wrong number of "
                               "cards, and whose hand is foul is not told",
    # situations/jackpot.py, openers.py: the jack pot the next follows; the original hand
    # not told (a text the missing fact quotes)
    "jackpot.as-if-unopened": "that stands as if nobody had opened it",
    "jackpot.unopened": "that nobody opened",
    "jackpot.original-hand-not-told": "{opener} opened the jack pot, and the outcome turns on "
                                      "whether he held {least} or better before the draw; his "
                                      "original hand is not told (a hand shown after the draw "
                                      "is not it)",
    # situations/pool.py: the part a short stake claims, and what the first is made of besides
    "pool.the-next-part": "the next part",
    "pool.and-the-ante": " and the ante",
    "pool.and-before": " and what was in the pool before",
    "pool.and-the-ante-and-before": " and the ante and what was in the pool before",
    # situations/showforstake.py: what the story tells of who had passed (a text the
    # findings above quote)
    "showforstake.had-passed-before": "{passed: and } had passed before {s} demanded his show",
    "show.who-pays-short-show": "who pays a player who showed for less his stake",
    "show.passed-before-out": "{told}: having {=passed}, he had retired from the game, and is "
                              "none of the adversaries who pay a short player his stake",
    "show.passed-before-pays": "{told}: he is one of the adversaries who pay a short player "
                               "his stake",
    "show.pot-of-itself-concerned": '{told}: the book makes his stake "a pot of itself, in which '
                                    'all ... are equally concerned", and does not say whether '
                                    "one who had {=passed} before his demand is concerned in it",
    "show.backed-beyond-passed-hand": '{backers: and } backed their hands beyond {f}\'s stake, '
                                      '{raiser} raising him out: the book gives {f}\'s winnings '
                                      'to the player who "made it a stronger one ... by backing '
                                      'it to an extent beyond" his inclination, and does not say '
                                      "which of them",
    # in words neither book owns: Keller's share of a short stake (freeze out /6) is no "pot of
    # itself", the published decision's term, which Keller rejects (table stakes /19)
    "show.ante-in-short-pot": "the book gives a short stake a share made of the equal stakes, "
                              "and does not say whether the ante is in it",
    "show.showed-for-made-much": "{short: and } showed for {cap}: {part} of {amount}, made of as "
                                 "much from {payers}{before}, is contested by {eligible:, }",
}
