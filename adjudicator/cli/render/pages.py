"""A law's page as every face prints it: "p. 5", and "p. 5, approx." where the scan's markers
leave the page in doubt, so a reader who copies a citation knows it is an estimate."""
from __future__ import annotations


def printed_page(v: dict) -> str:
    return f"p. {v['pages']}" + (", approx." if v.get("page_approx") else "")
