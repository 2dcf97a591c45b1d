"""Markdown of the historian's desk: laws found by their words (each in context), a book read
in order, and two books set side by side on a topic."""
from __future__ import annotations

from .markdown_escape import inert as _md
from .pages import printed_page

_WHERE = {"printed": "as printed", "title": "in its title", "topics": "in its topics"}


def _marked(text: str, spans: list) -> str:
    """TEXT made inert, each [start, end) span of SPANS in bold."""
    out, at = [], 0
    for start, end in spans:
        out += [_md(text[at:start]) + (" " if text[at:start].endswith(" ") else ""),
                "**" + _md(text[start:end]) + "**"
                + (" " if text[end:end + 1] == " " else "")]
        at = end + (1 if text[end:end + 1] == " " else 0)
    return "".join(out) + _md(text[at:])


def hits(vs: list) -> str:
    lines = []
    for v in vs:
        found = _WHERE.get(v["found_in"], "")
        lines += [f"- **{_md(v['id'])}** ({_md(printed_page(v))}) *{_md(v['title'])}*, score "
                  f"{v['score']}{', found ' + found if found else ''}: "
                  f"{_marked(v['context'], v['matches'])}"]
    return "\n".join(lines) + "\n"


def reading(v: dict) -> str:
    from .cite import words_text
    from .markdown_escape import quoted

    year = f", {v['year']}" if v.get("year") else ""
    lines = [f"## {_md(v['title'])}", "", f"{_md(v['author'])}{_md(year)} (`{v['book']}`)"
             + (f", {_md(v['section'])}" if v.get("section") else "")]
    where = None
    for e in v["entries"]:
        if e["entry"] == "law":
            here = ", ".join(dict.fromkeys(x for x in (e["chapter"], e["section"]) if x))
            if here and here != where:
                lines += ["", f"### {_md(here)}"]
            where = here or where
            lines += ["", f"**{_md(e['id'])}** ({_md(printed_page(e))}, {e['kind']}) "
                          f"*{_md(e['title'])}*", "", quoted(words_text(e["words"]))]
            if e.get("footnote"):
                lines += ["", f"Footnote: {_md(e['footnote'])}"]
            continue
        what = "A heading, no law" if e["heading"] else "Not a law, left out of the laws"
        lines += ["", f"*{what} ({_md(printed_page(e))}, as the scan prints it):* "
                      f"{_md(e['text'])}"]
    return "\n".join(lines) + "\n"


def diff(v: dict) -> str:
    from .cite import words_text
    from ..views import value_text

    a, b = v["books"]
    lines = [f"## {_md(v['topic'])}: `{a}` and `{b}`", "", _md(v["description"])]
    if v["questions"]:
        lines += ["", f"They part on {v['parts']} of {len(v['questions'])} questions.", "",
                  f"| question | `{a}` | `{b}` | |", "| --- | --- | --- | --- |"]
        for r in v["questions"]:
            cells = [_said(r[x], value_text) for x in (a, b)]
            lines.append(f"| `{r['key']}` | {cells[0]} | {cells[1]} | "
                         f"{'**parts**' if r['part'] else 'alike'} |")
    else:
        lines += ["", "No question of the catalogue on this topic, or neither book answers "
                      "one: their laws on it are set side by side."]
    for book in (a, b):
        lines += ["", f"### `{book}`"]
        laws = v["laws"][book]
        if not laws:
            lines += ["", "*silent*"]
        for law in laws:
            lines += ["", f"**{_md(law['id'])}** ({_md(printed_page(law))}) "
                          f"*{_md(law['title'])}*: "
                          f"“{_md(words_text(law['words']) if law.get('words') else law['text'])}”"]
    return "\n".join(lines) + "\n"


def _said(answer, value_text) -> str:
    if answer is None:
        return "*silent*"
    out = (["laws in conflict: " + ", ".join(f"`{i}`" for i in answer["laws"])]
           if answer.get("conflict") else [])
    for i, v in enumerate(answer["values"]):
        its = " (its answer)" if i == 0 and len(answer["values"]) > 1 and answer["laws"] \
            and not answer.get("conflict") else ""
        out.append(_md(value_text(v["value"])) + " (" + ", ".join(f"`{i}`" for i in v["laws"])
                   + ")" + (f" when {_md(v['when'])}" if v.get("when") else "") + its)
    return "; ".join(out)
