"""The ``heuristic`` grader: the five axes without gold, from lexical scorers and anchor support.

Per answer it records the lexical verdict (``harness.grade.lexical``) and the citation score
(``harness.grade.citation_score``), then derives the axes:

- refusal and ``refusal_quality``: as in the reference grader (``harness.grade.verdict``).
- ``citation_supports``: a cited passage supports when it is in the retrieval set, states no
  value conflicting with the answer (see below) and, read
  alone, supports at least ``support_threshold`` (0.5) of the anchors (numbers, dates, SVO
  claims) of the sentences citing it; for sentences without anchors, when at least that share
  of their keywords occur in it.
- ``factuality`` of an answer that commits (first matching row):
  empty -> unsupported (``unparsed``); an anchor conflicts with a cited passage -> wrong;
  lexical verdict FAIL (hallucination or irrelevance) -> unsupported; no cited passage in
  the retrieval set -> unsupported; no cited passage supports its claim -> unsupported; else correct.
  A number or date conflicts when it is not supported by the cited passages and a cited passage
  states a comparable value (same kind: money, percentage, date, time, number) with another
  value whose surrounding words (``conflict_window`` characters each side) share at least
  ``conflict_min_shared`` keyword with the answer's. Without gold, ``unsupported`` may hide a
  wrong answer: such grades carry the flag ``wrong_unsupported_ambiguous`` and say so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from harness.core.records import Answer, Factuality, Grade, Question
from harness.corpus.base import Corpus
from harness.grade.axes import rubric_grade
from harness.grade.base import failed_grade, grader
from harness.grade.citation_score import citation_score
from harness.grade.citations import citation_exists, citation_support
from harness.grade.claims import Sentence, cited_ids, plain_text, sentences
from harness.grade.lexical import (
    LexicalSettings,
    completeness,
    drift,
    keywords,
    lexical_score,
    relevance,
    row_cosines,
    tfidf_index,
    tokens,
)
from harness.grade.svo import Claim, claim_supported, parse_claims
from harness.grade.verdict import is_refusal
from harness.text.values import Anchor, comparable, extract_anchors, same_value, supported_by

AMBIGUOUS = "wrong_unsupported_ambiguous"


@dataclass(frozen=True)
class HeuristicSettings(LexicalSettings):
    """The lexical thresholds plus the support and conflict tests of this grader."""

    support_threshold: float = 0.5
    conflict_window: int = 50
    conflict_min_shared: int = 1


def _context(text: str, anchor: Anchor, width: int) -> set[str]:
    around = text[max(0, anchor.start - width) : anchor.start] + " " + text[anchor.end : anchor.end + width]
    return {k for k in keywords(around) if not k.isdigit()}


def find_conflicts(
    sents: Sequence[Sentence], cited: dict[str, str], settings: HeuristicSettings
) -> list[tuple[str, str]]:
    """Answer values contradicted by a comparable value in a cited passage: (passage id, note)."""
    notes: list[tuple[str, str]] = []
    passage_anchors = {pid: extract_anchors(text) for pid, text in cited.items()}
    every = [a for anchors in passage_anchors.values() for a in anchors]
    for s in sents:
        for a in extract_anchors(s.plain):
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


class HeuristicGrader:
    """Reference-free grading for a user's own corpus: lexical scorers plus anchor support."""

    name = "heuristic"

    def __init__(self, settings: HeuristicSettings | None = None) -> None:
        self.settings = settings or HeuristicSettings()

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        index = tfidf_index(corpus)
        split = [sentences(a) for _, a in pairs]
        responses = [plain_text(a.text) for _, a in pairs]
        cosines = row_cosines(index.transform([q.text for q, _ in pairs]), index.transform(responses))
        flat = [s.plain for sents in split for s in sents]
        parsed = iter(parse_claims(flat))
        claims = [[next(parsed) for _ in sents] for sents in split]
        grades = []
        for (q, a), sents, response, cos, sent_claims in zip(
            pairs, split, responses, cosines, claims, strict=True
        ):
            try:
                grades.append(self._grade_one(q, a, corpus, sents, response, cos, sent_claims))
            except Exception as exc:  # a grader bug must not lose the other grades
                grades.append(failed_grade(q.id, self.name, f"{type(exc).__name__}: {exc}"))
        return grades

    def _grade_one(
        self,
        q: Question,
        a: Answer,
        corpus: Corpus,
        sents: list[Sentence],
        response: str,
        cos: float,
        sent_claims: list[list[Claim]],
    ) -> Grade:
        st = self.settings
        cited = cited_ids(a)
        exists, exists_why = citation_exists(a, cited, corpus)
        retrieved = {p.passage_id: p.text for p in a.retrieved}
        valid = {pid: retrieved[pid] for pid in cited if pid in retrieved}
        valid_tokens = {pid: tokens(text) for pid, text in valid.items()}
        valid_anchors = {pid: extract_anchors(text) for pid, text in valid.items()}

        # Anchors per sentence, and whether the cited passages together support each.
        sent_anchors = [extract_anchors(s.plain) for s in sents]
        every_passage_anchor = [x for xs in valid_anchors.values() for x in xs]
        value_ok = [supported_by(x, every_passage_anchor) for xs in sent_anchors for x in xs]
        claim_ok = [
            any(claim_supported(c, toks, st.claim_window) for toks in valid_tokens.values())
            for cs in sent_claims
            for c in cs
        ]
        total = len(value_ok) + len(claim_ok)
        s_claims = (total - sum(value_ok) - sum(claim_ok)) / total if total else 0.0
        _, p_drift = drift(response, retrieved.values(), st)
        lex = lexical_score(
            relevance(cos, q.text, response), completeness(q.text, response), s_claims, p_drift, st
        )

        claims_text = " ".join(s.plain for s in sents if s.is_claim) or response
        score = None
        if valid:
            vectors = index_vectors(corpus, list(valid), list(valid.values()))
            score = citation_score(q.text, claims_text, list(valid.values()), vectors)

        conflicts = find_conflicts(sents, valid, st)
        conflicting = {pid for pid, _ in conflicts}
        supporting = {
            pid
            for pid in valid
            if pid not in conflicting
            and self._supports(pid, valid_tokens, valid_anchors, sents, sent_anchors, sent_claims)
        }
        flags: list[str] = []
        refused = False
        factuality: Factuality
        if not response:
            factuality, why = "unsupported", "the answer is empty"
            flags.append("unparsed")
        elif is_refusal(a.text, q):
            factuality, why, refused = "refused", "declines and commits to nothing", True
        elif conflicts:
            factuality = "wrong"
            why = "a stated value conflicts with a cited passage: " + "; ".join(n for _, n in conflicts)
        else:
            factuality = "unsupported"
            if lex.verdict == "FAIL":
                why = (
                    f"lexical FAIL (S_hall {lex.s_hall:.2f} > {st.hall_threshold})"
                    if lex.s_hall > st.hall_threshold
                    else f"lexical FAIL (S_rel {lex.s_rel:.2f} < {st.rel_threshold})"
                )
            elif not valid:
                why = "no cited passage is in the retrieval set"
            elif not supporting:
                why = "no cited passage supports the claim it is attached to"
            else:
                factuality, why = (
                    "correct",
                    f"lexical {lex.verdict}, supported by {', '.join(sorted(supporting))}",
                )
            if factuality == "unsupported":
                flags.append(AMBIGUOUS)
                why += "; without gold, wrong and unsupported could not be told apart (no conflicting value)"

        return rubric_grade(
            question_id=q.id,
            grader=self.name,
            factuality=factuality,
            why=why,
            answer_text=a.text,
            refused=refused,
            exists=(exists, exists_why),
            support=citation_support(
                cited, supporting, refused, "in the retrieval set and supports its claim read alone"
            ),
            extra_claims=sum(1 for s in sents if s.is_claim and not s.citations),
            flags=flags,
            error=a.error,
            lexical=lex,
            citation_score=score,
        )

    def _supports(
        self,
        pid: str,
        valid_tokens: dict[str, list[str]],
        valid_anchors: dict[str, list[Anchor]],
        sents: list[Sentence],
        sent_anchors: list[list[Anchor]],
        sent_claims: list[list[Claim]],
    ) -> bool:
        st = self.settings
        attached = [i for i, s in enumerate(sents) if pid in s.citations] or list(range(len(sents)))
        checks = [supported_by(x, valid_anchors[pid]) for i in attached for x in sent_anchors[i]]
        checks += [
            claim_supported(c, valid_tokens[pid], st.claim_window) for i in attached for c in sent_claims[i]
        ]
        if checks:
            return sum(checks) / len(checks) >= st.support_threshold
        wanted = keywords(" ".join(sents[i].plain for i in attached))
        return bool(wanted) and len(wanted & set(valid_tokens[pid])) / len(wanted) >= st.support_threshold


def index_vectors(corpus: Corpus, ids: list[str], texts: list[str]) -> object:
    return tfidf_index(corpus).vectors(ids, texts)


@grader("heuristic")
def heuristic(
    rel_threshold: float = 0.1,
    comp_threshold: float = 0.6,
    hall_threshold: float = 0.5,
    drift_threshold: float = 0.2,
    drift_penalty: float = 0.2,
    drift_ngram: int = 2,
    claim_window: int = 10,
    support_threshold: float = 0.5,
    conflict_window: int = 50,
    conflict_min_shared: int = 1,
) -> HeuristicGrader:
    """Reference-free grading: relevance/completeness/hallucination verdict and citation score."""
    values = dict(locals())
    return HeuristicGrader(HeuristicSettings(**{f.name: values[f.name] for f in fields(HeuristicSettings)}))
