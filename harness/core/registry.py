"""One registry for every plug-in kind: a decorated factory per name, one way to create.

Plug-ins register with ``@register(kind, name)`` (or the per-kind aliases such as
``@generator("extractive")``); third-party packages add theirs through the entry-point
group ``rubric_harness.<kind>``. ``create(kind, name, **options)`` builds one and returns it
with the frozen :class:`~harness.core.records.PluginSpec` that rebuilds it, which every run
writes into its manifest. A second plug-in under a name already taken is an error that names
both sources: a silent replacement would make a manifest lie about what ran.

A name may carry a target after a colon (``python:pkg.mod:func``, ``cmd:./script``,
``openai:gpt-4o``): the factory registered for the prefix receives it as ``target``.

Options are typed by the factory's own annotations: ``check_options`` refuses an unknown
option (with "did you mean ...?") or a value of the wrong type before anything runs, so a
typo never spoils a run folder. A plug-in declares which of its options only change how
fast it works (``pace=("concurrency", "timeout", ...)``): those are not part of a run's
identity, so a run resumes or gates against one made at another pace.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import os
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from importlib.machinery import PathFinder
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

from harness.core.errors import HarnessError
from harness.core.records import PluginSpec

Kind = Literal["corpus", "generator", "grader"]
KINDS: tuple[Kind, ...] = get_args(Kind)
_PLURAL: dict[str, str] = {"corpus": "corpora", "generator": "generators", "grader": "graders"}

F = TypeVar("F", bound=Callable[..., Any])

# Where each built-in plug-in is registered: a run imports only the modules of the plug-ins it
# uses (the heuristic grader's module costs a quarter of a second that a reference run never
# needs); listing or an unknown name imports them all. ``tests/core/test_registry.py`` checks
# this table against what the modules register.
_BUILTIN: dict[Kind, dict[str, str]] = {
    "corpus": {
        "contractnli": "harness.corpus.contractnli",
        "nda-mini": "harness.corpus.contractnli",
        "govreport": "harness.corpus.govreport",
        "documents": "harness.corpus.documents",
    },
    "generator": {
        "extractive": "harness.generate.builtin",
        "always-refuse": "harness.generate.builtin",
        "overconfident": "harness.generate.builtin",
        "oracle": "harness.generate.builtin",
        "scripted": "harness.generate.builtin",
        "python": "harness.generate.python",
        "cmd": "harness.generate.command",
        "openai": "harness.generate.openai",
    },
    "grader": {
        "reference": "harness.grade.reference",
        "heuristic": "harness.grade.heuristic",
        "llm": "harness.grade.llm",
    },
}


@dataclass(frozen=True)
class _Entry:
    factory: Callable[..., Any]
    takes_target: bool
    summary: str
    pace: frozenset[str] = frozenset()


_REGISTRY: dict[str, dict[str, _Entry]] = {kind: {} for kind in KINDS}
_loaded: set[str] = set()


def register(
    kind: Kind, name: str, *, takes_target: bool = False, pace: Iterable[str] = ()
) -> Callable[[F], F]:
    """Register ``factory`` under ``name``; ``takes_target`` for ``name:TARGET`` forms.

    ``pace`` names the options that change how fast the plug-in works, never what it
    produces (concurrency, timeouts, retries, the URL of the same model).
    """
    if kind not in _REGISTRY:
        raise ValueError(f"unknown plug-in kind {kind!r}")

    def decorate(factory: F) -> F:
        doc = (factory.__doc__ or "").strip().splitlines()
        taken = _REGISTRY[kind].get(name)
        if taken is not None and _source(taken.factory) != _source(factory):
            raise HarnessError(
                f"two {_PLURAL[kind]} named {name!r}: {_source(taken.factory)} and {_source(factory)}",
                "rename one of them (or uninstall the package that brings the second)",
            )
        _REGISTRY[kind][name] = _Entry(factory, takes_target, doc[0] if doc else "", frozenset(pace))
        return factory

    return decorate


def _source(factory: Callable[..., Any]) -> str:
    """``module:qualname`` of a factory; the same source registering again (a reload) is no clash."""
    return f"{factory.__module__}:{factory.__qualname__}"


@functools.cache
def _may_have_plugins() -> bool:
    """Whether an installed distribution may declare a ``rubric_harness`` entry point.

    A look at the ``entry_points.txt`` files ``importlib.metadata`` would read (a few
    milliseconds), so that a process with no plug-in package installed never imports and runs
    it (about 60 ms on every run). Anything it cannot look into (a zip on the path, another
    distribution finder) counts as "may".
    """
    if any(hasattr(f, "find_distributions") and f is not PathFinder for f in sys.meta_path):
        return True
    for entry in sys.path:
        folder = entry or "."
        if not os.path.isdir(folder):
            if os.path.exists(folder):
                return True
            continue
        with os.scandir(folder) as items:
            for item in items:
                if not item.name.endswith((".dist-info", ".egg-info")):
                    continue
                try:  # os.path and open, not pathlib: some 250 distributions in a common environment
                    with open(os.path.join(item.path, "entry_points.txt"), "rb") as fh:
                        if _declares_a_group(fh.read()):
                            return True
                except OSError:
                    continue
    return False


def _declares_a_group(entry_points_txt: bytes) -> bool:
    """Whether an ``entry_points.txt`` may open a ``[rubric_harness.<kind>]`` section (read as
    ``importlib.metadata`` reads it: each line stripped, the group is the name inside the brackets).
    Only a section counts: this package's own file names ``rubric_harness`` as an *entry* of the
    ``inspect_ai`` group (``rubric_harness = rubric_harness._registry``), which declares no plug-in;
    matching the bare name made every installed copy of the harness import and scan the metadata."""
    if b"rubric_harness." not in entry_points_txt:
        return False
    return any(
        line.strip().lstrip(b"[").startswith(b"rubric_harness.") and line.strip().startswith(b"[")
        for line in entry_points_txt.splitlines()
    )


def entry_points(group: str) -> Iterable[Any]:
    """The installed packages' entry points of ``group`` (``importlib.metadata``, imported only
    when some package may declare one)."""
    if not _may_have_plugins():
        return ()
    from importlib.metadata import entry_points as installed

    return installed(group=group)


def _load_plugins(kind: Kind) -> None:
    """Load the installed packages' plug-ins of ``kind`` (entry points), once."""
    key = f"{kind}:entry-points"
    if key in _loaded:
        return
    for ep in entry_points(group=f"rubric_harness.{kind}"):
        ep.load()
    _loaded.add(key)  # only once every plug-in loaded: a failed import is retried, not half-kept


def _load(kind: Kind, name: str | None = None) -> None:
    """Register every plug-in of ``kind``, or (``name``) the built-in module that holds it and the
    installed packages' plug-ins (so a package reusing a built-in name is still refused)."""
    if kind in _loaded:
        return
    if name is not None and name in _BUILTIN[kind]:
        importlib.import_module(_BUILTIN[kind][name])
        _load_plugins(kind)
        return
    for module in dict.fromkeys(_BUILTIN[kind].values()):
        importlib.import_module(module)
    _load_plugins(kind)
    _loaded.add(kind)


def plural(kind: Kind) -> str:
    """``corpora``, ``generators``, ``graders``: for messages."""
    return _PLURAL[kind]


def names(kind: Kind) -> list[str]:
    """Every registered name of ``kind``; prefix forms are shown as ``name:TARGET``."""
    _load(kind)
    return sorted(f"{name}:TARGET" if entry.takes_target else name for name, entry in _REGISTRY[kind].items())


def describe(kind: Kind) -> dict[str, str]:
    """Registered names of ``kind`` with the first line of each factory's docstring."""
    _load(kind)
    return {(f"{n}:TARGET" if e.takes_target else n): e.summary for n, e in sorted(_REGISTRY[kind].items())}


def _entry(kind: Kind, name: str) -> tuple[_Entry, tuple[str, ...]]:
    """The entry registered for ``name`` and the positional arguments (the target) it takes."""
    base, sep, target = name.partition(":")
    key = base if sep else name
    _load(kind, key)
    entry = _REGISTRY[kind].get(key)
    if entry is None:
        _load(kind)  # not built in: every plug-in, for the did-you-mean below
        entry = _REGISTRY[kind].get(key)
    if entry is None or entry.takes_target != bool(sep):
        known = names(kind)
        import difflib  # only for a name that is not known: 5-20 ms of every run otherwise

        close = difflib.get_close_matches(name, known, n=1, cutoff=0.5)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise HarnessError(
            f"unknown {kind} {name!r}",
            f"{hint}known {_PLURAL[kind]}: {', '.join(known)}",
        )
    return entry, ((target,) if sep else ())


def pace_options(kind: Kind, name: str) -> frozenset[str]:
    """The options ``name`` declares pace-only (not part of a run's identity); empty if unknown."""
    try:
        return _entry(kind, name)[0].pace
    except HarnessError:
        return frozenset()


def declares(kind: Kind, name: str, option: str) -> bool:
    """Whether the factory of ``name`` takes an option called ``option`` by name."""
    params = inspect.signature(_entry(kind, name)[0].factory).parameters
    return option in params and params[option].kind is not inspect.Parameter.VAR_KEYWORD


_TYPE_NAMES = {
    str: "text",
    int: "a whole number",
    float: "a number",
    bool: "true or false",
    type(None): "null",
}


def _allowed(annotation: Any) -> tuple[Any, ...] | None:
    """The plain types an annotation admits (None: anything, e.g. ``Any`` or an unknown form)."""
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        parts = [_allowed(a) for a in get_args(annotation)]
        return None if any(p is None for p in parts) else tuple(t for p in parts if p for t in p)
    if origin is Literal:
        return tuple(get_args(annotation))
    if annotation in _TYPE_NAMES:
        return (annotation,)
    return None


def _coerce(key: str, value: Any, allowed: tuple[Any, ...], where: str) -> Any:
    plain = [t for t in allowed if isinstance(t, type)]
    literals = [t for t in allowed if not isinstance(t, type)]
    if value in literals and type(value) in {type(v) for v in literals}:
        return value
    if value is None and type(None) in plain:
        return None
    if isinstance(value, bool):
        if bool in plain:
            return value
    elif isinstance(value, int) and int in plain:
        return value
    elif isinstance(value, (int, float)) and float in plain:
        return float(value)
    elif isinstance(value, str) and str in plain:
        return value
    elif isinstance(value, (int, float)) and str in plain:
        return str(value)  # ``-o path=2024`` reads as a number; the option wants text
    wanted = [_TYPE_NAMES[t] for t in plain] + [repr(v) for v in literals]
    raise HarnessError(
        f"option {key}={value!r} of {where} must be {' or '.join(wanted)}",
        f"pass e.g. -o {key}=<{wanted[0]}>",
    )


def check_options(kind: Kind, name: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` checked against the factory's parameters and their types (ints widen to float).

    Raises a one-line ``HarnessError`` for an unknown plug-in, an unknown option (with the
    closest known one) or a value of the wrong type. Nothing is built or written.
    """
    entry, args = _entry(kind, name)
    signature = inspect.signature(entry.factory)
    params = dict(list(signature.parameters.items())[len(args) :])
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())
    try:
        hints = typing.get_type_hints(entry.factory)
    except Exception:  # an annotation that cannot be resolved is not checked
        hints = {}
    where = f"{kind} {name!r}"
    checked: dict[str, Any] = {}
    for key, value in options.items():
        param = params.get(key)
        if param is None or param.kind in (inspect.Parameter.VAR_KEYWORD, inspect.Parameter.VAR_POSITIONAL):
            if takes_any:
                checked[key] = value
                continue
            known = [k for k, p in params.items() if p.kind is not inspect.Parameter.VAR_POSITIONAL]
            import difflib

            close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise HarnessError(
                f"{where} has no option {key!r}",
                f"{hint}options it takes: {', '.join(known) or 'none'}",
            )
        allowed = _allowed(hints[key]) if key in hints else None
        checked[key] = value if allowed is None else _coerce(key, value, allowed, where)
    missing = [
        k
        for k, p in params.items()
        if p.default is inspect.Parameter.empty
        and p.kind not in (inspect.Parameter.VAR_KEYWORD, inspect.Parameter.VAR_POSITIONAL)
        and k not in options
    ]
    if missing:
        raise HarnessError(
            f"{where} needs the option{'s' if len(missing) > 1 else ''} {', '.join(missing)}",
            f"pass e.g. -o {missing[0]}=...",
        )
    return checked


def create(kind: Kind, name: str, **options: Any) -> tuple[Any, PluginSpec]:
    """Build the plug-in ``name`` of ``kind`` with ``options``; return it and its spec.

    Options are checked first (``check_options``), so a bad one fails with one clear line.
    """
    entry, args = _entry(kind, name)
    checked = check_options(kind, name, options)
    return entry.factory(*args, **checked), PluginSpec(kind=kind, name=name, options=dict(checked))
