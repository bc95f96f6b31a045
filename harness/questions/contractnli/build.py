"""Question pools for ContractNLI-format corpora (contractnli, nda-mini).

Each labelled (document, hypothesis) pair becomes "Under <named agreement>, <clause>?"; its
stratum follows from the gold label and from whether BM25 at k retrieves a gold evidence
passage (after evidence hygiene, ``harness.questions.contractnli.evidence``) for exactly that text.
Unanswerable questions ask an agreement for a value it never states (``absence``);
adversarial questions carry one false premise (an adjacent party, a wrong date, another
kind of agreement) and gold passages stating the true one. Every perturbed draft passes
the checker's own test (``contract_check``) before it enters a pool, so the builder never
emits a question its checker rejects.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from harness.core.records import GoldAnnotation, Perturbation, RetrievalSettings, Stratum
from harness.corpus.base import Corpus
from harness.questions.contractnli.absence import answering_passages, speaks_of
from harness.questions.contractnli.check import (
    gold_answer,
    grounded_texts,
    perturbed_problems,
    question_text,
)
from harness.questions.contractnli.errata import review, review_counts
from harness.questions.contractnli.evidence import evidence_of
from harness.questions.contractnli.naming import AgreementName, Mention, corporate, dates_in, name_agreements
from harness.questions.contractnli.stated import stated_value
from harness.questions.retrieval import Searcher, hit_note, run_queries
from harness.questions.sampling import Draft
from harness.questions.templates import (
    NEAR_MISS_DESIGNATORS,
    SWAPPED_AGREEMENTS,
    VALUE_TOPICS,
    Wording,
    hypothesis_wordings,
)
from harness.questions.terms import TermIndex


def contract_pools(
    corpus: Corpus, settings: RetrievalSettings, searcher: Searcher, seed: int
) -> dict[Stratum, list[Draft]]:
    names = name_agreements(corpus)
    terms = TermIndex(corpus)
    pools: dict[Stratum, list[Draft]] = {
        s: [] for s in ("answerable", "contradicted", "evidence_missed", "not_mentioned", "retrieval_null")
    }
    # Every wording of every pair is a draft (one pair is asked once): its stratum follows from
    # whether BM25 retrieves gold evidence for exactly that text.
    asked: list[tuple[Draft, str]] = []
    for g in corpus.gold:
        evidence = evidence_of(corpus, g) if g.label != "NotMentioned" else None
        if g.label != "NotMentioned" and evidence is None:
            continue
        reviewed = review(corpus, g, evidence)
        if reviewed.label is None:  # its gold passage reads against its label, and no erratum settles it
            continue
        g = replace(g, label=reviewed.label)
        if g.label == "NotMentioned":
            evidence = None
        texts = grounded_texts(corpus, names, g.document_id, g.hypothesis_key)
        for index, (text, wording) in enumerate(texts.items()):
            draft = _grounded_draft(g, evidence or (), text, wording, index)
            if reviewed.note:
                draft = replace(draft, notes=f"{draft.notes}; {reviewed.note}")
            if g.label == "NotMentioned":
                note = f"label NotMentioned: {g.document_id} is silent on {g.hypothesis_key}"
                pools["not_mentioned"].append(replace(draft, notes=f"{draft.notes}; {note}"))
            else:
                asked.append((draft, g.label))
    asked.extend((draft, "stated") for draft in _stated_drafts(corpus, names, terms))
    results = run_queries(searcher, settings, [d.text for d, _ in asked], [d.document_id for d, _ in asked])
    for (draft, label), retrieved in zip(asked, results, strict=True):
        hit, note = hit_note(settings, retrieved, draft.gold_evidence, corpus)
        base = replace(draft, notes=f"{draft.notes}; {note}")
        if hit is not None:  # a retrieved gold lead-in alone neither answers nor misses
            if label == "Contradiction":
                pools["contradicted"].append(contradicted_draft(base, hit))
            elif hit:
                pools["answerable"].append(base)
            else:
                pools["evidence_missed"].append(base)
        null_note = (
            f"{draft.notes}; gold evidence {', '.join(draft.gold_evidence)}; run with an empty retrieval set"
        )
        pools["retrieval_null"].append(replace(base, notes=null_note))
    rng = random.Random(f"{seed}:contract-perturbations")
    perturbed: dict[Stratum, list[Draft]] = {
        "adversarial": _adversarial(corpus, names, terms, rng),
        "unanswerable": _unanswerable(corpus, names, terms),
    }
    for stratum, drafts in perturbed.items():
        # The checker's own test: a draft it would reject never enters a pool.
        pools[stratum] = [d for d in drafts if not perturbed_problems(stratum, d, corpus, terms)]
    return pools


def gold_review_note(corpus: Corpus) -> str:
    """What the builder did with release labels its gold passages read against (printed by the CLI)."""
    evidence = {(g.document_id, g.hypothesis_key): evidence_of(corpus, g) for g in corpus.gold}
    left_out, corrected = review_counts(corpus, evidence)
    return (
        f"{left_out} labelled pair(s) left out (gold passage reads against the label); "
        f"{corrected} label(s) corrected by errata"
    )


def _grounded_draft(
    g: GoldAnnotation, evidence: tuple[str, ...], text: str, wording: Wording, index: int
) -> Draft:
    how = "agreeing" if wording.agrees else "converse: gold flipped"
    return Draft(
        text=text,
        answer_type="yes_no",
        gold_answer=gold_answer(g.label, wording),
        gold_evidence=evidence,
        document_id=g.document_id,
        hypothesis_key=g.hypothesis_key,
        notes=f"label {g.label}, wording {index + 1} ({how})",
        pair=(g.document_id, g.hypothesis_key),
        group=g.hypothesis_key,
        variant=f"{g.hypothesis_key}#{index}",
    )


def _stated_drafts(corpus: Corpus, names: dict[str, AgreementName], terms: TermIndex) -> list[Draft]:
    """Value questions the agreement answers, in the same wordings as the unanswerable ones."""
    drafts: list[Draft] = []
    for document in corpus.documents:
        doc = document.id
        for topic in VALUE_TOPICS:
            stated = stated_value(corpus, terms, topic, doc)
            if stated is None:
                continue
            for index, clause in enumerate(topic.clauses):
                drafts.append(
                    Draft(
                        text=question_text(names[doc].render(), clause),
                        answer_type="value",
                        gold_answer=stated.value,
                        gold_evidence=stated.passages,
                        document_id=doc,
                        hypothesis_key=None,
                        notes=f"stated value {topic.name!r}: {stated.value} (wording {index + 1})",
                        pair=("value", doc, topic.name),
                        # Spread like two clauses (periods, deadlines): value questions take a share
                        # of each stratum without crowding out the yes/no ones.
                        group="stated period" if "month" in topic.units else "stated deadline",
                        variant=f"{topic.name}#{index}",
                    )
                )
    return drafts


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


def _answered_key(corpus: Corpus, document_id: str, rng: random.Random) -> GoldAnnotation | None:
    """A hypothesis the document does answer, so the perturbed question looks answerable."""
    answered = [g for g in corpus.gold if g.document_id == document_id and g.label != "NotMentioned"]
    return rng.choice(answered) if answered else None


def party_passages(corpus: Corpus, terms: TermIndex, document_id: str, party: Mention) -> tuple[str, ...]:
    """Passages that name the party: the one holding its mention in the head, else the first that do."""
    covering = [
        p.id
        for p in corpus.passages_of(document_id)
        if p.start <= party.start < p.end and terms.in_passage(party.text, p.id)
    ]
    return tuple(covering or terms.passages_with(party.text, document_id)[:2])


def date_passages(corpus: Corpus, document_id: str, date: str) -> tuple[str, ...]:
    """Passages that state the date (in any written form the date reader knows), at most two."""
    return tuple([p.id for p in corpus.passages_of(document_id) if date in dates_in(p.text)][:2])


def title_passages(
    corpus: Corpus, terms: TermIndex, document_id: str, name: AgreementName
) -> tuple[str, ...]:
    """Passages that call the agreement by its title and name one of its parties, at most two."""
    return tuple(
        [
            pid
            for pid in terms.passages_with(name.title, document_id)
            if any(terms.in_passage(p.text, pid) for p in name.parties)
        ][:2]
    )


def _adversarial(
    corpus: Corpus, names: dict[str, AgreementName], terms: TermIndex, rng: random.Random
) -> list[Draft]:
    drafts: list[Draft] = []
    wordings_of = {h.key: hypothesis_wordings(h) for h in corpus.hypotheses}
    all_parties = [(d, p) for d, n in names.items() for p in n.parties]
    for document in corpus.documents:
        doc, name = document.id, names[document.id]
        base = _answered_key(corpus, doc, rng)
        if base is None:
            continue
        clause = rng.choice(wordings_of[base.hypothesis_key]).clause
        for index, party in enumerate(name.parties):
            kept = [p.text for p in name.parties if p is not party]
            others = [
                (d, p)
                for d, p in all_parties
                if d != doc and not _same_party(p.text, party.text) and (kept or names[d].title != name.title)
            ]
            rng.shuffle(others)
            swap = next((o for _d, o in others if _swap_holds(terms, doc, o.text, kept)), None)
            near = near_miss(party.text, terms, rng)  # drawn for every party: keeps the seed's sequence
            swaps: list[tuple[str, str, str]] = []
            if swap is not None and index == 0:
                swaps.append((swap.text, "party of another agreement", "adjacent_entity:other"))
            if near is not None and index == len(name.parties) - 1:
                swaps.append((near, "near-miss of a party's name", "adjacent_entity:near"))
            refuting = party_passages(corpus, terms, doc, party)
            for replacement, note, kind in swaps if refuting else ():
                parties = [replacement if p is party else p.text for p in name.parties]
                pert = Perturbation("adjacent_entity", party.text, replacement, note)
                agreement = name.render(parties=parties)
                drafts.append(_adversarial_draft(agreement, clause, doc, base, refuting, pert, kind))
        if name.date is not None and name.year is not None:
            wrong = wrong_year(name.year, terms, doc, rng)
            refuting = date_passages(corpus, doc, name.date.text)
            if wrong is not None and refuting:
                shown = name.date.text.replace(name.year, wrong)
                pert = Perturbation(
                    "wrong_date", name.date.text, shown, f"the agreement is dated {name.date.text}"
                )
                agreement = name.render(date=shown)
                drafts.append(_adversarial_draft(agreement, clause, doc, base, refuting, pert, "wrong_date"))
        swapped = swapped_title(name, terms, doc, rng)
        refuting = title_passages(corpus, terms, doc, name) if swapped is not None else ()
        if swapped is not None and refuting:
            pert = Perturbation(
                "swapped_agreement", name.title, swapped, f"the parties' agreement is a {name.title}"
            )
            agreement = replace(name, title=swapped).render()
            drafts.append(
                _adversarial_draft(agreement, clause, doc, base, refuting, pert, "swapped_agreement")
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
    """A company's leading word with another designator ("Kaplan, Inc." -> "Kaplan Ventures"), absent.

    Only for companies (a designator in the name): a person or an agency has no near-miss twin.
    """
    lead = party.replace(",", " ").split()[0]
    if lead.lower() == "the" or len(lead) < 3 or not corporate(party):
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


def swapped_title(name: AgreementName, terms: TermIndex, doc: str, rng: random.Random) -> str | None:
    """Another kind of agreement between the same parties, whose words the document never uses."""
    if not name.parties or name.title == "agreement":
        return None
    order = list(SWAPPED_AGREEMENTS)
    rng.shuffle(order)
    return next((title for title, absent in order if not terms.present_in_document(absent, doc)), None)


def _unanswerable(corpus: Corpus, names: dict[str, AgreementName], terms: TermIndex) -> list[Draft]:
    """A value the agreement never states; agreements that speak of the topic without one come first."""
    drafts: list[Draft] = []
    for document in corpus.documents:
        doc = document.id
        for topic in VALUE_TOPICS:
            if answering_passages(corpus, terms, topic, doc):
                continue
            on_topic = speaks_of(terms, topic, doc)  # a reader would expect the value here
            why = "speaks of it without a value" if on_topic else "never speaks of it"
            pert = Perturbation("absent_value", "", topic.name, f"{doc} states no {topic.name}; it {why}")
            for index, clause in enumerate(topic.clauses):
                drafts.append(
                    Draft(
                        text=question_text(names[doc].render(), clause),
                        answer_type="value",
                        gold_answer="none",
                        gold_evidence=(),
                        document_id=doc,
                        hypothesis_key=None,
                        notes=f"absent_value {topic.name!r}: no passage of {doc} states a {topic.value} "
                        f"for it ({why}; wording {index + 1})",
                        pair=("unanswerable", doc, topic.name),
                        group=topic.name,
                        perturbation=pert,
                        priority=0 if on_topic else 1,
                        variant=f"{topic.name}#{index}",
                    )
                )
    return drafts
