"""The citation score: faithfulness, coverage and redundancy of the cited passages.

Cited passages are the answer's de-duplicated cited ids that are in its retrieval set. Tokens
and keywords are those of ``harness.grade.lexical``.

- faithfulness F = |keywords(claims) ∩ tokens(cited)| / |keywords(claims)|, where claims is
  the text of the answer's claim sentences (the whole answer when it has none); 0.0 when it has
  no keyword.
- coverage C = |keywords(Q) ∩ tokens(cited)| / |keywords(Q)| (1.0 when Q has no keyword).
- redundancy R = mean pairwise TF-IDF cosine between the cited passages (0.0 for fewer than two).
- overall = 0.4 F + 0.4 C + 0.2 (1 - R).

The score is None (n/a) when no cited passage is in the retrieval set.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from harness.core.records import CitationScore
from harness.grade.lexical import Rows, dot, keywords, tokens

W_FAITHFULNESS = 0.4
W_COVERAGE = 0.4
W_REDUNDANCY = 0.2


def faithfulness(claims_text: str, cited_texts: Sequence[str]) -> float:
    wanted = keywords(claims_text)
    found = {t for text in cited_texts for t in tokens(text)}
    return len(wanted & found) / len(wanted) if wanted else 0.0


def coverage(question: str, cited_texts: Sequence[str]) -> float:
    wanted = keywords(question)
    found = {t for text in cited_texts for t in tokens(text)}
    return len(wanted & found) / len(wanted) if wanted else 1.0


def redundancy(vectors: Rows) -> float:
    """Mean pairwise cosine of l2-normalised sparse rows."""
    pairs = list(combinations(vectors.rows, 2))
    return float(sum(dot(a, b) for a, b in pairs) / len(pairs)) if pairs else 0.0


def overall(f: float, c: float, r: float) -> float:
    return W_FAITHFULNESS * f + W_COVERAGE * c + W_REDUNDANCY * (1.0 - r)


def citation_score(
    question: str, claims_text: str, cited_texts: Sequence[str], vectors: Rows
) -> CitationScore:
    """The four figures for one answer; ``vectors`` holds the cited passages' TF-IDF rows."""
    f = faithfulness(claims_text, cited_texts)
    c = coverage(question, cited_texts)
    r = redundancy(vectors)
    return CitationScore(faithfulness=f, coverage=c, redundancy=r, overall=overall(f, c, r))
