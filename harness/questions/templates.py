"""The wording of protocol questions: a yes/no clause per ContractNLI hypothesis, near and absent topics.

Every list here is versioned with the builder (``BUILDER_VERSION``): changing a wording
changes the question sets it builds, so bump the version with it.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.core.records import Hypothesis

BUILDER_VERSION = "questions-1"

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


@dataclass(frozen=True)
class Topic:
    """A question topic with the word prefixes whose absence proves no passage covers it."""

    name: str
    clause: str
    terms: tuple[str, ...]
    """Word prefixes (lowercase); a passage covers the topic if any word starts with one."""


# Near topics for the ``similar_topic`` adversarial kind: asked of a document that has the
# source clause (label Entailment) but none of the near topic's terms.
SIMILAR_TOPICS: dict[str, Topic] = {
    "nda-18": Topic(
        "non-compete",
        "is the receiving party barred from competing with the disclosing party's business",
        ("compet", "noncompet", "non-compet"),
    ),
    "nda-19": Topic(
        "automatic renewal",
        "does the agreement renew automatically at the end of its term",
        ("renew", "renewal", "extend automatically"),
    ),
    "nda-10": Topic(
        "press releases",
        "must each party get the other's approval before issuing a press release about the deal",
        ("press", "publicity", "public announcement"),
    ),
    "nda-4": Topic(
        "exclusivity",
        "does the agreement give the disclosing party exclusive dealing rights",
        ("exclusiv",),
    ),
    "nda-17": Topic(
        "cloud storage",
        "may the receiving party store confidential information with a cloud service provider",
        ("cloud",),
    ),
    "nda-3": Topic(
        "social media",
        "may the receiving party discuss confidential information on social media",
        ("social media", "social network"),
    ),
    "nda-5": Topic(
        "background checks",
        "must the receiving party run background checks on employees who see confidential information",
        ("background check", "criminal record"),
    ),
    "nda-12": Topic(
        "joint inventions",
        "does the agreement say who owns joint inventions made during the evaluation",
        ("joint invent", "jointly invent", "co-invent"),
    ),
}

# Topics for the ``unanswerable`` stratum; a topic is used only when none of its terms
# occurs in any passage of the corpus.
ABSENT_TOPICS: tuple[Topic, ...] = (
    Topic(
        "cryptocurrency", "may the receiving party be paid in cryptocurrency", ("cryptocurrenc", "bitcoin")
    ),
    Topic("livestock", "does the agreement cover the sale of livestock", ("livestock", "cattle")),
    Topic(
        "drone flights", "may the receiving party fly drones over the disclosing party's sites", ("drone",)
    ),
    Topic(
        "carbon credits", "does the agreement allocate carbon credits between the parties", ("carbon credit",)
    ),
    Topic(
        "franchise fees", "what franchise fee does the receiving party owe", ("franchise fee", "franchisee")
    ),
    Topic("wedding", "may confidential information be shared with wedding guests", ("wedding",)),
    Topic("vaccination", "must the receiving party's staff be vaccinated", ("vaccin",)),
    Topic("horse racing", "does the agreement govern horse racing results", ("horse", "racing")),
    Topic("space launch", "does the agreement cover rocket launch schedules", ("rocket", "launch schedule")),
    Topic("casino", "may the receiving party use confidential information at a casino", ("casino", "gambl")),
    Topic("tattoo", "does the agreement restrict tattoo designs", ("tattoo",)),
    Topic("parking", "does the agreement assign parking spaces to the receiving party", ("parking",)),
    Topic("pet policy", "may the receiving party bring pets to the disclosing party's offices", ("pets",)),
    Topic("volcano", "does the agreement excuse delays caused by volcanic eruptions", ("volcan",)),
    Topic("lottery", "must lottery winnings be shared between the parties", ("lotter",)),
    Topic("karaoke", "does the agreement license karaoke recordings", ("karaoke",)),
    Topic("submarine", "does the agreement cover submarine cable routes", ("submarine",)),
    Topic("chess", "does the agreement include a chess tournament prize", ("chess",)),
)

# Invented names for the ``absent_parties`` unanswerable kind (checked absent before use).
FICTIONAL_PARTIES: tuple[str, ...] = (
    "Quillfeather Biologics Ltd",
    "Halvorsen Maritime AS",
    "Brindlewood Analytics Inc.",
    "Okonkwo-Strand Robotics LLC",
    "Vexmoor Foods plc",
    "Taliesin Orbital Corp.",
    "Marrowgate Textiles GmbH",
    "Zephyrine Capital LP",
    "Cobblestar Logistics Inc.",
    "Ysolde Pharmaceuticals SA",
    "Thornquist Mining Pty Ltd",
    "Lumenhaven Software Inc.",
)

# Invented agencies and programs for the GovReport ``unanswerable`` stratum.
FICTIONAL_PROGRAMS: tuple[str, ...] = (
    "Interstellar Freight Safety Program",
    "Office of Lunar Agriculture",
    "Coastal Dirigible Inspection Service",
    "Bureau of Weather Modification Grants",
    "Federal Telepathy Research Initiative",
    "National Glacier Leasing Office",
    "Quantum Postal Modernization Fund",
    "Office of Volcanic Energy Loans",
    "Subterranean Highway Trust",
    "Arctic Vineyard Subsidy Program",
    "Deep Sea Colonization Grants Office",
    "Hovercraft Licensing Administration",
)

# Near-miss designators for the ``adjacent_entity`` adversarial kind.
NEAR_MISS_DESIGNATORS: tuple[str, ...] = ("Holdings", "Partners", "Ventures", "Group", "Labs")
