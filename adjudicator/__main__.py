"""python -m adjudicator"""
from .cli import main

main()
