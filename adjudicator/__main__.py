"""python -m adjudicator"""
from .cli.commands import main

main()
