"""No import cycles inside the `gamebox` package.

The graph is built statically with `ast` from every module under gamebox/:

- every `import` and `from ... import` statement counts, wherever it is written (module
  level, inside functions and methods, under `try`), except those under
  `if TYPE_CHECKING:`, which never run;
- `from gamebox.x import y` is an edge to `gamebox.x.y` when that is a module, else to
  `gamebox.x`; `import gamebox.x.y` is an edge to `gamebox.x.y`; a package's __init__.py
  is the module `gamebox.x`; relative imports are resolved the same way;
- the implicit import of a parent package (importing `gamebox.x.y` runs `gamebox.x`
  first) is not an edge, nor is anything imported through `importlib` strings.

Arrows run downward: the app's entry points (main, play, selftest, uibench, cli) ->
screens (gamebox/app/scenes/*) -> shared pieces (look, pieces, tween, session, settings,
autosaves) -> the engine. A cycle means some module reaches back up.
"""

from __future__ import annotations

import ast
from fnmatch import fnmatch
from pathlib import Path

PACKAGE = "gamebox"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE

# The layers of the app, top to bottom; a module may import its own layer or lower ones.
# The games (their rules, scenes and shots) and the shared table layer stand under the
# entry points: the app builds their tables, they never reach back up to it.
ENTRY = ("gamebox.cli", "gamebox.cli_*", "gamebox.app.main", "gamebox.app.play")
ENTRY += ("gamebox.app.selftest", "gamebox.app.uibench", "gamebox.app.app")
SCREENS = ("gamebox.app.scenes",)
SHARED = ("gamebox.app.look", "gamebox.app.pieces", "gamebox.app.tween", "gamebox.app.scene")
SHARED += ("gamebox.app.session", "gamebox.app.settings", "gamebox.app.autosaves")
SHARED += ("gamebox.app.matches", "gamebox.app.markdown")
TABLES = ("gamebox.games", "gamebox.app.table")


def _in(module: str, layer: tuple[str, ...]) -> bool:
    """`module` is one of the layer's patterns, or inside a package that is."""
    return any(fnmatch(module, p) or module.startswith(p + ".") for p in layer)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: all of them but those under TYPE_CHECKING."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
            return
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:  # `else:` of `if TYPE_CHECKING` does run
                visit(child)
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _resolve(name: str, modules: dict[str, Path]) -> str | None:
    """`name` if it is a module of the package, else its longest prefix that is one."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def imports_of(module: str, modules: dict[str, Path]) -> set[str]:
    path = modules[module]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_nodes(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _resolve(alias.name, modules)
                if target:
                    targets.add(target)
            continue
        if node.level:  # relative: from . import x, from ..y import z
            base = package.split(".")
            base = base[: len(base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        for alias in node.names:
            full = f"{source}.{alias.name}"
            target = full if full in modules else _resolve(source, modules)
            if target:
                targets.add(target)
    targets.discard(module)
    return targets


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {module: imports_of(module, modules) for module in modules}


def find_tangles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that all reach one another (Tarjan's strongly connected
    components of more than one module), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0

    def connect(node: str) -> None:  # recursive: the package is far from 1000 modules deep
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return sorted(groups)


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a path that ends where it starts) in every tangle."""
    return [_a_cycle_in(group, graph) for group in find_tangles(graph)]


def _a_cycle_in(group: list[str], graph: dict[str, set[str]]) -> list[str]:
    """The shortest way from the group's first module back to itself, inside the group."""
    members = set(group)
    start = group[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph[node] & members):
                if target == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start] if node != start else [start, start]
                if target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    raise AssertionError(f"no cycle in {group}")  # pragma: no cover - Tarjan found one


def describe(group: list[str], graph: dict[str, set[str]]) -> str:
    """A tangle for the failure message: one cycle, then every edge inside it."""
    members = set(group)
    edges = [f"    {a} -> {b}" for a in group for b in sorted(graph[a] & members)]
    return "\n".join([" -> ".join(_a_cycle_in(group, graph)), "  edges inside:", *edges])


def test_the_graph_sees_function_level_imports_and_skips_type_checking_ones():
    graph = import_graph()
    # gamebox/app/scenes/menu.py imports the picker inside a method
    assert "gamebox.app.scenes.picker" in graph["gamebox.app.scenes.menu"]
    # gamebox/app/scene.py imports App only for type checking
    assert "gamebox.app.app" not in graph["gamebox.app.scene"]
    # `from gamebox.app import look` names the module gamebox.app.look
    assert "gamebox.app.look" in graph["gamebox.app.scenes.menu"]
    assert "gamebox.app" not in graph["gamebox.app.scenes.menu"]


def test_find_cycles_reports_a_path():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycles(graph) == [["a", "b", "c", "a"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


def test_screens_shared_pieces_and_tables_never_import_upward():
    graph = import_graph()
    upward = []
    for module, targets in sorted(graph.items()):
        if _in(module, SCREENS):
            above = ENTRY
        elif _in(module, SHARED):
            above = ENTRY + SCREENS
        elif _in(module, TABLES):
            above = ENTRY
        else:
            continue
        upward += [f"{module} -> {target}" for target in sorted(targets) if _in(target, above)]
    assert not upward, "imports that run upward:\n" + "\n".join(upward)


def test_there_are_no_import_cycles():
    graph = import_graph()
    tangles = find_tangles(graph)
    assert not tangles, "import cycles:\n" + "\n".join(describe(g, graph) for g in tangles)
