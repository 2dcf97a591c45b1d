"""Text from a case or a file name, made safe to print: no escape code reaches a terminal
raw, and no name breaks an error line in two (which could forge a ``FILE:LINE:COL:`` line).
"""
from __future__ import annotations

import re
import sys
import unicodedata

# Control characters and the invisible format characters that reorder text (bidi overrides);
# the line and paragraph separators (U+2028, U+2029: a line break to some readers); a lone
# surrogate (a byte the locale could not read); and the unassigned and noncharacters
# (U+FFFE, U+FFFF: not allowed in XML, so not in a picture).
_UNSAFE = frozenset(("Cc", "Cf", "Zl", "Zp", "Cs", "Cn"))
# And the characters that print as nothing or as a blank though they are letters or marks
# (the Hangul fillers, the blank braille pattern, the combining grapheme joiner), refused in a
# name for it: written raw, `unknown player 'B\u3164'` would read as if B were unknown.
_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f")
_NON_ASCII = re.compile(r"[^\x00-\x7e]")
# An emoji tag sequence (a subdivision's flag: U+1F3F4, tag letters, U+E007F CANCEL TAG) is
# printed as written, a flag; a tag character anywhere else is escaped like any format one.
FLAG_SEQUENCE = re.compile("\U0001F3F4[\U000E0020-\U000E007E]+\U000E007F")


def _escape(ch: str) -> str:
    """One character as Python writes it in a string: \\xHH, \\uHHHH, and \\UHHHHHHHH beyond
    U+FFFF (never \\u with five digits, which reads as a character and a digit)."""
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _json_escape(ch: str) -> str:
    """One character as JSON writes it: beyond U+FFFF, the two halves of its UTF-16 pair."""
    code = ord(ch)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xd800 + (code >> 10):04x}\\u{0xdc00 + (code & 0x3ff):04x}"


def _weighed_each(text: str, kept: str) -> str:
    # Of the ASCII characters only the controls (Cc: below the space, and DEL) are unsafe, and
    # none is blank; and they are the ASCII characters Python does not count printable. So a
    # text all ASCII whose characters, those kept aside (the line breaks and tabs of
    # ``printable``), are all printable is safe as it stands: one pass in C, not a look up of
    # each character's category.
    if text.isascii():
        rest = text
        for ch in kept:
            rest = rest.replace(ch, "")
        if rest.isprintable():
            return text
    return "".join(_escape(c) if (unicodedata.category(c) in _UNSAFE or c in _BLANK)
                   and c not in kept else c for c in text)


def _written(text: str, kept: str) -> str:
    if "\U0001F3F4" not in text:
        return _weighed_each(text, kept)
    # a flag's tags pass as written; the text around each flag is weighed
    out, at = [], 0
    for flag in FLAG_SEQUENCE.finditer(text):
        out += [_weighed_each(text[at:flag.start()], kept), flag[0]]
        at = flag.end()
    return "".join(out) + _weighed_each(text[at:], kept)


def one_line(text: str) -> str:
    """Every control character written as an escape, the line break too."""
    return _written(text, "")


def printable(text: str) -> str:
    """Every control character written as an escape, except line breaks and tabs."""
    return _written(text, "\n\t")


def sanitized(data):
    """The same data with every string made one line (for text and markdown output): no
    string of a ruling or a book holds a line break of its own (the renderers wrap), so one
    in a case's words (a miscall's `called`, a `detail`) or a house book's is written as an
    escape, never a line that could pass for a finding or a verdict."""
    if isinstance(data, str):
        return one_line(data)
    if isinstance(data, dict):
        return {sanitized(k): sanitized(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return type(data)(sanitized(v) for v in data)
    return data


def json_safe(text: str) -> str:
    """JSON text with every character ``one_line`` escapes written as a \\u escape: a raw
    U+202E, U+2028 or U+0085 in a string is valid JSON that reorders or breaks the lines of
    whatever shows it. Outside strings JSON holds none of them; ASCII passes untouched."""
    if text.isascii():
        return text
    # the few characters beyond ASCII a ruling holds (a dash, a suit) are weighed once each
    # per process, and the text is rewritten only where one of them is unsafe
    if all(_safe(c) for c in set(_NON_ASCII.findall(text))):
        return text
    return _NON_ASCII.sub(lambda m: m[0] if _safe(m[0]) else _json_escape(m[0]), text)


def _safe(ch: str) -> bool:
    safe = _weighed.get(ch)
    if safe is None:
        safe = unicodedata.category(ch) not in _UNSAFE and ch not in _BLANK
        if len(_weighed) < 4096:
            _weighed[ch] = safe
    return safe


_weighed: dict[str, bool] = {}  # a character beyond ASCII -> whether it passes as it is


def json_text(data, indent: int | None = None) -> str:
    """Every JSON the tool prints, from here: readable where the output can spell every
    character (UTF-8), made safe by ``json_safe``; where it cannot (PYTHONIOENCODING=ascii,
    cp1252), every character beyond ASCII written as a \\u escape, so the JSON is valid
    in any encoding and never holds an escape the encoding made (``"Zo\\xeb"``)."""
    readable = spells_everything(getattr(sys.stdout, "encoding", None))
    text = _encoder(indent, readable)(data)
    return _lone_spelled(json_safe(text) if readable else text)


# In JSON text: an escaped backslash, a surrogate pair (a character beyond U+FFFF), or a lone
# surrogate, read left to right so that an escape is never taken for the end of another
# (compiled by re.sub where a text has a surrogate: most never do, and a start is spared it)
_ESCAPES = (r"\\\\|\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})|"
            r"\\u(d[89a-f][0-9a-f]{2})")


def _lone_spelled(text: str) -> str:
    """A lone surrogate (a byte of a file name the locale could not read) spelled out as text
    (``\\udcff``), as the text output spells it: escaped as a character, it is no Unicode,
    and a strict reader of JSON refuses the whole document (RFC 8259, 8.2)."""
    if "\\ud" not in text:
        return text
    return re.sub(_ESCAPES, lambda m: "\\\\u" + m[3] if m[3] else m[0], text)


def json_line(data) -> str:
    """One JSON document on a line of its own (JSON Lines)."""
    return json_text(data) + "\n"


_encoders: dict = {}


def _encoder(indent: int | None, readable: bool):
    """json.dumps's bytes, from one encoder a kind, made once, that does not look for cycles
    (a ruling is a tree of plain values): a sixth of the time a batch spends writing JSON."""
    key = (indent, readable)
    if key not in _encoders:
        import json

        _encoders[key] = json.JSONEncoder(ensure_ascii=not readable, check_circular=False,
                                          indent=indent).encode
    return _encoders[key]


_spelled: dict = {}


def spells_everything(encoding: str | None) -> bool:
    """Whether an output in ENCODING can spell every character (UTF-8 and its fellows)."""
    if encoding not in _spelled:
        try:
            "\u00eb\u20ac\U0001f600".encode(encoding or "ascii")
            _spelled[encoding] = True
        except (UnicodeError, LookupError):
            _spelled[encoding] = False
    return _spelled[encoding]
