"""The ``reference`` grader: the five axes from the question's gold, deterministic, no model.

Decision table for ``factuality`` (first matching row wins; the verdict is read by
``harness.grade.verdict``):

| # | answer | corpus truth | citations | factuality |
|---|---|---|---|---|
| 1 | empty / generator error | any | any | unsupported, `unparsed` |
| 2 | corrects a false premise | adversarial | cites a retrieved refuting passage | correct |
| 3 | declines, commits to nothing | any | any | refused |
| 4 | corrects a false premise | adversarial | cites nothing refuting it | unsupported, `premise_unverified` |
| 5 | no verdict can be read | any | any | unsupported, `unparsed` |
| 6 | commits to a value | no answer exists (gold `none`) | any | wrong (made up) |
| 7 | commits to a value | gold exists and differs | any | wrong |
| 8 | commits to the gold value | gold exists | a cited passage is retrieved gold evidence | correct |
| 9 | commits to the gold value | gold exists | no cited retrieved gold evidence | unsupported |

A false premise is corrected when the answer carries a PREMISE cue; it is evidenced when a
cited passage of the retrieval set states the perturbation's original value or belongs to
the question's original document (see ``harness.grade.verdict``).
``citation_supports``: a cited passage supports when it is gold evidence for the question
(for an evidenced premise correction: when it refutes the premise).
"""

from __future__ import annotations

from collections.abc import Sequence

from harness.core.records import Answer, Factuality, Grade, Question
from harness.corpus.base import Corpus
from harness.grade.axes import rubric_grade
from harness.grade.base import failed_grade, grader
from harness.grade.citations import citation_exists, citation_support
from harness.grade.claims import cited_ids, extra_claim_count, plain_text
from harness.grade.verdict import (
    corrects_premise,
    is_refusal,
    premise_evidence,
    read_value,
    read_yes_no,
)
from harness.text.values import extract_anchors, same_value

NO_ANSWER = frozenset({"", "none", "n/a", "notmentioned", "not mentioned"})


def _gold_exists(question: Question) -> bool:
    return question.gold_answer.strip().lower() not in NO_ANSWER


def _matches_gold(answer: Answer, question: Question) -> tuple[bool | None, str]:
    """(None: no verdict | True: the gold value | False: another value) and what was read."""
    if question.answer_type == "yes_no":
        verdict = read_yes_no(answer.text)
        if verdict is None:
            return None, "no yes/no verdict could be read"
        return verdict == question.gold_answer.strip().lower(), f"reads as {verdict!r}"
    stated = read_value(answer.text, question.text)
    if not stated:
        return None, "no value (number, amount, percentage, date) could be read"
    shown = ", ".join(a.text for a in stated)
    if not _gold_exists(question):
        return False, f"states {shown}"
    gold = extract_anchors(question.gold_answer)
    if gold:
        hit = any(same_value(s, g) for s in stated for g in gold)
    else:
        hit = question.gold_answer.strip().lower() in plain_text(answer.text).lower()
    return hit, f"states {shown}"


def grade_answer(question: Question, answer: Answer, corpus: Corpus, name: str = "reference") -> Grade:
    """The five axes for one answer by the decision table of the module docstring."""
    cited = cited_ids(answer)
    exists, exists_why = citation_exists(answer, cited, corpus)
    retrieved = {p.passage_id for p in answer.retrieved}
    gold_evidence = set(question.gold_evidence)
    supporting: set[str] = gold_evidence
    support_what = "gold evidence for this question"
    flags: list[str] = []
    refused = False
    factuality: Factuality

    if not plain_text(answer.text):
        factuality, why = "unsupported", "the answer is empty"
        flags.append("unparsed")
        if answer.error:
            flags.append("generator_error")
            why += f" (generator error: {answer.error})"
    elif (
        question.stratum == "adversarial"
        and corrects_premise(answer.text)
        and (refuting := premise_evidence(question, answer, cited))
    ):
        factuality, why = "correct", f"corrects the false premise, citing {', '.join(refuting)}"
        supporting, support_what = set(refuting), "evidence refuting the premise"
    elif is_refusal(answer.text, question):
        factuality, why, refused = "refused", "declines and commits to nothing", True
    elif question.stratum == "adversarial" and corrects_premise(answer.text):
        factuality = "unsupported"
        why = "says the premise is false but cites no retrieved passage that refutes it"
        flags.append("premise_unverified")
    else:
        hit, read = _matches_gold(answer, question)
        gold_cited = [c for c in cited if c in gold_evidence and c in retrieved]
        if hit is None:
            factuality, why = "unsupported", f"{read}"
            flags.append("unparsed")
        elif not _gold_exists(question):
            factuality, why = "wrong", f"{read}, but no answer exists ({question.stratum}): made up"
        elif not hit:
            factuality, why = "wrong", f"{read}; gold is {question.gold_answer!r}"
        elif gold_cited:
            factuality, why = "correct", f"{read} = gold, citing gold evidence {', '.join(gold_cited)}"
        else:
            factuality = "unsupported"
            missing = (
                "no gold evidence was retrieved"
                if not gold_evidence & retrieved
                else "no gold evidence is cited"
            )
            why = f"{read} = gold, but no cited passage of the retrieval set is gold evidence ({missing})"

    return rubric_grade(
        question_id=question.id,
        grader=name,
        factuality=factuality,
        why=why,
        answer_text=answer.text,
        refused=refused,
        exists=(exists, exists_why),
        support=citation_support(cited, supporting, refused, support_what),
        extra_claims=extra_claim_count(answer),
        flags=flags,
        error=answer.error,
    )


class ReferenceGrader:
    """Grades by gold answer and gold evidence; no model, no network."""

    name = "reference"

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        grades = []
        for question, answer in pairs:
            try:
                grades.append(grade_answer(question, answer, corpus, self.name))
            except Exception as exc:  # a grader bug must not lose the other grades
                grades.append(failed_grade(question.id, self.name, f"{type(exc).__name__}: {exc}"))
        return grades


@grader("reference")
def reference() -> ReferenceGrader:
    """Gold-based grading: decision table on gold answer and gold evidence (deterministic)."""
    return ReferenceGrader()
