"""Tiny ContractNLI-release fixtures written by the tests (no real data)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.grade.helpers import corpus_of

TEXT_A = "MUTUAL NDA\nThe Recipient shall keep all Confidential Information secret. Oral disclosures count."
TEXT_B = "Agreement between Acme and Birch.\nNo reverse engineering is allowed. Return all copies on request."


def spans_of(text: str, parts: list[str]) -> list[list[int]]:
    """[start, end] of each part, found in order."""
    out, pos = [], 0
    for part in parts:
        start = text.index(part, pos)
        out.append([start, start + len(part)])
        pos = start + len(part)
    return out


SPANS_A = spans_of(
    TEXT_A,
    [
        "MUTUAL NDA",
        "The Recipient shall keep all Confidential Information secret.",
        "Oral disclosures count.",
    ],
)
SPANS_B = spans_of(
    TEXT_B,
    [
        "Agreement between Acme and Birch.",
        "No reverse engineering is allowed.",
        "Return all copies on request.",
    ],
)


def tiny_release() -> dict[str, Any]:
    """Two documents, two hypothesis keys with a gap (nda-1, nda-3), spans with offsets."""
    return {
        "documents": [
            {
                "id": 3,
                "file_name": "a.pdf",
                "text": TEXT_A,
                "spans": SPANS_A,
                "document_type": "search-pdf",
                "url": "https://example.org/a.pdf",
                "annotation_sets": [
                    {
                        "annotations": {
                            "nda-1": {"choice": "Entailment", "spans": [1]},
                            "nda-3": {"choice": "Entailment", "spans": [1, 2]},
                        }
                    }
                ],
            },
            {
                "id": 7,
                "file_name": "b.txt",
                "text": TEXT_B,
                "spans": SPANS_B,
                "document_type": "sec-text",
                "url": "",
                "annotation_sets": [
                    {
                        "annotations": {
                            "nda-1": {"choice": "NotMentioned", "spans": []},
                            "nda-3": {"choice": "Contradiction", "spans": [2]},
                        }
                    }
                ],
            },
        ],
        "labels": {
            "nda-3": {"short_description": "Oral", "hypothesis": "Oral information is confidential."},
            "nda-1": {
                "short_description": "Secret",
                "hypothesis": "Confidential Information is kept secret.",
            },
        },
    }


def write_release(folder: Path, name: str = "dev.json", data: Any = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(tiny_release() if data is None else data), encoding="utf-8")
    return path


def mutated(change: Any) -> dict[str, Any]:
    """A copy of the tiny release after ``change(data)`` edits it in place."""
    data = copy.deepcopy(tiny_release())
    change(data)
    return data


# Two agreements between named parties, with passages whose text repeats across them.
NDA_CORPUS = corpus_of(
    {
        "a-1:0": "This NDA is made between Acme Robotics Inc. and Borealis Labs LLC.",
        "a-1:1": "The Recipient shall  return all materials.",
        "a-2:0": "This NDA is made between Cobalt Freight and Dune Analytics.",
        "a-2:1": "the recipient shall return all MATERIALS.",
        "a-3:1": "The Recipient shall return all materials within 30 days.",
    }
)
