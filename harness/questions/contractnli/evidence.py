"""Gold evidence that states the answer: annotated spans as evidence only when they hold a clause.

ContractNLI evidence spans include fragments ("-", "5.1", "This includes:", "between Advan")
and lead-ins that hold no word of the hypothesis. Such a span is not gold evidence on its
own: it counts only as part of the adjacent annotated span that states the clause (whose id
stands for both, so citing the fragment alone supports nothing), and a pair whose spans are
all fragments is dropped. Identical passages in twin documents
(``harness.corpus.twins``) are the same evidence, so their ids join the gold set.
"""

from __future__ import annotations

from harness.core.records import GoldAnnotation, Hypothesis
from harness.corpus.base import Corpus
from harness.corpus.twins import with_twins
from harness.questions.templates import HYPOTHESIS_CLAUSES
from harness.text.tokenize import letter_runs

MIN_CLAUSE_WORDS = 5
"""A span with fewer words is a fragment ("5.1", "Related.", "The Receiving Party:")."""
STEM = 5
"""Words compare by their first letters, so "disclose" meets "disclosure" and "terminate" "termination"."""
_STOPWORDS = frozenset(
    """a an the of to or and in on for by with from any its it is be may must shall not no other such
    all as that this which who if only some are at into than do does has have their there them
    these those each including include includes example after before upon when even also within""".split()  # noqa: SIM905
)
_GENERIC_STEMS = frozenset({"confi", "infor", "recei", "discl", "party", "parti", "agree", "third"})
"""Stems every NDA clause holds: a span holding only these does not state a particular clause."""


def stems(text: str) -> set[str]:
    words = letter_runs(text.casefold().replace("’", "'"))
    return {w[:STEM] for w in words if len(w) > 2 and w not in _STOPWORDS}


def content_stems(hypothesis: Hypothesis) -> frozenset[str]:
    """The hypothesis's distinctive word stems (its text and its question clause, minus NDA boilerplate)."""
    words = stems(hypothesis.text) | stems(HYPOTHESIS_CLAUSES.get(hypothesis.key, ""))
    return frozenset(words - _GENERIC_STEMS)


def states_clause(text: str, content: frozenset[str]) -> bool:
    """A span states a clause when it is clause-long and holds a content word of the hypothesis."""
    return len(letter_runs(text.casefold())) >= MIN_CLAUSE_WORDS and bool(stems(text) & content)


_CACHE: dict[str, dict[tuple[str, str], tuple[str, ...] | None]] = {}


def evidence_of(corpus: Corpus, annotation: GoldAnnotation) -> tuple[str, ...] | None:
    """The pair's gold evidence ids after hygiene (clause spans, then their twins); None: drop the pair."""
    table = _CACHE.get(corpus.fingerprint)
    if table is None:
        table = _CACHE[corpus.fingerprint] = {}
    key = (annotation.document_id, annotation.hypothesis_key)
    if key not in table:
        table[key] = _evidence(corpus, annotation)
    return table[key]


def _evidence(corpus: Corpus, annotation: GoldAnnotation) -> tuple[str, ...] | None:
    if not annotation.evidence_passage_ids:
        return None
    hypothesis = next(h for h in corpus.hypotheses if h.key == annotation.hypothesis_key)
    content = content_stems(hypothesis)
    spans = [corpus.passage(pid) for pid in annotation.evidence_passage_ids]
    clauses = [p.id for p in spans if states_clause(p.text, content)]
    if not clauses:
        return None
    # Twin copies follow the clause spans, in id order, so equal corpora give equal files.
    return (*clauses, *sorted(with_twins(corpus, clauses) - set(clauses)))
