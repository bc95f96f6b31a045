"""Option helpers shared by the subcommands, so each option means one thing everywhere."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from harness.core.errors import HarnessError

F = TypeVar("F", bound=Callable[..., Any])


def corpus_options(func: F) -> F:
    """``--data-dir`` and ``--split`` for commands that load a corpus."""
    func = click.option(
        "--split", default=None, help="Split to load (dev, test, train); default: the corpus's."
    )(func)
    func = click.option(
        "--data-dir",
        type=click.Path(path_type=str),
        default=None,
        help="Local folder holding the corpus files (instead of the Hugging Face Hub); "
        "for the documents corpus, a folder of .txt/.md or a .jsonl file.",
    )(func)
    return func


def json_option(func: F) -> F:
    """``--json``: print one machine-readable JSON object instead of tables."""
    return click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")(func)


def label_column_option(func: F) -> F:
    """``--label-column``: which column of a ``--labels`` CSV holds the hand labels."""
    return click.option(
        "--label-column",
        default="hallucinated",
        show_default=True,
        help="The labeled column of --labels (named `grounded`: true = grounded; else true = hallucinated).",
    )(func)


def echo_json(obj: Any) -> None:
    click.echo(json.dumps(obj, indent=2, sort_keys=True, default=str))


OptionValue = str | int | float | bool | None


def _option_value(text: str) -> OptionValue:
    """``3`` -> 3, ``0.5`` -> 0.5, ``true`` -> True, ``null`` -> None, anything else stays text."""
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return value if value is None or isinstance(value, (bool, int, float, str)) else text


def parse_key_values(pairs: tuple[str, ...], what: str, example: str) -> dict[str, OptionValue]:
    """``KEY=VALUE`` plug-in options (``-o``/``-g``) as a dict; dashes in keys become underscores."""
    options: dict[str, OptionValue] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise HarnessError(f"{what} option {pair!r} is not KEY=VALUE", f"write e.g. {example}")
        options[key.strip().replace("-", "_")] = _option_value(raw)
    return options


def mapping_option(func: F) -> F:
    """``--mapping FILE.json``: the field mapping (object, or list of objects) for files of another layout."""
    return click.option(
        "--mapping",
        "mapping_file",
        type=click.Path(dir_okay=False, path_type=str),
        default=None,
        help="JSON file with a field mapping (or a list of them) for report/summary files of another layout.",
    )(func)


def read_json_file(path: str, what: str) -> Any:
    """The JSON content of the option file ``path`` (``what`` names it in errors)."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise HarnessError(
            f"cannot read {what} {path}: {exc.strerror}", "pass an existing JSON file"
        ) from exc
    except ValueError as exc:
        raise HarnessError(f"{what} {path} is not valid JSON ({exc})", "fix the JSON") from exc


def read_mapping(path: str | None) -> dict[str, Any]:
    """The loader options ``--mapping`` asks for: ``{}`` without it, else ``{"mapping": <file content>}``."""
    if path is None:
        return {}
    mapping = read_json_file(path, "mapping file")
    items = mapping if isinstance(mapping, list) else [mapping]
    if not items or not all(isinstance(m, dict) for m in items):
        raise HarnessError(
            f"mapping file {path} must hold a JSON object or a list of objects",
            'write e.g. {"files": ["data.jsonl"], "report": "input", "summary": "outputs[0]"}',
        )
    return {"mapping": mapping}
