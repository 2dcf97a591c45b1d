"""The page's style (cli/render/html.py): its own, inline, in ASCII; a desktop's screen, a
phone's and print each read it as the media rules below say."""
from __future__ import annotations

STYLE = """
:root { color-scheme: light; }
body { margin: 0; background: #fff; color: #111;
  font: 16px/1.45 Georgia, "DejaVu Serif", "Liberation Serif", "Times New Roman", serif; }
main { max-width: 48rem; margin: 0 auto; padding: 1.25rem 1.25rem 3rem; }
h1 { font-size: 1.55rem; line-height: 1.2; margin: 0 0 .2rem; }
h2 { font-size: 1.15rem; margin: 1.6rem 0 .5rem; border-bottom: 1px solid #bbb; }
h3 { font-size: 1rem; margin: 0; }
.meta { color: #555; font-size: .9rem; margin: 0 0 .9rem; }
.answer { border: 2px solid #222; border-radius: 4px; padding: .7rem 1rem; margin: 0 0 1rem; }
.status { font: bold .8rem/1 "DejaVu Sans", Arial, sans-serif; letter-spacing: .08em;
  text-transform: uppercase; margin: 0 0 .45rem; }
.s-settled { color: #1b5e20; } .s-unsettled { color: #8a4b00; } .s-misdeal, .s-void,
.s-passed, .s-continues { color: #1a3f7a; }
.said { font-size: 1.18rem; margin: 0; }
.open { margin: .5rem 0 0; font-size: .95rem; }
.question { font-style: italic; margin: 0 0 1rem; }
a { color: #1a3f7a; } a.law { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace;
  font-size: .86em; }
/* room for "10." and "100." beside the findings where print takes the page's padding away */
ol.findings { padding-left: 2.4em; } ol.findings li { margin: .25rem 0; }
.ev { color: #555; font-size: .85em; } .held { color: #8a4b00; font-style: italic; }
.rung { color: #555; font-size: .85em; }
table { border-collapse: collapse; margin: .6rem 0; }
/* a table wider than the screen scrolls in its own box, and shows that it does: a shade at
   the edge with more beyond it (the white covers move with the table, and hide the shade at
   its ends) */
.wide { overflow-x: auto; max-width: 100%; background:
  linear-gradient(to right, #fff 40%, rgba(255,255,255,0)) left / 2rem 100% no-repeat local,
  linear-gradient(to left, #fff 40%, rgba(255,255,255,0)) right / 2rem 100% no-repeat local,
  linear-gradient(to right, rgba(0,0,0,.35), rgba(0,0,0,0)) left / .9rem 100% no-repeat scroll,
  linear-gradient(to left, rgba(0,0,0,.35), rgba(0,0,0,0)) right / .9rem 100% no-repeat scroll; }
td.why { min-width: 9rem; } td.why a.law { overflow-wrap: anywhere; }
tr.rest td { color: #555; font-style: italic; }
th, td { padding: .2rem .7rem; border-bottom: 1px solid #ccc; text-align: right;
  vertical-align: top; }
th:first-child, td:first-child, td.why, th.why { text-align: left; }
figure { margin: .6rem 0; } figure svg { max-width: 100%; height: auto; }
.pool-narrow { display: none; }
figcaption { font-size: .85rem; color: #555; }
article.law { margin: 0 0 .9rem; break-inside: avoid; }
blockquote { margin: .25rem 0 0 1rem; padding-left: .7rem; border-left: 3px solid #ccc; }
.page { color: #555; font-weight: normal; }
nav.index ol { padding-left: 1.2rem; } nav.index li { margin: .35rem 0; }
footer { margin-top: 2rem; color: #666; font-size: .8rem; }
/* a phone (and a narrow window): the pool's picture drawn narrow, its legend under its
   columns; no running text under 16 pixels, nothing under 14; cells closer; the disputes by
   books a dispute a block, each book's ruling named in it */
@media screen and (max-width: 47.99rem) {
  main { padding: 1rem 1rem 3rem; }
  .pool-wide { display: none; } .pool-narrow { display: block; }
  .status, footer { font-size: .875rem; } .open { font-size: 1rem; }
  figcaption { font-size: .9rem; }
  .ev, .rung, a.law, code { font-size: max(.86em, .875rem); }
  th, td { padding: .2rem .45rem; }
  table.by-books, table.by-books tbody, table.by-books tr, table.by-books td { display: block; }
  table.by-books thead { display: none; }
  table.by-books tr { padding: .4rem 0; border-bottom: 1px solid #ccc; }
  table.by-books td { border: 0; padding: .1rem 0; text-align: left; min-width: 0; }
  table.by-books td:empty { display: none; }
  table.by-books td[data-book]::before { content: attr(data-book) ": "; font-weight: bold; }
}
@page { margin: 14mm 13mm; }
@media print {
  body { font-size: 10.5pt; }
  main { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
  .answer, figure, table { break-inside: avoid; }
  .wide { overflow: visible; background: none; }
  h2 { break-after: avoid; }
  section.case + section.case { break-before: page; }
}
"""
