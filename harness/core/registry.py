"""One registry for every plug-in kind: a decorated factory per name, one way to create.

Plug-ins register with ``@register(kind, name)`` (or the per-kind aliases such as
``@generator("extractive")``); third-party packages add theirs through the entry-point
group ``rubric_harness.<kind>``. ``create(kind, name, **options)`` builds one and returns it
with the frozen :class:`~harness.core.records.PluginSpec` that rebuilds it, which every run
writes into its manifest. A second plug-in under a name already taken is an error that names
both sources: a silent replacement would make a manifest lie about what ran.

A name may carry a target after a colon (``python:pkg.mod:func``, ``cmd:./script``,
``openai:gpt-4o``): the factory registered for the prefix receives it as ``target``.
"""

from __future__ import annotations

import difflib
import importlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any, Literal, TypeVar, get_args

from harness.core.errors import HarnessError
from harness.core.records import PluginSpec

Kind = Literal["corpus", "generator", "grader"]
KINDS: tuple[Kind, ...] = get_args(Kind)
_PLURAL: dict[str, str] = {"corpus": "corpora", "generator": "generators", "grader": "graders"}

F = TypeVar("F", bound=Callable[..., Any])

# The modules that hold the built-in plug-ins of each kind; importing one registers them.
_BUILTIN_MODULES: dict[Kind, tuple[str, ...]] = {
    "corpus": ("harness.corpus.contractnli", "harness.corpus.govreport"),
    "generator": (
        "harness.generate.builtin",
        "harness.generate.python",
        "harness.generate.command",
        "harness.generate.openai",
    ),
    "grader": ("harness.grade.reference", "harness.grade.heuristic", "harness.grade.llm"),
}


@dataclass(frozen=True)
class _Entry:
    factory: Callable[..., Any]
    takes_target: bool
    summary: str


_REGISTRY: dict[str, dict[str, _Entry]] = {kind: {} for kind in KINDS}
_loaded: set[str] = set()


def register(kind: Kind, name: str, *, takes_target: bool = False) -> Callable[[F], F]:
    """Register ``factory`` under ``name``; ``takes_target`` for ``name:TARGET`` forms."""
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
        _REGISTRY[kind][name] = _Entry(factory, takes_target, doc[0] if doc else "")
        return factory

    return decorate


def _source(factory: Callable[..., Any]) -> str:
    """``module:qualname`` of a factory; the same source registering again (a reload) is no clash."""
    return f"{factory.__module__}:{factory.__qualname__}"


def _load(kind: Kind) -> None:
    if kind in _loaded:
        return
    for module in _BUILTIN_MODULES[kind]:
        importlib.import_module(module)
    for ep in entry_points(group=f"rubric_harness.{kind}"):
        ep.load()
    _loaded.add(kind)  # only once every module imported: a failed import is retried, not half-kept


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


def create(kind: Kind, name: str, **options: Any) -> tuple[Any, PluginSpec]:
    """Build the plug-in ``name`` of ``kind`` with ``options``; return it and its spec."""
    _load(kind)
    base, sep, target = name.partition(":")
    table = _REGISTRY[kind]
    entry = table.get(base if sep else name)
    if entry is None or entry.takes_target != bool(sep):
        known = names(kind)
        close = difflib.get_close_matches(name, known, n=1, cutoff=0.5)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise HarnessError(
            f"unknown {kind} {name!r}",
            f"{hint}known {_PLURAL[kind]}: {', '.join(known)}",
        )
    args = (target,) if sep else ()
    try:
        inspect.signature(entry.factory).bind(*args, **options)
    except TypeError as exc:
        raise HarnessError(
            f"bad options for {kind} {name!r}: {exc}",
            f"options it takes: {inspect.signature(entry.factory)}",
        ) from exc
    return entry.factory(*args, **options), PluginSpec(kind=kind, name=name, options=dict(options))
