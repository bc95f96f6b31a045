"""The ``reference`` grader: the five axes from the question's gold, deterministic, no model.

Answers are read by the one answer reader (``harness.text.verdict.read_answer``). Decision
table for ``factuality`` (first matching row wins):

| # | answer | corpus truth | citations | factuality |
|---|---|---|---|---|
| 1 | empty / generator error | any | any | unsupported, `unparsed` |
| 2 | corrects a false premise, states no new false value | adversarial | cites the original | correct |
| 3 | declines, commits to nothing | any | any | refused |
| 4 | corrects a false premise otherwise | adversarial | any | unsupported, `premise_unverified` |
| 5 | no verdict can be read | any | any | unsupported, `unparsed` |
| 6 | commits to both yes and no (`conflicting`) | any | any | wrong |
| 7 | commits to a value | no answer exists (gold `none`) | any | wrong (made up) |
| 8 | commits to a value | gold exists and differs | any | wrong |
| 9 | commits to the gold value | gold exists | cited retrieved gold evidence backs it | correct |
| 10 | commits to the gold value | gold exists | otherwise | unsupported |

Gold evidence includes the passages whose text equals a gold passage's text
(``harness.corpus.twins``). A premise correction's "original" passages are the question's
gold evidence (the passages that refute the premise) and any passage stating the
perturbation's original value; a new false value is a number, date or name in the
correcting answer that neither the question, the original nor any cited passage holds.

``citation_supports``, per cited passage (recorded in ``Grade.citations``), by the claim it is
cited for: a sentence that says the passage is from another agreement is supported when it is;
otherwise a passage of another agreement than the question's supports nothing. A sentence that
carries the verdict is supported by gold evidence when its verdict is the gold one (a gold
passage cited for the opposite claim does not support it), and by another passage of the
agreement only when its verdict is the gold one and the passage holds its words; a value
sentence when the passage holds its values; any other sentence when the passage holds at least
``SIDE_CLAIM_SHARE`` of its content words (five-letter prefixes) and all of its values. A cited
id outside the retrieval set never supports; nor does any passage cited for a committed answer
to a question its agreement does not settle, or for a detail the agreement does not hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import ClassVar

from harness.core.records import Answer, CitationVerdict, Factuality, Grade, Question, RetrievedPassage
from harness.corpus.base import Corpus
from harness.corpus.twins import with_twins
from harness.grade.axes import rubric_grade
from harness.grade.base import failed_grade, grader
from harness.grade.citations import citation_exists
from harness.text.cues import terms
from harness.text.values import Anchor, anchors_of, claim_values, extract_anchors, same_value, supported_by
from harness.text.verdict import CONFLICT_COVERAGE, Reading, ReadSentence, read_answer

VERSION = "reference-2"
"""Bumped whenever this grader's reading of answers changes (1: first-sentence yes/no reader)."""

NO_ANSWER = frozenset({"", "none", "n/a", "notmentioned", "not mentioned"})
SIDE_CLAIM_SHARE = 0.5
PREFIX = 5
_CONTRAST = re.compile(
    r"\b(?:different|another|other|separate|unrelated|third[- ]party|a\s+second)\s+(?:\w+\s+)?"
    r"(?:agreements?|contracts?|ndas?|documents?|parties|compan\w+|letters?)\b"
    r"|\bnot\s+(?:from\s+)?this\s+(?:agreement|contract|nda|letter|document)\b"
    r"|\b(?:does|do)(?:\s+not|n't)\s+apply\s+to\s+this\b|\bbelongs?\s+to\b"
    r"|\b(?:is|are|comes?|came)\s+from\s+(?:the\s+)?[^.;]{0,80}?\b(?:agreement|contract|nda|letter)\b",
    re.I,
)
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b")


def gold_exists(question: Question) -> bool:
    return question.gold_answer.strip().lower() not in NO_ANSWER


def read(question: Question, answer: Answer) -> Reading:
    """The reader's view of ``answer`` as an answer to ``question``."""
    return read_answer(answer.text, question.text, question.answer_type, tuple(answer.citations))


def _says(body: str, question: Question) -> bool:
    """The gold text occurs in the answer's body, whitespace and case aside."""
    gold = " ".join(question.gold_answer.lower().split())
    return bool(gold) and gold in " ".join(body.lower().split())


def _matches_gold(reading: Reading, question: Question) -> tuple[bool | None, str]:
    """(None: no verdict | True: the gold value | False: another value) and what was read."""
    if question.answer_type == "yes_no":
        if reading.verdict is None:
            return None, "no yes/no verdict could be read"
        if reading.verdict == "conflicting":
            return False, "commits to both yes and no"
        return reading.verdict == question.gold_answer.strip().lower(), f"reads as {reading.verdict!r}"
    if not reading.values:
        if (
            gold_exists(question)
            and not extract_anchors(question.gold_answer)
            and _says(reading.body, question)
        ):
            # A free-text gold answer (an imported record's "a director") counts when the answer says it.
            return True, f"says the gold answer {question.gold_answer.strip()!r}"
        return None, "no value (number, amount, percentage, date) could be read"
    shown = ", ".join(a.text for a in reading.values)
    if not gold_exists(question):
        return False, f"states {shown}"
    gold = extract_anchors(question.gold_answer)
    if gold:
        hit = any(same_value(s, g) for s in reading.values for g in gold)
    else:
        hit = _says(reading.body, question)
    return hit, f"states {shown}"


@lru_cache(maxsize=16384)
def _prefixes(text: str) -> frozenset[str]:
    # a five-letter prefix folds "disclosed"/"disclosure", "oral"/"orally" together
    return frozenset(t[:PREFIX] for t in terms(text))


def _content_share(sentence: str, passage: str) -> float:
    mine = _prefixes(sentence)
    return len(mine & _prefixes(passage)) / len(mine) if mine else 0.0


def _claim_support(
    s: ReadSentence, passage: RetrievedPassage, question: Question, gold: set[str], decisive: bool = True
) -> tuple[bool, str]:
    """Whether ``passage`` backs sentence ``s`` (see the module docstring)."""
    other = question.document_id is not None and passage.document_id != question.document_id
    if _CONTRAST.search(s.plain):
        return other, "a contrastive citation" + (
            " of another agreement" if other else " of the same agreement"
        )
    if other and passage.passage_id not in gold:
        return False, "a passage of another agreement, cited as this one's"
    if question.answer_type == "yes_no" and s.verdict is not None and decisive:
        if passage.passage_id in gold:
            if not gold_exists(question) or s.verdict != question.gold_answer.strip().lower():
                return False, f"gold evidence cited for the opposite claim ({s.verdict!r})"
            return True, f"gold evidence for {s.verdict!r}"
        if not gold_exists(question) or s.verdict != question.gold_answer.strip().lower():
            return False, f"cited for a verdict ({s.verdict!r}) the agreement does not give"
    values = claim_values(s.plain)
    if question.answer_type == "value" and values:
        held = anchors_of(passage.text)
        ok = all(supported_by(v, held) for v in values)
        return ok, "states the cited values" if ok else "does not state the cited values"
    share = _content_share(s.plain, passage.text)
    values_ok = all(supported_by(v, anchors_of(passage.text)) for v in values)
    ok = share >= SIDE_CLAIM_SHARE and values_ok
    return ok, f"holds {share:.0%} of the claim's content words" + ("" if values_ok else ", not its values")


def decisive_sentences(reading: Reading) -> list[ReadSentence]:
    """The sentences that carry the answer's verdict: explicit ones, the first implicit one and any
    implicit one covering half the question; a side remark with a polarity is a side claim."""
    implied = [s for s in reading.sentences if s.verdict is not None and not s.explicit]
    lead = [] if any(s.explicit for s in reading.sentences) else implied[:1]
    return [
        s
        for s in reading.sentences
        if s.verdict is not None and (s.explicit or s in lead or s.coverage >= CONFLICT_COVERAGE)
    ]


def citation_verdicts(
    reading: Reading, question: Question, answer: Answer, gold: set[str]
) -> tuple[CitationVerdict, ...]:
    """One verdict per cited id: does the passage, alone, back the sentence(s) citing it."""
    retrieved = {p.passage_id: p for p in answer.retrieved}
    decisive = decisive_sentences(reading)
    out = []
    for pid in reading.citations:
        citing = [s for s in reading.sentences if pid in s.citations]
        claim = " ".join(s.plain for s in citing)[:300]
        passage = retrieved.get(pid)
        if passage is None:
            out.append(CitationVerdict(pid, False, claim, "not in the retrieval set"))
            continue
        results = [_claim_support(s, passage, question, gold, s in decisive) for s in citing]
        ok = bool(results) and all(r[0] for r in results)
        why = "; ".join(dict.fromkeys(r[1] for r in results)) or "cited by no sentence"
        out.append(CitationVerdict(pid, ok, claim, why))
    return tuple(out)


def unsettled(verdicts: tuple[CitationVerdict, ...]) -> tuple[CitationVerdict, ...]:
    """An answer to a question its agreement does not settle: no passage can back it."""
    return tuple(
        replace(v, supports=False, why="no passage states an answer the agreement does not settle")
        if v.supports
        else v
        for v in verdicts
    )


def premise_verdicts(reading: Reading, answer: Answer, refuting: set[str]) -> tuple[CitationVerdict, ...]:
    """Citations of a premise correction: a refuting passage supports it; any other must hold the
    content of the sentences citing it (the answer on the real agreement, say)."""
    retrieved = {p.passage_id: p for p in answer.retrieved}
    meant = answer_document(answer, refuting)
    out = []
    for pid in reading.citations:
        citing = [s for s in reading.sentences if pid in s.citations]
        claim = " ".join(s.plain for s in citing)[:300]
        if pid in refuting:
            out.append(CitationVerdict(pid, True, claim, "states the original"))
            continue
        passage = retrieved.get(pid)
        ok = (
            passage is not None
            and bool(citing)
            and all(
                _content_share(s.plain, passage.text) >= SIDE_CLAIM_SHARE
                or (bool(_CONTRAST.search(s.plain)) and passage.document_id != meant)
                for s in citing
            )
        )
        out.append(
            CitationVerdict(pid, ok, claim, "holds the claim's content" if ok else "does not back its claim")
        )
    return tuple(out)


def answer_document(answer: Answer, refuting: set[str]) -> str | None:
    """The document of the passages that state the original (the agreement really meant)."""
    docs = {p.document_id for p in answer.retrieved if p.passage_id in refuting}
    return next(iter(docs)) if len(docs) == 1 else None


def _states_original(question: Question, passage: RetrievedPassage, refuting: set[str]) -> bool:
    if passage.passage_id in refuting:
        return True
    original = question.perturbation.original if question.perturbation else ""
    if not original:
        return False
    if original.lower() in passage.text.lower():
        return True
    anchors = extract_anchors(original)
    return bool(anchors) and all(supported_by(a, extract_anchors(passage.text)) for a in anchors)


def new_false_values(reading: Reading, question: Question, answer: Answer) -> list[str]:
    """Numbers, dates and names the correcting answer states that neither the question, the
    original value nor the passages it cites hold."""
    original = question.perturbation.original if question.perturbation else ""
    cited = set(reading.citations)
    given = " ".join([question.text, original, *(p.text for p in answer.retrieved if p.passage_id in cited)])
    given_anchors = extract_anchors(given)
    lowered = given.lower()
    found: list[str] = []
    for s in reading.sentences:
        if s.meta and not reading.premise_correction:
            continue
        found += [a.text for a in extract_anchors(s.plain) if not supported_by(a, given_anchors)]
        found += [m.group(0) for m in _NAME.finditer(s.plain) if m.group(0).lower() not in lowered]
    return found


_DOCUMENT_VALUES: dict[tuple[str, str], tuple[Anchor, ...]] = {}


def document_values(corpus: Corpus, document_id: str) -> tuple[Anchor, ...]:
    """Every value stated anywhere in a document, read once per (corpus, document)."""
    key = (corpus.fingerprint, document_id)
    if key not in _DOCUMENT_VALUES:
        if len(_DOCUMENT_VALUES) > 4096:
            _DOCUMENT_VALUES.clear()
        passages = corpus.passages_of(document_id)
        _DOCUMENT_VALUES[key] = tuple(a for p in passages for a in anchors_of(p.text))
    return _DOCUMENT_VALUES[key]


def foreign_values(reading: Reading, question: Question, answer: Answer, corpus: Corpus) -> list[str]:
    """Values of a yes/no answer's claims that neither the question nor its agreement holds
    (another agreement's deadline, a wrong number of months): a partly wrong answer."""
    if question.answer_type != "yes_no":
        return []
    values = [v for s in reading.sentences if not s.meta for v in claim_values(s.plain)]
    if question.document_id is not None and corpus.passages_of(question.document_id):
        document = corpus.document(question.document_id).text
        values = [v for v in values if v.text not in document]  # stated verbatim: held
    if not values:
        return []
    if question.document_id is not None and corpus.passages_of(question.document_id):
        held = [*document_values(corpus, question.document_id), *anchors_of(question.text)]
    else:
        held = [a for t in [question.text, *(p.text for p in answer.retrieved)] for a in anchors_of(t)]
    return [v.text for v in values if not supported_by(v, held)]


def grade_answer(question: Question, answer: Answer, corpus: Corpus, name: str = "reference") -> Grade:
    """The five axes for one answer by the decision table of the module docstring."""
    reading = read(question, answer)
    cited = reading.citations
    exists, exists_why = citation_exists(answer, cited, corpus)
    retrieved = {p.passage_id: p for p in answer.retrieved}
    gold = with_twins(corpus, question.gold_evidence)
    verdicts = citation_verdicts(reading, question, answer, gold)
    flags: list[str] = []
    factuality: Factuality
    adversarial = question.stratum == "adversarial" and reading.premise_correction

    if not reading.body:
        factuality, why = "unsupported", "the answer is empty"
        flags.append("unparsed")
        if answer.error:
            flags.append("generator_error")
            why += f" (generator error: {answer.error})"
    elif adversarial and reading.premise_correction:
        refuting = {p for p in cited if p in retrieved and _states_original(question, retrieved[p], gold)}
        invented = new_false_values(reading, question, answer)
        if refuting and not invented:
            factuality, why = "correct", f"corrects the false premise, citing {', '.join(sorted(refuting))}"
            verdicts = premise_verdicts(reading, answer, refuting)
        elif invented:
            factuality = "wrong"
            why = f"says the premise is false but states values nothing given holds: {', '.join(invented)}"
        elif reading.refused:
            factuality, why = "refused", "declines and commits to nothing"
        else:
            factuality = "unsupported"
            why = "says the premise is false but cites no retrieved passage that states the original"
            flags.append("premise_unverified")
    elif reading.refused:
        factuality, why = "refused", "declines and commits to nothing"
    else:
        hit, said = _matches_gold(reading, question)
        backing = [v.passage_id for v in verdicts if v.supports and v.passage_id in gold]
        if hit is None and reading.asserts and not gold_exists(question):
            factuality, why = (
                "wrong",
                f"{said}, but it states an answer where none exists ({question.stratum})",
            )
            verdicts = unsettled(verdicts)
        elif hit is None:
            factuality, why = "unsupported", said
            flags.append("unparsed")
        elif reading.verdict == "conflicting":
            factuality, why = "wrong", said
        elif not gold_exists(question):
            factuality, why = "wrong", f"{said}, but no answer exists ({question.stratum}): made up"
            verdicts = unsettled(verdicts)
        elif not hit:
            factuality, why = "wrong", f"{said}; gold is {question.gold_answer!r}"
        elif details := foreign_values(reading, question, answer, corpus):
            factuality = "wrong"
            why = f"{said} = gold, but states details the agreement does not hold: {', '.join(details)}"
            verdicts = tuple(
                replace(v, supports=False, why=f"does not state {', '.join(details)}")
                if any(d in v.claim for d in details)
                else v
                for v in verdicts
            )
        elif backing:
            factuality, why = "correct", f"{said} = gold, citing gold evidence {', '.join(backing)}"
        else:
            factuality = "unsupported"
            missing = (
                "no gold evidence was retrieved"
                if not gold & set(retrieved)
                else "no cited gold evidence backs the verdict"
            )
            why = f"{said} = gold, but {missing}"

    return rubric_grade(
        question_id=question.id,
        grader=name,
        grader_version=VERSION,
        factuality=factuality,
        why=why,
        reading=reading,
        exists=(exists, exists_why),
        verdicts=verdicts,
        flags=flags,
        error=answer.error,
    )


class ReferenceGrader:
    """Grades by gold answer and gold evidence; no model, no network."""

    name = "reference"
    versions: ClassVar[dict[str, str]] = {"grader": VERSION}

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        grades = []
        for question, answer in pairs:
            try:
                grades.append(grade_answer(question, answer, corpus, self.name))
            except Exception as exc:  # a grader bug must not lose the other grades
                grades.append(
                    failed_grade(
                        question.id, self.name, f"{type(exc).__name__}: {exc}", grader_version=VERSION
                    )
                )
        return grades


@grader("reference")
def reference() -> ReferenceGrader:
    """Gold-based grading: decision table on gold answer and gold evidence (deterministic)."""
    return ReferenceGrader()
