"""A law's page as every face prints it: "p. 5", and "p. 5, approx." where the scan's markers
leave the page in doubt, so a reader who copies a citation knows it is an estimate."""
from __future__ import annotations


def printed_page(v: dict) -> str:
    return f"p. {page_cell(v)}"


def page_cell(v: dict) -> str:
    """The page in a listing's page column: "5", or "5, approx." for an estimate."""
    return f"{v['pages']}" + (", approx." if v.get("page_approx") else "")
