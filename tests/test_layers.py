"""The package's layers import downward only. The folders are the layers, in the order
cli -> judge -> hands -> law -> story (``errors`` below them all): no module imports one in a
folder above its own, type-only imports (``if TYPE_CHECKING:``) included, since a type is a
dependency a reader must follow too. At run time no module imports one that imports it back,
and nothing below the command line imports the command line, the renderers or rich."""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from tests import syntax

PACKAGE = Path(__file__).resolve().parent.parent / "adjudicator"
TOP = {"__main__", "__init__"}  # the API; the command line is the cli folder


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        name = ".".join(p for p in parts if p != "__init__") or "__init__"
        out[name] = path
    return out


LAYERS = ("story", "law", "hands", "judge", "cli")  # lowest first; errors.py is below them all


class _Imports(ast.NodeVisitor):
    def __init__(self, types_too: bool = False):
        self.found: list[ast.ImportFrom | ast.Import] = []
        self.types_too = types_too

    def visit_If(self, node: ast.If) -> None:
        if (not self.types_too and isinstance(node.test, ast.Name)
                and node.test.id == "TYPE_CHECKING"):
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.found.append(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found.append(node)


@cache  # five tests read the two graphs; none changes them
def _graph(types_too: bool = False) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Module -> the package's modules it imports (at run time, or with ``types_too`` also for
    type hints); module -> outside packages."""
    mods = _modules()
    inside: dict[str, set[str]] = {m: set() for m in mods}
    outside: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        visitor = _Imports(types_too)
        visitor.visit(syntax.tree(path))
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        here = [p for p in here if p != "__init__"]
        for node in visitor.found:
            if isinstance(node, ast.Import):
                outside[name] |= {a.name.split(".")[0] for a in node.names}
                continue
            if not node.level:
                outside[name].add((node.module or "").split(".")[0])
                continue
            base = here[:len(here) - (node.level - 1)] if node.level > 1 else here
            target = ".".join(base + ([node.module] if node.module else []))
            # `from . import x` imports x; its package is the importer's own, already loaded
            named = [f"{target}.{a.name}".lstrip(".") for a in node.names]
            for cand in ([target] if node.module else []) + named:
                if cand in mods and cand != name:
                    inside[name].add(cand)
    return inside, outside


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, edges = work[-1]
            w = next(edges, None)
            if w is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    part = []
                    while True:
                        x = stack.pop()
                        on.discard(x)
                        part.append(x)
                        if x == v:
                            break
                    if len(part) > 1:
                        out.append(sorted(part))
            elif w not in index:
                index[w] = low[w] = len(index)
                stack.append(w)
                on.add(w)
                work.append((w, iter(sorted(graph[w]))))
            elif w in on:
                low[v] = min(low[v], index[w])
    return out


def test_no_module_imports_one_that_imports_it_back():
    inside, _ = _graph()
    assert _circles(inside) == []


def test_a_circle_is_found_where_there_is_one():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_below_the_command_line_nothing_imports_it_the_renderers_or_rich():
    inside, outside = _graph()
    core = [m for m in inside if m not in TOP and not m.startswith("cli")]
    upward = {m: sorted(t for t in inside[m] if t in TOP or t.startswith("cli"))
              for m in core}
    assert {m: t for m, t in upward.items() if t} == {}
    assert [m for m in core if "rich" in outside[m]] == []


def _layer(module: str) -> int:
    """The module's height: -1 for errors, a folder's place in LAYERS, None for the API."""
    head = module.split(".")[0]
    if head == "errors":
        return -1
    return LAYERS.index(head) if head in LAYERS else None


def _upward(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """Each module that imports a module of a folder above its own, with those modules."""
    out = {}
    for module, targets in graph.items():
        height = _layer(module)
        if height is None:  # the package's API and __main__ may reach every layer
            continue
        up = sorted(t for t in targets if _layer(t) is not None and _layer(t) > height)
        if up:
            out[module] = up
    return out


def test_every_module_lives_in_a_layer_folder():
    loose = sorted(m for m in _modules() if _layer(m) is None and m not in TOP)
    assert loose == []


def test_no_folder_imports_a_folder_above_it_type_hints_included():
    inside, _ = _graph(types_too=True)
    assert _upward(inside) == {}


def test_an_upward_import_is_found_where_there_is_one():
    # hands importing the judge, even for a type, and story importing the law, are upward
    graph = {"hands.value": {"judge.engine", "law.rulebook"}, "story.case": {"law.rulebook"},
             "judge.engine": {"hands.value", "errors"}, "errors": set(), "__init__": {"cli.x"}}
    assert _upward(graph) == {"hands.value": ["judge.engine"], "story.case": ["law.rulebook"]}


def test_each_folder_says_its_job_and_what_it_may_import():
    for layer in LAYERS:
        doc = ast.get_docstring(ast.parse((PACKAGE / layer / "__init__.py").read_text("utf-8")))
        below = LAYERS[:LAYERS.index(layer)]
        assert doc and "May import" in doc, layer
        for name in below:
            assert f"``{name}``" in doc or name == "errors", (layer, name)


# Within the judge, the engine drives the situations: nothing below it imports it, not even
# for a type (a handler knows the judge by judging.Judge, the engine's description).
ABOVE_THE_ENGINE = {"judge.comparison",  # rules a case under many books through the engine
                    "judge.by_book"}  # rules a case under the book named, through the engine


def _importers_of(module: str, graph: dict[str, set[str]]) -> list[str]:
    return sorted(m for m, targets in graph.items() if module in targets)


def test_nothing_below_the_engine_imports_it_type_hints_included():
    inside, _ = _graph(types_too=True)
    below = [m for m in _importers_of("judge.engine", inside)
             if m.startswith("judge.") and m not in ABOVE_THE_ENGINE]
    assert below == []
    assert not [m for m in inside["judge.judging"] if m == "judge.engine"]


def test_the_judge_has_no_circle_type_hints_included():
    inside, _ = _graph(types_too=True)
    judge = {m: {t for t in ts if t.startswith("judge")} for m, ts in inside.items()
             if m.startswith("judge")}
    assert _circles(judge) == []


def test_a_handler_importing_the_engine_is_found():
    graph = {"judge.situations.show": {"judge.engine"}, "judge.engine": {"judge.situations.show"},
             "judge.comparison": {"judge.engine"}}
    assert [m for m in _importers_of("judge.engine", graph)
            if m not in ABOVE_THE_ENGINE] == ["judge.situations.show"]
    assert _circles(graph) == [["judge.engine", "judge.situations.show"]]


# The table and the deal's memory are changed by their own named operations (judge/deal/table.py,
# deal/state.py), never by a handler writing their fields.
MUTATORS = {"add", "append", "update", "discard", "pop", "remove", "clear", "extend",
            "setdefault", "insert"}


def _writes(source: str, is_holder) -> list[int]:
    """The lines where a handler writes a field of what ``is_holder`` recognizes."""
    def field_of(node) -> bool:
        while isinstance(node, ast.Subscript):
            node = node.value
        return isinstance(node, ast.Attribute) and is_holder(node.value)

    def targets_of(node) -> list:
        flat = (node.targets if isinstance(node, ast.Assign) else
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        out = []
        while flat:  # `a, j.deal.x = ...` writes j.deal.x too
            t = flat.pop()
            flat += t.elts if isinstance(t, (ast.Tuple, ast.List)) else []
            out.append(t)
        return out

    out = []
    for node in ast.walk(ast.parse(source)):
        if any(field_of(t) for t in targets_of(node)):
            out.append(node.lineno)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in MUTATORS and field_of(node.func.value)):
            out.append(node.lineno)
    return sorted(set(out))


def _is_judges(name: str):
    """``j.<name>`` or ``judge.<name>``."""
    return lambda node: (isinstance(node, ast.Attribute) and node.attr == name
                         and isinstance(node.value, ast.Name) and node.value.id in ("j", "judge"))


def _table_writes(source: str) -> list[int]:
    """The lines where a handler writes a field of the table (``t`` or ``j.table``)."""
    is_table = _is_judges("table")
    return _writes(source, lambda node: (isinstance(node, ast.Name) and node.id == "t")
                   or is_table(node))


def _deal_writes(source: str) -> list[int]:
    """The lines where a handler writes a field of the deal's memory (``j.deal``)."""
    return _writes(source, _is_judges("deal"))


HANDLER_FILES = sorted((PACKAGE / "judge" / "situations").glob("*.py")) + [
    PACKAGE / "judge" / "engine.py"]


def test_no_handler_writes_the_tables_fields():
    writes = {path.name: lines for path in HANDLER_FILES
              if (lines := _table_writes(path.read_text("utf-8")))}
    assert writes == {}


def test_a_handler_writing_the_table_is_found():
    assert _table_writes("t.phase = 'show'\nj.table.stakes[p] -= 1\nt.acted.add(p)\n"
                         "t.stake(p, 1)\nx = t.level\n") == [1, 2, 3]


def test_no_handler_writes_the_deals_fields():
    writes = {path.name: lines for path in HANDLER_FILES
              if (lines := _deal_writes(path.read_text("utf-8")))}
    assert writes == {}


def test_a_handler_writing_the_deal_is_found():
    assert _deal_writes("j.deal.uncut = True\nwho, j.deal.first_dealer = p, p\n"
                        "judge.deal.acted.add(p)\nj.deal.wrong_count[p] = 4\n"
                        "j.deal.said.pop(p)\nj.deal.stands(p)\nx = j.deal.foul\n"
                        "self.uncut = True\n") == [1, 2, 3, 4, 5]


# A book's answer selects a mechanism through a table keyed by the catalogue's values
# (law/consequences.py, tests/test_consequences.py), never through a string the judge or
# the hands compare it with.
_COMPARES = (ast.Eq, ast.NotEq, ast.In, ast.NotIn)


def _is_answer_value(node) -> bool:
    """``x.value``, or a field of it (``x.value["loses"]``)."""
    while isinstance(node, ast.Subscript):
        node = node.value
    return isinstance(node, ast.Attribute) and node.attr == "value"


def _is_words(node) -> bool:
    """A string literal, or a tuple, list or set of them."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(_is_words(e) for e in node.elts)
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _value_compared_with_words(source: str) -> list[int]:
    """The lines where an answer's value is compared with a string written in the code."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for op, left, right in zip(node.ops, sides, sides[1:]):
            if isinstance(op, _COMPARES) and (
                    (_is_answer_value(left) and _is_words(right))
                    or (_is_answer_value(right) and _is_words(left))):
                out.append(node.lineno)
    return sorted(set(out))


def test_no_answer_is_compared_with_a_string_in_the_judge_or_the_hands():
    found = {str(path.relative_to(PACKAGE)): lines
             for folder in ("judge", "hands") for path in sorted((PACKAGE / folder).rglob("*.py"))
             if (lines := _value_compared_with_words(path.read_text("utf-8")))}
    assert found == {}


def test_an_answer_compared_with_a_string_is_found():
    assert _value_compared_with_words(
        'if ans.value == "misdeal":\n    pass\n'
        'holds = ans.value != "first-bettor-may-hold"\n'
        'x = how.value in ("lowest-card", "lowest-card-ace-low")\n'
        'y = "pool" == false.value["loses"]\n'
        'z = ans.value == rank\n'
        'w = TABLE.of(ans)\n'
        'v = a < ans.value == "x"\n') == [1, 3, 4, 5, 8]
