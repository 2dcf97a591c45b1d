"""A ruling printed under any encoding the caller asks for (PYTHONIOENCODING) is read back by
`check`: a byte order mark says its encoding, which a JSON reader "MAY ignore" (RFC 8259), and
the ruling it holds validates as the one printed in UTF-8 does (an attacker's files)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

CASE = Path(__file__).resolve().parent.parent / "cases" / "keller-side-pot.yaml"


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-32"])
def test_a_ruling_printed_with_a_byte_order_mark_is_checked(cli, tmp_path, encoding):
    printed = tmp_path / "ruling.json"
    with printed.open("wb") as out:  # `> ruling.json`, as a user keeps a ruling
        subprocess.run([sys.executable, "-m", "adjudicator", "rule", str(CASE), "--format",
                        "json"], stdout=out, check=True,
                       env=dict(os.environ, PYTHONIOENCODING=encoding))
    assert not printed.read_bytes().startswith(b"{")  # the mark the encoding writes
    r = cli("check", str(printed))
    assert (r.code, r.out.strip()) == (0, "1 file checked: 0 problems, 1 ruling")
