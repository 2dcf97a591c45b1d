"""The page (`--format html`), read as a person sees it: in a real browser, Debian's headless
Chromium (tests/browser.py), which `.ci/run` installs where it is missing.

The README's case drawn as a page loads with no request outside its own file, shows the
answer within the first 800 pixels, quotes every law of the ruling with its page, fits the
printable width of A4 and of Letter, and draws to PNG (the picture docs/ruling-page.png the
README shows is made so: docs/examples.py --page). A name that is markup draws no element.
"""
from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest

from browser import Browser, needs_chromium

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
PNG = b"\x89PNG\r\n\x1a\n"
# the printable width of each paper, in CSS pixels (96 to the inch), less the page's margins
# (13 mm each side: cli/render/html_style.py's @page)
PAPERS = {"A4": (210, 297), "Letter": (215.9, 279.4)}
MARGINS_MM = 26

pytestmark = needs_chromium()


@pytest.fixture(scope="module")
def browser():
    with Browser(width=1280, height=800) as b:
        yield b


@pytest.fixture(scope="module")
def side_pot_page(tmp_path_factory):
    """The README's case as a page, written by the command with --output, and its ruling."""
    from conftest import _in_process

    folder = tmp_path_factory.mktemp("page")
    page = folder / "ruling.html"
    env = {"NO_COLOR": "1", "COLUMNS": "120"}
    done = _in_process(["rule", str(SIDE_POT), "--format", "html", "--output", str(page)],
                       env, ROOT)
    assert done.returncode == 0 and done.stdout == "", done.stderr
    ruling = json.loads(_in_process(["rule", str(SIDE_POT), "--format", "json"], env,
                                    ROOT).stdout)
    return page, ruling


def test_the_readme_case_loads_with_no_request_outside_its_file(browser, side_pot_page):
    page, _ = side_pot_page
    browser.requests.clear()
    browser.load(page)
    assert browser.requests == [page.as_uri()]


def test_the_answer_is_within_the_first_800_pixels(browser, side_pot_page):
    page, ruling = side_pot_page
    browser.resize(1280, 800)
    browser.media("screen")
    browser.load(page)
    box = browser.box("#answer")
    assert 0 <= box["top"] < box["bottom"] <= 800, box
    said = browser.evaluate("document.querySelector('#answer .said').innerText")
    assert " ".join(said.split()) == ruling["answer"]
    assert browser.evaluate("document.querySelector('#answer .status').innerText").lower() \
        == ruling["status"]


def _printed(book: str) -> dict:
    """The book's title page, as its rulebook file records it."""
    import yaml

    return yaml.safe_load((ROOT / "rulebooks" / f"{book}.yaml").read_text(
        encoding="utf-8"))["book"]


def test_the_page_names_the_book_by_its_title_author_and_year(browser, side_pot_page):
    """A club posting the page names the book the ruling rests on as it was printed, not by
    the id its laws are cited with alone: on the first screen, beside the answer."""
    page, ruling = side_pot_page
    browser.resize(1280, 800)
    browser.load(page)
    meta = browser.evaluate("document.querySelector('p.meta').innerText")
    book = _printed(ruling["book"])
    assert meta.startswith(f"Ruled under {ruling['book']}: {book['title']}, {book['author']}, "
                           f"{book['year']}"), meta
    assert browser.box("p.meta")["bottom"] <= 800


def test_every_law_of_the_ruling_is_quoted_with_its_page(browser, side_pot_page):
    page, ruling = side_pot_page
    browser.load(page)
    quoted = browser.evaluate("[...document.querySelectorAll('article.law')].map(a => "
                              "({id: a.id, text: a.innerText}))")
    assert len(quoted) == len(ruling["citations"])
    for law, q in zip(ruling["citations"], quoted):
        text = " ".join(q["text"].split())
        assert text.startswith(f"{law['id']} (p. {law['pages']})"), text[:80]
        assert " ".join(law["text"].split()) in text
    # every link to a law leads to its quotation on the page
    dangling = browser.evaluate("[...document.querySelectorAll('a[href^=\"#\"]')].filter(a => "
                                "!document.getElementById(a.getAttribute('href').slice(1)))"
                                ".length")
    assert dangling == 0


def test_the_page_fits_a4_and_letter_when_printed(browser, side_pot_page):
    page, _ = side_pot_page
    browser.load(page)
    browser.media("print")
    try:
        for paper, (width_mm, height_mm) in PAPERS.items():
            width = int((width_mm - MARGINS_MM) / 25.4 * 96)
            browser.resize(width, 1000)
            wide = browser.evaluate("document.documentElement.scrollWidth")
            assert wide <= width, f"{paper}: the page is {wide} pixels wide, the paper {width}"
            pdf = browser.pdf(width_mm / 25.4, height_mm / 25.4)
            assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page\n") + \
                pdf.count(b"/Type /Page ") + pdf.count(b"/Type/Page") >= 1
    finally:
        browser.media("screen")
        browser.resize(1280, 800)


def test_the_page_draws_to_png_as_the_readme_shows_it(browser, side_pot_page, tmp_path):
    page, _ = side_pot_page
    browser.resize(1280, 800)
    browser.load(page)
    png = browser.png(1400)
    assert png.startswith(PNG)
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (1280, 1400)
    shown = ROOT / "docs" / "ruling-page.png"
    assert "docs/ruling-page.png" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert shown.read_bytes().startswith(PNG)
    assert struct.unpack(">II", shown.read_bytes()[16:24])[0] == 1280


def test_a_request_the_page_made_would_be_seen(browser, tmp_path):
    """The check above can fail: a page that asks for a picture elsewhere is caught."""
    page = tmp_path / "asks.html"
    page.write_text('<!DOCTYPE html><title>t</title><img src="http://127.0.0.1:9/x.png">',
                    encoding="utf-8")
    browser.requests.clear()
    browser.load(page)
    assert "http://127.0.0.1:9/x.png" in browser.requests


def test_names_that_are_markup_draw_no_element(browser, cli, tmp_path):
    name = "<img src=x onerror=alert(1)>"
    case = tmp_path / "hostile.yaml"
    case.write_text(f"title: \"<script>document.title='x'</script>\"\n"
                    f"table: {{players: ['{name}', B], dealer: B, limit: 5}}\n"
                    f"events:\n  - bet: {{player: '{name}', amount: 1}}\n  - fold: B\n",
                    encoding="utf-8")
    page = tmp_path / "hostile.html"
    r = cli("rule", case, "--book", "peel", "--format", "html", "-o", page)
    assert r.code == 0, r.err
    browser.requests.clear()
    browser.load(page)
    assert browser.requests == [page.as_uri()]
    found = browser.evaluate("document.querySelectorAll('script, img, [onerror]').length")
    assert found == 0
    assert name in browser.evaluate("document.body.innerText")
    assert browser.evaluate("document.querySelector('h1').innerText").startswith("<script>")


def test_a_finding_on_the_general_law_says_so_on_the_page(browser, cli, tmp_path):
    """Peel's law 55 ("A bet once made ... cannot be recalled") is the general law that keeps
    the chips a player put up once out of the deal: the page says the finding rests on it as
    the book's general law, as the text and Markdown rulings do."""
    case = tmp_path / "called-after-passing.yaml"
    case.write_text("title: Bob passes, then calls\n"
                    "table: {players: [Ann, Bob, Cal], dealer: Cal, ante: 1, limit: 10}\n"
                    "events:\n  - ante: Ann\n  - deal: {Ann: 5, Bob: 5, Cal: 5}\n"
                    "  - bet: {player: Bob, amount: 2}\n  - call: Cal\n  - fold: Ann\n"
                    "  - check: Bob\n  - bet: {player: Cal, amount: 5}\n  - fold: Bob\n"
                    "  - call: Bob\n", encoding="utf-8")
    ruling = cli("rule", case, "--book", "peel", "--format", "json").json()
    general = [s for s in ruling["steps"] if s["rung"] == "general"]
    assert general and "peel:55" in general[0]["laws"]
    page = tmp_path / "called-after-passing.html"
    assert cli("rule", case, "--book", "peel", "--format", "html", "-o", page).code == 0
    browser.load(page)
    items = browser.evaluate(
        "Array.from(document.querySelectorAll('ol.findings li')).map(e => e.innerText)")
    shown = [x for x in items if general[0]["finding"] in x]
    assert len(shown) == 1 and "(by the book's general law)" in shown[0], items
    assert shown[0].index("general law") < shown[0].index("peel:55")


SHORT_AGE = """\
title: Ann is all in for 3 against Bob's opening of 4
table:
  players: [Ann, Bob, Cal, Dan]
  dealer: Dan
  betting: table-stakes
  ante: 1
  stacks: {Ann: 3, Bob: 60, Cal: 60, Dan: 60}
events:
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - bet: {player: Bob, amount: 4}
  - call: Cal
  - fold: Dan
  - all_in: Ann
  - bet: {player: Bob, amount: 10}
  - raise: {player: Cal, by: 15}
  - call: Bob
  - show: {Ann: "AS AH AD 7C 2D", Bob: "KS KH 9D 9C 3D", Cal: "QS QH QD 8C 4D"}
"""


def test_books_that_divide_the_pool_alike_each_answer_on_their_own_law(browser, cli,
                                                                         tmp_path):
    """Peel and Keller give Ann 9 and Cal 52 alike, Peel by law 60 and Keller by his
    betting-after-the-draw/10: the compare page draws the pool once for both, and its caption
    gives each book's answer on that book's law (it gave Peel's answer, peel:60, for both)."""
    case = tmp_path / "short-age.yaml"
    case.write_text(SHORT_AGE, encoding="utf-8")
    rulings = cli("compare", case, "--format", "json").json()
    assert rulings["peel"]["awards"] == rulings["keller"]["awards"] == {"Ann": 9, "Cal": 52}
    page = tmp_path / "short-age.html"
    assert cli("compare", case, "--format", "html", "-o", page).code == 0
    browser.load(page)
    captions = browser.evaluate(
        "Array.from(document.querySelectorAll('figcaption')).map(e => e.innerText)")
    both = next(c for c in captions if "Under peel" in c)
    for book in ("peel", "keller"):
        assert f"Under {book}: {rulings[book]['answer']}" in both, captions
    assert "(peel:60)" in rulings["peel"]["answer"] and "peel:60" not in rulings["keller"][
        "answer"]


def test_a_compared_page_names_every_book_it_rules_under(browser, cli, tmp_path):
    page = tmp_path / "compared.html"
    assert cli("compare", SIDE_POT, "--format", "html", "-o", page).code == 0
    browser.load(page)
    books = browser.evaluate("document.querySelector('p.books').innerText")
    for book in ("peel", "keller", "schenck", "standard", "published-decision"):
        assert f"{book}: {_printed(book)['title']}" in books, books


@pytest.fixture(scope="module")
def many_readings_page(tmp_path_factory):
    """The README's case under Schenck's laws of failing to equal the stake marked as words
    that may not reach a player short of money (a house book): eleven readings, the pool
    held."""
    from conftest import _in_process
    from stories import REACH

    page = tmp_path_factory.mktemp("many") / "ruling.html"
    env = {"NO_COLOR": "1", "COLUMNS": "120"}
    args = ["rule", str(SIDE_POT), *REACH]
    done = _in_process([*args, "--format", "html", "--output", str(page)], env, ROOT)
    assert done.returncode == 0, done.stderr
    ruling = json.loads(_in_process([*args, "--format", "json"], env, ROOT).stdout)
    assert len(ruling["readings"]) > 3
    return page, ruling


@pytest.mark.parametrize("width", [1280, 390])
def test_a_ruling_of_many_readings_fits_the_screen_and_a_phone(browser, many_readings_page,
                                                               width):
    # an audit's page: eleven reading columns ran 1,281 pixels wide on a 1,200 screen, and
    # printing shrank the whole page to 7.7 points to fit them: each reading is a row now
    page, _ = many_readings_page
    browser.media("screen")
    browser.resize(width, 800)
    try:
        browser.load(page)
        wide = browser.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"the page is {wide} pixels wide on a screen of {width}"
    finally:
        browser.resize(1280, 800)


def test_a_ruling_of_many_readings_prints_at_full_size(browser, many_readings_page):
    page, _ = many_readings_page
    browser.load(page)
    browser.media("print")
    try:
        width = int((210 - MARGINS_MM) / 25.4 * 96)
        browser.resize(width, 1000)
        wide = browser.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"A4: the page is {wide} pixels wide, the paper {width}"
    finally:
        browser.media("screen")
        browser.resize(1280, 800)


def test_each_reading_s_row_adds_up_to_the_pot(browser, many_readings_page):
    # an audit found reading columns of 5 or of nothing in a pot of 100: what a reading
    # holds, or carries, is in its row
    page, ruling = many_readings_page
    browser.load(page)
    rows = browser.evaluate("[...document.querySelectorAll('table.readings tbody tr')].map("
                            "tr => [...tr.cells].slice(1).map(td => td.innerText))")
    assert rows, "no table of the readings"
    for cells in rows:
        figures = [int(c.split()[0]) for c in cells if c.strip()]
        assert sum(figures) == ruling["pot"], cells


def test_the_readme_case_fits_a_phone(browser, side_pot_page):
    # an audit measured 472 pixels at a phone's 390: law ids in the "why" column could not
    # wrap
    page, _ = side_pot_page
    browser.media("screen")
    browser.resize(390, 800)
    try:
        browser.load(page)
        assert browser.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        browser.resize(1280, 800)


def test_every_finding_s_number_is_printed_whole(browser, side_pot_page):
    # printed, the page's padding goes: the numbers of findings 10 and above lost their first
    # digit off the paper's edge ("0. Event 10: The remainder ...")
    page, _ = side_pot_page
    browser.load(page)
    browser.media("print")
    try:
        width = int((PAPERS["A4"][0] - MARGINS_MM) / 25.4 * 96)
        browser.resize(width, 1000)
        cut = browser.evaluate("""(() => {
          const ctx = document.createElement('canvas').getContext('2d');
          return [...document.querySelectorAll('ol.findings > li')].map((li, i) => {
            const st = getComputedStyle(li);
            ctx.font = st.fontWeight + ' ' + st.fontSize + ' ' + st.fontFamily;
            const room = li.getBoundingClientRect().left;  // from the paper's left edge
            return [i + 1, room - ctx.measureText((i + 1) + '. ').width];
          }).filter(([n, left]) => left < 0); })()""")
        count = browser.evaluate("document.querySelectorAll('ol.findings > li').length")
        assert count >= 10, "the case no longer has ten findings to number"
        assert cut == [], f"numbers cut off at the paper's edge: {cut}"
    finally:
        browser.media("screen")
        browser.resize(1280, 800)


def test_a_compared_answer_that_sends_the_reader_to_the_readings_finds_them(browser, cli,
                                                                           tmp_path):
    # the published decision's answer on a first bet objected to ends "(see the readings)":
    # the page of the five books had no readings on it to see (found on Keller's side pot)
    case = str(ROOT / "cases" / "betting-and-show" /
               "first-bet-objected-where-the-book-names-nobody.yaml")
    page = tmp_path / "compare.html"
    assert cli("compare", case, "--format", "html", "--output", str(page)).code == 0
    rulings = cli("compare", case, "--format", "json").json()
    browser.load(page)
    seen = browser.evaluate("document.body.innerText")
    sent = [b for b, r in rulings.items() if "(see the readings)" in r["answer"]]
    assert sent, "no book's answer sends the reader to the readings any more"
    part = seen[seen.index("Under each reading of what is open"):seen.index("The pool under")]
    for b in sent:  # the book named, then its readings, each from its first
        under = part[part.index(f"\n{b}\n"):]
        assert under.split("\n", 2)[2].lstrip().startswith("(1) If"), under[:300]
        assert len(rulings[b]["readings"]) >= 2
