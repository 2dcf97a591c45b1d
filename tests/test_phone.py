"""The page on a phone (390 by 844 CSS pixels), read as a person sees it: in a real browser,
Debian's headless Chromium (tests/browser.py), by where things are drawn and how large.

An audit read the pages on a phone: the chips table and the table of disputes by books ran
off the screen with nothing to say that they scroll, the chips table drew a "back" column
that was empty for the whole ruling, the small print was 12.8 pixels, and the pool's
picture, drawn beside its legend and shrunk to the screen, wrote its words at 6 to 9 pixels.
Here nothing runs off a phone but a table that scrolls in its own box and shows a shade at
the edge where more of it lies, no column is drawn empty, running text is 16 pixels and
nothing is under 14, and the picture (its legend under its columns) writes at 14 pixels
within itself. A desktop keeps its view: the legend beside the columns, the disputes a table.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from browser import Browser, needs_chromium

ROOT = Path(__file__).resolve().parent.parent
PHONE = (390, 844)
DESKTOP = (1280, 800)
# each page, the command that writes it: the README's case under Keller; a ruling whose
# chips table holds two readings beside the players' own, too wide for a phone; seven players;
# the README's case under every book; a folder under every book, with its disputes by books
PAGES = {
    "side-pot": ["rule", "cases/keller-side-pot.yaml"],
    "readings-beside": ["rule", "cases/betting-and-show/a-loser-asks-to-raise-the-limit.yaml",
                        "--book", "keller"],
    "seven-players": ["rule", "cases/deal-and-draw/pack-runs-short-in-the-draw.yaml",
                      "--book", "keller"],
    "compared": ["compare", "cases/keller-side-pot.yaml"],
    "disputes": ["compare", "cases/readings"],
}

pytestmark = needs_chromium()


@pytest.fixture(scope="module")
def browser():
    with Browser(*PHONE) as b:
        yield b


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    from conftest import _in_process

    folder = tmp_path_factory.mktemp("phone")
    out = {}
    for name, args in PAGES.items():
        out[name] = folder / f"{name}.html"
        done = _in_process([*args, "--format", "html", "--output", str(out[name])],
                           {"NO_COLOR": "1", "COLUMNS": "120"}, ROOT)
        assert done.returncode == 0, done.stderr
    return out


def _on(browser, page, size=PHONE, media="screen"):
    browser.media(media)
    browser.resize(*size)
    browser.load(page)


# every element outside a picture that runs past the screen's sides, with the box that
# scrolls it (null: none, the whole page runs wide)
RUN_OFF = """[...document.body.querySelectorAll('*')].filter(e => !e.closest('svg')).map(e => {
  const r = e.getBoundingClientRect();
  if (!r.width || (r.right <= innerWidth + 0.5 && r.left >= -0.5)) return null;
  let box = e.parentElement;
  while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
    box = box.parentElement;
  return [e.tagName + '.' + e.className, Math.round(r.right), box && box.className];
}).filter(x => x)"""


@pytest.mark.parametrize("name", ["side-pot", "readings-beside", "seven-players", "disputes"])
def test_nothing_runs_off_a_phone_but_a_table_that_shows_it_scrolls(browser, pages, name):
    _on(browser, pages[name])
    try:
        assert browser.evaluate("document.documentElement.scrollWidth") <= PHONE[0]
        off = browser.evaluate(RUN_OFF)
        assert [o for o in off if o[2] is None] == [], "runs off the screen, in no box"
        boxes = browser.evaluate("[...document.querySelectorAll('*')].filter(e => "
                                 "['auto', 'scroll'].includes(getComputedStyle(e).overflowX) "
                                 "&& e.scrollWidth > e.clientWidth + 1).length")
        if name == "readings-beside":  # the page this test must see scroll
            assert boxes == 1, "the chips table with its readings fits a phone now: find " \
                               "another page whose table scrolls"
        for n in range(boxes):
            _shows_it_scrolls(browser, n)
    finally:
        browser.resize(*PHONE)


def _shows_it_scrolls(browser, n: int) -> None:
    """The Nth box that scrolls shows a shade at the edge where more lies, and none at an
    edge with nothing beyond: measured with the table in it hidden, the box's own drawing."""
    box = ("[...document.querySelectorAll('*')].filter(e => ['auto', 'scroll'].includes("
           "getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)"
           f"[{n}]")
    browser.evaluate(f"(e => {{ e.scrollIntoView(); [...e.children].forEach(c => "
                     f"c.style.visibility = 'hidden'); e.scrollLeft = 0; }})({box})")
    r = browser.evaluate(f"(r => ({{top: r.top + scrollY, left: r.left, right: r.right, "
                         f"height: r.height}}))({box}.getBoundingClientRect())")

    def edge(side: str) -> int:  # the darkest grey along the edge's 8 pixels
        x = r["left"] if side == "left" else r["right"] - 8
        rows = browser.pixels(x, r["top"], 8, max(int(r["height"]), 1))
        return min(min(px) for row in rows for px in row)

    assert edge("right") < 230, "more of the table lies to the right: nothing shows it"
    assert edge("left") > 250, "a shade on the left, with nothing there"
    browser.evaluate(f"(e => e.scrollLeft = e.scrollWidth)({box})")
    assert edge("left") < 230, "scrolled to its end, nothing shows more lies to the left"
    assert edge("right") > 250, "a shade on the right, at the table's end"


CHIPS = {"side-pot": ["player", "put in", "takes", "why"],
         "readings-beside": ["player", "put in", "back", "in all if (1)", "in all if (2)",
                             "why"],
         "seven-players": ["player", "put in"]}
# every table's header cells (or its columns' numbers), and for each column whether any row
# has anything in it
COLUMNS = """[...document.querySelectorAll('table')].map(t => {
  const body = [...t.tBodies[0].rows];
  const heads = t.tHead ? [...t.tHead.rows[0].cells].map(c => c.innerText.trim())
    : [...body[0].cells].map((_, i) => i);
  const filled = heads.map((_, i) => body.some(
    row => row.cells[i] && row.cells[i].innerText.trim() !== ''));
  return [heads, filled]; })"""


@pytest.mark.parametrize("name", ["side-pot", "readings-beside", "seven-players"])
def test_no_column_is_drawn_empty_for_the_whole_ruling(browser, pages, name):
    _on(browser, pages[name], DESKTOP)
    try:
        tables = browser.evaluate(COLUMNS)
        for heads, filled in tables:
            assert all(filled), [h for h, f in zip(heads, filled) if not f]
        # its chips table: what each ruling fills (C has 10 back: the column drawn where it
        # holds something); nobody takes, back nor is out of the seven players' deal
        assert tables[0][0] == CHIPS[name]
    finally:
        browser.resize(*PHONE)


# the size of each piece of text a person sees, outside the pictures, and whether it is
# running text (a paragraph's, a list's, a cell's or a quotation's own words)
TEXT_SIZES = """(() => {
  const out = [], walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walk.nextNode());) {
    const e = n.parentElement;
    if (!n.textContent.trim() || e.closest('svg') || !e.getClientRects().length) continue;
    const running = ['P', 'LI', 'TD', 'BLOCKQUOTE'].includes(e.tagName)
      && !e.matches('.meta, .status');
    out.push([e.tagName + '.' + e.className, parseFloat(getComputedStyle(e).fontSize),
              running]);
  }
  return out; })()"""


@pytest.mark.parametrize("name", PAGES)
def test_running_text_is_16_pixels_on_a_phone_and_nothing_under_14(browser, pages, name):
    _on(browser, pages[name])
    sizes = browser.evaluate(TEXT_SIZES)
    assert sizes
    assert sorted({(e, px) for e, px, running in sizes if running and px < 16}) == []
    assert sorted({(e, px) for e, px, _ in sizes if px < 14}) == []


# each picture a person sees: its box, and each of its words' size as drawn (its font's size
# times the picture's scale on the screen) and box
PICTURES = """[...document.querySelectorAll('svg.pool')].filter(s => s.getClientRects().length)
  .map(s => { const r = s.getBoundingClientRect(), scale = s.getScreenCTM().a;
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom,
      bars: Math.max(...[...s.querySelectorAll('g.band rect[class]')].map(
        b => b.getBoundingClientRect().right)),
      base: Math.max(...[...s.querySelectorAll('g.band rect[class]')].map(
        b => b.getBoundingClientRect().bottom)),
      words: [...s.querySelectorAll('text')].map(t => { const b = t.getBoundingClientRect();
        return {text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize) * scale,
                left: b.left, right: b.right, top: b.top, bottom: b.bottom,
                legend: !t.matches('.head, .name, .sum')}; })}; })"""


@pytest.mark.parametrize("name", ["side-pot", "seven-players", "compared"])
def test_the_pool_picture_writes_at_14_pixels_on_a_phone_within_itself(browser, pages, name):
    _on(browser, pages[name])
    drawn = browser.evaluate(PICTURES)
    assert drawn, "no picture seen"
    for svg in drawn:
        small = sorted({(w["text"], round(w["size"], 1)) for w in svg["words"]
                        if w["size"] < 14})
        assert small == [], small
        cut = [w["text"] for w in svg["words"] if w["left"] < svg["left"] - 0.5
               or w["right"] > svg["right"] + 0.5 or w["bottom"] > svg["bottom"] + 0.5]
        assert cut == [] and svg["right"] <= PHONE[0], cut
        # its legend under its columns
        assert all(w["top"] > svg["base"] for w in svg["words"] if w["legend"])


def test_a_desktop_and_print_keep_the_legend_beside_the_columns(browser, pages):
    # the phone's picture is its own: the wide one is the desktop's and the paper's still
    try:
        for size, media in ((PHONE, "screen"), (DESKTOP, "screen"), ((700, 1000), "print")):
            _on(browser, pages["side-pot"], size, media)
            (svg,) = browser.evaluate(PICTURES)
            beside = all(w["left"] > svg["bars"] for w in svg["words"] if w["legend"])
            assert beside == (size != PHONE), (size, media)
            if size == DESKTOP:  # drawn as wide as it is made, its words as they are made
                assert min(w["size"] for w in svg["words"]) == 12
    finally:
        browser.media("screen")
        browser.resize(*PHONE)


# each row of the disputes by books: each cell's top and bottom, and the words drawn before
# it (its book's name on a phone)
DISPUTES = """(() => {
  const h = [...document.querySelectorAll('h2')].find(
    h => h.textContent === 'The disputes by books');
  const t = h.nextElementSibling.matches('table') ? h.nextElementSibling
    : h.nextElementSibling.querySelector('table');
  return [...t.tBodies[0].rows].map(row => [...row.cells].filter(
    c => c.getClientRects().length).map(c => { const r = c.getBoundingClientRect();
      return [r.top, r.bottom, getComputedStyle(c, '::before').content]; })); })()"""


def test_the_disputes_by_books_read_a_dispute_at_a_time_on_a_phone(browser, pages):
    # on a phone each dispute is a block: its name, then each book's ruling under it, named
    try:
        _on(browser, pages["disputes"])
        books = browser.evaluate("[...document.querySelectorAll('th')].map(th => "
                                 "th.textContent)")[1:]
        rows = browser.evaluate(DISPUTES)
        assert rows and books
        for cells in rows:
            for above, below in zip(cells, cells[1:]):
                assert below[0] >= above[1] - 0.5, "cells side by side on a phone"
            named = [c[2] for c in cells[1:]]
            assert named and all(n[1:-3] in books and n.endswith(': "') for n in named), named
            assert sorted(named, key=lambda n: books.index(n[1:-3])) == named
        _on(browser, pages["disputes"], DESKTOP)  # a desktop: a table, a book a column
        for cells in browser.evaluate(DISPUTES):
            assert len({round(c[0]) for c in cells}) == 1, "a row in lines on a desktop"
            assert all(c[2] == "none" for c in cells)
    finally:
        browser.resize(*PHONE)
