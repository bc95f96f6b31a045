"""The wording of protocol questions: a yes/no clause per ContractNLI hypothesis, value topics, swaps.

Every list here is versioned with the builder (``BUILDER_VERSION``): changing a wording
changes the question sets it builds, so bump the version with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from harness.core.records import Hypothesis

BUILDER_VERSION = "questions-4"


@dataclass(frozen=True)
class Wording:
    """One way to ask a hypothesis: the clause after "Under <agreement>, ...", and its polarity."""

    clause: str
    agrees: bool
    """True: "yes" states the hypothesis as released (Entailment); False: the converse ("yes" is its
    opposite)."""


def _w(clause: str, agrees: bool = True) -> Wording:
    return Wording(clause, agrees)


# Hypothesis key -> at least three wordings, both polarities, so neither the wording nor the gold
# "yes"/"no" gives the answer away. The first wording agrees with the hypothesis.
HYPOTHESIS_WORDINGS: dict[str, tuple[Wording, ...]] = {
    "nda-1": (
        _w(
            "is information protected only if the disclosing party expressly identifies, marks or "
            "designates it as confidential"
        ),
        _w(
            "must the disclosing party expressly mark or identify information as confidential for it to be "
            "protected"
        ),
        _w(
            "is information protected even if the disclosing party does not expressly identify, mark or "
            "designate it as confidential",
            False,
        ),
        _w(
            "can information be confidential information even if the disclosing party never marked or "
            "identified it as confidential",
            False,
        ),
    ),
    "nda-2": (
        _w(
            "is confidential information limited to technical information, leaving out business plans, "
            "financial and marketing information, trade secrets, processes, product designs and customer "
            "lists"
        ),
        _w("does confidential information cover technical information only"),
        _w(
            "may confidential information include non-technical information, such as business plans, "
            "financial and marketing information or customer lists",
            False,
        ),
        _w(
            "does confidential information extend beyond technical information to business, financial "
            "or marketing information",
            False,
        ),
    ),
    "nda-3": (
        _w(
            "may confidential information include information disclosed orally, not only in written or "
            "tangible form"
        ),
        _w("can information conveyed verbally count as confidential information"),
        _w(
            "is confidential information limited to information disclosed in written or tangible form, "
            "leaving out oral disclosures",
            False,
        ),
        _w(
            "is information disclosed orally left out of the confidential information",
            False,
        ),
    ),
    "nda-4": (
        _w(
            "may the receiving party use confidential information only for the purpose stated in the "
            "agreement and for no other purpose"
        ),
        _w(
            "is the receiving party's use of confidential information restricted to the purpose of the "
            "agreement"
        ),
        _w(
            "may the receiving party use confidential information for purposes other than the one stated in "
            "the agreement",
            False,
        ),
        _w(
            "is the receiving party free to use confidential information for its own purposes beyond "
            "the purpose of the agreement",
            False,
        ),
    ),
    "nda-5": (
        _w(
            "may the receiving party disclose confidential information to its employees who need to know it "
            "for the purpose"
        ),
        _w("may the receiving party share confidential information with employees who need to know it"),
        _w(
            "is the receiving party forbidden to share confidential information even with its own employees "
            "who need to know it",
            False,
        ),
        _w(
            "must the receiving party keep confidential information from its own employees, even those "
            "who need to know it",
            False,
        ),
    ),
    "nda-7": (
        _w(
            "may the receiving party disclose confidential information to other persons or entities, "
            "such as consultants, agents, professional advisors or other representatives"
        ),
        _w(
            "may the receiving party share confidential information with third parties such as consultants, "
            "agents or professional advisors"
        ),
        _w(
            "is the receiving party forbidden to disclose confidential information to any third party, "
            "including consultants, agents and professional advisors",
            False,
        ),
        _w(
            "may the receiving party disclose confidential information only to its own employees, and "
            "to no consultants, agents or advisors",
            False,
        ),
    ),
    "nda-8": (
        _w(
            "must the receiving party give notice to the disclosing party if a law, court order or "
            "governmental authority requires it to disclose confidential information"
        ),
        _w(
            "must the receiving party notify the disclosing party before disclosing confidential information "
            "that a law or court order compels it to disclose"
        ),
        _w(
            "may the receiving party disclose confidential information that a law or court order compels it "
            "to disclose without notifying the disclosing party",
            False,
        ),
        _w(
            "is the receiving party free to comply with a court order or legal requirement to disclose "
            "confidential information without first telling the disclosing party",
            False,
        ),
    ),
    "nda-10": (
        _w(
            "must the receiving party keep confidential the existence of the agreement and the fact that "
            "discussions or negotiations took place"
        ),
        _w("must the receiving party keep the agreement itself and the parties' discussions confidential"),
        _w(
            "may the receiving party disclose the existence of the agreement and the fact that discussions "
            "took place",
            False,
        ),
        _w(
            "is the receiving party free to tell others that the agreement exists and that the parties "
            "are in discussions",
            False,
        ),
    ),
    "nda-11": (
        _w(
            "is the receiving party forbidden to reverse engineer, decompile or disassemble objects or "
            "software that embody confidential information"
        ),
        _w(
            "must the receiving party refrain from reverse engineering, decompiling or disassembling objects "
            "or software that embody confidential information"
        ),
        _w(
            "may the receiving party reverse engineer, decompile or disassemble objects or software that "
            "embody confidential information",
            False,
        ),
        _w(
            "is the receiving party free to reverse engineer or decompile products or software that "
            "contain confidential information",
            False,
        ),
    ),
    "nda-12": (
        _w(
            "may the receiving party use information it develops independently, even if it is similar to "
            "the confidential information"
        ),
        _w(
            "may the receiving party independently develop information similar to the confidential "
            "information"
        ),
        _w(
            "is the receiving party forbidden to use information it develops independently if it is similar "
            "to the confidential information",
            False,
        ),
        _w(
            "does information the receiving party develops independently count as confidential "
            "information if it is similar to what was disclosed",
            False,
        ),
    ),
    "nda-13": (
        _w(
            "may the receiving party obtain information similar to the confidential information from a "
            "third party free of any confidentiality obligation"
        ),
        _w(
            "may the receiving party acquire similar information from a third party that owes no duty of "
            "confidentiality"
        ),
        _w(
            "is the receiving party forbidden to acquire information similar to the confidential information "
            "from a third party, even one free of any confidentiality obligation",
            False,
        ),
        _w(
            "must the receiving party treat as confidential similar information it lawfully receives "
            "from a third party without any confidentiality obligation",
            False,
        ),
    ),
    "nda-15": (
        _w(
            "does the agreement grant the receiving party no license or other right, including "
            "intellectual property or patent rights, to the confidential information"
        ),
        _w(
            "does the agreement withhold from the receiving party any license or right to the confidential "
            "information"
        ),
        _w(
            "does the agreement grant the receiving party a license or other right, such as intellectual "
            "property or patent rights, to the confidential information",
            False,
        ),
        _w(
            "does the receiving party obtain any license or intellectual property right in the "
            "confidential information under the agreement",
            False,
        ),
    ),
    "nda-16": (
        _w(
            "must the receiving party return or destroy the confidential information and all copies when "
            "the agreement ends or on request"
        ),
        _w(
            "must the receiving party return or destroy all confidential information and copies on request "
            "or at the end of the agreement"
        ),
        _w(
            "may the receiving party keep the confidential information and its copies after the agreement "
            "ends or after a request to return it",
            False,
        ),
        _w(
            "is the receiving party free to keep the confidential information when asked to return it "
            "or when the agreement ends",
            False,
        ),
    ),
    "nda-17": (
        _w(
            "may the receiving party make copies, duplicates or reproductions of confidential information "
            "in some circumstances"
        ),
        _w("may the receiving party copy confidential information in some circumstances"),
        _w(
            "is the receiving party forbidden to make any copy, duplicate or reproduction of confidential "
            "information",
            False,
        ),
        _w(
            "is every copy, duplicate or reproduction of confidential information prohibited",
            False,
        ),
    ),
    "nda-18": (
        _w(
            "is the receiving party forbidden to solicit, recruit or employ the disclosing party's "
            "employees or representatives"
        ),
        _w("must the receiving party refrain from soliciting or hiring the disclosing party's employees"),
        _w("may the receiving party solicit, recruit or hire the disclosing party's employees", False),
        _w(
            "is the receiving party free to hire the disclosing party's employees",
            False,
        ),
    ),
    "nda-19": (
        _w(
            "do some obligations of the agreement, such as confidentiality, survive and continue after "
            "its termination or expiration"
        ),
        _w(
            "do the receiving party's obligations, such as confidentiality, continue after the agreement ends"
        ),
        _w(
            "do all obligations of the agreement, including confidentiality, end when the agreement "
            "terminates or expires",
            False,
        ),
        _w(
            "do the confidentiality obligations cease as soon as the agreement terminates or expires",
            False,
        ),
    ),
    "nda-20": (
        _w(
            "may the receiving party retain a copy of some confidential information, for example for legal "
            "or archival purposes, after returning or destroying the other copies, reproductions and "
            "summaries"
        ),
        _w(
            "may the receiving party keep a copy of some confidential information after returning or "
            "destroying the rest"
        ),
        _w(
            "must the receiving party return or destroy every copy of the confidential information, keeping "
            "none for legal or archival purposes",
            False,
        ),
        _w(
            "must the receiving party give back or destroy all confidential information without keeping "
            "any copy, even for archival purposes",
            False,
        ),
    ),
}

# The first (agreeing) wording of each hypothesis: what evidence hygiene reads a clause's words from.
HYPOTHESIS_CLAUSES: dict[str, str] = {k: w[0].clause for k, w in HYPOTHESIS_WORDINGS.items()}


def hypothesis_wordings(hypothesis: Hypothesis) -> tuple[Wording, ...]:
    """The wordings of ``hypothesis``; keys outside the release get generic ones of both polarities."""
    known = HYPOTHESIS_WORDINGS.get(hypothesis.key)
    if known is not None:
        return known
    statement = hypothesis.text.strip().rstrip(".")
    statement = statement[:1].lower() + statement[1:]
    return (
        _w("does the agreement provide that " + statement),
        _w("is it a term of the agreement that " + statement),
        _w("does the agreement provide the opposite of the statement that " + statement, False),
    )


def hypothesis_clause(hypothesis: Hypothesis) -> str:
    """The first (agreeing) wording of ``hypothesis``."""
    return hypothesis_wordings(hypothesis)[0].clause


ValueKind = Literal["duration", "money"]


@dataclass(frozen=True)
class ValueTopic:
    """A specific term a lawyer asks an agreement for, answered by a value (a period or an amount)."""

    name: str
    clauses: tuple[str, ...]
    """At least three wordings of the question after "Under <agreement>, ..."; each asks for the value,
    so silence cannot answer it. The same wordings serve agreements that state it and those that do not."""
    value: ValueKind
    terms: tuple[str, ...]
    """Word prefixes of the topic: a passage states the value when it holds one of them and a value."""
    answers: tuple[str, ...] = ()
    """Phrases that answer the question without a value ("in perpetuity", "for so long as"): on the
    topic's passages they must be absent too."""
    sense: str = ""
    """A pattern over a normalized sentence that speaks of the topic in its own sense (liability with a
    cap, solicitation of employees), not a near one ("limited liability company", "solicitation of
    proxies"). Empty: any term."""
    units: tuple[str, ...] = ()
    """Duration units (as the value reader normalizes them) in which an agreement states this value;
    a topic with units is also asked of agreements that state it (answerable value questions)."""
    frame: str = ""
    """How a sentence frames the topic's value, over normalized text with the value as ``vvv``
    ("for a period of vvv", "within vvv"): a look-back ("the six month period preceding") is no term."""

    @property
    def clause(self) -> str:
        return self.clauses[0]


_OPEN_ENDED = (
    "perpetu",
    "indefinite",
    "forever",
    "at all times",
    "so long as",
    "as long as",
    "until such time",
    "until the information",
    "until it becomes",
    "until returned",
    "until the return",
    "until released",
    "unless released",
    "unless otherwise released",
    "unless and until",
)
"""Phrases that answer "for how long" without a number: no period is left to ask for."""

_PERIOD_FRAME = (
    r"(?:for|during|period of|term of|up to|until|extend\w*|expire\w*|lasting)(?: \w+){0,3} vvv|"
    r"vvv (?:after|following|from|thereafter|beyond|of the)"
)
"""How an agreement states how long something lasts: "for a period of vvv", "vvv after termination"."""
_DEADLINE_FRAME = r"(?:within|no later than|not later than)(?: \w+){0,2} vvv"
"""How an agreement states a deadline: "within vvv of the request"."""

# Value questions. Unanswerable ones are asked of an agreement that never states the value (checked
# with ``harness.questions.contractnli.absence``; agreements that speak of the topic without a value
# come first); answerable ones of an agreement that states it in one passage
# (``harness.questions.contractnli.stated``).
VALUE_TOPICS: tuple[ValueTopic, ...] = (
    ValueTopic(
        "termination notice",
        (
            "how many days' written notice must a party give to terminate the agreement",
            "what period of written notice must a party give to terminate the agreement",
            "with how much prior written notice may a party terminate the agreement",
        ),
        "duration",
        ("terminat", "cancel", "rescind", "end this agreement", "end the agreement"),
        sense=r" (?:terminat|cancel)\w*(?: \w+){0,12} notice | notice(?: \w+){0,12} (?:terminat|cancel)",
        units=("day", "business_day", "month"),
        frame=r"(?:upon|on|with|giving|give|given|at least|minimum of|providing|provide)(?: \w+){0,3} vvv|"
        r"vvv(?: \w{1,2})? (?:prior|advance|written|notice)",
    ),
    ValueTopic(
        "confidentiality period",
        (
            "for how many years after disclosure must the receiving party keep the information confidential",
            "for how long must the receiving party keep the confidential information confidential",
            "for what period do the receiving party's confidentiality obligations last",
        ),
        "duration",
        ("confidential", "secre", "disclos", "obligat", "surviv", "term", "expir", "terminat", "effect"),
        _OPEN_ENDED,
        sense=r" (?:confidentiality|secrecy|non disclosure|nondisclosure|non circumvention) "
        r"(?:obligation|undertaking|period|term|rules)| "
        r"obligations?(?: \w+){0,12} (?:confidential|secre|non disclosure|nondisclosure)| "
        r"(?:keep|kept|held|hold|maintain)(?: \w+){0,6} (?:confidential|in confidence|secret)",
        units=("month",),
        frame=_PERIOD_FRAME,
    ),
    ValueTopic(
        "return deadline",
        (
            "within how many days of a request must the receiving party return or destroy the confidential "
            "information",
            "how many days does the receiving party have to return or destroy the confidential information "
            "after a request",
            "by what deadline after a written request must the receiving party return or destroy the "
            "confidential information",
        ),
        "duration",
        ("return", "destr", "delet", "erase", "purge", "deliver"),
        ("immediately", "forthwith", "promptly", "without delay"),
        sense=r" (?:return|destr|delet|eras)\w*(?: \w+){0,15} (?:within|no later than|not later than) | "
        r"(?:within|no later than|not later than)(?: \w+){0,6} (?:return|destr|delet|eras)",
        units=("day", "business_day"),
        frame=_DEADLINE_FRAME,
    ),
    ValueTopic(
        "survival period",
        (
            "for how many years do the receiving party's obligations survive the termination or expiration "
            "of the agreement",
            "for how long after the agreement ends do the receiving party's obligations continue",
            "for what period after termination do the receiving party's obligations survive",
        ),
        "duration",
        ("surviv", "continu", "remain in", "terminat", "expir"),
        _OPEN_ENDED,
        sense=r" surviv",
        units=("month",),
        frame=_PERIOD_FRAME,
    ),
    ValueTopic(
        "oral disclosure confirmation",
        (
            "within how many days must information disclosed orally be confirmed in writing to count as "
            "confidential",
            "how many days does the disclosing party have to confirm an oral disclosure in writing for it to "
            "count as confidential",
            "by what deadline must an oral disclosure be summarized in writing to count as confidential",
        ),
        "duration",
        ("oral", "verbal", "visual", "writing", "written", "confirm", "summar", "reduced to"),
        sense=r" (?:oral|orally|verbal|verbally|visual|visually)\b(?: \w+){0,30} "
        r"(?:writing|written|summar\w*|"
        r"confirm\w*)",
        units=("day", "business_day"),
        frame=_DEADLINE_FRAME,
    ),
    ValueTopic(
        "non-solicitation period",
        (
            "for how many months after the discussions end must a party refrain from soliciting the other "
            "party's employees",
            "for how long must a party refrain from soliciting or hiring the other party's employees",
            "for what period does the ban on soliciting the other party's employees last",
        ),
        "duration",
        ("solicit", "recruit", "hire", "hiring", "employ", "engage"),
        sense=r" (?:solicit|recruit|hire|hiring)\w*(?: \w+){0,15} (?:employ|personnel|staff|officer)| "
        r"(?:employ|personnel|staff|officer)\w*(?: \w+){0,15} (?:solicit|recruit|hire|hiring)",
        units=("month",),
        frame=_PERIOD_FRAME,
    ),
    ValueTopic(
        "liability cap",
        (
            "what is the maximum amount a party can be held liable for",
            "up to what amount is a party's liability under the agreement capped",
            "what is the limit, in money, of a party's liability under the agreement",
        ),
        "money",
        ("liab", "liable", "damage", "indemn", "cap", "limit", "exceed"),
        ("limitation of liability", "aggregate liability", "shall not exceed", "liability is limited"),
        sense=r" liab\w*(?! (?:company|companies|partnership|corporation))(?: \w+){0,10} "
        r"(?:cap|capped|limit\w*|"
        r"exceed\w*|damages)| (?:cap|limit|limitation) (?:of|on) (?:\w+ ){0,3}liab",
    ),
    ValueTopic(
        "liquidated damages",
        (
            "what amount of liquidated damages does a party owe for each breach",
            "how much must a party pay in liquidated damages for a breach",
            "what sum is fixed as liquidated damages for a breach of the agreement",
        ),
        "money",
        ("liquidated", "damage", "penalt", "breach", "compensat"),
        ("liquidated",),
        sense=r" liquidated damages| penalt",
    ),
    ValueTopic(
        "insurance cover",
        (
            "what amount of insurance cover must the receiving party carry",
            "how much insurance must the receiving party maintain",
            "what minimum insurance coverage must the receiving party hold",
        ),
        "money",
        ("insur", "cover"),
        ("insur",),
        sense=r" insur",
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
