"""Markdown output: a ruling or a law a club can paste into a chat or its minutes book."""
from __future__ import annotations


def _cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def law(v: dict) -> str:
    lines = [f"### {v['id']}: {v['title']}", ""]
    where = ", ".join(x for x in (v.get("chapter"), v.get("section")) if x)
    lines.append(f"*{where}{', ' if where else ''}p. {v['pages']}*")
    lines += ["", "> " + v["text"].replace("\n", "\n> ")]
    if v.get("footnote"):
        lines += ["", f"Footnote: {v['footnote']}"]
    if v["provides"]:
        lines += ["", "Provides" + (f" (when {v['when']})" if v.get("when") else "") + ":", ""]
        lines += [f"- `{p['key']}` = `{p['value']}`: {p['question']}" for p in v["provides"]]
    for label, key in (("Refers to", "refers_to"), ("Referred to by", "referred_to_by"),
                       ("Same as", "same_as")):
        if v.get(key):
            lines += ["", f"{label}: " + ", ".join(f"`{x}`" for x in v[key])]
    return "\n".join(lines) + "\n"


def laws(vs: list) -> str:
    lines = ["| law | page | kind | title |", "| --- | --- | --- | --- |"]
    lines += [f"| `{v['id']}` | {v['pages']} | {v['kind']} | {_cell(v['title'])} |" for v in vs]
    return "\n".join(lines) + "\n"


def books(vs: list) -> str:
    lines = ["| book | author and title | year | laws | numbered |",
             "| --- | --- | --- | --- | --- |"]
    lines += [f"| `{v['id']}` | {_cell(v['author'])}, *{_cell(v['title'])}* | {v['year'] or '—'} "
              f"| {v['laws']} | {v['numbered'] or '—'} |" for v in vs]
    return "\n".join(lines) + "\n"


def provisions(vs: list) -> str:
    lines = ["| provision | takes | question |", "| --- | --- | --- |"]
    lines += [f"| `{v['key']}` | {_cell(', '.join(v['values']) or v['kind'])} "
              f"| {_cell(v['question'])} |" for v in vs]
    return "\n".join(lines) + "\n"


def check(v: dict) -> str:
    lines = [f"- {e}" for e in v["errors"]]
    lines.append(f"\n{v['files']} files checked: {len(v['errors'])} problems")
    return "\n".join(lines) + "\n"
