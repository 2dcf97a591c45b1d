"""python -m adjudicator"""
from .cli.start import main

main()
