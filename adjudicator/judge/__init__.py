"""The judge: replays a case on the card table, asks the book at every decision point, divides
the pool, and lays several books' rulings side by side.

May import: ``hands``, ``law``, ``story`` and ``errors``; never the command line.

Within it: ``comparison`` -> ``engine`` -> ``situations`` -> ``judging`` (the judge as a
handler sees it), ``findings`` (a finding as data; ``words``, the words of each kind, made only
at the face), ``ruling`` (the ruling as data, its JSON written from it at the face),
``table``, ``pots``, ``readings``, ``agreements`` (the departures a ruling lists). Nothing
below the engine imports it, even for a type."""
