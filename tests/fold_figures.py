"""The four figures of the judge as a fold (issue 35), counted from the code with ``ast``:

- ``recorder``: calls from a handler in judge/situations to the judge's recorder
  (``j.find``, ``j.silence``, ``j.rule``, ``j.end``, and the recorder's other acts:
  ``wins``, ``withdraw``, ``lack``, ``open_step``, ``decisive``, ``award``, ``refund_all``,
  ``penalty``), made on a parameter (the judge a handler is given);
- ``writes``: writes to an attribute of a handler's parameter in judge/situations
  (``j.unsettled = True``, ``j.awards[p] = 1``, ``j.deal.parts.append(...)``: an assignment,
  an item write or a list's or dict's mutating method, on something reached through a
  parameter);
- ``sentences``: English sentences (three words or more; docstrings aside; an f-string's
  text counted) made in judge/ outside judge/words/;
- ``strings``: string literals compared with a book's answer or an open point's reading in
  judge/ and hands/ (``reading == "passes-out"``, ``step == "left-of-dealer"`` where ``step``
  runs over an answer's value).

and a fifth, beyond the issue's four, without which a handler could still change the deal:

- ``operations``: calls from a handler in judge/situations of an operation of the table or
  the deal's memory (``j.table.stake(p, 5)``, ``t.retire(p, law)`` where ``t = j.table``,
  ``j.deal.take_said(p)``): a method of ``Table``, ``Deal``, ``DrawMemory`` or ``Settlement`` that changes a
  field of it, found with ``ast`` too. A fold returns them as acts (judge/acts/).

``python tests/fold_figures.py`` prints them per module; with ``--ceiling``, as the ceiling
in tests/test_fold_figures.py is written, to be pasted there as each module becomes a fold.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from tests import syntax

PACKAGE = Path(__file__).resolve().parent.parent / "adjudicator"
KINDS = ("recorder", "writes", "sentences", "strings", "operations")

# The judge's recorder, as judge/judging.py describes it to a handler.
RECORDER = {"find", "silence", "rule", "end", "wins", "withdraw", "lack", "open_step",
            "decisive", "award", "refund_all", "penalty"}
# Methods that change the list, dict or set they are called on.
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault",
            "add", "discard", "sort", "reverse", "popitem"}
# Where a handler gets a book's answer or an open point's reading.
ANSWERING = {"ask", "rule", "value", "reading", "first"}

_WORD = re.compile(r"^[(\"'\[]*[A-Za-z][A-Za-z'\u2019]*(-[A-Za-z]+)*[.,;:!?)\"'\]]*$")


def _functions(tree: ast.AST):
    return [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                        ast.Lambda))]


def _params(fn) -> set[str]:
    a = fn.args
    names = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
    names += [x.arg for x in (a.vararg, a.kwarg) if x is not None]
    return {n for n in names if n not in ("self", "cls")}


def _judges(fn) -> set[str]:
    """The parameters that are the judge: annotated ``Judge``, or named ``j``/``judge``."""
    a = fn.args
    out = set()
    for x in a.posonlyargs + a.args + a.kwonlyargs:
        ann = ast.unparse(x.annotation) if getattr(x, "annotation", None) else ""
        if x.arg in ("j", "judge") or ann.strip("'\"").endswith("Judge"):
            out.add(x.arg)
    return out


def _root(node: ast.AST) -> tuple[str | None, int]:
    """The name an attribute or item chain starts from, and how many links reach it."""
    depth = 0
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node, depth = node.value, depth + 1
    return (node.id if isinstance(node, ast.Name) else None), depth


def _own_nodes(fn):
    """The nodes of ``fn``'s body, not of the functions defined inside it (counted apart)."""
    stack = list(fn.body) if isinstance(fn.body, list) else [fn.body]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                      ast.ClassDef)):
                stack.append(child)


def recorder_calls(tree: ast.AST) -> int:
    n = 0
    for fn in _functions(tree):
        judges = _judges(fn) | _params(fn)
        for node in _own_nodes(fn):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in RECORDER and isinstance(node.func.value, ast.Name)
                    and node.func.value.id in judges):
                n += 1
    return n


def parameter_writes(tree: ast.AST) -> int:
    n = 0
    for fn in _functions(tree):
        params = _params(fn)
        for node in _own_nodes(fn):
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            elif isinstance(node, ast.Delete):
                targets = node.targets
            for t in targets:
                for el in (t.elts if isinstance(t, ast.Tuple) else [t]):
                    name, depth = _root(el)
                    if name in params and depth >= 1:
                        n += 1
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in MUTATORS):
                name, depth = _root(node.func.value)
                if name in params and depth >= 1:
                    n += 1
    return n


# the classes whose operations change the deal, in their modules under adjudicator/
_HOLDERS = {"judge/deal/table.py": ("Table",), "judge/deal/state.py": ("Deal",),
            "judge/deal/draw_memory.py": ("DrawMemory",),
            "judge/deal/settlement.py": ("Settlement",)}


def _changes_self(fn) -> tuple[bool, set[str]]:
    """Whether a method changes a field of ``self``, and the methods of ``self`` it calls."""
    changes, calls = False, set()
    for node in ast.walk(fn):
        targets = (node.targets if isinstance(node, (ast.Assign, ast.Delete)) else
                   [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for t in targets:
            for el in (t.elts if isinstance(t, ast.Tuple) else [t]):
                if _root(el)[0] == "self" and _root(el)[1] >= 1:
                    changes = True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name, depth = _root(node.func.value)
            if name == "self" and depth >= 1 and node.func.attr in MUTATORS:
                changes = True
            if name == "self" and depth == 0:
                calls.add(node.func.attr)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("_set", "setattr") and node.args
                and isinstance(node.args[0], ast.Name) and node.args[0].id == "self"):
            changes = True  # a frozen record's field set by object.__setattr__
    return changes, calls


def deal_operations() -> frozenset[str]:
    """The names of the methods that change the table or the deal's memory."""
    methods: dict[str, tuple[bool, set[str]]] = {}
    for rel, classes in _HOLDERS.items():
        tree = syntax.tree(PACKAGE / rel)
        for cls in tree.body:
            if isinstance(cls, ast.ClassDef) and cls.name in classes:
                for fn in cls.body:
                    if isinstance(fn, ast.FunctionDef) and not fn.name.startswith("__"):
                        methods[fn.name] = _changes_self(fn)
    ops = {m for m, (changes, _) in methods.items() if changes}
    grown = True
    while grown:  # a method that calls an operation is one
        more = {m for m, (_, calls) in methods.items() if m not in ops and calls & ops}
        ops |= more
        grown = bool(more)
    return frozenset(ops)


def operations(tree: ast.AST, ops: frozenset[str]) -> int:
    n = 0
    for fn in _functions(tree):
        params = _params(fn)
        nodes = list(_own_nodes(fn))
        reached = set(params)  # and the names bound to what a parameter reaches (t = j.table)
        for node in nodes:
            if isinstance(node, ast.Assign) and _root(node.value)[0] in params \
                    and _root(node.value)[1] >= 1:
                reached |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        for node in nodes:
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ops):
                name, depth = _root(node.func.value)
                if name in reached and (depth >= 1 or name not in params):
                    n += 1
    return n


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                out.add(id(body[0].value))
    return out


def is_sentence(text: str) -> bool:
    return sum(1 for w in text.split() if _WORD.match(w)) >= 3


def sentences(tree: ast.AST) -> int:
    docs = _docstrings(tree)
    inside: set[int] = set()  # the constant parts of an f-string, counted with it
    n = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            parts = []
            for v in node.values:
                inside.add(id(v))
                parts.append(v.value if isinstance(v, ast.Constant) else " {} ")
            n += is_sentence("".join(parts))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in docs and id(node) not in inside):
            n += is_sentence(node.value)
    return n


def _answerish(expr: ast.AST, bound: set[str]) -> bool:
    """Whether ``expr`` is a book's answer or a reading: ``ans.value``, ``j.reading(p)``,
    ``j.value(k)``, or a name bound to one."""
    if isinstance(expr, ast.Name):
        return expr.id in bound
    if isinstance(expr, ast.Attribute) and expr.attr == "value":
        return True
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute):
        return expr.func.attr in ANSWERING
    return False


def _literals(expr: ast.AST) -> bool:
    if isinstance(expr, ast.Constant):
        return isinstance(expr.value, str)
    if isinstance(expr, (ast.Tuple, ast.List, ast.Set)):
        return bool(expr.elts) and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                                       for e in expr.elts)
    return False


def string_comparisons(tree: ast.AST) -> int:
    n = 0
    for fn in _functions(tree):
        bound: set[str] = set()
        nodes = list(_own_nodes(fn))
        for node in nodes:  # names bound to an answer or a reading, or run over one
            if isinstance(node, ast.Assign) and _answerish(node.value, set()):
                bound |= {t.id for t in node.targets if isinstance(t, ast.Name)}
            elif isinstance(node, ast.NamedExpr) and _answerish(node.value, set()):
                bound.add(node.target.id)
            elif isinstance(node, (ast.For, ast.comprehension)) and _answerish(node.iter, set()) \
                    and isinstance(node.target, ast.Name):
                bound.add(node.target.id)
        for node in nodes:
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            for a, b in zip(sides, sides[1:]):
                if (_literals(a) and _answerish(b, bound)) or (_literals(b) and _answerish(a, bound)):
                    n += 1
    return n


def _modules(under: str, skip: str | None = None):
    root = PACKAGE / under
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if skip and rel.startswith(skip):
            continue
        yield rel, syntax.tree(path)


def figures() -> dict[str, dict[str, int]]:
    """Each kind's count, by module (path under adjudicator/); modules at 0 left out."""
    out: dict[str, dict[str, int]] = {k: {} for k in KINDS}
    ops = deal_operations()
    for rel, tree in _modules("judge/situations"):
        out["recorder"][rel] = recorder_calls(tree)
        out["writes"][rel] = parameter_writes(tree)
        if rel not in _HOLDERS:
            out["operations"][rel] = operations(tree, ops)
    for rel, tree in _modules("judge", skip="judge/words/"):
        out["sentences"][rel] = sentences(tree)
    for under in ("judge", "hands"):
        for rel, tree in _modules(under):
            out["strings"][rel] = string_comparisons(tree)
    return {k: {m: c for m, c in v.items() if c} for k, v in out.items()}


def table(figs: dict[str, dict[str, int]]) -> str:
    mods = sorted({m for v in figs.values() for m in v})
    width = max([len(m) for m in mods] + [6])
    lines = [f"{'module':<{width}}  " + "  ".join(f"{k:>9}" for k in KINDS)]
    for m in mods:
        lines.append(f"{m:<{width}}  " + "  ".join(f"{figs[k].get(m, 0):>9}" for k in KINDS))
    lines.append(f"{'total':<{width}}  " + "  ".join(f"{sum(figs[k].values()):>9}" for k in KINDS))
    return "\n".join(lines)


def ceiling(figs: dict[str, dict[str, int]]) -> str:
    """The figures as tests/test_fold_figures.py's ``CEILING`` is written."""
    lines = ["CEILING: dict[str, dict[str, int]] = {"]
    for k in KINDS:
        lines.append(f"    {k!r}: {{")
        lines += [f"        {m!r}: {c}," for m, c in sorted(figs[k].items())]
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys

    print(ceiling(figures()) if "--ceiling" in sys.argv else table(figures()))
