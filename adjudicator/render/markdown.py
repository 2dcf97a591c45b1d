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


def ruling(r: dict) -> str:
    notes: list[str] = []

    def cite(ids):
        marks = []
        for i in ids:
            if i not in notes:
                notes.append(i)
            marks.append(f"[^{notes.index(i) + 1}]")
        return "".join(marks)

    lines = [f"## {r['case']}", "", f"Ruled under **{r['book']}**: **{r['status']}**.", ""]
    for s in r["steps"]:
        lines.append(f"{s['event'] or '-'}. {s['finding']}{cite(s['laws'])}")
    for s in r["silent"]:
        lines.append(f"- *Silent:* {s['point']}: {s['detail']}")
    lines += ["", "| player | put in | takes | refund |", "| --- | ---: | ---: | ---: |"]
    players = sorted(set(r["stakes"]) | set(r["awards"]) | set(r["refunds"]))
    for p in players:
        lines.append(f"| {_cell(p)} | {r['stakes'].get(p, 0)} | {r['awards'].get(p, '')} "
                     f"| {r['refunds'].get(p, '')} |")
    lines.append(f"\nPot: {r['pot']}" + (f"; {r['carried']} stays in the pool" if r.get("carried")
                                          else ""))
    by_id = {c["id"]: c for c in r["citations"]}
    lines.append("")
    for n, i in enumerate(notes, 1):
        c = by_id.get(i)
        if c:
            lines.append(f"[^{n}]: `{i}`, p. {c['pages']}: \"{c['text']}\"")
    return "\n".join(lines) + "\n"


def compare(v: dict) -> str:
    lines = [f"## {v['case']}", "", "| book | ruling | why |", "| --- | --- | --- |"]
    for d in v["differences"]:
        why = "; ".join(f"{s['finding']} ({', '.join(s['laws'])})" for s in d["because"])
        lines.append(f"| `{d['book']}` | {_cell(d['outcome'])} | {_cell(why)} |")
    return "\n".join(lines) + "\n"


def topic_list(vs: list) -> str:
    lines = ["| topic | books | description |", "| --- | --- | --- |"]
    lines += [f"| `{v['topic']}` | {', '.join(v['books']) or '—'} | {_cell(v['description'])} |"
              for v in vs]
    return "\n".join(lines) + "\n"


def topic(v: dict) -> str:
    lines = [f"## {v['topic']}", "", v["description"], "", "| book | law | words |",
             "| --- | --- | --- |"]
    for col in v["books"]:
        if col["silent"]:
            lines.append(f"| `{col['book']}` | — | *silent* |")
        for law_ in col["laws"]:
            lines.append(f"| `{col['book']}` | `{law_['id']}` p. {law_['pages']} "
                         f"| {_cell(law_['text'])} |")
    return "\n".join(lines) + "\n"


def hand(v: dict) -> str:
    agreed = f" (agreed: {', '.join(v['agreed'])})" if v["agreed"] else ""
    lines = [f"### The hands under `{v['book']}`{agreed}", "", "| place | hand | cards | is |",
             "| --- | --- | --- | --- |"]
    for h in v["hands"]:
        what = f"{h['name']} ({h['detail']})" if h["name"] else f"not ranked: {h['unranked']}"
        lines.append(f"| {h['place'] or '—'} | {h['player']} | {h['cards']} | {_cell(what)} |")
    if v["findings"]:
        lines.append("")
    lines += [f"- {f['finding']} ({', '.join(f'`{x}`' for x in f['laws'])})"
              for f in v["findings"]]
    lines += [f"- *Silent* ({s['point']}): {s['detail']}" for s in v["silent"]]
    for law_ in v["citations"]:
        lines += ["", f"**{law_['id']}** (p. {law_['pages']}) {law_['title']}", "",
                  f"> {law_['text']}"]
    return "\n".join(lines) + "\n"


def census(v: dict) -> str:
    agreed = f", agreed {', '.join(v['agreed'])}" if v["agreed"] else ""
    lines = [f"### Census under `{v['book']}`{agreed}", "",
             f"{v['hands']:,} hands of a {v['pack']}-card pack.", "",
             "| hand | count | odds against |", "| --- | ---: | ---: |"]
    for cat, n in v["counts"].items():
        odds = v["odds_against"][cat]
        lines.append(f"| {_cell(v['names'][cat])} | {n:,} | "
                     f"{'—' if odds is None else f'{odds:,.2f} to 1'} |")
    for table in v["tables"]:
        lines += ["", f"**{table['id']}** {table['title']} (p. {table['page']})", "",
                  "| row | column | printed | ours | differs |", "| --- | --- | --- | --- | --- |"]
        for r in table["rows"]:
            for col in r["columns"]:
                flag = {True: "**yes**", False: "no", None: "not compared"}[col["differs"]]
                ours = "" if col["computed"] is None else col["computed"]
                lines.append(f"| {r['row']} | {col['column']} | {_cell(col['printed'])} "
                             f"| {_cell(ours)} | {flag} |")
    if v["tables"]:
        lines += ["", f"{v['differences']} printed figures differ from the count."]
    lines += [f"- *Silent* ({s['point']}): {s['detail']}" for s in v["silent"]]
    return "\n".join(lines) + "\n"
