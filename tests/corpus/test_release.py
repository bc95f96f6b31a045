"""The ContractNLI release parser: span passages, gold from annotations, one-line validation errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from harness.core.errors import HarnessError
from harness.corpus.release import derive_title, parse_release, read_json
from tests.corpus.helpers import SPANS_A, TEXT_A, mutated, tiny_release


def test_passages_are_the_release_spans_with_offsets() -> None:
    parsed = parse_release(tiny_release(), "cnli-{id}", "tiny")
    assert [d.id for d in parsed.documents] == ["cnli-3", "cnli-7"]
    first = [p for p in parsed.passages if p.document_id == "cnli-3"]
    assert [(p.id, p.start, p.end) for p in first] == [
        (f"cnli-3:{i}", s, e) for i, (s, e) in enumerate(SPANS_A)
    ]
    texts = {d.id: d.text for d in parsed.documents}
    assert all(texts[p.document_id][p.start : p.end] == p.text for p in parsed.passages)
    assert parsed.documents[0].text == TEXT_A
    assert parsed.documents[0].meta == {
        "file_name": "a.pdf",
        "document_type": "search-pdf",
        "url": "https://example.org/a.pdf",
        "release_id": "3",
    }


def test_hypotheses_come_from_labels_with_their_gaps() -> None:
    parsed = parse_release(tiny_release(), "cnli-{id}", "tiny")
    assert [h.key for h in parsed.hypotheses] == ["nda-3", "nda-1"]
    assert parsed.hypotheses[1].text == "Confidential Information is kept secret."


def test_gold_is_one_annotation_per_document_and_key_with_passage_ids() -> None:
    parsed = parse_release(tiny_release(), "cnli-{id}", "tiny")
    gold = {(g.document_id, g.hypothesis_key): g for g in parsed.gold}
    assert len(gold) == len(parsed.gold) == 4
    assert gold[("cnli-3", "nda-3")].evidence_passage_ids == ("cnli-3:1", "cnli-3:2")
    assert gold[("cnli-7", "nda-1")].label == "NotMentioned"
    assert gold[("cnli-7", "nda-1")].evidence_passage_ids == ()
    passage_ids = {p.id for p in parsed.passages}
    assert all(set(g.evidence_passage_ids) <= passage_ids for g in parsed.gold)


def test_id_format_pads_numbers() -> None:
    parsed = parse_release(tiny_release(), "mini-{id:02d}", "tiny")
    assert [d.id for d in parsed.documents] == ["mini-03", "mini-07"]
    assert parsed.passages[0].id == "mini-03:0"


def _doc(data: dict[str, Any], n: int = 0) -> dict[str, Any]:
    doc: dict[str, Any] = data["documents"][n]
    return doc


BROKEN = {
    "missing documents": (lambda d: d.pop("documents"), "missing field 'documents'"),
    "missing labels": (lambda d: d.pop("labels"), "missing field 'labels'"),
    "missing text": (lambda d: _doc(d).pop("text"), "documents[0] (id 3): missing field 'text'"),
    "text not a string": (lambda d: _doc(d).update(text=5), "field 'text' must be str, found int"),
    "id is a bool": (lambda d: _doc(d).update(id=True), "field 'id' must be int, found bool"),
    "span outside text": (
        lambda d: _doc(d)["spans"].append([90, 400]),
        "spans[3] = [90, 400] is outside the text (length 96)",
    ),
    "span not a pair": (lambda d: _doc(d)["spans"].append([1]), "spans[3] must be [start, end] integers"),
    "evidence out of range": (
        lambda d: _doc(d)["annotation_sets"][0]["annotations"]["nda-1"]["spans"].append(9),
        "evidence span index 9 is out of range (document has 3 spans)",
    ),
    "bad choice": (
        lambda d: _doc(d)["annotation_sets"][0]["annotations"]["nda-1"].update(choice="Maybe"),
        "choice 'Maybe' is not one of",
    ),
    "missing annotation": (
        lambda d: _doc(d)["annotation_sets"][0]["annotations"].pop("nda-3"),
        "no annotation for hypothesis nda-3",
    ),
    "unknown key": (
        lambda d: _doc(d)["annotation_sets"][0]["annotations"].update(
            x={"choice": "Entailment", "spans": []}
        ),
        "annotations for keys not in 'labels': x",
    ),
    "duplicate id": (lambda d: _doc(d, 1).update(id=3), "duplicate document id cnli-3"),
    "empty annotation sets": (lambda d: _doc(d).update(annotation_sets=[]), "'annotation_sets' is empty"),
    "label lacks hypothesis": (
        lambda d: d["labels"]["nda-1"].pop("hypothesis"),
        "missing field 'hypothesis'",
    ),
    "not an object": (lambda d: d["documents"].__setitem__(0, []), "expected a JSON object, found list"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_release_is_one_line_error_naming_problem_and_fix(case: str) -> None:
    change, message = BROKEN[case]
    with pytest.raises(HarnessError) as info:
        parse_release(mutated(change), "cnli-{id}", "dev.json")
    assert message in info.value.problem
    assert info.value.fix
    assert "\n" not in str(info.value)


def test_release_must_be_an_object() -> None:
    with pytest.raises(HarnessError, match="must be one JSON object, found list"):
        parse_release([], "cnli-{id}", "x")


def test_malformed_json_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "dev.json"
    path.write_text('{"documents": [\n  {"id": 1,,}\n]}', encoding="utf-8")
    with pytest.raises(HarnessError, match=r"malformed JSON at line 2 column 12"):
        read_json(path)


def test_derive_title_cuts_long_first_lines_at_a_word() -> None:
    assert derive_title("\n  NDA  \nbody") == "NDA"
    long = "word " * 40
    title = derive_title(long)
    assert title.endswith("…") and len(title) <= 81 and "wor…" not in title
