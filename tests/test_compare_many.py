"""`compare` over many files and folders, as `rule` does (issue 24): a table per dispute,
then the disputes by books; JSON a list of {file, case, rulings} for several files, and still
{BOOK: ruling} for one (the contract); --jobs changes nothing printed; a bad case does not
stop the others."""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANDS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "cases" / "hands").glob("*.yaml"))


def test_a_folder_of_the_casebook_is_compared_dispute_by_dispute_then_summed_by_books(cli):
    r = cli("compare", "cases/hands")
    assert r.code == 0, r.err
    # one table per dispute, each headed by its title and the books' agreement
    assert r.out.count(" — 5 books, ") == len(HANDS)
    summary = r.out[r.out.index(f"{len(HANDS)} disputes by books"):]
    for f in HANDS:
        assert f in summary  # every file named whole, to paste into `adjudicator rule`
    # the summary row "in all" counts each book's statuses over the disputes
    table = json.loads(cli("compare", "cases/hands", "--format", "json").out)
    for book in ("peel", "standard"):
        settled = sum(1 for item in table if item["rulings"][book]["status"] == "settled")
        assert f"{settled} settled" in summary.split("in all", 1)[1]


def test_json_is_a_list_for_several_files_and_the_contracts_mapping_for_one(cli):
    many = json.loads(cli("compare", "cases/keller-side-pot.yaml", "cases/hands",
                          "--format", "json").out)
    assert [item["file"] for item in many] == ["cases/keller-side-pot.yaml", *HANDS]
    import jsonschema

    from adjudicator.cli.schema import schema

    jsonschema.validate(many, schema("compare-list"))
    one = json.loads(cli("compare", "cases/keller-side-pot.yaml", "--format", "json").out)
    assert set(one) == {"peel", "keller", "schenck", "standard", "published-decision"}
    assert many[0]["rulings"] == one and many[0]["case"] == "The disputed side-pot case"
    # Keller's own ruling (keller:ch7/table-stakes/18): A $30, C the balance
    assert one["keller"]["awards"] == {"A": 30, "C": 70}
    assert one["published-decision"]["awards"] == {"C": 100}


def test_jobs_change_nothing_printed(cli, monkeypatch, casebook_compared):
    # the casebook, every case once: enough files for a pool of workers to be used when a
    # worker must have 64 of them (the real threshold would take the casebook twice over,
    # twice the time, to prove the same thing). One job's output is the session's one run of
    # this command on one job (conftest's casebook_compared, which holds it to exit 0).
    from adjudicator.cli import batch, cores

    monkeypatch.setattr(batch, "POOL_FROM", 64)
    # a core counted free whatever the machine's load, so that two jobs do use a pool (on a
    # busy machine the batch would rightly rule alone, and this test prove nothing)
    monkeypatch.setattr(cores, "free_beside_us", lambda before, after: 1.0)
    # and counted over the first file alone: on a fast machine a tenth of a second checks so
    # many files that too few are left to give a worker (CI did, and used no pool to check)
    monkeypatch.setattr(cores, "SAMPLE", 0.0)
    pooled, real = [], batch._pooled
    monkeypatch.setattr(batch, "_pooled", lambda files, *a: pooled.append(len(files))
                        or real(files, *a))
    args = ("compare", "cases", "--rulebooks", "rulebooks/examples", "--format", "json")
    one, two = casebook_compared, cli(*args, "--jobs", "2")
    assert two.code == 0, two.err
    assert one == two.out and len(json.loads(one)) > 128
    # two jobs did use a pool, to check every file and to compare them
    assert len(pooled) == 2 and min(pooled) >= batch.POOL_FROM


def test_a_bad_case_is_said_and_the_others_are_compared_when_kept_going(cli, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: t\ntable: {players: [A, B], dealer: Z}\nevents: [fold: A]\n")
    r = cli("compare", "cases/keller-side-pot.yaml", str(bad), "--format", "json")
    assert r.code == 2 and r.out == ""  # a batch with bad input compares nothing (issue 41)
    assert r.err.startswith(f"{bad}:2:") and "unknown player 'Z'" in r.err
    r = cli("compare", "cases/keller-side-pot.yaml", str(bad), "--format", "json",
            "--keep-going")
    assert r.code == 2
    assert r.err.startswith(f"{bad}:2:") and "unknown player 'Z'" in r.err
    assert [item["file"] for item in json.loads(r.out)] == ["cases/keller-side-pot.yaml"]


def test_the_summary_keeps_to_80_columns_and_gives_each_case_file_whole(cli):
    """The hands' folder at COLUMNS=80: its case files do not fit beside five books, so the
    table numbers them and lists each file whole beneath it, to paste into `rule`; at 200
    columns each file stands in the table's first column."""
    folder = ROOT / "cases" / "hands"
    files = sorted(str(p.relative_to(ROOT)) for p in folder.glob("*.yaml"))
    narrow = cli("compare", "cases/hands", env={"COLUMNS": "80"}).out
    summary = narrow[narrow.index("disputes by books"):].splitlines()
    assert max(len(line) for line in summary) <= 80
    assert summary[-len(files):] == [f"{i:>3}  {f}" for i, f in enumerate(files, 1)]
    wide = cli("compare", "cases/hands", env={"COLUMNS": "200"}).out
    summary = wide[wide.index("disputes by books"):]
    assert all(f"│ {f} " in summary for f in files)


def test_a_summary_that_just_fits_cuts_no_book_id_and_no_word(cli, tmp_path):
    """Two files whose names just fit beside five books at 100 columns: rich would narrow
    the widest book column below its header ("published-decision") and crop the table's
    right edge; each book column is given a width of its own instead, none below its
    longest word."""
    folder = tmp_path / "batch"
    folder.mkdir()
    for name in ("keller-side-pot.yaml", "six-cards.yaml"):
        src = ROOT / "cases" / ("keller-side-pot.yaml" if name.startswith("keller") else
                                "deal-and-draw/bet-on-six-cards-one-caller.yaml")
        (folder / name).write_bytes(src.read_bytes())
    out = cli("compare", "batch", env={"COLUMNS": "100"}, cwd=tmp_path).out
    summary = out[out.index("disputes by books"):].splitlines()
    assert max(len(line) for line in summary) <= 100
    assert "published-decision" in summary[2]  # the header whole
    assert "…" not in "\n".join(summary)
    rows = [line for line in summary if line.startswith(("┏", "┃", "┡", "│", "├", "└"))]
    assert rows and all(line.endswith(("┓", "┃", "┩", "│", "┤", "┘")) for line in rows)
    assert "│ batch/keller-side-pot.yaml " in "\n".join(rows)  # the file whole, in the table
