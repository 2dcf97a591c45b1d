"""`adjudicator new`: a commented case file to start from, which rules as it stands.

The story is the plainest deal there is: the age antes, the first to say opens, the next
comes in and the rest pass; after the draw the two still in bet and call and show. Change
it into the dispute you have (docs/case-format.md lists every verb; `adjudicator verbs`).
"""
from __future__ import annotations

import json
import re

# Two hands that cannot both be dealt from one pack twice: one for each player at the show.
_HANDS = ("KS KH 7D 7C 2S", "QS QH QD 5C 3D")


def template(players: list[str], dealer: str, ante: int, limit: int, book: str) -> str:
    """The case file's text: a table of PLAYERS dealt by DEALER, the age's ANTE, the LIMIT;
    read back by the loader `rule` uses, so that what `new` writes `rule` accepts: a case it
    would refuse (fifteen players, an ante over the largest amount, a name that does not
    print on one line) is refused here, with the loader's reason, and nothing is written."""
    from ..errors import InputError
    from ..story import yamlio
    from ..story.case import build_case

    text = _text(players, dealer, ante, limit, book)
    try:
        build_case(yamlio.loads(text, "the new case"), "the new case")
    except InputError as exc:
        raise InputError(f"these options make a case `rule` would refuse: {exc.message}") \
            from None
    return text


def _text(players: list[str], dealer: str, ante: int, limit: int, book: str) -> str:
    seat = players.index(dealer)
    # the age sits to the dealer's left; the say goes on round to the left from him
    order = players[seat + 1:] + players[:seat + 1]
    age, rest = order[0], order[1:] + order[:1]
    first, second = rest[0], rest[1] if len(rest) > 1 else age
    stake = min(max(2 * ante, 1), limit) if limit else max(2 * ante, 1)
    q = _name
    lines = [
        "# A case: one deal at one table, told event by event. See docs/case-format.md;",
        "# `adjudicator verbs` lists every verb with an example.",
        "# Rule it:   adjudicator rule THIS-FILE            (under the book named below)",
        "#            adjudicator compare THIS-FILE         (under every book)",
        "title: A new case                # what the dispute is about, in a line",
        "# question: Who takes the pool?  # what the table asks the judge (optional)",
        "# source: keller p.46            # where the case comes from (optional)",
        f"book: {book}                      # the book `rule` uses unless --book says otherwise",
        "table:",
        f"  players: [{', '.join(q(p) for p in players)}]"
        "   # seating order: each sits to the LEFT of the one before",
        f"  dealer: {q(dealer)}                 # the age (eldest hand) sits to his left: {age}",
        "  betting: limit                # limit | table-stakes | freeze-out | unlimited",
        f"  ante: {ante}                       # the age's compulsory stake (0: none)",
        f"  limit: {limit}                     # the largest single bet or raise",
        "  unit: chips                   # chips | pence | cents | dollars | shillings",
        f"  # stacks: {{{q(order[0])}: 20, {q(order[1])}: 20}}  # each player's funds: needed "
        "for table stakes",
        "  # agreed: [jack-pots]         # departures agreed before play",
        "events:                         # in the order things happened",
    ]
    if ante:
        lines.append(f"  - ante: {q(age)}")
    if 5 * len(players) <= 52:
        deal = ", ".join(f"{q(p)}: 5" for p in order)
        lines.append(f"  - deal: {{{deal}}}        # cards (\"AS KD 7C 7H 2S\") or a count")
    lines.append(f"  - bet: {{player: {q(first)}, amount: {stake}}}   # the first to say opens")
    lines.append(f"  - call: {q(second)}")
    for p in rest[2:]:  # the others, in their turn
        lines.append(f"  - fold: {q(p)}                   # passes out")
    lines += [
        "  # the draw: left out, as nothing turns on it (discard: and draw: tell it)",
        f"  - bet: {{player: {q(first)}, amount: {stake}}}",
        f"  - call: {q(second)}",
        f"  - show: {{{q(first)}: \"{_HANDS[0]}\", {q(second)}: \"{_HANDS[1]}\"}}",
        "# expect:                       # optional: the ruling each book must give (a casebook)",
        f"#   {book}: {{status: settled}}",
    ]
    return "\n".join(_aligned(line) for line in lines) + "\n"


def _aligned(line: str) -> str:
    """Comments after code start in one column, so the file reads as a form."""
    at = line.find("  # ", len(line) - len(line.lstrip()) + 1)
    if at < 0:
        return line
    code, comment = line[:at].rstrip(), line[at + 4:].strip()
    return f"{code:<34}# {comment}" if len(code) < 34 else f"{code}  # {comment}"


def _name(name: str) -> str:
    """A player's name as YAML reads it back: plain where it is a plain word."""
    if re.fullmatch(r"[A-Za-z][\w-]*", name) and name.lower() not in _YAML_WORDS:
        return name
    return json.dumps(name, ensure_ascii=False)


_YAML_WORDS = {"y", "n", "yes", "no", "true", "false", "on", "off", "null"}
