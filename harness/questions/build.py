"""``build_question_set``: the seeded, verified protocol question set for a corpus.

Same corpus fingerprint + seed + builder version + settings give byte-identical files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from harness.core.errors import HarnessError
from harness.core.records import STRATA, Question, QuestionSetHeader, RetrievalSettings, Scope, Stratum
from harness.corpus.base import Corpus
from harness.questions.qset import QuestionSet, with_hash
from harness.questions.retrieval import Searcher, default_searcher
from harness.questions.sampling import IDEAL, Draft, format_counts, resolve_counts, sample_strata
from harness.questions.templates import BUILDER_VERSION

CorpusFormat = Literal["contractnli", "govreport"]


def corpus_format(corpus: Corpus) -> CorpusFormat:
    """ContractNLI-format when the corpus has hypotheses and gold labels, GovReport when it has summaries."""
    if corpus.hypotheses and corpus.gold:
        return "contractnli"
    if any(d.summary for d in corpus.documents):
        return "govreport"
    raise HarnessError(
        f"corpus {corpus.name} has neither hypothesis labels nor summaries to build questions from",
        "use a ContractNLI-format corpus (contractnli, nda-mini) or a report/summary corpus (govreport)",
    )


def build_question_set(
    corpus: Corpus,
    *,
    seed: int = 13,
    k: int = 5,
    counts: Mapping[str, int] | None = None,
    k1: float = 1.5,
    b: float = 0.75,
    backend: str = "bm25s",
    scope: Scope = "corpus",
    retriever: Searcher | None = None,
) -> QuestionSet:
    """The protocol question set for ``corpus``, each stratum verified against BM25 at ``k``.

    ``counts`` overrides the default per-stratum counts (40/20/20/20/10/10/10) for the strata
    it names. A corpus that cannot supply a stratum raises ``HarnessError`` naming the
    stratum, how many it can supply, and the ``counts`` to ask for instead.
    """
    settings = RetrievalSettings(k=k, k1=k1, b=b, backend=backend, scope=scope)
    wanted = resolve_counts(counts)
    fmt = corpus_format(corpus)
    searcher = retriever if retriever is not None else default_searcher(corpus, settings)
    if fmt == "contractnli":
        from harness.questions.contractnli.build import contract_pools

        pools = contract_pools(corpus, settings, searcher, seed)
    else:
        from harness.questions.govreport.build import govreport_pools, require_supplied

        pools = govreport_pools(corpus, settings, searcher, seed)
        require_supplied(corpus, pools, wanted, seed)
    chosen = sample_strata(pools, wanted, seed, corpus.name)
    order = {d.id: i for i, d in enumerate(corpus.documents)}
    questions: list[Question] = []
    for stratum in STRATA:
        drafts = sorted(chosen[stratum], key=lambda d: (order.get(d.document_id or "", -1), d.group, d.text))
        questions.extend(_question(stratum, n, d, settings) for n, d in enumerate(drafts, start=1))
    header = QuestionSetHeader(
        corpus=corpus.name,
        corpus_fingerprint=corpus.fingerprint,
        seed=seed,
        builder_version=BUILDER_VERSION,
        settings={
            "format": fmt,
            "k": settings.k,
            "k1": settings.k1,
            "b": settings.b,
            "backend": settings.backend,
            "scope": settings.scope,
            "requested_counts": format_counts(wanted),
            "reduced": reduced_note(wanted),
            **({"no_source": _no_source_note()} if fmt == "govreport" else {}),
            **({"gold_review": _gold_review(corpus)} if fmt == "contractnli" else {}),
        },
        counts={},
        content_hash="",
        split=corpus.split,
    )
    return with_hash(header, questions)


def reduced_note(wanted: Mapping[str, int]) -> str:
    """``""`` for the full protocol, else which strata were asked below the default."""
    from harness.questions.sampling import DEFAULT_COUNTS

    below = [
        f"{s}={wanted[s]} (protocol {DEFAULT_COUNTS[s]})" for s in STRATA if wanted[s] < DEFAULT_COUNTS[s]
    ]
    return "reduced counts asked explicitly: " + ", ".join(below) if below else ""


def _gold_review(corpus: Corpus) -> str:
    from harness.questions.contractnli.build import gold_review_note

    return gold_review_note(corpus)


def _no_source_note() -> str:
    from harness.questions.govreport.build import NO_SOURCE, NO_SOURCE_WHY

    return f"{', '.join(NO_SOURCE)}: none; {NO_SOURCE_WHY}"


def _question(stratum: Stratum, n: int, draft: Draft, settings: RetrievalSettings) -> Question:
    return Question(
        id=f"{stratum}-{n:03d}",
        text=draft.text,
        stratum=stratum,
        answer_type=draft.answer_type,
        gold_answer=draft.gold_answer,
        gold_evidence=draft.gold_evidence,
        ideal=draft.ideal or IDEAL[stratum],
        retrieval=settings,
        builder_version=BUILDER_VERSION,
        document_id=draft.document_id,
        hypothesis_key=draft.hypothesis_key,
        perturbation=draft.perturbation,
        notes=draft.notes,
    )
