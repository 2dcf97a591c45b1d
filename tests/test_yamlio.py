"""Strict YAML: safe construction, duplicate keys and line marks."""
import pytest

from adjudicator.errors import InputError
from adjudicator.story.yamlio import loads
from adjudicator.story.case import load_case
from badinput import write as _write


def test_line_of_each_key_is_kept():
    data = loads("a: 1\nb:\n  c: [x, y]\n", "f.yaml")
    assert data.mark_of("b").line == 2
    assert data["b"].mark_of("c").line == 3


def test_duplicate_key_is_an_error_naming_both_lines():
    with pytest.raises(InputError) as exc:
        loads("title: one\ntitle: two\n", "case.yaml")
    assert str(exc.value).startswith("case.yaml:2:1: duplicate key 'title'")
    assert "line 1" in str(exc.value)


def test_python_tags_are_refused_and_never_constructed(tmp_path):
    marker = tmp_path / "pwned"
    text = f"x: !!python/object/apply:os.system ['touch {marker}']\n"
    with pytest.raises(InputError) as exc:
        loads(text, "evil.yaml")
    assert "not allowed" in str(exc.value) and str(exc.value).startswith("evil.yaml:1:")
    assert not marker.exists()


def test_malformed_yaml_names_file_line_and_column():
    with pytest.raises(InputError) as exc:
        loads("a: [1, 2\nb: 3\n", "bad.yaml")
    assert str(exc.value).startswith("bad.yaml:")
    assert "malformed YAML" in str(exc.value)


@pytest.mark.parametrize("line,at", [("question: !!float 1 x\n", 2),
                                     ("pot: !!int abc\n", 4)])
def test_a_tag_on_a_value_it_cannot_read_is_an_input_error(tmp_path, line, at):
    """Found by the fuzzer (seed 1): an explicit tag on a value that is no such thing is
    refused at its own line, not raised as ValueError."""
    events = "events: [{shuffle: B}]\n"
    text = "title: t\n" + line + "table: {players: [A, B], dealer: A}\n" + events
    if line.startswith("pot"):
        text = "title: t\ntable:\n  players: [A, B]\n  " + line + "  dealer: A\n" + events
    with pytest.raises(InputError, match=rf":{at}:\d+: "):
        load_case(_write(tmp_path, "c.yaml", text))
