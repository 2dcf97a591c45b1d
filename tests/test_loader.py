"""The one-pass loader: numbers in decimal only, an unclosed bracket named where it opens,
and every check (aliases, depth, tags, long numbers) made on the composed nodes."""
import re
import subprocess
import sys

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from adjudicator.story import yamlio
from adjudicator.errors import InputError
from adjudicator.story.yamlio import MAX_DEPTH, loads

HEAD = "title: t\ntable:\n  players: [A, B, C]\n  dealer: A\nevents:\n"
LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")


@pytest.mark.parametrize("written", ["017", "0x10", "1:30", "0b101", "1_000", "0o17", "+0x1"])
def test_a_number_not_in_plain_decimal_stays_a_string(written):
    assert loads(f"amount: {written}\n")["amount"] == written


@pytest.mark.parametrize("written, value", [("17", 17), ("0", 0), ("-5", -5), ("+5", 5),
                                            ("1.5", 1.5), ("yes", True), ("~", None)])
def test_plain_decimal_numbers_booleans_and_null_are_read(written, value):
    assert loads(f"x: {written}\n")["x"] == value


@pytest.mark.parametrize("written", ["017", "0x10", "1:30"])
def test_an_amount_in_octal_hex_or_sexagesimal_is_an_input_error_at_its_line(cli, tmp_path,
                                                                              written):
    case = tmp_path / "case.yaml"
    case.write_text(HEAD + "  - ante: {player: A, amount: 1}\n"
                    f"  - bet: {{player: B, amount: {written}}}\n")
    r = cli("rule", str(case), "--book", "peel")
    assert r.code == 2 and r.out == "" and "Traceback" not in r.err
    assert r.err.splitlines() == [f"{case}:7:22: amount must be a whole number of the table's "
                                  f"unit, not '{written}'"]


@pytest.mark.parametrize("text, where, opener", [
    ("title: t\ntable: {players: [A, B], dealer: A\nevents: []\nnote: x\n", (2, 8), "{"),
    ("a: 1\nb: [1, 2\nc: 3\nd: 4\n", (2, 4), "["),
])
def test_an_unclosed_bracket_is_reported_at_the_line_where_it_opens(text, where, opener):
    with pytest.raises(InputError) as exc:
        loads(text, "f.yaml")
    assert (exc.value.mark.line, exc.value.mark.col) == where
    assert f"is the '{opener}' that opens here ever closed?" in exc.value.message


def test_an_unclosed_bracket_through_the_command_line_is_one_line_and_exit_2(cli, tmp_path):
    case = tmp_path / "case.yaml"
    case.write_text("title: t\ntable: {players: [A, B], dealer: A\nevents: []\n")
    r = cli("rule", str(case), "--book", "peel")
    assert r.code == 2 and len(r.err.splitlines()) == 1
    assert LINE.match(r.err)["line"] == "2"


@pytest.mark.parametrize("text, message", [
    ("a: !!int 0x10\n", "'0x10' is not a whole number in decimal digits"),
    ("a: !!bool maybe\n", "'maybe' is not true or false"),
    ("a: !!float abc\n", "'abc' is not a number in decimal digits"),
    ("a: 2001-12-14\n", "tag !!timestamp is not allowed"),
    ("a: !!set {x}\n", "tag !!set is not allowed"),
])
def test_an_explicit_tag_that_does_not_fit_its_value_is_an_input_error(text, message):
    with pytest.raises(InputError) as exc:
        loads(text, "f.yaml")
    assert str(exc.value).startswith(f"f.yaml:1:4: {message}")


@pytest.mark.parametrize("text, where", [
    ("a: &x [1]\nb: *x\n", (2, 4)),          # an alias to a list
    ("a: &x 5\nb: [*x]\n", (2, 5)),          # an alias to a scalar
    ("a: &x [*x]\n", (1, 8)),                # an alias to itself
])
def test_an_alias_is_refused_where_it_is_written(text, where):
    with pytest.raises(InputError) as exc:
        loads(text, "f.yaml")
    assert (exc.value.mark.line, exc.value.mark.col) == where
    assert exc.value.message == "the alias *x is not read: write the value out in full"


def test_an_anchor_without_an_alias_is_read():
    assert loads("a: &x [1]\nb: '*'\n") == {"a": [1], "b": "*"}


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1_000, 50_000])
def test_deep_nesting_is_refused_at_the_level_too_deep_without_crashing(depth):
    # 50,000 deep overflowed libyaml's composer (a segfault) when it was composed unchecked:
    # run it in a child process so that a crash fails this test rather than the suite.
    code = ("import sys; from adjudicator.story.yamlio import loads\n"
            "from adjudicator.errors import InputError\n"
            f"try:\n    loads('x: ' + '[' * {depth} + ']' * {depth})\n"
            "except InputError as e:\n    print(e)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    said = f"lists and mappings nested more than {MAX_DEPTH} deep"
    if depth == MAX_DEPTH + 1:
        assert r.stdout.strip() == f"<string>:1:{4 + MAX_DEPTH - 1}: {said}"
    else:  # PyYAML 6.0.4's scanner may stop a flow collection first, further along the line
        assert re.fullmatch(rf"<string>:1:\d+: {said}", r.stdout.strip()), r.stdout


def test_nesting_at_the_limit_is_read():
    data = loads("[" * (MAX_DEPTH) + "]" * (MAX_DEPTH))
    for _ in range(MAX_DEPTH - 1):
        data = data[0]
    assert data == []


def test_a_file_that_could_nest_deep_is_scanned_before_it_is_composed(monkeypatch):
    scanned = []
    real = yamlio._scan
    monkeypatch.setattr(yamlio, "_scan", lambda text, file: scanned.append(file) or
                        real(text, file))
    loads("a: [1, 2]\n", "small.yaml")
    assert scanned == []  # a small file is composed in one pass
    loads("a: [" + ", ".join(["x: 1"] * yamlio._COMPOSE_UNCHECKED) + "]\n", "large.yaml")
    assert scanned == ["large.yaml"]


def test_marks_are_one_based_lines_and_columns_of_keys_and_items():
    data = loads("a: 1\nb:\n  - x\n  - {c: 2}\n", "f.yaml")
    assert str(data.mark_of("b")) == "f.yaml:2:1"
    assert str(data["b"].mark_of(1)) == "f.yaml:4:5"
    assert str(data["b"][1].mark_of("c")) == "f.yaml:4:6"
    assert str(data["b"].mark) == "f.yaml:3:3"
    assert [str(m) for m in data["b"].item_marks] == ["f.yaml:3:5", "f.yaml:4:5"]
    assert {k: str(m) for k, m in data.key_marks.items()} == {"a": "f.yaml:1:1",
                                                             "b": "f.yaml:2:1"}


@pytest.fixture
def pure_python(monkeypatch):
    """The loader as it runs where PyYAML was built without libyaml."""
    import yaml

    monkeypatch.setattr(yamlio, "_Composer", yamlio._composer(yaml.SafeLoader))
    monkeypatch.setattr(yamlio, "_Base", yaml.SafeLoader)
    monkeypatch.setattr(yamlio, "_COMPOSE_UNCHECKED", 200)


@pytest.mark.parametrize("text, outcome", [
    ("a: 017\nb: [1, +2, 0x10]\nc: {d: yes, e: ~}\n",
     {"a": "017", "b": [1, 2, "0x10"], "c": {"d": True, "e": None}}),
    ("a: 1\nb: [1, 2\nc: 3\n", "f.yaml:2:4: malformed YAML: while parsing a flow sequence"),
    ("a: &x [1]\nb: *x\n", "f.yaml:2:4: the alias *x is not read"),
    ("a: 1\na: 2\n", "f.yaml:2:1: duplicate key 'a' (first given at line 1)"),
    ("x: " + "[" * 5000 + "]" * 5000, f"f.yaml:1:{4 + MAX_DEPTH - 1}: lists and mappings"),
    ("x: " + "[" * 30 + "]" * 30, f"f.yaml:1:{4 + MAX_DEPTH - 1}: lists and mappings"),
])
def test_without_libyaml_the_same_values_and_the_same_errors(pure_python, text, outcome):
    if isinstance(outcome, dict):
        assert loads(text, "f.yaml") == outcome
        return
    with pytest.raises(InputError) as exc:
        loads(text, "f.yaml")
    assert str(exc.value).startswith(outcome)


_keys = st.text(max_size=8)
_scalars = (st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.text(max_size=12)
            | st.floats(allow_nan=False))
_documents = st.recursive(_scalars, lambda inner: st.lists(inner, max_size=4)
                          | st.dictionaries(_keys, inner, max_size=4), max_leaves=20)


def _depth(value) -> int:
    inner = value.values() if isinstance(value, dict) else value if isinstance(value, list) \
        else None
    return 0 if inner is None else 1 + max((_depth(v) for v in inner), default=0)


@settings(max_examples=150, deadline=None)
@given(_documents)
def test_what_pyyaml_writes_is_read_back_as_pyyaml_reads_it(document):
    import yaml

    assume(_depth(document) <= MAX_DEPTH)
    text = yaml.safe_dump(document, allow_unicode=True)
    # (not always `document` itself: PyYAML writes a lone '\x85' so that it reads a space)
    assert loads(text, "f.yaml") == yaml.load(text, Loader=getattr(yaml, "CSafeLoader",
                                                                  yaml.SafeLoader))
