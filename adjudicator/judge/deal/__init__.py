"""The deal being replayed, as data: the table (table.py: seats, turns, stakes, the pool), the
deal that holds it and what the replay remembers (state.py, memory.py), the draw's memory
(draw_memory.py) and what the deal comes to (settlement.py: shares, refunds, penalties, lots,
how it ended, the next deal).

Mechanism only, no law and no words: each part is changed by its own operations alone, which
the engine's fold (judge/applied.py) calls as a handler's acts say; a handler reads it through
judge/view.py. It imports nothing of the judge but its findings, for a type."""
