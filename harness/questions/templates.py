"""The wording of protocol questions: a yes/no clause per ContractNLI hypothesis, value topics, swaps.

Every list here is versioned with the builder (``BUILDER_VERSION``): changing a wording
changes the question sets it builds, so bump the version with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from harness.core.records import Hypothesis

BUILDER_VERSION = "questions-2"

# Hypothesis key -> the yes/no question clause that follows "Under <agreement>, ...".
# "yes" answers the hypothesis as released (Entailment), "no" its opposite (Contradiction).
HYPOTHESIS_CLAUSES: dict[str, str] = {
    "nda-1": "is information protected only if the disclosing party expressly identifies, marks or "
    "designates it as confidential",
    "nda-2": "is confidential information limited to technical information, leaving out business plans, "
    "financial and marketing information, trade secrets, processes, product designs and customer lists",
    "nda-3": "may confidential information include information disclosed orally, not only in written or "
    "tangible form",
    "nda-4": "may the receiving party use confidential information only for the purpose stated in the "
    "agreement and for no other purpose",
    "nda-5": "may the receiving party disclose confidential information to its employees who need to know it "
    "for the purpose",
    "nda-7": "may the receiving party disclose confidential information to other persons or entities, "
    "such as consultants, agents, professional advisors or other representatives",
    "nda-8": "must the receiving party give notice to the disclosing party if a law, court order or "
    "governmental authority requires it to disclose confidential information",
    "nda-10": "must the receiving party keep confidential the existence of the agreement and the fact that "
    "discussions or negotiations took place",
    "nda-11": "is the receiving party forbidden to reverse engineer, decompile or disassemble objects or "
    "software that embody confidential information",
    "nda-12": "may the receiving party use information it develops independently, even if it is similar to "
    "the confidential information",
    "nda-13": "may the receiving party obtain information similar to the confidential information from a "
    "third party free of any confidentiality obligation",
    "nda-15": "does the agreement grant the receiving party no license or other right, including "
    "intellectual property or patent rights, to the confidential information",
    "nda-16": "must the receiving party return or destroy the confidential information and all copies when "
    "the agreement ends or on request",
    "nda-17": "may the receiving party make copies, duplicates or reproductions of confidential information "
    "in some circumstances",
    "nda-18": "is the receiving party forbidden to solicit, recruit or employ the disclosing party's "
    "employees or representatives",
    "nda-19": "do some obligations of the agreement, such as confidentiality, survive and continue after "
    "its termination or expiration",
    "nda-20": "may the receiving party retain a copy of some confidential information, for example for legal "
    "or archival purposes, after returning or destroying the other copies, reproductions and summaries",
}


def hypothesis_clause(hypothesis: Hypothesis) -> str:
    """The question clause for ``hypothesis``; keys outside the release get a generic wording."""
    clause = HYPOTHESIS_CLAUSES.get(hypothesis.key)
    if clause is not None:
        return clause
    statement = hypothesis.text.strip().rstrip(".")
    return "does the agreement provide that " + statement[:1].lower() + statement[1:]


ValueKind = Literal["duration", "money"]


@dataclass(frozen=True)
class ValueTopic:
    """A specific term a lawyer asks an agreement for, answered by a value (a period or an amount)."""

    name: str
    clause: str
    """The question after "Under <agreement>, ..."; it asks for the value, so silence cannot answer it."""
    value: ValueKind
    terms: tuple[str, ...]
    """Word prefixes of the topic: a passage states the value when it holds one of them and a value."""
    answers: tuple[str, ...] = ()
    """Phrases that answer the question without a value ("in perpetuity"): they must be absent too."""


# Unanswerable questions: asked of an agreement that never states the value (checked with
# ``harness.questions.contractnli.absence``). Documents that speak of the topic without a value come first.
VALUE_TOPICS: tuple[ValueTopic, ...] = (
    ValueTopic(
        "termination notice",
        "how many days' written notice must a party give to terminate the agreement",
        "duration",
        ("terminat", "cancel", "rescind", "end this agreement", "end the agreement"),
    ),
    ValueTopic(
        "confidentiality period",
        "for how many years after disclosure must the receiving party keep the information confidential",
        "duration",
        ("confidential", "secre", "disclos", "obligat", "surviv", "term", "expir", "terminat", "effect"),
        ("perpetu", "indefinite", "forever", "until such time", "until the information", "until it becomes"),
    ),
    ValueTopic(
        "return deadline",
        "within how many days of a request must the receiving party return or destroy the confidential "
        "information",
        "duration",
        ("return", "destr", "delet", "erase", "purge", "deliver"),
    ),
    ValueTopic(
        "oral disclosure confirmation",
        "within how many days must information disclosed orally be confirmed in writing to count as "
        "confidential",
        "duration",
        ("oral", "verbal", "visual", "writing", "written", "confirm", "summar", "reduced to"),
    ),
    ValueTopic(
        "non-solicitation period",
        "for how many months after the discussions end must a party refrain from soliciting the other "
        "party's employees",
        "duration",
        ("solicit", "recruit", "hire", "hiring", "employ", "engage"),
    ),
    ValueTopic(
        "liability cap",
        "what is the maximum amount a party can be held liable for",
        "money",
        ("liab", "liable", "damage", "indemn", "cap", "limit", "exceed"),
        ("limitation of liability", "aggregate liability", "shall not exceed", "liability is limited"),
    ),
    ValueTopic(
        "liquidated damages",
        "what amount of liquidated damages does a party owe for each breach",
        "money",
        ("liquidated", "damage", "penalt", "breach", "compensat"),
        ("liquidated",),
    ),
    ValueTopic(
        "insurance cover",
        "what amount of insurance cover must the receiving party carry",
        "money",
        ("insur", "cover"),
        ("insur",),
    ),
)


# Near-miss designators for the ``adjacent_entity`` adversarial kind.
NEAR_MISS_DESIGNATORS: tuple[str, ...] = ("Holdings", "Partners", "Ventures", "Group", "Labs")

# Agreements swapped in for the ``swapped_agreement`` adversarial kind: the title, and the word
# prefixes that must be absent from the document for the swap to be a false premise.
SWAPPED_AGREEMENTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Software License Agreement", ("software licen", "license agreement", "licence agreement")),
    ("Joint Venture Agreement", ("joint venture",)),
    ("Employment Agreement", ("employment agreement", "employment contract")),
    ("Supply Agreement", ("supply agreement",)),
    ("Loan Agreement", ("loan",)),
    ("Lease Agreement", ("lease",)),
)
