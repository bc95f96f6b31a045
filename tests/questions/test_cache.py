"""The question-set cache: a hit equals the build, every key part counts, a damaged entry is rebuilt."""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from pathlib import Path

import pytest

import harness.questions
from harness.core.records import RetrievalSettings
from harness.core.settings import corpora_dir
from harness.corpus import Corpus, load_corpus
from harness.pipeline import PROTOCOL_FILE, default_question_set
from harness.questions import QuestionSet, read_question_set
from harness.questions import cache as qcache

CORPUS = load_corpus("nda-mini")
FROZEN = read_question_set(corpora_dir() / "nda-mini" / PROTOCOL_FILE)


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))


class CountingBuilder:
    """Stands in for the builder: returns the frozen protocol (with the asked seed), counting calls."""

    def __init__(self, seed: int = 13) -> None:
        self.calls = 0
        self.seed = seed

    def __call__(self) -> QuestionSet:
        self.calls += 1
        return QuestionSet(replace(FROZEN.header, seed=self.seed), FROZEN.questions)


def _get(build: CountingBuilder, **kwargs: object) -> tuple[QuestionSet, bool]:
    return qcache.cached_question_set(CORPUS, build, seed=build.seed, **kwargs)  # type: ignore[arg-type]


def _path(seed: int = 13) -> Path:
    return qcache.entry_path(qcache.question_set_key(CORPUS, seed, None, RetrievalSettings()))


def test_second_call_reads_the_entry_and_equals_the_build() -> None:
    build = CountingBuilder()
    first, hit = _get(build)
    assert (build.calls, hit) == (1, False) and _path().is_file()
    again, hit = _get(build)
    assert (build.calls, hit) == (1, True)
    assert again == first
    assert read_question_set(_path()) == first  # the entry is an ordinary question-set file


def test_every_key_part_names_its_own_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = RetrievalSettings()
    other = Corpus("other", CORPUS.documents[:1], CORPUS.passages[:1])
    keys = [
        qcache.question_set_key(CORPUS, 13, None, settings),
        qcache.question_set_key(CORPUS, 14, None, settings),
        qcache.question_set_key(CORPUS, 13, {"answerable": 10}, settings),
        qcache.question_set_key(CORPUS, 13, None, RetrievalSettings(k=3)),
        qcache.question_set_key(CORPUS, 13, None, RetrievalSettings(k1=1.2)),
        qcache.question_set_key(other, 13, None, settings),
    ]
    monkeypatch.setattr(qcache, "BUILDER_VERSION", "another-builder")
    keys.append(qcache.question_set_key(CORPUS, 13, None, settings))
    monkeypatch.setattr(qcache, "builder_source_digest", lambda: "edited source")
    keys.append(qcache.question_set_key(CORPUS, 13, None, settings))
    monkeypatch.setattr(qcache, "errata_digest", lambda name: "an erratum added")
    keys.append(qcache.question_set_key(CORPUS, 13, None, settings))
    assert len({qcache.entry_path(k) for k in keys}) == len(keys)
    # Counts given in another order are the same request.
    assert qcache.entry_path(
        qcache.question_set_key(CORPUS, 13, {"a": 1, "b": 2}, settings)
    ) == qcache.entry_path(qcache.question_set_key(CORPUS, 13, {"b": 2, "a": 1}, settings))


def test_the_errata_digest_reads_the_corpus_errata_file() -> None:
    shipped = corpora_dir() / "contractnli" / "errata.jsonl"
    assert qcache.errata_digest("contractnli") == hashlib.sha256(shipped.read_bytes()).hexdigest()
    assert qcache.errata_digest("nda-mini") == ""  # no errata file: nothing to digest


def test_source_digest_covers_the_builder_modules() -> None:
    digest = qcache.builder_source_digest()
    assert len(digest) == 64 and digest == qcache.builder_source_digest()
    package = Path(qcache.__file__).resolve().parent.parent
    assert all((package / name).exists() for name in qcache.SOURCES)


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # torn by a crash of an older writer
        lambda text: text.replace('"yes"', '"no"', 1),  # edited: the content hash no longer matches
        lambda text: "not json\n",
        lambda text: "",
    ],
)
def test_a_damaged_entry_is_rebuilt(damage, caplog: pytest.LogCaptureFixture) -> None:  # type: ignore[no-untyped-def]
    build = CountingBuilder()
    first, _ = _get(build)
    path = _path()
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger=qcache.__name__):
        again, hit = _get(build)
    assert (build.calls, hit) == (2, False) and again == first
    assert "damaged question-set cache entry" in caplog.text
    assert read_question_set(path) == first  # healed


def test_an_entry_of_another_seed_under_the_key_is_rebuilt() -> None:
    build = CountingBuilder(seed=14)
    _get(build)
    # An entry whose header says seed 13 stored where seed 14's belongs.
    _path(14).write_text(_path(14).read_text(encoding="utf-8").replace('"seed":14', '"seed":13'), "utf-8")
    assert read_question_set(_path(14)).header.seed == 13
    qset, hit = _get(build)
    assert not hit and qset.header.seed == 14 and build.calls == 2


def test_a_failed_build_caches_nothing() -> None:
    def broken() -> QuestionSet:
        raise ValueError("builder failed")

    with pytest.raises(ValueError, match="builder failed"):
        qcache.cached_question_set(CORPUS, broken, seed=13)
    assert not _path().exists()


def test_the_run_path_builds_a_set_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """``default_question_set`` (what ``harness run`` uses) builds on the first call only."""
    calls: list[int] = []

    def fake_build(corpus: Corpus, *, seed: int) -> QuestionSet:
        calls.append(seed)
        return QuestionSet(replace(FROZEN.header, seed=seed), FROZEN.questions)

    monkeypatch.setattr(harness.questions, "build_question_set", fake_build)
    # Seed 14: nda-mini ships a frozen protocol for seed 13 only, so this one is built.
    first = default_question_set(CORPUS, seed=14)
    again = default_question_set(CORPUS, seed=14)
    assert calls == [14] and again == first
    assert default_question_set(CORPUS, seed=13) == FROZEN and calls == [14]  # the frozen file wins
