"""The provision each kind of finding on the stakes rests on (judge/grounds.py): the ante and
the straddles, chips put up when out of the deal or after the betting, and a player short of
the stake or borrowing to meet it."""
from __future__ import annotations

STAKES: dict[str, tuple[str, ...]] = {
    "ante.beyond-most-returned": ("ante.beyond-most",),
    "ante.beyond-most-stands": ("ante.beyond-most",),
    "ante.may-not-right": ("straddle.first",),  # the right to straddle is another's
    "ante.no-bet": ("ante.a-bet",),
    "ante.not-his-returned": ("ante.not-his",),
    "ante.not-his-stands": ("ante.not-his",),
    "ante.put-up-after-the-deal": ("ante.before-deal",),
    "ante.put-up-by-another-seat": ("ante.by",),  # the book gives the ante to another seat
    "ante.puts-up-ante": ("ante.by",),
    "ante.puts-up-jack-pot": ("jack-pot.feed",),
    "ante.straddle-after-the-deal": ("straddle.before-deal",),
    "ante.straddle-beyond-most-returned": ("straddle.beyond-most",),
    "ante.straddle-beyond-most-stays": ("straddle.beyond-most",),
    "ante.straddle-not-his-returned": ("straddle.not-his",),
    "ante.straddle-not-his-stays": ("straddle.not-his",),
    "ante.straddle-not-the-books": ("straddle.size",),
    "ante.straddle-not-the-books-next": ("straddle.increment",),
    "ante.straddle-would-raise-ante": ("straddle.max",),
    "ante.straddles-ended-with-dealer": ("straddle.ends-with-dealer",),
    "ante.straddles-staking": ("straddle.first", "straddle.increment", "straddle.size"),
    "ante.unknown-straddle-chips-stay": ("betting.irregularity.chips-stay",),
    "passing.after-betting-returned": ("pool.after-betting",),
    "passing.after-betting-stays": ("pool.after-betting",),
    "passing.out-puts-up-stays": ("pool.put-in-when-out",),
    "shortstack.all-he-has-short-of-opening": ("show-for-stake", "show-for-stake.who-may"),
    "shortstack.all-in-short-goes-out": ("show-for-stake",),
    "shortstack.borrowed-to-raise-borrows-to-call": ("borrowing",),
    "shortstack.borrowed-to-raise-puts-up-short": ("borrowing",),
    "shortstack.borrows-as-allowed": ("borrowing",),
    "shortstack.chips-put-up-stay": ("betting.irregularity.chips-stay",),
    "shortstack.has-not-enough-meet": ("show-for-stake",),
    "shortstack.has-not-funds-call": ("show-for-stake",),
    "shortstack.made-no-bet": ("show-for-stake.who-may",),
    "shortstack.may-not-borrow-from": ("borrowing",),
    "shortstack.not-equalling-retires": ("betting.not-equalling",),
    "shortstack.wishes-call-has-hours": ("show-for-stake.time-to-pay",),
}
