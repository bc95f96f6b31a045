"""Question pools for ContractNLI-format corpora (contractnli, nda-mini): a yes/no question per labelled pair.

Each (document, hypothesis) pair becomes "Under <named agreement>, <clause>?". Its stratum
follows from the gold label and from whether BM25 at k retrieves a gold evidence passage
for exactly that text. Adversarial and unanswerable questions perturb the names or the
topic, and every perturbation is checked against the corpus text before it is used.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from harness.core.records import GoldAnnotation, Perturbation, RetrievalSettings, RetrievedPassage, Stratum
from harness.corpus.base import Corpus
from harness.questions.contractnli.naming import AgreementName, Mention, name_agreements
from harness.questions.retrieval import Searcher, hit_note, run_queries
from harness.questions.sampling import Draft
from harness.questions.templates import (
    ABSENT_TOPICS,
    FICTIONAL_PARTIES,
    NEAR_MISS_DESIGNATORS,
    SIMILAR_TOPICS,
    hypothesis_clause,
)
from harness.questions.terms import TermIndex

ANSWER_OF_LABEL = {"Entailment": "yes", "Contradiction": "no", "NotMentioned": "none"}


def question_text(name: str, clause: str) -> str:
    return f"Under {name}, {clause}?"


def grounded_text(corpus: Corpus, names: dict[str, AgreementName], document_id: str, key: str) -> str:
    """The question a (document, hypothesis) pair asks; check re-renders it to detect edited text."""
    hypothesis = next(h for h in corpus.hypotheses if h.key == key)
    return question_text(names[document_id].render(), hypothesis_clause(hypothesis))


def contract_pools(
    corpus: Corpus, settings: RetrievalSettings, searcher: Searcher, seed: int
) -> dict[Stratum, list[Draft]]:
    names = name_agreements(corpus)
    terms = TermIndex(corpus)
    pools: dict[Stratum, list[Draft]] = {
        s: [] for s in ("answerable", "contradicted", "evidence_missed", "not_mentioned", "retrieval_null")
    }
    grounded = [g for g in corpus.gold if g.label != "NotMentioned" and g.evidence_passage_ids]
    texts = [grounded_text(corpus, names, g.document_id, g.hypothesis_key) for g in grounded]
    results = run_queries(searcher, settings, texts, [g.document_id for g in grounded])
    for g, text, retrieved in zip(grounded, texts, results, strict=True):
        hit, note = hit_note(settings, retrieved, g.evidence_passage_ids)
        base = _grounded_draft(g, text, note)
        if g.label == "Contradiction":
            pools["contradicted"].append(contradicted_draft(base, hit))
        if hit and g.label == "Entailment":
            pools["answerable"].append(base)
        if not hit:
            pools["evidence_missed"].append(base)
        evidence = ", ".join(g.evidence_passage_ids)
        null_note = f"label {g.label}, gold evidence {evidence}; run with an empty retrieval set"
        pools["retrieval_null"].append(_replace_notes(base, null_note))
    for g in corpus.gold:
        if g.label == "NotMentioned":
            text = grounded_text(corpus, names, g.document_id, g.hypothesis_key)
            note = f"label NotMentioned: {g.document_id} is silent on {g.hypothesis_key}"
            pools["not_mentioned"].append(_grounded_draft(g, text, note))
    rng = random.Random(f"{seed}:contract-perturbations")
    pools["adversarial"] = _adversarial(corpus, names, terms, rng)
    pools["unanswerable"] = _unanswerable(corpus, names, terms, rng)
    return pools


def _grounded_draft(g: GoldAnnotation, text: str, note: str) -> Draft:
    evidence = g.evidence_passage_ids if g.label != "NotMentioned" else ()
    return Draft(
        text=text,
        answer_type="yes_no",
        gold_answer=ANSWER_OF_LABEL[g.label],
        gold_evidence=tuple(evidence),
        document_id=g.document_id,
        hypothesis_key=g.hypothesis_key,
        notes=note,
        pair=(g.document_id, g.hypothesis_key),
        group=g.hypothesis_key,
    )


def contradicted_draft(base: Draft, hit: bool) -> Draft:
    """Contradiction pairs whose evidence BM25 retrieves come first and expect the cited "no".

    When a corpus has too few such hits, the rest of the stratum takes Contradiction pairs
    BM25 misses: a cited "no" is then impossible, so their ideal is a refusal (the trap of
    answering "yes" from habit still counts as wrong).
    """
    if hit:
        return base
    return replace(
        base, priority=1, ideal=("refused",), notes=base.notes + "; ideal refused: evidence not retrieved"
    )


def _replace_notes(draft: Draft, notes: str) -> Draft:
    return replace(draft, notes=notes)


def passages_covering(corpus: Corpus, document_id: str, mention: Mention) -> tuple[str, ...]:
    return tuple(p.id for p in corpus.passages_of(document_id) if p.start <= mention.start < p.end)


def _answered_key(corpus: Corpus, document_id: str, rng: random.Random) -> GoldAnnotation | None:
    """A hypothesis the document does answer, so the perturbed question looks answerable."""
    answered = [g for g in corpus.gold if g.document_id == document_id and g.label != "NotMentioned"]
    return rng.choice(answered) if answered else None


def _adversarial(
    corpus: Corpus, names: dict[str, AgreementName], terms: TermIndex, rng: random.Random
) -> list[Draft]:
    drafts: list[Draft] = []
    clause_of = {h.key: hypothesis_clause(h) for h in corpus.hypotheses}
    all_parties = [(d, p) for d, n in names.items() for p in n.parties]
    for document in corpus.documents:
        doc, name = document.id, names[document.id]
        base = _answered_key(corpus, doc, rng)
        if base is None:
            continue
        clause = clause_of[base.hypothesis_key]
        for index, party in enumerate(name.parties):
            refuting = passages_covering(corpus, doc, party)
            kept = [p.text for p in name.parties if p is not party]
            others = [p for d, p in all_parties if d != doc and not _same_party(p.text, party.text)]
            rng.shuffle(others)
            swap = next((o for o in others if _swap_holds(terms, doc, o.text, kept)), None)
            near = near_miss(party.text, terms, rng)  # drawn for every party: keeps the seed's sequence
            swaps: list[tuple[str, str, str]] = []
            if swap is not None and index == 0 and kept:
                swaps.append((swap.text, "party of another document", "adjacent_entity:other"))
            if near is not None and index == len(name.parties) - 1:
                swaps.append((near, "near-miss of a party's name", "adjacent_entity:near"))
            for replacement, note, kind in swaps if refuting else ():
                parties = [replacement if p is party else p.text for p in name.parties]
                pert = Perturbation("adjacent_entity", party.text, replacement, note)
                drafts.append(
                    _adversarial_draft(name.render(parties=parties), clause, doc, base, refuting, pert, kind)
                )
        if name.date is not None and name.year is not None:
            wrong = wrong_year(name.year, terms, doc, rng)
            refuting = passages_covering(corpus, doc, name.date)
            if wrong is not None and refuting:
                shown = name.date.text.replace(name.year, wrong)
                pert = Perturbation(
                    "wrong_date", name.date.text, shown, f"the agreement is dated {name.date.text}"
                )
                drafts.append(
                    _adversarial_draft(
                        name.render(date=shown), clause, doc, base, refuting, pert, "wrong_date"
                    )
                )
        for source_key, topic in sorted(SIMILAR_TOPICS.items()):
            source = corpus.annotation(doc, source_key)
            if source is None or source.label != "Entailment" or not source.evidence_passage_ids:
                continue
            if terms.present_in_document(topic.terms, doc):
                continue
            pert = Perturbation(
                "similar_topic",
                source_key,
                topic.name,
                f"the document has a {source_key} clause but nothing on {topic.name}",
            )
            drafts.append(
                _adversarial_draft(
                    name.render(),
                    topic.clause,
                    doc,
                    source,
                    source.evidence_passage_ids,
                    pert,
                    "similar_topic",
                )
            )
    return drafts


def _adversarial_draft(
    agreement: str,
    clause: str,
    doc: str,
    base: GoldAnnotation,
    refuting: Sequence[str],
    pert: Perturbation,
    group: str,
) -> Draft:
    note = (
        f"{pert.kind}: {pert.original!r} -> {pert.replacement!r} ({pert.note}); "
        f"passages refuting the premise: {', '.join(refuting)}"
    )
    return Draft(
        text=question_text(agreement, clause),
        answer_type="yes_no",
        gold_answer="none",
        gold_evidence=tuple(refuting),
        document_id=doc,
        hypothesis_key=base.hypothesis_key,
        notes=note,
        pair=("adversarial", doc, group),
        group=group,
        perturbation=pert,
    )


def _same_party(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    return a in b or b in a


def _swap_holds(terms: TermIndex, doc: str, replacement: str, kept: Sequence[str]) -> bool:
    """The replacement is absent from the document, and no document names it with a kept party."""
    if terms.in_document(replacement, doc):
        return False
    with_replacement = set(terms.documents_with(replacement))
    return not any(with_replacement & set(terms.documents_with(k)) for k in kept)


def near_miss(party: str, terms: TermIndex, rng: random.Random) -> str | None:
    """The party's leading word with another designator ("Kaplan, Inc." -> "Kaplan Ventures"), absent."""
    lead = party.replace(",", " ").split()[0]
    if lead.lower() == "the" or len(lead) < 3:
        return None
    designators = list(NEAR_MISS_DESIGNATORS)
    rng.shuffle(designators)
    for designator in designators:
        candidate = f"{lead} {designator}"
        if designator.lower() not in party.lower() and not terms.in_corpus(candidate):
            return candidate
    return None


def wrong_year(year: str, terms: TermIndex, doc: str, rng: random.Random) -> str | None:
    """A nearby year that appears nowhere in the document."""
    shifts = [1, -1, 2, -2, 3, -3]
    rng.shuffle(shifts)
    for shift in shifts:
        candidate = str(int(year) + shift)
        if not terms.in_document(candidate, doc):
            return candidate
    return None


def _unanswerable(
    corpus: Corpus, names: dict[str, AgreementName], terms: TermIndex, rng: random.Random
) -> list[Draft]:
    drafts: list[Draft] = []
    documents = [d.id for d in corpus.documents]
    for topic in ABSENT_TOPICS:
        if terms.present_in_corpus(topic.terms) or not documents:
            continue
        doc = rng.choice(documents)
        pert = Perturbation("absent_topic", "", topic.name, f"no passage mentions {', '.join(topic.terms)}")
        drafts.append(
            Draft(
                text=question_text(names[doc].render(), topic.clause),
                answer_type="yes_no",
                gold_answer="none",
                gold_evidence=(),
                document_id=doc,
                hypothesis_key=None,
                notes=f"absent_topic {topic.name!r}: none of {list(topic.terms)} occurs in any passage",
                pair=("unanswerable", "topic", topic.name),
                group="absent_topic",
                perturbation=pert,
            )
        )
    fictional = [p for p in FICTIONAL_PARTIES if not terms.in_corpus(fictional_core(p))]
    hypotheses = list(corpus.hypotheses)
    for first, second in zip(fictional, fictional[1:] + fictional[:1], strict=True):
        if first == second or not hypotheses:
            continue
        hypothesis = rng.choice(hypotheses)
        replacement = f"{first} and {second}"
        pert = Perturbation("absent_parties", "", replacement, "invented parties; no passage names them")
        drafts.append(
            Draft(
                text=question_text(
                    f"the non-disclosure agreement between {replacement}", hypothesis_clause(hypothesis)
                ),
                answer_type="yes_no",
                gold_answer="none",
                gold_evidence=(),
                document_id=None,
                hypothesis_key=hypothesis.key,
                notes=f"absent_parties: neither {fictional_core(first)!r} nor {fictional_core(second)!r} "
                "occurs in any passage",
                pair=("unanswerable", "parties", replacement),
                group="absent_parties",
                perturbation=pert,
            )
        )
    return drafts


def fictional_core(party: str) -> str:
    """The distinctive leading word of an invented party name (what absence is checked on)."""
    return party.split()[0]


def retrieved_ids(retrieved: Sequence[RetrievedPassage]) -> list[str]:
    return [r.passage_id for r in retrieved]
