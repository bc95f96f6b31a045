"""``python:pkg.mod:func`` — a user's pipeline as a Python callable or class, imported by path.

The target is ``module:attribute`` (a dotted module or a ``.py`` file path). A class is built
with the generator options and called through its ``generate`` method (or ``__call__``); a
function gets the options as keyword arguments. Either receives a ``GenerationRequest`` and
returns a str, a dict or a ``GenerationOutput``.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.generate.base import GenerationOutput, GenerationRequest, coerce_output, generator

_FIX = "write the target as module.path:name or path/to/file.py:name"


def _import_module(module: str) -> Any:
    if module.endswith(".py"):
        path = Path(module)
        if not path.is_file():
            raise HarnessError(f"python generator: no file {module}", _FIX)
        name = f"_harness_user_{path.stem}"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise HarnessError(f"python generator: cannot import {module}", _FIX)
        loaded = importlib.util.module_from_spec(spec)
        sys.modules[name] = loaded
        try:
            spec.loader.exec_module(loaded)
        except Exception as exc:
            del sys.modules[name]
            raise _import_failed(module, exc) from None
        return loaded
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise HarnessError(f"python generator: cannot import {module} ({exc})", _FIX) from exc
    except Exception as exc:
        raise _import_failed(module, exc) from None


def _import_failed(module: str, exc: Exception) -> HarnessError:
    """The user's module failed while it was imported (a syntax error, an exception at top level)."""
    if isinstance(exc, SyntaxError):
        what = f"has a syntax error at line {exc.lineno}: {exc.msg}"
    else:
        what = f"raised {type(exc).__name__} while it was imported: {exc}"
    return HarnessError(
        f"python generator: {module} {what}", "fix the module; importing it in python shows the traceback"
    )


def resolve(target: str) -> Any:
    """The object named by ``module:attribute`` (the attribute may be dotted)."""
    module, sep, attribute = target.rpartition(":")
    if not sep or not module or not attribute:
        raise HarnessError(f"python generator target {target!r} has no ':'", _FIX)
    obj = _import_module(module)
    for part in attribute.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise HarnessError(f"python generator: {module} has no {attribute}", _FIX) from None
    return obj


class PythonGenerator:
    """Wraps a user's callable; its return value is converted by ``coerce_output``."""

    wants_gold = False  # user code never sees gold

    def __init__(self, name: str, call: Callable[[GenerationRequest], Any]) -> None:
        self.name = name
        self._call = call

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        return coerce_output(self._call(request))

    def close(self) -> None:
        closer = getattr(self._call, "__self__", None)
        if closer is not None and callable(getattr(closer, "close", None)):
            closer.close()


@generator("python", takes_target=True)
def python_generator(target: str, **options: Any) -> PythonGenerator:
    """A Python callable or class by import path: python:pkg.mod:func."""
    obj = resolve(target)
    name = f"python:{target}"
    if inspect.isclass(obj):
        try:
            instance = obj(**options)
        except TypeError as exc:
            raise HarnessError(
                f"python generator {target}: bad options ({exc})", "check the class's arguments"
            ) from exc
        method = getattr(instance, "generate", None)
        call = method if callable(method) else instance
        if not callable(call):
            raise HarnessError(f"python generator {target}: instances have no generate() method", _FIX)
        return PythonGenerator(name, call)
    if not callable(obj):
        raise HarnessError(f"python generator {target} is not callable", _FIX)
    return PythonGenerator(name, functools.partial(obj, **options) if options else obj)
