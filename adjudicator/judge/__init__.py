"""The judge: replays a case on the card table, asks the book at every decision point, divides
the pool, and lays several books' rulings side by side.

May import: ``hands``, ``law``, ``story`` and ``errors``; never the command line."""
