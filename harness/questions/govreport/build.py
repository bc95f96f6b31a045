"""Question pools for GovReport: value questions (cloze) from summary sentences that carry an anchor.

Each fact (``anchors_select.Fact``) becomes "According to the report <name>, what <kind> fills
the blank in: "<sentence with the anchor blanked>"?", gold answer = the anchor text, gold
evidence = the report passages holding it. Strata follow BM25 at k on exactly that text.
Adversarial questions change a premise (a wrong year or amount, an agency of another report)
and unanswerable ones put an invented program in the sentence; every change is verified
against the corpus before use. GovReport has no NLI labels, so it cannot supply
``contradicted`` or ``not_mentioned``: asking for them stops with the counts it can supply.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass

from harness.core.errors import HarnessError
from harness.core.records import STRATA, Document, Perturbation, RetrievalSettings, Stratum
from harness.corpus.base import Corpus
from harness.questions.govreport.anchors import (
    AnchorIndex,
    Fact,
    agency_mentions,
    askable_anchors,
    find_facts,
    mentions,
)
from harness.questions.retrieval import Searcher, hit_note, run_queries
from harness.questions.sampling import Draft, format_counts, sample_strata
from harness.questions.templates import FICTIONAL_PROGRAMS
from harness.questions.terms import TermIndex
from harness.text.values import Anchor, parse_value, same_value

NO_SOURCE: tuple[Stratum, ...] = ("contradicted", "not_mentioned")
"""Strata GovReport cannot supply: they come from NLI labels (Contradiction, NotMentioned)."""
NO_SOURCE_WHY = "GovReport has no NLI labels (Contradiction, NotMentioned) to draw them from"
BLANK = "____"
KIND_NOUN = {
    "money": "amount",
    "percent": "percentage",
    "date": "date",
    "month": "month",
    "year": "year",
    "number": "number",
}
# Words that name the sort of body, not which one; the rest of a fictional program's name
# must include a word no passage holds.
GENERIC_PROGRAM_WORDS = frozenset(
    {
        *("of", "the", "and", "for", "office", "program", "programs", "bureau", "service", "administration"),
        *("agency", "fund", "grants", "grant", "initiative", "trust", "national", "federal", "research"),
        *("safety", "modernization", "licensing", "inspection"),
    }
)
# Templated sentences for invented programs (when too few summary sentences name an agency);
# the blank holds a placeholder value so the anchor reader finds its kind. Versioned with the builder.
PROGRAM_CLOZES = (
    "In fiscal year {year}, the {program} received $12 million in appropriations.",
    "In {year}, the {program} approved 340 applications.",
    "By {year}, the {program} had spent 45 percent of its budget.",
)
_PREFIX = "According to the report "
_CLOZE = re.compile(
    r'^According to the report (?P<name>.+), what (?P<noun>[a-z ]+) fills the blank in: "(?P<cloze>.+)"\?$',
    re.S,
)


def report_name(document: Document) -> str:
    """How a question names its report: the heading, or the words the report begins with."""
    title = document.title.strip()
    return f"that begins “{title}”" if title.endswith("…") else f"“{title}”"


def cloze_question(document: Document, sentence: str, anchor: Anchor) -> str:
    cloze = sentence[: anchor.start] + BLANK + sentence[anchor.end :]
    return f'{_PREFIX}{report_name(document)}, what {KIND_NOUN[anchor.kind]} fills the blank in: "{cloze}"?'


def parse_cloze(text: str) -> str | None:
    """The blanked sentence of a cloze question (None when the text is not one)."""
    match = _CLOZE.match(text)
    return match.group("cloze") if match and match.group("cloze").count(BLANK) == 1 else None


def program_absent_words(program: str, terms: TermIndex) -> list[str]:
    """The distinctive words of ``program`` that no passage holds (empty when the name is not absent)."""
    if terms.in_corpus(program):
        return []
    words = [w for w in re.findall(r"[A-Za-z]+", program) if w.lower() not in GENERIC_PROGRAM_WORDS]
    return [w for w in words if not terms.in_corpus(w)]


@dataclass(frozen=True)
class _Context:
    corpus: Corpus
    index: AnchorIndex
    terms: TermIndex
    rng: random.Random


def govreport_pools(
    corpus: Corpus, settings: RetrievalSettings, searcher: Searcher, seed: int
) -> dict[Stratum, list[Draft]]:
    """Candidate drafts per stratum (``contradicted`` and ``not_mentioned`` stay empty: no source)."""
    index = AnchorIndex(corpus)
    facts = find_facts(corpus, index)
    texts = [cloze_question(corpus.document(f.document_id), f.sentence, f.anchor) for f in facts]
    results = run_queries(searcher, settings, texts, [f.document_id for f in facts])
    pools: dict[Stratum, list[Draft]] = {s: [] for s in STRATA}
    for fact, text, retrieved in zip(facts, texts, results, strict=True):
        hit, note = hit_note(settings, retrieved, fact.evidence)
        draft = _grounded_draft(fact, text, note)
        pools["answerable" if hit else "evidence_missed"].append(draft)
        evidence = ", ".join(fact.evidence)
        null_note = f"anchor {fact.anchor.text!r}, gold evidence {evidence}; run with an empty retrieval set"
        pools["retrieval_null"].append(_grounded_draft(fact, text, null_note))
    ctx = _Context(corpus, index, TermIndex(corpus), random.Random(f"{seed}:govreport-perturbations"))
    pools["adversarial"] = _wrong_values(ctx, facts) + _agency_swaps(ctx, facts)
    pools["unanswerable"] = _absent_programs(ctx, facts)
    return pools


def _pair(fact: Fact) -> tuple[str, ...]:
    return ("govreport", fact.document_id, str(fact.sentence_index))


def _grounded_draft(fact: Fact, text: str, note: str) -> Draft:
    return Draft(
        text=text,
        answer_type="value",
        gold_answer=fact.anchor.text,
        gold_evidence=fact.evidence,
        document_id=fact.document_id,
        hypothesis_key=None,
        notes=note,
        pair=_pair(fact),
        group=fact.anchor.kind,
    )


def _perturbed_draft(fact: Fact, text: str, evidence: tuple[str, ...], pert: Perturbation) -> Draft:
    refuting = (
        f"passages refuting the premise: {', '.join(evidence)}" if evidence else "no passage answers it"
    )
    return Draft(
        text=text,
        answer_type="value",
        gold_answer="none",
        gold_evidence=evidence,
        document_id=fact.document_id,
        hypothesis_key=None,
        notes=f"{pert.kind}: {pert.original!r} -> {pert.replacement!r} ({pert.note}); {refuting}",
        pair=_pair(fact),
        group=pert.kind if evidence else pert.replacement,
        perturbation=pert,
    )


def _replace_span(sentence: str, blank: Anchor, start: int, end: int, new: str) -> tuple[str, Anchor]:
    """``sentence`` with [start, end) replaced by ``new``, and the blanked anchor's shifted position."""
    shift = len(new) - (end - start) if start < blank.start else 0
    moved = Anchor(blank.kind, blank.value, blank.text, blank.start + shift, blank.end + shift)
    return sentence[:start] + new + sentence[end:], moved


def wrong_value_texts(anchor: Anchor, rng: random.Random) -> list[str]:
    """Spellings of nearby wrong values for ``anchor``: another year, or the amount scaled."""
    if anchor.kind in ("year", "date", "month"):
        year = re.search(r"(?:19|20)\d\d", anchor.text)
        if year is None:
            return []
        shifts = [1, -1, 2, -2, 3, -3]
        rng.shuffle(shifts)
        y = int(year.group(0))
        return [anchor.text[: year.start()] + str(y + s) + anchor.text[year.end() :] for s in shifts]
    number = re.search(r"\d[\d,]*(?:\.\d+)?|\.\d+", anchor.text)
    if number is None:
        return []
    raw = number.group(0)
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    factors = [2.0, 0.5, 1.5, 3.0]
    rng.shuffle(factors)
    out = []
    for factor in factors:
        value = float(raw.replace(",", "")) * factor
        spelled = f"{value:,.{decimals}f}" if "," in raw else f"{value:.{decimals}f}"
        out.append(anchor.text[: number.start()] + spelled + anchor.text[number.end() :])
    return out


def _wrong_values(ctx: _Context, facts: list[Fact]) -> list[Draft]:
    drafts: list[Draft] = []
    for fact in facts:
        premises = [a for a in askable_anchors(fact.sentence) if a.start != fact.anchor.start]
        for premise in premises:
            refuting = tuple(pid for pid in fact.evidence if ctx.index.holds(pid, premise))
            wrong = _absent_value(ctx, premise, fact)
            if not refuting or wrong is None:
                continue
            sentence, blank = _replace_span(fact.sentence, fact.anchor, premise.start, premise.end, wrong)
            kind = "wrong_date" if premise.kind in ("year", "date", "month") else "wrong_amount"
            pert = Perturbation(kind, premise.text, wrong, f"the report states {premise.text}")
            text = cloze_question(ctx.corpus.document(fact.document_id), sentence, blank)
            drafts.append(_perturbed_draft(fact, text, refuting, pert))
            break
    return drafts


def _absent_value(ctx: _Context, premise: Anchor, fact: Fact) -> str | None:
    for text in wrong_value_texts(premise, ctx.rng):
        parsed = parse_value(text)
        if len(parsed) != 1 or parsed[0].kind != premise.kind or same_value(parsed[0], premise):
            continue
        if not ctx.index.in_document(parsed[0], fact.document_id):
            return text
    return None


def _agency_swaps(ctx: _Context, facts: list[Fact]) -> list[Draft]:
    by_document: dict[str, list[str]] = {}
    for fact in facts:
        for agency in agency_mentions(fact.sentence):
            names = by_document.setdefault(fact.document_id, [])
            if agency not in names:
                names.append(agency)
    drafts: list[Draft] = []
    for fact in facts:
        doc = fact.document_id
        others = [(d, a) for d, names in by_document.items() if d != doc for a in names]
        ctx.rng.shuffle(others)
        for original in agency_mentions(fact.sentence):
            refuting = tuple(pid for pid in fact.evidence if mentions(original, ctx.corpus.passage(pid).text))
            swap = next(((d, a) for d, a in others if not agency_in_document(ctx, a, doc)), None)
            if not refuting or swap is None or original in fact.anchor.text:
                continue
            sentence = _swap_all(fact.sentence, original, swap[1])
            blank = next((a for a in askable_anchors(sentence) if a.text == fact.anchor.text), None)
            if blank is None:
                continue
            pert = Perturbation("adjacent_agency", original, swap[1], f"{swap[1]} is named in {swap[0]}")
            text = cloze_question(ctx.corpus.document(doc), sentence, blank)
            drafts.append(_perturbed_draft(fact, text, refuting, pert))
            break
    return drafts


def _swap_all(sentence: str, original: str, replacement: str) -> str:
    return re.sub(r"(?<![\w])" + re.escape(original) + r"(?![\w])", replacement, sentence)


def _program_in(sentence: str, agency: str, program: str) -> str:
    """``sentence`` with the agency (and an article before it) replaced by "the <program>"."""

    def article(match: re.Match[str]) -> str:
        the = "The" if match.start() == 0 or (match.group(1) or "").startswith("T") else "the"
        return f"{the} {program}"

    return re.sub(r"(?<![\w])(?:([Tt]he)\s+)?" + re.escape(agency) + r"(?![\w])", article, sentence)


def agency_in_document(ctx: _Context, agency: str, document_id: str) -> bool:
    """Word-prefix match (``terms``), stricter than exact: any word starting with it counts as present."""
    return ctx.terms.in_document(agency, document_id)


def _absent_programs(ctx: _Context, facts: list[Fact]) -> list[Draft]:
    """An invented program put in place of a sentence's agency; else in a templated sentence (taken last)."""
    absent_words = {p: program_absent_words(p, ctx.terms) for p in FICTIONAL_PROGRAMS}
    programs = [p for p in FICTIONAL_PROGRAMS if absent_words[p]]
    drafts: list[Draft] = []
    for fact in facts:
        agencies = [a for a in agency_mentions(fact.sentence) if a not in fact.anchor.text]
        for program in programs if agencies else []:
            sentence = _program_in(fact.sentence, agencies[0], program)
            blank = next((a for a in askable_anchors(sentence) if a.text == fact.anchor.text), None)
            if blank is None:
                continue
            absent = ", ".join(absent_words[program])
            pert = Perturbation("absent_program", agencies[0], program, f"no passage holds {absent}")
            text = cloze_question(ctx.corpus.document(fact.document_id), sentence, blank)
            drafts.append(_perturbed_draft(fact, text, (), pert))
    years = {f.document_id: f.anchor.text for f in facts if f.anchor.kind == "year"}
    documents = sorted(years)
    for program in programs if documents else []:
        doc = ctx.rng.choice(documents)
        template = PROGRAM_CLOZES[ctx.rng.randrange(len(PROGRAM_CLOZES))]
        sentence = template.format(year=years[doc], program=program)
        blank = askable_anchors(sentence)[-1]
        absent = ", ".join(absent_words[program])
        pert = Perturbation("absent_program", "", program, f"invented program; no passage holds {absent}")
        drafts.append(
            Draft(
                text=cloze_question(ctx.corpus.document(doc), sentence, blank),
                answer_type="value",
                gold_answer="none",
                gold_evidence=(),
                document_id=doc,
                hypothesis_key=None,
                notes=f"absent_program {program!r} in a templated sentence; no passage holds {absent}",
                pair=("govreport", "absent_program", program),
                group=program,
                perturbation=pert,
                priority=1,
            )
        )
    return drafts


def require_supplied(
    corpus: Corpus, pools: Mapping[Stratum, list[Draft]], wanted: Mapping[str, int], seed: int
) -> None:
    """Stop, naming the strata GovReport cannot supply and the counts to ask for, unless they are 0."""
    asked = [s for s in NO_SOURCE if wanted[s] > 0]
    if not asked:
        return
    supply: dict[str, int] = {
        s: 0 if s in NO_SOURCE else min(wanted[s], len({d.pair for d in pools.get(s, ())})) for s in STRATA
    }
    try:
        sample_strata(pools, supply, seed, corpus.name)
    except HarnessError as short:  # strata compete for sentences; the sampler names what it can fill
        fix = short.fix
    else:
        fix = (
            f"ask for the counts it can supply explicitly, e.g. --counts {format_counts(supply)} "
            "(Python: counts={...})"
        )
    what = ", ".join(f"{s} ({wanted[s]} asked)" for s in asked)
    raise HarnessError(f"corpus {corpus.name} cannot supply {what}: {NO_SOURCE_WHY}", fix)
