"""The ``heuristic`` grader: the five axes without gold, from sentence-level support.

Answers are read by the one answer reader (``harness.text.verdict``). Then:

- Sentence support: each claim sentence is judged against the passages it cites, or against the
  whole retrieval set when it cites nothing (the grade is then flagged ``uncited_support``).
  A passage supports it when it holds at least ``support_threshold`` of the sentence's content
  lemmas (``harness.text.lemmas``) and every value it states (numbers, dates, amounts; passage,
  section and list numbers are not values: ``anchors.claim_values``).
- Verdict support (yes/no questions): the evidence sentence is the sentence of the cited
  passages (or, uncited, of the retrieval set) holding the largest share of the question
  clause's content lemmas. With at least ``verdict_threshold`` of them it states the clause;
  its polarity relative to the question (``harness.text.polarity``) is then the passage's own
  verdict; it contradicts the answer only when it holds at least ``opposite_threshold`` of
  them. A bare "Yes [id]" is judged this way.
- The agreement asked about (yes/no questions): the documents holding every name of the
  question's framing phrase (``harness.corpus.mentions``). A cited passage of another document
  supports nothing; a question whose names match no document has a false premise; a named
  document none of whose sentences holds ``silence_threshold`` of the clause is silent on it,
  unless the answer cites a passage of it that, read whole, holds ``pointer_threshold`` of the
  clause: the answer then points to where the agreement speaks in its own words (a paraphrase
  shares few of the question's words), and one pointed passage needs a lower bar than the best of
  a whole document's sentences, whose maximum rises by chance with their number.
- Grounding (``harness.grade.grounding``), independent of citations: every claim checked against
  the whole retrieval set, cited passages first, as supported, conflict or baseless; recorded as
  ``scores["grounding"]`` (``grounded`` and the per-claim counts), flag ``not_grounded`` when a
  claim is not supported.
- ``factuality`` (first matching row): empty -> unsupported (``unparsed``); declines and commits to
  nothing -> refused, unless the decline is a caveat followed by a contrasting claim
  (``answers_beside_caveat``: then wrong when a claim conflicts with the passages, else
  unsupported); no verdict or value read -> unsupported (``unparsed``); commits to both yes
  and no -> wrong; names match no document: a premise correction citing a retrieved passage ->
  correct, any other answer -> wrong; the named agreement is silent on the clause -> wrong; the
  evidence sentence states the opposite verdict -> wrong; a stated value
  conflicts with a cited passage (a comparable value with shared context, ``conflict_window``
  characters each side) -> wrong; nothing cited and a claim conflicts with the retrieval set
  (grounding) -> wrong; nothing cited from the retrieval set, the verdict not stated
  by the cited passages, or any claim sentence below threshold -> unsupported (flag
  ``wrong_unsupported_ambiguous``: without gold, a wrong answer may hide there); else correct.
- ``citation_supports``: per cited passage (recorded in ``Grade.citations``), it backs every
  sentence citing it read alone (the verdict test for a bare verdict, the support test for a
  claim) and states no conflicting value.
- The lexical verdict (``harness.grade.lexical``; S_claims = share of claim sentences without
  support) and the citation score are recorded beside the axes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import ClassVar

from harness.core.records import Answer, CitationVerdict, Factuality, Grade, Question
from harness.corpus.base import Corpus
from harness.corpus.mentions import documents_named, frame_names
from harness.corpus.twins import normalized_text
from harness.grade.axes import rubric_grade
from harness.grade.base import failed_grade, grader, heap_frozen
from harness.grade.citation_score import citation_score
from harness.grade.citations import citation_exists
from harness.grade.grounding import (
    Grounding,
    GroundingSettings,
    anchors_of,
    answer_claims,
    answers_beside_caveat,
    ground,
)
from harness.grade.grounding_cache import corpus_idf
from harness.grade.lexical import (
    LexicalSettings,
    completeness,
    drift,
    keywords,
    lexical_score,
    relevance,
    row_cosines,
    tfidf_index,
)
from harness.text.clause_evidence import verdict_evidence
from harness.text.cues import main_clause
from harness.text.lemmas import content_lemmas
from harness.text.sentences import is_lead_in
from harness.text.values import (
    Anchor,
    claim_values,
    comparable,
    same_value,
    supported_by,
)
from harness.text.verdict import Reading, ReadSentence, read_answer

VERSION = "heuristic-8"
"""Bumped whenever this grader's reading changes (1: lexical + SVO proximity; 2: sentence support;
4: the citation-independent grounding check, and an uncited answer with a conflicting claim is wrong;
6: names matched with more aliases, number words as figures, attribution verbs left out, refitted;
7: the claim score also reads word pairs no passage sentence holds together (``apart``), refitted;
8: refitted on the claims today's answer reader finds)."""

AMBIGUOUS = "wrong_unsupported_ambiguous"
MAX_NAMED = 3
"""The silence test reads the whole document only when the question's names pick at most this many."""
UNCITED = "uncited_support"
NOT_GROUNDED = "not_grounded"
"""A claim the retrieval set does not hold (baseless) or contradicts (conflict), cited or not."""


@dataclass(frozen=True)
class HeuristicSettings(LexicalSettings):
    """The lexical thresholds plus the support, verdict and conflict tests of this grader."""

    support_threshold: float = 0.6
    verdict_threshold: float = 0.4
    opposite_threshold: float = 0.5
    silence_threshold: float = 0.35
    pointer_threshold: float = 0.25
    conflict_window: int = 50
    conflict_min_shared: int = 1


@dataclass(frozen=True)
class Support:
    """How well the best passage backs one sentence."""

    share: float
    values_ok: bool
    passage_id: str | None

    def holds(self, threshold: float) -> bool:
        return self.passage_id is not None and self.share >= threshold and self.values_ok


def sentence_support(plain: str, passages: dict[str, str]) -> Support:
    """The best passage's share of the sentence's content lemmas, and whether it holds its values."""
    wanted = content_lemmas(plain)
    values = claim_values(plain)
    best = Support(0.0, not values, None)
    for pid, text in passages.items():
        held = content_lemmas(text)
        share = len(wanted & held) / len(wanted) if wanted else 1.0
        values_ok = all(supported_by(v, anchors_of(text)) for v in values)
        if (values_ok, share) > (best.values_ok, best.share) or best.passage_id is None:
            best = Support(share, values_ok, pid)
    return best


_ENUMERATOR = re.compile(r"^\s*(?:\(?[0-9]{1,3}(?:\.[0-9]{1,3})*[.)]?|\(?[a-z]{1,4}\))\s+", re.I)


def same_clause(text: str) -> str:
    """The form in which twin clauses compare equal: without a leading clause number ("6." / "(b)"),
    case-folded, whitespace collapsed (a form filed twice numbers its clauses apart)."""
    return normalized_text(_ENUMERATOR.sub("", text, count=1))


_LIST_ITEM = re.compile(r"\s*(?:\([a-z0-9]{1,4}\)|[a-z]{1,4}[.)])\s", re.I)
"""A list item's opening: "(c) ", "(iv) ", "b) ", "ii. " (a clause number such as "3.2" is not one)."""


def with_lead_ins(corpus: Corpus, document_id: str) -> list[tuple[str, str]]:
    """The document's passages, each list item read after its lead-in: a passage that follows one
    ending in ":" or a dash (``harness.text.sentences.is_lead_in``: "Confidential Information does not
    include information that:") is read with it."""
    out: list[tuple[str, str]] = []
    lead = ""
    for p in corpus.passages_of(document_id):
        if not _LIST_ITEM.match(p.text):
            lead = ""  # a passage that is not a list item ends the list
        out.append((p.id, f"{lead} {p.text}" if lead else p.text))
        if is_lead_in(p.text):  # ends in ":" or a dash: the reader's one rule for lead-ins
            lead = p.text.strip()
    return out


def clause_share(question_text: str, passage: str) -> float:
    """The share of the question clause's content lemmas that ``passage``, read whole, holds."""
    wanted = content_lemmas(main_clause(question_text))
    return len(wanted & content_lemmas(passage)) / len(wanted) if wanted else 0.0


def _context(text: str, anchor: Anchor, width: int) -> set[str]:
    around = text[max(0, anchor.start - width) : anchor.end + width]  # a duration's unit is context too
    return {k for k in keywords(around) if not k.isdigit()}


def find_conflicts(
    sents: Sequence[ReadSentence], cited: dict[str, str], settings: HeuristicSettings
) -> list[tuple[str, str]]:
    """Answer values contradicted by a comparable value in a cited passage: (passage id, note)."""
    notes: list[tuple[str, str]] = []
    passage_anchors = {pid: anchors_of(text) for pid, text in cited.items()}
    every = [a for anchors in passage_anchors.values() for a in anchors]
    for s in sents:
        if s.meta:
            continue
        for a in claim_values(s.plain):
            if supported_by(a, every):
                continue
            mine = _context(s.plain, a, settings.conflict_window)
            for pid, anchors in passage_anchors.items():
                for p in anchors:
                    if not comparable(a, p) or same_value(a, p):
                        continue
                    shared = mine & _context(cited[pid], p, settings.conflict_window)
                    if len(shared) >= settings.conflict_min_shared:
                        notes.append((pid, f"{a.text!r} vs {p.text!r} in {pid}"))
                        break
    return notes


def absent_values(sents: Sequence[ReadSentence], question_text: str, document: Sequence[str]) -> list[str]:
    """The values the answer's statements give that appear nowhere in the named agreement's text
    (nor in the question): the agreement does not say them."""
    held = [a for text in (*document, question_text) for a in anchors_of(text)]
    out: list[str] = []
    for s in sents:
        if s.meta:
            continue
        out.extend(v.text for v in claim_values(s.plain) if not supported_by(v, held))
    return list(dict.fromkeys(out))


class HeuristicGrader:
    """Reference-free grading for a user's own corpus: sentence support, verdict polarity, values."""

    name = "heuristic"
    versions: ClassVar[dict[str, str]] = {"grader": VERSION}

    def __init__(
        self, settings: HeuristicSettings | None = None, grounding: GroundingSettings | None = None
    ) -> None:
        self.settings = settings or HeuristicSettings()
        self.grounding = grounding or GroundingSettings()

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        with heap_frozen():  # the spaCy model and corpus tables are not walked by the collector
            index = tfidf_index(corpus)
            self._idf = corpus_idf(corpus)
            readings = [read_answer(a.text, q.text, q.answer_type, tuple(a.citations)) for q, a in pairs]
            cosines = row_cosines(
                index.transform([q.text for q, _ in pairs]), index.transform([r.body for r in readings])
            )
            grades = []
            for (q, a), reading, cos in zip(pairs, readings, cosines, strict=True):
                try:
                    grades.append(self._grade_one(q, a, corpus, reading, cos))
                except Exception as exc:  # a grader bug must not lose the other grades
                    grades.append(
                        failed_grade(q.id, self.name, f"{type(exc).__name__}: {exc}", grader_version=VERSION)
                    )
            return grades

    def _citation_verdicts(
        self,
        q: Question,
        reading: Reading,
        retrieved: dict[str, str],
        conflicting: set[str],
        foreign: set[str],
    ) -> tuple[CitationVerdict, ...]:
        st = self.settings
        out = []
        for pid in reading.citations:
            citing = [s for s in reading.sentences if pid in s.citations]
            claim = " ".join(s.plain for s in citing)[:300]
            if pid not in retrieved:
                out.append(CitationVerdict(pid, False, claim, "not in the retrieval set"))
                continue
            if pid in conflicting:
                out.append(CitationVerdict(pid, False, claim, "states a conflicting value"))
                continue
            if pid in foreign:
                out.append(CitationVerdict(pid, False, claim, "from a document the question does not name"))
                continue
            alone = {pid: retrieved[pid]}
            oks, whys = [], []
            for s in citing:
                if s.statement:
                    support = sentence_support(s.plain, alone)
                    oks.append(support.holds(st.support_threshold))
                    whys.append(f"holds {support.share:.0%} of the claim's content words")
                elif s.verdict is not None and q.answer_type == "yes_no":
                    ev = verdict_evidence(q.text, alone)
                    ok = ev is not None and ev.coverage >= st.verdict_threshold and ev.verdict == s.verdict
                    oks.append(ok)
                    whys.append(
                        f"states the question's clause as {ev.verdict!r} ({ev.coverage:.0%} of its words)"
                        if ev is not None
                        else "shares nothing with the question"
                    )
            ok = bool(oks) and all(oks)
            out.append(CitationVerdict(pid, ok, claim, "; ".join(dict.fromkeys(whys)) or "cited by no claim"))
        return tuple(out)

    def _grade_one(self, q: Question, a: Answer, corpus: Corpus, reading: Reading, cos: float) -> Grade:
        st = self.settings
        cited = reading.citations
        exists, exists_why = citation_exists(a, cited, corpus)
        retrieved = {p.passage_id: p.text for p in a.retrieved}
        valid = {pid: retrieved[pid] for pid in cited if pid in retrieved}
        grounding = self._ground(reading, retrieved, valid)
        caveat = answers_beside_caveat(reading)

        # Sentence-level support of every statement (a claim, or a verdict put in words).
        claims = [s for s in reading.sentences if s.statement]
        judged: list[tuple[ReadSentence, Support, bool]] = []
        for s in claims:
            own = {pid: retrieved[pid] for pid in s.citations if pid in retrieved}
            uncited = not s.citations
            judged.append((s, sentence_support(s.plain, retrieved if uncited else own), uncited))
        unsupported = [s for s, sup, _ in judged if not sup.holds(st.support_threshold)]
        s_claims = len(unsupported) / len(judged) if judged else 0.0
        _, p_drift = drift(reading.body, retrieved.values(), st)
        lex = lexical_score(
            relevance(cos, q.text, reading.body), completeness(q.text, reading.body), s_claims, p_drift, st
        )
        score = None
        if valid:
            claims_text = " ".join(s.plain for s in claims) or reading.body
            vectors = tfidf_index(corpus).vectors(list(valid), list(valid.values()))
            score = citation_score(q.text, claims_text, list(valid.values()), vectors)

        # The documents the question names (None: it names none), and citations of other documents.
        names = frame_names(q.text)
        named = set(documents_named(corpus, names)) if names else None
        if named == set() and q.answer_type != "yes_no":
            named = None  # a wh-question's frame (a report title, perhaps cut short) names no document
        document_of = {p.passage_id: p.document_id for p in a.retrieved}
        foreign = {pid for pid in valid if named is not None and document_of[pid] not in named}
        if foreign and named and len(named) <= MAX_NAMED:
            clauses_named = {same_clause(p.text) for d in named for p in corpus.passages_of(d)}
            foreign = {pid for pid in foreign if same_clause(valid[pid]) not in clauses_named}
        own = {pid: text for pid, text in valid.items() if pid not in foreign}
        conflicts = find_conflicts(reading.sentences, valid, st)
        verdicts = self._citation_verdicts(q, reading, retrieved, {pid for pid, _ in conflicts}, foreign)
        flags: list[str] = []
        if any(uncited for _, _, uncited in judged) or (reading.committed and not valid):
            flags.append(UNCITED)
        evidence = silent = None
        pointed = False
        if q.answer_type == "yes_no" and reading.verdict in ("yes", "no"):
            pool = own or {
                pid: t for pid, t in retrieved.items() if named is None or document_of[pid] in named
            }
            evidence = verdict_evidence(q.text, pool)
            near = evidence is not None and evidence.coverage >= st.silence_threshold
            pointed = any(clause_share(q.text, text) >= st.pointer_threshold for text in own.values())
            if named and len(named) <= MAX_NAMED and not near and not pointed:
                whole = {pid: text for d in sorted(named) for pid, text in with_lead_ins(corpus, d)}
                best = verdict_evidence(q.text, whole)
                if best is None or best.coverage < st.silence_threshold:
                    silent = ", ".join(sorted(named))
        stated = evidence is not None and evidence.coverage >= st.verdict_threshold
        unstated = (
            absent_values(
                reading.sentences, q.text, [p.text for d in sorted(named) for p in corpus.passages_of(d)]
            )
            if named and len(named) <= MAX_NAMED
            else []
        )
        if not stated and pointed and judged and not unsupported:
            # every claim is backed by a cited passage of the agreement that is on the clause, and the
            # closest sentence there reads the same way: the agreement's own words state the verdict
            stated = evidence is not None and evidence.verdict == reading.verdict

        factuality: Factuality
        if not reading.body:
            factuality, why = "unsupported", "the answer is empty"
            flags.append("unparsed")
        elif reading.refused and not caveat:
            factuality, why = "refused", "declines and commits to nothing"
        elif not reading.committed and caveat:
            factuality = "wrong" if grounding.conflicts else "unsupported"
            why = f"a caveat beside claims, committing to no verdict or value; grounding: {grounding.why()}"
        elif not reading.committed:
            factuality, why = "unsupported", "no verdict or value could be read"
            flags.append("unparsed")
        elif reading.verdict == "conflicting":
            factuality, why = "wrong", "commits to both yes and no"
        elif named == set() and reading.premise_correction:
            factuality, why = (
                (
                    "correct",
                    "no document matches the question's names, and the answer says so, citing evidence",
                )
                if valid
                else ("unsupported", "says the premise is false but cites nothing")
            )
        elif named == set():
            factuality = "wrong"
            why = "no document holds the names the question uses (a false premise), yet it answers"
        elif silent is not None:
            factuality = "wrong"
            why = f"commits to {reading.verdict!r}, but the agreement named ({silent}) says nothing on it"
        elif (
            evidence is not None
            and evidence.verdict is not None
            and evidence.coverage >= st.opposite_threshold
            and evidence.verdict != reading.verdict
        ):
            factuality = "wrong"
            quoted = evidence.sentence[:160]
            why = f"says {reading.verdict!r}, but {evidence.passage_id} states the opposite: {quoted!r}"
        elif conflicts:
            factuality = "wrong"
            why = "a stated value conflicts with a passage: " + "; ".join(n for _, n in conflicts)
        elif unstated:
            factuality = "wrong"
            why = f"states {', '.join(repr(v) for v in unstated)}, which the agreement named never states"
        elif not valid and grounding.conflicts:
            factuality = "wrong"
            why = f"cites nothing, and a claim conflicts with the passages; grounding: {grounding.why()}"
        else:
            factuality = "unsupported"
            if not valid:
                why = "no cited passage is in the retrieval set"
            elif not own:
                why = "every cited passage comes from a document the question does not name"
            elif q.answer_type == "yes_no" and not stated:
                why = "no cited passage states the question's clause"
            elif unsupported:
                why = (
                    f"{len(unsupported)} claim sentence(s) lack support, e.g. {unsupported[0].plain[:120]!r}"
                )
            elif q.answer_type == "value" and not all(
                supported_by(v, [x for t in valid.values() for x in anchors_of(t)]) for v in reading.values
            ):
                why = "the stated value is not in the cited passages"
            else:
                factuality = "correct"
                why = f"every claim is supported by its cited passages ({', '.join(valid)})"
            if factuality == "unsupported":
                flags.append(AMBIGUOUS)
                why += "; without gold, wrong and unsupported could not be told apart"
        if not grounding.grounded:
            flags.append(NOT_GROUNDED)
        if grounding.claims and "grounding:" not in why:
            why += f"; grounding: {grounding.why()}"
        if UNCITED in flags and judged:
            held = sum(1 for _, sup, unc in judged if unc and sup.holds(st.support_threshold))
            total = sum(1 for _, _, unc in judged if unc)
            why += f"; uncited sentences judged against the retrieval set: {held} of {total} supported"

        return rubric_grade(
            question_id=q.id,
            grader=self.name,
            grader_version=VERSION,
            factuality=factuality,
            why=why,
            reading=reading,
            exists=(exists, exists_why),
            verdicts=verdicts,
            flags=flags,
            error=a.error,
            lexical=lex,
            citation_score=score,
            grounding=grounding.as_score(),
        )

    def _ground(self, reading: Reading, retrieved: dict[str, str], cited: dict[str, str]) -> Grounding:
        """Every claim against the whole retrieval set, the cited passages first."""
        ordered = [*cited.items(), *((pid, t) for pid, t in retrieved.items() if pid not in cited)]
        return ground(answer_claims(reading), ordered, self._idf, self.grounding)


@grader("heuristic")
def heuristic(
    rel_threshold: float = 0.1,
    comp_threshold: float = 0.6,
    hall_threshold: float = 0.5,
    drift_threshold: float = 0.2,
    drift_penalty: float = 0.2,
    drift_ngram: int = 2,
    support_threshold: float = 0.6,
    verdict_threshold: float = 0.4,
    opposite_threshold: float = 0.5,
    silence_threshold: float = 0.35,
    pointer_threshold: float = 0.25,
    conflict_window: int = 50,
    conflict_min_shared: int = 1,
) -> HeuristicGrader:
    """Reference-free grading: sentence support, verdict polarity and value conflicts."""
    values = dict(locals())
    return HeuristicGrader(HeuristicSettings(**{f.name: values[f.name] for f in fields(HeuristicSettings)}))
