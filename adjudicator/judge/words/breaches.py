"""What a book leaves open past its own answer, in plain words: where the book answers a
point and the table breaks that answer (more sit than it allows, a player draws without making
good), or its answer stops short of what follows (a bet out of turn that stands: whose turn is
it then?), the silence is not on the point's question but on that (its ``question``)."""
from __future__ import annotations

# a silence that is not on the catalogue's question of its point but on what follows when
# the table breaks the book's answer to it, by the silence's kind and its point
BREACHES: dict[str, dict[str, str]] = {
    "seating.silent-on-what-follows": {
        "pack.cards": "what follows when the pack holds too few cards for the table",
        "players.max": "what follows when more sit than the book allows",
        "players.min": "what follows when fewer sit than the book asks"},
    "seating.deal-cannot-be-made": {
        "pack.cards": "what follows when the pack holds too few cards for the table"},
    # the book answers the point (Peel 36, "Before drawing any card or cards, a player shall
    # make his stake equal"; Keller p. 22's misdeal on the holder's own word; Keller p. 34, "No
    # player can open a jack pot for more than the limit"): what it leaves open is the breach
    "deal.silent-on-dealt-otherwise": {
        "deal.order": "what follows when the cards are dealt otherwise"},
    "deal.silent-on-shuffle-after-dealer": {
        "shuffle.last": "what follows when another shuffles after the dealer"},
    "draw.silent-on-another-pointing-out": {
        "draw.pointed-out-by-another": "what follows when another player points out a wrong "
                                       "number drawn"},
    "wrongcount.silent-on-another-pointing-out": {
        "wrong-count.pointed-out-by-another": "what follows when another player points out a "
                                              "wrong number"},
    # a law that a bet out of turn stands (Peel 55, "A bet once made, whether made in proper
    # turn or not, cannot be recalled") says no more: what it leaves open is the turn; and it
    # does not reach a stand, which puts up nothing to recall
    "irregular.silent-on-players-passed-over": {
        "betting.out-of-turn.passed-over": "whether the turn goes back to the players passed "
                                           "over"},
    "irregular.passed-out-of-turn-no-consequence": {
        "betting.out-of-turn": "what follows a pass out of turn"},
    "irregular.stood-out-of-turn-no-consequence": {
        "betting.out-of-turn": "what follows a stand out of turn"},
    "jackpot.book-gives-no-remedy": {
        "jack-pot.max-open": "what follows when a jack pot is opened for more than the limit"},
}


def open_question(point: str, kind: str) -> str | None:
    """The question a silence of ``kind`` on ``point`` leaves open, in words, where it is
    not ``question(point)`` (a breach of the point's law: what follows it); else None."""
    return BREACHES.get(kind, {}).get(point)
