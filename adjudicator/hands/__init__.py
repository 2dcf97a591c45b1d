"""Hands: what five cards are, and how a book's own hand laws name, value and order them (the
show, the ranking for a person or a script, the census of the pack).

May import: ``law``, ``story`` (cards) and ``errors``."""
