"""The law: the rulebooks and what they provide (their laws, provisions, scans, search and
topics, the books' own vocabulary), found, built, checked and cached.

May import: ``story`` (the YAML reader, the files, the table's terms) and ``errors``."""
