"""Rule the whole casebook in one fresh process, from THREADS threads that all start at once,
and print each ruling's digest as JSON ({"CASE|BOOK": sha256}). Run by tests/test_threads.py
(and by hand: ``python tests/threads_casebook.py 8``): with one thread it is the serial run
the threaded ones must equal.

The switch interval is made as short as Python allows, so that threads take turns inside the
first use of every table the package builds lazily (the provisions catalogue, the order of
the books, a library's books, the default library a book's id is looked up in).
"""
from __future__ import annotations

import hashlib
import json
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(threads: int) -> int:
    sys.setswitchinterval(1e-6)
    import adjudicator

    paths = sorted((ROOT / "cases").rglob("*.yaml"))
    library = adjudicator.open_library([str(ROOT / "rulebooks" / "examples")])
    found: dict[str, str] = {}
    faults: list[str] = []
    start = threading.Barrier(threads)

    def run(k: int) -> None:
        try:
            start.wait()
            # a book named by its id: the default library, made on first use, shared
            adjudicator.rank_hands("keller", ["2S 2H 2D 2C JK", "AS AH AD AC KS"], ["joker"])
            for path in paths[k::threads]:
                case = adjudicator.load_case(path)
                for book, expected in case.expect.items():
                    ruling = adjudicator.adjudicate(case, library.book(book),
                                                    expected.get("agreed", []))
                    text = json.dumps(ruling, sort_keys=True, ensure_ascii=False)
                    found[f"{path.relative_to(ROOT)}|{book}"] = hashlib.sha256(
                        text.encode("utf-8")).hexdigest()
        except BaseException as exc:  # noqa: BLE001 - every fault is the test's finding
            import traceback

            faults.append("".join(traceback.format_exception(exc)))

    workers = [threading.Thread(target=run, args=(k,)) for k in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    if faults:
        sys.stderr.write(faults[0])
        return 1
    sys.stdout.write(json.dumps(found, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 8))
