"""Question pools for GovReport: value questions (cloze) from summary sentences that carry an anchor.

Each fact (``anchors_select.Fact``) becomes "According to the report <name>, what <kind> fills
the blank in: "<sentence with the anchor blanked>"?", gold answer = the anchor text, gold
evidence = the report passages holding it. Strata follow BM25 at k on exactly that text.
Adversarial questions change one premise (a wrong year or amount, an agency of another report)
and keep gold passages that state the true one; unanswerable ones ask a reported quantity for a
year after the report's coverage, a year no passage of the report mentions. Every change is
verified against the corpus before use. GovReport has no NLI labels, so it cannot supply
``contradicted`` or ``not_mentioned``: asking for them stops with the counts it can supply.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

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
    names_elsewhere,
)
from harness.questions.retrieval import Searcher, hit_note, run_queries
from harness.questions.sampling import Draft, format_counts, sample_strata
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
_PREFIX = "According to the report "
_CLOZE = re.compile(
    r'^According to the report (?P<name>.+), what (?P<noun>[a-z ]+) fills the blank in: "(?P<cloze>.+)"\?$',
    re.S,
)


SPLIT_CAPITAL = re.compile(r"\b([B-HJ-Z]) ([a-z]{2,})\b")
"""A capital the PDF extraction split from its word ("F ederal", "W ashington"); "A" and "I" are words."""


def clean_title(title: str) -> str:
    """The report's title without PDF extraction artifacts: split capitals joined, spaces collapsed."""
    return re.sub(r"\s+", " ", SPLIT_CAPITAL.sub(r"\1\2", title)).strip()


HEADING_MAX = 120
"""A first line this short, with no closing period, is a heading."""


def report_title_of(document: Document) -> str | None:
    """The report's own title: a title field, or a heading its text opens with; None for opening words.

    The loader falls back to the opening words of the body when a report has neither (cut with
    "…", or a whole first sentence): those are no title and are not passed off as one. A heading
    the loader cut is taken whole.
    """
    title = clean_title(document.title)
    first = clean_title(next((ln for ln in document.text.splitlines() if ln.strip()), ""))
    if title.endswith("…"):
        heading = first.startswith(title[:-1]) and len(first) <= HEADING_MAX and not first.endswith(".")
        return first if heading else None
    if not title or (first == title and title.endswith(".")):
        return None
    return title


def report_name(document: Document) -> str:
    """How a question names its report: its title, else its document id and the words it begins with."""
    title = report_title_of(document)
    if title is not None:
        return f"“{title}”"
    return f"{document.id} (it begins “{clean_title(document.title)}”)"


def cloze_question(document: Document, sentence: str, anchor: Anchor) -> str:
    cloze = sentence[: anchor.start] + BLANK + sentence[anchor.end :]
    return f'{_PREFIX}{report_name(document)}, what {KIND_NOUN[anchor.kind]} fills the blank in: "{cloze}"?'


def parse_cloze(text: str) -> str | None:
    """The blanked sentence of a cloze question (None when the text is not one)."""
    match = _CLOZE.match(text)
    return match.group("cloze") if match and match.group("cloze").count(BLANK) == 1 else None


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
    pools["unanswerable"] = _uncovered_years(ctx, facts)
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
            # A kind of its own, so the sampler's group cap keeps it to a fair share of the stratum:
            # an acronym swapped in can misread ("1.3 million CBO employees").
            drafts.append(_perturbed_draft(fact, text, refuting, pert))
            break
    return drafts


def _swap_all(sentence: str, original: str, replacement: str) -> str:
    return re.sub(r"(?<![\w])" + re.escape(original) + r"(?![\w])", replacement, sentence)


def agency_in_document(ctx: _Context, agency: str, document_id: str) -> bool:
    """Word-prefix match (``terms``), stricter than exact: any word starting with it counts as present."""
    return ctx.terms.in_document(agency, document_id)


QUANTITIES = ("money", "percent", "number")
"""Blanks a year qualifies: an amount, a share or a count is reported per year."""


def latest_year(index: AnchorIndex, corpus: Corpus, document_id: str) -> int | None:
    """The latest year any passage of the report states (its coverage ends there)."""
    years = [
        int(y.group(0))
        for p in corpus.passages_of(document_id)
        for a in index.anchors(p.id)
        if a.kind in ("year", "month", "date") and (y := re.search(r"(?:19|20)\d\d", str(a.value)))
    ]
    return max(years, default=None)


def uncovered_year(index: AnchorIndex, corpus: Corpus, document_id: str) -> str | None:
    """The first year after the report's coverage that no passage of it mentions."""
    latest = latest_year(index, corpus, document_id)
    if latest is None:
        return None
    for year in (str(latest + shift) for shift in (1, 2, 3)):
        if not index.in_document(parse_value(year)[0], document_id):
            return year
    return None


_YEAR_QUALIFIER = re.compile(
    r"(?:\b(?:in|for|by|during|as of)\s+(?:(?:fiscal|calendar)\s+year\s+|FY\s?)?|\bFY\s?)$", re.I
)


def qualifying_year(sentence: str, blank: Anchor) -> Anchor | None:
    """The year that dates the blank's quantity ("In fiscal year 2019, ... received ____"), nearest to it.

    A year qualifies when "in", "for", "by", "during", "as of" or "FY" introduces it and it is no
    end of a range ("from 2018 to 2026", "2011 through 2016") or the year of a law ("Act of 1990").
    """
    found: list[Anchor] = []
    for year in askable_anchors(sentence):
        if year.kind != "year" or year.start == blank.start:
            continue
        if _YEAR_QUALIFIER.search(sentence[: year.start]) and not _ranged(sentence, year):
            found.append(year)
    return min(found, key=lambda y: abs(y.start - blank.start), default=None)


def _ranged(sentence: str, year: Anchor) -> bool:
    """The year ends a range ("from 2018 to 2026", "2011 through 2016") or is the year of a law."""
    before, after = sentence[: year.start], sentence[year.end :]
    return bool(
        re.match(r"\s*(?:through|to|and|-|–)\s", after) or re.search(r"(?:between|from|to)\s+$", before)
    )


_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def dates_the_quantity(sentence: str, premise: Anchor) -> bool:
    """The year to move is the latest the sentence states.

    An earlier one (the year of an estimate, "In 2016, CBO estimated ... ____ between 2018 and
    2026"; a start year, "began with ____ in 2006 and aims to ... in 2022") does not date the
    quantity: moving it leaves a quantity the report states, or a sentence at odds with itself.
    """
    years = [int(y) for y in _YEAR.findall(sentence)]
    return all(int(y) >= max(years) for y in _YEAR.findall(premise.text))


def _uncovered_years(ctx: _Context, facts: list[Fact]) -> list[Draft]:
    """A reported quantity asked for a year after the report's coverage: no passage can state it."""
    drafts: list[Draft] = []
    uncovered = {d.id: uncovered_year(ctx.index, ctx.corpus, d.id) for d in ctx.corpus.documents}
    for fact in facts:
        later = uncovered[fact.document_id]
        if fact.anchor.kind not in QUANTITIES or later is None or names_elsewhere(fact.sentence, fact.anchor):
            continue
        premise = qualifying_year(fact.sentence, fact.anchor)
        if premise is None or not dates_the_quantity(fact.sentence, premise):
            continue
        shown = re.sub(r"(?:19|20)\d\d", later, premise.text, count=1)
        sentence, blank = _replace_span(fact.sentence, fact.anchor, premise.start, premise.end, shown)
        note = f"the report states no year after {int(later) - 1}; no passage mentions {later}"
        pert = Perturbation("uncovered_year", premise.text, shown, note)
        text = cloze_question(ctx.corpus.document(fact.document_id), sentence, blank)
        # Its own pair: the sentence's answerable question (a covered year) does not answer this one.
        pair = (*_pair(fact), "uncovered_year")
        drafts.append(replace(_perturbed_draft(fact, text, (), pert), group=fact.document_id, pair=pair))
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
