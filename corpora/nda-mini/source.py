"""The nda-mini agreements as reviewable source: fourteen short fictional NDAs with their gold labels.

Every sentence here was written for rubric-harness (text licensed CC BY 4.0); all companies,
people, products and deals are invented. ``build.py`` turns this file into ``nda-mini.json``
in ContractNLI's release format. Each ``span`` is one line of the agreement and one release
span; ``entails`` / ``contradicts`` name the hypothesis keys the span is evidence for. Keys a
document never tags are NotMentioned, and each document lists them in ``not_mentioned`` so a
reviewer sees the whole label row (the build checks the two agree).
"""

# ruff: noqa: E501 -- contract prose is wrapped by hand at sentence breaks, not at the line limit.
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# (short description, hypothesis). The keys and short descriptions are ContractNLI's label set
# (Koreeda & Manning 2021); the hypothesis sentences are this project's own wording of them.
LABELS: dict[str, tuple[str, str]] = {
    "nda-1": (
        "Explicit identification",
        "All Confidential Information must be expressly identified as confidential by the Disclosing Party.",
    ),
    "nda-2": (
        "None-inclusion of non-technical information",
        "Confidential Information is limited to technical information.",
    ),
    "nda-3": (
        "Inclusion of verbally conveyed information",
        "Confidential Information may include information disclosed orally.",
    ),
    "nda-4": (
        "Limited use",
        "The Receiving Party must use Confidential Information only for the purpose stated in the Agreement.",
    ),
    "nda-5": (
        "Sharing with employees",
        "The Receiving Party may share Confidential Information with some of its employees.",
    ),
    "nda-7": (
        "Sharing with third-parties",
        "The Receiving Party may share Confidential Information with some third parties, such as "
        "consultants, agents or professional advisors.",
    ),
    "nda-8": (
        "Notice on compelled disclosure",
        "The Receiving Party must notify the Disclosing Party if law, regulation or judicial process "
        "requires it to disclose Confidential Information.",
    ),
    "nda-10": (
        "Confidentiality of Agreement",
        "The Receiving Party must not disclose that the Agreement exists or that it was negotiated.",
    ),
    "nda-11": (
        "No reverse engineering",
        "The Receiving Party must not reverse engineer objects that embody the Disclosing Party's "
        "Confidential Information.",
    ),
    "nda-12": (
        "Permissible development of similar information",
        "The Receiving Party may independently develop information similar to the Confidential Information.",
    ),
    "nda-13": (
        "Permissible acquirement of similar information",
        "The Receiving Party may acquire information similar to the Confidential Information from a "
        "third party.",
    ),
    "nda-15": (
        "No licensing",
        "The Agreement grants the Receiving Party no license or other right to the Confidential Information.",
    ),
    "nda-16": (
        "Return of confidential information",
        "The Receiving Party must return or destroy Confidential Information when the Agreement terminates.",
    ),
    "nda-17": (
        "Permissible copy",
        "The Receiving Party may make copies of Confidential Information in some circumstances.",
    ),
    "nda-18": (
        "No solicitation",
        "The Receiving Party must not solicit the Disclosing Party's employees or other representatives.",
    ),
    "nda-19": (
        "Survival of obligations",
        "Some obligations under the Agreement survive its termination.",
    ),
    "nda-20": (
        "Permissible post-agreement possession",
        "The Receiving Party may retain some Confidential Information even after returning or "
        "destroying the rest.",
    ),
}


@dataclass(frozen=True)
class Span:
    """One line of an agreement: a heading, a clause or a sentence, with the keys it is evidence for."""

    text: str
    entails: tuple[str, ...] = ()
    contradicts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Agreement:
    """One fictional NDA: who, when, under which law, and its lines in order (the first is the title)."""

    id: int
    slug: str
    parties: tuple[str, str]
    """Full names as written in the preamble: (disclosing or first party, receiving or second party)."""
    date: str
    kind: Literal["mutual", "one-way"]
    governing_law: str
    not_mentioned: tuple[str, ...]
    spans: tuple[Span, ...]


def span(text: str, entails: str = "", contradicts: str = "") -> Span:
    """A line of text; ``entails``/``contradicts`` are space-separated hypothesis keys."""
    return Span(text, tuple(entails.split()), tuple(contradicts.split()))


def keys(text: str) -> tuple[str, ...]:
    return tuple(text.split())


AGREEMENTS: tuple[Agreement, ...] = (
    # ------------------------------------------------------------------ 1: mutual, Norway
    Agreement(
        id=1,
        slug="halvorsen-quillfeather",
        parties=("Halvorsen Marine AS", "Quillfeather Analytics Ltd."),
        date="April 14, 2019",
        kind="mutual",
        governing_law="Norway",
        not_mentioned=keys("nda-10 nda-11 nda-12"),
        spans=(
            span("MUTUAL NON-DISCLOSURE AGREEMENT"),
            span(
                'This Mutual Non-Disclosure Agreement (the "Agreement") is made on April 14, 2019 between '
                "Halvorsen Marine AS, a company registered in Norway with its principal office in Bergen "
                '("Halvorsen"), and Quillfeather Analytics Ltd., a company registered in England with its '
                'principal office in Leeds ("Quillfeather").'
            ),
            span(
                "The parties intend to assess a joint project to apply statistical models to hull-vibration "
                'readings from marine sensors (the "Project"), and each of them (a "Party") will disclose '
                "information to the other for that purpose."
            ),
            span("1. Definitions"),
            span(
                '1.1 "Confidential Information" means all information that Halvorsen or Quillfeather (the '
                '"Disclosing Party") discloses to the other (the "Receiving Party") in connection with the '
                "Project, including technical data, sensor designs, software, business plans, pricing, "
                "customer lists and financial information.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Information is Confidential Information whether Halvorsen or Quillfeather discloses it "
                "in written form, electronically or orally, and whether or not it is marked or expressly "
                "identified as confidential.",
                entails="nda-3",
                contradicts="nda-1",
            ),
            span("2. Obligations of the Receiving Party"),
            span(
                "2.1 The Receiving Party shall keep the Disclosing Party's Confidential Information secret "
                "and shall apply it solely to evaluating and carrying out the Project.",
                entails="nda-4",
            ),
            span(
                "2.2 Halvorsen and Quillfeather may each share the other's Confidential Information with "
                "those of their employees and officers who need to know it for the Project and who are "
                "bound by confidentiality duties no less strict than those in this Agreement.",
                entails="nda-5",
            ),
            span(
                "2.3 Halvorsen and Quillfeather may also share Confidential Information with their "
                "professional advisors, consultants and agents, provided that each of them is bound by a "
                "duty of confidentiality and the Receiving Party remains responsible for any breach by them.",
                entails="nda-7",
            ),
            span(
                "2.4 Neither Party shall photocopy, scan or print the other Party's materials beyond what the "
                "Project reasonably calls for, and every such version shall carry the same notices as the "
                "original.",
                entails="nda-17",
            ),
            span("3. Exceptions"),
            span(
                "3.1 The obligations in Section 2 do not apply to information that the Receiving Party can show:"
            ),
            span("(a) is or becomes publicly available other than through a breach of this Agreement;"),
            span(
                "(b) was lawfully known to the Receiving Party before the Disclosing Party disclosed it; or"
            ),
            span(
                "(c) was obtained by Halvorsen or Quillfeather from a third party that was free of any "
                "confidentiality obligation to the Disclosing Party.",
                entails="nda-13",
            ),
            span(
                "3.2 If Halvorsen or Quillfeather is required by law, regulation or court order to disclose "
                "any Confidential Information, it shall notify the Disclosing Party promptly in writing so "
                "that the Disclosing Party may seek a protective order, and shall disclose only the part that "
                "is legally required.",
                entails="nda-8",
            ),
            span("4. Term"),
            span(
                "4.1 This Agreement begins on the date above and runs for two (2) years, unless either Party "
                "ends it earlier by giving thirty (30) days' written notice to the other."
            ),
            span(
                "4.2 The duties in Sections 2 and 3 shall remain binding on both Parties for three (3) years "
                "after this Agreement expires or is ended.",
                entails="nda-19",
            ),
            span("5. Return of Materials"),
            span(
                "5.1 Within fifteen (15) days after termination of this Agreement, or earlier on the "
                "Disclosing Party's written request, Halvorsen or Quillfeather, as Receiving Party, shall "
                "return or destroy all Confidential Information of the other Party.",
                entails="nda-16",
            ),
            span(
                "5.2 Halvorsen and Quillfeather may each retain one archival copy of the other's "
                "Confidential Information with their legal counsel, solely to demonstrate compliance with "
                "this Agreement, even after returning or destroying the rest.",
                entails="nda-20 nda-17",
            ),
            span("6. Ownership"),
            span(
                "6.1 All Confidential Information remains the property of the Disclosing Party, and nothing "
                "in this Agreement grants Halvorsen or Quillfeather any license or other right, under any "
                "patent or otherwise, to the other Party's Confidential Information.",
                entails="nda-15",
            ),
            span("7. Non-Solicitation"),
            span(
                "7.1 During the Project and for twelve (12) months after it ends, neither Halvorsen nor "
                "Quillfeather shall solicit for employment any employees of the other Party with whom it had "
                "contact in connection with the Project.",
                entails="nda-18",
            ),
            span(
                "7.2 Section 7.1 does not prevent either Party from hiring a person who answers a general job "
                "advertisement that is not aimed at the other Party's staff."
            ),
            span("8. Remedies"),
            span(
                "8.1 Each Party acknowledges that a breach of this Agreement may cause the other Party harm "
                "for which damages alone would not be an adequate remedy, and that the other Party may seek "
                "an injunction in addition to any other remedy."
            ),
            span("9. Governing Law"),
            span(
                "9.1 This Agreement is governed by the laws of Norway, and the Bergen District Court shall "
                "hear any dispute arising out of it."
            ),
            span("10. General"),
            span(
                "10.1 This Agreement is the entire agreement between the Parties about its subject matter "
                "and may be amended only in a writing signed by both Parties."
            ),
            span(
                "10.2 Neither Party may assign this Agreement without the prior written consent of the other."
            ),
            span("For Halvorsen: Ingrid Solvang, Chief Executive Officer"),
            span("For Quillfeather: Tobias Wrenfield, Managing Director"),
        ),
    ),
    # ------------------------------------------------------------------ 2: one-way, Delaware
    Agreement(
        id=2,
        slug="orrin-vale-wrenhaven",
        parties=("Orrin Vale Biologics, Inc.", "Wrenhaven Clinical Research LLC"),
        date="January 8, 2020",
        kind="one-way",
        governing_law="Delaware",
        not_mentioned=keys("nda-1 nda-3 nda-11 nda-18"),
        spans=(
            span("CONFIDENTIALITY AGREEMENT"),
            span(
                'This Confidentiality Agreement (this "Agreement") is entered into as of January 8, 2020 '
                'between Orrin Vale Biologics, Inc., a Delaware corporation ("Orrin Vale"), and Wrenhaven '
                'Clinical Research LLC, a North Carolina limited liability company ("Wrenhaven").'
            ),
            span(
                "Orrin Vale is considering engaging Wrenhaven to design and run an early-stage clinical study "
                'of its enzyme therapy candidate OVB-212 (the "Study") and will give Wrenhaven certain '
                "non-public information for that purpose."
            ),
            span("1. Confidential Information"),
            span(
                '1.1 "Confidential Information" means the information Orrin Vale provides to Wrenhaven '
                "concerning the Study, including technical and scientific data, compound structures and "
                "manufacturing processes, as well as budgets, commercial plans, financial information and "
                "the terms of Orrin Vale's dealings with its investors.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Confidential Information also includes all notes, analyses and summaries that Wrenhaven prepares from it."
            ),
            span("2. Use and Protection"),
            span(
                "2.1 Wrenhaven shall use the Confidential Information only for the purpose of evaluating and "
                "preparing the Study, as stated in this Agreement, and for no other purpose.",
                entails="nda-4",
            ),
            span(
                "2.2 Wrenhaven shall protect the Confidential Information with at least the care it uses for "
                "its own sensitive information, and never with less than reasonable care."
            ),
            span(
                "2.3 Access to the material shall be limited to personnel on the study team who have signed "
                "written undertakings to keep it secret.",
                entails="nda-5",
            ),
            span(
                "2.4 Wrenhaven shall not share any Confidential Information with any third party, including "
                "its consultants, agents, subcontractors or professional advisors.",
                contradicts="nda-7",
            ),
            span(
                "2.5 Wrenhaven may make copies of Confidential Information only as reasonably necessary for "
                "the Study, and each copy shall bear Orrin Vale's confidentiality legend.",
                entails="nda-17",
            ),
            span("3. Exclusions"),
            span("3.1 Confidential Information does not include information that:"),
            span("(a) is or becomes generally available to the public through no fault of Wrenhaven;"),
            span(
                "(b) Wrenhaven can show by written records was in its possession before disclosure by Orrin Vale;"
            ),
            span(
                "(c) Wrenhaven receives from a third party that is free of any confidentiality obligation "
                "to Orrin Vale; or",
                entails="nda-13",
            ),
            span(
                "(d) is created in-house by staff who never had access to the material received under this "
                "Agreement.",
                entails="nda-12",
            ),
            span(
                "3.2 If Wrenhaven is required by law, regulation, subpoena or other judicial process to "
                "disclose any Confidential Information, Wrenhaven shall promptly notify Orrin Vale in writing "
                "and give reasonable assistance so that Orrin Vale can seek a protective order.",
                entails="nda-8",
            ),
            span("4. Confidentiality of this Agreement"),
            span(
                "4.1 Wrenhaven shall not disclose the existence of this Agreement, or the fact that "
                "negotiations with Orrin Vale about the Study have taken place, without Orrin Vale's prior "
                "written consent.",
                entails="nda-10",
            ),
            span("5. Term and Return"),
            span(
                "5.1 This Agreement ends three (3) years after its date, or earlier if either party "
                "terminates it by forty-five (45) days' written notice."
            ),
            span(
                "5.2 Wrenhaven's obligations of confidentiality and limited use survive termination of this "
                "Agreement for five (5) years.",
                entails="nda-19",
            ),
            span(
                "5.3 When this Agreement terminates, or at any earlier time on Orrin Vale's request, "
                "Wrenhaven shall return or destroy all Confidential Information and shall not retain any "
                "copy, extract or summary of it, including copies in electronic backups.",
                entails="nda-16",
                contradicts="nda-20",
            ),
            span("6. Ownership"),
            span(
                "6.1 All material supplied under this Agreement stays with its owner, and nothing in this "
                "Agreement confers on the recipient any ownership, copyright or other interest in it.",
                entails="nda-15",
            ),
            span("7. Remedies"),
            span(
                "7.1 Wrenhaven agrees that Orrin Vale may obtain injunctive relief against any actual or "
                "threatened breach, without posting bond, in addition to damages."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of the State of Delaware, without regard to its "
                "conflict of laws rules, and the state and federal courts located in Wilmington, Delaware "
                "have exclusive jurisdiction."
            ),
            span("9. Miscellaneous"),
            span(
                "9.1 This Agreement may be signed in counterparts, and signatures delivered electronically are binding."
            ),
            span(
                "9.2 This Agreement contains the entire understanding of the parties regarding its subject matter."
            ),
            span(
                "IN WITNESS WHEREOF, each party has caused its authorized officer to sign this Agreement on the date stated above."
            ),
            span("Orrin Vale: By Marguerite Oduya, Vice President, Business Development"),
            span("Wrenhaven: By Declan Ashby-Morrow, Chief Operating Officer"),
        ),
    ),
    # ------------------------------------------------------------------ 3: mutual, England and Wales
    Agreement(
        id=3,
        slug="kestrel-loom-duskmoor",
        parties=("Kestrel Loom Textiles Limited", "Duskmoor Dyeworks LLP"),
        date="September 22, 2018",
        kind="mutual",
        governing_law="England and Wales",
        not_mentioned=keys("nda-10 nda-11 nda-12 nda-13 nda-15 nda-18 nda-20"),
        spans=(
            span("AGREEMENT FOR THE EXCHANGE OF CONFIDENTIAL INFORMATION"),
            span(
                "THIS AGREEMENT is dated September 22, 2018 and is made between (1) Kestrel Loom Textiles "
                'Limited, incorporated in England with company number 04417285 ("Kestrel Loom"), and (2) '
                "Duskmoor Dyeworks LLP, a limited liability partnership based in Halifax, West Yorkshire "
                '("Duskmoor").'
            ),
            span(
                "BACKGROUND: The parties wish to exchange information about a low-water dyeing process for "
                'performance wool fabrics with a view to a possible supply arrangement (the "Opportunity").'
            ),
            span("1. Interpretation"),
            span(
                '1.1 In this Agreement, "Confidential Information" means any information of a technical, '
                "commercial or financial nature relating to the Opportunity which Kestrel Loom or Duskmoor "
                '(the "Discloser") makes available to the other (the "Recipient"), including dye recipes, '
                "process settings, supplier lists and prices.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Information is Confidential Information under this Agreement whether or not Kestrel Loom "
                "or Duskmoor, as Discloser, has marked or expressly identified it as confidential.",
                contradicts="nda-1",
            ),
            span(
                "1.3 Information passed on in meetings, telephone calls and site visits is covered in the "
                "same way as information in documents.",
                entails="nda-3",
            ),
            span("2. Confidentiality Undertakings"),
            span(
                "2.1 Kestrel Loom and Duskmoor shall each hold the other's Confidential Information in "
                "confidence and shall use it only for the purpose of assessing and pursuing the Opportunity.",
                entails="nda-4",
            ),
            span(
                "2.2 Kestrel Loom and Duskmoor may each share the other's Confidential Information with those "
                "of their employees and directors who need to know it for the Opportunity, and each shall "
                "ensure that those individuals keep it confidential.",
                entails="nda-5",
            ),
            span(
                "2.3 The Recipient may also pass Confidential Information to its lawyers, accountants and "
                "insurers where they need it to advise on the Opportunity and are under a duty of confidence.",
                entails="nda-7",
            ),
            span(
                "2.4 Neither Kestrel Loom nor Duskmoor shall make copies of the other's Confidential "
                "Information, in any form or for any reason.",
                contradicts="nda-17",
            ),
            span("3. Exceptions"),
            span(
                "3.1 Clause 2 does not apply to Confidential Information which is or becomes public knowledge "
                "other than through a breach of this Agreement, or which the Recipient already possessed free "
                "of any duty of confidence before the Discloser provided it."
            ),
            span(
                "3.2 If Kestrel Loom or Duskmoor is required by law, regulation or an order of any court to "
                "disclose Confidential Information, it shall give notice to the Discloser as soon as the law "
                "allows so that the Discloser can take protective steps.",
                entails="nda-8",
            ),
            span("4. Duration"),
            span(
                "4.1 This Agreement continues until either party terminates it by giving sixty (60) days' written notice to the other."
            ),
            span(
                "4.2 The obligations in clauses 2 and 5 survive termination of this Agreement for four (4) "
                "years.",
                entails="nda-19",
            ),
            span("5. Return of Information"),
            span(
                "5.1 When this Agreement comes to an end, or sooner if asked, the Recipient shall promptly "
                "hand back or permanently erase everything it holds that contains the Discloser's material.",
                entails="nda-16",
            ),
            span("6. Remedies"),
            span(
                "6.1 Damages alone may not be an adequate remedy for a breach of this Agreement, and the "
                "Discloser shall be entitled to seek injunctive relief and specific performance."
            ),
            span(
                "6.2 The Recipient shall pay the Discloser liquidated damages of forty thousand pounds "
                "(£40,000) for each unauthorised disclosure, which the parties agree is a genuine pre-estimate "
                "of loss and not a penalty."
            ),
            span("7. Law and Jurisdiction"),
            span(
                "7.1 This Agreement and any dispute arising from it are governed by the law of England and "
                "Wales, and the courts of England shall decide any such dispute."
            ),
            span("8. General"),
            span(
                "8.1 Nothing in this Agreement obliges either party to enter into any further agreement or to "
                "proceed with the Opportunity."
            ),
            span("8.2 This Agreement may only be varied in writing signed by both parties."),
            span("Signed for and on behalf of Kestrel Loom by Harriet Pennock, Director"),
            span("Signed for and on behalf of Duskmoor by Samuel Okonjo-Reeve, Designated Member"),
        ),
    ),
    # ------------------------------------------------------------------ 4: one-way, California
    Agreement(
        id=4,
        slug="pellucid-harbor-glimmerstone",
        parties=("Pellucid Harbor Software, Inc.", "Glimmerstone Consulting Group LLC"),
        date="June 30, 2021",
        kind="one-way",
        governing_law="California",
        not_mentioned=keys("nda-10 nda-17 nda-18"),
        spans=(
            span("ONE-WAY NONDISCLOSURE AGREEMENT"),
            span(
                "This One-Way Nondisclosure Agreement is made effective June 30, 2021 by and between Pellucid "
                'Harbor Software, Inc., a California corporation ("Pellucid"), and Glimmerstone Consulting '
                'Group LLC, a Nevada limited liability company ("Glimmerstone").'
            ),
            span(
                "Pellucid will give Glimmerstone access to the source code and architecture of its Tidewatch "
                'scheduling platform so that Glimmerstone can perform a security review (the "Engagement").'
            ),
            span("1. Proprietary Information"),
            span(
                '1.1 "Proprietary Information" means technical documentation, source code, object code and '
                "system architecture, as well as product roadmaps, pricing, marketing plans and customer lists, "
                "of Pellucid that Pellucid discloses to Glimmerstone in written or electronic form.",
                contradicts="nda-2",
            ),
            span(
                "1.2 To be Proprietary Information, material must be expressly identified by Pellucid as "
                "confidential, by a legend or a notice in the file, at the time it is disclosed.",
                entails="nda-1",
            ),
            span(
                "1.3 Information disclosed orally is not Proprietary Information, even if Pellucid describes "
                "it as confidential at the time.",
                contradicts="nda-3",
            ),
            span("2. Obligations"),
            span(
                "2.1 Glimmerstone shall use Proprietary Information only for the purpose of the Engagement "
                "stated above.",
                entails="nda-4",
            ),
            span(
                "2.2 Glimmerstone may share Proprietary Information with its employees who are assigned to "
                "the Engagement and need to know it.",
                entails="nda-5",
            ),
            span(
                "2.3 Glimmerstone may also share Proprietary Information with independent consultants it "
                "engages for the Engagement, but only if Pellucid approves each consultant in writing in "
                "advance and the consultant signs a confidentiality agreement at least as protective as "
                "this one.",
                entails="nda-7",
            ),
            span(
                "2.4 No compiled program supplied under this Agreement may be taken apart or analysed to "
                "recover its source code or design, except as the Engagement expressly permits.",
                entails="nda-11",
            ),
            span(
                "2.5 Glimmerstone shall protect Proprietary Information with the same degree of care it uses "
                "for its own most sensitive information."
            ),
            span("3. Exclusions"),
            span("3.1 Glimmerstone's obligations do not extend to information that:"),
            span(
                "(a) is publicly available when disclosed or later becomes so without Glimmerstone's fault;"
            ),
            span(
                "(b) Glimmerstone independently develops without use of or reference to Proprietary "
                "Information, as shown by its contemporaneous records; or",
                entails="nda-12",
            ),
            span(
                "(c) Glimmerstone rightfully obtains from a third party that owes Pellucid no "
                "confidentiality obligation.",
                entails="nda-13",
            ),
            span(
                "3.2 If a subpoena, warrant or agency demand compels the release of any Proprietary "
                "Information, advance written warning of the demand shall be given to the owner of that "
                "information, together with reasonable help in seeking to narrow or resist it.",
                entails="nda-8",
            ),
            span("4. Term"),
            span(
                "4.1 This Agreement covers disclosures made during the Engagement and expires twelve (12) months after its effective date."
            ),
            span(
                "4.2 Glimmerstone's obligations under Sections 2 and 3 survive termination or expiration of "
                "this Agreement for thirty (30) months, except that obligations concerning source code "
                "survive indefinitely.",
                entails="nda-19",
            ),
            span("5. Return"),
            span(
                "5.1 Upon termination of this Agreement or at Pellucid's request, Glimmerstone shall return "
                "or destroy all Proprietary Information and certify in writing that it has done so.",
                entails="nda-16",
            ),
            span(
                "5.2 Outside counsel to the recipient may hold onto one set of the written material in its "
                "files, solely to record what was received, and that set remains subject to this Agreement.",
                entails="nda-20",
            ),
            span("6. No License"),
            span(
                "6.1 Pellucid retains all right, title and interest in the Proprietary Information, and no "
                "license under any patent, copyright or trade secret is granted to Glimmerstone by this "
                "Agreement.",
                entails="nda-15",
            ),
            span("7. Remedies"),
            span(
                "7.1 Glimmerstone acknowledges that unauthorized disclosure could cause Pellucid irreparable "
                "harm and agrees that Pellucid may seek injunctive relief."
            ),
            span(
                "7.2 In addition, Glimmerstone shall pay Pellucid liquidated damages of fifty thousand "
                "dollars ($50,000) for each breach of Section 2, which the parties agree is a reasonable "
                "estimate of Pellucid's loss."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of the State of California, and any action shall "
                "be brought in the state or federal courts in San Francisco County."
            ),
            span("9. General"),
            span(
                "9.1 This Agreement is the entire agreement of the parties on its subject and supersedes all prior discussions."
            ),
            span("Agreed and accepted as of the effective date:"),
            span("For Pellucid: Rosalind Achterberg, General Counsel"),
            span("For Glimmerstone: Victor Nakashima-Lowe, Managing Partner"),
        ),
    ),
    # ------------------------------------------------------------------ 5: mutual, New South Wales
    Agreement(
        id=5,
        slug="sablewood-yarrowby",
        parties=("Sablewood Orchards Cooperative Limited", "Yarrowby Foods Pty Ltd"),
        date="November 5, 2019",
        kind="mutual",
        governing_law="New South Wales",
        not_mentioned=keys("nda-1 nda-2 nda-8 nda-11 nda-15 nda-16 nda-17 nda-18 nda-20"),
        spans=(
            span("CONFIDENTIALITY AND NON-CIRCUMVENTION AGREEMENT"),
            span(
                "This agreement is made on November 5, 2019 between Sablewood Orchards Cooperative Limited, "
                'registered in New South Wales with its office in Orange ("Sablewood"), and Yarrowby Foods Pty '
                'Ltd, registered in New South Wales with its office in Newcastle ("Yarrowby").'
            ),
            span(
                "The parties are discussing a plan for Yarrowby to produce and sell a cold-pressed apple juice "
                'made from Sablewood fruit (the "Juice Project").'
            ),
            span("1. What is confidential"),
            span(
                '1.1 "Confidential Information" means information about the Juice Project that one party '
                "gives the other, together with anything derived from it."
            ),
            span(
                "1.2 Sablewood and Yarrowby agree that information disclosed orally at tastings, orchard "
                "visits or meetings is Confidential Information in the same way as written information.",
                entails="nda-3",
            ),
            span("2. Promises of each party"),
            span(
                "2.1 Sablewood and Yarrowby shall each use the other's Confidential Information only for the "
                "purpose of the Juice Project stated in this agreement.",
                entails="nda-4",
            ),
            span(
                "2.2 A party may let members of its own staff see the other's material where their work on "
                "the Juice Project calls for it.",
                entails="nda-5",
            ),
            span(
                "2.3 Sablewood and Yarrowby may each share Confidential Information with their professional "
                "advisors, consultants and agents who are bound to keep it confidential.",
                entails="nda-7",
            ),
            span(
                "2.4 Each party shall protect the other's Confidential Information with reasonable care and "
                "shall tell the other promptly if it learns of any misuse."
            ),
            span("3. When the promises do not apply"),
            span(
                "3.1 Neither party is restricted in dealing with material that is public, that it creates on "
                "its own without looking at the other's material, or that it gets lawfully from somebody else "
                "who was at liberty to pass it on.",
                entails="nda-12 nda-13",
            ),
            span("4. Non-circumvention"),
            span(
                "4.1 For two (2) years from the date of this agreement, Yarrowby shall not buy apples directly "
                "from any grower introduced to it by Sablewood, and Sablewood shall not supply juice fruit to "
                "any bottler introduced to it by Yarrowby, without the other's written consent."
            ),
            span("5. Announcements"),
            span(
                "5.1 Either party may freely disclose the existence of this agreement and the fact that "
                "Sablewood and Yarrowby negotiated it, but neither may reveal the other's Confidential "
                "Information in doing so.",
                contradicts="nda-10",
            ),
            span("6. Duration"),
            span("6.1 This agreement expires on the second anniversary of its date."),
            span(
                "6.2 When this agreement expires or is terminated, every obligation of Sablewood and Yarrowby "
                "under it ends, and no obligations survive its termination or expiry.",
                contradicts="nda-19",
            ),
            span(
                "6.3 Either party may stop discussing the Juice Project at any time by written notice, which "
                "does not end this agreement."
            ),
            span("7. Damages and relief"),
            span(
                "7.1 A party that breaches clause 4 shall pay the other liquidated damages of twenty-five "
                "thousand Australian dollars (A$25,000), which the parties agree is a genuine pre-estimate of "
                "loss."
            ),
            span("7.2 Nothing in this agreement limits a party's ability to seek an injunction."),
            span("8. Governing law"),
            span(
                "8.1 This agreement is governed by the laws of New South Wales, and the parties submit to the "
                "non-exclusive jurisdiction of its courts."
            ),
            span("Executed as an agreement."),
            span("Signed by Sablewood by its chair, Eleanor Mackintyre-Dunn"),
            span("Signed by Yarrowby by its director, Rahul Venkataraman-Price"),
        ),
    ),
    # ------------------------------------------------------------------ 6: one-way, Scotland
    Agreement(
        id=6,
        slug="tindrel-oxbury",
        parties=("Tindrel Aerospace GmbH", "Oxbury Thermal Ltd"),
        date="February 17, 2022",
        kind="one-way",
        governing_law="Scotland",
        not_mentioned=keys("nda-10 nda-15 nda-19"),
        spans=(
            span("NON-DISCLOSURE AGREEMENT"),
            span(
                "This Non-Disclosure Agreement is entered into on February 17, 2022 between Tindrel Aerospace "
                'GmbH, a company registered in Hamburg, Germany ("Tindrel" or the "Discloser"), and Oxbury '
                'Thermal Ltd, a company registered in Scotland ("Oxbury" or the "Recipient").'
            ),
            span(
                "Tindrel intends to invite Oxbury to quote for the manufacture of compact heat exchangers for "
                "the TA-9 cabin air system, and will disclose information to Oxbury for that purpose (the "
                '"Tender").'
            ),
            span("1. Confidential Information"),
            span(
                '1.1 "Confidential Information" means all technical, commercial and financial information '
                "disclosed by Tindrel to Oxbury in relation to the Tender, including drawings, material "
                "specifications, test results, target prices and delivery schedules.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Information is protected under this Agreement whether or not Tindrel has marked or "
                "expressly identified it as confidential, and whether it was given in written form or "
                "disclosed orally.",
                entails="nda-3",
                contradicts="nda-1",
            ),
            span("2. Obligations of Oxbury"),
            span(
                "2.1 Oxbury shall use the Confidential Information only for the purpose of preparing its "
                "quotation for the Tender.",
                entails="nda-4",
            ),
            span(
                "2.2 Oxbury may share Confidential Information with those of its employees who are directly "
                "involved in preparing the quotation and need to know it.",
                entails="nda-5",
            ),
            span(
                "2.3 Oxbury shall not share Confidential Information with any third party, including "
                "subcontractors, consultants, agents or professional advisors.",
                contradicts="nda-7",
            ),
            span(
                "2.4 Drawings and specifications may be photocopied or printed in-house only in the number "
                "that preparing the quotation actually calls for, and each print must be numbered and logged.",
                entails="nda-17",
            ),
            span(
                "2.5 Hardware samples supplied for the Tender shall not be cut open, dismantled or analysed "
                "to discover their internal construction or materials.",
                entails="nda-11",
            ),
            span("3. Exceptions"),
            span("3.1 The obligations in Section 2 do not apply to information which:"),
            span(
                "(a) is in the public domain at the time of disclosure or later enters it through no fault of Oxbury;"
            ),
            span(
                "(b) Oxbury independently develops without using the Confidential Information; or",
                entails="nda-12",
            ),
            span(
                "(c) Oxbury obtains from a third party who is free to disclose it.",
                entails="nda-13",
            ),
            span(
                "3.2 If Oxbury is required by law, regulation or court order to disclose any Confidential "
                "Information, Oxbury shall notify Tindrel before making the disclosure, unless the law "
                "forbids such notice.",
                entails="nda-8",
            ),
            span("4. Term"),
            span("4.1 This Agreement remains in force for five (5) years from the date above."),
            span("5. Return of Materials"),
            span(
                "5.1 When this Agreement terminates, or within ten (10) days of a written request from "
                "Tindrel, Oxbury shall return or destroy the Confidential Information.",
                entails="nda-16",
            ),
            span(
                "5.2 Oxbury may retain its submitted quotation and any Confidential Information that it must "
                "keep for legal reasons, even after returning or destroying the rest.",
                entails="nda-20",
            ),
            span("6. Personnel"),
            span(
                "6.1 For eighteen (18) months from the date above, the Recipient will not entice away or offer "
                "a job to any engineer of the Discloser whom it met through the Tender.",
                entails="nda-18",
            ),
            span("7. Remedies"),
            span(
                "7.1 Oxbury acknowledges that Tindrel may apply to the Court of Session for interdict to "
                "prevent any threatened breach, in addition to claiming damages."
            ),
            span(
                "7.2 For each breach of Section 2, Oxbury shall pay Tindrel liquidated damages of sixty "
                "thousand euros (EUR 60,000)."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the law of Scotland, and the Scottish courts shall hear any dispute."
            ),
            span("9. Miscellaneous"),
            span(
                "9.1 This Agreement does not oblige Tindrel to award the Tender to Oxbury or to disclose any particular information."
            ),
            span("9.2 Any amendment must be in writing and signed by both parties."),
            span("Signed for Tindrel by Friederike Holstmann, Head of Procurement, at Hamburg"),
            span("Signed for Oxbury by Callum Drysdale-Fyfe, Commercial Director, at Livingston"),
        ),
    ),
    # ------------------------------------------------------------------ 7: one-way investment, New York
    Agreement(
        id=7,
        slug="corvane-lanternfield",
        parties=("Corvane Medical Devices, Inc.", "Lanternfield Capital Partners LP"),
        date="August 2, 2020",
        kind="one-way",
        governing_law="New York",
        not_mentioned=keys("nda-11 nda-18"),
        spans=(
            span("CONFIDENTIALITY AGREEMENT - PROPOSED INVESTMENT"),
            span(
                "This Confidentiality Agreement is dated August 2, 2020 and is between Corvane Medical "
                'Devices, Inc., a Minnesota corporation ("Corvane"), and Lanternfield Capital Partners LP, a '
                'New York limited partnership ("Lanternfield").'
            ),
            span(
                'Lanternfield is considering a minority equity investment in Corvane (the "Transaction") and '
                "has asked Corvane for information to evaluate it."
            ),
            span("1. Evaluation Material"),
            span(
                '1.1 "Evaluation Material" means all information concerning Corvane that Corvane or its '
                "representatives furnish to Lanternfield, including technical information about Corvane's "
                "infusion pumps as well as business plans, financial statements, forecasts, customer "
                "contracts and personnel data.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Evaluation Material must be expressly identified as confidential by Corvane: written "
                'material must carry a "Confidential" legend, and information disclosed orally must be '
                "identified as confidential when disclosed and summarized in writing within fifteen (15) "
                "days.",
                entails="nda-1 nda-3",
            ),
            span("2. Use and Disclosure"),
            span(
                "2.1 The Evaluation Material shall be applied solely to deciding whether to make the "
                "investment and to negotiating its terms.",
                entails="nda-4",
            ),
            span(
                "2.2 Lanternfield may share Evaluation Material with its partners and employees, and with its "
                "attorneys, accountants, consultants and professional advisors, in each case who need to know "
                "it for the Transaction and are told of its confidential nature.",
                entails="nda-5 nda-7",
            ),
            span(
                "2.3 Lanternfield is responsible for any breach of this Agreement by the persons with whom it "
                "shares Evaluation Material."
            ),
            span(
                "2.4 Lanternfield shall not make copies of any Evaluation Material, whether on paper or "
                "electronically, and shall review it only in the virtual data room that Corvane provides.",
                contradicts="nda-17",
            ),
            span(
                "2.5 Neither party will tell anyone that talks about a possible investment are under way, or "
                "what stage they have reached, unless compelled to.",
                entails="nda-10",
            ),
            span("3. Exceptions"),
            span(
                "3.1 Evaluation Material does not include information that (a) is or becomes publicly "
                "available other than through Lanternfield's breach, (b) Lanternfield independently develops "
                "without use of Evaluation Material, or (c) Lanternfield obtains from a third party not known "
                "by it to be bound by a confidentiality obligation to Corvane.",
                entails="nda-12 nda-13",
            ),
            span(
                "3.2 If Lanternfield is required by law, regulation, subpoena or court order to disclose "
                "Evaluation Material, it shall notify Corvane promptly so that Corvane may seek a protective "
                "order, and shall disclose only what its counsel advises is legally required.",
                entails="nda-8",
            ),
            span("4. No Rights Granted"),
            span(
                "4.1 Corvane retains ownership of all Evaluation Material, and this Agreement grants "
                "Lanternfield no license or other right to it, including under any patent.",
                entails="nda-15",
            ),
            span(
                "4.2 Neither party is obliged to complete the Transaction unless and until a definitive agreement is signed."
            ),
            span("5. Return"),
            span(
                "5.1 When the talks are over, or sooner if the company asks, all Evaluation Material shall be "
                "handed back or erased within ten (10) business days.",
                entails="nda-16",
            ),
            span(
                "5.2 Lanternfield shall not afterwards retain any Evaluation Material, not even an archival "
                "copy for legal purposes or a copy in a backup system.",
                contradicts="nda-20",
            ),
            span("6. Term"),
            span(
                "6.1 This Agreement terminates two (2) years after its date, but Sections 2, 3 and 5 survive "
                "its termination for a further one (1) year.",
                entails="nda-19",
            ),
            span("7. Remedies"),
            span(
                "7.1 Lanternfield agrees that money damages would not be a sufficient remedy for breach and "
                "that Corvane is entitled to specific performance and injunctive relief."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of the State of New York, and each party submits "
                "to the jurisdiction of the courts of New York County."
            ),
            span("9. Miscellaneous"),
            span(
                "9.1 No failure or delay by Corvane in exercising any right under this Agreement operates as a waiver of it."
            ),
            span("Accepted and agreed as of the date first written above."),
            span("Corvane: by Priya Holloway-Stern, Chief Financial Officer"),
            span("Lanternfield: by its general partner, by Martin Osei-Carlsen, Partner"),
        ),
    ),
    # ------------------------------------------------------------------ 8: mutual, Ontario
    Agreement(
        id=8,
        slug="marrowfield-thistlecombe",
        parties=("Marrowfield Energy Partners Inc.", "Thistlecombe Mining Corporation"),
        date="May 19, 2017",
        kind="mutual",
        governing_law="Ontario",
        not_mentioned=keys("nda-1 nda-3 nda-7 nda-10 nda-11 nda-12 nda-17 nda-20"),
        spans=(
            span("MUTUAL CONFIDENTIALITY AGREEMENT"),
            span(
                "This Mutual Confidentiality Agreement is made as of May 19, 2017 between Marrowfield Energy "
                'Partners Inc., an Ontario corporation ("Marrowfield"), and Thistlecombe Mining Corporation, a '
                'British Columbia company ("Thistlecombe").'
            ),
            span(
                "The parties are exploring a power purchase arrangement under which Marrowfield would build "
                'and operate a solar and battery plant supplying a remote mine site (the "Proposal").'
            ),
            span("1. Definitions"),
            span(
                '1.1 "Confidential Information" means all technical, geological, financial and commercial '
                "information that Marrowfield or Thistlecombe discloses to the other in connection with the "
                "Proposal, including energy demand data, ore reserve estimates, site plans and pricing.",
                contradicts="nda-2",
            ),
            span("2. Confidentiality"),
            span(
                "2.1 Marrowfield and Thistlecombe shall each keep the other's Confidential Information "
                "confidential and shall use it only for the purpose of evaluating the Proposal.",
                entails="nda-4",
            ),
            span(
                "2.2 Each party may share the other's Confidential Information with its employees and officers "
                "who need to know it to evaluate the Proposal.",
                entails="nda-5",
            ),
            span(
                "2.3 Each party shall protect the other's Confidential Information using at least reasonable care."
            ),
            span(
                "2.4 Material that a party learns lawfully from another source, owing no duty of secrecy, is "
                "not restricted by this Agreement.",
                entails="nda-13",
            ),
            span(
                "2.5 If Marrowfield or Thistlecombe is required by law, regulation or court order to disclose "
                "any Confidential Information, it shall notify the other party promptly before disclosing it.",
                entails="nda-8",
            ),
            span(
                "2.6 Nothing in this Agreement requires either party to disclose any particular information."
            ),
            span("3. Staff"),
            span(
                "3.1 While the Proposal is under discussion and for one (1) year afterwards, neither party "
                "will try to tempt away, or offer work to, any person on the other's project team.",
                entails="nda-18",
            ),
            span("4. Term"),
            span(
                "4.1 Either party may terminate this Agreement at any time by ninety (90) days' written notice."
            ),
            span(
                "4.2 The duties in Sections 2 and 3 stay in force for two (2) years after this Agreement "
                "comes to an end.",
                entails="nda-19",
            ),
            span("5. Materials"),
            span(
                "5.1 Neither Marrowfield nor Thistlecombe is required to return or destroy the other's "
                "Confidential Information when this Agreement terminates.",
                contradicts="nda-16",
            ),
            span("6. Ownership"),
            span(
                "6.1 All Confidential Information remains the property of the party that disclosed it, and "
                "this Agreement grants no license or other right to it, whether under patent, copyright or "
                "otherwise.",
                entails="nda-15",
            ),
            span("7. Remedies"),
            span(
                "7.1 Each party may seek an injunction to restrain a breach or threatened breach of this Agreement."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of the Province of Ontario and the federal laws of "
                "Canada applicable in it, and the courts of Toronto shall have jurisdiction."
            ),
            span("9. General"),
            span("9.1 This Agreement does not create any partnership or joint venture between the parties."),
            span(
                "9.2 Notices under this Agreement must be in writing and delivered to the addresses the "
                "parties have designated for the Proposal."
            ),
            span("Marrowfield, per: Genevieve Lachance-Borg, President"),
            span("Thistlecombe, per: Alasdair Kinnaird, Vice President, Operations"),
        ),
    ),
    # ------------------------------------------------------------------ 9: one-way technical, Washington
    Agreement(
        id=9,
        slug="bramblecote-halvorsen-maritime",
        parties=("Bramblecote Robotics Inc.", "Halvorsen Maritime Holdings Inc."),
        date="October 11, 2021",
        kind="one-way",
        governing_law="Washington",
        not_mentioned=keys("nda-8 nda-13 nda-18"),
        spans=(
            span("NONDISCLOSURE AGREEMENT (TECHNICAL INFORMATION)"),
            span(
                "This Nondisclosure Agreement is entered into on October 11, 2021 between Bramblecote "
                'Robotics Inc., a Washington corporation ("Bramblecote"), and Halvorsen Maritime Holdings '
                'Inc., an Oregon corporation ("Halvorsen Maritime").'
            ),
            span(
                "Bramblecote will disclose details of its HullCrawler underwater inspection robot so that "
                'Halvorsen Maritime can assess a trial deployment on its ferry fleet (the "Pilot").'
            ),
            span("1. Definition"),
            span(
                '1.1 "Confidential Information" is limited to technical information that Bramblecote '
                "discloses to Halvorsen Maritime for the Pilot, such as product designs, firmware, schematics, "
                "test data and performance specifications.",
                entails="nda-2",
            ),
            span(
                "1.2 Business plans, pricing, financial and other commercial information exchanged between "
                "Bramblecote and Halvorsen Maritime is not Confidential Information under this Agreement.",
                entails="nda-2",
            ),
            span(
                "1.3 Written Confidential Information must be expressly identified as confidential by a "
                "Bramblecote legend, and technical information disclosed orally is Confidential Information "
                "only if Bramblecote identifies it as confidential when disclosing it and confirms it in "
                "writing within thirty (30) days.",
                entails="nda-1 nda-3",
            ),
            span("2. Obligations"),
            span(
                "2.1 Halvorsen Maritime shall use Confidential Information only for the purpose of evaluating "
                "the Pilot.",
                entails="nda-4",
            ),
            span(
                "2.2 Access is limited to crew members, engineers and managers on the recipient's own payroll "
                "who are working on the Pilot.",
                entails="nda-5",
            ),
            span(
                "2.3 Halvorsen Maritime may share Confidential Information with its marine surveyors, "
                "consultants and professional advisors who are bound by written confidentiality duties.",
                entails="nda-7",
            ),
            span(
                "2.4 Halvorsen Maritime shall not make copies of any Confidential Information, in whole or in "
                "part.",
                contradicts="nda-17",
            ),
            span(
                "2.5 Halvorsen Maritime shall not reverse engineer, disassemble or decompile the HullCrawler "
                "robot or any other object that embodies Confidential Information.",
                entails="nda-11",
            ),
            span("3. Exceptions"),
            span(
                "3.1 The restrictions above do not apply to information that is already public, that was "
                "known to the recipient before it was received, or that the recipient's own engineers produce "
                "without access to the material received.",
                entails="nda-12",
            ),
            span("4. Confidentiality of this Agreement"),
            span(
                "4.1 Halvorsen Maritime shall not disclose the existence of this Agreement, or the fact that it "
                "held negotiations with Bramblecote, to anyone outside the Pilot team.",
                entails="nda-10",
            ),
            span("5. Term"),
            span("5.1 This Agreement expires eighteen (18) months after its date."),
            span(
                "5.2 Halvorsen Maritime's obligations under Sections 2 and 4 survive termination of this "
                "Agreement for seven (7) years.",
                entails="nda-19",
            ),
            span("6. Return"),
            span(
                "6.1 When this Agreement terminates, Halvorsen Maritime shall return the HullCrawler robot and "
                "any spare parts, and shall return or destroy all other Confidential Information.",
                entails="nda-16",
            ),
            span(
                "6.2 Halvorsen Maritime may not retain any Confidential Information after returning or "
                "destroying it, not even an archival copy for legal purposes.",
                contradicts="nda-20",
            ),
            span("7. Ownership"),
            span(
                "7.1 Title to the robot, its firmware and all design material stays with the owner, and no "
                "copyright or design permission of any kind passes to the recipient.",
                entails="nda-15",
            ),
            span("8. Remedies"),
            span(
                "8.1 Halvorsen Maritime shall pay Bramblecote liquidated damages of seventy-five thousand "
                "dollars ($75,000) if it breaches Section 2.5, without prejudice to injunctive relief."
            ),
            span("9. Governing Law"),
            span(
                "9.1 This Agreement is governed by the laws of the State of Washington, and venue lies only in "
                "King County Superior Court."
            ),
            span("10. General"),
            span("10.1 This Agreement may be amended only by a writing signed by both parties."),
            span("Bramblecote: By Odessa Quarrington, Chief Technology Officer"),
            span("Halvorsen Maritime: By Nils Brandvold, Fleet Director"),
        ),
    ),
    # ------------------------------------------------------------------ 10: mutual, Texas
    Agreement(
        id=10,
        slug="ashgrove-fennick-ruhl",
        parties=("Ashgrove Ledger Services LLC", "Fennick Ruhl Logistics Inc."),
        date="July 7, 2018",
        kind="mutual",
        governing_law="Texas",
        not_mentioned=keys("nda-10 nda-11 nda-15"),
        spans=(
            span("MUTUAL NONDISCLOSURE AGREEMENT"),
            span(
                "This Mutual Nondisclosure Agreement is entered into as of July 7, 2018 between Ashgrove "
                'Ledger Services LLC, a Texas limited liability company ("Ashgrove"), and Fennick Ruhl '
                'Logistics Inc., a Colorado corporation ("Fennick Ruhl").'
            ),
            span(
                "The parties are discussing a link between Ashgrove's invoicing software and Fennick Ruhl's "
                'freight tracking system (the "Integration").'
            ),
            span("1. Definitions"),
            span(
                '1.1 "Confidential Information" means any technical or business information disclosed by '
                "Ashgrove or Fennick Ruhl to the other in connection with the Integration, including software "
                "interfaces, data formats, customer lists, freight rates and financial results.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Information that Ashgrove or Fennick Ruhl discloses need not be marked or expressly "
                "identified as confidential to be protected; it is enough that a reasonable person would "
                "understand it to be confidential.",
                contradicts="nda-1",
            ),
            span(
                "1.3 What a party tells the other in meetings, demonstrations or phone calls is covered as "
                "fully as what it puts in writing.",
                entails="nda-3",
            ),
            span("2. Obligations"),
            span(
                "2.1 Ashgrove and Fennick Ruhl shall each use the other's Confidential Information only for "
                "the purpose of the Integration, as stated in this Agreement.",
                entails="nda-4",
            ),
            span(
                "2.2 Ashgrove and Fennick Ruhl may each share Confidential Information with their employees, "
                "contractors, consultants and professional advisors who need to know it for the Integration "
                "and are bound by confidentiality obligations.",
                entails="nda-5 nda-7",
            ),
            span(
                "2.3 Each party may scan or print the other's documents where the Integration work calls for "
                "it, provided every print or scan keeps the original's confidentiality legend.",
                entails="nda-17",
            ),
            span(
                "2.4 Each party may comply with any law, regulation, subpoena or court order that requires it "
                "to disclose Confidential Information, and need not give the other party notice before or "
                "after doing so.",
                contradicts="nda-8",
            ),
            span("3. Exclusions"),
            span("3.1 This Agreement does not restrict information that:"),
            span("(a) is or becomes publicly known through no wrongful act of the receiving party;"),
            span(
                "(b) the receiving party independently develops without reference to the other party's "
                "Confidential Information; or",
                entails="nda-12",
            ),
            span(
                "(c) the receiving party obtains from a third party without any confidentiality obligation.",
                entails="nda-13",
            ),
            span("4. Term"),
            span(
                "4.1 This Agreement has a term of three (3) years, and either party may end it earlier on "
                "fifteen (15) days' written notice."
            ),
            span(
                "4.2 Each party's obligations under Section 2 survive termination of this Agreement for six "
                "(6) years.",
                entails="nda-19",
            ),
            span("5. Return and Retention"),
            span(
                "5.1 Once the Agreement has ended, each side shall hand back or wipe the other's materials "
                "within thirty (30) days of being asked.",
                entails="nda-16",
            ),
            span(
                "5.2 Despite Section 5.1, Ashgrove and Fennick Ruhl may each retain Confidential Information "
                "that its record-keeping policy or applicable law obliges it to keep, even after returning or "
                "destroying the rest, and Section 2 continues to apply to what it retains.",
                entails="nda-20 nda-19",
            ),
            span("6. Hiring"),
            span(
                "6.1 Nothing in this Agreement prevents Ashgrove or Fennick Ruhl from choosing to solicit, "
                "recruit or hire any employees or representatives of the other party.",
                contradicts="nda-18",
            ),
            span("7. Remedies"),
            span(
                "7.1 Each party agrees that the other may seek injunctive relief for any breach of Section 2, in addition to damages."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of the State of Texas, and the state and federal "
                "courts in Travis County, Texas shall have exclusive jurisdiction."
            ),
            span("9. General"),
            span(
                "9.1 Neither party is obliged by this Agreement to complete the Integration or to enter into any other agreement."
            ),
            span("9.2 This Agreement may be signed electronically and in counterparts."),
            span("Ashgrove: By Beatriz Quintanilla-Hart, Managing Member"),
            span("Fennick Ruhl: By Gordon Teague, President"),
        ),
    ),
    # ------------------------------------------------------------------ 11: one-way letter, Singapore
    Agreement(
        id=11,
        slug="velmont-caskbridge",
        parties=("Velmont Acoustics Pte Ltd", "Caskbridge Storage Pte Ltd"),
        date="December 1, 2022",
        kind="one-way",
        governing_law="Singapore",
        not_mentioned=keys("nda-1 nda-5 nda-10 nda-16 nda-17 nda-18 nda-20"),
        spans=(
            span("LETTER AGREEMENT ON CONFIDENTIALITY"),
            span(
                "This letter agreement dated December 1, 2022 is between Velmont Acoustics Pte Ltd "
                '("Velmont") and Caskbridge Storage Pte Ltd ("Caskbridge"), both incorporated in Singapore.'
            ),
            span(
                "Velmont will lend Caskbridge forty acoustic leak sensors and related documentation for a "
                'six-month trial in Caskbridge\'s cold-storage warehouses (the "Trial").'
            ),
            span("1. Confidential Information"),
            span(
                '1.1 "Confidential Information" means the technical documentation for Velmont\'s sensors, '
                "Velmont's price list, discount terms and other business and financial information, and the "
                "results of the Trial.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Information that Velmont's engineers disclose orally during installation visits is also "
                "Confidential Information.",
                entails="nda-3",
            ),
            span("2. Caskbridge's obligations"),
            span(
                "2.1 Caskbridge shall not disclose Confidential Information to any third party, including "
                "consultants, agents, contractors or professional advisors.",
                contradicts="nda-7",
            ),
            span(
                "2.2 This letter restricts disclosure only: Caskbridge may use Confidential Information for "
                "any purpose of its own business, including purposes unrelated to the Trial.",
                contradicts="nda-4",
            ),
            span(
                "2.3 Caskbridge may open, test, take apart and reverse engineer the sensors lent for the "
                "Trial.",
                contradicts="nda-11",
            ),
            span("3. Exceptions"),
            span("3.1 Caskbridge's obligations do not cover information that:"),
            span("(a) is public when disclosed or becomes public later;"),
            span(
                "(b) its own technicians work out without looking at the documentation supplied for the "
                "Trial; or",
                entails="nda-12",
            ),
            span(
                "(c) Caskbridge obtains from a third party who is free to disclose it.",
                entails="nda-13",
            ),
            span(
                "3.2 If Caskbridge is required by law, regulation or court order to disclose any Confidential "
                "Information, it shall first notify Velmont in writing.",
                entails="nda-8",
            ),
            span("4. Duration"),
            span(
                "4.1 The Trial is expected to end six months after the sensors are installed, and this letter "
                "expires when the Trial ends."
            ),
            span(
                "4.2 The duty of secrecy in Section 2 lasts for eighteen (18) months after this letter expires.",
                entails="nda-19",
            ),
            span("5. Ownership"),
            span(
                "5.1 The sensors and documentation remain Velmont's property, and this letter grants "
                "Caskbridge no license or other right in Velmont's patents or designs.",
                entails="nda-15",
            ),
            span("6. Law"),
            span(
                "6.1 This letter is governed by the laws of Singapore, and any dispute shall be referred to "
                "arbitration in Singapore."
            ),
            span("7. Liability"),
            span(
                "7.1 If Caskbridge discloses Confidential Information in breach of this letter, it shall pay "
                "Velmont liquidated damages of thirty thousand Singapore dollars (S$30,000) per disclosure."
            ),
            span("Please sign and return a copy of this letter to confirm Caskbridge's agreement."),
            span("Yours faithfully, for Velmont: Wei Ling Tanaka-Ross, Director"),
            span("Agreed and accepted, for Caskbridge: Haziq Rahman Beaumont, General Manager"),
        ),
    ),
    # ------------------------------------------------------------------ 12: one-way technical, Massachusetts
    Agreement(
        id=12,
        slug="orrin-valley-zephyrine",
        parties=("Orrin Valley Agritech LLC", "Zephyrine Labs Inc."),
        date="March 23, 2021",
        kind="one-way",
        governing_law="Massachusetts",
        not_mentioned=keys("nda-11 nda-18"),
        spans=(
            span("NON-DISCLOSURE AGREEMENT FOR TECHNICAL EVALUATION"),
            span(
                "This Agreement is made on March 23, 2021 by and between Orrin Valley Agritech LLC, a "
                'Massachusetts limited liability company ("Orrin Valley"), and Zephyrine Labs Inc., a Rhode '
                'Island corporation ("Zephyrine").'
            ),
            span(
                "Orrin Valley wishes Zephyrine to test the germination performance of an experimental seed "
                'coating under controlled conditions (the "Evaluation").'
            ),
            span("1. Protected Information"),
            span(
                '1.1 "Protected Information" is limited to technical information about the seed coating, '
                "namely its formulation, manufacturing processes and prior test data, that Orrin Valley "
                "discloses to Zephyrine.",
                entails="nda-2",
            ),
            span(
                "1.2 Protected Information must be disclosed in written form and expressly identified as "
                "confidential by Orrin Valley at the time of disclosure.",
                entails="nda-1",
            ),
            span(
                "1.3 Information that Orrin Valley discloses orally to Zephyrine, including in meetings and "
                "telephone calls, is not Protected Information, and Zephyrine has no obligations with respect "
                "to it.",
                contradicts="nda-3",
            ),
            span("2. Obligations"),
            span(
                "2.1 Zephyrine shall use Protected Information only for the purpose of performing the "
                "Evaluation, as stated in this Agreement.",
                entails="nda-4",
            ),
            span(
                "2.2 Zephyrine may share Protected Information with its employees who perform or supervise the "
                "Evaluation and need to know it.",
                entails="nda-5",
            ),
            span(
                "2.3 Outside laboratories and statisticians engaged for the Evaluation may also be given the "
                "formulation data, if they are bound by written secrecy terms at least as strict as these.",
                entails="nda-7",
            ),
            span(
                "2.4 Zephyrine may make copies of Protected Information as needed for the Evaluation, provided "
                "that each copy bears Orrin Valley's confidentiality notice.",
                entails="nda-17",
            ),
            span(
                "2.5 Zephyrine shall not disclose the existence of this Agreement, or the fact that Orrin "
                "Valley and Zephyrine held negotiations, to anyone.",
                entails="nda-10",
            ),
            span("3. Exceptions"),
            span("3.1 Zephyrine's obligations do not apply to information that:"),
            span("(a) is or becomes available to the public without breach of this Agreement;"),
            span(
                "(b) Zephyrine independently develops without use of the Protected Information; or",
                entails="nda-12",
            ),
            span(
                "(c) Zephyrine obtains from a third party lawfully in possession of it and free of any "
                "confidentiality obligation.",
                entails="nda-13",
            ),
            span(
                "3.2 Where a tribunal, agency or subpoena compels the release of any Protected Information, the "
                "owner of that information shall be warned in writing beforehand, so that it may oppose the "
                "demand.",
                entails="nda-8",
            ),
            span("4. Term"),
            span(
                "4.1 The Evaluation is expected to last six (6) months, and this Agreement terminates one (1) "
                "year after its date."
            ),
            span(
                "4.2 Zephyrine's obligations under Section 2 survive termination of this Agreement for twenty "
                "(20) months.",
                entails="nda-19",
            ),
            span("5. Return"),
            span(
                "5.1 Upon termination of this Agreement, Zephyrine shall return or destroy all Protected "
                "Information and any seed samples.",
                entails="nda-16",
            ),
            span(
                "5.2 The recipient's outside counsel may hold on to one record of the test results afterwards, "
                "solely as evidence of the work performed.",
                entails="nda-20",
            ),
            span("6. Ownership"),
            span(
                "6.1 This Agreement grants Zephyrine no license or other right to the Protected Information or "
                "under any patent application of Orrin Valley.",
                entails="nda-15",
            ),
            span("7. Remedies and Law"),
            span(
                "7.1 Orrin Valley may seek injunctive relief against any breach of this Agreement without having to prove actual damages."
            ),
            span(
                "7.2 This Agreement is governed by the laws of the Commonwealth of Massachusetts, and the "
                "parties consent to the jurisdiction of the courts in Suffolk County."
            ),
            span("Orrin Valley, by Constance Ambrose-Njoku, Manager"),
            span("Zephyrine, by Teodor Vasquez-Lindqvist, Laboratory Director"),
        ),
    ),
    # ------------------------------------------------------------------ 13: mutual, Illinois
    Agreement(
        id=13,
        slug="northwick-gossamer",
        parties=("Northwick Cartography Inc.", "Gossamer Drone Works Inc."),
        date="January 29, 2019",
        kind="mutual",
        governing_law="Illinois",
        not_mentioned=keys("nda-4 nda-8 nda-10 nda-12 nda-13 nda-16 nda-17 nda-20"),
        spans=(
            span("NONDISCLOSURE AND NONSOLICITATION AGREEMENT"),
            span(
                "This Agreement is entered into on January 29, 2019 between Northwick Cartography Inc., an "
                'Illinois corporation ("Northwick"), and Gossamer Drone Works Inc., an Indiana corporation '
                '("Gossamer").'
            ),
            span(
                "The parties are discussing a joint offering of aerial survey maps produced from Gossamer's "
                'aircraft and processed with Northwick\'s mapping software (the "Venture").'
            ),
            span("1. Definitions"),
            span(
                '1.1 "Confidential Information" means all technical and business information disclosed by '
                "Northwick or Gossamer to the other about the Venture, including flight logs, sensor "
                "calibration methods, mapping algorithms, client names and pricing.",
                contradicts="nda-2",
            ),
            span(
                "1.2 Information is Confidential Information whether or not it is marked or expressly "
                "identified as confidential, if its confidential nature is reasonably apparent.",
                contradicts="nda-1",
            ),
            span(
                "1.3 It makes no difference whether the information was handed over on paper, sent "
                "electronically or spoken aloud in a meeting or call.",
                entails="nda-3",
            ),
            span("2. Non-Disclosure"),
            span(
                "2.1 Northwick and Gossamer shall each keep the other's Confidential Information in strict "
                "confidence and shall not disclose it to anyone except as this Section allows."
            ),
            span(
                "2.2 Members of either party's own staff may be shown the other's material so far as their "
                "work on the Venture requires.",
                entails="nda-5",
            ),
            span(
                "2.3 Northwick and Gossamer may each share Confidential Information with their consultants, "
                "agents and professional advisors who have agreed in writing to keep it confidential.",
                entails="nda-7",
            ),
            span(
                "2.4 Neither Northwick nor Gossamer shall reverse engineer any aircraft, sensor, software or "
                "other object that embodies the other's Confidential Information.",
                entails="nda-11",
            ),
            span("3. Non-Solicitation"),
            span(
                "3.1 For two (2) years after the date of this Agreement, neither party will approach, or try "
                "to hire away, any pilot, engineer or analyst of the other who worked on the Venture.",
                entails="nda-18",
            ),
            span(
                "3.2 General job advertisements not aimed at the other party's staff are not a breach of Section 3.1."
            ),
            span("4. Exclusions"),
            span(
                "4.1 Section 2 does not apply to information that is or becomes public through no fault of "
                "the receiving party or that the receiving party knew before the disclosure."
            ),
            span("5. Term"),
            span("5.1 This Agreement runs for three (3) years from its date."),
            span(
                "5.2 Section 2 survives termination of this Agreement, and the obligations in it continue for "
                "forty-two (42) months after termination.",
                entails="nda-19",
            ),
            span("6. No License"),
            span(
                "6.1 No license or other right in any patent, copyright or trade secret of either party is "
                "granted by this Agreement.",
                entails="nda-15",
            ),
            span("7. Remedies"),
            span(
                "7.1 A party that breaches Section 3 shall pay the other party liquidated damages of one "
                "hundred thousand dollars ($100,000)."
            ),
            span("7.2 Each party may also seek injunctive relief from a court."),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of the State of Illinois, and the state and "
                "federal courts in Cook County, Illinois shall hear any dispute."
            ),
            span("9. General"),
            span("9.1 This Agreement does not oblige either party to proceed with the Venture."),
            span("Northwick: By Lucinda Farrowdale, President"),
            span("Gossamer: By Emeka Hartigan, Chief Executive Officer"),
        ),
    ),
    # ------------------------------------------------------------------ 14: one-way, Ireland
    Agreement(
        id=14,
        slug="ivory-fen-mereford",
        parties=("Ivory Fen Pharmaceuticals plc", "Mereford Compounding Limited"),
        date="September 9, 2023",
        kind="one-way",
        governing_law="Ireland",
        not_mentioned=keys("nda-1 nda-3 nda-11 nda-12 nda-13 nda-18"),
        spans=(
            span("CONFIDENTIALITY AGREEMENT"),
            span(
                "This Confidentiality Agreement is made on September 9, 2023 between Ivory Fen "
                'Pharmaceuticals plc, whose registered office is in Cork, Ireland ("Ivory Fen"), and Mereford '
                'Compounding Limited, whose registered office is in Galway, Ireland ("Mereford").'
            ),
            span(
                "Ivory Fen proposes to disclose to Mereford information about a sterile eye-drop formulation "
                'so that Mereford can assess whether it could manufacture the product (the "Assessment").'
            ),
            span("1. Definitions"),
            span(
                '1.1 "Confidential Information" means all technical, regulatory, commercial and financial '
                "information relating to the formulation or to Ivory Fen's business, including stability "
                "data, supplier terms and pricing, that Ivory Fen discloses to Mereford for the Assessment.",
                contradicts="nda-2",
            ),
            span("2. Undertakings"),
            span(
                "2.1 The material received may be applied to the Assessment and to nothing else.",
                entails="nda-4",
            ),
            span(
                "2.2 Mereford may share Confidential Information with those of its employees who need to know "
                "it for the Assessment, and shall ensure that they comply with this Agreement.",
                entails="nda-5",
            ),
            span(
                "2.3 Mereford shall not share Confidential Information with any third party, including "
                "consultants, agents and professional advisors, and shall not use subcontractors for the "
                "Assessment.",
                contradicts="nda-7",
            ),
            span(
                "2.4 No part of the Confidential Information may be photocopied, scanned, printed or "
                "photographed.",
                contradicts="nda-17",
            ),
            span(
                "2.5 Mereford shall not disclose the existence of this Agreement, the fact that it was "
                "negotiated, or that Ivory Fen is considering Mereford as a manufacturer.",
                entails="nda-10",
            ),
            span(
                "2.6 If Mereford is required by law, regulation or court order to disclose any Confidential "
                "Information, it shall notify Ivory Fen without delay and disclose no more than is legally "
                "required.",
                entails="nda-8",
            ),
            span("3. Exceptions"),
            span(
                "3.1 Section 2 does not apply to information that was public at the time of disclosure or that "
                "Mereford can show it possessed before Ivory Fen disclosed it."
            ),
            span("4. Duration"),
            span(
                "4.1 This Agreement ends twelve (12) months after its date or on ten (10) days' written notice "
                "from Ivory Fen, if earlier."
            ),
            span(
                "4.2 The duties in Section 2 remain binding for ten (10) years after this Agreement ends.",
                entails="nda-19",
            ),
            span("5. Return of Information"),
            span(
                "5.1 When this Agreement terminates, Mereford shall return or destroy all Confidential "
                "Information in its possession.",
                entails="nda-16",
            ),
            span(
                "5.2 Mereford shall not retain any Confidential Information after returning or destroying it, "
                "and no copy of any kind may be kept, even for archival or legal purposes.",
                contradicts="nda-20",
            ),
            span("6. Intellectual Property"),
            span(
                "6.1 All Confidential Information remains the property of Ivory Fen, and no license or other "
                "right is granted to Mereford by this Agreement.",
                entails="nda-15",
            ),
            span("7. Remedies"),
            span(
                "7.1 Mereford acknowledges that Ivory Fen may seek an injunction in the High Court to restrain any breach of this Agreement."
            ),
            span(
                "7.2 Mereford shall pay Ivory Fen liquidated damages of eighty thousand euro (EUR 80,000) for "
                "each breach of Section 2.4 or 5.2."
            ),
            span("8. Governing Law"),
            span(
                "8.1 This Agreement is governed by the laws of Ireland, and the Irish courts shall decide any dispute."
            ),
            span(
                "Signed for and on behalf of Ivory Fen by Siobhan Delacroix-Furlong, Chief Scientific Officer"
            ),
            span("Signed for and on behalf of Mereford by Padraig Stenhouse, Managing Director"),
        ),
    ),
)
