"""The relevance/completeness/hallucination verdict users know from lexical RAG scorers.

Tokens are lower-cased ``\\b\\w\\w+\\b`` matches (scikit-learn's default token pattern);
keywords are tokens outside scikit-learn's English stop-word list (``text.tokenize.STOP_WORDS``).
Q is the question, R the response with citation markers removed.

- S_rel = (cosine(TF-IDF(Q), TF-IDF(R)) + Jaccard(tokens(Q), tokens(R))) / 2, the TF-IDF
  (scikit-learn's vectorizer defaults: raw counts, smooth idf, l2 norm; computed in numpy) fitted
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


class TfidfIndex:
    """TF-IDF fitted on a corpus's passages: scikit-learn's ``TfidfVectorizer`` defaults (raw counts,
    smooth idf = ln((1 + n) / (1 + df)) + 1, l2-normalised rows), in numpy and scipy.sparse."""

    def __init__(self, idf: dict[str, float]) -> None:
        self.idf = idf
        self.columns = {term: i for i, term in enumerate(sorted(idf))}
        self.weights = np.array([idf[t] for t in sorted(idf)], dtype=np.float64)
        self._rows: dict[str, tuple[Any, Any]] = {}

    @classmethod
    def fit(cls, passage_texts: Iterable[str]) -> TfidfIndex:
        df: Counter[str] = Counter()
        n = 0
        for text in passage_texts:
            df.update(set(tokens(text)))
            n += 1
        return cls({t: math.log((1 + n) / (1 + d)) + 1.0 for t, d in df.items()})

    def transform(self, texts: Sequence[str]) -> Any:
        """One l2-normalised row per text (words outside the fitted vocabulary are left out)."""
        from scipy.sparse import csr_matrix

        indptr, indices, data = [0], [], []
        for text in texts:
            counts = Counter(t for t in tokens(text) if t in self.columns)
            cols = sorted(self.columns[t] for t in counts)
            row = np.array(
                [counts[t] for t in sorted(counts, key=self.columns.__getitem__)], dtype=np.float64
            )
            row *= self.weights[cols] if cols else 1.0
            norm = float(np.sqrt((row**2).sum()))
            indices.extend(cols)
            data.extend((row / norm if norm else row).tolist())
            indptr.append(len(indices))
        return csr_matrix((data, indices, indptr), shape=(len(texts), len(self.columns)), dtype=np.float64)

    def vectors(self, ids: Sequence[str], texts: Sequence[str]) -> Any:
        """Rows for passages (a passage's fitted row is its transform: the idf is fixed), each
        passage's row made once per process and the matrix assembled from the kept rows."""
        from scipy.sparse import csr_matrix

        missing = [(pid, t) for pid, t in zip(ids, texts, strict=True) if pid not in self._rows]
        if missing:
            made = self.transform([t for _, t in missing])
            for n, (pid, _) in enumerate(missing):
                lo, hi = made.indptr[n], made.indptr[n + 1]
                self._rows[pid] = (made.indices[lo:hi], made.data[lo:hi])
        rows = [self._rows[pid] for pid in ids]
        indptr = np.cumsum([0, *(len(cols) for cols, _ in rows)])
        indices = np.concatenate([cols for cols, _ in rows]) if rows else np.zeros(0, dtype=np.int32)
        data = np.concatenate([vals for _, vals in rows]) if rows else np.zeros(0)
        return csr_matrix((data, indices, indptr), shape=(len(rows), len(self.columns)))


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


def row_cosines(a: Any, b: Any) -> list[float]:
    """Cosine of row i of ``a`` with row i of ``b`` (rows are l2-normalised, so a dot product)."""
    return [float(v) for v in a.multiply(b).sum(axis=1).A1]


def relevance(cos: float, question: str, response: str) -> float:
    """S_rel = (cosine + Jaccard(tokens(Q), tokens(R))) / 2."""
    return (cos + jaccard(set(tokens(question)), set(tokens(response)))) / 2
