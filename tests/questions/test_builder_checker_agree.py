"""The builder never emits a question its checker rejects: 5 seeds on every split we have.

Each corpus and its BM25 retriever are loaded once per module and shared by its builds and
checks, so 20 builds and 20 checks stay within a couple of minutes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from harness.core.records import RetrievalSettings
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions import build_question_set, check_question_set
from harness.retrieval import Retriever, build_retriever
from tests.corpus.test_govreport import FOREIGN_LAYOUTS
from tests.questions.govreport.test_build import REDUCED

SEEDS = (1, 2, 3, 4, 5)
SPLITS: dict[str, Callable[[Path, Path], Corpus]] = {
    "contractnli-dev": lambda cnli, _gov: load_corpus("contractnli", data_dir=cnli, split="dev"),
    "contractnli-train": lambda cnli, _gov: load_corpus("contractnli", data_dir=cnli, split="train"),
    "nda-mini": lambda _cnli, _gov: load_corpus("nda-mini"),
    "govreport": lambda _cnli, gov: load_corpus("govreport", data_dir=gov, mapping=FOREIGN_LAYOUTS),
}


@pytest.fixture(scope="module", params=sorted(SPLITS))
def split(
    request: pytest.FixtureRequest, contractnli_dir: Path, govreport_dir: Path
) -> tuple[str, Corpus, Retriever]:
    corpus = SPLITS[request.param](contractnli_dir, govreport_dir)
    return request.param, corpus, build_retriever(corpus, RetrievalSettings())


@pytest.mark.realdata
@pytest.mark.parametrize("seed", SEEDS)
def test_every_built_question_passes_check(seed: int, split: tuple[str, Corpus, Retriever]) -> None:
    name, corpus, retriever = split
    counts = REDUCED if name == "govreport" else None
    qset = build_question_set(corpus, seed=seed, counts=counts, retriever=retriever)
    assert sum(qset.header.counts.values()) == sum((counts or {"all": 130}).values())
    assert check_question_set(qset, corpus, retriever=retriever) == []
