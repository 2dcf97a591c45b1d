"""A case from memory (issue 41): ``load_case_text`` and ``case_from_dict`` read a case with
every check a file gets, their errors marked NAME:LINE:COL or by path; and the README's
service, which rules a posted case, runs as written on 127.0.0.1."""
from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import adjudicator

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
BET_AND_FOLD = {"title": "A bet and a fold", "table": {"players": ["A", "B"], "dealer": "B"},
                "events": [{"bet": {"player": "A", "amount": 5}}, {"fold": "B"}]}


def _error(call, *args, **kwargs) -> str:
    with pytest.raises(adjudicator.InputError) as caught:
        call(*args, **kwargs)
    return str(caught.value)


def test_a_case_read_from_text_rules_as_the_same_file_does():
    text = SIDE_POT.read_text(encoding="utf-8")
    for given in (text, text.encode("utf-8")):
        case = adjudicator.load_case_text(given)
        assert case.file == "<string>" and case.title == "The disputed side-pot case"
        ruling = adjudicator.adjudicate(case, "keller")
        assert ruling["awards"] == {"A": 30, "C": 70}  # Keller 1887, p. 47
        assert ruling["citations"] == adjudicator.adjudicate(
            adjudicator.load_case(SIDE_POT), "keller")["citations"]


def test_text_is_checked_as_a_file_is_and_marked_at_its_line():
    bad = SIDE_POT.read_text(encoding="utf-8").replace("- call: B", "- call: Z", 1)
    line = next(n for n, text in enumerate(bad.splitlines(), 1) if "- call: Z" in text)
    message = _error(adjudicator.load_case_text, bad, name="posted")
    assert re.match(rf"posted:{line}:\d+: ", message) and "'Z'" in message
    # The text ends without a newline: the end is marked on the last line there is.
    assert _error(adjudicator.load_case_text, "title: [").startswith("<string>:1:9: malformed")
    assert _error(adjudicator.load_case_text, "title: [\n").startswith("<string>:2:1: malformed")
    assert _error(adjudicator.load_case_text, b"title: \xff\n", name="b").startswith("b:1:1: not UTF-8")
    assert "duplicate key 'title'" in _error(adjudicator.load_case_text, "title: a\ntitle: b\n")
    assert "!!python/object" in _error(adjudicator.load_case_text,
                                       "title: !!python/object:os.system x\n")


def test_json_text_is_a_case_too():
    case = adjudicator.load_case_text(json.dumps(BET_AND_FOLD), name="body")
    ruling = adjudicator.adjudicate(case, "peel")
    # B passes out: A, the only player left in, takes the pool (Peel's general law)
    assert ruling["status"] == "settled" and ruling["awards"] == {"A": 5}


def test_a_case_from_plain_data_rules_as_its_text_does():
    from_dict = adjudicator.case_from_dict(BET_AND_FOLD)
    from_text = adjudicator.load_case_text(json.dumps(BET_AND_FOLD))
    assert adjudicator.adjudicate(from_dict, "keller") == adjudicator.adjudicate(
        from_text, "keller") | {"case": from_dict.title}
    assert from_dict.file == "<dict>"


@pytest.mark.parametrize("change, where, words", [
    (lambda d: d["events"][0]["bet"].update(player="Z"), "<dict> at events[0].bet.player",
     "'Z'"),
    (lambda d: d["events"][1].update(fold="B", call="A"), "<dict> at events[1]",
     "one-key mapping"),
    (lambda d: d["table"].update(dealer="Q"), "<dict> at table.dealer", "'Q'"),
    (lambda d: d["table"]["players"].append("A"), "<dict> at table.players[2]", "seated twice"),
    (lambda d: d.pop("title"), "<dict>", "title"),
    (lambda d: d["events"][0]["bet"].update(amount=-5), "<dict> at events[0].bet.amount", "-5"),
    (lambda d: d["events"][0]["bet"].update(amount={1, 2}), "<dict> at events[0].bet.amount",
     "set is not read"),
    (lambda d: d.update(extra=1), "<dict> at extra", "unknown key 'extra'"),
])
def test_plain_data_is_checked_as_a_file_is_and_marked_by_its_path(change, where, words):
    data = json.loads(json.dumps(BET_AND_FOLD))
    change(data)
    message = _error(adjudicator.case_from_dict, data)
    assert message.startswith(where + ": ") and words in message, message


def test_a_plain_mapping_handed_to_the_reader_of_files_is_read_as_data():
    # build_case, the reader's own entry, once refused a plain dict as "not a mapping"
    from adjudicator.story.case import build_case

    assert build_case(json.loads(json.dumps(BET_AND_FOLD)), "mine").title == "A bet and a fold"


def test_the_wrong_kind_of_argument_is_an_input_error_that_names_it():
    assert _error(adjudicator.load_case_text, {"title": "t"}).startswith("text: ")
    assert _error(adjudicator.load_case_text, "title: t", name=3).startswith("name: ")
    assert _error(adjudicator.case_from_dict, "title: t").startswith("mapping: ")
    assert _error(adjudicator.load_case, 42).startswith("path: ")
    assert "nested more than" in _error(adjudicator.case_from_dict, _nested(40))


def _nested(depth: int) -> dict:
    data: dict = dict(BET_AND_FOLD)
    inner = data
    for _ in range(depth):
        inner["note"] = {}
        inner = inner["note"]
    return data


# --- the README's service -------------------------------------------------------------------

README = (ROOT / "README.md").read_text(encoding="utf-8")
REQUESTS = 12  # at most, each with a timeout: the test ends by itself


def _service_code() -> str:
    after = README.split("<!-- service:", 1)[1]
    return after.split("```python\n", 1)[1].split("```", 1)[0]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _post(port: int, path: str, body: bytes) -> tuple[int, dict]:
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


@pytest.fixture
def service():
    code = _service_code()
    assert len([line for line in code.splitlines() if line.strip()]) <= 12
    assert '("127.0.0.1", 8080)' in code
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-c", code.replace("8080", str(port))], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None, "the service ended before it listened"
                time.sleep(0.05)
        else:
            pytest.fail("the service did not listen within 20 s")
        yield port
    finally:
        proc.kill()
        proc.wait(timeout=10)


def test_the_readme_service_rules_posted_cases_at_once_and_refuses_bad_ones(service):
    text = SIDE_POT.read_bytes()
    asked = [("/keller", text)] * 4 + [("/published-decision", text)] * 4  # at once, first use
    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(lambda a: _post(service, *a), asked))
    assert [code for code, _ in answers] == [200] * 8
    assert [r["awards"] for _, r in answers] == [{"A": 30, "C": 70}] * 4 + [{"C": 100}] * 4
    assert all(r["schema_version"] == adjudicator.SCHEMA_VERSION for _, r in answers)
    adjudicator.validate(answers[0][1])
    code, reply = _post(service, "/peel", json.dumps(BET_AND_FOLD).encode())
    assert code == 200 and reply["awards"] == {"A": 5}
    code, reply = _post(service, "/keller", text.replace(b"- call: B", b"- call: Z", 1))
    assert code == 400 and re.match(r"<string>:\d+:\d+: .*'Z'", reply["error"])
    code, reply = _post(service, "/no-such-book", text)
    assert code == 400 and "no book 'no-such-book'" in reply["error"]
