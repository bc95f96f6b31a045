"""The relevance/completeness/hallucination verdict users know from lexical RAG scorers.

Tokens are lower-cased ``\\b\\w\\w+\\b`` matches (scikit-learn's default token pattern);
keywords are tokens outside scikit-learn's English stop-word list (``text.tokenize.STOP_WORDS``).
Q is the question, R the response with citation markers removed.

- S_rel = (cosine(TF-IDF(Q), TF-IDF(R)) + Jaccard(tokens(Q), tokens(R))) / 2, the TF-IDF
  vectorizer (scikit-learn defaults: smooth idf, l2 norm) fitted once per corpus on its passages.
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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from harness.core.records import LexicalScore, LexicalVerdict
from harness.corpus.base import Corpus
from harness.text.tokenize import STOP_WORDS, sklearn_words


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
    """TF-IDF fitted on a corpus's passages, with the passage matrix kept for cosine lookups."""

    def __init__(self, passage_ids: Sequence[str], passage_texts: Sequence[str]) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer  # slow to import: only when grading

        self.vectorizer = TfidfVectorizer()
        self.matrix = self.vectorizer.fit_transform(passage_texts)
        self.rows = {pid: i for i, pid in enumerate(passage_ids)}

    def transform(self, texts: Sequence[str]) -> Any:
        return self.vectorizer.transform(texts)

    def vectors(self, ids: Sequence[str], texts: Sequence[str]) -> Any:
        """Rows for passages: the fitted row for a corpus passage, a fresh transform otherwise."""
        from scipy.sparse import vstack

        if not ids:
            return self.transform([])
        rows = [
            self.matrix[self.rows[pid]] if pid in self.rows else self.transform([t])
            for pid, t in zip(ids, texts, strict=True)
        ]
        return vstack(rows).tocsr()


_INDEXES: dict[str, TfidfIndex] = {}


def tfidf_index(corpus: Corpus) -> TfidfIndex:
    """The corpus's fitted TF-IDF, fitted once per corpus fingerprint per process."""
    key = corpus.fingerprint
    if key not in _INDEXES:
        if len(_INDEXES) >= 4:
            _INDEXES.pop(next(iter(_INDEXES)))
        _INDEXES[key] = TfidfIndex([p.id for p in corpus.passages], [p.text for p in corpus.passages])
    return _INDEXES[key]


def row_cosines(a: Any, b: Any) -> list[float]:
    """Cosine of row i of ``a`` with row i of ``b`` (rows are l2-normalised, so a dot product)."""
    return [float(v) for v in a.multiply(b).sum(axis=1).A1]


def relevance(cos: float, question: str, response: str) -> float:
    """S_rel = (cosine + Jaccard(tokens(Q), tokens(R))) / 2."""
    return (cos + jaccard(set(tokens(question)), set(tokens(response)))) / 2
