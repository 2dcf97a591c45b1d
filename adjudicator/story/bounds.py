"""A case's bounds, read before it is parsed: a case file is at most MAX_CASE_BYTES (500
one-line events with their comments are a tenth of it), and a list it tells past its bound
(its events) is refused at the first item past it from YAML's stream of events, before any
node is composed: a case of 130,001 events once took 5.5 s and 263 MB to parse before its
events were counted."""
from __future__ import annotations

from . import yamlio
from ..errors import InputError, Mark

MAX_CASE_BYTES = 250_000


def list_within(text: str, file: str, key: str, most: int, message: str) -> None:
    """Refuse, from YAML's stream of events (no node composed), a top-level KEY whose list
    holds more than MOST items, at the first past them, with MESSAGE. A stream YAML cannot
    read is left for the loader to say where."""
    if text.count("-") + text.count(",") < most:  # each item past the first needs one
        return
    import yaml

    named = key
    depth, key_next, key, counted, in_list, root_mapping = 0, True, None, 0, False, False
    try:
        for event in yamlio.events(text):
            if isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
                in_list = in_list and depth > 1
                continue
            if not isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent,
                                      yaml.CollectionStartEvent)):
                continue
            if depth == 1 and root_mapping:  # the case's keys, each followed by its value
                if key_next:
                    key = getattr(event, "value", None)
                else:
                    in_list = key == named and isinstance(event, yaml.SequenceStartEvent)
                key_next = not key_next
            elif depth == 2 and in_list:
                counted += 1
                if counted > most:
                    start = event.start_mark
                    raise InputError(message, Mark(file, start.line + 1, start.column + 1))
            if isinstance(event, yaml.CollectionStartEvent):
                root_mapping = root_mapping or (depth == 0 and
                                                isinstance(event, yaml.MappingStartEvent))
                depth += 1
    except yaml.YAMLError:
        return
