"""The detail rules of the support check (reference-12 and on): each committed detail of a claim read
against the passage cited for it (``harness.grade.support`` applies them; CALIBRATION section 7).

- ``governing`` / ``governed``: which citations govern a sentence's details, and the part of a
  sentence one citation is for;
- ``merged_detail`` (rule ``detail.merged``), ``acting_party`` (``detail.actor``), ``misquoted``
  (``detail.misquote``), ``substituted`` (``detail.substituted``): a detail its passage does not state;
- ``unlabelled``: a claim without the layout label it opens with.

The word primitives (``prefixes``, ``_words``, the force and recipient classes) are the support
module's, imported from it; the support module imports these rules inside the functions that apply
them, so that neither import runs into the other half-loaded.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from harness.core.records import Question
from harness.corpus.base import Corpus
from harness.grade.support import (
    _FORCE,
    _NAME,
    _NEGATED,
    _RECIPIENT_WORDS,
    _RECIPIENTS,
    _REPORTING,
    _THOSE,
    _UMBRELLAS,
    CONTRAST,
    PREFIX,
    SIDE_CLAIM_SHARE,
    _acts,
    _words,
    asked_parties,
    cited_parts,
    prefixes,
)
from harness.read.lazy import lazy
from harness.text.claim_cues import DETAIL_BREAK, LABEL
from harness.text.quotation import QUOTATION, QUOTED_WORDS, plain_words, quoted_pieces
from harness.text.sentences import split_passage_sentences
from harness.text.verdict import ReadSentence

MERGED_SHARE = 0.75
"""A cited passage holding this share of what a detail says its subject may or must do states that."""


def merged_detail(claim: str, passage: str, siblings: Sequence[str]) -> str:
    """Rule ``detail.merged``: the detail of ``claim`` (``claim_cues.DETAIL_BREAK``) whose duty or
    permission (what follows its modal) one passage cited at the same place states
    (``MERGED_SHARE``) of another subject, while its own subject is named only by another of those
    passages: a subject from one clause and a predicate from another ("each auditor may keep one
    archival set" from a clause on auditors and one on outside counsel keeping a set); "" otherwise.
    Every cited passage, alone, must support its claim. A subject without content words ("it", "each
    party") is read as the passage's."""
    if not siblings or CONTRAST.search(claim):
        return ""
    texts = (passage, *siblings)
    for detail in DETAIL_BREAK.split(claim):
        modal = _FORCE.search(detail)
        if modal is None:
            continue
        subject = _words(re.split(r"[,:(]", detail[: modal.start()])[-1]) - _REPORTING
        duty = _words(detail[modal.end() :])
        if not subject or len(duty) < 2:
            continue
        for i, text in enumerate(texts):
            held = prefixes(text)
            if len(duty & held) / len(duty) < MERGED_SHARE or subject & held:
                continue
            if any(subject & prefixes(other) for j, other in enumerate(texts) if j != i):
                return " ".join(detail.split())
    return ""


def acting_party(claim: str, passage: str, question: Question, corpus: Corpus) -> tuple[str, str] | None:
    """Rule ``detail.actor``: (the party ``claim`` makes do something, the party its cited passage has
    do it instead) when the claim names one of the asked agreement's parties just before what it does
    ("information that Pellucid rightfully obtains from a third party") and the passage sentence that
    holds the claim's words has another of them do that ("Glimmerstone rightfully obtains ...") and
    never the claim's party; else None. The subject of any verb, not only of a modal (``other_party``)."""
    parties = asked_parties(question, corpus)
    if len(parties) < 2:
        return None
    wanted = _words(claim) - {w[:PREFIX] for w in parties}
    if not wanted:
        return None
    for name in {m.group(0) for m in _NAME.finditer(claim) if m.group(0).lower() in parties}:
        act = _acts(claim, name)
        if not act or act & _acts(passage, name):
            continue
        for sentence in split_passage_sentences(passage):
            if len(wanted & prefixes(sentence)) / len(wanted) < SIDE_CLAIM_SHARE:
                continue
            for other in {m.group(0) for m in _NAME.finditer(sentence)} - {name}:
                if other.lower() in parties - {name.lower()} and act & _acts(sentence, other):
                    return name, other
    return None


QUOTING_SHARE = 0.7
"""A quotation whose words the cited passage holds this share of quotes that passage."""
_FIELD_QUOTE = lazy(r"[{\[,:]\s*$")
"""What stands before a JSON string ('"answer": "yes"'): a field's value, no quotation."""


def misquoted(sentence: str, passage: str, question_text: str) -> str:
    """Rule ``detail.misquote``: the words a quotation of ``passage`` (``QUOTED_WORDS`` words or more,
    ``QUOTING_SHARE`` of them the passage's) puts in its mouth: content words it does not hold
    (``says it "may share ... provided that Pellucid is notified"`` against "only if Pellucid approves
    each consultant"), as the sentence writes them; "" when the sentence quotes it word for word, in
    another inflection, or quotes the question or a field's value."""
    held = f" {plain_words(passage)} "
    stems = prefixes(passage)
    asked = f" {plain_words(question_text)} "
    for match in QUOTATION.finditer(sentence):
        if _FIELD_QUOTE.search(sentence[: match.start()]):
            continue
        quoted = " ".join(quoted_pieces(match.group(1)))
        words = plain_words(quoted).split()
        if len(words) < QUOTED_WORDS or f" {' '.join(words)} " in asked:
            continue
        if sum(f" {w} " in held for w in words) / len(words) < QUOTING_SHARE:
            continue  # not this passage's words: a paraphrase in quotation marks, or another's
        # read as a whole, as the passage is ("anyone outside" is one sense): what it adds, word by word
        new = prefixes(quoted) - stems - _REPORTING
        added = [w for w in re.findall(r"[\w'’-]+", quoted) if prefixes(w) & new]
        if added:
            return " ".join(added)
    return ""


LABEL_WORDS = 3
"""A layout label ("Short answer:", "Details:", "Caveat -") has at most this many words."""


def unlabelled(claim: str) -> str:
    """``claim`` without the layout label it opens with ("Caveats: The duties still run ..." -> "The
    duties still run ..."): the section of the answer it sits in, not what it claims."""
    label = LABEL.match(claim)
    if label is None or len(label.group(0).split()) > LABEL_WORDS or not claim[label.end() :].strip():
        return claim
    return claim[label.end() :]


_CONTINUES = lazy(rf"^\W*(?:it|its|{_THOSE}|their|this|that|such|the\s+same)\b", re.I)
"""A sentence that goes on about what the sentence before it said ("It must also certify ...")."""


_ITEM_LINE = lazy(r"^[ \t]*(?:[-*•+]|\d{1,2}[.)]|\(?[a-z]\))[ \t]+(.+)$", re.M)
"""A line of a list ("- ...", "2. ...", "(b) ...") and what it says."""


def _flat(text: str) -> str:
    return " ".join(re.sub(r"[*_`]", "", text).split())


def governing(sentences: Sequence[ReadSentence], body: str = "") -> list[tuple[str, ...]]:
    """The citations that govern each sentence's details: its own; for an uncited statement that goes
    on about the cited statement before it (``_CONTINUES``: "... within 15 days [id]. It must also
    certify it in writing."), that statement's; for an uncited item of a list (a line of ``body``, the
    answer as written, opening with "-", "1." or "(a)") that a cited lead-in introduces ("Section 2.3
    sets two conditions [id]:"), the lead-in's. Only the details are read against them; the sentence
    still cites nothing."""
    items = [_flat(line) for line in _ITEM_LINE.findall(body)]
    out: list[tuple[str, ...]] = []
    lead: tuple[str, ...] = ()
    for i, s in enumerate(sentences):
        before = sentences[i - 1] if i else None
        item = bool(items) and any(line.startswith(_flat(s.text)[:40]) for line in items)
        continues = (
            s.statement
            and before is not None
            and before.statement
            and not before.meta
            and bool(_CONTINUES.search(s.plain))
        )
        if s.citations:
            out.append(s.citations)
        elif s.statement and lead and item:
            out.append(lead)
        else:
            out.append(out[-1] if continues and out else ())
        if s.citations and s.plain.rstrip().endswith(":"):
            lead = s.citations
        elif not item:
            lead = ()
    return out


def substituted(claim: str, passage: str) -> tuple[str, str] | None:
    """Rule ``detail.substituted``: (the claim's word, the passage's) when the claim names a recipient
    of one class (lexicon ``recipient_classes``: "one archival copy with its outside auditors") where the
    passage sentence that holds the rest of the claim names another that the claim lacks ("one
    archival copy ... with their legal counsel") and not the claim's; else None. A sentence naming a
    defined umbrella ("Representatives") may cover the claim's class; a sentence of the other polarity
    ("may not share it with consultants" against "may share it with employees") says another thing."""
    mine = _classed(claim)
    wanted = _words(claim) - _RECIPIENTS
    if not mine or not wanted:
        return None
    for sentence in split_passage_sentences(passage):
        held = prefixes(sentence)
        if len(wanted & held) / len(wanted) < SIDE_CLAIM_SHARE or held & _UMBRELLAS:
            continue
        if bool(_NEGATED.search(claim)) != bool(_NEGATED.search(sentence)):
            continue
        theirs = _classed(sentence)
        lacking = [w for prefix, w in mine.items() if prefix not in theirs]
        instead = [w for prefix, w in theirs.items() if prefix not in mine]
        if instead and lacking:
            return lacking[0], instead[0]
    return None


def _classed(text: str) -> dict[str, str]:
    """The recipient classes ``text`` names (whole words of the lexicon's ``recipient_classes``), by
    five-letter prefix ("employee" and "employees" are one class), each as it is written."""
    out: dict[str, str] = {}
    for w in re.findall(r"[\w-]+", text):
        if w.lower() in _RECIPIENT_WORDS:
            out.setdefault(w.lower()[:PREFIX], w)
    return out


def governed(s: ReadSentence, pid: str, own: Mapping[str, str]) -> str:
    """The part of sentence ``s`` that its citation ``pid`` is for, among the passages of the asked
    agreement it cites (``own``: their texts): when the sentence cites at several places, all but the
    words the markers of its other ``own`` passages close (``cited_parts``: a part cited to another
    agreement's clause is still a claim about this one); when it cites several of them at one place,
    the details (``claim_cues.DETAIL_BREAK``) that this passage holds most of ("Oxbury may share it with
    its employees, while no consultant may receive it [a][b]": a permission for employees against [a],
    a ban on consultants against [b]); else the whole sentence."""
    if pid not in own or len(own) < 2:
        return s.plain
    parts = cited_parts(s.text)
    if parts:
        text = s.plain
        for other, closed in parts.items():
            if other in own and other != pid and closed != parts.get(pid):
                text = text.replace(closed, " ")
        return text if _words(text) else s.plain
    details = [d for d in DETAIL_BREAK.split(s.plain) if d and _words(d)]
    if len(details) < 2:
        return s.plain
    mine = [
        d
        for d in details
        if len((words := _words(d)) & prefixes(own[pid]))
        >= max(len(words & prefixes(t)) for t in own.values())
    ]
    return " ".join(mine) if mine else s.plain
