"""`compare`'s "why": each book's cell names the finding where it parts from the books that
rule otherwise, never a finding every book makes alike on laws of its own."""
from __future__ import annotations

TIES = "cases/betting-and-show/equal-two-pairs-odd-card.yaml"
INTERVAL = "cases/betting-and-show/adversaries-passed-before-and-after-his-demand.yaml"


def why_cells(out: str) -> dict[str, str]:
    """Each book's "why" cell of a text compare, its wrapped lines joined."""
    cells: dict[str, list[str]] = {}
    book = None
    for line in out.splitlines():
        if line.startswith(("├", "└")):
            book = None
        if not line.startswith("│"):
            continue
        ruling, why = (part.strip() for part in line.strip("│").split("│"))
        if book is None and ruling:
            book = ruling
            cells[book] = []
        if book is not None:
            cells[book].append(why)
    return {b: " ".join(lines) for b, lines in cells.items()}


def test_the_why_names_the_tie_law_where_the_books_part_not_the_show_they_all_make(cli):
    # A and B show queens and sevens, A's odd card an ace, B's a three. Every book finds the
    # same show ("The bets are equal: A, B show their hands, and the best hand wins"), each
    # on its own law of the order of showing; they part on the tie: Keller's "If two hands
    # of like two pairs meet, the higher remaining card wins" (ch3/order-of-hands/3) gives A
    # the pool, Peel's "hands identical in value ... share the pool" (76) divides it
    out = cli("compare", TIES, env={"COLUMNS": "200"})
    assert out.code == 0, out.err
    why = why_cells(out.out)
    assert "keller:ch3/order-of-hands/3" in why["keller"], why["keller"]
    assert "keller:ch4/betting-after-the-draw/5" not in why["keller"], why["keller"]
    assert "show their hands" not in why["keller"]
    # "the odd card shall decide" in the Standard laws' breaking of ties
    assert "standard:showdown/breaking-ties/4" in why["standard"], why["standard"]
    assert "standard:showdown/1" not in why["standard"], why["standard"]
    assert "peel:76" in why["peel"] and "peel:59" not in why["peel"], why["peel"]


def test_the_why_names_a_law_on_a_question_the_other_books_never_meet(cli):
    # The Standard laws end the betting interval once every player has had a turn and the
    # bets are equal (betting/5): the raises told after it are no part of it, and D's three
    # kings take the pot of 44. The others go on to raise; the show all make alike is no why
    why = why_cells(cli("compare", INTERVAL, env={"COLUMNS": "200"}).out)
    assert "standard:betting/5" in why["standard"], why["standard"]
    assert "standard:showdown/1" not in why["standard"], why["standard"]
