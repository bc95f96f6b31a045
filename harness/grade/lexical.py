"""The relevance/completeness/hallucination verdict users know from lexical RAG scorers.

Tokens are lower-cased ``\\b\\w\\w+\\b`` matches (scikit-learn's default token pattern);
keywords are tokens outside scikit-learn's English stop-word list (``text.tokenize.STOP_WORDS``).
Q is the question, R the response with citation markers removed.

- S_rel = (cosine(TF-IDF(Q), TF-IDF(R)) + Jaccard(tokens(Q), tokens(R))) / 2, the TF-IDF
  (scikit-learn's vectorizer defaults: raw counts, smooth idf, l2 norm; sparse rows as dicts) fitted
  once per corpus on its passages, its idf kept on disk under the cache folder.
- S_comp = |keywords(Q) ∩ tokens(R)| / |keywords(Q)| (1.0 when Q has no keyword).
- S_claims = claim sentences without support / claim sentences (0.0 when there is none); the
  support test is the heuristic grader's (``harness.grade.heuristic``: content lemmas and values
  of the sentence held by a cited passage, or by the retrieval set when it cites nothing).
- P_drift = ``drift_penalty`` (0.2) when the share of R's distinct word ``drift_ngram``-grams
  (bigrams) found in the retrieval set is below ``drift_threshold`` (0.2), else 0.0.
- S_hall = max(S_claims, P_drift).
- Verdict: FAIL if S_hall > ``hall_threshold`` (0.5; the source also states 0.6, so it is a
  setting), FAIL if S_rel < ``rel_threshold`` (0.1), WARN if S_comp < ``comp_threshold`` (0.6),
  else PASS.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from harness.core.io import write_text_atomic
from harness.core.records import LexicalScore, LexicalVerdict
from harness.core.settings import cache_dir
from harness.corpus.base import Corpus
from harness.text.tokenize import STOP_WORDS, TOKENIZER_VERSION, sklearn_words


@dataclass(frozen=True)
class LexicalSettings:
    """Thresholds of the verdict and the hallucination parts (defaults from the source scorers)."""

    rel_threshold: float = 0.1
    comp_threshold: float = 0.6
    hall_threshold: float = 0.5
    drift_threshold: float = 0.2
    drift_penalty: float = 0.2
    drift_ngram: int = 2


def tokens(text: str) -> list[str]:
    return sklearn_words(text.lower())


def keywords(text: str) -> set[str]:
    return {t for t in tokens(text) if t not in STOP_WORDS}


def jaccard(a: set[str], b: set[str]) -> float:
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def completeness(question: str, response: str) -> float:
    """S_comp = |keywords(Q) ∩ tokens(R)| / |keywords(Q)| (1.0 when Q has no keyword)."""
    wanted = keywords(question)
    return len(wanted & set(tokens(response))) / len(wanted) if wanted else 1.0


def ngrams(words: Sequence[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def drift(response: str, retrieved_texts: Iterable[str], settings: LexicalSettings) -> tuple[float, float]:
    """(overlap, P_drift): share of R's distinct n-grams found in the retrieval set, and the penalty."""
    mine = ngrams(tokens(response), settings.drift_ngram)
    theirs: set[tuple[str, ...]] = set()
    for text in retrieved_texts:
        theirs |= ngrams(tokens(text), settings.drift_ngram)
    overlap = len(mine & theirs) / len(mine) if mine else 0.0
    return overlap, settings.drift_penalty if overlap < settings.drift_threshold else 0.0


def verdict(s_rel: float, s_comp: float, s_hall: float, settings: LexicalSettings) -> LexicalVerdict:
    if s_hall > settings.hall_threshold or s_rel < settings.rel_threshold:
        return "FAIL"
    if s_comp < settings.comp_threshold:
        return "WARN"
    return "PASS"


def lexical_score(
    s_rel: float, s_comp: float, s_claims: float, p_drift: float, settings: LexicalSettings
) -> LexicalScore:
    s_hall = max(s_claims, p_drift)
    return LexicalScore(s_rel, s_comp, s_hall, s_claims, p_drift, verdict(s_rel, s_comp, s_hall, settings))


Row = dict[int, float]
"""One sparse, l2-normalised TF-IDF row: column -> weight."""


def dot(a: Row, b: Row) -> float:
    """The dot product of two sparse rows (their cosine: rows are l2-normalised)."""
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(k, 0.0) for k, v in a.items())


@dataclass(frozen=True)
class Rows:
    """Sparse rows, each a ``Row`` (a few per answer: plain dicts cost less than a sparse matrix)."""

    rows: tuple[Row, ...]
    width: int

    @property
    def shape(self) -> tuple[int, int]:
        return (len(self.rows), self.width)

    def toarray(self) -> Any:
        out = np.zeros(self.shape)
        for i, row in enumerate(self.rows):
            for k, v in row.items():
                out[i, k] = v
        return out


class TfidfIndex:
    """TF-IDF fitted on a corpus's passages: scikit-learn's ``TfidfVectorizer`` defaults (raw counts,
    smooth idf = ln((1 + n) / (1 + df)) + 1, l2-normalised rows), in plain Python and numpy."""

    def __init__(self, idf: dict[str, float]) -> None:
        self.idf = idf
        self.columns = {term: i for i, term in enumerate(sorted(idf))}
        self._rows: dict[str, Row] = {}

    @classmethod
    def fit(cls, passage_texts: Iterable[str]) -> TfidfIndex:
        df: Counter[str] = Counter()
        n = 0
        for text in passage_texts:
            df.update(set(tokens(text)))
            n += 1
        return cls({t: math.log((1 + n) / (1 + d)) + 1.0 for t, d in df.items()})

    def row(self, text: str) -> Row:
        """The l2-normalised row of one text (words outside the fitted vocabulary are left out)."""
        counts = Counter(t for t in tokens(text) if t in self.columns)
        weights = {self.columns[t]: c * self.idf[t] for t, c in counts.items()}
        norm = math.sqrt(sum(v * v for v in weights.values()))
        return {k: v / norm for k, v in weights.items()} if norm else weights

    def transform(self, texts: Sequence[str]) -> Rows:
        """One l2-normalised row per text."""
        return Rows(tuple(self.row(t) for t in texts), len(self.columns))

    def vectors(self, ids: Sequence[str], texts: Sequence[str]) -> Rows:
        """Rows for passages (a passage's fitted row is its transform: the idf is fixed), each
        passage's row made once per process."""
        for pid, text in zip(ids, texts, strict=True):
            if pid not in self._rows:
                self._rows[pid] = self.row(text)
        return Rows(tuple(self._rows[pid] for pid in ids), len(self.columns))


_INDEXES: dict[str, TfidfIndex] = {}
TFIDF_CACHE_VERSION = "tfidf-1"


def _cache_path(corpus: Corpus) -> Path:
    key = f"{TFIDF_CACHE_VERSION}|{TOKENIZER_VERSION}|{corpus.fingerprint}"
    return cache_dir() / "tfidf" / f"{hashlib.sha256(key.encode()).hexdigest()}.json"


def tfidf_index(corpus: Corpus) -> TfidfIndex:
    """The corpus's fitted TF-IDF: once per corpus fingerprint per process, its idf kept on disk."""
    key = corpus.fingerprint
    if key not in _INDEXES:
        if len(_INDEXES) >= 4:
            _INDEXES.pop(next(iter(_INDEXES)))
        path = _cache_path(corpus)
        try:
            idf = {str(t): float(v) for t, v in json.loads(path.read_text(encoding="utf-8")).items()}
            index = TfidfIndex(idf)
        except (OSError, ValueError, TypeError, AttributeError):
            index = TfidfIndex.fit(p.text for p in corpus.passages)
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, json.dumps(index.idf, ensure_ascii=False), shared=True)
        _INDEXES[key] = index
    return _INDEXES[key]


def row_cosines(a: Rows, b: Rows) -> list[float]:
    """Cosine of row i of ``a`` with row i of ``b`` (rows are l2-normalised, so a dot product)."""
    return [dot(x, y) for x, y in zip(a.rows, b.rows, strict=True)]


def relevance(cos: float, question: str, response: str) -> float:
    """S_rel = (cosine + Jaccard(tokens(Q), tokens(R))) / 2."""
    return (cos + jaccard(set(tokens(question)), set(tokens(response)))) / 2
