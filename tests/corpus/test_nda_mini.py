"""The shipped nda-mini corpus: rebuilt byte-identically, in release format, rich enough for the protocol."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from harness.core.records import RetrievalSettings
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.retrieval import build_retriever
from tests.conftest import REPO_ROOT

FOLDER = REPO_ROOT / "corpora" / "nda-mini"
SHIPPED = FOLDER / "nda-mini.json"
RELEASE_KEYS = [
    "nda-1",
    "nda-2",
    "nda-3",
    "nda-4",
    "nda-5",
    "nda-7",
    "nda-8",
    "nda-10",
    "nda-11",
    "nda-12",
    "nda-13",
    "nda-15",
    "nda-16",
    "nda-17",
    "nda-18",
    "nda-19",
    "nda-20",
]
DOCUMENT_FIELDS = ["id", "file_name", "text", "spans", "annotation_sets", "document_type", "url"]
CHOICES = {"Entailment", "Contradiction", "NotMentioned"}
MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
DATE = re.compile(rf"^({MONTHS}) \d{{1,2}}, (19|20)\d\d$")


def _import(name: str, path: Path) -> ModuleType:
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return _import("nda_mini_build", FOLDER / "build.py")


@pytest.fixture(scope="module")
def source(build: ModuleType) -> ModuleType:
    return build.load_source()


@pytest.fixture(scope="module")
def release() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SHIPPED.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus("nda-mini")


def _annotations(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    annotations: dict[str, dict[str, Any]] = document["annotation_sets"][0]["annotations"]
    return annotations


# --------------------------------------------------------------------------- build


def test_rebuild_from_source_is_byte_identical(build: ModuleType) -> None:
    assert build.render().encode("utf-8") == SHIPPED.read_bytes()


def test_build_check_mode_passes_on_the_shipped_file(build: ModuleType) -> None:
    assert build.main(["--check"]) == 0


def test_source_validation_catches_label_mistakes(build: ModuleType, source: ModuleType) -> None:
    keys = list(source.LABELS)
    first = source.AGREEMENTS[0]
    assert build._check_agreement(first, keys) == []
    # A key tagged both ways, a key dropped from the row, a declared date missing from the text.
    both = dataclasses.replace(
        first, spans=(*first.spans, source.span("extra line", contradicts=first.spans[4].contradicts[0]))
    )
    both = dataclasses.replace(both, spans=(*both.spans, source.span("another", entails="nda-2")))
    dropped = dataclasses.replace(first, not_mentioned=first.not_mentioned[1:])
    undated = dataclasses.replace(first, date="June 1, 1999")
    assert any("both Entailment and Contradiction" in p for p in build._check_agreement(both, keys))
    assert any("neither tagged nor listed" in p for p in build._check_agreement(dropped, keys))
    assert any("June 1, 1999" in p for p in build._check_agreement(undated, keys))


# --------------------------------------------------------------------------- release format


def test_top_level_and_label_set_match_the_release_format(release: dict[str, Any]) -> None:
    assert list(release) == ["documents", "labels"]
    assert sorted(release["labels"], key=lambda k: int(k.split("-")[1])) == RELEASE_KEYS
    for entry in release["labels"].values():
        assert set(entry) == {"short_description", "hypothesis"}
        assert entry["short_description"] and entry["hypothesis"].endswith(".")


def test_documents_follow_release_invariants(release: dict[str, Any]) -> None:
    documents = release["documents"]
    assert [d["id"] for d in documents] == list(range(1, len(documents) + 1))
    for document in documents:
        assert list(document) == DOCUMENT_FIELDS
        text, spans = document["text"], document["spans"]
        assert isinstance(document["id"], int) and document["url"] == ""
        assert document["file_name"].startswith(f"nda-mini-{document['id']:02d}-")
        for start, end in spans:
            assert 0 <= start <= end <= len(text)
            assert text[start:end].strip() and "\n" not in text[start:end]
        # Every line of the text is a span (headings and signatures too), in order.
        assert [text[s:e] for s, e in spans] == text.rstrip("\n").split("\n")
        assert len(document["annotation_sets"]) == 1
        annotations = _annotations(document)
        assert sorted(annotations, key=lambda k: int(k.split("-")[1])) == RELEASE_KEYS
        for key, annotation in annotations.items():
            assert set(annotation) == {"choice", "spans"}, key
            assert annotation["choice"] in CHOICES
            assert (annotation["choice"] == "NotMentioned") == (annotation["spans"] == [])
            assert all(0 <= i < len(spans) for i in annotation["spans"])


def test_document_sizes_and_label_counts(release: dict[str, Any]) -> None:
    documents = release["documents"]
    assert 12 <= len(documents) <= 16
    assert all(25 <= len(d["spans"]) <= 45 for d in documents)
    counts = Counter(a["choice"] for d in documents for a in _annotations(d).values())
    assert counts == {"Entailment": 133, "Contradiction": 37, "NotMentioned": 68}
    contradicted_keys = Counter(
        key for d in documents for key, a in _annotations(d).items() if a["choice"] == "Contradiction"
    )
    assert len(contradicted_keys) >= 8
    # Every document answers some keys and is silent on others.
    for document in documents:
        per_document = Counter(a["choice"] for a in _annotations(document).values())
        assert per_document["Entailment"] >= 5 and per_document["NotMentioned"] >= 2


def test_parties_dates_and_laws_are_distinct(source: ModuleType, release: dict[str, Any]) -> None:
    agreements = source.AGREEMENTS
    parties = [p for a in agreements for p in a.parties]
    assert len(set(parties)) == len(parties) == 2 * len(agreements)
    assert len({a.date for a in agreements}) == len(agreements)
    assert len({a.governing_law for a in agreements}) == len(agreements)
    assert {a.kind for a in agreements} == {"mutual", "one-way"}
    for agreement, document in zip(agreements, release["documents"], strict=True):
        assert DATE.match(agreement.date)
        preamble = document["text"][slice(*document["spans"][1])]
        assert agreement.date in preamble and all(p in preamble for p in agreement.parties)
    # Near-miss names across documents, for adversarial questions.
    assert {"Halvorsen Marine AS", "Halvorsen Maritime Holdings Inc."} <= set(parties)
    assert {"Orrin Vale Biologics, Inc.", "Orrin Valley Agritech LLC"} <= set(parties)


@pytest.mark.realdata
def test_format_matches_real_release_but_text_is_our_own(
    contractnli_dir: Path, release: dict[str, Any]
) -> None:
    real = json.loads((contractnli_dir / "dev.json").read_text(encoding="utf-8"))
    assert set(real["labels"]) == set(release["labels"])
    for key, entry in real["labels"].items():
        assert release["labels"][key]["short_description"] == entry["short_description"]
        assert release["labels"][key]["hypothesis"] != entry["hypothesis"]
    assert list(real["documents"][0]) == DOCUMENT_FIELDS
    extra = json.loads((contractnli_dir / "train_truncated.json").read_text(encoding="utf-8"))
    real_text = "\n".join(d["text"] for d in real["documents"] + extra["documents"]).casefold()
    for document in release["documents"]:
        for start, end in document["spans"]:
            line = document["text"][start:end]
            if len(line.split()) >= 10:
                assert line.casefold() not in real_text, line


# --------------------------------------------------------------------------- through the harness


def test_loads_through_the_harness(corpus: Corpus, release: dict[str, Any]) -> None:
    assert [d.id for d in corpus.documents] == [f"mini-{d['id']:02d}" for d in release["documents"]]
    assert len(corpus.passages) == sum(len(d["spans"]) for d in release["documents"])
    assert corpus.label_counts() == {"Entailment": 133, "Contradiction": 37, "NotMentioned": 68}
    assert all(corpus.has_passage(p) for g in corpus.gold for p in g.evidence_passage_ids)


def _question(agreement: Any, hypothesis: str) -> str:
    statement = hypothesis.rstrip(".")
    return (
        f"Under the NDA between {agreement.parties[0]} and {agreement.parties[1]} dated {agreement.date}, "
        f"is it the case that {statement[0].lower()}{statement[1:]}?"
    )


def test_bm25_top5_supplies_every_grounded_stratum(corpus: Corpus, source: ModuleType) -> None:
    """Templated questions, corpus-wide BM25 at k=5: enough hits, contradiction hits and misses."""
    by_document = {f"mini-{a.id:02d}": a for a in source.AGREEMENTS}
    grounded = [g for g in corpus.gold if g.label != "NotMentioned"]
    questions = [_question(by_document[g.document_id], source.LABELS[g.hypothesis_key][1]) for g in grounded]
    retriever = build_retriever(corpus, RetrievalSettings(k=5, scope="corpus"), use_cache=False)
    results = retriever.search_batch(questions, k=5)
    outcome = Counter(
        (g.label, any(r.passage_id in g.evidence_passage_ids for r in top))
        for g, top in zip(grounded, results, strict=True)
    )
    assert outcome[("Entailment", True)] >= 40
    assert outcome[("Contradiction", True)] >= 20
    assert outcome[("Entailment", False)] + outcome[("Contradiction", False)] >= 20
    assert corpus.label_counts()["NotMentioned"] >= 20
