"""Read one answer once: markers resolved, contract fields first, language glossed, then the
sentence reader, decided by the declared precedence (``harness.read.precedence``).

``read(question, answer)`` is what the graders call; the ``AnswerReading`` it returns carries the
sentences (``harness.text.verdict.ReadSentence``: verdict, values, citations, role), the verdict
or refusal the deciding rule read, that rule's id, and, when no rule reads with confidence, why
the answer is ``undetermined``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from harness.core.records import Answer, Question
from harness.read.contract import ENUM, Contract, read_contract
from harness.read.cues import cue, fires
from harness.read.language import (
    UNKNOWN,
    detect,
    dotted_dates,
    foreign_units,
    gloss,
    negative_word,
    piece_language,
)
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    ENGLISH_MONTH_ABBREVIATIONS,
    GLOSS,
    SECTION_NOUN,
    SHOWN_NOUN,
    all_entries,
    english_words,
    entries,
    number_alternation,
    phrase_alternation,
    spaced,
)
from harness.read.markers import Resolved, resolve
from harness.read.precedence import RULES, Decision, Evidence, decide
from harness.read.stages import final_stage
from harness.read.terse import expand, with_apostrophes
from harness.read.thinking import split_thinking
from harness.text.claim_cues import CONCLUSION, GENERIC_CLASS, LABEL, OPENING_MARKS
from harness.text.claims import new_terms
from harness.text.cues import main_clause
from harness.text.deontic import foreign_force_verdict
from harness.text.polarity import negated
from harness.text.quotation import block_quoted, in_block_quote, unquoted
from harness.text.thread import bot_message
from harness.text.tokenize import STOP_WORDS, prose_words
from harness.text.values import claim_values
from harness.text.verdict import (
    PREMISE,
    AnswerKind,
    Reading,
    ReadSentence,
    answer_verdict,
    generalises,
    label_verdict,
    question_negated,
    read_answer,
)
from harness.text.yes_no import YesNo

_STEP_LABEL = cue("cot.step_label")
_RUN_IN_HEADING = cue("format.run_in_heading")
_OUTLINE_MARK = cue("format.outline_mark")
_ADMONITION = cue("format.admonition_marker")
_CALLOUT_BODY = lazy(r"^[ \t]*>[ \t]?", re.M)
_CALLOUT_START = lazy(r"^[ \t]*>[ \t]*\[!", re.M)
_TITLE_LINE = cue("format.title_line")
_PLAN_BLOCK = cue("cot.plan_block")
_SOURCE_LINE = cue("format.source_line")
_SOURCE_POINTER = cue("format.source_pointer")
_RECORD_HEADER = cue("format.record_header")
_FEEDBACK_PROMPT = cue("format.feedback_prompt")
_MENTION = cue("format.chat_mention")
_EMOJI_BREAK = cue("format.emoji_break")
_NOT_EQUAL = lazy(r"\s*(?:≠|=/=|!=)\s*(?=[^\W\d])")
"""A not-equal sign between words reads as "is not" ("Wrenhaven's clause ≠ this agreement")."""
_EQUALS = lazy(r"^(?![ \t]*[\w.\"'-]+[ \t]+=)([^\n=]*?\S)[ \t]+=[ \t]+(?=[^\W\d])", re.M)
"""An equals sign between spaces, before a word, reads as "is" ("6 yrs = Ashgrove's clause"); not a
field's ("value = five years", a TOML or INI line)."""
_TEMPLATE_TOKEN = cue("format.template_token")
_WRITTEN_ID = cue("marker.written_id")
_CLAUSE_SUBJECT = lazy(
    r"^\W*(?:(?:the|this|that|its|each|both|"
    + number_alternation(2, 5)
    + r"|all\s+"
    + number_alternation(3, 5)
    + r")\s+(?:cited\s+|same\s+)?(?:provision|"
    + SECTION_NOUN
    + "|"
    + SHOWN_NOUN
    + r")s?\s+(?!of\b)"
    r"|(?:"
    + number_alternation(1, 5)
    + r"|\d)\s+(?:out\s+)?of\s+(?:the\s+)?(?:"
    + number_alternation(2, 5)
    + r"|\d|them)\b)",
    re.I,
)
"""A sentence whose subject is the clause or passage ("The clause says ...", "Two clauses are relevant",
"two out of three require notice"), not "the clause of X"."""
_PASSAGE_PRONOUN = lazy(
    r"^\W*(?:[A-Za-z]+:\s*)?(?:in\s+plain\s+terms,?\s*)?it\s+(?!is\b|was\b|'s\b)[a-z]+s\b", re.I
)
""""It" and a verb ("It lifts the prohibition ...", "read: it stops ..."): right after a cited sentence,
it speaks of the passage that sentence cited ("That gives Vapotherm the chance ..." speaks of a fact)."""
_LIST_MARK = lazy(r"^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+", re.M)
_GENERAL = lazy(r"\b" + GLOSS["general"] + r"\b", re.I)
"""The English readings of another language's hedge and general-knowledge words (``GLOSS``)."""


@dataclass(frozen=True)
class AnswerReading:
    """An answer as read once, for every grader."""

    reading: Reading
    """The sentences, with the deciding rule's verdict and refusal."""
    rule: str
    """The id of the precedence rule that decided (``harness.read.precedence.RULES``)."""
    undetermined: str | None
    """Why no rule read the answer with confidence; None when one did."""
    language: str
    markers: Resolved
    contract: Contract
    scratch_citations: tuple[str, ...] = ()
    """Passage ids written in a reasoning block the final reply supersedes (``<think>...</think>``):
    cited ids for ``citation_exists`` (the guide counts them), read for no claim."""

    def rule_meaning(self) -> str:
        return next((r.meaning for r in RULES if r.id == self.rule), "")


def _enum_read(contract: Contract, question_text: str, answer_type: AnswerKind) -> Contract:
    """A verdict field holding an enum label no verdict word opens ("decision": "not_permitted"), or a
    label line's few words ("Position: Prohibited."): read against the question (``label_verdict``); a
    label line they say nothing of the question on is no contract."""
    if contract.form == "none" or contract.verdict or contract.declines:
        return contract
    line = contract.form == "label_line"
    if answer_type != "yes_no" or not contract.field or not (line or ENUM.match(contract.field)):
        return Contract() if line else contract
    verdict = label_verdict(contract.field.replace(" ", "_") if line else contract.field, question_text)
    return replace(contract, verdict=verdict) if verdict else (Contract() if line else contract)


def _admonitions(text: str) -> str:
    """A reply laid out in documentation admonitions read as its own words: each marker gives way to
    its title (if any, read as a label), and a GitHub callout's body loses its quote marks (it is no
    quotation)."""
    if _CALLOUT_START.search(text):
        text = _CALLOUT_BODY.sub("", text)
    return _ADMONITION.sub(_admonition_title, text)


def _admonition_title(m: re.Match[str]) -> str:
    """An admonition's title read as a label of what follows ("No restriction:"), as a title line is."""
    title = next((g.strip() for g in m.groups() if g and g.strip()), "")
    return f"{title.rstrip(':')}:" if title else ""


def _plan_line(m: re.Match[str]) -> str:
    """An agent's plan as one line ("Plan: find the definition; check it; answer")."""
    items = [line.strip() for line in _LIST_MARK.sub("", m.group(2)).splitlines() if line.strip()]
    return f"{m.group(1)} {'; '.join(i.rstrip('.;') for i in items)}\n"


def _title(m: re.Match[str]) -> str:
    """A title line of two words or more read as a label ("Reverse engineering under the NDA:"): it
    names what follows and claims nothing; one word ("**No**") stays as written."""
    title = m.group("h") or m.group("b") or m.group("u")
    return f"{title}:" if len(title.split()) >= 2 else m.group(0)


def _heading(m: re.Match[str]) -> str:
    """A bold run-in label read as "Label: ", a bold title as a heading line of its own."""
    colon = m.group("colon") or m.group("colon2")
    return f"{m.group(1)}{m.group(2)}: " if colon else f"{m.group(1)}{m.group(2)}\n"


@cache
def _qa_labels() -> tuple[LazyPattern, LazyPattern]:
    asked = phrase_alternation(all_entries("question_label"))
    said = phrase_alternation(all_entries("answer_label"))
    return (
        lazy(
            r"^[ \t>*_#]*" + asked + r"[ \t*_]*[:.][^\n]*\?[ \t*_]*\n+(?=[ \t>*_]*" + said + r"[ \t*_]*:)",
            re.I | re.M,
        ),
        lazy(r"^([ \t>*_]*)" + said + r"[ \t*_]*:[ \t*_]*", re.I | re.M),
    )


def qa_answer(text: str) -> str:
    """A Q/A pair ("Q: Can it share ...?" then "A: No. ...", lexicon ``question_label`` /
    ``answer_label``) as its answer: the question line restates what was asked, and "A:" is no
    multiple-choice letter."""
    if ":" not in text or "?" not in text:
        return text
    asked, said = _qa_labels()
    dropped = asked.sub("", text)
    return said.sub(r"\1", dropped) if dropped != text else text


@lru_cache(maxsize=4096)
def _own_words(text: str) -> tuple[str, str]:
    """(the answer's own words, the stages they supersede): a thread's bot message, a Q/A pair's
    answer, a self-checking reply's final stage (``harness.read.stages``)."""
    text = _after_echoed_prompt(qa_answer(bot_message(text) or text))
    staged = final_stage(text)
    return (staged.final, staged.scratch) if staged is not None else (text, "")


def _after_echoed_prompt(text: str) -> str:
    """A reply that echoes its prompt template ("### Question: ... ### Context: ... ### Response:
    {{answer}}", cues ``format.prompt_echo_head``, ``format.prompt_echo``) is what follows its last
    response label; an unfilled slot there ("{{answer}}", cue ``decline.placeholder``) answers nothing and
    is read as the flat decline a product prints for an empty reply."""
    head = cue("format.prompt_echo_head").search(text)
    said = list(cue("format.prompt_echo").finditer(text, head.end())) if head else []
    if said:
        text = text[said[-1].end() :].strip()
    return "Empty Response" if fires("decline.placeholder", text) else text


def prepared_text(
    text: str, retrieved_ids: tuple[str, ...], retrieved_texts: tuple[str, ...] = ()
) -> tuple[str, Resolved, str]:
    """(text the sentence reader reads, resolved markers, language)."""
    text = _own_words(text)[0]
    text = split_thinking(text)[0]  # the final reply supersedes its scratch work
    # a chat template's leaked tokens are no part of it (after the reasoning block: a harmony channel's
    # tokens mark where its scratch work ends)
    text = _TEMPLATE_TOKEN.sub(" ", text).strip()
    resolved = resolve(text, retrieved_ids, retrieved_texts)
    text = _EMOJI_BREAK.sub(r"\1. ", _RECORD_HEADER.sub("", _PLAN_BLOCK.sub(_plan_line, resolved.text)))
    # a product's frame around the answer: "@marco 🤷", "Was this answer helpful? 👍 Yes · 👎 No"
    text = _MENTION.sub("", _FEEDBACK_PROMPT.sub("", text))
    text = _OUTLINE_MARK.sub(r"\1- ", text)  # "II. Next step", "   A. Pull ...": list marks
    # "5 yrs / 6 yrs = Wrenhaven clauses ≠ this agreement": the signs read as the copula they stand for
    if "=" in text or "≠" in text:
        text = _EQUALS.sub(r"\1 is ", _NOT_EQUAL.sub(" is not ", text))
    if _ADMONITION.search(text):
        text = _admonitions(text)
    text = _TITLE_LINE.sub(_title, text) if ("#" in text or "**" in text or "__" in text) else text
    body = expand(_RUN_IN_HEADING.sub(_heading, _STEP_LABEL.sub(r"\1", dotted_dates(text))))
    language = detect(body)
    if language == "en":
        body = _switched(foreign_units(with_apostrophes(body)))
    return gloss(body, language), resolved, language


_SEGMENT = lazy(r"[^.!?;:\n—–]+[.!?;:—–]*")
"""A clause-sized piece of an answer: up to a stop, a colon, a semicolon, a dash or a line break."""


def _switched(body: str) -> str:
    """An English answer that switches language ("Nein, das muss er nicht — each party may share ...",
    "Não sei dizer. Suggest opening ..."): each piece in another lexicon language is glossed in its own
    language, so its verdict words, declines, dates and durations read as English's."""

    def piece(m: re.Match[str]) -> str:
        language = piece_language(m.group(0))
        return m.group(0) if language == "en" else gloss(m.group(0), language)

    return _SEGMENT.sub(piece, body)


@lru_cache(maxsize=8192)
def read_text(
    text: str,
    question_text: str,
    answer_type: AnswerKind,
    declared: tuple[str, ...],
    retrieved_ids: tuple[str, ...],
    retrieved_texts: tuple[str, ...] = (),
) -> AnswerReading:
    """``read`` on plain values (cached: both graders and repeated grading read it once)."""
    body, resolved, language = prepared_text(text, retrieved_ids, retrieved_texts)
    if resolved.mapped or resolved.unmapped:
        declared = ()  # the generator's parse of "[1]" named ids that do not exist
    prose = read_answer(body, question_text, answer_type, declared)
    claimed = _signed_off(tuple(_not_claimed(s, language) for s in prose.sentences), language)
    if claimed != prose.sentences:
        prose = replace(prose, sentences=claimed)
    if language not in ("en", UNKNOWN) and answer_type == "yes_no":
        prose = _by_force(prose, question_text, language)
    if language != UNKNOWN:
        prose = _guess_after_decline(prose, question_text, answer_type, language)
    if language not in ("en", UNKNOWN):
        prose = replace(prose, sentences=tuple(s if s.aside else _verdict_only(s) for s in prose.sentences))
        if any(s.verdict and s.explicit for s in prose.sentences):
            prose = _explicit_only(prose)
    if language != UNKNOWN and (prose.values or (language != "en" and prose.verdict is not None)):
        answer: set[tuple[str, float | str]] = {(v.kind, v.value) for v in prose.values}
        english = language == "en"
        prose = replace(
            prose,
            sentences=tuple(
                s if s.aside else _restates(s, answer, english, language) for s in prose.sentences
            ),
        )
    contract = _enum_read(read_contract(body), question_text, answer_type)
    decision: Decision = decide(Evidence(answer_type, contract, language, prose, resolved))
    reading = prose
    if decision.undetermined is not None:
        reading = replace(prose, verdict=None, values=(), refused=False)
    elif decision.rule.startswith(("contract.", "label.")) or decision.rule == "prose.deflect":
        reading = replace(prose, verdict=decision.verdict, refused=decision.refused)
        if contract.final and decision.verdict is not None:  # the verdicts a final label takes back
            reading = replace(
                reading,
                sentences=tuple(
                    replace(s, verdict=None, explicit=False)
                    if s.verdict not in (None, decision.verdict)
                    else s
                    for s in reading.sentences
                ),
            )
    if reading.refused:
        shown = _Known.of_parts((question_text, *retrieved_texts))
        english = language == "en"
        reading = replace(
            reading,
            sentences=tuple(s if s.aside else _refusal_part(s, shown, english) for s in reading.sentences),
        )
    elif reading.verdict is not None or reading.values:
        reading = replace(reading, sentences=_names_the_asked(reading.sentences, question_text))
        quoted = _quoting(reading.sentences, question_text, retrieved_texts, block_quoted(text))
        reading = replace(reading, sentences=_said_elsewhere(_sourced(quoted), question_text))
    superseded = split_thinking(text)[1] + _own_words(text)[1]
    named = tuple(dict.fromkeys(m.group(0) for m in _WRITTEN_ID.finditer(superseded)))
    return AnswerReading(reading, decision.rule, decision.undetermined, language, resolved, contract, named)


_SPECULATES = lazy(
    r"\b"
    + phrase_alternation(
        (*entries("en", "hedge"), *entries("en", "general"), GLOSS["hedge"], GLOSS["general"])
    )
    + r"\b",
    re.I,
)
"""A guess or a word of general knowledge, in English or glossed from another language's lexicon."""


def _refusal_part(s: ReadSentence, shown: _Known, english: bool) -> ReadSentence:
    """A refusal commits to nothing: its uncited sentences say why (what was retrieved, whose clauses
    they are, that the question's date is wrong: a correction, hedged or not, is the answer itself;
    "Contract interpretation can depend on context beyond the text I have"), what the answerer did
    ("looked for a clause on soliciting employees") and where to look, in any language: no extra
    claim. A sentence claims a fact when it guesses or says what agreements usually hold
    ("non-circumvention agreements of this kind usually fix the penalty at $25,000", lexicon classes
    ``hedge`` and ``general``, or a generic class of agreements), or states a value or a name that
    neither the question nor any passage shown holds ("The agreement was signed in Boston."): that
    comes from elsewhere."""
    if not s.claim or s.citations:
        return s
    if any(p.search(s.plain) for p in PREMISE):
        return replace(s, claim=False)  # the question's premise corrected, hedged or not: the answer itself
    if _speculates(s.plain) or not shown.holds(s.plain, names=english):
        return s
    return replace(s, claim=False)


SALUTATION_WORDS = 6
"""A greeting line has at most this many words."""


@cache
def _salutation(language: str) -> LazyPattern:
    """A greeting line of ``language``: a salutation phrase opening a short line that ends in a comma,
    a colon or an exclamation mark."""
    phrases = entries(language, "salutation")
    opening = phrase_alternation(phrases) if phrases else "(?!)"
    return lazy(r"^\W*" + opening + r"\b[^.!?]*[,:!]\s*$", re.I)


def _not_claimed(s: ReadSentence, language: str) -> ReadSentence:
    """Sentences that are no claim in any language: a greeting line ("Sehr geehrte Damen und Herren,",
    lexicon class ``salutation``), an agent's tool call or plan line (cue ``cot.agent_step``) and the
    sentence that corrects the question's premise ("the agreement is dated 2019, not 2018"): that
    correction is the answer itself."""
    if not s.claim or s.citations:
        return s
    greeting = len(s.plain.split()) <= SALUTATION_WORDS and (
        _salutation(language if language != UNKNOWN else "en").match(s.plain) is not None
    )
    corrects = fires("premise.corrected_value", s.plain) and any(p.search(s.plain) for p in PREMISE)
    framing = fires("meta.pleasantry", s.plain) or fires("meta.status_line", s.plain)
    if greeting or corrects or framing or fires("cot.agent_step", s.plain):
        return replace(s, claim=False)
    return s


@cache
def _closing(language: str) -> LazyPattern:
    """A letter's sign-off ("Kind regards,", "Atentamente"), alone or opening its signature line."""
    phrases = entries(language, "closing") + entries("en", "closing")
    return lazy(r"^\W*" + phrase_alternation(phrases) + r"(?:\s*[,!.]\s*|\s*$)", re.I)


def _signed_off(sentences: tuple[ReadSentence, ...], language: str) -> tuple[ReadSentence, ...]:
    """A letter's sign-off and the short signature lines after it ("Kind regards, / Contracts Support
    Desk") are no claim: the signature names who writes, not what the agreement says."""
    closing = _closing(language if language != UNKNOWN else "en")
    start = next(
        (
            i
            for i, s in enumerate(sentences)
            if i > 0 and len(s.plain.split()) <= SALUTATION_WORDS and closing.match(s.plain)
        ),
        None,
    )
    if start is None:
        return sentences
    tail = sentences[start:]
    if any(s.citations or s.verdict or len(s.plain.split()) > SALUTATION_WORDS for s in tail):
        return sentences
    return sentences[:start] + tuple(replace(s, claim=False) for s in tail)


@dataclass(frozen=True)
class _Known:
    """The values and words a text states: what a sentence may say again without adding a fact."""

    values: frozenset[tuple[str, float | str]]
    words: frozenset[str]

    @classmethod
    def of(cls, text: str) -> _Known:
        return _known_of(text)

    @classmethod
    def of_parts(cls, texts: Iterable[str]) -> _Known:
        """What several texts state, each read apart (a question and its passages: no value spans
        two of them), each text's reading kept for the next answer that is shown it."""
        parts = [_known_of(text) for text in texts]
        return cls(
            frozenset().union(*(part.values for part in parts)),
            frozenset().union(*(part.words for part in parts)),
        )

    def holds(self, sentence: str, names: bool = True) -> bool:
        """Every value of ``sentence`` and, with ``names``, every part of each name it writes
        ("Pellucid-Glimmerstone"; in another language nouns are capitalised, no names)."""
        parts = {p for name in _names(sentence) for p in _NAME_PARTS.split(name) if p} if names else set()
        return _known_values(sentence) <= self.values and parts <= self.words


_NAME_PARTS = lazy(r"[-–—/'’]+", 0)
_NAME_JOINS = frozenset("-–—/'’")
"""The characters of ``_NAME_PARTS``: a word holding none of them is its only part."""


def _with_parts(word: str) -> tuple[str, ...]:
    """``word`` and the parts ``_NAME_PARTS`` splits it into."""
    return (word, *_NAME_PARTS.split(word)) if _NAME_JOINS.intersection(word) else (word, word)


@lru_cache(maxsize=4096)
def _known_of(text: str) -> _Known:
    words = {p for w in prose_words(text) for p in _with_parts(w.lower()) if p}
    return _Known(frozenset(_known_values(text)), frozenset(words))


def _known_values(text: str) -> set[tuple[str, float | str]]:
    """The values ``text`` states, a date's year included (a year said alone is the same fact)."""
    known: set[tuple[str, float | str]] = set()
    for v in claim_values(text):
        known.add((v.kind, v.value))
        if v.kind == "date":
            known.add(("year", str(v.value)[:4]))
    return known


def _names(text: str) -> set[str]:
    """Capitalised words after a sentence's first (parties, defined terms), lower-cased, a possessive
    's and acronyms ("NDA's") aside."""
    words = (_POSSESSIVE.sub("", w) for w in _CAPITALISED.findall(text))
    return {w.lower() for w in words if not w.isupper()}


_POSSESSIVE = lazy(r"['’]s$", 0)


_CAPITALISED = lazy(r"(?<=[\w,;:)]\s)[A-Z][\w'’-]*[a-z][\w'’-]*", 0)


NEW_TERMS = 0
"""A sentence said again adds at most this many content terms to what was cited; one more when it
concludes (a conclusion marker or a verdict word: it says what the cited sentences come to)."""


def _concludes(s: ReadSentence) -> bool:
    opening = LABEL.sub("", OPENING_MARKS.sub("", s.plain.strip()), count=1)
    return s.explicit or bool(CONCLUSION.match(opening))


def _sourced(sentences: tuple[ReadSentence, ...]) -> tuple[ReadSentence, ...]:
    """A line of sources alone (cue ``format.source_line``: "(Sources: mini-03:4, mini-03:5)", "Beleg:
    mini-06:21") cites for the statements before it: none of them is an uncited claim, but a guess or a
    generalisation, which no source states."""
    last = max(
        (
            i
            for i, s in enumerate(sentences)
            if s.citations and (_SOURCE_LINE.search(s.text) or _SOURCE_POINTER.match(s.text))
        ),
        default=-1,
    )
    return tuple(
        replace(s, claim=False) if i < last and s.claim and not _speculates(s.plain) else s
        for i, s in enumerate(sentences)
    )


def _speculates(text: str) -> bool:
    """A guess or what agreements usually hold (lexicon ``hedge``, ``general``; a generic class of them)."""
    return bool(_SPECULATES.search(text) or GENERIC_CLASS.search(text))


def _describes_cited(sentences: tuple[ReadSentence, ...], cited: _Known) -> tuple[ReadSentence, ...]:
    """In an answer that cites, an uncited sentence whose subject is the clause or passage ("The clause
    says 'prompt' notice but sets no number of days.", "The clause doesn't list decompiling
    separately.") describes the evidence it cited, no extra claim, when it states no value the cited
    sentences do not."""
    out = list(sentences)
    for i, s in enumerate(sentences):
        after_cited = i > 0 and bool(sentences[i - 1].citations) and sentences[i - 1].statement
        subject = _CLAUSE_SUBJECT.match(s.plain) or (after_cited and _PASSAGE_PRONOUN.match(s.plain))
        if s.claim and not s.citations and subject and cited.holds(s.plain, names=False):
            out[i] = replace(s, claim=False)
    return tuple(out)


def names_only_the_asked(text: str, question_text: str) -> bool:
    """``text`` says nothing but what names the asked agreement: its values are the question's and
    each of its words is the question's, a word for an agreement ("NDA") or a month's ("Halvorsen ↔
    Quillfeather (14 Apr 2019)", "The NDA between Acme and Borealis")."""
    said = {w.lower() for w in prose_words(text) if not w.isdigit()}
    return (
        bool(said)
        and said <= _title_words(question_text)
        and _known_values(text) <= _Known.of(question_text).values
    )


@lru_cache(maxsize=4096)
def _title_words(question_text: str) -> frozenset[str]:
    """The words a line naming the asked agreement may hold (computed once per question)."""
    return frozenset({w.lower() for w in prose_words(question_text)} | _TITLE_WORDS | STOP_WORDS)


def _names_the_asked(sentences: tuple[ReadSentence, ...], question_text: str) -> tuple[ReadSentence, ...]:
    """An uncited line with no verdict said in words that only names the asked agreement (a tree's
    root, an outline's first heading: ``names_only_the_asked``) says again what the question says. No
    claim."""
    return tuple(
        replace(s, claim=False)
        if s.claim and not s.citations and not s.explicit and names_only_the_asked(s.plain, question_text)
        else s
        for s in sentences
    )


_TITLE_WORDS = frozenset(
    (
        *spaced("en", "whole_agreement_noun"),
        *(w for line in entries("en", "months") for w in line.split()),
        *(a for abbreviations in ENGLISH_MONTH_ABBREVIATIONS for a in abbreviations),
    )
)
"""Words a title line may add to the question's: an agreement noun, a month or its abbreviation."""


def _said_elsewhere(sentences: tuple[ReadSentence, ...], question_text: str) -> tuple[ReadSentence, ...]:
    """An answer that commits adds no fact by a reasoning step, a conclusion or a verdict sentence
    that says again what the question and the answer's cited sentences (before it or after it) say:
    its values are theirs (a year theirs as part of a date), it names no one they do not, and at most
    ``NEW_TERMS`` of its content terms are new ("The deadline for that written confirmation
    runs thirty days from the disclosure." before "... within thirty days of being disclosed
    [cnli-435:9]"; "So under the Orrin Valley–Zephyrine agreement of March 23, 2021, confidential
    information cannot include orally disclosed information."). A guess or a generalisation
    (lexicon ``hedge``, ``general``) is a claim of its own."""
    cited = " ".join(s.plain for s in sentences if s.citations and s.statement)
    if not cited:  # with nothing cited, a verdict said with content claims it ("Yes, it renews every year.")
        return sentences
    sentences = _describes_cited(sentences, _Known.of(cited))
    known_text = f"{question_text} {cited}"
    known = _Known.of_parts((question_text, cited))
    out = []
    for s in sentences:
        if (
            s.claim
            and not s.citations
            and not _speculates(s.plain)
            and known.holds(s.plain)
            and len([t for t in new_terms(s.plain, known_text) if not t.isdigit()])
            <= NEW_TERMS + _concludes(s)
        ):
            s = replace(s, claim=False)
        out.append(s)
    return tuple(out)


def _quoting(
    sentences: tuple[ReadSentence, ...],
    question_text: str,
    retrieved_texts: tuple[str, ...],
    block: tuple[str, ...] = (),
) -> tuple[ReadSentence, ...]:
    """An uncited sentence that quotes a retrieved passage word for word (a block-quote line, or a
    quotation of ``QUOTED_WORDS`` words or more: 'It is forbidden: "Recipient will not modify ..."')
    shows the passage's text, no fact of the answerer's: no extra claim when what it says around the
    quotation adds nothing to the question's words (a frame: "The clause reads:", "It is forbidden:").
    A misquotation is no passage's text, and stays a claim."""
    if not retrieved_texts:
        return sentences
    out = list(sentences)
    for i, s in enumerate(sentences):
        if not s.claim or s.citations:
            continue
        if block and in_block_quote(s.plain, block, retrieved_texts):  # a block-quote line, split
            out[i] = replace(s, claim=False)
            continue
        rest = unquoted(s.text, retrieved_texts)
        if rest is None or _speculates(rest):
            continue
        if not rest.strip() or (
            _Known.of(question_text).holds(rest) and len(new_terms(rest, question_text)) <= NEW_TERMS + 1
        ):
            out[i] = replace(s, claim=False)
    return tuple(out)


def _guess_after_decline(
    prose: Reading, question_text: str, answer_type: AnswerKind, language: str
) -> Reading:
    """After a decline, a statement that guesses (a ``hedge`` of the lexicon: "It's probably prohibited
    here too", "Cela dit, il est probable que Wrenhaven doive prévenir Orrin Vale") commits to the
    question's answer by its polarity, in any language: denied with a negative word (in English a
    negator of the polarity lexicon: "prohibited"), affirmed without one (a negated question the
    other way round). Its content words need not match the question's, so its polarity is all that
    is read; without a hedge it stays part of the refusal, and so does a hedge that says where to
    look ("steht wahrscheinlich in Abschnitt 5") or what agreements usually hold ("most NDAs
    probably ...": a generalisation, an extra claim, unless it is applied to the asked agreement
    as well, "... so probably here too")."""
    if answer_type != "yes_no" or prose.verdict is not None or not any(s.declines for s in prose.sentences):
        return prose
    english = language == "en"
    for i, s in enumerate(prose.sentences):
        if not s.statement or s.meta or s.declines or _SECTION_WORD.search(s.plain):
            continue
        if any(p.search(s.plain) for p in PREMISE):
            continue  # a hedged premise correction ("ist meines Wissens vom 15. Dezember 2010, nicht 2013")
        if not (_GUESS_EN if english else _HEDGED).search(s.plain):
            continue
        if english and GENERIC_CLASS.search(s.plain) and not fires("guess.applied_here", s.plain):
            continue
        said = negated(s.plain) if english else bool(negative_word(language).search(s.plain))
        verdict: YesNo = "no" if said != question_negated(question_text) else "yes"
        sentences = list(prose.sentences)
        sentences[i] = replace(s, verdict=verdict)
        return replace(prose, sentences=tuple(sentences), verdict=verdict, refused=False)
    return prose


def _by_force(prose: Reading, question_text: str, language: str) -> Reading:
    """In another language an answer with no verdict word is read by the force of its statements
    (``harness.text.deontic.foreign_force_verdict``: "Die Partei darf sie nicht weitergeben"): the
    question's words cannot be matched in it, so the polarity read from shared English-like words
    ("informations confidentielles") misses the language's own negators: each turns it over ("ne ...
    pas", "nicht"; "ni ... ni" is one). A heading (``_foreign_heading``) has none. A refusal, and an
    answer that says its verdict in words, are left as they are."""
    if prose.refused or any(s.explicit and s.verdict for s in prose.sentences):
        return prose
    clause = main_clause(question_text)
    sentences = []
    for i, s in enumerate(prose.sentences):
        forced = foreign_force_verdict(s.plain, language, clause) if not s.meta else None
        if forced is not None:
            s = replace(s, verdict=forced)
        elif s.verdict is not None and _foreign_heading(s.plain, language, first=i == 0):
            s = replace(s, verdict=None)  # a heading ("Analyse de risque — usage des informations :")
        elif s.verdict is not None and _own_negations(s.plain, language) % 2:
            s = replace(s, verdict="no" if s.verdict == "yes" else "yes")
        sentences.append(s)
    if sentences == list(prose.sentences):
        return prose
    return replace(prose, sentences=tuple(sentences), verdict=answer_verdict(sentences, False))


_WORDS = lazy(r"[^\W\d_]+")
_HEADING_END = lazy(r"(?:[^.!?]|[.!?][\w)\]])\s*:?\s*$")


def _foreign_heading(text: str, language: str, first: bool) -> bool:
    """A heading in another language: the answer's first line or one ending in a colon, with no stop at
    its end and no finite verb of the language (not a line that a wrapped sentence broke)."""
    ends = _HEADING_END.search(text) and (first or text.rstrip().endswith(":"))
    return bool(ends) and not _finite(language).search(text)


_ENGLISH_NEGATORS = frozenset(english_words("negators"))


def _own_negations(text: str, language: str) -> int:
    """The negations of ``text`` in words of ``language`` the English polarity reader does not count
    ("pas", "nicht", "não"; Spanish "no" it does), a repeated one once ("ni licence ni droit")."""
    own = {w.lower() for w in spaced(language, "negative")} - _ENGLISH_NEGATORS
    words = [w for w in (m.group(0).lower() for m in _WORDS.finditer(text)) if w in own]
    return sum(1 for i, w in enumerate(words) if i == 0 or w != words[i - 1])


_HEDGED = lazy(r"\b" + GLOSS["hedge"] + r"\b", re.I)
_GUESS_EN = lazy(r"\b" + phrase_alternation(entries("en", "hedge")) + r"\b", re.I)
_SECTION_WORD = lazy(r"\b" + GLOSS["section"] + r"\b", re.I)


def _explicit_only(prose: Reading) -> Reading:
    """In another language an answer that says its verdict in words is read by those words: the
    polarity of a sentence (of an English quotation in it: «including but not limited to ...») is
    no verdict of its own, so it cannot make the answer commit to both."""
    sentences = tuple(s if s.explicit else replace(s, verdict=None) for s in prose.sentences)
    verdicts = {s.verdict for s in sentences if s.verdict}
    conflict = prose.verdict == "conflicting" and len(verdicts) == 1
    verdict = next(iter(verdicts)) if conflict else prose.verdict
    return replace(prose, sentences=sentences, verdict=verdict)


def _verdict_only(s: ReadSentence) -> ReadSentence:
    """In another language the question's terms cannot be matched: a verdict sentence stating no
    value ("Oui, les obligations survivent à la résiliation.") is read as the verdict in the
    question's terms, no extra claim; one with a value ("Sí, pero solo durante dos años") claims it."""
    if s.claim and s.explicit and s.verdict and not s.citations and not claim_values(s.plain):
        # a generalisation said in the same sentence ("em geral, ..., portanto provavelmente sim") claims it
        return s if _GENERAL.search(s.plain) else replace(s, claim=False)
    return s


_REMARK = lazy(
    r"^\W*(?:" + phrase_alternation(all_entries("remark_label")) + r")\s*:",
    re.I,
)
"""A remark's label in any lexicon language ("Anmerkung:", "Nota:"; lexicon ``remark_label``)."""
_ABOUT_REPLY = lazy(
    r"(?<!\w)" + phrase_alternation(all_entries("about_reply")) + r"(?!\w)",
    re.I,
)


@cache
def _finite(language: str) -> LazyPattern:
    return lazy(r"(?<!\w)" + phrase_alternation(entries(language, "finite_common")) + r"(?!\w)", re.I)


def _restates(
    s: ReadSentence, answer: set[tuple[str, float | str]], english: bool = False, language: str = "en"
) -> ReadSentence:
    """In another language an answer that commits, an uncited sentence stating no value but the
    answer's own (``answer``: "Préavis écrit de soixante jours.", "Maßgeblich ist somit eine Frist
    von 15 Tagen.") and no glossed generalisation ("typically") is read as the verdict, the value or
    its cited clause said again; a guess of the answer's own value ("Pero yo diría que siguen unos dos
    años") is the answer itself ("La définition vise aussi les informations commerciales
    ... Donc non [x:17]."), no extra claim: what it adds beyond the question's terms cannot be read.
    In English only a sentence that states the answer's value, and no other, is the answer itself,
    a guess included ("Based on general knowledge, probably 12 months after the Project ends.", "My
    best estimate for this one would be three (3) years"), unless it generalises ("... since that is
    the usual window": what agreements usually hold is a claim of its own)."""
    values = {(v.kind, v.value) for v in claim_values(s.plain)}
    own = values <= answer and (bool(values) or not english)
    general = generalises(s.plain) if english else _GENERAL.search(s.plain)
    # "Anmerkung: ...": a statement of its own, unless about the reply ("Hinweis: keine Rechtsberatung")
    remark = (
        not english
        and _REMARK.match(s.plain)
        and not _ABOUT_REPLY.search(s.plain)
        and _finite(language).search(s.plain)  # a topic line ("Commentaire : accord X — existence") is none
    )
    if s.claim and not s.citations and own and not general and not remark:
        return replace(s, claim=False)
    return s


def read(question: Question, answer: Answer) -> AnswerReading:
    """The reader's view of ``answer`` as an answer to ``question``."""
    return read_text(
        answer.text,
        question.text,
        question.answer_type,
        tuple(answer.citations),
        tuple(p.passage_id for p in answer.retrieved),
        tuple(p.text for p in answer.retrieved),
    )
