"""The story: what happened at the table, read from a case file (the table it starts at, its
cards, verbs, table terms, strict YAML and the files it comes from), and whether it could have
happened at all.

May import: the package's ``errors`` only. Nothing here reads a law."""
