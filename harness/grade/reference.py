"""The ``reference`` grader: the five axes from the question's gold, deterministic, no model.

Answers are read once by the reader layer (``harness.read.reader.read``: citation markers resolved,
output-contract fields first, other languages glossed, the deciding rule named in the rationale as
``[read by rule ID]``; ``harness.read.precedence.RULES``). Decision
table for ``factuality`` (first matching row wins):

| # | answer | corpus truth | citations | factuality |
|---|---|---|---|---|
| 1 | empty / generator error | any | any | unsupported, `unparsed` |
| 2 | corrects a false premise, states no new false value | adversarial | cites the original | correct |
| 3 | declines, commits to nothing | any | any | refused |
| 4 | corrects a false premise otherwise | adversarial | any | unsupported, `premise_unverified` |
| 5 | no reading rule reads it (``harness.read.precedence``) | any | any | undetermined, `unparsed` |
| 6 | commits to both yes and no (`conflicting`) | any | any | wrong |
| 7 | commits to a value | no answer exists (gold `none`) | any | wrong (made up) |
| 8 | commits to a value | gold exists and differs | any | wrong |
| 9 | commits to the gold value | gold exists | cited retrieved gold evidence backs it | correct |
| 10 | commits to the gold value | gold exists | otherwise | unsupported |

Row 5 covers a yes/no question with no verdict read; a value question answered without a value
("Yes, according to [id]") was read with confidence and commits to none: unsupported, `unparsed`.

A yes/no answer whose verdict is the gold one is still `wrong` (row 8) when a value one of its
claims states (a duration, amount, count or date) is not stated so by the passage it cites or the
agreement (``harness.grade.support.value_problems``): "30 days" cited to a passage that says
"five business days", or a deadline the agreement gives for something else.

Gold evidence includes the passages whose text equals a gold passage's text
(``harness.corpus.twins``) or equals it apart from its clause number. A premise correction is an
answer that says the premise is false, or that names what the premise replaced (the real party,
date or title), with or without a verdict for the real agreement ("It was made on November 5,
2019 [id]. Under that agreement the answer is no [id]"); a verdict answered from a third
agreement's clauses after it is wrong. Its "original" passages are the question's gold
evidence (the passages that refute the premise) and any passage stating the perturbation's
original value; a new false value is a number, date or name in the correcting answer that
neither the question, the original nor any cited passage holds.

``citation_supports``, per cited passage (recorded in ``Grade.citations``), by the claim it is
cited for (``harness.grade.support.claim_support``): the passage states the claim's content with
the same polarity, for the same agreement (or for another one, when the sentence says so or names
it). A
lead-in ending in a colon or a dash does not support a claim that rests on what it introduces. A cited id
outside the retrieval set never supports; nor does any passage cited for a committed answer to a
question its agreement does not settle, or for a detail the agreement does not hold.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar

from harness.core.errors import HarnessError
from harness.core.records import (
    AGREEMENT_PREMISES,
    UNDETERMINED,
    Answer,
    CitationVerdict,
    Factuality,
    Grade,
    Question,
    RetrievedPassage,
)
from harness.corpus.base import Corpus
from harness.corpus.twins import with_twins
from harness.grade.axes import rubric_grade
from harness.grade.base import Grader, failed_grade, grader, heap_frozen
from harness.grade.citations import citation_exists
from harness.grade.support import (
    CONTRAST,
    CONTRASTIVE,
    SIDE_CLAIM_SHARE,
    THIRD_AGREEMENT,
    attribution,
    cited_parts,
    cites_only,
    claim_support,
    content_share,
    describes_truly,
    document_words,
    flat,
    following,
    names_other,
    prefixes,
    renumbered_twins,
    restates_cited,
    third_agreement,
    unstated_values,
    value_problems,
)
from harness.read.contract import NLI_LABELS
from harness.read.cues import cue, fires
from harness.read.language import piece_language
from harness.read.lazy import lazy
from harness.read.lexicon import all_entries, english_words, phrase_alternation
from harness.read.reader import AnswerReading
from harness.read.reader import read as read_once
from harness.text.values import REFERENCE, anchors_of, claim_values, denied_value, same_value, supported_by
from harness.text.verdict import CONFLICT_COVERAGE, Reading, ReadSentence

VERSION = "reference-27"
"""Bumped whenever this grader's reading of answers changes (1: first-sentence yes/no reader;
4: the reader layer ``harness.read``: markers, contract fields, languages, ``undetermined``;
5: classes of issue 22 fixed on the styles fixtures: short answers' language, declines, reasons,
premise corrections and section words in five languages, claims in another language cited for the
verdict, provisional chain-of-thought verdicts, contrastive citations placed anywhere in the answer,
nested contract fields, a refusal's reason false of the passages it was given; 7: generalisation
classes: a reason, a decline and a hedged verdict read from a clause's structure in five languages,
composed number words, day-first dates, descriptions of a cited passage checked against it, a
passage cited beside gold evidence, source blocks, links and id variants, repr and XML replies,
conditional verdicts, an answer's value said again; 8: a negative beside a word of knowing or of
being in the text declines or gives a reason in five languages, an answer that only advises where to
look is a refusal, a refusal in another language makes no extra claim, contract field names, emphatic
and closing verdict words in five languages, drifted ids and ids in URLs and XML attributes,
provisional and rejected values, ReAct labels and agent steps, provenance of a cited passage; 9: a
refusal's own sentences are no extra claims unless they guess, generalise or state what nothing shown
holds, a step or conclusion restating the question and the cited sentences adds nothing, a walkthrough's
dismissed passages and a superseded reasoning block say no verdict, a described cited passage is no next
step, a reason that the asked agreement is absent is checked, next steps, offers, hedged verdicts and
alarm words in five languages, YAML and list fields, short texts in unknown languages; in support,
one sense for many legal wordings (lexicon ``same_sense``), each part of a sentence checked against
its own citation, verbatim quotations and source labels, a third agreement in a premise correction;
10 (support): a correction naming the original then answering for the real agreement, what a
correction only repeats is no new value, hosted API response objects, chat transcripts, HTML and TOML
replies and their citation fields, a duty laid on the other party, given the opposite force or said to
hold always against an exception, ticket numbers; 11 (support): a value answer's duty details checked as a
yes/no answer's, a duty sent to the other side by role, a value answer saying the asked quantity does
not exist; 12 (refusals): a value question declined then answered for the asked agreement commits, a
value in what a refusal says it was given is no answer, "the answer would be" leads to a verdict in five
languages, where the rule would sit is a next step, verdict and citation fields under other English
names and enum verdict values; and, for support, each committed detail against its own cited passage,
the rule id in the rationale: a duty owed to a party the passage does not name, an exclusion or a
consent condition the clause does not make, a recipient beyond the gold clause's "only" list, a side
detail carried in from another agreement's clause, a value the cited passage only refers back to
(unsupported), a date two cited clauses give together, paraphrased survival terms; a capitalised common
word names no agreement; 13 (support): each citation read for the details it governs (the part its
marker closes, the details it holds most of among passages cited together, an uncited sentence that
goes on about a cited one, the items a cited lead-in introduces, a table row's own yes/no), and details
read by their structure: who does what by any verb, a condition
inside the other party's duty, a recipient class the clause names otherwise, a quotation that puts
words in its passage's mouth, a detail made of two cited clauses, a layout label that is no content;
14 (factuality): a negator in a question's relative or concessive clause leaves an explicit verdict
literal, a verdict word after a topic label, an inverted question's predicate over its subject, one
denial said twice across a comma, a value its own sentence rejects, an agent's check of its evidence,
other agreements that cannot stand in, lower-case enum verdict labels read against the question,
"Empty Response", German evidence inflections, "is not dated" corrections in four languages, a stock
"consult the appropriate resources", a statement adding to what a restrictive question asks about, an
id whose document name drifts to an underscore; risk warnings beside a decline, "nothing retrieved" and
"only titles" reasons, a verdict field whose reason declines, unfenced YAML contract fields, "is not a
party" in five languages; 14 (support): section words of six languages are no values, "[ref: id]" and
"[Source: id]" citations, ids written only in a think block exist, a sentence of only its citation
backs nothing, a stop after a citation ends a lower-case sentence, prohibitions written as verbs
("bars ... from", negated over their clause: a permission); 15 (``styles_v11`` tuning part, after one
blind reading): a declining flag beside a verdict field that commits to a value is a contract conflict
(``undetermined``), a speaker who cannot tell declines in five languages, a reason clause may open with
"but", an estimate after a decline commits ("Meine Einschätzung", "in my view"), "Negativo" /
"Affirmative" are verdict words; 16 (the tuning part of ``styles_v11``'s second and third files, after one
blind reading): a correction naming the question's party and what it is instead in five languages, the
original party matched across typographic apostrophes, "neither of them addresses" as a checked reason,
a value opening the answer closed by a caveat on certainty commits, "nothing to check X against" as a
reason, a year in words after its month in six languages, a reason saying which parts came back backs
its citation, a letter's sign-off and signature are no claim, next steps to re-read or search keywords
in five languages, an offer to look again once the user checks something; as landed at main 55cf0ff it
also read a value before a conceding clause in six languages, a number under a contract key naming its
unit, emphatic verdict words, several passages named at once and caret markers (no labeled grade
differs from its first landing, acad7cb); 17 (the tuning part of ``styles_v12``, after one blind
reading by 16): a link to an id fragment, a line range or a Bing-style caret inside a numbered marker,
a marker that maps to no passage makes both citation axes false, "belongs to" another agreement with a
contracted article in five languages; 18 (the tuning part of ``styles_v12``'s second and third files,
after one blind reading by 17): "I didn't receive any passages" as a reason, a pronoun reason checked
against the passages a refusal names, German "weder ... noch" reasons and "am nächsten kommt" next
steps, a Bing-style "[^1^]" footnote; 19: a year in words after a day in words, a name that "doesn't
appear anywhere" as a reason, a hedge closing a bare verdict ("Yes, as far as I can tell."); 24: a
statement in another language read by its force (its modal or participle and the language's own
negators), a restriction answering a question about what lies past a bound ("only to evaluate it" /
"other than the purpose?"), a day written as an ordinal before its month, an "-able" adjective that
declines ("not assessable"), a kind correction with a subject of any length, German nouns in a switched
sentence are no new names; 26: a function-call log read as a staged reply (its "final_answer" the answer, its
calls and results scratch work), a claim repeating a false premise's value that its passage does not state,
a correction in "not X but Y", a correction that gives another agreement's party as the asked one's, a
day-first date split at its ordinal stop)."""

NO_ANSWER = frozenset({"", "none", "n/a", "notmentioned", "not mentioned"})
_NAME = lazy(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b")


def gold_exists(question: Question) -> bool:
    return question.gold_answer.strip().lower() not in NO_ANSWER


def read(question: Question, answer: Answer) -> Reading:
    """The reader's view of ``answer`` as an answer to ``question`` (``harness.read.reader.read``)."""
    return read_once(question, answer).reading


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
        if gold_exists(question) and not claim_values(question.gold_answer) and _says(reading.body, question):
            # A free-text gold answer (an imported record's "a director") counts when the answer says it.
            return True, f"says the gold answer {question.gold_answer.strip()!r}"
        lead = next((s.plain for s in reading.sentences if s.plain.strip()), "")
        if (
            gold_exists(question)
            and claim_values(question.gold_answer)
            and (denied := denied_value(lead, question.text))
        ):
            return False, f"says there is none ({denied!r})"
        return None, "no value (number, amount, percentage, date) could be read"
    shown = ", ".join(a.text for a in reading.values)
    if not gold_exists(question):
        return False, f"states {shown}"
    gold = claim_values(question.gold_answer)
    if gold:
        hit = any(same_value(s, g) for s in reading.values for g in gold)
        if hit and len({v.value for v in reading.values}) > 1 and _RANGE.search(reading.body):
            # "somewhere between 30 and 60 days": a range with the gold at one end commits to neither
            return False, f"states a range, {shown}, not the value"
    else:
        hit = _says(reading.body, question)
    return hit, f"states {shown}"


_RANGE = lazy(
    r"\b(?:between|from)\s+(?:about\s+|roughly\s+)?[\w()]+(?:\s+[\w()]+)?\s+(?:\w+\s+)?(?:and|to)\s+[\w()]+"
    r"|\b\d+\s*(?:-|–|to)\s*\d+\s+(?:business\s+)?(?:days?|weeks?|months?|years?)\b",
    re.I,
)
"""A range of values ("between 30 and 60 days", "from two to three years", "30-60 days")."""


_AGAINST = (
    "gold evidence cited for the opposite",
    "cited for a verdict",
    "a lead-in",
    "a passage of another",
)
"""Why a passage backs no verdict, whatever else it backs."""


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
    reading: Reading,
    question: Question,
    answer: Answer,
    gold: set[str],
    corpus: Corpus,
    values: bool = True,
    any_claim: bool = False,
    *,
    foreign: bool,
) -> tuple[CitationVerdict, ...]:
    """One verdict per cited id: does the passage, alone, back the sentence(s) citing it (with
    ``any_claim``: one of them, and none for a verdict it does not give); ``foreign``: the answer is
    in another language than the passages (``AnswerReading.language``)."""
    retrieved = {p.passage_id: p for p in answer.retrieved}
    decisive = decisive_sentences(reading)
    out = []
    for pid in reading.citations:
        citing = [s for s in reading.sentences if pid in s.citations]
        # a sentence of nothing but the citation ("<cite id=.../>") cites for what the others say with it
        said = [s for s in citing if not cites_only(s)] or citing
        claim = " ".join(s.plain for s in said)[:300]
        passage = retrieved.get(pid)
        if passage is None:
            out.append(CitationVerdict(pid, False, claim, "not in the retrieval set"))
            continue
        results = []
        continuation = following(corpus, passage)
        # whether the answer places it elsewhere matters (to claim_support) for another agreement's only
        other = question.document_id is not None and passage.document_id != question.document_id
        placed = other and placed_elsewhere(reading, passage, question, corpus)
        first: tuple[bool, str] | None = None
        for s in citing:
            part = cited_parts(s.text).get(pid, "")
            siblings = [retrieved[c].text for c in s.citations if c != pid and c in retrieved]
            partners = [retrieved[c].text for c in s.citations if c != pid and c in retrieved and c in gold]
            results.append(
                claim_support(
                    s,
                    passage,
                    question,
                    gold,
                    reading.verdict,
                    s in decisive,
                    siblings,
                    continuation,
                    values,
                    placed,
                    foreign,
                    partners,
                    part,
                )
            )
            if first is not None and first[0] and not results[-1][0] and restates_cited(s, results[-1][1]):
                results[-1] = (
                    True,
                    "says again, after a conclusion marker, what a sentence citing it before says",
                )
            first = first or results[-1]
        ok = bool(results) and all(r[0] for s, r in zip(citing, results, strict=True) if s in said)
        if any_claim:
            ok = any(r[0] for r in results) and not any(r[1].startswith(_AGAINST) for r in results)
        why = "; ".join(dict.fromkeys(r[1] for r in results)) or "cited by no sentence"
        out.append(CitationVerdict(pid, ok, claim, why))
    return tuple(out)


def placed_elsewhere(reading: Reading, passage: RetrievedPassage, question: Question, corpus: Corpus) -> bool:
    """The answer places ``passage`` in another agreement: in any sentence that cites it ("Step 2:
    [x:5] is from the Tindrel NDA", "By contrast, the Corvane agreement prohibits it [x:10]") or in
    the uncited sentence after one ("But that passage is the Ashgrove agreement's"); each of its
    citations is then contrastive."""
    return any(
        bool(CONTRAST.search(said)) or names_other(corpus, said, passage.document_id, question)
        for said in (
            attribution(reading.sentences, i)
            for i, s in enumerate(reading.sentences)
            if passage.passage_id in s.citations
        )
    )


def verdict_backing(
    reading: Reading, question: Question, answer: Answer, gold: set[str], corpus: Corpus, *, foreign: bool
) -> list[str]:
    """Cited gold passages that back the verdict when the answer's values are left out and one of
    the claims citing them is enough: once its values are known to hold (``value_problems``), a side
    value its gold passage does not state ("twenty months [id]; the agreement ends one (1) year
    after its date [id]") or a paraphrased list item citing it ("3. bear the cost itself [id]")
    leaves the verdict backed, though not that citation. A passage cited for a verdict it does not
    give backs nothing."""
    verdicts = citation_verdicts(
        reading, question, answer, gold, corpus, values=False, any_claim=True, foreign=foreign
    )
    return [v.passage_id for v in verdicts if v.supports and v.passage_id in gold]


def not_stating(verdicts: tuple[CitationVerdict, ...], details: list[str]) -> tuple[CitationVerdict, ...]:
    """The citations of the claims that state ``details`` (each "what (why)") back nothing."""
    return tuple(
        replace(v, supports=False, why=f"does not state {', '.join(details)}")
        if any(d.split(" (")[0] in v.claim for d in details)
        else v
        for v in verdicts
    )


def unsettled(verdicts: tuple[CitationVerdict, ...]) -> tuple[CitationVerdict, ...]:
    """An answer to a question its agreement does not settle: no passage can back it, but a passage
    cited as another agreement's ("the two-year clause (x:37) belongs to a different agreement")
    still backs what is said of it."""
    return tuple(
        replace(v, supports=False, why="no passage states an answer the agreement does not settle")
        if v.supports and not v.why.startswith(CONTRASTIVE)
        else v
        for v in verdicts
    )


def premise_verdicts(
    reading: Reading,
    answer: Answer,
    refuting: set[str],
    foreign: bool = False,
    pooled: bool = False,
    elsewhere: frozenset[str] = frozenset(),
) -> tuple[CitationVerdict, ...]:
    """Citations of a premise correction: a refuting passage supports it; any other must hold the
    content of the sentences citing it (the answer on the real agreement, say). In another language
    (``foreign``), whose words cannot be matched against the passages, a passage of the real
    agreement backs the answer given on it. ``pooled``: the reply lists its citations once for all
    its fields (a JSON ``citations`` list), so a passage backs it when it backs one of its sentences.
    A sentence that says truly what its passage is (a walkthrough's gloss) is backed by it, as in
    ``claim_support``; one that declines the rest cites its passages as a refusal does (no claim).
    ``elsewhere``: the cited ids the answer places in another agreement (``placed_elsewhere``)."""
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
        if passage is not None and third_agreement(passage, meant, elsewhere, citing):
            out.append(CitationVerdict(pid, False, claim, THIRD_AGREEMENT))
            continue
        every = any if pooled else all
        ok = (
            passage is not None
            and bool(citing)
            and every(
                content_share(s.plain, passage.text) >= SIDE_CLAIM_SHARE
                or content_share(cited_parts(s.text).get(pid, ""), passage.text) >= SIDE_CLAIM_SHARE
                or ((pid in elsewhere or bool(CONTRAST.search(s.plain))) and passage.document_id != meant)
                or (foreign and passage.document_id == meant)
                or bool(describes_truly(s.plain, passage.text))  # "mini-02:2: the recital about ..."
                # the part that declines the rest names what came back ("only the parties' names (x:2)"):
                # a refusal's citations, not a claim's
                or (s.declines and s.verdict is None and not s.claim)
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
    anchors = claim_values(original)
    return bool(anchors) and all(supported_by(a, anchors_of(passage.text)) for a in anchors)


def restores_original(reading: Reading, question: Question) -> bool:
    """The answer names what a false premise replaced (the real party, date or title): a correction
    even when worded in no correction formula ("It is between Kestrel Loom ... [id]")."""
    original = question.perturbation.original.strip() if question.perturbation else ""
    if not original:
        return False

    if flat(original) in flat(reading.body):
        return True
    wanted = claim_values(original)
    stated = [a for s in reading.sentences for a in claim_values(s.plain)]
    return bool(wanted) and all(supported_by(w, stated) for w in wanted)


def states_original(reading: Reading, question: Question) -> bool:
    """A sentence that neither declines nor speaks about answering names what the premise replaced
    ("The April 3, 1996 document among Lumex ... is a Covenant Not to Compete."): a correction in no
    correction formula. A reason naming it ("the passages name the Covenant Not to Compete but say
    nothing of ...") declines, and is none."""
    original = question.perturbation.original.strip() if question.perturbation else ""
    return bool(original) and any(
        not s.declines and not s.meta and flat(original) in flat(s.plain) for s in reading.sentences
    )


def new_false_values(
    reading: Reading,
    question: Question,
    answer: Answer,
    corpus: Corpus,
    names: bool = True,
    whole_document: bool = False,
) -> list[str]:
    """Numbers, dates and names the correcting answer states that neither the question, the
    original value nor the passages it cites hold. ``names=False`` (an answer in another language),
    like a sentence of an English answer that switches language, checks numbers and dates only: there
    a capitalised word is no name by its case (German nouns, a translated defined term: "Projet",
    "Información Confidencial").

    What the answer only repeats is not new: a bare number a given text holds as written (a quoted
    heading's "6."), a list or step marker split off as its own sentence ("**1. Check the
    premise.**"), a name the agreements of its cited passages hold anywhere (the party of the other
    agreement a cited heading is from, the real agreement's defined terms), an evidence noun
    ("Source (Doc id: ...)"). With ``whole_document``, what the asked agreement holds anywhere is
    given too: a detail true of it, though no passage shown states it."""
    original = question.perturbation.original if question.perturbation else ""
    cited = set(reading.citations)
    texts = [question.text, original, *(p.text for p in answer.retrieved if p.passage_id in cited)]
    if whole_document and question.document_id is not None:
        texts += [p.text for p in corpus.passages_of(question.document_id)]
    given = " ".join(texts)
    given_anchors = [a for t in texts for a in anchors_of(t)]
    lowered = given.lower()
    words = frozenset(re.findall(r"\w+", lowered))
    documents = {p.document_id for p in answer.retrieved if p.passage_id in cited}
    if whole_document and question.document_id is not None:
        documents.add(question.document_id)
    named = words.union(*(document_words(corpus, d) for d in documents))
    found: list[str] = []
    for s in reading.sentences:
        if (s.meta and not reading.premise_correction) or _LIST_MARKER.fullmatch(s.plain.strip()):
            continue
        found += [
            a.text
            for a in claim_values(s.plain)
            if not supported_by(a, given_anchors) and not (a.text.isdigit() and a.text in words)
        ]
        if not names or not s.statement:  # a heading ("## Premise Check") names no one
            continue
        if piece_language(s.plain) != "en":  # a switch into German capitalises its nouns ("Kleine Korrektur")
            continue
        if CONTRAST.search(s.plain) or fires("another_agreement.named", s.plain):
            continue  # names of another agreement ("mini-08:20 is the Marrowfield agreement") correct nothing
        unreferenced = REFERENCE.sub(" ", s.plain)  # "Passage 2", "Section 5.1" name no party
        unreferenced = _EXPLAINER_LABEL.sub(" ", unreferenced)  # "In plain English (for ...): Yes."
        found += [
            m.group(0)
            for m in _NAME.finditer(unreferenced)
            if not _given(m.group(0), lowered, named)
            and m.group(0).lower() not in _EVIDENCE
            and not _capitalised_by_place(unreferenced, m)
        ]
    return found


_EXPLAINER_LABEL = lazy(r"\b" + phrase_alternation(all_entries("explainer_label")) + r"\b", re.I)
"""A plain-language label ("In plain English", lexicon ``explainer_label``) names no one."""
_PLACE_OPENER = lazy(r"""(?:^|[:;(\[{"'“‘«=>•·├└│─*#|]|[—–-]\s)\s*$""")
"""What leaves the next word capitalised by its place, not by being a name: a label's colon ("EN:
Preliminary point"), an opening bracket or quote, a dash, a list or tree glyph ("├─ Sharing with ...")."""
_NEVER_NAMES = frozenset({"yes", "no", "true", "false", "none", "null", "nil", "ok"})
"""Verdict words and a program's literals ("valid=False") name no one, capitalised or not."""


def _capitalised_by_place(sentence: str, match: re.Match[str]) -> bool:
    """A one-word capitalised match that owes its capital to where it stands (``_PLACE_OPENER``), or a
    verdict word or literal: no name (a name of two or more words still counts wherever it stands)."""
    word = match.group(0)
    if word.lower() in _NEVER_NAMES:
        return True
    return " " not in word and bool(_PLACE_OPENER.search(sentence[: match.start()]))


_LIST_MARKER = lazy(r"[(\[]?\d{1,2}[.)\]]")
"""A list or step number that sentence splitting left on its own ("1." of "**1. Check ...**")."""
_EVIDENCE = frozenset(english_words("evidence")) | frozenset(NLI_LABELS) | {"notmentioned", "neutral"}


def _given(name: str, lowered: str, words: frozenset[str]) -> bool:
    """A name the question or a cited passage holds, whole or word by word ("Glimmerstone One" of
    "the Pellucid–Glimmerstone One-Way Nondisclosure Agreement"); ``words`` may hold the words of
    the cited passages' agreements too."""
    return name.lower() in lowered or all(w in words for w in name.lower().split())


def grade_answer(question: Question, answer: Answer, corpus: Corpus, name: str = "reference") -> Grade:
    """The five axes for one answer by the decision table of the module docstring."""
    read_as: AnswerReading = read_once(question, answer)
    reading = read_as.reading
    foreign = read_as.language != "en"
    cited = reading.citations
    # ids named only in a superseded reasoning block are cited too: they must exist, they back no claim
    scratch = tuple(c for c in read_as.scratch_citations if c not in cited)
    exists, exists_why = citation_exists(answer, (*cited, *scratch), corpus)
    unmapped = (
        f"citation marker(s) {', '.join(read_as.markers.unmapped)} map to no passage"
        if read_as.markers.unmapped
        else ""
    )
    if unmapped:
        exists, exists_why = False, f"{exists_why}; {unmapped}"  # it cites a passage that does not exist
    retrieved = {p.passage_id: p for p in answer.retrieved}
    gold = with_twins(corpus, question.gold_evidence)
    gold |= renumbered_twins(corpus, gold, answer.retrieved)
    verdicts: tuple[CitationVerdict, ...] | None = None  # checked when a branch needs them, or at the end
    flags: list[str] = []
    factuality: Factuality
    adversarial = question.stratum == "adversarial" and (
        reading.premise_correction or restores_original(reading, question)
    )

    if not reading.body and not reading.refused:  # fields that decline with no prose are a refusal
        factuality, why = "unsupported", "the answer is empty"
        flags.append("unparsed")
        if answer.error:
            flags.append("generator_error")
            why += f" (generator error: {answer.error})"
    elif read_as.undetermined is not None and not adversarial:
        factuality, why = "undetermined", read_as.undetermined
        flags.append("unparsed")
    elif adversarial:
        refuting = {p for p in cited if p in retrieved and _states_original(question, retrieved[p], gold)}
        invented = new_false_values(reading, question, answer, corpus, names=read_as.language == "en")
        if refuting and not invented:
            factuality, why = "correct", f"corrects the false premise, citing {', '.join(sorted(refuting))}"
            verdicts = premise_verdicts(
                reading,
                answer,
                refuting,
                foreign=foreign,
                pooled=read_as.contract.form == "json",
                elsewhere=frozenset(
                    p
                    for p in cited
                    if p in retrieved and placed_elsewhere(reading, retrieved[p], question, corpus)
                ),
            )
            if reading.verdict in ("yes", "no") and any(v.why == THIRD_AGREEMENT for v in verdicts):
                factuality = "wrong"
                why = f"corrects the false premise, then answers from a third agreement's clauses ({why})"
        elif invented and new_false_values(
            reading, question, answer, corpus, names=read_as.language == "en", whole_document=True
        ):
            factuality = "wrong"
            why = f"says the premise is false but states values nothing given holds: {', '.join(invented)}"
        elif invented:  # true of the asked agreement ("a New York limited liability company"), not shown
            factuality = "unsupported"
            why = (
                "says the premise is false and states what the asked agreement holds but no passage given"
                f" shows: {', '.join(invented)}"
            )
            flags.append("premise_unverified")
        elif reading.refused and not (
            (reading.premise_correction or states_original(reading, question))
            and restores_original(reading, question)
        ):
            factuality, why = "refused", "declines and commits to nothing"
        else:  # a correction stating the original value commits to it, though it declines the rest
            factuality = "unsupported"
            why = "says the premise is false but cites no retrieved passage that states the original"
            flags.append("premise_unverified")
    elif reading.refused:
        factuality, why = "refused", "declines and commits to nothing"
    else:
        verdicts = citation_verdicts(reading, question, answer, gold, corpus, foreign=foreign)
        hit, said = _matches_gold(reading, question)
        backing = backing_passages(verdicts, gold, question)
        if hit is None and reading.asserts and not gold_exists(question):
            factuality, why = (
                "wrong",
                f"{said}, but it states an answer where none exists ({question.stratum})",
            )
            verdicts = unsettled(verdicts)
        elif hit is None and question.answer_type == "value":
            # read with confidence, it states no value ("Yes, according to [id]"): it commits to none
            factuality, why = "unsupported", said
            flags.append("unparsed")
        elif hit is None:
            factuality, why = "undetermined", f"{said} (no reading rule decided)"
            flags.append("unparsed")
        elif reading.verdict == "conflicting":
            factuality, why = "wrong", said
        elif not gold_exists(question):
            factuality, why = "wrong", f"{said}, but no answer exists ({question.stratum}): made up"
            verdicts = unsettled(verdicts)
        elif not hit:
            factuality, why = "wrong", f"{said}; gold is {question.gold_answer!r}"
        elif details := value_problems(reading, question, answer, corpus):
            factuality = "wrong"
            why = f"{said} = gold, but states details the agreement does not hold: {', '.join(details)}"
            verdicts = not_stating(verdicts, details)
        elif unstated := unstated_values(reading, answer, corpus):
            factuality = "unsupported"
            why = f"{said} = gold, but states details its citations do not: {', '.join(unstated)}"
            verdicts = not_stating(verdicts, unstated)
        elif backing or (
            any(v.passage_id in gold and not v.supports for v in verdicts)
            and (backing := verdict_backing(reading, question, answer, gold, corpus, foreign=foreign))
        ):
            factuality, why = "correct", f"{said} = gold, citing gold evidence {', '.join(backing)}"
        else:
            factuality = "unsupported"
            missing = (
                "no gold evidence was retrieved"
                if not gold & set(retrieved)
                else "no cited gold evidence backs the verdict"
            )
            why = f"{said} = gold, but {missing}"

    if verdicts is None:  # a refusal's citations are n/a (``citation_verdicts_support``): left unchecked
        verdicts = (
            ()
            if factuality == "refused"
            else citation_verdicts(reading, question, answer, gold, corpus, foreign=foreign)
        )
    false_reason = (
        untrue_reason(
            reading,
            gold if gold_exists(question) else set(),
            tuple(retrieved),
            None if _names_no_agreement(question) else question.document_id,
            [p.text for p in answer.retrieved],
        )
        if factuality == "refused"
        else ""
    )
    grade = rubric_grade(
        question_id=question.id,
        grader=name,
        grader_version=VERSION,
        factuality=factuality,
        why=f"{why} [read by rule {read_as.rule}]",
        reading=reading,
        exists=(exists, exists_why),
        verdicts=verdicts,
        flags=flags,
        error=answer.error,
        false_reason=false_reason,
    )
    if unmapped and grade.citation_supports is None and factuality != "refused":
        # a marker that maps to no passage cites nothing that could back the answer
        grade = replace(
            grade, citation_supports=False, rationale={**grade.rationale, "citation_supports": unmapped}
        )
    return grade


def _names_no_agreement(question: Question) -> bool:
    """The question's premise changes how it names its agreement (``AGREEMENT_PREMISES``)."""
    return question.perturbation is not None and question.perturbation.kind in AGREEMENT_PREMISES


def untrue_reason(
    reading: Reading,
    gold: set[str],
    retrieved: Sequence[str] = (),
    document_id: str | None = None,
    texts: Sequence[str] = (),
) -> str:
    """Why a refusal's reason is false of the retrieval set: it says the asked agreement is not among
    the passages, or that they do not name its parties (cue ``reason.agreement_absent``), while one of
    them is the asked agreement's (``document_id``; None for a question whose premise names its
    agreement wrongly: the agreement it describes, with that party, date or kind, is in no passage);
    or it says the evidence does not answer (cue
    ``reason.no_passage_answers``), or that none of it is the asked agreement's but formal parts
    (``reason.none_of_this_agreement``, ``reason.only_formal_parts``), while a passage it cites or
    names (resolved to a citation), or else one it was given, is gold evidence, which states the gold
    answer; or it says no passage mentions a topic (cue ``reason.mentions_nothing_of``) that one of the
    passages it was given (``texts``) mentions; "" when its reason may be true."""
    if texts and (topic := mentioned_anyway(reading, texts)):
        return f"it says no passage mentions {topic}, but a passage it was given does"
    own = [p for p in retrieved if document_id is not None and p.partition(":")[0] == document_id]
    if own and any(fires("reason.agreement_absent", s.plain) for s in reading.sentences):
        return f"it says the agreement is not among the passages, but {own[0]}, which it was given, is"
    stating = [p for p in reading.citations if p in gold]
    given = [p for p in retrieved if p in gold]
    if not stating and not given:  # no gold evidence cited or given: the reason may be true, unread
        return ""
    reasons = ("reason.no_passage_answers", "reason.none_of_this_agreement", "reason.only_formal_parts")
    if not any(fires(r, s.plain) for r in reasons for s in reading.sentences):
        return ""
    if stating:
        return f"it says no passage answers, but {', '.join(stating)}, which it cites, states the answer"
    return f"it says no passage answers, but {', '.join(given)}, which it was given, states the answer"


_TOPIC_SPLIT = lazy(r",|\bor\b|\band\b|\bnor\b", re.I)
_MENTIONS_NOTHING = cue("reason.mentions_nothing_of")


def mentioned_anyway(reading: Reading, texts: Sequence[str]) -> str:
    """The topic a refusal says no passage mentions ("reverse engineering or decompiling") when one of
    ``texts`` holds every content word of one of its parts (five-letter prefixes); "" otherwise."""
    topics = [f.group("topic") for s in reading.sentences if (f := _MENTIONS_NOTHING.search(s.plain))]
    if not topics:  # most refusals name no topic: the passages' words are not read
        return ""
    held = [prefixes(t) for t in texts]
    for part in (p for topic in topics for p in _TOPIC_SPLIT.split(topic)):
        words = prefixes(part)
        if words and any(words <= h for h in held):
            return part.strip()
    return ""


# ----------------------------------------------------------------- gold answer without gold evidence
# (issue 25: imported records may carry a gold answer and no evidence ids)


class NoGoldEvidenceWarning(UserWarning):
    """Some questions carry a gold answer but no gold evidence: their support is read from the text."""


def evidence_absent(question: Question) -> bool:
    """A gold answer exists but no passage is named as its evidence."""
    return gold_exists(question) and not question.gold_evidence


def backing_passages(verdicts: Sequence[CitationVerdict], gold: set[str], question: Question) -> list[str]:
    """The cited passages that back the verdict: supporting gold evidence or, when the question names
    no gold evidence, any cited passage whose own text supports its claim (never a silent 0)."""
    if evidence_absent(question):
        return [v.passage_id for v in verdicts if v.supports]
    return [v.passage_id for v in verdicts if v.supports and v.passage_id in gold]


def warn_evidence_absent(questions: Sequence[Question]) -> None:
    """Say once per grading pass how many questions are graded without gold evidence."""
    absent = sum(1 for q in questions if evidence_absent(q))
    if absent:
        warnings.warn(
            f"{absent} of {len(questions)} questions carry a gold answer but no gold evidence: the "
            "reference grader checks their verdict against the gold answer and their support on the "
            "cited passages' text",
            NoGoldEvidenceWarning,
            stacklevel=3,
        )


class ReferenceGrader:
    """Grades by gold answer and gold evidence; no model, no network. With a ``fallback`` judge,
    only the answers the reader leaves ``undetermined`` are sent to it; their grades carry the
    flag ``fallback_llm`` and say so in their rationale."""

    name = "reference"
    versions: ClassVar[dict[str, str]] = {"grader": VERSION}

    def __init__(self, fallback: Grader | None = None, fallback_name: str = "") -> None:
        self.fallback = fallback
        self.fallback_name = fallback_name

    def grades_each_alone(self, questions: Sequence[Question]) -> bool:
        """Whether grading these questions' answers one at a time gives the grades (and messages) of
        one pass over all: not with a fallback judge (called once for the pass) nor with a question
        without gold evidence (its warning counts the pass). A run then grades during its loop."""
        return self.fallback is None and not any(evidence_absent(q) for q in questions)

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        warn_evidence_absent([q for q, _ in pairs])
        grades = []
        with heap_frozen():
            for question, answer in pairs:
                try:
                    grades.append(grade_answer(question, answer, corpus, self.name))
                except Exception as exc:  # a grader bug must not lose the other grades
                    grades.append(
                        failed_grade(
                            question.id, self.name, f"{type(exc).__name__}: {exc}", grader_version=VERSION
                        )
                    )
        unread = [i for i, g in enumerate(grades) if g.factuality == UNDETERMINED and g.error is None]
        if self.fallback is not None and unread:
            judged = self.fallback.grade([pairs[i] for i in unread], corpus)
            for i, by_judge in zip(unread, judged, strict=True):
                grades[i] = fallback_grade(grades[i], by_judge, self.fallback_name)
        return grades


def fallback_grade(unread: Grade, by_judge: Grade, judge_name: str) -> Grade:
    """The fallback judge's grade of an answer the reader left undetermined, recorded as such; the
    undetermined grade stays (flagged ``fallback_failed``) when the judge failed on it."""
    reason = unread.rationale.get("factuality", "")
    if by_judge.error is not None or by_judge.factuality == UNDETERMINED:
        why = f"{reason}; the fallback judge {judge_name} failed: {by_judge.error or 'undetermined'}"
        flags = (*unread.flags, "fallback_failed")
        return replace(unread, flags=flags, rationale={**unread.rationale, "factuality": why})
    return replace(
        by_judge,
        grader=unread.grader,
        grader_version=unread.grader_version,
        flags=(*by_judge.flags, "fallback_llm"),
        rationale={
            **by_judge.rationale,
            "factuality": f"decided by the fallback judge {judge_name} (the reader: {reason}): "
            + by_judge.rationale.get("factuality", ""),
        },
    )


FALLBACK_PREFIX = "llm:"


@grader("reference", pace=("fallback_base_url", "fallback_cache_dir"))
def reference(
    fallback: str | None = None,
    fallback_base_url: str | None = None,
    fallback_api_key_env: str | None = "OPENAI_API_KEY",
    fallback_cache_dir: str | None = None,
) -> ReferenceGrader:
    """Gold-based grading: decision table on gold answer and gold evidence (deterministic).

    ``fallback="llm:MODEL"`` sends only the answers the reader leaves ``undetermined`` to the LLM
    judge ``MODEL`` (at ``fallback_base_url``, default ``$OPENAI_BASE_URL``).
    """
    if not fallback:
        return ReferenceGrader()
    if not fallback.startswith(FALLBACK_PREFIX) or not fallback[len(FALLBACK_PREFIX) :].strip():
        raise HarnessError(
            f"unknown fallback {fallback!r}",
            "give the fallback judge as llm:MODEL, e.g. --fallback llm:gpt-4o-mini",
        )
    from harness.core.registry import create

    model = fallback[len(FALLBACK_PREFIX) :].strip()
    judge, _ = create(
        "grader",
        "llm",
        model=model,
        base_url=fallback_base_url,
        api_key_env=fallback_api_key_env,
        cache_dir_path=fallback_cache_dir,
    )
    return ReferenceGrader(judge, f"llm:{model}")
