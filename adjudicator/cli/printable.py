"""Text from a case or a file name, made safe to print: no escape code reaches a terminal
raw, and no name breaks an error line in two (which could forge a ``FILE:LINE:COL:`` line).
"""
from __future__ import annotations

import re
import unicodedata

# Control characters and the invisible format characters that reorder text (bidi overrides);
# the line and paragraph separators (U+2028, U+2029: a line break to some readers); a lone
# surrogate (a byte the locale could not read); and the unassigned and noncharacters
# (U+FFFE, U+FFFF: not allowed in XML, so not in a picture).
_UNSAFE = frozenset(("Cc", "Cf", "Zl", "Zp", "Cs", "Cn"))
_NON_ASCII = re.compile(r"[^\x00-\x7e]")


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    """Every control character written as an escape, the line break too."""
    return "".join(_escape(c) if unicodedata.category(c) in _UNSAFE else c for c in text)


def printable(text: str) -> str:
    """Every control character written as an escape, except line breaks and tabs."""
    return "".join(_escape(c) if unicodedata.category(c) in _UNSAFE and c not in "\n\t" else c
                   for c in text)


def sanitized(data):
    """The same data with every string made printable (for text and markdown output)."""
    if isinstance(data, str):
        return printable(data)
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
    return _NON_ASCII.sub(lambda m: m[0] if _safe(m[0]) else f"\\u{ord(m[0]):04x}", text)


def _safe(ch: str) -> bool:
    safe = _weighed.get(ch)
    if safe is None:
        safe = unicodedata.category(ch) not in _UNSAFE
        if len(_weighed) < 4096:
            _weighed[ch] = safe
    return safe


_weighed: dict[str, bool] = {}  # a character beyond ASCII -> whether it passes as it is


def json_text(data, **options) -> str:
    """JSON with UTF-8 kept readable, made safe by ``json_safe``."""
    import json

    return json_safe(json.dumps(data, ensure_ascii=False, **options))
