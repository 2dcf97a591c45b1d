"""A law's mends proved: each printed reading stands in the scan at the law, each reading in
the law, and a mend that is not the editor's (an OCR fault, the web copy's spam) changes no
meaning. An OCR mend mends a confusion of letter shapes the scan can make: a letter for a
letter or a digit ("lO" for 10, "tlie" for the), a space lost or put in, a mark for a lost
character; never a digit for another digit ("53" for the 52 printed) nor a word of the book
for another ("no" for "a", "keep" for "lose"), and never a word put in or taken out. Only an
emendation, with its reason, changes what was printed."""
from __future__ import annotations

import re
from difflib import SequenceMatcher

from .proof_scan import Fault, Levelled, Place, fold
from .sources import level

_TOKEN = re.compile(r"[A-Za-z0-9]+")


def vocabulary(laws) -> frozenset[str]:
    """The book's own words (the words of its laws and footnotes), lower case."""
    return frozenset(w for law in laws
                     for w in re.findall(r"[a-z]+", f"{law.text} {law.footnote}".lower()))


def mend_faults(place: Place, lv: Levelled, footnote: tuple[int, int] | None,
                words: frozenset[str]) -> list[Fault]:
    """Every fault of the mends of the law at PLACE."""
    law, out = place.law, []
    for mend in law.mends:
        was, reads = mend.printed, mend.reads
        if not any(reads in x for x in (law.text, law.footnote, law.section, law.chapter)):
            out.append(Fault(law.id, "mend", f"its reading {reads!r} is not in the law"))
        span = lv.text[place.opens:place.end]  # its headings, number and words
        foot = lv.text[slice(*(footnote or (0, 0)))]
        scanned = level(was)[0]
        if scanned and scanned not in span and scanned not in foot:
            out.append(Fault(law.id, "mend", f"its printed reading {was!r} is not in the scan "
                                             "at the law"))
        if mend.kind == "ocr":
            out += [Fault(law.id, "mend", problem) for problem in changes(was, reads, words)]
        elif mend.kind == "spam" and words_swapped(was, reads, words):
            swapped = ", ".join(words_swapped(was, reads, words))
            out.append(Fault(law.id, "mend", f"{swapped!r} is a word, not the web copy's spam: "
                                             "only an emendation, with its reason, changes "
                                             "words"))
    return out


def changes(was: str, reads: str, words: frozenset[str]) -> list[str]:
    """What a mend that is not the editor's changes beyond the shapes of letters: a digit put
    for another, a word of the book put for another, put in or taken out."""
    out = []
    if not _digits_kept(was, reads):
        out.append(f"{was!r} read as {reads!r} puts a digit for another: a number is no "
                   "misreading of letter shapes")
        return out
    printed, read = _tokens(was), _tokens(reads)
    matcher = SequenceMatcher(None, printed, read, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        gone, put = printed[i1:i2], read[j1:j2]
        if op == "equal" or "".join(gone) == "".join(put):
            continue  # the same letters, a space lost or put in
        lost = [w for w in gone if _word(w, words) and w not in put]
        new = [w for w in put if _word(w, words) and w not in gone]
        if op == "replace" and lost and new and _unlike(gone, put):
            out.append(f"{' '.join(lost)!r} read as {' '.join(new)!r} puts a word for another: "
                       "only an emendation, with its reason, changes words")
        elif op == "delete" and lost:
            out.append(f"{' '.join(lost)!r} is taken out: a word is no misreading")
        elif op == "insert" and new:
            out.append(f"{' '.join(new)!r} is put in: a word is no misreading")
    return out


# the letters a scan misreads for a digit, or a digit for ("lO" for 10, "i6" for 16)
_LIKE = str.maketrans("lIit|!OoQDSsBZzGgq", "111111000055822699")


def _digits_kept(was: str, reads: str) -> bool:
    """Whether every digit READS gives stands, in order, in WAS as that digit or a letter
    of its shape: digits and letters dropped are lost characters, a digit for another is
    another number."""
    printed = iter(c for c in was.translate(_LIKE) if c.isdigit())
    return all(any(c == d for d in printed) for c in reads if c.isdigit())


def _tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(text)]


def _word(token: str, words: frozenset[str]) -> bool:
    """A word of the book: letters only, "a" or two letters or more, used in its laws."""
    return token.isalpha() and (len(token) > 1 or token == "a") and token in words


def _unlike(gone: list[str], put: list[str]) -> bool:
    """Whether the letters read are unlike those printed: a single word for a single word,
    or runs of letters less than half alike (a garbled run, "Strazg it" for "Straight", is a
    misreading; "no" for "a" is another word)."""
    if len(gone) == 1 and len(put) == 1:
        return True
    return SequenceMatcher(None, "".join(gone), "".join(put)).ratio() < 0.5


def words_swapped(was: str, reads: str, words: frozenset[str]) -> list[str]:
    """The words of WAS (whole words of three letters or more) that READS puts another word
    for, where each is a word the book itself uses: a word changed, not a misreading (a
    space moved, "Care" for "C are", is no change of words)."""
    if fold(was) == fold(reads):
        return []
    kept = set(_whole_words(reads))
    gone = [w for w in _whole_words(was) if w not in kept]
    return gone if gone and all(w in words for w in gone) else []


def _whole_words(text: str) -> list[str]:
    out = (w.strip(".,;:!?\"'()[]").lower() for w in text.split())
    return [w for w in out if len(w) >= 3 and w.isalpha()]

