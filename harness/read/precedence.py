"""The declared precedence of reading rules: one ordered table, the first rule that reads wins.

Each rule has an id (written into the grade's rationale, so a user sees why and a maintainer finds
the row), what it means, and a function of the evidence that returns a decision or None. A rule
that cannot read with confidence returns an ``undetermined`` decision with its reason; the last
rule always decides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from harness.read.contract import Contract
from harness.read.language import UNKNOWN
from harness.read.markers import Resolved
from harness.text.refusal import offers_next_step
from harness.text.verdict import Reading, Verdict


@dataclass(frozen=True)
class Evidence:
    """What the rules read: the contract fields, the language, the prose reading, the markers."""

    answer_type: str
    contract: Contract
    language: str
    prose: Reading
    markers: Resolved


@dataclass(frozen=True)
class Decision:
    """What a rule read: a verdict, a refusal, or ``undetermined`` with its reason."""

    rule: str
    verdict: Verdict | None = None
    refused: bool = False
    undetermined: str | None = None


@dataclass(frozen=True)
class Rule:
    id: str
    meaning: str
    decide: Callable[[Evidence], Decision | None]


def _unreadable(e: Evidence) -> Decision | None:
    if e.contract.unreadable:
        return Decision(
            "structure.unreadable", undetermined="the reply opens as a JSON object that does not parse"
        )
    return None


def _contract_conflict(e: Evidence) -> Decision | None:
    if e.contract.form != "json" or not e.contract.declines:
        return None
    # a yes/no question answered by a verdict field, or any question by words that commit to a value
    said: str | None = e.contract.verdict if e.answer_type == "yes_no" else None
    if e.answer_type != "yes_no" and not e.contract.verdict:
        said = e.contract.value or None
    if said:
        return Decision(
            "contract.conflict",
            undetermined=f"its fields both decline and answer {said!r}: no rule orders them",
        )
    return None


def _contract_refusal(e: Evidence) -> Decision | None:
    if e.contract.form == "json" and e.contract.declines:
        return Decision("contract.refusal", refused=True)
    return None


def _contract_verdict(e: Evidence) -> Decision | None:
    if e.contract.form == "json" and e.contract.verdict and e.answer_type == "yes_no":
        return Decision("contract.verdict", verdict=e.contract.verdict)
    return None


def _label_line(e: Evidence) -> Decision | None:
    if e.contract.form != "label_line" or e.answer_type != "yes_no":
        return None
    said = {s.verdict for s in e.prose.sentences if s.explicit and s.verdict}
    if e.contract.verdict and (said <= {e.contract.verdict} or e.contract.final):
        # an opposite verdict said in words elsewhere ("- No, it does not ...") is a conflict the
        # prose rules read; the label only outweighs the clause-level polarity of its reasoning, and a
        # label called final ("Final verdict: No" after "Initial verdict: Yes") the verdicts before it
        return Decision("label.verdict", verdict=e.contract.verdict)
    if e.contract.declines and not e.prose.committed:
        return Decision("label.refusal", refused=True)
    return None


def _unknown_language(e: Evidence) -> Decision | None:
    if e.language == UNKNOWN:
        return Decision("language.unknown", undetermined="written in a language the reader does not know")
    return None


def _explicit(e: Evidence) -> Decision | None:
    if e.prose.verdict and any(s.explicit and s.verdict for s in e.prose.sentences):
        rule = "prose.decline_then_commit" if _declined(e.prose) else "prose.explicit_verdict"
        return Decision(rule, verdict=e.prose.verdict)
    return None


def _implicit(e: Evidence) -> Decision | None:
    if e.prose.verdict:
        rule = "prose.decline_then_commit" if _declined(e.prose) else "prose.implicit_verdict"
        return Decision(rule, verdict=e.prose.verdict)
    return None


def _value(e: Evidence) -> Decision | None:
    if e.prose.values:
        return Decision("prose.value")
    if e.answer_type == "value" and e.prose.asserts and _declined(e.prose):
        # declined, then a guess for the asked agreement with no value ("So its exposure would be
        # unlimited"): it commits, so the grade reads what it states (a made-up answer when none exists)
        return Decision("prose.decline_then_commit")
    return None


def _decline(e: Evidence) -> Decision | None:
    if e.prose.refused:
        return Decision("prose.decline", refused=True)
    return None


def _deflect(e: Evidence) -> Decision | None:
    """No sentence states anything of the documents (each is about answering, or a heading) and one advises
    where to look ("Check the term clause of the full agreement.", "Consultez la clause de durée"):
    it commits to nothing and points elsewhere, a refusal with a next step."""
    said = e.prose.sentences
    # a fragment that is neither (a heading: "## Answer") says nothing either way
    if e.prose.committed or not said or any(s.statement or s.claim or s.verdict for s in said):
        return None
    if not any(s.meta for s in said):
        return None
    if any(offers_next_step(s.plain, bool(s.citations)) for s in said):
        return Decision("prose.deflect", refused=True)
    return None


def _other_language(e: Evidence) -> Decision | None:
    if e.language != "en":
        return Decision(
            "language.unread",
            undetermined=f"written in {e.language}: no verdict word, value or decline of its lexicon read",
        )
    return None


def _unread(e: Evidence) -> Decision | None:
    return Decision("prose.unread")


def _declined(reading: Reading) -> bool:
    return any(s.declines for s in reading.sentences)


RULES: tuple[Rule, ...] = (
    Rule("structure.unreadable", "a reply that opens as JSON and does not parse: undetermined", _unreadable),
    Rule(
        "contract.conflict",
        "JSON fields that both decline (answerable: false) and answer (a yes/no verdict, or words that"
        " commit to a value): undetermined",
        _contract_conflict,
    ),
    Rule(
        "contract.refusal",
        "a JSON field declines (answerable: false, refusal: true, 'unknown')",
        _contract_refusal,
    ),
    Rule(
        "contract.verdict",
        "a JSON verdict field (verdict/answer/final_answer/label) says yes or no",
        _contract_verdict,
    ),
    Rule("label.verdict", "a 'Final answer:'/'Answer:' line opens with a verdict", _label_line),
    Rule(
        "prose.explicit_verdict",
        "yes/no said in words (an up-front verdict wins over its reasoning)",
        _explicit,
    ),
    Rule("prose.implicit_verdict", "a statement of the question's clause, by its polarity", _implicit),
    Rule("prose.value", "a value (duration, amount, date) stated for a value question", _value),
    Rule("prose.decline", "declines and commits to nothing", _decline),
    Rule("prose.deflect", "only advises where to look and commits to nothing: a refusal", _deflect),
    Rule(
        "language.unknown",
        "written in a language the lexicon lacks, nothing read: undetermined",
        _unknown_language,
    ),
    Rule(
        "language.unread", "another language with nothing of the lexicon read: undetermined", _other_language
    ),
    Rule("prose.unread", "nothing read: the grader says what is missing", _unread),
)
"""Highest precedence first. ``prose.decline_then_commit`` is the id the prose verdict rules give
an answer that declines and then commits anyway (a guess, "In practice, though, ...")."""


def decide(evidence: Evidence) -> Decision:
    """The first rule of ``RULES`` that reads the evidence. An answer in a language the lexicon
    lacks is undetermined only when no prose rule read it ("Yes [id] lorem ipsum ..." is a yes)."""
    for rule in RULES:
        found = rule.decide(evidence)
        if found is not None:
            return found
    raise AssertionError("the last rule always decides")  # pragma: no cover
