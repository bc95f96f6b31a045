"""Build ``nda-mini.json`` (ContractNLI release format) from ``source.py``, deterministically.

Run ``python corpora/nda-mini/build.py`` to rewrite the file, or ``--check`` to fail when the
shipped file differs from a fresh build. The source is validated first: every span is one
line, every key is labelled exactly once per document, and the parties, date and governing
law a document declares appear in its text.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "nda-mini.json"
DOCUMENT_TYPE = "fictional-text"
"""Not one of the release's types (search-pdf, sec-text, sec-html): these texts were never published."""


def load_source() -> ModuleType:
    """Import ``source.py`` from this folder (``corpora/`` is data, not a package)."""
    name = "nda_mini_source"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / "source.py")
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot import {HERE / 'source.py'}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def _check_agreement(agreement: Any, label_keys: list[str]) -> list[str]:
    where = f"document {agreement.id}"
    problems: list[str] = []
    tagged: dict[str, str] = {}
    for index, line in enumerate(agreement.spans):
        if not line.text or "\n" in line.text or line.text != line.text.strip():
            problems.append(f"{where} span {index}: a span is one non-empty line without outer spaces")
        for choice, keys in (("Entailment", line.entails), ("Contradiction", line.contradicts)):
            for key in keys:
                if key not in label_keys:
                    problems.append(f"{where} span {index}: unknown key {key}")
                elif tagged.setdefault(key, choice) != choice:
                    problems.append(f"{where}: {key} tagged both Entailment and Contradiction")
    silent = set(agreement.not_mentioned)
    if silent & tagged.keys():
        problems.append(f"{where}: tagged keys listed as not mentioned: {sorted(silent & tagged.keys())}")
    missing = set(label_keys) - silent - tagged.keys()
    if missing:
        problems.append(f"{where}: keys neither tagged nor listed as not mentioned: {sorted(missing)}")
    text = "\n".join(line.text for line in agreement.spans)
    for fact in (*agreement.parties, agreement.date, agreement.governing_law):
        if fact not in text:
            problems.append(f"{where}: {fact!r} is declared but not in the text")
    return problems


def _document(agreement: Any, label_keys: list[str]) -> dict[str, Any]:
    """One release document: text = the spans joined by newlines, each span's offsets recorded."""
    text_parts: list[str] = []
    offsets: list[list[int]] = []
    cursor = 0
    for line in agreement.spans:
        offsets.append([cursor, cursor + len(line.text)])
        text_parts.append(line.text + "\n")
        cursor += len(line.text) + 1
    evidence: dict[str, list[int]] = {}
    choice: dict[str, str] = {}
    for index, line in enumerate(agreement.spans):
        for key in line.entails:
            choice[key] = "Entailment"
            evidence.setdefault(key, []).append(index)
        for key in line.contradicts:
            choice[key] = "Contradiction"
            evidence.setdefault(key, []).append(index)
    annotations = {
        key: {"choice": choice.get(key, "NotMentioned"), "spans": evidence.get(key, [])} for key in label_keys
    }
    return {
        "id": agreement.id,
        "file_name": f"nda-mini-{agreement.id:02d}-{agreement.slug}.txt",
        "text": "".join(text_parts),
        "spans": offsets,
        "annotation_sets": [{"annotations": annotations}],
        "document_type": DOCUMENT_TYPE,
        "url": "",
    }


def build_release() -> dict[str, Any]:
    """The release object for the current source; raises ValueError listing every source problem."""
    source = load_source()
    label_keys = list(source.LABELS)
    problems: list[str] = []
    for agreement in source.AGREEMENTS:
        problems += _check_agreement(agreement, label_keys)
    ids = [a.id for a in source.AGREEMENTS]
    if len(set(ids)) != len(ids):
        problems.append(f"document ids repeat: {ids}")
    if problems:
        raise ValueError("nda-mini source problems:\n" + "\n".join(problems))
    return {
        "documents": [_document(a, label_keys) for a in source.AGREEMENTS],
        "labels": {
            key: {"short_description": short, "hypothesis": hypothesis}
            for key, (short, hypothesis) in source.LABELS.items()
        },
    }


def render() -> str:
    """The exact bytes (as text) of ``nda-mini.json``: the release's own layout, 2-space indent, ASCII."""
    return json.dumps(build_release(), indent=2, ensure_ascii=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file; write nothing")
    args = parser.parse_args(argv)
    fresh = render()
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.is_file() else None
        if current != fresh:
            print(f"{OUTPUT} is out of date: run python {Path(__file__).as_posix()}", file=sys.stderr)
            return 1
        print(f"{OUTPUT.name} is up to date")
        return 0
    OUTPUT.write_text(fresh, encoding="utf-8", newline="\n")
    print(f"wrote {OUTPUT} ({len(fresh)} characters)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
