"""The reader's cue table: each cue a row with its pattern, its meaning, the examples it must match
and the near-misses it must not. ``tests/read/test_cues.py`` runs every row, so a new phrasing is
a row (or an example on one) with its test attached, not a new branch in the code.

Patterns are compiled on first use (``cue(id)``). The lexicon's word classes
(``harness.read.lexicon``) are spliced into the rows that need them, never written again here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    ANOTHER_AGREEMENT,
    CONTENT_EVIDENCE_NOUN,
    DOCUMENT_ID,
    EVIDENCE_NOUN,
    GLOSS,
    LANGUAGES,
    LEXICON,
    NEGATED_AUXILIARY,
    PASSAGE_ID,
    SECTION_NOUN,
    SELF_ASSESSMENT,
    SHOWN_NOUN,
    WHOLE_AGREEMENT_NOUN,
    all_entries,
    number_alternation,
    phrase_alternation,
    spaced,
)

_ID = PASSAGE_ID
_DOC = DOCUMENT_ID + r"(?<=[0-9])"
"""A document id (lexicon ``DOCUMENT_ID``) that ends in its number (``cnli-563``, ``mini-01``)."""
_EVIDENCE = phrase_alternation(LEXICON["en"]["evidence"])
_RETRIEVAL_WORD = r"(?:retrieved|returned|provided|given|supplied|shown|these|those|my|five|\d)"
"""What may stand between "none of the" and the evidence noun when the reason speaks of all of them."""
_CROSS_REFERENCE = phrase_alternation(all_entries("cross_reference"))
_STATUS_LABEL = phrase_alternation(all_entries("status_label"))
_STATUS_OPEN = phrase_alternation(all_entries("status_open"))
_TEXT_NOTE = phrase_alternation(all_entries("text_note"))
_NOTICE_LABEL = phrase_alternation(all_entries("notice_label"))
_REPLY_SELF = phrase_alternation(all_entries("reply_self") + all_entries("mail_notice"))
_ABOUT_REPLY = phrase_alternation(all_entries("about_reply"))
_NEGATIVE = phrase_alternation(
    spaced("en", "negators") + tuple(w for language in LANGUAGES for w in spaced(language, "negative"))
)
"""A negative word in any lexicon language ("not", "keine", "pas"): before a disclaimer of advice."""
_THINK_TAG = (
    "(?:"
    + phrase_alternation((*(w for w in LEXICON["en"]["reasoning_label"] if " " not in w), "analysis"))
    + ")"
)
"""A thinking block's tag name ("think", "reasoning", "analysis"): lexicon ``reasoning_label``."""
_PRODUCT = r"[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}"
"""A product's name: up to three capitalised words ("ContractBot", "Lexi Assist")."""
_PASSAGE_KIND = phrase_alternation(tuple(w for line in LEXICON["en"]["passage_kind"] for w in line.split()))
"""What a passage can be as a part of its agreement ("preamble", "signature"): lexicon ``passage_kind``."""
_PARTY_WORDS = tuple(dict.fromkeys(w for lang in LANGUAGES for w in LEXICON[lang]["parties"]))
_PARTIES = phrase_alternation(_PARTY_WORDS)
_PRONOUNS = (
    "they",
    "these",
    "those",
    "sie",
    "ils",
    "elles",
    "ellos",
    "ellas",
    "essi",
    "esse",
    "eles",
    "elas",
)
_WHAT_CAME = (
    r"what\s+(?:was|were)\s+(?:retrieved|returned|provided|shown|given)(?:\s+(?:from|for|of)\s+[^,.;:]{1,60}?)?"
    r"|what\s+came\s+back(?:\s+(?:from|for)\s+[^,.;:]{1,60}?)?"
)
"""What the retrieval gave, as a subject ("What was retrieved from the Smart Chip NDA is ...")."""
_KINDS = (
    r"(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){0,3}?(?:" + _PASSAGE_KIND + r"|titles?|(?:name|party|parties"
    r"|address|date|title|heading|signature)\s+lines?|headings?|cover\s+pages?)s?(?:\s+(?:blocks?|pages?))?"
)
"""Parts of an agreement that hold no clause ("the title", "verizon name lines", "the signature block")."""


def spaced_all(word_class: str) -> tuple[str, ...]:
    """A class's words in every lexicon language, once each."""
    return tuple(dict.fromkeys(w for lang in LANGUAGES for w in spaced(lang, word_class)))


_LABEL_QUALIFIER = phrase_alternation(
    tuple(dict.fromkeys(w for c in ("label_final", "label_initial", "label_neutral") for w in spaced_all(c)))
)
"""A word before or after a label line's noun ("Final verdict:", "Réponse finale :"): lexicon classes."""


_ONLY = phrase_alternation(spaced_all("only"))
_FORMAL = phrase_alternation(
    tuple(dict.fromkeys((*(w for lang in LANGUAGES for w in spaced(lang, "passage_kind")), *_PARTY_WORDS)))
)
_SHOWN_BY = phrase_alternation(
    tuple(
        dict.fromkeys(
            (*(w for lang in LANGUAGES for w in LEXICON[lang].get("evidence", ())), *spaced_all("they"))
        )
    )
)
"""Words for the evidence in any lexicon language, or a pronoun standing for it ("they", "sie", "ellos")."""
_MARKER_NOUN = phrase_alternation(spaced_all("marker_noun"))
_EN_MARKER_NOUN = phrase_alternation(spaced("en", "marker_noun"))
"""A noun naming a passage shown by its number, in any lexicon language (lexicon ``marker_noun``)."""
_NO_MENTION = phrase_alternation((GLOSS["reason"],))
"""A reason glossed from another language ("the passages do not mention"; ``harness.read.language``)."""
_CONJUNCTION = phrase_alternation(
    tuple({w for language in LANGUAGES for w in spaced(language, "conjunction")} | {"and", "or"})
)
"""A conjunction between two numbers in any lexicon language ("3 and 4", "1 und 2", "2 e 3")."""

_CONSENT = phrase_alternation(
    tuple(w.replace("_", " ") for line in LEXICON["en"]["consent_words"] for w in line.split())
)
_ASSESSMENT = (
    "(?:"
    + "|".join(w.replace("_", "[-_ ]?") for w in sorted(SELF_ASSESSMENT, key=lambda w: (-len(w), w)))
    + ")"
)
"""A word of a reply's assessment of itself (lexicon ``SELF_ASSESSMENT``)."""
_UNIT_AFTER = (
    r"(?![ \t]*-?[ \t]*"
    + phrase_alternation(
        (
            *{
                e.partition("=")[2].removesuffix("s")
                for lang in LANGUAGES
                for e in LEXICON[lang].get("units", ())
            },
            *("business", "working", "banking", "calendar", "hour", "percent"),
        )
    )
    + r"s?\b)"
)
"""Not before a unit word ("3 to 5 business days", "3 - 4 weeks"): the numbers are a quantity, no
passages (the English units of lexicon ``units``, and the words qualifying them)."""
_PASSAGE_WORDS = ("passage", "excerpt")
"""Words for one passage, both of the prompt's numbered list and of a document."""
_SOURCE_WORD = phrase_alternation(
    (*_PASSAGE_WORDS, "source", "document", "snippet", "quelle", "fuente", "fonte", "passaggio", "extrait")
)
"""A word naming one numbered passage the prompt gave, in the languages the reader knows."""
_PART_WORD = (
    r"(?:"
    + phrase_alternation((*_PASSAGE_WORDS, "chunk", "para", "paragraph", "colon", "para.", "at"))
    + r"|¶{1,2})"
)
"""A word naming one numbered passage of a document ("mini-01 passage 15", "paragraph 4 of cnli-3"), the
id's colon said aloud ("mini-02 colon 23"), or an author-date pinpoint ("(mini-08, ¶18)", "(cnli-440 at
10)")."""


def _drawn_out(*classes: str) -> str:
    """The entries of English word classes at a text's opening, case-blind, any letter drawn out
    ("YESSS", "Nooo"), then an emoji's modifiers (variation selector, joiner, skin tone)."""
    forms = {
        r"\s+".join(
            "".join(re.escape(c) + ("+" if c.isalpha() and c.isascii() else "") for c in w) for w in e.split()
        )
        for name in classes
        for e in LEXICON["en"][name]
    }
    alternation = "|".join(sorted(forms, key=lambda f: (-len(f), f)))
    return r"(?:" + alternation + r")(?![^\W_])[\ufe0f\u200d\u2640\u2642\U0001F3FB-\U0001F3FF]*"


@dataclass(frozen=True)
class Cue:
    """One row of the cue table."""

    id: str
    pattern: str
    meaning: str
    matches: tuple[str, ...]
    near_misses: tuple[str, ...] = ()
    flags: int = re.I
    anchored: bool = False
    """Read with ``match`` (at the text's start) rather than ``search``."""


CUES: tuple[Cue, ...] = (
    Cue(
        "another_agreement",
        ANOTHER_AGREEMENT,
        "places a clause or value in another agreement than the one asked about",
        (
            "that period comes from another agreement",
            "a different NDA sets five years",
            "the other agreements say so",
            "a separate confidentiality agreement governs it",
        ),
        ("notes and other materials", "the agreement's other clauses", "another party may disclose it"),
    ),
    Cue(
        "another_agreement.named",
        r"\b(?:is|are|was|were|comes?|came|taken|belongs?\s+to)\s+(?:from\s+|in\s+)?(?:the\s+)?"
        r"(?P<name>[A-Z][\w.&'’]*(?:[ \t–—/-]+(?:and[ \t]+|&[ \t]+)?[A-Z][\w.&'’]*){0,4}?)(?:['’]s)?\s+"
        r"(?:[a-z]+\s+)?(?i:agreement|nda|contract|letter|deal|clause|provision)s?\b",
        "places a clause or value in an agreement named by its parties; another one when the question"
        " names none of them",
        (
            "the only twelve-month clause shown (mini-01:26) is from the Halvorsen–Quillfeather agreement",
            "a 90-day notice, but that is the Marrowfield-Thistlecombe agreement, not the Velmont letter",
            "ninety days, but it is the Marrowfield–Thistlecombe term clause, so it cannot be borrowed",
        ),
        ("the term is five years under the agreement", "notice is from the agreement's clause 4"),
        flags=0,
    ),
    Cue(
        "another_agreement.self_rejected",
        r"\b(?:but|so)\s+(?:it|that|this|they)\s+(?:is|are|was|were|comes?|came)\b[^.;]*?\b(?:not|isn't)\s+(?:this|the"
        r"\s+same|our|the\s+asked)\b|,\s*not\s+(?:this|the\s+asked)\s+one\b"
        # "5 yrs / 6 yrs are Wrenhaven clauses, not this agreement", "... is not this agreement"
        r"|(?:,|\b(?:is|are))\s*not\s+(?:this|the\s+asked)\s+" + WHOLE_AGREEMENT_NOUN + r"(?:['’]s)?\b",
        "a sentence that names a value and then rejects it as another agreement's ('The thirty days is"
        " tempting, but it is not this agreement's.'): its value is not the answer; a rejection of"
        " something else in the sentence ('this is not our contract's usual period, but it is what the NDA"
        " says') is not",
        (
            "The thirty days is tempting, but it is not this agreement's.",
            "it names Oxbury and Tindrel, so it is the Tindrel–Oxbury NDA, not this one.",
            "mini-01:21 gives fifteen days, but that is not the asked agreement.",
            "5 yrs / 6 yrs are Wrenhaven and Ashgrove clauses, not this agreement.",
        ),
        (
            "Thirty days' notice is required; this is not our contract's usual period, but it is what the"
            " NDA says.",
            "Thirty days' notice is required, which is not the same one as the 60-day period in the MSA.",
            "The term is five years, but it is not renewable.",
        ),
    ),
    Cue(
        "another_agreement.rejected",
        r"\b(?:not|isn't|is\s+not)\s+(?:this|the\s+same|our|the\s+asked)\s+(?:one|agreement|contract|nda|deal"
        r"|document|letter)\b"
        # a correction of the line before: "Correction to the line above: that rule is in a different NDA"
        r"|^\W*(?:correction\s+to\s+(?:the|my)\s+(?:line|sentence|answer|figure)\s+above|scratch\s+that"
        r"|(?:ignore|disregard)\s+(?:the|that|my)\s+(?:first\s+)?(?:line|sentence|answer)(?:\s+above)?)\b",
        "a passage or value just named rejected as another agreement's, or the line before corrected: what"
        " the sentence before (or the sentence itself) said is not the answer",
        (
            "Also not this one.",
            "The thirty days is tempting, but it is not this agreement's.",
            "it names Oxbury and Tindrel, so it is the Tindrel–Oxbury NDA, not this one.",
            "That clause is not the same agreement.",
            "Correction to the line above: that thirty-day rule is in a different NDA.",
            "Scratch that — it's the other agreement's period.",
        ),
        (
            "This one is not limited in time.",
            "It is not this simple.",
            "The agreement is not ours to assign.",
        ),
    ),
    Cue(
        "decline.then_commit",
        r"^\W*(?:(?:but|still|yet|though|however|that\s+said|nonetheless|nevertheless|even\s+so"
        r"|notwithstanding\s+(?:the\s+foregoing|this|that)),?\s+)?"
        + phrase_alternation(LEXICON["en"]["hedge"])
        + r"\b",
        "after a decline, a sentence that commits to a guess anyway: an answer, not a refusal",
        (
            "Odds are it may be kept.",
            "In practice, though, the party may keep a copy.",
            "My guess is yes.",
            "Notwithstanding the foregoing, if pressed we would venture that copying is forbidden.",
        ),
        ("The practice of keeping copies is not addressed.", "It is likely that I cannot tell."),
        anchored=True,
    ),
    Cue(
        "decline.risk_warning",
        r"\b(?:is|are|would\s+be|could\s+be|can\s+be|seems|looks)\s+(?:very\s+|extremely\s+|highly\s+|really\s+|too\s+)?"
        r"(?:risky|dangerous|hazardous|a\s+(?:(?:serious|big|major|real|huge)\s+)?(?:risk|gamble))\b"
        r"|\b(?:can|could|may|might|would|will)\s+expose\s+(?:you|yourself|your\s+\w+|the\s+(?:company|business|client))"
        r"\s+to\b",
        "a warning that an act is risky or exposes the reader to liability: beside a decline it is alarm,"
        " no answer, whatever its words share with the question",
        (
            "But letting confidentiality lapse is very risky!!",
            "Keeping confidential information after termination can expose you to serious liability.",
            "Sharing it now would be a serious risk.",
        ),
        (
            "The risk of loss stays with the disclosing party.",
            "Disclosure is prohibited, which limits the risk [x:3].",
            "The receiving party bears the risk of any unauthorised use.",
        ),
    ),
    Cue(
        "reason.nothing_shown",
        rf"\b(?:I|we)\s+(?:could\s+not|couldn['’]?t|cannot|can['’]?t|did\s+not|didn['’]?t|was\s+unable\s+to"
        rf"|were\s+unable\s+to)\s+(?:retrieve|pull\s+up|get|receive|see)\s+(?:anything|any\s+(?:\w+\s+)?(?:{_EVIDENCE}"
        rf"|text|results?))\b|\b(?:{_EVIDENCE}|results?|they|{_WHAT_CAME})\s+(?:are|were|is|was)\s+"
        rf"(?:only|just|merely|nothing\s+but)"
        rf"\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){{0,2}}?(?:{_PASSAGE_KIND}|titles|title\s+lines?|headings"
        rf"|cover\s+pages?)s?\b"
        # verbless, after a decline: "only verizon name lines (x:4, x:72)", "Just the preamble."
        rf"|(?:^|[:;]\s*)\W*(?:only|just|merely)\s+(?:{_KINDS}(?:\s*(?:,|and)\s+{_KINDS})*)"
        rf"(?:\s+(?:came\s+back|(?:was|were)\s+(?:retrieved|returned|shown|provided)"
        rf"|showed\s+up))?\W*$",
        "a refusal's reason: nothing could be retrieved, or the passages are only parts that hold no clause"
        " (titles, signature blocks, the preamble)",
        (
            "only verizon name lines.",
            "Just the preamble.",
            "It cannot be answered on the materials supplied: only the title was retrieved.",
            "I couldn't retrieve anything for this agreement.",
            "I didn't receive any passages from the Orrin Valley–Zephyrine agreement.",
            "The passages are only agreement titles, so I can't say.",
            "The excerpts are just the signature blocks.",
            "What was retrieved from the Smart Chip NDA is just the opening line and the parties.",
            "What came back is only the preamble.",
            "Only the title and signature block were retrieved.",
        ),
        (
            "Only for evaluating the deal.",
            "Only the employees who need to know it.",
            "I couldn't retrieve the clause's second half, but the first says no [x:2].",
            "The passages are only about confidentiality, not about hiring.",
            "The titles are only partly legible.",
            "What was retrieved is only relevant to employees.",
            "Only the title and the parties may sign it.",
        ),
    ),
    Cue(
        "contract.reason_declines",
        r"\b(?:cannot|can\s+not|can'?t|could\s+not|couldn'?t|unable\s+to|impossible\s+to|not\s+possible\s+to)\s+"
        r"(?:reliably\s+|definitively\s+)?(?:be\s+(?:reliably\s+|definitively\s+)?(?:determined|answered|confirmed"
        r"|established|said|told|assessed)\b|(?:determine|answer|confirm|establish|say|tell|assess)"
        r"(?=\s*(?:[.,;:!?)]|$|whether\b|if\b|from\b|for\s+sure\b|either\s+way\b|with\s+certainty\b)))"
        r"|\bno\s+(?:" + EVIDENCE_NOUN + r"|results?)\s+(?:was|were)\s+(?:retrieved|returned|found"
        r"|provided)\b",
        "a verdict field's reason that says the question cannot be answered: its 'no' is no answer,"
        " not a denial (a reason saying only what the passages lack leaves the 'no' a verdict)",
        (
            "No passages were retrieved for the letter agreement, so its scope cannot be determined.",
            "The excerpts are title lines only; I can't say.",
            "It is impossible to confirm from the context.",
        ),
        (
            "The passages do not mention any right to keep copies.",
            "Clause 4 says no license is granted [x:4].",
            "The party cannot disclose it without consent.",
            "The receiving party cannot tell anyone about the talks [x:7].",
        ),
    ),
    Cue(
        "guess.applied_here",
        r"\bhere(?:\s+too|\s+as\s+well)?\s*(?:[,.;:!?]|$)|\b(?:in|under|for)\s+(?:this|the\s+asked|our)\s+(?:case|one|agreement"
        r"|contract|nda|deal)\b|\bthis\s+(?:one|agreement|contract|nda)\s+(?:too|as\s+well)\b",
        "a guess about agreements in general applied to the asked one ('... so it is probably prohibited here"
        " too'): after a decline it commits, not only generalises",
        (
            "It's probably prohibited here too, though, since that's standard for agreements of this type.",
            "Most NDAs of this kind leave it uncapped, so probably under this agreement as well.",
            "Standard carve-outs like that are likely in this one too.",
        ),
        (
            "Most NDAs probably prohibit it.",
            "Agreements of this kind usually fix a penalty; here is what I found.",
            "This kind of clause is probably standard.",
        ),
    ),
    Cue(
        "cot.step_label",
        r"(?:^|(?<=[.!?]\s))([ \t>#*_]*)(?:(?:step|schritt|paso|étape|etapa|passo|phase)\s+\d{1,2}\b"
        r"\s*[:.)\-–—]?"
        r"|(?:thought|observation|action(?:\s+input)?|reflection)\s*\d{0,2}[ \t*_]*:)[ \t*_]*",
        "a chain-of-thought step label or a ReAct trace's label: its number is no value, the label no words"
        " of the step",
        (
            "### Step 2: read the clause",
            "**Step 3.** The notice",
            "Schritt 1: Klausel lesen",
            "Thought: The question asks whether",
            "Observation 2: mini-03:17 says",
            "Step 1: find the clause. Step 2: Passage 5 says four years.",
        ),
        ("Step up the notice period", "The steps 2 and 3 are required", "Thought about it: no."),
        flags=re.I | re.M,
        anchored=True,
    ),
    Cue(
        "cot.agent_step",
        r"^\W*(?:[A-Za-z_][\w.]*\((?:[^()]|\([^()]*\))*\)|plan\s*:.*"
        r"|(?:thought|reasoned|thinking|worked)\s+for\s+\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|m|mins?|minutes?)\b.*)\W*$",
        "an agent's tool call, plan line or thinking banner ('search_passages(\"notice\")', 'Plan: 1. confirm"
        " the agreement', 'Thought for 8 seconds'): what it does, no claim",
        (
            'search_passages("obligations survive termination Kestrel Loom Duskmoor")',
            'retrieve(query="notice", k=5)',
            "Plan: 1. confirm the agreement 2. find the clause 3. answer",
            "Thought for 8 seconds",
            "Reasoned for 2 minutes",
        ),
        (
            "The clause (4.2) keeps the obligations in force.",
            "Notice is required (see clause 5).",
            "The plan of the parties is to merge.",
        ),
        flags=re.I | re.S,
    ),
    Cue(
        "verdict.tentative",
        r"\bat\s+first\s+(?:glance|sight|blush)\b|\b(?:my|the|a)\s+first\s+(?:read|reading|impression|instinct|take"
        r"|pass|guess)\b|\binitial\s+(?:read|reading|impression|answer|view|take|guess)\b"
        r"|\binitially\s+(?:I|we|it\s+(?:seemed|looked|looks|reads?))\b|\bon\s+(?:its|the)\s+face\s+of\s+it\b"
        r"|^\W*first\s+(?:look|glance|pass|read|take)\b|\btentative(?:ly)?\b|\bpoints?\s+to\s+(?:a\s+)?(?:yes|no)\b|\bstarted\s+to\s+answer\b"
        r"|\b(?:I|we)\s+(?:first|initially)\s+(?:thought|read|assumed|answered)\b"
        r"|\b(?:my|the|a)\s+(?:first\s+)?(?:instinct|hunch|gut\s+(?:feeling|sense|reaction))\b",
        "a provisional verdict of chain-of-thought reasoning: it gives way to what the answer goes on to say",
        (
            "At first glance the answer looks like **no**: the first passage says so.",
            "mini-06:5 covers oral disclosures, so my first read is **yes**.",
            "**Initial read:** yes, one copy may be kept.",
            "An exception for independently developed information [x:15] points to yes.",
            "It sets a 30-day rule, so I started to answer on that basis.",
            "I first thought the answer was no.",
            "First look: mini-06:21 says within ten (10) days.",
            "Definitions like this usually cover financial information, so my instinct is yes.",
        ),
        (
            "The first passage says notice is required.",
            "Initially, the receiving party must notify the discloser.",
            "The initial term of the agreement is two years.",
            "First, look at clause 4: it sets ten days.",
            "This points to the need for written notice.",
        ),
    ),
    Cue(
        "verdict.concluding",
        r"^\W*(?:so|therefore|thus|hence|in\s+conclusion|to\s+conclude|all\s+in\s+all|in\s+short|in\s+sum(?:mary)?"
        r"|to\s+sum\s+up|to\s+summari[sz]e|bottom\s+line)\b",
        "a verdict that concludes reasoning: it wins over the polarity of the reasoning before it",
        (
            "So the answer is **yes**.",
            "Therefore, no.",
            "In conclusion: yes, notice is required.",
            "Thus yes.",
        ),
        ("Some passages say yes.", "Sources: [1] mini-01:2", "The answer so far is unclear."),
        anchored=True,
    ),
    Cue(
        "terse.yes",
        _drawn_out("yes", "terse_yes", "emoji_yes"),
        'a terse yes opening an answer (lexicon ``terse_yes`` / ``emoji_yes``): read as "Yes"',
        ("YESSS it may", "ya ofc", "yup, one copy", "✅ yes", "👍🏽 [x:1]", "Y [x:1]", "of course"),
        ("Yesterday it was signed.", "Yellow pages", "Yale may keep it", "yacht"),
        anchored=True,
    ),
    Cue(
        "terse.no",
        _drawn_out("no", "terse_no", "emoji_no"),
        'a terse no opening an answer (lexicon ``terse_no`` / ``emoji_no``): read as "No"',
        ("Nooo.", "nah, not allowed", "NOPE", "❌ not allowed", "N (x:2)", "🚫"),
        ("Nobody may", "Nano sensors", "Notice is due", "Naming the parties"),
        anchored=True,
    ),
    Cue(
        "terse.decline",
        _drawn_out("terse_decline", "emoji_decline"),
        'a terse decline opening an answer (lexicon ``terse_decline``, ``emoji_decline``): "I don\'t know."',
        (
            "idk",
            "IDK tbh",
            "dunno",
            "no comment",
            "N/A - nothing on fees",
            "🤷\u200d♂️",
            "¯\\_(ツ)_/¯",
            "Empty Response",
        ),
        ("Idaho law governs", "no comments were filed", "nanny", "No, it may not"),
        anchored=True,
    ),
    Cue(
        "verdict.conditional",
        r"\bif\b[^.;]{0,120}?,?\s+(?:then\s+)?(?:the\s+answer|it|that)\s+would\s+(?:be|mean)\s+(?:a\s+)?[\"'“*]*"
        r"(?:yes|no)\b|\b(?:the\s+answer|it)\s+would\s+be\s+[\"'“*]*(?:yes|no)\b[\"'”*]*\s+(?:only\s+)?if\b",
        "a verdict said only under a condition ('if this NDA had a carve-out the answer would be no'):"
        " no commitment, no verdict",
        (
            "If this NDA had a carve-out the answer would be no, but I can't see one.",
            "The answer would be yes if the side letter applied.",
        ),
        ("If notice is given, the party may terminate, so the answer is yes.", "Yes, it would be."),
    ),
    Cue(
        "question.qualifier_clause",
        r"\s*,?\s*\b(?:even\s+(?:if|though|when|where)|(?<=[a-z]\s)(?<!\bstate\s)(?<!\bstates\s)(?<!\bsay\s)(?<!\bsays\s)(?<!\bsaid\s)(?<!\bprovide\s)(?<!\bprovides\s)(?<!\bensure\s)(?<!\brequire\s)(?<!\brequires\s)(?<!\btrue\s)(?<!\bcase\s)(?<!\bmean\s)(?<!\bmeans\s)(?<!\bagree\s)(?<!\bagrees\s)(?<!\bspecify\s)(?<!\bspecifies\s)(?<!\bstipulate\s)(?<!\bstipulates\s)(?<!\bconfirm\s)(?<!\bconfirms\s)(?<!\bclear\s)(?<!\bshow\s)(?<!\bshows\s)(?<!\bindicate\s)(?<!\bindicates\s)(?<!\bestablish\s)(?<!\bestablishes\s)(?<!\bso\s)(?:that|who|which|whom)(?=\s+[a-z])"
        r"|(?<=third\sparty\s)(?:free\s+(?:of|from)|without)\s+any\b)[^,?]*",
        "a relative or concessive clause of a question ('from a third party that owes no duty', 'even if the"
        " discloser does not mark it'): a negator inside it qualifies a noun or a condition, it does not deny"
        " what the question asks, so an explicit yes/no to the question is taken literally",
        (
            "may the receiving party acquire similar information from a third party that owes no duty of"
            " confidentiality?",
            "is information protected even if the disclosing party does not expressly identify it?",
            "can information be confidential information even if the disclosing party never marked it?",
            "may it share it with a consultant who has signed no undertaking?",
            "may it obtain similar information from a third party free of any confidentiality obligation?",
        ),
        (
            "does the agreement grant the receiving party no license or other right?",
            "may the receiving party disclose it only to its own employees, and to no consultants?",
            "is the receiving party forbidden to solicit the disclosing party's employees?",
            "must the receiving party return the information, keeping none of it?",
            "is the receiving party free of any obligation to return it?",
            "does the agreement state that the receiving party may not disclose it?",
            "is it true that the recipient cannot copy the information?",
            "does the clause say that no license is granted?",
            "must the receiving party ensure that employees do not disclose it?",
        ),
    ),
    Cue(
        "premise.corrected_value",
        r"(?:,|\s[—–-])\s+(?:and\s+)?not\s+(?:the\s+|a\s+|an\s+|in\s+|on\s+|of\s+|from\s+|dated\s+)?"
        r"[\"'“‘]?(?:\d|(?-i:[A-Z])|software|employment|lease|license)"
        # a number then "not" and the question's number, no comma between ("december 15, 2010 not 2013")
        r"|(?<=\d)\s+not\s+(?:in\s+|on\s+)?\d",
        "a premise corrected in place: the true value, then the question's false one after 'not'",
        (
            "The agreement is dated November 5, 2019, not 2018.",
            "It is between Halvorsen Marine AS and Quillfeather Analytics Ltd., not 'Quillfeather Partners'.",
            "It is a Mutual Non-Disclosure Agreement, not a software license.",
            "the agreement is dated december 15, 2010 not 2013.",
        ),
        (
            "The FAU form is an individual acknowledgement, rather than a two-sided NDA.",
            "The party must return it, not keep it.",
            "It lasts 5 years and not more.",
        ),
    ),
    Cue(
        "premise.not_but",
        r"\bnot\s+(?:(?:from|of|on|in|dated|with|between|the|a|an)\s+)*[\"'“‘]?(?:\d|(?-i:[A-Z]))[^.;:!?]{0,60}?"
        r",?\s+but\s+(?:rather\s+)?(?:(?:from|of|on|in|dated|with|between|a|an)\s+)*[\"'“‘]?(?:\d|(?-i:[A-Z]))"
        # ... the true value closes the clause: no verb follows it ("..., but Section 4 lets them")
        r"(?![^.;:!?,]{0,25}?\b(?:must|may|shall|lets?|allows?|requires?|is|are|was|were|has|have|can|will"
        r"|would|should|applies|governs|covers)\b)",
        "a premise corrected in place, the question's false value first: 'not <false value> but <true one>'",
        (
            "The agreement is not from 2024 but from June 30, 2020.",
            "It was signed not on March 3 but on September 28, 2001 [x:1].",
            "The other party is not Duskmoor Partners, but Duskmoor Dyeworks LLP.",
            "This is not a Supply Agreement but a Mutual Nondisclosure Agreement.",
        ),
        (
            "The recipient may not disclose it but may use it internally.",
            "Not all information is covered, but Section 5 lists the exceptions.",
            "It does not apply to Affiliates, but Representatives are covered.",
            "The notice goes not to the Discloser's counsel but to its CEO.",
            "Such information is not Confidential Information, but the Recipient must still protect it.",
            "Consultants are not Representatives under Section 2, but Section 4 lets the Recipient share.",
        ),
    ),
    Cue(
        "hedge.subject_to_review",
        r"^\W*(?:subject\s+to|pending|sous\s+réserve\s+d(?:e|u|es|['’])|vorbehaltlich|unter\s+dem\s+vorbehalt"
        r"|con\s+(?:la\s+)?reserva\s+de|a\s+reserva\s+de|salvo\s+(?:una|un|ulteriore)|sujeito\s+a|sob\s+reserva\s+de)"
        r"\b[^,;:.]{0,100}[,;:]\s*",
        "a caveat opening a statement ('Subject to a review of the full text, ...', 'Sous réserve d'un examen"
        " du texte intégral, ...'): a qualifier of what follows, not a next step",
        (
            "Subject to a review of the full text, the cap would likely be EUR 250,000.",
            "Sous réserve d'un examen du texte intégral, la responsabilité serait plafonnée.",
            "Vorbehaltlich einer Prüfung des vollständigen Vertrags, beträgt die Frist 30 Tage.",
            "Sujeito a confirmação no texto integral, o prazo é de 30 dias.",
        ),
        (
            "The obligations are subject to the exceptions in Section 3.",
            "Please check the full text, subject to what counsel says.",
        ),
        anchored=True,
    ),
    Cue(
        "decline.agent_stopped",
        r"\bagent\s+stopped\s+due\s+to\s+(?:an?\s+|the\s+)?(?:max(?:imum)?\s+)?"
        r"(?:iterations?|time|token|step)s?"
        r"|\b(?:max(?:imum)?\s+(?:number\s+of\s+)?(?:iterations?|steps)|iteration\s+limit|step\s+limit)\s+"
        r"(?:reached|exceeded|hit)\b"
        r"|\breached\s+(?:the\s+)?max(?:imum)?\s+(?:number\s+of\s+)?(?:iterations|steps)\b",
        "an agent framework's stop message in place of an answer ('Agent stopped due to iteration limit"
        " or time limit.', 'Max iterations reached'): a flat decline",
        (
            "Agent stopped due to iteration limit or time limit.",
            "Agent stopped due to max iterations.",
            "Max iterations reached.",
            "Error: maximum number of steps exceeded",
            "The agent reached the maximum number of iterations without an answer.",
        ),
        (
            "The agent of the Discloser stopped disclosing the information.",
            "Disclosure is limited to the time needed for the evaluation.",
            "The iteration of the product is confidential.",
            "No. The 30-day time limit exceeded the statutory period.",
            "Yes. The maximum limit exceeded by the Recipient is irrelevant.",
        ),
    ),
    Cue(
        "decline.idiom",
        r"\byour\s+guess\s+is\s+as\s+good\s+as\s+mine\b|\bthe\s+jury(?:'s|\s+is)\s+(?:still\s+)?out\b"
        r"|\bno\s+verdict\s+from\s+me\b|\btoo\s+close\s+to\s+call\b"
        r"|\bI(?:'ll|\s+will)\s+leave\s+(?:the|that)\s+(?:number|figure|amount|answer|box)\s+(?:blank|empty|open)\b",
        "an idiom that declines ('your guess is as good as mine', 'the jury is still out', 'no verdict from"
        " me', 'I'll leave the number blank'): a decline",
        (
            "Honestly? Your guess is as good as mine.",
            "The jury is still out on this one.",
            "No verdict from me.",
            "I'll leave the number blank for now.",
        ),
        (
            "The jury must be told of it.",
            "The verdict from the court was final.",
            "Leave the box blank if no notice was given.",
        ),
    ),
    Cue(
        "decline.either_way",
        r"\b(?:could|can|might|may)\s+go\s+either\s+way\b|\b(?:it'?s|it\s+is)\s+a\s+coin\s*(?:flip|toss)\b"
        r"|\bneither\s+(?:confirm|affirm)\s+nor\s+(?:deny|rule\s+out|exclude|refute)\b"
        r"|\b(?:could|can|might|may)\s+(?:apply|work|come\s+out|be\s+answered)\s+differently\b",
        "says the answer is open both ways: a decline",
        (
            "Could go either way honestly.",
            "It's a coin flip on these passages.",
            "I can neither confirm nor rule out a notice duty.",
            "The rule could apply differently to each of them.",
        ),
        ("Either way, the party must give notice.", "The clause works either way for the parties."),
    ),
    Cue(
        "hedge.certainty_tail",
        r"^\W*(?:(?:(?:I|we)\s*(?:'m|am|'re|are)\s+)?not\s+|(?:I|we)\s+(?:cannot|can'?t|can\s+not)\s+be\s+)"
        r"(?:100\s*%\s+|(?:at\s+)?(?:a\s+)?hundred\s+(?:percent|per\s*cent)\s+|entirely\s+|completely\s+|fully\s+"
        r"|totally\s+|quite\s+|absolutely\s+)?(?:sure|certain)(?:\s+(?:about|of)\s+(?:it|that|this))?"
        r"(?:\s+(?:at\s+)?(?:100\s*%|(?:a\s+)?hundred\s+(?:percent|per\s*cent)))?(?:\s+though)?\W*$",
        "a conceding tail that only doubts the claim before it ('..., but I am not sure at hundred percent'):"
        " the claim stands, hedged; the tail declines nothing else",
        (
            "I am not sure at hundred percent.",
            "I'm not 100% sure",
            "we are not entirely certain of it.",
            "I can't be certain",
            "not sure though",
        ),
        (
            "I am not sure whether copies are covered.",
            "I'm sure it is covered",
            "but I'm certain",
            "I am not sure what the term is",
        ),
        anchored=True,
    ),
    Cue(
        "decline.clarification",
        r"\b(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell\s+me|clarify|confirm|specify|say|let\s+me\s+know)\s+"
        r"(?:which|what|whether|if)\b|\bI\s+(?:would\s+|'d\s+)?need\s+to\s+know\s+(?:which|what|whether|if)\b"
        r"|\b(?:do|did)\s+you\s+mean\b|\bwhich\s+(?:[\w-]+\s+){0,3}?(?:do|did)\s+you\s+(?:mean"
        r"|have\s+in\s+mind)\b|\b(?:is|was)\s+(?:that|this)\s+the\s+(?:one|agreement|contract|nda|document|clause|party)"
        r"\s+you\s+(?:mean|meant|have\s+in\s+mind|are\s+asking\s+about)\b|\bcould\s+you\s+clarify\b",
        "asks the user what they mean instead of answering (a clarifying question): it commits to nothing, a"
        " decline",
        (
            "Before I give you a number, can you tell me which kind of disclosure you mean?",
            "Is that the one you mean?",
            "Do you mean the written notice or the oral one?",
            "Could you clarify the agreement you are asking about?",
            "Before I give a yes or no, I need to know which side you mean.",
        ),
        (
            "If you mean the written notice, it is 30 days.",
            "I need to know it to comply.",
            "The parties mean to keep it confidential.",
            "Can you disclose it to employees? Yes.",
        ),
    ),
    Cue(
        "decline.material",
        r"^\W*(?:(?:but|and|instead|here)\W+)?(?:(?:what|all(?:\s+that)?|the\s+only\s+(?:thing|things|"
        + CONTENT_EVIDENCE_NOUN
        + r"))\s+"
        r"(?:I|we)\s+(?:do\s+|did\s+)?(?:have|had|got|found|find|see|saw|received|was\s+given|were\s+given)\s+(?:is|are|was"
        r"|were)|(?:I|we)\s+(?:only\s+)?(?:have|had|got|found|see|saw|received))\s+(?:only\s+)?(?:(?:the|its|their|some|a"
        r"|an)\s+)?(?:\w+\s+)?(?:background|context|cover\s+page|" + _PASSAGE_KIND + r")\b",
        "inside a refusal, a sentence about what the retrieved material does hold ('What I have is"
        " background, such as ...'): the refusal's material, so a value it mentions is not the answer",
        (
            "What I have is background, such as BDO's appointment as Proposal Trustee on February 14, 2012.",
            "All I found is the preamble, dated March 3, 2019.",
            "The only thing I was given is the signature page of June 5, 2000.",
            "I only have background on the trustee's appointment in 2012.",
        ),
        (
            "What the agreement requires is notice within 30 days.",
            "I have to say the term is five years.",
            "All information must be returned within ten days.",
            "What I found is a notice period of 30 days.",
        ),
    ),
    Cue(
        "decline.nothing_to_report",
        r"\b(?:no|nothing)\s+(?:[\w-]+\s+){0,3}?to\s+(?:report|give|state|quote|cite|offer|provide|share|answer|go\s+on)\b",
        "says there is no answer to give ('so there is no period to report'): about answering, so it"
        " concludes a decline rather than guessing",
        (
            "so there is no period to report.",
            "So there is nothing to quote here.",
            "there's no figure to give you",
        ),
        (
            "So there is no cap on liability.",
            "No notice needs to be given to the other party.",
            "Nothing may be disclosed to third parties.",
        ),
    ),
    Cue(
        "verdict.withdrawn",
        r"\b(?:I|we)\s+(?:now\s+)?(?:withdraw|retract|take\s+back|revise|drop|abandon)\b"
        r"|\b(?:so|thus|therefore)\s+the\s+(?:earlier|initial|first|tentative)\s+(?:yes|no|answer|reading)\s+"
        r"(?:is|was)\s+wrong\b",
        "withdraws a verdict said before: its own verdict word is the one it withdraws, no verdict",
        (
            "So I withdraw the yes: these passages do not say.",
            "I retract that answer.",
            "So the initial yes was wrong.",
        ),
        ("The receiving party may withdraw its consent.", "We revised the draft, yes."),
    ),
    Cue(
        "verdict.evidence_check",
        r"^\W*(?:(?:let\s+me\s+|I\s+)?(?:double|re|cross)[\s-]?check(?:ing|ed|s)?|check(?:ing|ed)?|verify(?:ing)?"
        r"|looking\s+at|asking)\s+(?:again\s+)?(?:whether|if)\b[^:]{0,100}?\b(?:[a-z]+-\d+\b|(?:"
        + EVIDENCE_NOUN
        + r"|results?|ids?|chunks?)\b"
        r"[^:]{0,60}?\b(?:came\s+back|comes\s+back|(?:was|were|is|are|got)\s+(?:retrieved|returned|given|included|shown)"
        r"|belongs?\s+to|(?:is|are)\s+from|(?:shows?|showed)\s+up))[^:]{0,60}:\s*\**(?:yes|no)\b",
        "an agent's check of its own evidence answered yes or no ('Double-checking whether any passage from"
        " cnli-56 came back: no.'): about the evidence, no verdict on the question",
        (
            "Double-checking whether any passage from cnli-56 came back: no.",
            "Checking if the excerpt belongs to the asked agreement: yes.",
            "Re-checking whether mini-09 was retrieved: **no**.",
        ),
        (
            "Checking whether the party may disclose it: no.",
            "Double-check: no, it may not.",
            "Whether any passage says so: no.",
            "Checking whether the results may be disclosed to regulators: no [mini-01:1].",
            "Looking at whether the documents allow sharing with advisers: no.",
        ),
        anchored=True,
    ),
    Cue(
        "reason.not_transferable",
        r"\b(?:they|those|these|(?:the|those|these|such|its|their)\s+(?:[\w-]+\s+)?(?:"
        + SHOWN_NOUN
        + r"|"
        + SECTION_NOUN
        + r"|provisions?|terms|rules?)|(?:other|another|sibling|different|separate)\s+(?:[\w-]+\s+)?"
        r"(?:agreements?|ndas?|contracts?|documents?)(?:['’]s?\s+[\w-]+)?)\b[^.;:]{0,60}?"
        r"\b" + NEGATED_AUXILIARY + r"\s+(?:simply\s+|just\s+)?(?:stand\s+in\s+for|speak\s+for"
        r"|carry\s+over\s+to|be\s+(?:borrowed|transposed|carried\s+over|read\s+into|imported|assumed)\b"
        r"|be\s+applied\s+to\s+(?:this|that|the\s+asked|your|the\s+one)\b)",
        "passages of other agreements said not to apply to the asked one ('so they can't stand in for the"
        " agreement you mean'): a refusal's reason, no verdict; the subject must be that material (they,"
        " those clauses, another agreement's rule), so a duty that does not carry over to a party stays a"
        " verdict",
        (
            "so they can't stand in for the agreement you mean.",
            "Those clauses belong to other NDAs and cannot be borrowed.",
            "its terms don't carry over to the Velmont letter",
            "a sibling agreement's rule cannot be applied to this one",
        ),
        (
            "The receiving party cannot transfer the information.",
            "The obligations carry over to any successor.",
            "Notice can't be given orally.",
            "It cannot be applied to other purposes.",
            "The confidentiality obligations do not carry over to the Recipient's affiliates [mini-01:1].",
            "Consent cannot be assumed from silence [mini-01:1].",
            "No. The duty of care cannot be imported from general law.",
        ),
    ),
    Cue(
        "verdict.widens_restriction",
        r"\b(?:as\s+well\s+as|also|in\s+addition\s+to|besides|along\s+with|together\s+with|but\s+also|plus)\b",
        "a statement that adds to what a restrictive question asks about ('does it cover technical"
        " information only?': 'technical information ... as well as business plans'): the restriction does"
        " not hold, a no ('only to its employees, and to no advisers?': 'it may also tell its advisers')",
        (
            "including technical information about the pumps as well as business plans and forecasts",
            "It also covers business plans.",
            "Employees, and in addition to them, its advisers.",
        ),
        ("It covers technical information.", "Only technical information is covered.", "the plan as drafted"),
    ),
    Cue(
        "verdict.passage_dismissed",
        r"^\W*(?:(?:so|thus|therefore|but|and)\W+)?(?:(?:this|that|it)\s+(?:one\s+)?(?:is\s+|'s\s+)|it['’]s\s+)?"
        r"(?:(?:not|ir)\s*(?:relevant|applicable|pertinent|on[\s-]+point|useful|helpful|(?:this|our|the\s+asked)\s+"
        r"(?:question|one|agreement|issue|point))|off[\s-]+(?:topic|point)|rejected|discarded|ruled\s+out|set\s+aside"
        r"|(?:can['’]?t|cannot|can\s+not|won['’]?t)\s+use\s+(?:it|this|that|them)(?:\s+(?:here|either))?)\W*$",
        "a verbless verdict on a passage just described in a walkthrough ('Not relevant.', 'Rejected.',"
        " 'Can't use it.'): about the evidence, no verdict on the question and no claim",
        (
            "Not relevant.",
            "Rejected.",
            "Not this question.",
            "Can't use it.",
            "So that one is not on point.",
            "Irrelevant.",
            "Off topic.",
        ),
        (
            "Not required.",
            "Not permitted under clause 4.",
            "It is not relevant whether the information is marked.",
            "Rejected proposals must be returned.",
        ),
        anchored=True,
    ),
    Cue(
        "cot.restated_facts",
        r"^\W*(?:this|the)\s+(?:[\w'’-]+\s+){0,3}?(?:agreement|nda|contract)\s+(?:is\s+|was\s+)?"
        r"(?:made\s+|entered\s+into\s+|signed\s+)?(?:between|dated|on|as\s+of)\b"
        r"(?![^.]*\b(?:must|shall|(?-i:may)|requires?|permits?|allows?|prohibits?|forbids?|not|no|never|needs?)\b)",
        "a sentence that only restates the parties or the date: no verdict",
        (
            "This NDA between Acme Corp and Beta LLC is dated May 1, 2001.",
            "The Agreement is between Kestrel Loom and Harrow Ltd.",
            "The mutual agreement was entered into on March 3, 2019.",
        ),
        (
            "The agreement between Acme and Beta requires notice.",
            "This agreement between the parties does not allow copies.",
        ),
        anchored=True,
    ),
    Cue(
        "detail.consent_condition",
        r"\b(?:only\s+)?(?:with|upon|on|subject\s+to|after\s+(?:obtaining|getting|receiving)|requires?|needs?)\s+"
        r"(?!(?:\S+\s+){0,3}?(?:no|not|never|without)\b)(?:[\w.&-]+(?:['’]s?)?\s+){0,3}?"
        r"(?:(?:prior|express|advance|written|explicit|specific)\s+){0,3}" + _CONSENT + r"\b"
        # the same as an exception: "unless Ivory Fen agrees in writing that it may keep one copy"
        r"|\bunless\s+(?!(?:\S+\s+){0,3}?(?:law|laws|court|order|regulations?|regulators?|statutes?)\b)"
        r"(?:(?:the\s+)?[\w.&'’-]+\s+){1,4}?(?:agrees?|consents?|approves?|authori[sz]es?)\b",
        "a claim that makes a permission depend on a party's consent ('only with Pellucid's prior written"
        " approval'): a condition its cited passage must state (rule detail.consent_condition)",
        (
            "Yes, but only with Pellucid's prior written approval: it may take it from an outside party.",
            "It may share it with consultants subject to the Discloser's consent.",
            "Disclosure to affiliates requires the other party's written authorization.",
            "it may do so upon prior written consent",
            "It must return it, unless Ivory Fen agrees in writing that it may keep one copy.",
        ),
        (
            "It may disclose it without the discloser's consent when the law requires.",
            "Consent is not needed.",
            "It requires no prior consent.",
            "It must return it unless the law requires otherwise.",
            "The recipient may share it with its employees.",
        ),
    ),
    Cue(
        "detail.exclusion",
        r"\b(?:except(?:\s+for)?|excluding|other\s+than|apart\s+from|save\s+for|but\s+not(?!\s+(?:limited|only|just)\b))\s+"
        r"(?:the\s+|its\s+|any\s+|for\s+)?(?P<thing>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,2}?)"
        r"(?=\s*(?:[,;.)\[]|$|\s+(?:which|that|who|are|is|as|because|since)\b))",
        "a claim that leaves a named thing out of what a clause covers ('business information counts too,"
        " except customer lists'): wrong when its cited passage lists that thing as included and leaves"
        " nothing out (rule detail.exclusion)",
        (
            "business information counts too, except customer lists, which the definition leaves out",
            "it covers all materials other than oral disclosures.",
            "everything is protected excluding price lists.",
        ),
        (
            "it covers everything, except as the law requires it to disclose",
            "No one except Glimmerstone may see it.",
            "All information, including customer lists, is covered.",
            'It defines "Information" as including, but not limited to, financial information.',
        ),
    ),
    Cue(
        "evidence.refers_back",
        r"\b(?:during|within|for|throughout|in|after)\s+(?:this|that|such|the\s+said|the\s+foregoing|the\s+same)"
        r"\s+(?:period|term|time|duration|timeframe)\b",
        "a passage that refers back to a period its neighbour sets ('During this period the receiving party"
        " shall not ...'): read with the passage before it (rule detail.refers_back)",
        (
            "During this period the receiving party shall not disclose the received information.",
            "Within such period, it shall return all copies.",
            "for the said term the obligations apply",
        ),
        (
            "During the term of this Agreement the parties shall meet.",
            "for a period of three years",
            "This period is thirty days.",
        ),
    ),
    Cue(
        "evidence.provenance",
        r"\b(?:belongs?\s+to|(?:is|are|comes?|came)\s+from)\s+(?:this|the\s+(?:right|same|asked|correct"
        r"|(?-i:[A-Z0-9])[^\s.;]*(?:\s+(?-i:[A-Z0-9])[^\s.;]*){0,4}))\s+(?:agreement|nda|contract|letter)\b"
        # the agreement named after the noun: "is from the agreement asked about", "... in question"
        r"|\b(?:belongs?\s+to|(?:is|are|comes?|came)\s+from)\s+the\s+(?:agreement|nda|contract|letter)\s+"
        r"(?:(?:we\s+(?:were|are)\s+)?asked\s+about|in\s+question|at\s+issue|under\s+review)\b"
        # a passage named as the clause of the agreement by its parties: "is the UHS–Emergent clause"
        r"|^\W*(?:is|are)\s+the\s+(?-i:[A-Z])[\w.&'’]*(?:[ \t–—/-]+(?-i:[A-Z])[\w.&'’]*){0,3}\s+"
        r"(?:(?:agreement|nda|contract)(?:['’]s)?\s+)?(?:clause|provision|preamble)\b"
        r"|\b(?:confirms?|names?|gives?|fix(?:es)?|identif(?:y|ies))\s+(?:the\s+)?parties(?:\s+and\s+(?:the\s+)?date)?\b",
        "a sentence that says which agreement a cited passage is from ('only mini-03:17 belongs to this"
        " agreement', 'mini-03:1 confirms the parties and the date'): backed by a passage of the asked"
        " agreement",
        (
            "Only belongs to this agreement; confirms the parties and the date.",
            "Let me also make sure is from the right agreement",
            "only the second belongs to the October 26, 2010 agreement",
            "mini-03:1 names the parties.",
            "is from the agreement asked about and covers both triggers",
            "is the UHS–Emergent clause.",
            "are the Corvane NDA's clause on copies",
        ),
        (
            "The obligations belong to the receiving party.",
            "The information is from the disclosing party under this agreement.",
            "The parties may share it with advisors.",
            "The information is from the agreement's schedule.",
            "The receiving party is the Recipient clause's subject.",
            "It is the Confidential Information that must be returned.",
        ),
    ),
    Cue(
        "evidence.decides",
        r"(?:^|[,;:]\s*|\b(?:so|thus|hence|therefore|then|here|only)\s+|\[(?="
        + _ID
        + r"\]\s+is\s+the\s+one\s+that\b))"
        r"(?P<id>" + _ID + r")\]?\s+"
        r"(?:alone\s+)?"
        r"(?:governs|controls|decides|settles|applies|is\s+(?:decisive|controlling|on\s+point|what\s+counts"
        r"|the\s+one\s+that\s+(?:says|states|settles|answers|gives)\s+(?:so|it|this|that)\b"
        r"|the\s+(?:relevant|governing|controlling|operative|applicable|decisive)\b))",
        "a sentence that says which cited passage decides the question ('Weighing them, cnli-28:6 governs'),"
        " read with its ids: backed by that passage when it is the asked agreement's",
        (
            "Weighing them, cnli-28:6 governs and it imposes no confirmation step.",
            "So mini-03:9 is the relevant clause.",
            "mini-04:17 controls here.",
            "The 2nd passage [mini-01:8] is the one that says so.",
        ),
        (
            "Section 8.1 governs the agreement.",
            "The law of New York governs, per cnli-28:40.",
            "cnli-28:6 says information may be disclosed orally.",
        ),
    ),
    Cue(
        "evidence.describes",
        r"^\W*(?:(?:(?:\w+\s+of\s+the\s+\w+\s+|the\s+(?:other\s+|first\s+|last\s+|remaining\s+)?(?:\w+\s+)?"
        r"|(?:" + number_alternation(2, 10) + r"|\d{1,2})\s+(?:\w+\s+)?)?"
        r"(?:retrieved\s+|cited\s+|other\s+)?(?:" + SHOWN_NOUN + "|" + SECTION_NOUN + r")(?:\s+\d[\d.]*)?"
        r"|" + _ID + r"(?:(?:\s*,\s*|\s+and\s+)" + _ID + r")*"
        r"|" + SECTION_NOUN + r"\s+\d[\d.]*[a-z]?)\s+"
        # the id that opened the sentence stripped from its plain text: "is clause 5.3 of this agreement"
        r"|(?:[A-Za-z][\w ]{0,20}:\s*)?(?=(?-i:[a-z])))"
        r"(?:\([^)]*\)\s+)?(?:only\s+|just\s+|merely\s+)?(?:is|are|covers?|concerns?|deals?\s+with|relates?\s+to"
        r"|describes?|sets?\s+out|lists?|names?|repeats?|holds?|has|have|came\s+back|were\s+(?:retrieved|returned))\b"
        r"(?!\s+to\b)(?![^.]*\?)"
        # what came back, as the subject: "What was retrieved are two carve-outs", "Everything we got is ..."
        r"|^\W*(?:what|everything|all)\s+(?:that\s+)?(?:(?:was|were)\s+(?:retrieved|returned|shown|received)"
        r"|came\s+back)\s+(?:is|are|was|were|includes?|consists?\s+of)\b(?!\s+that\b)"
        # what the answerer was given: "For CiF I only got the address lines and the opening"
        r"|^\W*(?:(?:for|from|of)\s+[^,.]{1,60}?,?\s+)?(?:I|we)\s+(?:only\s+)?(?:got|have|had|see|saw|received)\s+"
        r"(?:only\s+)?(?:the|its|their|a|an|" + number_alternation(2, 5) + r")\b"
        r"(?![^.]*\b(?:must|shall|(?-i:may)|requires?|permits?|allows?|prohibits?|forbids?|cannot|needs?)\b)"
        # only some parts came back: "only its preamble and the signature names came back"
        r"|^\W*only\s+(?:the|its|their|an?|"
        + number_alternation(2, 5)
        + r")\s+[^.;:]{1,60}?\s+(?:came\s+back"
        r"|(?:was|were)\s+retrieved)\b"
        # a gloss of a passage in a walk through them, its id stripped: "mini-03:0 -- the title."
        r"|^\s*(?:(?:and|or|,)\s*)*(?:-{1,2}|—|–|:)\s+(?=\S)"
        r"(?![^.]*\b(?:must|shall|(?-i:may)|requires?|permits?|allows?|prohibits?|forbids?|cannot|needs?)\b)",
        "a sentence that says what a cited passage is (its subject the passage, an id or a clause number),"
        " not what the agreement requires: backed when it is true of the passage",
        (
            "mini-02:11 is about making copies during the Study, not afterwards.",
            "Clause 1.3 covers it.",
            "The other four passages are signature blocks and name lines (cnli-610:68, cnli-610:95).",
            "The other two retrieved passages only repeat the two party names.",
            "What was retrieved are two carve-outs from confidentiality.",
            "Four of the five retrieved passages are the agreement's title block and signature line.",
            "cnli-29:5 is its definition of CI.",
            "is clause 5.3 of this agreement: return or destroy everything, keep no copy",
            "Passages: is its definition of CI.",
            "Five termination clauses came back:,,, and.",
            "For CiF Lab Solutions I only got the address lines and the opening.",
            "-- the title.",
            "and: exclusions from Confidential Information.",
            "— a ban on making copies.",
            "only its preamble and the signature names came back",
            "only the opening paragraph came back",
        ),
        (
            "mini-02:11 requires copies to bear the legend.",
            "Clause 5.2 says each party may keep one archival copy.",
            "The receiving party is bound for five years.",
            "Is the receiving party bound for five years?",
            "has to return all copies within 30 days",
            "I have to return all copies.",
            "-- the recipient must return every copy.",
            "Answer: the title.",
            "only the originals were returned to the Discloser",
        ),
        anchored=True,
    ),
    Cue(
        "decline.status",
        r"^\W*(?:"
        + _STATUS_LABEL
        + r")[ \t*_]*[:=—–-][ \t*_]*(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*)?"
        r"(?:" + _STATUS_OPEN + r")(?!\w)",
        "a status report whose status leaves the question open ('Status: BLOCKED', 'Status: UNKNOWN',"
        " 'Estado: desconocido'; lexicon ``status_label``, ``status_open``): a decline",
        (
            "Status: BLOCKED",
            "Status: UNKNOWN - no clause retrieved",
            "**Status:** pending",
            "Estado: desconocido",
            "Stato: bloccato",
        ),
        ("Status: GREEN", "Status: allowed", "The status of the information is unknown to third parties."),
        anchored=True,
    ),
    Cue(
        "meta.rating",
        r"^\W*(?:overall\s+)?(?:"
        + phrase_alternation(spaced("en", "rating_label"))
        + r")\b[^:\n]{0,40}:\s*(?:"
        + phrase_alternation(spaced("en", "rating_value"))
        + r"|\d+\s*/\s*\d+)\b[^:→—\[\n]{0,50}$",
        "a rating line of an advisory list ('Risk level for Acme: Low', 'Score: 2/4', 'Priority: High'): a"
        " rating, no claim about the documents and no verdict (lexicon ``rating_label``, ``rating_value``)",
        (
            "Risk level for Glimmerstone: Low, provided those records exist.",
            "Score: 2/4",
            "Priority: High",
            "Overall risk: Medium.",
        ),
        (
            "Score: 2/4 → Verdict: No.",
            "Risk: HIGH for any party that does not legend its material — the clause requires marking.",
            "Risk of disclosure is low because the clause forbids it.",
            "The priority clause says notice comes first: 30 days.",
        ),
    ),
    Cue(
        "meta.confidence_note",
        r"^\W*(?:(?:my\s+|overall\s+)?(?:" + phrase_alternation(all_entries("confidence")) + r")"
        r"(?:\s+(?:level|score|rating))?\s*[:=(]"
        r"|why\s+(?:this|that|such\s+an?|my|the)\s+(?:(?:high|low|medium)\s+)?(?:"
        + phrase_alternation(all_entries("confidence"))
        + r"|score|rating)\b|why\s+not\s+(?:higher|lower|more|less|1(?:\.0)?|100\s*%))",
        "a line that states or explains how sure the answer is ('Confidence: high (0.9).', 'Why this"
        " confidence: the clause is direct', 'Why not 1.0: ...'): about the answer, no claim and no verdict"
        " (lexicon ``confidence``)",
        (
            "Confidence: high (0.9).",
            "Why this confidence: the clause is direct; my only doubt is the party's name.",
            "Why not 1.0: I'm reading 'delivered' as covering the return duty.",
            "Confiança: 70%.",
        ),
        (
            "The confidentiality clause survives for two years.",
            "Confidential Information: all data disclosed by either party.",
            "Why this matters: the clause survives.",
        ),
    ),
    Cue(
        "meta.text_note",
        r"^\W*(?:" + _TEXT_NOTE + r")(?!\w)[^:\n]{0,40}:"
        r"|^\W*translation\s*:\s*(?:pending|none|n/?a|not\s+(?:requested|needed|applied)|to\s+follow|omitted)\b",
        "a note about the reply's own text (its translation, wording or glossary), not about the documents:"
        " no claim and no verdict (lexicon ``text_note``)",
        (
            "[Translator's note: 'Recipient' is rendered as 'destinataire' throughout.]",
            "Glossary for the review team: 'set aside' = not relied on.",
            "(Back-translation check: meaning unchanged.)",
            "N. del T.: «affiliates» se tradujo como «filiales».",
            "Anm. d. Übers.: 'Vertraulichkeit' steht für 'confidentiality'.",
            "Translation: to follow once the answer is approved.",
        ),
        (
            "Translation: Nein, die Weitergabe ist nicht erlaubt.",
            "The glossary of the agreement defines Affiliates.",
            "Note: the clause lasts three years.",
        ),
        anchored=True,
    ),
    Cue(
        "next_step.search_advice",
        r"\b(?:search(?:ing)?|look(?:ing)?\s+(?:in|through|at)|check(?:ing)?|review(?:ing)?"
        r"|(?:re-?)?run(?:ning)?\s+(?:the\s+|a\s+|that\s+)?(?:search|query|retrieval))\b[^.]{0,200}?"
        r"\b(?:should|would|will|might|could|may|ought\s+to|(?:is|are)\s+likely\s+to)\s+(?:\w+\s+)?(?:find|show|reveal|turn\s+(?:it\s+|them\s+)?up|locate|settle"
        r"|answer|bring\s+(?:it\s+|them\s+)?up|surface|pull\s+(?:it\s+|them\s+)?up)\b",
        "advice on where the answer would be found: a next step, not a verdict",
        (
            "Searching the agreement for 'notice' should find it.",
            "Looking through the full contract would probably settle this.",
            "It usually sits near the definition, so searching for 'orally' should turn it up.",
            "Searching the Acme NDA for its sharing clause (probably section 2 or 3) should turn it up.",
            "Running the search again with terms such as 'solicit' against that agreement should bring up the"
            " relevant clause.",
            "A narrower search on 'return' and 'destroy' ought to surface the clause.",
            "Checking the schedule is likely to turn it up.",
        ),
        ("The receiving party should find a suitable storage place.", "Searching is prohibited."),
    ),
    Cue(
        "next_step.generic",
        r"^\W*(?:please\s+)?(?:try|use|ask)\s+(?:another|a\s+different|different|other|a\s+new|a\s+new)\s+"
        r"(?:query|question|topic|search|wording)(?:\s+or\s+(?:a\s+)?(?:different\s+|another\s+|new\s+)?"
        r"(?:query|question|topic|search|wording))?\s*[.!]?\s*$"
        r"|^\W*(?:please\s+)?(?:consult|refer\s+to|check|see|seek|use)\s+(?:the\s+|other\s+)?(?:appropriate|relevant"
        r"|other|additional|further|official|proper|suitable)\s+(?:resources?|sources?|channels?|assistance|help"
        r"|support)(?:\s+(?:for|to\s+get)\s+(?:further|more|additional)\s+(?:assistance|help|information|details))?"
        r"\s*[.!]?\s*$",
        "a stock suggestion that names nothing to do differently ('Please try another query or topic.',"
        " 'Please consult the appropriate resources for further assistance.'): no next step, which says where"
        " to look or how to narrow the question",
        (
            "Please try another query or topic.",
            "Try a different question.",
            "Please consult the appropriate resources for further assistance.",
            "Seek additional help.",
        ),
        (
            "Try another query with the agreement's name.",
            "Try searching the agreement for 'notice'.",
            "Please rephrase the question to name the agreement.",
            "Please consult the relevant section of the full agreement.",
            "Check the appropriate clause in the full NDA.",
        ),
    ),
    Cue(
        "next_step.hand_off",
        r"\b(?:(?:I|we)(?:['’]ve|\s+have)?\s+)?(?:cc['’]?(?:e?d|ing)|copied|copying|loop(?:ed|ing)\s+in|looping"
        r"|escalat(?:e|ed|ing)"
        r"|reassign(?:ed|ing)?|rout(?:e|ed|ing)|forward(?:ed|ing)?|pass(?:ed|ing)|hand(?:ed|ing))\b"
        r"(?:\s+(?:it|this|the\s+(?:question|ticket|request|matter)))?(?:\s+on|\s+over)?\s+(?:to\s+)?"
        r"(?:(?-i:[A-Z])[\w.'’-]*|(?:our|the|your)\s+(?:legal|contracts?|commercial|compliance)\b)"
        r"|\b(?-i:[A-Z])[\w.'’-]*(?:\s+(?-i:[A-Z])[\w.'’-]*){0,3}"
        r"(?:\s*\([^()]{1,40}\)|,?\s+(?:in|from|of)\s+(?-i:[A-Z])[\w ]{1,40}?)?,?"
        r"\s+who\s+(?:can|could|will|may|should|would)\s+(?:\w+\s+)?(?:check|look|review|confirm|verify|advise"
        r"|answer|follow\s+up|help|read|pull)\b",
        "a refusal that hands the question to a named person or team who can check it ('I've cc'd Dana"
        " Whitfield in Commercial Legal, who can check the signed copy', 'Reassigning to Dana', 'Routing to"
        " Commercial Legal'): a next step, not a statement about the agreement",
        (
            "I've cc'd Dana Whitfield in Commercial Legal, who can check the termination provisions.",
            "Reassigning to Dana, who can check the termination section of the signed copy.",
            "Cc'ing Dana, who can look at the approval provisions of the signed agreement.",
            "Routing to Commercial Legal (Priya Shah) to check the numbered undertakings.",
            "I've escalated this to our legal team.",
            "I can forward the question to Maître Lefèvre.",
        ),
        (
            "The receiving party may forward the information to its advisers.",
            "Copies must be handed to the Disclosing Party on request.",
            "The agreement was signed by Dana, who is the CEO.",
        ),
    ),
    Cue(
        "next_step.offer_to_check",
        r"\bif\s+you\s+(?:can\s+|could\s+)?(?:share|provide|send|paste|upload|give\s+me|run|re-?run|retry|repeat|check"
        r"|confirm|look\s+up|find|name|identify|tell\s+me|let\s+me\s+know)\b"
        r".{0,200}?\b(?:I|we)"
        r"(?:\s+(?:can|could|will|would)|['’]ll)\s+(?:then\s+|happily\s+|gladly\s+)?"
        r"(?:check|verify|confirm|look|review|tell|answer|say)\b"
        r"|\b(?:I|we)(?:\s+(?:can|could|will|would)|['’]ll)\s+(?:then\s+)?(?:check|verify|confirm|tell|answer)\b[^.]{0,80}?"
        r"\bif\s+you\s+(?:can\s+|could\s+)?(?:share|provide|send|paste|upload|give\s+me)\b"
        r"|^\W*(?:would|do)\s+you\s+(?:like|want)\s+me\s+to\s+(?:look|search|check|find|pull|retrieve|run)\b"
        # a request, then the offer: "give me the exact name and I'll look again"
        r"|\b(?:give|send|share|paste|upload|provide|tell)\s+(?:me|us)\b[^.;]{0,120}?\band\s+(?:I|we)"
        r"(?:['’]ll|\s+will|\s+can)\s+(?:then\s+)?(?:look|check|verify|confirm|search|answer)\b"
        # a way forward named as the route: "Searching again for its definition is the quickest route"
        r"|^\W*(?:searching|checking|looking|pulling|re-?running|running|reading|retrieving)\b[^.]{0,120}?"
        r"\b(?:is|would\s+be)\s+the\s+(?:quickest|best|fastest|surest|simplest|next|only)\s+(?:route|way|step|path)"
        r"(?:\s+(?:forward|here|to\s+(?:it|an?\s+answer|the\s+answer|answer|find\s+out|settle\s+it|confirm\s+it)))?"
        r"\s*(?:[.!]|$)",
        "an offer to check once the user provides the text, or asked as a question ('Would you like me to"
        " look for the exclusions section ...?'), or a way forward named as the route: a next step, not a"
        " statement about the clause",
        (
            "If you can share the agreement's use clause, I can check whether use is limited to the purpose.",
            "I could confirm it if you provide the termination section.",
            "If you paste the full clause, we'll tell you whether notice is due.",
            "If you can run the search again on that agreement, I'll happily check whatever it returns.",
            "If you check the opening recital for its actual parties, I can look again at its notice terms.",
            "If you can confirm which agreement you mean, I'll check its return clause.",
            "Would you like me to look for the exclusions section of the cnli-71 agreement instead?",
            "if you meant a party with a similar name, give me the exact name and I'll look again.",
            "Searching again, this time for its definition clause, is the quickest route.",
        ),
        (
            "If you disclose information, you must check with the other party.",
            "If you check the recital, you will see the parties.",
            "I can check the passages: none mentions notice.",
            "Would you like me to summarise the answer?",
            "The receiving party must give us notice and we will review it.",
            "Checking the box is the only way to opt out of the newsletter.",
        ),
    ),
    Cue(
        "reason.none_of_this_agreement",
        r"\bnone\s+of\s+(?:them|these|those|the\s+\w+)\s+(?:is|are|comes?|was|were)\s+from\b"
        r"|\b(?:is|are)\s+(?:just|only|merely)\s+(?:the|its|their|a|an)\s+(?:\w+\s+){0,2}?"
        r"(?:preamble|title|heading|signature|recitals?|address)",
        "a refusal's reason that no passage shown is of the asked agreement, or that its passages are only"
        " formal parts: false when a passage it was given states the gold",
        (
            "none of them is from the Pellucid–Glimmerstone NDA.",
            "the Chief Enterprises passages are just the preamble and the signature blocks.",
        ),
        (
            "None of them is binding.",
            "The first passage is the preamble.",
            "The term is just the first year.",
        ),
    ),
    Cue(
        "reason.only_formal_parts",
        r"(?<!\w)"
        + _SHOWN_BY
        + r"(?!\w)[^.;]{0,60}?(?<!\w)"
        + _ONLY
        + r"\s+(?:[\w'’-]+\s+){0,3}?\w*?"
        + _FORMAL
        + r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|und|et|y|e)\b)",
        "a refusal's reason that the passages shown hold only formal parts of an agreement (its parties,"
        " title, preamble, signatures), in any language the lexicon knows: false when a passage it was"
        " given states the gold",
        (
            "The excerpts only name the parties.",
            "They just give the title and the preamble.",
            "Das lässt sich anhand der Auszüge nicht beantworten, sie nennen nur die Vertragsparteien.",
            "Los pasajes solo identifican a las partes.",
            "I passaggi riportano soltanto il titolo.",
            "Os trechos apenas identificam as partes.",
        ),
        (
            "Only the parties may sign amendments.",
            "The passages say the information may be shared only with the parties' advisers' employees.",
            "The excerpts name the parties and set a two-year term.",
        ),
    ),
    Cue(
        "reason.only_formal_from",
        r"^\W*(?:"
        + _ONLY
        + r")\s+(?:the\s+|its\s+)?(?:[\w'’-]+\s+){0,2}?"
        + _FORMAL
        + r"s?\b(?:\s+(?:lines?|blocks?|pages?|paragraphs?))?(?:\s*\([^)]*\))?"
        r"\s+(?:comes?|came|is|was|are|were)\s+(?:back\s+)?(?:from|for|of)\b",
        "a refusal's reason that only a formal part of the asked agreement came back ('Only the title"
        " (cnli-70:0) comes from the Appropriate Use Agreement', 'Only the preamble came back for it')",
        (
            "Only the title (cnli-70:0) comes from the Confidentiality Agreement.",
            "Only the preamble came back for the Mereford agreement.",
            "Only the signature lines are from this agreement.",
        ),
        ("Only the parties may sign amendments.", "Only the title of the agreement is in capitals."),
        anchored=True,
    ),
    Cue(
        "reason.agreement_absent",
        r"\b(?:agreement|contract|nda|document|letter)\b[^.;]{0,40}?\b(?:isn['’]?t|is\s+not|wasn['’]?t|was\s+not"
        r"|does\s+not\s+appear|doesn['’]t\s+appear)\s+(?:anywhere\s+)?(?:in|among|part\s+of)\s+(?:the\s+|these\s+|what\s+|my\s+)?"
        r"(?:results?|" + EVIDENCE_NOUN + r"|retriev\w*|(?:\w+\s+)?(?:I|we)\s+(?:got|have|received))"
        # the subject negated: "No agreement with a party called X is among the passages"
        r"|\bno\s+(?:agreement|contract|nda|document|letter|party|counterparty)\b"
        r"(?:(?!\b(?:may|must|shall|can|will|should|could|might)\b)[^.;]){0,60}?\b(?:is|was|appears)"
        r"\s+(?:anywhere\s+)?(?:in|among|part\s+of)\s+(?:the\s+|these\s+|what\s+|my\s+)?"
        r"(?:results?|" + EVIDENCE_NOUN + r"|retriev\w*|(?:\w+\s+)?(?:I|we)\s+(?:got|have|received))"
        r"|\b(?:" + SHOWN_NOUN + r"|results|sources)\b[^.;]{0,30}?\b(?:do|did)(?:\s+not|n['’]t)\s+"
        r"(?:identify|name)\s+(?:the|its|either)\s+part(?:y|ies)\b"
        # the same reason glossed from another language, the parties' word before or after it
        r"|\b" + _NO_MENTION + r"\s+(?:\w+\s+){0,2}?(?:" + _PARTIES + r")\b(?!['’])"
        r"|\b(?:" + _PARTIES + r")\s+(?:\w+\s+){0,3}?" + _NO_MENTION + r"\b"
        # "none of the results is from that agreement": no passage shown is the asked agreement's
        # (not past an exception: "Apart from the preamble, none of them comes from ...")
        r"|^(?![^.;]*\b(?:apart\s+from|except|other\s+than|besides|aside\s+from)\b)[^.;]*?"
        r"\bnone\s+of\s+(?:them|these|those|the\s+(?:\w+\s+)?(?:results?|hits|" + EVIDENCE_NOUN + r"))\s+"
        r"(?:is|are|comes?|came|was|were)\s+(?:from|of|part\s+of|in)\s+(?:that|this|the|their|your)\s+"
        r"(?:[\w'’–-]+\s+){0,4}?(?:agreement|contract|nda|document|letter)\b(?!['’])"
        # "I don't have the California Courts agreement among the passages"
        r"|\b(?:I|we)\s+(?:do\s+not|don['’]t|did\s+not|didn['’]t)\s+(?:have|see|get)\s+(?:the\s+|any\s+|this\s+|that\s+)?"
        r"(?:(?-i:[A-Z])[\w'’–-]*\s+){0,5}?(?:agreement|contract|nda|document|letter)\s+(?:anywhere\s+)?(?:among|in)\s+"
        r"(?:the\s+|these\s+|what\s+|my\s+)?(?:results?|" + EVIDENCE_NOUN + r"|retriev\w*)"
        # "nothing retrieved is drawn from the Bramblecote–Halvorsen Maritime contract"
        r"|^(?![^.;]*\b(?:apart\s+from|except|other\s+than|besides|aside\s+from)\b)[^.;]*?"
        r"\bnothing\s+(?:retrieved|returned|shown|that\s+came\s+back)\s+(?:is|was|comes?|came)\s+(?:drawn\s+|taken\s+)?"
        r"from\s+(?:that|this|the|their|your)\s+(?:[\w'’–-]+\s+){0,4}?(?:agreement|contract|nda|document|letter)\b",
        "a refusal's reason that the asked agreement is not among the passages shown, or that they do not"
        " name its parties (in any language the lexicon knows): false when a passage shown is the asked"
        " agreement's",
        (
            "The Champion Aerospace agreement isn't in the results I got.",
            "The Acme NDA is not among the retrieved passages.",
            "The excerpts do not identify the parties of the contract.",
            "Os passages recebidos the passages do not mention identificam as partes do contrato",
            "Die passages nennen die Parteien des Vertrags the passages do not mention.",
            "Step 2: none of the results is from that agreement (the hits are from other NDAs).",
            "none of them is from the Pellucid–Glimmerstone NDA.",
            'No agreement with a party called "Zephyrine Ventures" is among the passages.',
            "No contract between these two companies appears in the results.",
            "I don't have the California Courts agreement among the passages.",
            "nothing retrieved is drawn from the Bramblecote–Halvorsen Maritime contract",
        ),
        (
            "The agreement is not in force yet.",
            "apart from the preamble, nothing retrieved comes from the Velmont–Caskbridge letter",
            "The notice is not in writing.",
            "The clause does not name a deadline.",
            "the passages do not mention the parties' duty to return copies",
            "the passages do not mention the receiving party's notice duty",
            "the title (cnli-32:0), which doesn't name the parties",
            "none of the results is from a court order",
            "Apart from the preamble (x:1), none of them comes from the Acme–Borealis agreement.",
            "None of the retrieved passages is from the Acme–Borealis agreement's exclusions.",
            "No party may disclose anything that is in the passages.",
        ),
    ),
    Cue(
        "reason.mentions_nothing_of",
        r"\b(?:none\s+of\s+(?:the\s+)?(?:"
        + _RETRIEVAL_WORD
        + r"\s+)?(?:"
        + _EVIDENCE
        + r")|no\s+(?:"
        + _RETRIEVAL_WORD
        + r"\s+)?(?:"
        + _EVIDENCE
        + r")|(?:^\W*|(?<=[,;:]\s)|\bthe\s+|\b(?="
        + _RETRIEVAL_WORD
        + r"\s))(?:"
        + _RETRIEVAL_WORD
        + r"\s+)?(?:"
        + _EVIDENCE
        + r")\s+(?:I\s+(?:got|have|found|received)\s+)?(?:do|does|did)(?:\s+not|n['’]t))\s+(?:even\s+)?"
        r"(?:mentions?|refers?\s+to|discuss(?:es)?|talks?\s+about|uses?\s+the\s+words?)\s+"
        r"(?P<topic>(?:(?!,\s*(?:so|and|but|because|which|as)\b)[^.;:!?()\[\]]){3,60})",
        "a reason that no passage mentions a named topic ('none of the retrieved passages mention reverse"
        " engineering'): false when a passage it was given mentions it",
        (
            "none of the retrieved passages mention reverse engineering or decompiling at all",
            "The passages do not mention a non-solicitation period.",
            "No excerpt refers to liquidated damages.",
        ),
        (
            "The passages mention reverse engineering only for another agreement.",
            "None of the passages answers the question.",
            "No passage states the term.",
            # scoped to some of the passages: the others may mention it
            "The Velmont passages don't mention termination at all.",
            "None of the CiF passages mentions reverse engineering.",
        ),
    ),
    Cue(
        "reason.no_passage_answers",
        r"\b(?:none\s+of\s+(?:the\s+)?(?:\w+\s+)?(?:"
        + _EVIDENCE
        + r"|clauses)"
        + r"|(?:none|neither)\s+of\s+(?:them|these|those|which|the\s+two)|neither\s+(?:\w+\s+)?"
        + _EVIDENCE
        + r"|no\s+(?:\w+\s+)?"
        + _EVIDENCE
        + r"|(?:they|these|those)\s+(?:\w+\s+){0,2}?(?:do|does|did)(?:\s+not|n['’]t)"
        + r"(?=\s+(?:contain|mention|address|cover|say|state|answer|include|discuss|deal|speak|specify))"
        + r"|(?:the\s+)?(?:\w+\s+)?"
        + _EVIDENCE
        + r"\s+(?:\w+\s+){0,3}?(?:do|does|did)(?:\s+not|n['’]t)"
        r"|(?:retrieved|provided|returned|supplied)\s+(?:\w+\s+){1,2}?(?:of\s+[^.;]{0,60}?\s)?(?:do|does|did)(?:\s+not|n['’]t)"
        r"|nothing\s+(?:from|in)\s+(?:the\s+)?[^.;]{0,60}?\b(?:agreement|contract|nda)\b)\b[^.]{0,60}?"
        r"\b(?:answer|address|mention|cover|state|say|specify|settle|discuss|set|name|give|provide|contain"
        r"|include|fix|list|deal|have|has|hold|show)\w*"
        # what is asked is not in what came back: "it's not in the passages I got", "nothing about
        # that anywhere in the excerpts", "I couldn't find it in the documents"
        # ("... appears nowhere in mini-12:1 or mini-12:5", a table cell "Not in the retrieved passages")
        r"|(?:(?:\b(?:is|are|was|were)|['’]s)\s+not|n['’]t|\bnothing(?:\s+(?:about|on)\s+(?:it|that|this))?"
        r"|\b(?:appears?\s+|is\s+|are\s+)?nowhere|(?:^|[:|]\s*)\W*not"
        r"|\bthere(?:['’]s|\s+is)\s+no\s+(?:[\w-]+\s+){1,3}?)\s*"
        r"(?:(?:anywhere|found|mentioned|stated|covered|addressed|named|listed|shown|present|included|there"
        r"|find\s+(?:it|that|this|one|any\w*))\s+){0,2}"
        r"(?:in|from|among|within)\s+(?:(?:the\s+|these\s+|those\s+|my\s+|your\s+)?(?:\w+\s+)?(?:"
        + _EVIDENCE
        + r")\b|(?:them|these|those)(?=\s*(?:[,.;:]|on\b|about\b|that\b|$))"
        r"|(?:what|anything|whatever)\s+(?:I|we)\s+(?:found|got|have|had|received|was\s+given|retrieved"
        r"|saw|pulled\s+up|turned\s+up|dug\s+up|looked\s+at|could\s+find)\b)",
        "a refusal's reason that the evidence does not answer: false when a passage it cites states the gold",
        (
            "None of the passages address whether notice is required.",
            "The retrieved passages do not mention a return deadline.",
            "No passage states the term.",
            "None of the retrieved text says whether notice is due.",
            "The passages don't say whether employees may see it.",
            "The retrieved text does not set any monetary limit on liability.",
            "None of the passages names a notice period.",
            "none of the retrieved clauses deals with what happens once the agreement ends",
            "nothing from the UHS–Emergent agreement itself addresses returning information",
            "The retrieved sections of the Bramblecote / Halvorsen Maritime NDA do not cover any deadline",
            "I reviewed mini-09:1 and mini-09:0, and neither of them addresses this point directly",
            "Neither passage states the term.",
            "I reviewed the excerpts (x:1, x:37), but they do not contain what is needed to answer it.",
            "i can't answer, it's not in the passages i got",
            "That is not found in the retrieved passages.",
            "There's nothing about it in the provided documents.",
            "I couldn't find it anywhere in the excerpts.",
            "There's no liability cap in anything I pulled up for them.",
            '"Zephyrine Ventures" appears nowhere in the retrieved passages.',
            "Zephyrine Ventures is not named in any passage.",
            "The passages name the parties, but I can't find anything in them on whether a legend is needed.",
            "Definition of confidential information: Not in the retrieved passages.",
            "the passages I was given don't have it",
            "No idea, sorry, there's no damages figure anywhere in what I found.",
        ),
        (
            "The passage states the term is five years.",
            "The agreement does not mention oral disclosures as covered.",
            "The retrieved clause says the parties do not need to give notice.",
            "Neither party may disclose the terms.",
            "They do not need to give notice.",
            "The Receiving Party may not disclose anything in the documents.",
            "Information not in the documents is not covered.",
        ),
    ),
    Cue(
        "marker.numbered",
        r"\[(?:(?i:"
        + _MARKER_NOUN
        + r")s?\.?\s*#?\s*)?\^?(\d{1,3}(?:\s*[,;–-]\s*\^?\d{1,3})*)\^?(?:†[^\]\n]{0,40})?\]"
        r"|【(\d{1,3})(?:†[^】]*)?】",
        "a numbered citation marker: [1], [1, 2], [1-3], [^1], [Doc 2], [Ref. 3], [Quelle 1], 【1】,"
        " 【1†source】",
        (
            "returned within 30 days [1].",
            "five (5) years [5†L1-L2].",
            "everything stays with the discloser[^1^].",
            "see [^2]",
            "as stated 【3†source】",
            "[1, 2]",
            "[1-3]",
            "[Passage 2]",
            "[Source 1]",
            "[Ref. 3]",
            "[Quelle 1]",
            "[Fuente 2]",
        ),
        ("[cnli-7:12]", "in 2019 [2019]", "[sic]", "[Source]"),
        flags=0,
    ),
    Cue(
        "marker.named",
        r"(?P<open>\(\s*)?\b" + _MARKER_NOUN + r"s?\.?"
        r"[ \t]+(?:#|no\.\s*|n[º°]\s*)?(?P<n>\d{1,2})\b(?![.:]\d)"
        r"(?P<more>(?:\s*(?:(?(open),|(?!))|&|"
        + _CONJUNCTION
        + r")\s*\d{1,2}\b(?![.:]\d))*)(?P<close>\s*\))?",
        "a passage named by its place in the prompt, in any lexicon language: (Passage 2), Document 3,"
        " Source #1, (Auszug 2), (trecho 1); several at once: Documents 3 and 4, (Quellen 1 und 2)",
        (
            "as stated (Passage 2).",
            "Document 3 says so",
            "see source #1",
            "(Textstelle 2)",
            "(fragmento 3)",
            "Documents 3 and 4 are other agreements'",
            "(Quellen 1 und 2)",
            "carved out (Ref. 1).",
        ),
        ("section 5.1", "passage mini-04:23", "Document 3.2 of the schedule", "with reference to 2019"),
    ),
    Cue(
        "marker.ordinal",
        r"(?P<open>\(\s*)?\b(?:see\s+)?(?:the\s+)?(?P<n>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
        r"|tenth|1st|2nd|3rd|[4-9]th|10th)\s+(?:retrieved\s+)?" + _EN_MARKER_NOUN + r"\b"
        r"(?P<close>\s*\))?",
        "a passage named by an ordinal of its place in the prompt: (the fourth passage), see the 2nd source",
        ("oral stuff is left out (the fourth passage)", "(see the third passage).", "the 2nd source says so"),
        ("the first clause", "first of all", "the second party", "the third-party source code"),
    ),
    Cue(
        "marker.quote_line",
        r"^[ \t>*_-]*" + _SOURCE_WORD + r"\s*#?\s*(?P<n>\d{1,2})[ \t*_]*[:—–-][ \t*_]*[\"“„«'‘]",
        'a line quoting a numbered passage (Source 4: "..."): evidence for the answer, not a claim',
        ('Source 4: "In the event that CIF requests ..."', "> **Passage 2** — “Either party may terminate”"),
        ("Source 4 says the term is five years.", "Section 4: the term", "Source 4: see above"),
        anchored=True,
    ),
    Cue(
        "marker.source_block_head",
        r"^[ \t>*_#-]*" + _SOURCE_WORD + r"\s*#?\s*(?P<n>\d{1,2})[ \t*_]*[:—–-]?[ \t*_]*$",
        "a line naming a numbered passage whose quoted text follows in the lines below it (a source block):"
        " the block is evidence, not a claim, and the number maps to the passage it quotes",
        ("Source 1:", "**Passage 2**", "### Source 3 —"),
        ("Source 1: the preamble", "Sources:", "Source 4 says the term is five years."),
        anchored=True,
    ),
    Cue(
        "marker.link",
        r"\[(?P<label>[^\[\]\n]{1,60})\]\((?:[^()\s]*[/#])?(?P<id>" + _ID + r")/?\)",
        "a markdown link whose target is a passage id, or a URL ending in one ('[6.1](mini-08:20)',"
        " '[source](https://kb.example/nda-mini/mini-07:14)'): a citation of that id",
        (
            "[preamble](mini-04:1)",
            "see [6.1](mini-08:20)",
            "([source](https://kb.example/nda/mini-07:14))",
            "[1](#mini-06:15)",
            "[NDA, clause 3(b)](doc.md#mini-06:15)",
        ),
        ("[1] mini-04:1", "[link](https://example.com)", "[doc](https://example.com/mini-07:14/page)"),
    ),
    Cue(
        "marker.link_title",
        r"\[(?P<label>[^\[\]\n]{1,60})\]\([^()\s]*\s+[\"'](?P<id>" + _ID + r")[\"']\)",
        "a markdown link (often a footnote's) whose title is a passage id ('[¹](#fn-1 \"mini-14:7\")'): a"
        " citation of that id; its label is no marker of its own",
        ('text.[¹](#fn-1 "mini-14:7")', "[1](#n1 'cnli-486:1')", '[see](https://kb.example/x "mini-04:2")'),
        ("[1](#fn-1)", '[link](https://example.com "Example site")', "[¹] mini-14:7"),
    ),
    Cue(
        "marker.url_id",
        r"<?(?:https?|s3|gs|corpus)://[^\s<>()\[\]\"'#]*?[/#](?P<id>"
        + _ID
        + r")/?>?(?=$|[\s)\]>,;!?\"']|\.(?:\s|$))",
        "a URL whose path or fragment ends in a passage id ('https://kb.example/contractnli/cnli-56:51',"
        " 'https://kb.example/nda/mini-02#mini-02:1'): a citation of that id (a drifted 'cnli-56/51' of a"
        " retrieved id is read as the id first)",
        (
            "(https://kb.example/contractnli/cnli-3:17)",
            "[1]: https://search.local/nda/mini-08:15",
            "see <https://kb.example/p/mini-01:2/>.",
            "s3://kb-bucket/nda/cnli-37:63",
            "https://kb.internal/contracts/mini-02#mini-02:1",
        ),
        ("https://kb.example/mini-01:2/page", "https://example.com/docs", "mini-01:2", "s3://kb/cnli-37.txt"),
        flags=0,
    ),
    Cue(
        "marker.superscript",
        r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?:\s*[˒,⁻–-]\s*[⁰¹²³⁴⁵⁶⁷⁸⁹]+)*|(?<![\[\d^])\^\d{1,2}(?![\d\]:])",
        "a superscript footnote marker (¹, ⁴, ¹˒², ²⁻⁴), or one written with a caret (^5): read as the"
        " numbered marker [1], [4], [1, 2], [2-4], [5]",
        ("goes out.⁴", "notice¹˒²", "see ²⁻⁴", "¹ cnli-7:12", "Survival: 20 months.^5", "^3 mini-01:21"),
        ("[1]", "2nd", "section 4", "[^1]", "10^6 dollars", "[^2]: mini-12:21"),
        flags=0,
    ),
    Cue(
        "marker.footnote_definition",
        r"^[ \t]*\[\^(\d{1,3})\^?\]:?[ \t]*\[?(" + _ID + r")\]?.*$",
        "a footnote definition mapping a marker to an id: [^1]: cnli-7:12",
        ("[^1]: cnli-7:12", "  [^2] [mini-04:16] (the return clause)", "[^1^]: mini-08:20 — a quote"),
        ("[^1]: see the agreement", "[1] cnli-7:12"),
        flags=0,
        anchored=True,
    ),
    Cue(
        "marker.list_item",
        r"^[ \t]*(?:[-*•][ \t]*)?(?:\[(?:(?i:"
        + _MARKER_NOUN
        + r")s?\.?\s*#?\s*)?\^?(\d{1,3})\]|(\d{1,3})[.):]|【(\d{1,3})】"
        r"|\((?:(?i:"
        + _MARKER_NOUN
        + r")s?\.?\s*#?\s*)(\d{1,3})\)|(?i:"
        + _MARKER_NOUN
        + r")s?\.?\s*#?\s*(\d{1,3})[:.)])"
        r"[:\s]*(?:(?i:" + _CROSS_REFERENCE + r")(?!\w)[ \t]*:?[ \t]*)?\[?(?P<id>" + _ID + r")\]?[^\n]*$",
        "one entry of a sources list: [1] cnli-7:12, 1. cnli-7:12, 【1】 cnli-7:12, [Source 1] cnli-7:12,"
        " (Ref. 1) cnli-7:12, Quelle 2: cnli-7:14, a signal before the id: [3] A contrario : cnli-73:19",
        (
            "[1] cnli-7:12",
            "2. mini-04:16 (return clause)",
            "- [3]: cnli-7:14",
            "[Source 1] mini-07:16",
            "(Ref. 1) cnli-12:23",
            "[Quelle 1] cnli-488:3",
            "Fuente 2: cnli-7:14",
            "[3] A contrario : cnli-73:19, from another agreement",
            "[2] See also mini-01:4",
        ),
        ("1. return all copies", "[1] see above", "(Ref. 1) see above", "1. Under mini-01:1 the party must"),
        flags=0,
        anchored=True,
    ),
    Cue(
        "marker.sources_head",
        r"(?:^|(?<=[.!?)\]])[ \t]+)[ \t>*_#]*(?:sources?|references?|citations?|quellen|fuentes|fontes|fonti"
        r"|références|(?:foot|end)?notes|fußnoten|anmerkungen|notas)[ \t*_]*:?[ \t*_]*",
        "the head of a sources or notes list, at a line's start or after a sentence",
        (
            "Sources: [1] cnli-7:12",
            "within 30 days [1]. Sources: [1] cnli-7:12",
            "**References**",
            "Notes: 1. mini-01:1 2. mini-01:8",
        ),
        ("the sources of the obligation", "open source software", "the notes of the meeting"),
    ),
    Cue(
        "marker.bare_entry",
        r"^[ \t]*(?:[-*•][ \t]*)?\[?(" + _ID + r")\]?(?:\s*[-–—:(].*)?$",
        "an unnumbered entry of a sources list: its number is its place in the list",
        ("- cnli-7:12", "* [mini-04:16] — the return clause", "cnli-7:14"),
        ("- the return clause", "cnli-7:14 says the term is five years"),
        flags=0,
        anchored=True,
    ),
    Cue(
        "marker.inline_entry",
        r"\[(?:(?i:" + _MARKER_NOUN + r")s?\.?\s*#?\s*)?(\d{1,3})\][:\s]*\[?(" + _ID + r")\]?",
        "an entry of an inline sources list: [1] cnli-7:12, [Source 1] cnli-7:12",
        ("[1] cnli-7:12", "[2]: [mini-04:16]", "[Source 1] mini-07:16"),
        ("[1] the agreement", "[cnli-7:12]"),
        flags=0,
    ),
    Cue(
        "marker.written_id",
        r"(?<![\w:/.-])" + _ID + r"(?!\w)",
        "a passage id written out: named references then only refer",
        ("cites cnli-7:12 here", "[mini-04:16]"),
        ("at 10:30", "section 5:1a"),
        flags=0,
    ),
    Cue(
        "marker.cited_after",
        r"\s{0,2}[\[(,]\s*(?:see\s+)?" + _ID,
        "an id right after a named reference: 'Passage 4 [cnli-63:32]' names the passage it cites",
        (" [cnli-63:32]", ", cnli-70:27", " (see mini-04:1"),
        (" says", " [1]"),
        flags=0,
        anchored=True,
    ),
    Cue(
        "marker.id_range",
        r"(?<![\w:/.-])(?P<doc>"
        + _DOC
        + r"):(?P<low>\d+)[ \t]*(?:[-–—]|\.\.|to)[ \t]*(?:(?P=doc):)?(?P<high>\d+)"
        r"(?![\w:]|\.\d)" + _UNIT_AFTER,
        "a range of passages after one document id: mini-09:4-5 cites mini-09:4 and mini-09:5",
        ("[mini-09:4-5]", "(cnli-7:12–14)", "see mini-02:3 to 5", "cnli-7:3-cnli-7:4"),
        (
            "cnli-7:12-month term",
            "at 10:30-11:00",
            "mini-09:4",
            "mini-02:3 to 5 business days",
            "cnli-7:3 - 4 weeks",
        ),
        flags=0,
    ),
    Cue(
        "marker.id_list",
        r"(?<![\w:/.-])(?P<doc>" + _DOC + r"):(?P<first>\d+)(?P<rest>(?:[,/&]\d{1,3})+(?![\w:]|[.,]\d)"
        r"|(?:[ \t]*[,;&][ \t]*\d{1,3})+(?=[ \t]*[\])]))" + _UNIT_AFTER,
        "more passages of one document after its id, bare numbers: cnli-563:20,19 cites cnli-563:20 and :19",
        ("(cnli-563:20,19)", "[mini-04:3, 7]", "mini-04:3/7 says", "[cnli-9:1; 4; 6]"),
        ("cnli-563:20, 19 days later", "mini-04:3, mini-04:7", "mini-04:3,5.5 percent", "(mini-04:3, 2019)"),
        flags=0,
    ),
    Cue(
        "marker.id_in_words",
        r"(?<![\w:/.-])(?:(?P<doc>"
        + _DOC
        + r")(?:,|'s)?[ \t]+(?P<open>\()?"
        + _PART_WORD
        + r"[ \t]*(?:no\.?[ \t]*|#)?(?P<n>\d+)(?(open)\))|"
        + _PART_WORD
        + r"[ \t]*(?:no\.?[ \t]*|#)?(?P<n2>\d+)[ \t]+(?:of|in|from)[ \t]+(?P<doc2>"
        + _DOC
        + r"))(?![\w:])",
        "a passage named in words after or before its document id: mini-01 passage 15 is mini-01:15",
        (
            "see mini-01 passage 15",
            "cnli-3, paragraph 4",
            "passage 7 of mini-02",
            "mini-01 (passage #2)",
            "that's in passage mini-02 colon 23",
            "(mini-08, ¶18)",
            "(cnli-440 at 10)",
            "(mini-08, ¶ 18)",
        ),
        ("passage 15 says", "mini-01 says in passage", "the passage of mini-01", "signed at 10 Main St."),
        flags=re.I,
    ),
    Cue(
        "contract.label_line",
        r"^[ \t>#*_]*(?:(?P<pre>"
        + _LABEL_QUALIFIER
        + r")\s+)?(?:"
        + phrase_alternation(spaced_all("label_noun"))
        + r")(?:\s+(?P<post>"
        + _LABEL_QUALIFIER
        + r"))?[ \t*_]*[:\-–—][ \t*_]*(?P<value>\S[^\n]*)$",
        "a label line of the output contract: its first sentence is a field; a qualifier says whether it is"
        " the last word (lexicon ``label_final``: 'Final verdict:') or one to be revised (``label_initial``)",
        (
            "Final answer: Yes.",
            "**Verdict:** No",
            "Respuesta: Sí",
            "Initial verdict: Yes - the parties clause",
            "Réponse finale : Non",
            "Endgültige Antwort: Nein",
        ),
        ("The answer depends on the clause.", "Answering this needs the full text.", "My answers: below"),
        flags=re.I | re.M,
    ),
    Cue(
        "contract.nli_label",
        r"\A\W*(?:(?:predicted\s+)?(?:label|prediction|classification|class|nli(?:\s+label)?)\s*[:=]\s*)?"
        r"(?P<label>entailment|entailed|contradiction|contradicted|not[_ ]?mentioned|neutral)\b",
        "a reply that opens with a ContractNLI label, bare or as a field (Entailment [x:1],"
        " label=CONTRADICTION score=0.9, NotMentioned): entailment is the question's yes, contradiction its"
        " no, not mentioned and neutral decline",
        (
            "Entailment [mini-01:8]",
            "label=CONTRADICTION score=0.91 evidence=[x:1]",
            "NotMentioned",
            "NEUTRAL",
        ),
        (
            "The entailment is clear from clause 2.",
            "No contradiction with clause 4 [x:1].",
            "Neutrality clause",
        ),
    ),
    Cue(
        "contract.decline_value",
        r"^\W*(?:unknown|unanswerable|undetermined|cannot\s+(?:be\s+)?(?:determine|answer)\w*|insufficient\b.*|n/?a"
        r"|not\s+(?:enough|stated|specified|mentioned|answerable|determinable)\b.*|none|refus\w*|declin\w*|abstain\w*"
        r"|no\s+answer|i\s+(?:don'?t|do\s+not)\s+know|not_?mentioned|neutral"
        r"|no[\s_]+(?:information|info|data|evidence|clause|mention|"
        + EVIDENCE_NOUN
        + r")(?:[\s_]+\w+)*)\W*$",
        "a verdict field that declines",
        (
            "unknown",
            "Insufficient information",
            "cannot be determined",
            "N/A",
            "NotMentioned",
            "NO_INFORMATION_FOUND",
            "no evidence",
        ),
        ("no", "yes", "not required", "NO_LICENSE_GRANTED", "no notice needed"),
        anchored=True,
    ),
    Cue(
        "contract.fenced_json",
        r"```(?:json|JSON)?\s*\n?(\{.*?\})\s*```",
        "a fenced JSON block",
        ('```json\n{"answer": "yes"}\n```', '```{"verdict": "no"}```'),
        ("```python\nprint(1)\n```",),
        flags=re.S,
    ),
    Cue(
        "cot.reasoning_block",
        r"\A\s*(?:<(?P<tag>" + _THINK_TAG + r")\b[^>]*>.*?</(?P=tag)\s*>"
        r"|\[(?P<square>" + _THINK_TAG + r")\].*?\[/(?P=square)\]"
        r"|◁(?P<kimi>" + _THINK_TAG + r")▷.*?◁/(?P=kimi)▷"
        r"|<details\b[^>]*\breasoning\b[^>]*>.*?</details\s*>"
        r"|<\|begin_of_thought\|>.*?<\|end_of_thought\|>(?:\s*<\|begin_of_solution\|>)?"
        r"|<\|channel\|>analysis<\|message\|>.*?<\|end\|>(?:<\|start\|>assistant)?(?:<\|channel\|>final<\|message\|>)?"
        # a closing mark whose opening the chat template swallowed
        r"|(?:(?!<" + _THINK_TAG + r"\b|\[" + _THINK_TAG + r"\]|◁" + _THINK_TAG + r"▷).)*?"
        r"(?:</" + _THINK_TAG + r">|\[/" + _THINK_TAG + r"\]|◁/" + _THINK_TAG + r"▷)"
        r"|thinking\.{3}[ \t]*\n.*?\n[ \t]*\.{3}\s*done\s+thinking\.?"
        r"|thought\s+for\s+\d+(?:[.,]\d+)?\s*(?:seconds?|secs?|s|minutes?|mins?|m)\b[^\n]*"
        r"(?:\n[ \t]*>[^\n]*)*"
        r"|reasoning_(?:content|text)[ \t]*[:=][ \t]*.*?\n[ \t]*(?:content|answer)[ \t]*[:=][ \t]*)\s*(?=\S)",
        "a reasoning model's thinking opening the reply (<think>...</think>, [THINK]...[/THINK], ◁think▷,"
        ' <details type="reasoning">, <|begin_of_thought|>, a harmony analysis channel, a closing </think>'
        " with no opening, Ollama's 'Thinking... ...done thinking.', a 'Thought for 9 seconds' header and its"
        " quoted lines, an API's reasoning_content field): scratch work the reply supersedes, read only when"
        " a reply follows it",
        (
            "<think>\nSo three years. Wait, that is another agreement.\n</think>\nI can't say.",
            "<|channel|>analysis<|message|>No survival text.<|end|><|start|>assistant<|channel|>final"
            "<|message|>I can't tell.",
            "[THINK]x:1 is the clause.[/THINK]\nYes [x:1].",
            "◁think▷Only x:2 speaks of it.◁/think▷ No.",
            "x:1 is the title; no clause.\n</think>\n\nI can't tell.",
            "Thinking...\nx:1 is the clause.\n...done thinking.\n\nYes [x:1].",
            "Thought for 9 seconds\n> x:1 is the clause.\n\nYes [x:1].",
            '<details type="reasoning">\n<summary>Thought for 3 seconds</summary>\n> x:1\n</details>\nNo.',
            "<|begin_of_thought|>\nx:1 says so.\n<|end_of_thought|>\n<|begin_of_solution|>\nYes.",
            "reasoning_content: x:1 is the clause.\ncontent: Yes [x:1].",
        ),
        (
            "<think>\nonly thinking, no reply\n</think>",
            "I think the answer is yes.",
            "Yes. Thinking about it, employees may see it [x:1].",
            "The reasoning: x:1 allows it. Answer: yes.",
            "Reasoning:\n1. x:1 allows it.\n\nAnswer: Yes.",
        ),
        flags=re.S | re.I,
        anchored=True,
    ),
    Cue(
        "cot.plan_block",
        r"^([ \t*_#>]*plan[ \t*_]*:[ \t*_]*)\n((?:[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+[^\n]*(?:\n|$))+)",
        "an agent's plan: a 'Plan:' line and the list items under it, the steps it means to take (read as one"
        " plan line, cue cot.agent_step), not advice to the reader",
        ("Plan:\n1. find the definition\n2. check it\n3. answer\n", "**Plan:**\n- search the NDA\n- answer"),
        ("Plan: 1. find the clause", "The plan:\nThe parties plan a merger."),
        flags=re.I | re.M,
        anchored=False,
    ),
    Cue(
        "format.source_line",
        r"(?:^|[(\n]|(?<=[.!?])\s*\(?)\s*(?:sources?|references?|evidence|citations?|beleg[e]?|quellen?|fuentes?|fontes?"
        r"|preuves?|prove)\s*:\s*(?:\[?"
        + _ID
        + r"\]?(?:\s*\((?:(?:"
        + SECTION_NOUN
        + r")\s*|s\.\s*|§\s*|¶\s*)"
        r"[\w.]{1,12}\))?[\s,;]*)+\)?\s*$",
        "a line of sources alone ('(Sources: mini-03:4, mini-03:5)', 'Beleg: mini-06:21', 'Source: mini-08:20"
        " (section 6.1)'): it cites for the statements before it, so none of them is an uncited claim",
        (
            "... was marked. (Sources: mini-03:4, mini-03:5)",
            "Beleg: mini-06:21",
            "Sources: [cnli-7:12]",
            "Source: mini-08:20 (section 6.1)",
            "Sources: mini-02:10 (s. 2.4), mini-02:11 (§ 2.5)",
        ),
        (
            "Sources: the full agreement",
            "The sources differ: mini-03:4 says so.",
            "Source: mini-08:20 (which says the term is five years)",
        ),
    ),
    Cue(
        "format.source_pointer",
        r"^\W*(?:so\s+)?(?:that(?:['’]s|\s+is)|this\s+is|it(?:['’]s|\s+is))\s+(?:all\s+)?(?:in\s+|from\s+|per\s+)?"
        r"(?:(?:the\s+)?(?:"
        + SECTION_NOUN
        + r")\s+[\w\s.]{1,30}?,?\s+)?(?:(?:in\s+)?(?:"
        + _EN_MARKER_NOUN
        + r")\s+)?"
        r"\[?" + _ID + r"\]?\W*$",
        "a sentence that only says where the answer comes from ('That's clause two point three, passage"
        " mini-13:10.'): it cites for the statements before it",
        (
            "That's clause two point three, passage mini-13:10.",
            "That's in passage mini-02:23.",
            "It's mini-01:1.",
        ),
        (
            "That's the term clause, and it says five years [mini-01:3].",
            "That's wrong [mini-01:3] too, as it says",
        ),
    ),
    Cue(
        "format.self_assessment",
        r"^[ \t>*_\-•·]*" + _ASSESSMENT + r"(?:[ \t]+(?:score|level))?[ \t*_]*[:=][^\n]*\n?"
        r"|[ \t]*\(" + _ASSESSMENT + r"(?:[ \t]+(?:score|level))?[ \t:=]*"
        r"(?:high|medium|moderate|low|0?\.\d+|1\.0|\d{1,3}[ \t]*%)[^()\n]{0,24}\)",
        "a reply's assessment of itself (a 'Confidence: high (0.88)' or 'grounded=true' line, a '(confidence"
        " 0.55)' aside): no claim, no answer, removed before reading",
        (
            "- Confidence: high (0.88)",
            "confidence=0.88 | grounded=true",
            "Yes, it may. (confidence 0.55)",
            "**Grounded:** yes",
        ),
        (
            "Confidential Information: any data",
            "It keeps the confidence of the parties.",
            "the recipient's confidence (in the process)",
        ),
        flags=re.I | re.M,
    ),
    Cue(
        "format.react_step",
        r"^[ \t>*_]*(?P<kind>thought|action(?:[ \t]+input)?|observation|question)"
        r"[ \t]*\d{0,2}[ \t*_]*:[^\n]*$",
        "a line of a ReAct trace (Thought / Action / Action Input / Observation, the Question it restates):"
        " before a 'Final Answer:' line it is scratch work (with the lines that continue it); the passages"
        " an Observation or Action names (group ``kind``) are the answer's sources, a Thought's are not",
        (
            "Thought: I need the term clause.",
            "Observation 2: [mini-03:17] The term is",
            "Action Input: notice",
        ),
        ("Thought about it: no.", "The action: a claim for damages", "Final Answer: No."),
        flags=re.I | re.M,
    ),
    Cue(
        "format.react_final",
        r"^[ \t>*_]*final[ \t_]*answer[ \t*_]*:[ \t*_]*",
        "the line of a ReAct trace that holds its answer",
        ("Final Answer: No.", "**Final answer:** Yes", "final_answer: yes"),
        ("The final answer is no.", "Answer: no"),
        flags=re.I | re.M,
        anchored=False,
    ),
    Cue(
        "format.title_line",
        r"^[ \t]*(?:#{1,6}[ \t]+(?P<h>[^\s#][^\n]*?[^\s.!?:;*#])[ \t#]*"
        r"|\*\*(?P<b>[^*\s][^*\n]*?[^\s.!?:;*])\*\*|__(?P<u>[^_\s][^_\n]*?[^\s.!?:;_])__)[ \t]*$",
        "a title line (a markdown heading, or a whole line in bold) with no stop, colon or question mark:"
        " it names what follows ('## Reverse engineering under the NDA'), no claim; read as a label",
        (
            "## Reverse engineering under the cnli-56 NDA",
            "**Return of materials at termination**",
            "### Analysis",
        ),
        (
            "**Answer: Yes.**",
            "**Can the receiving party copy it?**",
            "## Yes, it may.",
            "The **only** clause is 2.4",
            "**No** — it may not",
        ),
        flags=re.M,
        anchored=True,
    ),
    Cue(
        "format.admonition_marker",
        r"^[ \t]*(?:>[ \t]*)?\[![A-Za-z]+\][+-]?[ \t]*(?P<gh>[^\n]*)$"
        r"|^[ \t]*(?:!!!|\?\?\?\+?)[ \t]+[A-Za-z-]+(?:[ \t]+\"(?P<mk>[^\"\n]*)\")?[ \t]*$"
        r"|^[ \t]*:::[ \t]*(?:[A-Za-z-]+)?(?:[ \t]+(?P<dc>[^\n]*))?$"
        r"|^[ \t]*\.\.[ \t]+[A-Za-z-]+::[ \t]*(?P<rst>[^\n]*)$",
        "a documentation admonition's marker (GitHub '> [!WARNING]', MkDocs '!!! note \"Title\"', Docusaurus"
        " ':::tip', reStructuredText '.. note::'): markup around the answer's own words, its type no alarm;"
        " only its title, if any, is read",
        ("> [!WARNING]", '!!! note "Short answer"', ":::tip", ":::", ".. important::", "??? info"),
        ("> The clause says [x:1].", "Note: the term is five years.", "a ::: b", "!!! not a marker here"),
        flags=re.M,
        anchored=True,
    ),
    Cue(
        "format.outline_mark",
        r"^([ \t]*)(?:[IVX]{1,4}|[A-Ha-h])[.)][ \t]+(?=\S)(?![a-z]\.)",
        "an outline's enumerator opening a line ('II. Next step', '   A. Pull the clause'): a list mark like"
        " a bullet, no initial and no value",
        ("II. Next step", "   A. Pull the full definition", "  b) the second ground", "IV) Result"),
        ("Anne B. Smith signed it.", "I. e. the clause", "It is in Section A. The clause"),
        flags=re.M,
        anchored=True,
    ),
    Cue(
        "format.run_in_heading",
        r"^([ \t>*-]*)\*\*([^*\n\d:]{1,80}?)"
        r"(?:(?P<colon>:)\*\*|\.\*\*|\*\*[ \t]*(?P<colon2>:)|\*\*\.)[ \t]+(?=\S)",
        "a bold run-in heading opening a line: a label ('**Antwort:** Ja') is read as 'Antwort: Ja', a title"
        " ('**Passo 2 – Forma da divulgação.** A cláusula ...') as a heading line of its own, not a sentence",
        ("**Veredito:** sim", "**Forma da divulgação.** A cláusula", "- **Cosa ho:** il preambolo"),
        (
            "The **only** clause is 2.4",
            "**Answer: Yes.**",
            "- **mini-10:11** (Ashgrove) says",
            "**1. Check the premise.** The",
        ),
        flags=re.M,
        anchored=True,
    ),
    Cue(
        "format.stream_done",
        r"^[ \t]*data:[ \t]*\[DONE\][ \t]*(?:\n|$)",
        "a server-sent-events end line leaked into the answer ('data: [DONE]'): metadata, no claim",
        ("Yes [x:1].\n\ndata: [DONE]", "data: [DONE]\n"),
        ("The data: [DONE] marker", "data: the clause says", "[DONE]"),
        flags=re.M,
    ),
    Cue(
        "format.stream_repeat",
        r"^(\s*)(?:([A-Za-z][a-z]+)[ \t]?|([A-Za-z]+|\d+)[ \t])(?=(?:\2|\3)\b)",
        "an answer whose first token a stream join wrote twice ('YesYes, only', 'Five Five (5) years', 'I I"
        " couldn't'): one token",
        ("YesYes, only its own employees", "Five Five (5) years.", "I I couldn't find it.", "No No."),
        (
            "No, no one may.",
            "Yes. Yes, because",
            "Yesterday",
            "Nono",
            "Noon",
            "Yes yes",
            "II. Terms",
            "55 days",
        ),
        flags=0,
        anchored=True,
    ),
    Cue(
        "format.feedback_prompt",
        r"^[ \t]*[¿]?(?:was\s+this\s+(?:answer|response|reply|information)\s+helpful"
        r"|did\s+this\s+(?:answer\s+)?help|war\s+diese\s+antwort\s+hilfreich"
        r"|cette\s+réponse\s+vous\s+a-t-elle\s+été\s+utile"
        r"|(?:te|le)\s+(?:resultó|ha\s+resultado|fue|ha\s+sido)\s+útil\s+esta\s+respuesta"
        r"|(?:fue|es)\s+útil\s+esta\s+respuesta"
        r"|questa\s+risposta\s+(?:ti\s+|le\s+)?(?:è\s+stata\s+)?utile"
        r"|esta\s+resposta\s+foi\s+útil|rate\s+this\s+(?:answer|response))\b[^\n]*\s*\Z",
        "a product's feedback prompt on the answer's last line ('Was this answer helpful? 👍 Yes · 👎 No',"
        " 'War diese Antwort hilfreich?'): no part of the answer, its 'Yes' / 'No' no verdict",
        (
            "Was this answer helpful? 👍 Yes · 👎 No",
            "War diese Antwort hilfreich? 👍 Ja · 👎 Nein",
            "Cette réponse vous a-t-elle été utile ? 👍 Oui · 👎 Non",
            "¿Te resultó útil esta respuesta? 👍 Sí · 👎 No",
            "Esta resposta foi útil? Sim / Não",
            "Questa risposta ti è stata utile? Sì · No",
        ),
        (
            "This answer was helpful to the Recipient.",
            "The information was helpful for the evaluation, so yes.",
            "did this help? yes, employees may see it [x:1]\nSee clause 2.",
        ),
        flags=re.I | re.M,
    ),
    Cue(
        "meta.pleasantry",
        r"^\W*(?:(?:hi|hello|hey|hallo|bonjour|hola|ciao|olá|oi)(?:\s+there)?\W+)?"
        r"(?:(?:thanks|thank\s+you)\s+(?:for\s+(?:your|the)\s+(?:question|message|query|patience)|for\s+asking)"
        r"|danke\s+für\s+ihre\s+frage|merci\s+(?:pour|de)\s+votre\s+question"
        r"|gracias\s+por\s+(?:su|tu)\s+(?:pregunta|consulta)|grazie\s+per\s+la\s+(?:sua\s+|tua\s+)?domanda"
        r"|obrigad[oa]\s+pela\s+(?:sua\s+)?pergunta|great\s+question|happy\s+to\s+help)\W*$",
        "a greeting and thanks for the question ('Hi there! 👋 Thanks for your question.', 'Merci pour votre"
        " question.'): no claim",
        (
            "Hi there! 👋 Thanks for your question.",
            "Hallo! 👋 Danke für Ihre Frage.",
            "Olá! 👋 Obrigado pela sua pergunta.",
            "Great question!",
        ),
        ("Thanks to clause 5, the party may keep one copy.", "Hi, the agreement lets employees see it."),
        flags=re.I,
    ),
    Cue(
        "meta.status_line",
        r"^\W*(?:status|estado|stato|statut|stand)[ \t*_]*:[ \t*_]*[^\s.!?]+(?:[ \t]+[^\s.!?·|•]+){0,3}"
        r"[ \t*_]*(?:[·|•]|$)",
        "a product's status line ('Status: Grounded · Confidence 0.89', 'Estado: verificado'): metadata about"
        " the answer, no claim",
        (
            "Status: Grounded · Confidence 0.89",
            "**Status:** Low confidence",
            "Stato: Verificato · Affidabilità 0,91",
        ),
        (
            "The status of the information is unknown.",
            "Confidential status applies to oral disclosures.",
            "Result: the agreement was signed in Boston and lasts 7 years.",
            "Status: the agreement was signed in Boston and lasts seven years.",
        ),
        anchored=True,
    ),
    Cue(
        "meta.about_reply",
        r"^\W*(?:" + _NOTICE_LABEL + r")[ \t*_]*(?:[:|—–]|$)"
        r"|(?<!\w)(?:" + _REPLY_SELF + r")(?!\w)"
        r"|(?<!\w)(?:" + _NEGATIVE + r")\W+(?:[\w'’-]+\W+){0,3}?(?:" + _ABOUT_REPLY + r")(?!\w)"
        r"|\b(?:verify|confirm|check|review)(?:ed)?\s+(?:(?:it|this|them|everything)\s+)?(?:with|by)\s+"
        r"(?:(?:your|a|an|qualified|independent)\s+)*(?:counsel|lawyer|attorney|solicitor|legal\s+(?:team|advis[eo]r))"
        r"|\b(?:should|must|needs?\s+to)\s+be\s+(?:independently\s+)?(?:verified|confirmed|checked|double-checked)"
        r"\s+(?:against|with\s+(?:counsel|a\s+lawyer|an\s+attorney))\b"
        r"|\bno\s+(?:attorney|lawyer|counsel|human)\s+has\s+(?:reviewed|checked|approved)\b",
        "a sentence about the reply itself, not about the documents: a notice line ('Disclaimer: ...',"
        " 'CONFIDENTIAL: prepared for ...', 'PRIVILEGED & CONFIDENTIAL | AI-assisted draft'), a sentence"
        " naming the reply ('This communication is confidential', 'Note: this summary is based only on the"
        " excerpts'), a disclaimer of legal advice or a call to verify it with counsel: no claim and no"
        " verdict, unless it declines or states a value (lexicon ``notice_label``, ``reply_self``,"
        " ``about_reply``)",
        (
            "CONFIDENTIAL: prepared for the requesting user only.",
            "Disclaimer: the following is an automated reading of contract text, for convenience only.",
            "PRIVILEGED & CONFIDENTIAL | AI-assisted draft, verify with counsel",
            "Note: this summary is based only on the excerpts provided to me.",
            "No attorney has reviewed this output.",
            "Figures should be confirmed against the signed agreement.",
            "The information above is general in nature and is not a legal opinion.",
            "Dies ist keine Rechtsberatung.",
            "Aviso legal: esta respuesta se generó automáticamente.",
            "Cette réponse ne constitue pas un avis juridique.",
        ),
        (
            "Confidential Information: all data disclosed by either party.",
            "The Recipient may disclose it to its lawyers for the purpose of obtaining legal advice.",
            "Notices must be confirmed in writing.",
            "Translation: Nein, die Weitergabe ist nicht erlaubt.",
            "The answer is in clause 5.",
            "This agreement is confidential.",
        ),
    ),
    Cue(
        "claim.arithmetic",
        r"\d\s*[x×*/÷]\s*\d|\b(?:twice|double|triple|half|times|multiplied|divided|in\s+total|in\s+all"
        r"|altogether|combined)\b|\b(?:" + number_alternation(2, 12) + r"|\d{1,2})\s+(?:separate\s+)?"
        r"(?:breach(?:es)?|violations?|instances?|notices?|periods?|terms?|renewals?|copies|months?|years?|weeks?|days?)\b"
        r"[^.;]{0,40}?\b(?:would|will|comes?\s+to|makes?|gives?|adds?\s+up\s+to|totals?|cost)\b",
        "a sentence that works a value out of another ('90 / 7 is about 12.9 weeks', 'twice that', 'two"
        " breaches would cost $100,000'): a value it states may be a multiple of one the answer stated",
        (
            "In other units: 90 / 7 is about 12.9 weeks.",
            "Twice that is 180 days.",
            "Two breaches would therefore cost Wrenhaven $100,000.",
            "3 x 50,000 = 150,000.",
        ),
        ("Renewal needs 45 days' notice.", "The cure period is 30 days.", "Two years after disclosure."),
    ),
    Cue(
        "format.citation_signal",
        r"^\W*(?:" + _CROSS_REFERENCE + r")\s*[\[(【]?\s*" + _ID,
        "a legal citation signal before a passage id ('See [x:3] (requiring notice ...)', 'Cf. x:4', 'But see"
        " [x:9]'): the sentence cites and says what the passage holds, it advises no one to look (lexicon"
        " ``cross_reference``)",
        (
            "See [mini-01:16] (requiring written notice).",
            "Cf. [cnli-10:52] (same rule).",
            "But see mini-08:15, which sets ninety days.",
        ),
        (
            "See the full agreement's termination clause.",
            "See clause 3.2 for the deadline.",
            "[x:3] See above.",
        ),
    ),
    Cue(
        "value.warned_off",
        r"(?:^|[:;,—–!]\s*|\bplease\s+)\W*(?:do\s+not|don['’]?t|never|avoid)\s+(?:(?:\w+ly|simply|just)\s+)?"
        r"(?:carry|apply|use|assume|rely\s+on|borrow|quote|cite|treat|take|import|transfer|read|represent)"
        r"(?:ing)?\b",
        "a warning not to use a value ('do NOT carry the three years over to this agreement', 'don't assume"
        " thirty days'): the values after it are rejected, not committed to",
        (
            "Be very careful: do NOT carry the three years over to this agreement!",
            "Don't assume thirty days here.",
            "Never quote the $5,000 figure to the client.",
        ),
        (
            "The Recipient must not copy the information for three years.",
            "Use the ninety days from clause 4.",
        ),
    ),
    Cue(
        "meta.related_section",
        r"^[\W_]*(?:" + phrase_alternation(all_entries("related_label")) + r")(?![\w-])"
        r"(?:\s+(?:from|about|on|for|in|dai|dalle|dagli|aus|zu|zum|de|des|del|dos|das|da|do|sobre)\b"
        r"[^\n:.?!]{0,40})?"
        r"[\s*_]*(?::|\?|$)",
        "the label opening a section after the answer that answers other questions ('People also ask', 'You"
        " may also want to know:', 'Quick facts', 'Related: ...', 'Dati rapidi dai passaggi recuperati:'):"
        " what follows gives no verdict or value for the question asked (lexicon ``related_label``)",
        (
            "People also ask",
            "You may also want to know:",
            "**Quick facts**",
            "Related questions",
            "Related: the Company answers for any breach.",
            "Dati rapidi dai passaggi recuperati:",
            "Häufige Folgefragen",
        ),
        (
            "Related parties may also receive it.",
            "The FAQ in clause 9 answers it.",
            "Quick facts matter: the clause lasts two years.",
        ),
        anchored=True,
    ),
    Cue(
        "meta.aside_lead",
        r"^\W*(?:for\s+what\s+it['’]?s\s+worth|by\s+the\s+way|incidentally|(?:meanwhile,?\s+)?for\s+context"
        r"|fyi|(?:on\s+a\s+)?side\s+note|as\s+an\s+aside|unrelated(?:ly)?|(?:also\s+)?worth\s+knowing)\b",
        "a lead that sets a remark aside from the answer ('For what it's worth, this agreement is governed by"
        " New South Wales law.', 'Meanwhile, for context: ...'): no verdict for the question asked, and a"
        " fact it states is a claim of its own",
        (
            "For what it's worth, this agreement is governed by New South Wales law.",
            "Meanwhile, for context: one-way NDAs typically let the recipient share with employees.",
            "By the way, the term is two years.",
        ),
        ("The worth of the information is not stated.", "Contextual information is covered too."),
    ),
    Cue(
        "meta.reading_of_question",
        r"^\W*(?:I\s+(?:assume|take\s+it|am\s+assuming|'m\s+assuming|understand\s+(?:the|your)\s+question)\b"
        r"|(?:there\s+are\s+)?(?:two|several|a\s+few)\s+(?:possible\s+)?readings\b"
        r"|(?:the\s+question\s+)?(?:can|could)\s+be\s+read\s+(?:in\s+)?two\s+ways\b"
        r"|do\s+you\s+mean\b)",
        "a sentence about how the answer reads the question ('I assume you mean the receiving party.', 'Two"
        " readings: a copy kept for legal files, or one kept after the rest is returned.'): no claim about"
        " the documents and no verdict, unless it says a verdict word",
        (
            "I assume 'expressly' also covers marking by necessary implication.",
            "Two readings: a copy kept for legal files, or a copy kept after the rest is handed back.",
            "Do you mean the receiving party or its affiliates?",
        ),
        ("I assumed nothing; the clause is clear.", "The two readings of clause 4 agree."),
        anchored=True,
    ),
    Cue(
        "format.prompt_echo",
        r"^[ \t]*(?:#+[ \t]*)?(?:response|answer|assistant|output)[ \t]*:?[ \t]*$",
        "the response label of a prompt template echoed into the reply ('### Question: ... ### Context: ..."
        " ### Response:'): the reply is what follows the last one; the echoed question and context are the"
        " prompt's words, not the answer's (read only after a question or context label)",
        ("### Response:", "Answer:", "### Assistant"),
        ("Answer: yes", "The response is due in ten days.", "### Context:"),
        flags=re.I | re.M,
    ),
    Cue(
        "format.prompt_echo_head",
        r"^[ \t]*(?:#+[ \t]*)?(?:question|instruction|input|" + EVIDENCE_NOUN + r")[ \t]*:?[ \t]*$",
        "a question or context label line of an echoed prompt template ('### Question:', '### Context:')",
        ("### Question:", "Context:", "### Instruction"),
        ("Question: may it? Yes.", "The context is clear."),
        flags=re.I | re.M,
    ),
    Cue(
        "decline.placeholder",
        r"\A\W*(?:\{\{\s*\w+\s*\}\}|\{\s*(?:answer|response|output)\s*\}|<(?:answer|response)>\s*</(?:answer|response)>"
        r"|\[(?:answer|response|output)\]|<empty>|null|none)\W*\Z",
        "a reply that is only an unfilled template slot ('{{answer}}', '{response}', 'null'): no answer, read"
        " as a flat decline",
        ("{{answer}}", "{{ answer }}", "{response}", "null", "[ANSWER]"),
        ("{{answer}} is yes", "None of the passages say so.", "Null and void."),
    ),
    Cue(
        "meta.prior_turn",
        r"^\W*(?:(?:as|same\s+\w+\s+as)\s+(?:I\s+(?:said|mentioned|noted|wrote|explained)"
        r"(?:\s+(?:before|earlier|above))?"
        r"|(?:in\s+)?my\s+(?:earlier|previous|last|first)\s+(?:reply|answer|response|message|turn)|before\b)"
        r"|(?:a\s+)?correction\s+to\s+my\s+(?:earlier|previous|last|first)\s+(?:reply|answer|response|message)"
        r"|building\s+on\s+my\s+(?:earlier|previous|last)\s+(?:reply|answer|response)"
        r"|I\s+(?:understand|see|get)\s+why\s+you(?:['’]d|\s+would)?\s+push\s+back"
        r"|you(?:['’]re|\s+are)\s+right\s+to\s+(?:push\s+back|question\s+(?:it|that|this))"
        r"|on\s+(?:a\s+)?second\s+(?:look|reading|thought)|having\s+re-?read|I\s+had\s+it\s+backwards"
        r"|my\s+answer\s+(?:stays|remains|is\s+still)(?:\s+(?:the\s+same|unchanged))?)"
        r"[^.:;—–]{0,80}?(?:[:;—–,]|\s+(?=my\s+answer\b)|$)\s*",
        "a lead that refers to an earlier turn of the conversation ('As in my earlier reply:', 'Correction to"
        " my previous reply:', 'I understand why you'd push back, but', 'my answer stays the same:'): about"
        " the conversation, not the documents; what follows it is the sentence's content",
        (
            "As in my earlier reply: yes.",
            "Correction to my previous reply: I had it backwards — yes.",
            "I understand why you'd push back, but having re-read clause 2.1 my answer stays the same: no.",
            "Same correction as in my earlier reply: this is not a Lease Agreement.",
            "As I said before, no.",
        ),
        (
            "As the agreement says, no copies may be kept.",
            "My answer: no.",
            "The Recipient must give a correction to the Discloser's records.",
        ),
        anchored=True,
    ),
    Cue(
        "meta.product_line",
        r"^\W*(?:[—–]\s*(?!(?i:" + GLOSS["section"] + r")\b)" + _PRODUCT + r"\s+v?\d+(?:\.\d+)+"
        r"|(?i:generated|powered|produced|drafted)\s+(?i:automatically\s+)?(?i:by|with)\s+"
        + _PRODUCT
        + r"(?:\s+v?\d+(?:\.\d+)+)?)(?:\s*\([^)\n]{1,20}\))?[\s.]*$",
        "a product's signature or version line closing the reply ('— ContractBot 0.9.4 (beta).', 'Generated"
        " by LexiAssist'): who wrote it, no claim",
        ("— ContractBot 0.9.4 (beta).", "Generated by LexiAssist v2.1", "Powered by ClauseFinder"),
        ("— Section 5.3", "— Clause 2.2 allows it.", "- The Recipient may keep one copy.", "— Yes."),
        flags=0,
        anchored=True,
    ),
    Cue(
        "format.chat_mention",
        r"^[ \t]*(?:@[\w.-]+(?:[ \t]*[,:]|(?=[ \t]*[\U0001F300-\U0001FAFF\u2600-\u27BF]))[ \t]*)+",
        "a chat reply's mention of the asker opening a line before an emoji or a comma ('@marco 🤷 I don't"
        " have an answer'): no part of what it says",
        ("@marco 🤷 I don't have an answer for this one.", "@priya.k, yes: employees may see it."),
        (
            "Email legal@acme.com for the full text.",
            "The notice goes to the CEO @ the registered office.",
            "@Lanternfield must return it.",
        ),
        flags=re.M,
    ),
    Cue(
        "format.record_header",
        r"[ \t]*(?:[^\n#.!?]{0,40}#[ \t]?\d{3,}\b[^\n.!?]{0,60}"
        r"|(?:status|estado|stato|statut|state|stand)[ \t]*:"
        r"(?![ \t*_]*(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*)?(?:" + _STATUS_OPEN + r")(?!\w))"
        r"[^\n.!?]{0,60})[ \t]*\n",
        "a line that heads an answer written as a ticket or record update ('Ticket #4471 — status changed',"
        " 'Pedido #20931 – atualização', 'Status: Rückfrage'): its number and status are metadata, no value",
        (
            "Ticket #4471 — status changed: Open → Pending requester\nUpdate from assistant:",
            "Pedido #20931 – atualização\nEstado: Resolvido",
            "Status: Rückfrage\nDie Frist ...",
        ),
        (
            "Notice is due within 30 days.\nTicket #4471",
            "Clause #12 requires notice.\nMore.",
            "Status: the clause is in force.\n",
            "Ticket #4471",
            "Status: BLOCKED\nReason: nothing retrieved.",
        ),
        anchored=True,
    ),
    Cue(
        "format.generated_footer",
        r"^[ \t>*_]*(?:(?:this|the\s+above)\s+(?:response|answer|reply|summary|content|text)"
        r"\s+(?:was|is|has\s+been)\s+(?:generated|produced|created|written|drafted)\b"
        r"|(?:ai|auto(?:matically)?)[- ]generated\s+(?:content|answers?|responses?|text)\b"
        r"|generated\s+(?:by|with)\s+(?:ai|an?\s+ai\b|an?\s+(?:language\s+)?model))[^\n]*(?:\n|$)",
        "a product footer on how the answer was made ('This response was generated by AI and may contain"
        " errors.'): metadata, no claim",
        (
            "This response was generated by AI and may contain errors. Please verify important information.",
            "*AI-generated content may be incorrect.*",
            "Generated by AI — check the agreement before relying on it.",
        ),
        (
            "The response was generated within 30 days.",
            "This agreement was written in 2019.",
            "Information generated by the Recipient is confidential.",
        ),
        flags=re.I | re.M,
    ),
    Cue(
        "format.envelope_opening",
        r"\s*(?:[{\[<]|data:|event:|```(?:json)?[ \t]*\n\s*[{\[])",
        "how an answer handed over in its framework's wrapping opens (a JSON object or message list, bare or"
        " fenced, an HTML document, a server-sent-events stream): only such an answer is parsed as one",
        (
            '{"choices": []}',
            '[{"role": "assistant"}]',
            "<p>Yes.</p>",
            'data: {"delta": {}}',
            "event: ping",
            '```json\n{"choices": []}\n```',
        ),
        ("Yes [x:1].", "Final answer: no", "The data: field", "```python\nprint(1)\n```"),
        anchored=True,
    ),
    Cue(
        "format.template_token",
        r"<\|start_header_id\|>\s*\w+\s*<\|end_header_id\|>|<\|im_start\|>\s*(?:assistant|user|system)\b"
        # <s> and </s> only where they open or close the reply: inside, <s>...</s> is HTML strike-out
        r"|<\|[a-z_]{2,30}\|>|\A\s*<s>|</s>\s*\Z|\[/?INST\]|<</?SYS>>|<(?:start_of_turn|end_of_turn)>(?:model\b)?",
        "a chat template's special token leaked into the reply (<|assistant|>, <|im_end|>, </s>, [INST]):"
        " markup of the prompt, dropped before the reply is read",
        (
            "<|assistant|> Answer: No.",
            "No.<|im_end|>",
            "<|im_start|>assistant\nYes",
            "Yes [x:1]</s>",
            "[INST] is it allowed? [/INST] Yes",
            "<|start_header_id|>assistant<|end_header_id|> No",
        ),
        (
            "a <b>bold</b> word",
            "the passages [1] and [2]",
            "x < y and y > z",
            "<answer>No</answer>",
            "it is <s>not</s> allowed",
        ),
    ),
    Cue(
        "format.emoji_break",
        r"([\U0001F300-\U0001FAFF\u2600-\u27BF](?:(?<=\w[ \t].)|(?<=\w.))"
        r"[\u200d\ufe0f\u2640\u2642\U0001F3FB-\U0001F3FF]*(?:[ \t]?[\U0001F300-\U0001FAFF\u2600-\u27BF]"
        r"[\u200d\ufe0f\u2640\u2642\U0001F3FB-\U0001F3FF]*)*)[ \t]+(?=[A-ZÀ-ÖØ-Þ¡¿])",
        "an emoji between a clause and a capitalised word ends a chat sentence ('... com a Gossamer 🤷"
        " Na maioria dos NDAs ...'): the next words are a sentence of their own",
        (
            "nesse acordo da Northwick 🤷\u200d♂️ Na maioria",
            "Parece que sí 👍 Zephyrine puede",
            "risposta 🙁 Del",
        ),
        ("Son 3 años 👍 (cnli-478:52)", "¡Hola! 👋 Parece", "Oui 👌 le receiving party"),
        flags=0,
    ),
    Cue(
        "contract.fenced_yaml",
        r"```(?:yaml|yml)\s*\n(.*?)```",
        "a fenced YAML block: a reply's fields, read like a JSON object's",
        ("```yaml\nanswerable: false\nnext_step: search the agreement\n```", "```yml\nanswer: no\n```"),
        ('```json\n{"answer": "yes"}\n```', "```python\nprint(1)\n```"),
        flags=re.S | re.I,
    ),
    Cue(
        "mask.ids",
        _ID + r"|\b\d+\b",
        "ids and numbers masked when refusals are compared for a repeated template",
        ("cnli-7:12", "passages 2 and 3"),
        ("passage",),
        flags=0,
    ),
)


@cache
def _by_id() -> dict[str, Cue]:
    table = {c.id: c for c in CUES}
    if len(table) != len(CUES):
        raise ValueError("two cue rows share an id")
    return table


@cache
def cue(cue_id: str) -> LazyPattern:
    """The compiled-on-first-use pattern of one row."""
    row = _by_id()[cue_id]
    return lazy(row.pattern, row.flags)


def fires(cue_id: str, text: str) -> bool:
    """Whether the row's pattern reads ``text`` (``match`` for anchored rows, else ``search``)."""
    pattern = cue(cue_id)
    return bool(pattern.match(text) if _by_id()[cue_id].anchored else pattern.search(text))


def meaning(cue_id: str) -> str:
    return _by_id()[cue_id].meaning
