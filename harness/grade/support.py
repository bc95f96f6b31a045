"""Does a cited passage back the claim it is cited for, and do the values an answer states hold?

Shared by the ``reference`` grader (``harness.grade.reference``), which knows the gold:

- ``claim_support``: one cited passage against one citing sentence. A contrastive sentence ("a
  different agreement's clause", "Unlike this agreement, ...", or one that names the other
  agreement: "| Ellery–Fawcett [id] | 5 years |") is backed by a passage of another agreement.
  Otherwise a passage of another agreement backs nothing. A lead-in that ends in a colon or a dash
  ("... provides Disclosing Party with:") backs no claim that rests on what it introduces: a bare
  verdict, or a statement with a word the lead-in lacks and the passages after it hold ("notice").
  A sentence cited for a verdict is backed by gold evidence (a renumbered twin included) when that
  verdict is the gold one and the passage (with the other passages the sentence cites) holds its
  values; by another passage of the agreement only when it also holds half of the question
  clause's content words and ``SIDE_CLAIM_SHARE`` of the sentence's. Any other sentence is backed
  when the passage holds ``SIDE_CLAIM_SHARE`` of its content words (the asked agreement's names,
  when the passage does not use them, left out) and its values. In an answer whose verdict is
  wrong, every cited statement is cited for that verdict.
- ``value_problems``: the values (durations, amounts, counts, dates) an answer's claims state,
  checked against the cited passages and the agreement. A value is held when a passage of the
  agreement that the answer cites states it, or one of the agreement passages that best match the
  sentence's content (the sentence before it, or the question, when the sentence itself says
  little: "They have 30 days to do it"). A duration, amount or share is a problem when such a
  passage states a comparable but different value ("30 days" against "fifteen (15) days"), when
  the agreement states it only for something else, when it is another agreement's value cited as
  this one's, or when the agreement states it nowhere (a period only when cited to a passage of
  the agreement: "within 20 days (id)" where it sets none). A count of a thing ("three archival
  copies") is a problem when its cited passage counts that thing otherwise ("one archival copy");
  a date, year or bare number only needs to occur in the agreement. A value after an approximator
  ("typically around three years") commits to nothing.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from pathlib import Path
from types import MappingProxyType

from harness.core.io import write_text_atomic
from harness.core.records import Answer, Perturbation, Question, RetrievedPassage
from harness.core.settings import cache_dir
from harness.corpus.base import Corpus
from harness.corpus.twins import with_twins
from harness.grade.corpus_facts import kept
from harness.read.cues import cue, fires
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    AGREEMENT_NOUN,
    ANOTHER_AGREEMENT,
    LANGUAGES,
    OTHER_PARTIES,
    PASSAGE_ID,
    SECTION_WORD,
    all_entries,
    english_words,
    entries,
    number_words,
    phrase_alternation,
    same_sense,
    spaced,
)
from harness.text import claim_cues as claim_cue
from harness.text.answer_format import citation_spans, parse_citations, strip_citations
from harness.text.claims import opens_conclusion
from harness.text.counts import count_conflicts, counts_of
from harness.text.cues import main_clause, terms
from harness.text.decline import APOSTROPHES, declines
from harness.text.quotation import quotes
from harness.text.sentences import is_lead_in, split_passage_sentences
from harness.text.values import (
    MONTHS,
    Anchor,
    anchors_of,
    claim_values,
    comparable,
    derived_date,
    supported_by,
)
from harness.text.verdict import PREMISE, Reading, ReadSentence, outside_elsewhere

SIDE_CLAIM_SHARE = 0.4
"""Share of a side claim's content words (five-letter prefixes) its passage must hold."""
FOLLOWING = 3
"""How many passages after a lead-in are read as what it introduces."""
COMMON_SHARE = 0.1
COMMON_COUNT = 3
"""Words in more than this share (and count) of a document's passages say nothing about one clause."""
NEAR_BEST = 0.75
"""Agreement passages within this share of the best match count as the claim's context."""
PREFIX = 5
_UNIT_WORDS = frozenset({"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours"})
_NUMBER_WORDS = frozenset(w[:PREFIX] for w in number_words("en"))
_APPROXIMATE = lazy(
    r"\b(?:around|about|approximately|roughly|almost|nearly|some|typically|usually|generally|often|perhaps|maybe)\W+"
    r"(?:\w+\W+){0,3}$",
    re.I,
)
"""An approximator just before a value ("typically for around three years") or a scope word ("almost
always"): no committed detail."""
_VERDICT_WORDS = frozenset({"yes", "no"})
_MEASURED = frozenset({"duration", "money", "percent"})
"""Values checked in context (a deadline, an amount, a share); a date, year or bare count only
needs to occur in the agreement."""

CONTRAST = lazy(
    ANOTHER_AGREEMENT
    + "|"
    + OTHER_PARTIES
    + r"|\bnot\s+(?:from\s+|part\s+of\s+|in\s+)?(?:this|the)\s+(?:(?-i:[A-Z])[\w/'’–-]*\s+){0,3}?"
    + AGREEMENT_NOUN
    + r"\b|\b(?:does|do)(?:\s+not|n't)\s+apply\s+(?:to\s+this|here)\b|\bbelongs?\s+to\b"
    r"|\b(?:clauses?|passages?|provisions?)\s+(?:of|from|in)\s+other\s+" + AGREEMENT_NOUN + r"\b"
    r"|\b(?:unlike|(?:by|in)\s+contrast,?)\s+(?:\w+\s+){0,3}?"
    + AGREEMENT_NOUN
    + r"\b|\b(?:is|are|comes?|came)\s+from\s+(?:the\s+)?[^.;]{0,80}?\b"
    + AGREEMENT_NOUN
    + r"\b|(?<!\w)"
    + phrase_alternation(
        tuple(w for lang in LANGUAGES if lang != "en" for w in entries(lang, "another_agreement"))
    )
    + r"(?!\w)",
    re.I,
)
"""A sentence that cites a passage as another agreement's, in English or in the words of any other
lexicon language (a code-switched answer read as English: "(Die Regel in x:16 gehört zu einem anderen
Vertrag.)")."""
_NUMBERING = lazy(r"^\s*(?:\(?[0-9]{1,3}(?:\.[0-9]{1,3})*[.)]?|\(?[a-z][.)]|\([ivx]{1,4}\))\s+", re.I)


def _inflected(phrase: str) -> tuple[str, ...]:
    """A wording with its first word's regular inflections ("send back", "sends back", "sending back",
    "shared", "sharing"); irregular ones are written in the lexicon ("sent back", "kept")."""
    first, _, rest = phrase.partition(" ")
    stems = {first, f"{first}s", f"{first}es", f"{first}ed", f"{first}ing"}
    if first.endswith("e"):
        stems |= {f"{first}d", f"{first[:-1]}ing"}
    return tuple(f"{w} {rest}".strip() for w in sorted(stems))


_TOKEN = lazy(r"[\w-]+")


@cache
def _wordings() -> tuple[dict[tuple[str, ...], str], dict[str, tuple[int, ...]]]:
    """Each inflected wording of the lexicon's ``same_sense`` class, as its words, -> the word of its
    sense; and for each word a wording can open with, how many words the wordings it opens have,
    most first."""
    forms = {
        tuple(form.split()): word for wording, word in same_sense().items() for form in _inflected(wording)
    }
    lengths: dict[str, set[int]] = {}
    for words in forms:
        lengths.setdefault(words[0], set()).add(len(words))
    return forms, {first: tuple(sorted(ns, reverse=True)) for first, ns in lengths.items()}


def in_one_wording(text: str) -> str:
    """``text`` with every wording of one sense replaced by the word that stands for it ("has to send
    back or get rid of the material it holds" -> "has to return or destroy the material it retain"),
    so that a paraphrase meets its passage's wording: the longest wording at each word, its words
    apart by spaces only. Read word by word (a set look-up each), not by one alternation of every
    wording, which reads the same but costs more; a text where no wording opens is returned as it is."""
    forms, lengths = _wordings()
    if text.isascii():  # its words lowercased are the lowercased text's: found without match objects
        words = _TOKEN.findall(text.lower())
        if not any(
            tuple(words[i : i + n]) in forms for i, w in enumerate(words) if w in lengths for n in lengths[w]
        ):
            return text
    tokens = list(_TOKEN.finditer(text))
    lowered = [t.group(0).lower() for t in tokens]
    if lengths.keys().isdisjoint(lowered):
        return text
    out: list[str] = []
    last = i = 0
    while i < len(tokens):
        for n in lengths.get(lowered[i], ()):
            word = forms.get(tuple(lowered[i : i + n])) if i + n <= len(tokens) else None
            if word is None:
                continue
            run = tokens[i : i + n]
            if all(gap and not gap.strip() for gap in (text[a.end() : b.start()] for a, b in pairwise(run))):
                out += [text[last : run[0].start()], word]
                last, i = run[-1].end(), i + n
                break
        else:
            i += 1
    return "".join(out) + text[last:]


@lru_cache(maxsize=16384)
def prefixes(text: str) -> frozenset[str]:
    """Content words folded to five-letter prefixes ("disclosed"/"disclosure"), each wording of one
    sense read as the word that stands for it ("send back" as "return": ``in_one_wording``)."""
    return frozenset(t[:PREFIX] for t in terms(in_one_wording(text)))


def content_share(sentence: str, passage: str) -> float:
    mine = prefixes(sentence)
    return len(mine & prefixes(passage)) / len(mine) if mine else 0.0


def following(corpus: Corpus, passage: RetrievedPassage) -> frozenset[str] | None:
    """The words of what a lead-in passage introduces (the next ``FOLLOWING`` passages of its
    document), less the words most of the document's passages hold ("confidential information");
    None when the passage is no lead-in."""
    if not is_lead_in(passage.text):
        return None
    return _continuation(corpus, passage.document_id, passage.passage_id)


@lru_cache(maxsize=1024)
@kept("continuation")
def _continuation(corpus: Corpus, document_id: str, passage_id: str) -> frozenset[str]:
    siblings = corpus.passages_of(document_id)
    index = next((i for i, p in enumerate(siblings) if p.id == passage_id), None)
    if index is None:
        return frozenset()
    common = Counter(w for p in siblings for w in prefixes(p.text))
    words = {w for p in siblings[index + 1 : index + 1 + FOLLOWING] for w in prefixes(p.text)}
    return frozenset(w for w in words if common[w] <= max(COMMON_COUNT, COMMON_SHARE * len(siblings)))


def relies_on(
    s: ReadSentence, lead_in: str, continuation: frozenset[str], question_text: str, part: str = ""
) -> bool:
    """A claim rests on what a lead-in introduces: a word of it (of the question's clause, for a
    bare verdict; of the ``part`` its marker closes, when the sentence cites at several places:
    "... [a], and the Effective Date is July 31, 2008 [lead-in]") that the lead-in lacks occurs in
    what follows ("must give notice" against "... provides it with:" and "(a) prior written
    notice"), or nothing of what follows can be read."""
    claim = _words(part or s.plain) if part or s.statement else _words(main_clause(question_text))
    lacking = claim - prefixes(lead_in)
    return bool(lacking & continuation) if continuation else bool(lacking)


@lru_cache(maxsize=16384)
def _words(text: str) -> frozenset[str]:
    """Content words of a sentence, its values and their units left out."""
    for value in claim_values(text):
        text = text[: value.start] + " " * (value.end - value.start) + text[value.end :]
    return prefixes(text) - _UNIT_WORDS - _NUMBER_WORDS - _VERDICT_WORDS


@lru_cache(maxsize=16384)
def _unnumbered(text: str) -> str:
    return " ".join(_NUMBERING.sub("", text, count=1).casefold().split())


def renumbered_twins(corpus: Corpus, gold: set[str], retrieved: Sequence[RetrievedPassage]) -> set[str]:
    """Retrieved passages whose text equals a gold passage's text apart from its clause number
    ("7. Each party agrees ..." and "6. Each party agrees ..." of a duplicate agreement)."""
    golden = _golden(corpus, frozenset(gold))
    if not golden:  # no gold evidence: the retrieved passages need not be read
        return set()
    return {p.passage_id for p in retrieved if p.passage_id not in gold and _unnumbered(p.text) in golden}


@lru_cache(maxsize=4096)
def _golden(corpus: Corpus, gold: frozenset[str]) -> frozenset[str]:
    """The gold passages' texts without their clause numbers, read once per question's gold."""
    return frozenset(_unnumbered(corpus.passage(g).text) for g in gold if corpus.has_passage(g))


def _held(values: list[Anchor], passages: Sequence[str]) -> list[Anchor]:
    held = [a for text in passages for a in anchors_of(text)]
    return [v for v in values if not supported_by(v, held) and not derived_date(v, held)]


def miscounted(sentence: str, passages: Sequence[str]) -> list[Anchor]:
    """Counts of a thing in ``sentence`` ("three archival copies") that ``passages`` count otherwise
    ("one archival copy"); a count the passages do not state is left alone."""
    stated = [a for text in passages for a in counts_of(text)]
    return [c for c in counts_of(sentence) if count_conflicts(c, stated)] if stated else []


_NAME = lazy(r"(?<![\w-])[A-Z][A-Za-z]{2,}(?![\w])")


@lru_cache(maxsize=1024)
@kept("document-words")
def document_words(corpus: Corpus, document_id: str, head: int = 0) -> frozenset[str]:
    """The lowercased words of a document (of its first ``head`` passages, its title and parties)."""
    passages = corpus.passages_of(document_id)
    return frozenset(
        w.lower() for p in (passages[:head] if head else passages) for w in re.findall(r"\w+", p.text)
    )


@lru_cache(maxsize=1024)
@kept("document-names")
def document_names(corpus: Corpus, document_id: str, head: int = 0) -> frozenset[str]:
    """The lowercased words a document (its first ``head`` passages) writes capitalised and never
    lowercased ("Glimmerstone", not "source" of "source code"): the words that can name it."""
    passages = corpus.passages_of(document_id)
    words = [w for p in (passages[:head] if head else passages) for w in re.findall(r"\w+", p.text)]
    lower = {w for w in words if w.islower()}
    return frozenset(w.lower() for w in words if w[:1].isupper() and w.lower() not in lower)


def names_other(corpus: Corpus, sentence: str, document_id: str, question: Question) -> bool:
    """The sentence names another agreement, the one ``document_id`` is: a capitalised word that
    its opening passages hold (a party, its title), that few documents hold (a name, not a defined
    term or a month), that it writes capitalised only (a name, not "Source-code" opening a sentence
    on a clause it writes in lower case) and that neither the question nor the asked agreement
    holds ("| Ellery–Fawcett [id] | 5 years |", "as in the Tindrel NDA [id]"), or its document id
    ("document nda-06 allows ... [nda-06:1]")."""
    asked = question.document_id
    if asked is None or document_id == asked:
        return False
    if _holds_id(sentence, document_id):
        return True  # "document cnli-20 requires ... [cnli-20:23]": named by its id
    names = {m.group(0).lower() for m in _NAME.finditer(sentence)} - _lowered_words(question.text)
    if not names:
        return False
    # the names first ("The", "Recipient" are no name), then the documents' words: most sentences
    # are settled without reading either agreement's words
    rare = _document_counts(corpus)
    limit = max(NAME_DOCUMENTS, NAME_SHARE * rare[""])
    names = {w for w in names - MONTHS.keys() if rare[w] <= limit}
    if not names:
        return False
    theirs = names & document_names(corpus, document_id, FOLLOWING)
    return bool(theirs and theirs - document_words(corpus, asked))


@lru_cache(maxsize=4096)
def _lowered_words(text: str) -> frozenset[str]:
    """The lowercased words of a question, read once however many sentences are checked against it."""
    return frozenset(w.lower() for w in re.findall(r"\w+", text))


def _holds_id(sentence: str, document_id: str) -> bool:
    """``document_id`` occurs in ``sentence`` as a whole id, case aside. An ASCII sentence that lacks it
    lowercased cannot hold it (only a few non-ASCII letters match an ASCII one under ``re.I``): most
    sentences are settled without compiling a pattern for each document id."""
    if sentence.isascii() and document_id.isascii() and document_id.lower() not in sentence.lower():
        return False
    return bool(re.search(rf"(?<![\w-]){re.escape(document_id)}(?![\w:-])", sentence, re.I))


NAME_DOCUMENTS = 2
NAME_SHARE = 0.01
"""A name is a word in at most this many (or this share of) the corpus's documents: a party's name,
not a defined term that many agreements use ("Recipient", "Project", "Mutual")."""


@lru_cache(maxsize=8)
def _document_counts(corpus: Corpus) -> Counter[str]:
    """In how many documents each lowercased word occurs ("" counts the documents). Counted once
    per corpus and kept in the cache folder, keyed by the corpus fingerprint and this module's
    source (a damaged entry is counted again)."""
    key = f"document-counts-1|{corpus.fingerprint}|{hashlib.sha256(Path(__file__).read_bytes()).hexdigest()}"
    path = cache_dir() / "document-counts" / f"{hashlib.sha256(key.encode()).hexdigest()}.json"
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(stored, dict) and "" in stored and all(isinstance(n, int) for n in stored.values()):
            return Counter(stored)
    except (OSError, ValueError):
        pass
    documents = {p.document_id for p in corpus.passages}
    counts = Counter(w for d in documents for w in document_words(corpus, d))
    counts[""] = len(documents)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(counts, ensure_ascii=False), shared=True, durable=False)
    except OSError:
        pass  # a read-only cache folder: counted again next time
    return counts


CONTRASTIVE = "a contrastive citation of another agreement"
"""Why a passage of another agreement backs a sentence that itself says it is another agreement's:
true whatever the asked agreement settles."""
_KINDS = frozenset(w[:PREFIX] for w in english_words("passage_kind")) | prefixes(
    " ".join(english_words("passage_kind"))
)
"""A kind of passage ("preamble", "opening"), spelled both as written and as ``prefixes`` reads it."""
_LABEL_WORDS = frozenset(
    w[:PREFIX]
    for w in (*english_words("evidence"), "reference", "references", "citation", "citations", "see")
)
"""The words of a source label ("(Source: Passage 5)", "See references"): a sentence of nothing else
cites its passages for the answer's verdict, as does a classifier's label line (cue
``contract.nli_label``: "label=ENTAILMENT score=0.89 evidence=[x:11]")."""
_MARKUP = lazy(r"<[^<>\n]{0,200}>")


def cites_only(s: ReadSentence) -> bool:
    """A sentence that holds nothing but its citation: a contract's source field ("basis =
    \"mini-02:23\"", read as ""), a citation tag ("<cite id=\"cnli-28:6\"/>"), a source label. It
    claims nothing of its own, so a passage it cites is judged by the sentences that say something
    with it (``harness.grade.reference.citation_verdicts``). A bare verdict ("No [x:1].") says
    something: it is no citation-only sentence."""
    return s.verdict is None and not prefixes(_MARKUP.sub(" ", s.plain)) - _LABEL_WORDS


_SECTION_NUMBER = lazy(r"(?<!\w)" + SECTION_WORD + r"\s+(\d+(?:\.\d+)*)", re.I)
_IDS = lazy(PASSAGE_ID)
_DESCRIBING = frozenset(
    _stemmed
    for _stemmed in prefixes(
        "passage passages clause clauses section about covers concerns deals relates describes"
        " sets lists names repeats holds other retrieved cited question asked answer"
    )
)


_CLAUSE_BREAK = lazy(r"[;:]\s+|\s+[—–]\s+")
"""Where a sentence's next clause opens (a reason's description after a decline)."""


def describes_truly(sentence: str, passage: str) -> bool | None:
    """A sentence that says what its cited passage is (cue ``evidence.describes``): True when that is
    true of the passage (it names a kind of passage, "title block", "signature line"; its clause
    number opens the passage; or the passage holds a content word of it), False when it gives the
    passage another clause number; None when the sentence describes no passage or nothing of it can
    be checked (the claim is then read as any other)."""
    if not fires("evidence.describes", sentence):
        # a clause of a refusal's reason: "The passages don't include its terms; only the opening
        # paragraph came back [1]"
        clauses = _CLAUSE_BREAK.split(sentence)
        clause = next((c for c in clauses[1:] if fires("evidence.describes", c)), None)
        if clause is None or not declines(clauses[0]):
            return None
        sentence = clause
    number = _SECTION_NUMBER.search(sentence)
    if number is not None:
        return _unnumbered(passage) != " ".join(passage.casefold().split()) and passage.lstrip().startswith(
            number.group(1)
        )
    words = prefixes(_IDS.sub(" ", sentence)) - _DESCRIBING
    return True if bool(words & _KINDS) or not words or bool(words & prefixes(passage)) else None


def decides(text: str) -> str | None:
    """The passage id a sentence says decides the question (cue ``evidence.decides``), else None."""
    found = cue("evidence.decides").search(text)
    return found.group("id") if found else None


def flat(text: str) -> str:
    """One spelling of case, spaces and apostrophes ("Brooks’" = "Brooks'")."""
    return " ".join(text.translate(APOSTROPHES).lower().split())


def _unheld_original(claim: str, question: Question, texts: Sequence[str]) -> str | None:
    """What a false premise replaced (the real party, date or title), when ``claim`` names it and none
    of ``texts`` states it: a correction is backed by a passage that states what it restores."""
    original = question.perturbation.original.strip() if question.perturbation else ""
    if not original or flat(original) not in flat(claim):
        return None
    return None if any(flat(original) in flat(t) for t in texts) else original


def _corrects_premise(claim: str, question: Question) -> bool:
    """``claim`` corrects the question's premise, naming the false value it replaces ("... is Zephyrine
    Labs Inc., not Orrin Valley Agritech")."""
    change = question.perturbation
    return change is not None and any(p.search(claim) for p in PREMISE) and _names_false(flat(claim), change)


def _states_value(value: str, text: str) -> bool:
    """``text`` states the date or amount ``value`` is, in any spelling ("5 novembre 2018")."""
    anchors = anchors_of(value)
    return bool(anchors) and all(supported_by(a, anchors_of(text)) for a in anchors)


def _repeated_premise(claim: str, question: Question, passage: str) -> str | None:
    """The premise's false value, when ``claim`` repeats it (whole, as a value in any spelling, or by a
    word of a false name the real one lacks: "the ashgrove/zephyrine NDA") and ``passage`` does not state
    it: the passage is the real agreement's, not the one the claim speaks of ("Under the agreement of
    November 5, 2018, ..." citing a clause of the one dated 2019)."""
    change = question.perturbation
    if change is None or not change.replacement.strip() or not change.original.strip():
        return None
    said = flat(claim)
    if flat(change.original) in said or _states_value(change.original, claim):
        return None  # a correction names both
    if not (_names_false(said, change) or _states_value(change.replacement, claim)):
        return None
    if flat(change.replacement) in flat(passage) or _states_value(change.replacement, passage):
        return None
    return change.replacement


def _names_false(said: str, change: Perturbation) -> bool:
    """``said`` (``flat``) names the premise's false value: whole, or by a word of four letters or more the
    real one lacks ("orrin", "valley", "agritech" of "Orrin Valley Agritech LLC" for "Bramblecote Robotics
    Inc.")."""
    if flat(change.replacement) in said:
        return True
    own = set(re.findall(r"\w{4,}", flat(change.replacement))) - set(
        re.findall(r"\w+", flat(change.original))
    )
    return bool(own & set(re.findall(r"\w+", said)))


_NAME_WORD = lazy(r"\b(?-i:[A-Z])[\w&'’-]{2,}")
"""A capitalised word of three letters or more: part of a name."""


def _names_its_parties(plain: str, passage_text: str, question_text: str) -> bool:
    """A sentence in another language that names the asked agreement's parties (two names the question
    and the passage both hold: "Corvane Medical Devices, Inc. et Lanternfield ... sont bien les parties")."""
    held = {w for w in _NAME_WORD.findall(plain) if w in passage_text and w in question_text}
    return len(held) >= 2


_RESTATING = lazy(r"(?:" + phrase_alternation(all_entries("restating")) + r")(?!\w)", re.I)
"""Another language's words opening a restatement ("Es decir", "Autrement dit"; lexicon ``restating``)."""


_DENIED_BEFORE = lazy(r"(?:\bnot|\brather\s+than|\binstead\s+of)\s+(?:the\s+|a\s+)?$", re.I)
"""What a value after it is not ("five years, not six"): the value the answer corrects away."""


def asserted_values(plain: str, question_text: str) -> list[Anchor]:
    """The values ``plain`` asserts: not one it denies ("five (5) years, not six") nor one in a clause that
    places it in another agreement ("; the six-year figure was from the Ashgrove agreement")."""
    return [
        v
        for v in outside_elsewhere(claim_values(plain), plain, question_text)
        if not _DENIED_BEFORE.search(plain[: v.start])
    ]


def restates_cited(s: ReadSentence, why: str) -> bool:
    """``s`` says again what an earlier sentence citing the same passage says ("In other words, ending the
    agreement does not end the duty [id]", "So it is not confined to technical material [id]"): it opens
    with a conclusion marker (``claim_cues.CONCLUSION``), states no value, and failed only on the share of
    its words the passage holds (not on a verdict, a value or another agreement)."""
    opening = claim_cue.OPENING_MARKS.sub("", s.plain.strip())
    concludes = _RESTATING.match(opening) or opens_conclusion(s.plain)
    return why.startswith("holds ") and bool(concludes) and not claim_values(s.plain)


def claim_support(
    s: ReadSentence,
    passage: RetrievedPassage,
    question: Question,
    gold: set[str],
    answer_verdict: str | None,
    decisive: bool,
    siblings: Sequence[str] = (),
    continuation: frozenset[str] | None = None,
    values: bool = True,
    named: bool = False,
    foreign: bool = False,
    partners: Sequence[str] = (),
    part: str = "",
) -> tuple[bool, str]:
    """Whether ``passage`` backs sentence ``s`` (see the module docstring); ``siblings`` are the
    texts of the other passages ``s`` cites (a value may sit in one of them), ``continuation`` the
    words of what a lead-in passage introduces (``following``); ``values=False`` leaves the
    sentence's values out (the verdict alone); ``named``: the sentence names the passage's other
    agreement (``names_other``), a contrastive citation; ``foreign``: the sentence is in another
    language than the passages, so its content words cannot be matched against them: a statement
    without a verdict of its own is cited for the answer's verdict ("Nein. Nach Ziffer 5.1 ist
    weder ... verpflichtet [id]"); ``partners``: the texts of gold passages the sentence cites beside
    this one (a verdict sentence citing gold evidence and the preamble: the preamble backs the parties
    and date the sentence restates); ``part``: the part of the sentence this passage's marker closes
    when the sentence cites passages at several places (``cited_parts``): the passage backs that part."""
    from harness.grade.details import merged_detail  # the detail rules (they import this module)

    other = question.document_id is not None and passage.document_id != question.document_id
    # placed in another agreement elsewhere in the answer, then cited for its verdict: not contrastive
    if other and CONTRAST.search(s.plain):
        return True, CONTRASTIVE
    # ... unless it corrects the premise with it: another agreement's party given as the asked one's
    if other and named and not (s.verdict and decisive) and not _corrects_premise(s.plain, question):
        return True, "a citation of another agreement the answer names as such"
    # a passage of the asked agreement cited by a contrastive sentence backs its own part of it
    if other and passage.passage_id not in gold:
        return False, "a passage of another agreement, cited as this one's"
    if (original := _unheld_original(s.plain, question, [passage.text, *siblings])) is not None:
        return False, f"names what the premise replaced ({original!r}), which the passage does not state"
    if (premise := _repeated_premise(s.plain, question, passage.text)) is not None:
        return False, f"repeats the false premise ({premise!r}), which the passage does not state"
    if foreign and not other and not s.explicit and _names_its_parties(s.plain, passage.text, question.text):
        return True, "names the asked agreement's parties, as the passage does (in another language)"
    if question.document_id is not None and not other and fires("evidence.provenance", s.plain):
        return True, "says which agreement the passage is from, truly"
    if question.document_id is not None and not other and decides(s.text) == passage.passage_id:
        return True, "says the passage of the asked agreement decides the question"
    described = describes_truly(s.plain, passage.text) if not (s.verdict and decisive) else None
    if described is not None:
        return (
            described,
            "says what the passage is" if described else "gives the passage another clause number",
        )
    # a lead-in is judged by the words of the claim it closes; another language's cannot be matched on
    if (
        continuation is not None
        and not foreign
        and relies_on(s, passage.text, continuation, question.text, part)
    ):
        return False, "a lead-in (ending in a colon or a dash): the claim rests on what follows it, not shown"
    if not part and s.statement and not s.meta and (merged := merged_detail(s.plain, passage.text, siblings)):
        return False, f"rule detail.merged: no cited passage alone states {merged!r}"
    asked_values = anchors_of(question.text)  # "Under the August 23, 2019 NDA, ...": the question's own
    missing = (
        [
            *_held(
                [v for v in asserted_values(s.plain, question.text) if not supported_by(v, asked_values)],
                [passage.text, *siblings],
            ),
            *miscounted(s.plain, [passage.text, *siblings]),
        ]
        if values
        else []
    )
    shown = ", ".join(v.text for v in missing)
    gold_verdict = question.gold_answer.strip().lower()
    verdict: str | None = s.verdict
    if verdict is not None and not s.explicit and answer_verdict in ("yes", "no"):
        verdict = answer_verdict  # a clause-level reading gives way to the answer's one verdict
    # a sentence whose words cannot be matched against the passage (another language, or none: a
    # contract's citation list beside its label field) is cited for the answer's verdict
    foreign_claim = (
        (
            foreign
            or not prefixes(s.plain) - _LABEL_WORDS
            or fires("contract.nli_label", s.plain)
            or fires("format.source_pointer", s.text)
        )
        and not s.meta
        and answer_verdict in ("yes", "no")
    )
    if foreign_claim:
        verdict, decisive = answer_verdict, True
    wrong_answer = answer_verdict in ("yes", "no") and answer_verdict != gold_verdict
    if question.answer_type == "yes_no" and (
        (verdict is not None and decisive) or (wrong_answer and s.statement and not s.meta)
    ):
        verdict = verdict or answer_verdict
        if verdict != gold_verdict:
            if passage.passage_id in gold:
                return False, f"gold evidence cited for the opposite claim ({verdict!r})"
            return False, f"cited for a verdict ({verdict!r}) the agreement does not give"
        if missing:
            return False, f"does not state {shown}"
        if passage.passage_id in gold:
            return True, f"gold evidence for {verdict!r}"
        asked = _words(main_clause(question.text))
        if asked and len(asked & prefixes(passage.text)) / len(asked) < SIDE_CLAIM_SHARE:
            # beside gold evidence, a passage backs the part of the sentence the gold one does not hold
            rest = _words(s.plain) - frozenset().union(*(prefixes(t) for t in partners))
            if partners and foreign_claim:  # its words cannot be matched: the gold co-citation vouches
                return True, "cited beside gold evidence in another language"
            if partners and rest and len(rest & prefixes(passage.text)) / len(rest) >= SIDE_CLAIM_SHARE:
                return True, "backs the part of the verdict sentence its gold co-citation does not hold"
            if part and _share(part, passage.text, question) >= SIDE_CLAIM_SHARE:
                return True, "backs the part of the verdict sentence its marker closes"
            if _sub_topic(s.plain, asked) and _share(s.plain, passage.text, question) >= SIDE_CLAIM_SHARE:
                return True, "backs the row it is cited for (its label names a point beside the question's)"
            return False, "cited for the verdict, but it does not speak of the question's clause"
        if foreign_claim:
            return True, f"speaks of the question's clause, cited for {verdict!r} in another language"
    if question.answer_type == "value" and claim_values(s.plain):
        return not missing, "does not state the cited values" if missing else "states the cited values"
    if not missing and quotes(s.plain, passage.text):
        return True, "quotes the passage word for word"
    if foreign and not other and not s.meta and not missing:
        # its words cannot be matched against an English passage: a statement of the asked agreement's
        # passage that misstates no value of it is read as backed (a value question's detail line)
        return True, "in another language, of the asked agreement: states nothing the passage does not"
    share = max(
        _share(s.plain, passage.text, question), _share(part, passage.text, question) if part else 0.0
    )
    ok = share >= SIDE_CLAIM_SHARE and not missing
    if ok and (swapped := other_party(part or s.plain, passage.text, question.text)):
        return False, f"says of {swapped[0]} what the passage says of {swapped[1]}"
    return ok, f"holds {share:.0%} of the claim's content words" + (f", not {shown}" if missing else "")


_BOUND = lazy(
    r"(?<![\w-])((?-i:[A-Z])[\w&.'’-]*)(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,3}\s+"
    r"(?:shall|must|may|can|will|has\s+to|have\s+to|is\s+(?:required|obliged|obligated|bound|entitled"
    r"|permitted|allowed|free))\b",
    re.I,
)
"""A party named as the one an obligation or permission binds ("Yarrowby shall ...", "Oxbury has to ...")."""
_OWNED = lazy(
    r"(?<![\w-])((?-i:[A-Z])[A-Za-z&.-]*)['’]s\s+(?:[a-z-]+\s+){0,2}?"
    + phrase_alternation(spaced("en", "duty_nouns"))
    + r"\b"
)
"""A party named as the owner of a duty ("Wrenhaven's obligations of confidentiality ...")."""


def _bound(text: str) -> list[re.Match[str]]:
    """The parties ``text`` binds, by a modal after the name or a duty noun the name owns, in order."""
    return sorted([*_BOUND.finditer(text), *_OWNED.finditer(text)], key=lambda m: m.start())


SUBJECT_REACH = 40
"""How many characters before a bound party's name its clause's subject may begin ("Sablewood and ...")."""
_JOINED_PREDICATE = lazy(r",\s*(?:and|but)\s+(?:shall|must|may|will|is|has|agrees)\b", re.I)
"""Where a party's duty ends and a predicate joined to the sentence's subject begins ("so that Corvane
may seek a protective order, and shall disclose only ...": the disclosing is the subject's, not Corvane's)."""


def other_party(claim: str, passage: str, question_text: str) -> tuple[str, str] | None:
    """(the party ``claim`` binds, the party ``passage`` binds instead) when both name one of the asked
    agreement's parties as the subject of the same duty and they differ ("Sablewood must not buy
    apples from ..." against "Yarrowby shall not buy apples ..."), else None. A passage binding both
    sides ("Sablewood and Yarrowby shall each ...") binds the claim's party too."""
    parties = {w.lower() for w in _NAME.findall(question_text)}
    mine = next(iter(_bound(claim)), None)
    if mine is None or mine.group(1).lower() not in parties:
        return None
    wanted = _words(claim[mine.end() :])
    if not wanted:
        return None
    swapped = None
    for sentence in split_passage_sentences(passage):
        bound = _bound(sentence)
        if not bound:
            continue
        for before, theirs, after in zip([None, *bound[:-1]], bound, [*bound[1:], None], strict=True):
            duty = sentence[theirs.end() : after.start() if after else len(sentence)]
            duty = _JOINED_PREDICATE.split(duty, maxsplit=1)[0]
            if len(wanted & prefixes(duty)) / len(wanted) < SIDE_CLAIM_SHARE:
                continue
            # the subject: the names of its clause before the verb ("Sablewood and Yarrowby shall each")
            head = sentence[max(before.end() if before else 0, theirs.start() - SUBJECT_REACH) : theirs.end()]
            subject = {w.lower() for w in _NAME.findall(re.split(r"[,;:(]", head)[-1])}
            if mine.group(1).lower() in subject or not subject & parties:
                return None  # the passage binds the claim's party (or no party by name) to it
            if _verb(claim[mine.end() :]) & _acts(duty, mine.group(1)):
                return None  # inside the other's duty the claim's party does it ("only if Pellucid approves")
            if theirs.group(1).lower() not in parties:
                continue  # a capitalised word that is no party of the asked agreement ("Written")
            swapped = swapped or (mine.group(1), theirs.group(1))
    return swapped


ACT_WORDS = 3
"""How many words after a party's name may hold what it does ("Glimmerstone *rightfully obtains*")."""


def _acts(text: str, party: str) -> frozenset[str]:
    """What ``party`` does in ``text``: the first content word (five-letter prefix) within ``ACT_WORDS``
    words after each place it is named ("Pellucid approves each consultant": "appro"); a modal or an
    auxiliary ("shall", "has to") is no content word and is read past; the words must be lowercase
    and unbroken by punctuation ("Velmont Acoustics and Caskbridge" names, it does nothing); what it is
    said not to do ("Glimmerstone does not own it", "retains no right") it does not do."""
    found: set[str] = set()
    for m in re.finditer(
        rf"(?<![\w-]){re.escape(party)}(?:['’]s)?\s+((?:[a-z'’]+\s+){{0,{ACT_WORDS - 1}}}[a-z'’]+)"
        r"(\s+[a-z]+)?",
        text,
    ):
        if not _NEGATED.search(m.group(0)) and not re.search(r"n['’]t\b", m.group(0)):
            found |= _verb(m.group(1), ACT_WORDS)
    return frozenset(found)


_ROLE_OF = {
    wording.replace("_", " ").lower(): role
    for line in entries("en", "party_roles")
    for role, variants in [line.split("=", 1)]
    for wording in (role, *variants.split())
}
_TOWARD = lazy(
    r"\b(?P<prep>to|from)\s+(?:the\s+)?(?P<role>" + phrase_alternation(tuple(_ROLE_OF)) + r")\b", re.I
)
"""A side named by its role after a word of direction ("confirmed in writing to the recipient")."""


def role_swap(claim: str, passage: str) -> tuple[str, str] | None:
    """(the claim's wording, the passage's) when the claim sends something to (or takes it from) one
    side by role ("send written confirmation to the discloser") and the passage sentence that holds
    the claim's words sends it to the other side ("confirmed in a writing to the recipient") and
    never to the claim's; else None."""
    mine = {
        (m.group("prep").lower(), _ROLE_OF[m.group("role").lower()]): m.group(0)
        for m in _TOWARD.finditer(claim)
    }
    wanted = _words(claim)
    if not mine or not wanted:
        return None
    for sentence in split_passage_sentences(passage):
        if len(wanted & prefixes(sentence)) / len(wanted) < SIDE_CLAIM_SHARE:
            continue
        theirs = {
            (m.group("prep").lower(), _ROLE_OF[m.group("role").lower()]): m.group(0)
            for m in _TOWARD.finditer(sentence)
        }
        for (prep, role), said in mine.items():
            if (prep, role) in theirs:
                continue
            other = next((w for (p, r), w in theirs.items() if p == prep and r != role), None)
            if other:
                return said, other
    return None


_FRAMING = frozenset({"between", "and", "with", "of", "under", "by", "from"})
"""Words before a party's name that frame the agreement ("the NDA between Vapotherm and ..."), not a
duty toward that party."""


def asked_parties(question: Question, corpus: Corpus) -> frozenset[str]:
    """The asked agreement's parties by name: the question's capitalised words that the agreement's
    opening passages write capitalised only and few documents hold (``NAME_DOCUMENTS``)."""
    if question.document_id is None:
        return frozenset()
    return _asked_parties(corpus, question.document_id, question.text)


@lru_cache(maxsize=4096)
def _asked_parties(corpus: Corpus, document_id: str, question_text: str) -> frozenset[str]:
    """``asked_parties`` of one question, read once however many claims and passages are checked."""
    theirs = document_names(corpus, document_id, FOLLOWING)
    rare = _document_counts(corpus)
    limit = max(NAME_DOCUMENTS, NAME_SHARE * rare[""])
    return frozenset(
        w
        for m in _NAME.finditer(question_text)
        if (w := m.group(0).lower()) in theirs and rare[w] <= limit and w not in MONTHS
    )


def owed_party(claim: str, passage: str, question: Question, corpus: Corpus) -> tuple[str, str] | None:
    """(the party ``claim`` owes a duty to, the party the passage names there instead) when the claim
    names one of the asked agreement's parties after a verb or a word of direction ("has to notify John
    Coolidge", "returns it to Halden"), not as the one bound (``_bound``), and the passage sentence that
    holds the claim's words never names that party but names another of them ("shall immediately
    notify Vapotherm"), which the claim does not name; else None (rule ``detail.owed_party``)."""
    parties = asked_parties(question, corpus)
    if not parties:
        return None
    bound = [(m.start(), m.end()) for m in _bound(claim)]
    named = {m.group(0).lower() for m in _NAME.finditer(claim)} & parties
    owed = [
        m
        for m in _NAME.finditer(claim)
        if m.group(0).lower() in parties
        and not any(a <= m.start() < b for a, b in bound)
        and (before := re.findall(r"(\w+)\W*(?:[A-Z][\w.]*\s+)*$", claim[: m.start()]))
        and before[0].islower()
        and before[0] not in _FRAMING
    ]
    wanted = _words(claim) - {w[:PREFIX] for w in parties}
    if not owed or not wanted:
        return None
    for sentence in split_passage_sentences(passage):
        if len(wanted & prefixes(sentence)) / len(wanted) < SIDE_CLAIM_SHARE:
            continue
        theirs = {m.group(0).lower() for m in _NAME.finditer(sentence)} & parties
        instead = sorted(theirs - named)
        for m in owed:
            if m.group(0).lower() not in theirs and instead:
                return m.group(0), next(
                    n.group(0) for n in _NAME.finditer(sentence) if n.group(0).lower() == instead[0]
                )
    return None


_PERMIT_MODALS = frozenset(spaced("en", "permission_modals"))
_FORCE = lazy(
    r"\b(?:(?P<cannot>cannot|can['’]t|mustn['’]t|shan['’]t)"
    r"|(?:is|are)(?P<pneg>\s+not)?\s+(?P<part>"
    + phrase_alternation(spaced("en", "permission_participles"))
    + r")\s+to"
    r"|(?P<modal>"
    + phrase_alternation(spaced("en", "permission_modals") + spaced("en", "duty_modals"))
    + r")(?P<neg>\s+not|\s+never|n['’]t)?)\b",
    re.I,
)
"""A modal and its force: a permission ("may", "is free to"), a duty ("shall", "must") or, negated
("shall not", "cannot", "is not permitted to"), a prohibition."""
_NO_ONE = lazy(r"\b" + phrase_alternation(spaced("en", "negated_subjects")) + r"\b", re.I)
_EXCEPTION = lazy(r"\b" + phrase_alternation(spaced("en", "exception_words")) + r"\b", re.I)
_LIMIT = lazy(r"\b" + phrase_alternation(spaced("en", "limiting_words")) + r"\b", re.I)


def word_classes(*classes: str, extra: tuple[str, ...] = ()) -> LazyPattern:
    """One pattern for any word (or wording) of the lexicon's English ``classes``, whole words."""
    return lazy(
        r"\b" + phrase_alternation(tuple(w for c in classes for w in spaced("en", c)) + extra) + r"\b", re.I
    )


_CONDITION = word_classes("exception_words", "limiting_words", "condition_words")
_NEGATED = word_classes("negators", extra=("cannot", "neither", "nor"))


@lru_cache(maxsize=16384)
def _forces(sentence: str) -> tuple[tuple[str, frozenset[str], bool], ...]:
    """Each modal of ``sentence``: its force ("permit", "forbid", "oblige" or "limit": a duty that only
    restricts, "shall disclose ... only to"), the content words of
    what it governs (up to the next modal) and whether that is qualified by a condition ("unless",
    "except", "only if", "without", "outside"). A negated subject ("Neither Northwick nor Gossamer
    shall") forbids."""
    found = list(_FORCE.finditer(sentence))
    if not found:
        return ()
    out = []
    for before, m, after in zip([None, *found[:-1]], found, [*found[1:], None], strict=True):
        governed = sentence[m.end() : after.start() if after else len(sentence)]
        clause = re.split(r"[,;:]", sentence[before.end() if before else 0 : m.start()])[-1]
        negated = bool(m.group("neg") or m.group("cannot") or m.group("pneg") or _NO_ONE.search(clause))
        permits = bool(m.group("part")) or (m.group("modal") or "").lower() in _PERMIT_MODALS
        limited = bool(_LIMIT.search(governed))  # "shall disclose it only to ...": not a duty to disclose
        force = "forbid" if negated else "permit" if permits else "limit" if limited else "oblige"
        out.append((force, _words(governed), bool(_CONDITION.search(governed))))
    return tuple(out)


def _verb(governed: str, reach: int = 4) -> frozenset[str]:
    """The first content word a modal governs ("may *share* it", "is free to *reverse* engineer"), within
    ``reach`` words: the duty itself, which the passage's duty must name too."""
    return next((w for token in governed.split()[:reach] if (w := _words(token))), frozenset())


_BAR_VERB = phrase_alternation(spaced("en", "prohibiting_verbs"))
_BARS = lazy(
    r"\b(?P<verb>"
    + _BAR_VERB
    + r")\b[^.;:]{0,80}?\bfrom\s+(?P<governed>(?:[\w'’-]+\s+){0,3}?[\w-]+ing\b[^.;]*)",
    re.I,
)
"""A prohibition written as a verb ("bars either party from soliciting ...", "prohibits Oxbury from
using ...") and, negated in its clause (``_NEGATED``: "Nothing in this Agreement shall be construed to
prevent ...", "cannot prevent", "No provision bars"), a permission: what it governs is the gerund after
"from" ("prohibits disclosure of data received from third parties" governs no act)."""
_GOVERNS_A_BAR = lazy(r"^\s+(?:[\w-]+\s+)?(?:" + _BAR_VERB + r")\b", re.I)
"""A modal whose verb is a prohibiting verb ("cannot prevent ... from"): ``_BARS`` reads it."""
_CONTRACTED_NOT = lazy(r"\b\w+n['’]t\b", re.I)


def _bar_negated(sentence: str, verb_start: int) -> bool:
    """Whether the clause before a prohibiting verb negates it ("Nothing ... shall be construed to
    prevent", "The Disclosing Party cannot prevent", "doesn't bar")."""
    clause = re.split(r"[,;:]", sentence[:verb_start])[-1]
    return bool(_NEGATED.search(clause) or _CONTRACTED_NOT.search(clause))


@dataclass(frozen=True)
class _Force:
    """A modal or prohibiting verb's force over what it governs."""

    force: str
    """permit, forbid, oblige or limit."""
    written: str
    """Its words as written ("shall not disclose")."""
    verb: frozenset[str]
    """The verb it governs."""
    words: frozenset[str]
    """The content words it governs."""
    conditioned: bool
    """A condition qualifies it ("unless required by law")."""


@lru_cache(maxsize=16384)
def _all_forces(sentence: str) -> tuple[_Force, ...]:
    """Every modal (``_forces``) and prohibiting verb (``_BARS``) of ``sentence`` with its force."""
    out: list[_Force] = [
        _Force(
            force, " ".join(sentence[m.start() :].split()[:3]), _verb(sentence[m.end() :]), words, conditioned
        )
        for m, (force, words, conditioned) in zip(_FORCE.finditer(sentence), _forces(sentence), strict=True)
        if not _GOVERNS_A_BAR.match(sentence[m.end() :])
    ]
    for m in _BARS.finditer(sentence):
        governed = m.group("governed")
        out.append(
            _Force(
                "permit" if _bar_negated(sentence, m.start("verb")) else "forbid",
                " ".join(sentence[m.start("verb") :].split()[:3]),
                _verb(governed),
                _words(governed),
                bool(_CONDITION.search(governed)),
            )
        )
    return tuple(out)


@lru_cache(maxsize=4096)
def _passage_all_forces(passage: str) -> tuple[_Force, ...]:
    """``_all_forces`` of each sentence of a passage, read once per passage."""
    return tuple(f for s in split_passage_sentences(passage) for f in _all_forces(s))


def modal_flip(claim: str, passage: str) -> str:
    """The claim's words that give a duty the opposite force of the passage's ("may reverse engineer"
    against "Neither Northwick nor Gossamer shall reverse engineer"), "" when none does. The passage
    must state only that force for what the claim governs (a prohibition with a permitted exception
    states both) and state it without a condition ("shall not disclose unless required by law" is
    "may disclose if required by law"); a claim forbidding what the passage permits must state no
    condition either. A duty the passage only limits ("shall disclose ... only to those who need to
    know") is no duty to do it ("shall disclose it to its employees"). A prohibition may be written
    as a verb ("bars either party from soliciting" against "Nothing in this Agreement prevents Ashgrove
    from choosing to solicit", ``_BARS``)."""
    opposite = {"permit": "forbid", "forbid": "permit", "oblige": "limit"}
    mine = _all_forces(claim)
    if not any(m.force in opposite for m in mine):
        return ""
    theirs = _passage_all_forces(passage)
    for m in mine:
        if m.force not in opposite or not m.words or not m.verb or (m.force == "forbid" and m.conditioned):
            continue
        about = [
            t
            for t in theirs
            if m.verb <= t.words and len(m.words & t.words) / len(m.words) >= SIDE_CLAIM_SHARE
        ]
        qualified = m.force != "oblige" and any(t.conditioned for t in about)  # a limit: qualified by "only"
        if (
            any(t.force == opposite[m.force] for t in about)
            and not any(t.force == m.force for t in about)
            and not qualified
        ):
            return m.written
    return ""


def _share(claim: str, passage: str, question: Question) -> float:
    """The share of ``claim``'s content words ``passage`` holds; the asked agreement's own names
    ("Corvel–Dunmore", the question's framing) that the passage does not use are no content it must
    hold, nor need be the layout label the claim may sit under ("Caveats:", "Details:", ``unlabelled``;
    a table row's first cell reads the same way and may be content: the better reading counts)."""
    from harness.grade.details import unlabelled  # the detail rules (they import this module)

    held = prefixes(passage)
    framing = prefixes(question.text[: len(question.text) - len(main_clause(question.text))]) - held

    def share(text: str) -> float:
        mine = (prefixes(text) - framing - _REPORTING) or prefixes(text) - framing
        return len(mine & held) / len(mine) if mine else content_share(text, passage)

    bare = unlabelled(claim)
    return max(share(claim), share(bare)) if bare != claim else share(claim)


_SUMS_UP = lazy(
    r"\W*" + phrase_alternation(all_entries("conclusion")) + r"\W*",
    re.I,
)
"""A label made of a conclusion word of any language ("Kurz:", "En bref -"): it sums up the answer."""


def _sub_topic(claim: str, asked: frozenset[str]) -> bool:
    """``claim`` is a labelled line whose label names a point beside the question's clause (a table
    row "Return of material: No, triggered by termination" under "Ends with the agreement?"): its
    verdict word answers the row, and its passage need only back the row. A label that sums up
    (``_SUMS_UP``, cues ``verdict.concluding``: "Bottom line:", "In short:"; ``contract.label_line``: "Short
    answer:", "Verdict:") heads the answer's own verdict, no row beside the question's."""
    from harness.grade.details import unlabelled  # the detail rules (they import this module)

    bare = unlabelled(claim)
    if bare == claim:
        return False
    head = claim[: len(claim) - len(bare)]
    if _SUMS_UP.fullmatch(head) or fires("verdict.concluding", head) or fires("contract.label_line", claim):
        return False
    label = _words(head) - _REPORTING
    return bool(label) and not label & asked


_REPORTING = frozenset(w[:PREFIX] for w in (*english_words("reporting"), *english_words("evidence")))
"""Words that say where a claim comes from ("Clause 5.1 provides that ...", "the passage says"),
not what it claims: a passage need not hold them."""


_NO_PARTS: Mapping[str, str] = MappingProxyType({})


@lru_cache(maxsize=4096)
def cited_parts(text: str) -> Mapping[str, str]:
    """Per cited id, the part of a sentence citing passages at several places that its marker closes:
    the words since the marker before it ("may pass it to its consultants [a], provided they are bound
    not to disclose it [b]": [a] the first clause, [b] the second; markers side by side share one
    part). Empty when the sentence cites at one place only, or a marker closes no words (an id that
    opens the sentence as its subject). Read once per sentence (cached; read-only), not once per
    passage it cites."""
    spans = citation_spans(text)
    if len(spans) < 2:
        return _NO_PARTS
    out: dict[str, str] = {}
    last, previous = 0, ""
    for start, end in spans:
        words = strip_citations(text[last:start]).strip(" ,;:-–—")
        part = words if prefixes(words) else previous
        for pid in parse_citations(text[start:end]):
            if part:
                out.setdefault(pid, part)
        last, previous = end, part
    return MappingProxyType(out) if len(set(out.values())) > 1 else _NO_PARTS


_THOSE = "these|those|they"
"""The pronouns a sentence opens on to speak of what the one before it named."""
_BACK_REFERENCE = lazy(rf"^\W*(?:neither|both|{_THOSE}|the\s+(?:two|three|latter|former))\b", re.I)
"""A sentence opening on the passages just cited ("Neither belongs to the Amphenol agreement: ...")."""


def attribution(sentences: Sequence[ReadSentence], i: int) -> str:
    """What sentence ``i`` says of the passages it cites: itself, and the sentence after it when that
    one cites nothing (it may place them in another agreement: "... [x:11]. But that passage is
    clause 2.4 of the Ashgrove agreement, not this one.") or opens on them ("Neither belongs to the
    Amphenol agreement: [y:1] is its preamble.")."""
    after = sentences[i + 1] if i + 1 < len(sentences) else None
    if after is None or (after.citations and not _BACK_REFERENCE.search(after.plain)):
        return sentences[i].plain
    return f"{sentences[i].plain} {after.plain}"


def _context(reading: Reading, index: int, question: Question) -> frozenset[str]:
    """What a value sentence is about: its own content words, or, when it has none ("They have 30
    days to do it"), those of the sentence before it, else the question's."""
    mine = _words(reading.sentences[index].plain)
    if mine:
        return mine
    before = [s for s in reading.sentences[:index] if not s.meta]
    if before and (theirs := _words(before[-1].plain)):
        return theirs
    return prefixes(main_clause(question.text))


def _near(context: frozenset[str], texts: Sequence[str]) -> list[str]:
    """The texts that best match ``context`` (within ``NEAR_BEST`` of the best share)."""
    if not context:
        return []
    shares = [len(context & prefixes(t)) / len(context) for t in texts]
    best = max(shares, default=0.0)
    return [t for t, share in zip(texts, shares, strict=True) if best > 0 and share >= NEAR_BEST * best]


_DOCUMENT_VALUES: dict[tuple[str, str], tuple[Anchor, ...]] = {}


def document_values(corpus: Corpus, document_id: str) -> tuple[Anchor, ...]:
    """Every value stated anywhere in a document, read once per (corpus, document)."""
    key = (corpus.fingerprint, document_id)
    if key not in _DOCUMENT_VALUES:
        if len(_DOCUMENT_VALUES) > 4096:
            _DOCUMENT_VALUES.clear()
        _DOCUMENT_VALUES[key] = tuple(a for p in corpus.passages_of(document_id) for a in anchors_of(p.text))
    return _DOCUMENT_VALUES[key]


def value_problems(reading: Reading, question: Question, answer: Answer, corpus: Corpus) -> list[str]:
    """The values of a yes/no answer's claims that neither its cited passages nor the agreement
    state as the answer does (see the module docstring), each with what was found instead."""
    if question.answer_type != "yes_no":
        return duty_problems(reading, question, answer, corpus)
    asked = anchors_of(question.text)
    retrieved = {p.passage_id: p for p in answer.retrieved}
    document = question.document_id or ""
    counted = [
        f"{c.text.strip()} (the passage counts {count_conflicts(c, theirs)[0].text.strip()})"
        for s in reading.sentences
        if not s.meta and not s.aside and not CONTRAST.search(s.plain)
        for c in counts_of(s.plain)
        if (
            theirs := [
                a
                for p in s.citations
                if p in retrieved and (not document or retrieved[p].document_id == document)
                for a in counts_of(retrieved[p].text)
            ]
        )
        and count_conflicts(c, theirs)
        and not _APPROXIMATE.search(s.plain[: c.start])
    ]
    stating = [
        (i, s, values)
        for i, s in enumerate(reading.sentences)
        if not s.meta
        and not s.aside
        and (values := [v for v in claim_values(s.plain) if not supported_by(v, asked)])
    ]
    if not stating:
        return counted + duty_problems(reading, question, answer, corpus)
    own = bool(corpus.passages_of(document))
    agreement = [p.text for p in (corpus.passages_of(document) if own else answer.retrieved)]

    def anywhere(v: Anchor) -> bool:  # read on demand: most values are settled before
        if own:
            return supported_by(v, document_values(corpus, document))
        return supported_by(v, [a for t in agreement for a in anchors_of(t)])

    own_cited = [
        retrieved[c].text
        for c in reading.citations
        if c in retrieved and retrieved[c].document_id == document
    ]
    found: list[str] = counted
    for i, s, values in stating:
        mine = [retrieved[c] for c in s.citations if c in retrieved]
        said = attribution(reading.sentences, i)  # "... [x:30]. Wait - that passage is another form's."
        contrastive = bool(CONTRAST.search(said)) or any(
            names_other(corpus, said, p.document_id, question) for p in mine
        )
        if contrastive and own and mine and all(p.document_id != document for p in mine):
            continue  # a value attributed to another agreement commits to nothing for this one
        cited = [p.text for p in mine if contrastive or not own or p.document_id == document]
        foreign = [p.text for p in mine if own and not contrastive and p.document_id != document]
        # a value said again that a passage the answer cites states is held; a hedged one is no commitment
        values = [
            v for v in _held(values, [*cited, *own_cited]) if not _APPROXIMATE.search(s.plain[: v.start])
        ]
        # read for a duration, amount or share only: a date or bare number need only occur
        measured = any(v.kind in _MEASURED for v in values)
        near = _near(_context(reading, i, question), agreement) if measured else []
        for v in values:
            if v.kind not in _MEASURED:
                if not any(v.text in t for t in agreement) and not anywhere(v):
                    found.append(v.text)
                continue
            if near and not _held([v], near):
                continue
            if v in neighbour_held(mine, [v], corpus):
                continue  # stated by the neighbour the cited passage refers back to: ``unstated_values``
            rivals = [a for t in [*cited, *near] for a in anchors_of(t) if comparable(v, a)]
            if rivals:
                found.append(f"{v.text} (the passage states {rivals[0].text})")
            elif near and anywhere(v):
                found.append(f"{v.text} (the agreement states it for something else)")
            elif not _held([v], foreign):
                found.append(f"{v.text} (another agreement's, cited as this one's)")
            elif (v.kind != "duration" or any(c.document_id == document for c in mine)) and not anywhere(v):
                found.append(v.text)  # an amount, or a period cited as the agreement's, it never states
    return found + duty_problems(reading, question, answer, corpus)


def neighbour_held(
    cited: Sequence[RetrievedPassage], values: Sequence[Anchor], corpus: Corpus
) -> list[Anchor]:
    """The ``values`` that no cited passage states but the passage before one of them does, which it
    refers back to (cue ``evidence.refers_back``: "During this period ..." after "for three years")."""
    before = [
        siblings[i - 1].text
        for p in cited
        if fires("evidence.refers_back", p.text)
        for siblings in [corpus.passages_of(p.document_id)]
        for i, s in enumerate(siblings)
        if s.id == p.passage_id and i > 0
    ]
    if not before:
        return []
    unstated = _held(list(values), [p.text for p in cited])
    return [v for v in unstated if not _held([v], before)]


def unstated_values(reading: Reading, answer: Answer, corpus: Corpus) -> list[str]:
    """Values a claim commits to that its cited passage only refers back to (rule
    ``detail.refers_back``): true of the agreement, but the citation does not state them (the
    neighbour that does is not cited): not backed, though not false."""
    retrieved = {p.passage_id: p for p in answer.retrieved}
    return [
        f"{v.text} (rule detail.refers_back: the cited passage refers back to its uncited neighbour)"
        for s in reading.sentences
        if not s.meta and not s.aside
        for v in neighbour_held(
            [retrieved[c] for c in s.citations if c in retrieved], claim_values(s.plain), corpus
        )
        if not _APPROXIMATE.search(s.plain[: v.start])
    ]


def duty_problems(reading: Reading, question: Question, answer: Answer, corpus: Corpus) -> list[str]:
    """Duties a yes/no answer's claims state otherwise than the asked agreement's passage they cite:
    laid on the other party (``other_party``) or with the opposite force (``modal_flip``); and a claim
    that makes absolute (lexicon ``absolute_scope``: "always", "no exceptions") a duty whose gold
    clause has an exception ("unless the law forbids such notice"), cited or not."""
    from harness.grade.details import acting_party, governed, governing, misquoted, substituted
    from harness.grade.reference import placed_elsewhere  # the grader's own reading (imports this module)

    retrieved = {p.passage_id: p for p in answer.retrieved}
    gold = with_twins(corpus, question.gold_evidence)  # a gold clause's twin in another document
    found: list[str] = []
    for s, citations in zip(reading.sentences, governing(reading.sentences, answer.text), strict=True):
        if s.meta or s.aside or not s.statement or CONTRAST.search(s.plain):
            continue
        mine = [retrieved[c] for c in s.citations if c in retrieved]
        if (
            s.verdict is None
            and (clause := imported(s.plain, mine, question, corpus, gold))
            and not any(placed_elsewhere(reading, p, question, corpus) for p in mine)
        ):
            found.append(clause)  # unless the answer says anywhere that the passage is another's
        texts = {
            c: retrieved[c].text
            for c in citations
            if c in retrieved and (retrieved[c].document_id == question.document_id or c in gold)
        }
        for pid in citations:
            passage = retrieved.get(pid)
            if passage is None or (passage.document_id != question.document_id and pid not in gold):
                continue
            claim = governed(s, pid, texts)  # the details this citation is for
            if swapped := other_party(claim, passage.text, question.text):
                found.append(f"{swapped[0]} (the passage binds {swapped[1]})")
            elif flipped := modal_flip(claim, passage.text):
                found.append(f"{flipped} (the passage states the opposite)")
            elif toward := role_swap(claim, passage.text):
                found.append(f"{toward[0]} (the passage says {toward[1]})")
            elif actor := acting_party(claim, passage.text, question, corpus):
                found.append(f"{actor[0]} (rule detail.actor: the passage has {actor[1]} do it)")
            elif swapped_in := substituted(claim, passage.text):
                found.append(f"{swapped_in[0]} (rule detail.substituted: the passage says {swapped_in[1]})")
            elif misquote := misquoted(claim, passage.text, question.text):
                found.append(f"{misquote} (rule detail.misquote: the quoted passage does not say it)")
            elif owed := owed_party(claim, passage.text, question, corpus):
                found.append(f"{owed[0]} (rule detail.owed_party: the passage names {owed[1]})")
            elif left_out := invented_exclusion(claim, passage.text):
                found.append(f"{left_out} (rule detail.exclusion: the passage includes it)")
        own = [
            retrieved[c].text
            for c in s.citations
            if c in retrieved and retrieved[c].document_id == question.document_id
        ]
        if own and (condition := added_consent(s.plain, own)):
            found.append(
                f"{condition} (rule detail.consent_condition: the cited passage sets no such condition)"
            )
        if wider := recipients_beyond(s.plain, question, corpus):
            found.append(wider)
        absolute = _ABSOLUTE.search(s.plain)
        if absolute is None or _APPROXIMATE.search(s.plain[: absolute.start()]):
            continue
        if excepted := _excepted(s.plain, question, corpus):
            found.append(f"{absolute.group(0)} (the agreement's clause says {excepted})")
    return found


_GRANT_ENDS = word_classes("negators", "exception_words", "exclusion_words", extra=("nor", "but"))
"""Where what a permission grants ends ("... employees, not with affiliates")."""
_RECIPIENT_WORDS = frozenset(english_words("recipient_classes"))
_RECIPIENTS = frozenset(prefixes(" ".join(_RECIPIENT_WORDS)))
_UMBRELLAS = frozenset(prefixes(" ".join(english_words("recipient_umbrellas"))))


def recipients_beyond(claim: str, question: Question, corpus: Corpus) -> str:
    """Rule ``detail.recipients``: a claim that lets the information go to a class of recipient
    (lexicon ``recipient_classes``: "its Affiliates and agents") that the asked agreement's gold clause
    limits (a list that names a class of the claim's too) to other classes ("shall restrict access
    only to its employees"), cited or not;
    "" when the claim permits nothing, the clause limits to none, or names an umbrella term it defines
    ("Representatives"). Only the recipients a permission governs count, up to a negative or an
    exception ("may share it only with employees, not with affiliates": employees)."""
    mine: frozenset[str] = frozenset()
    for m, (force, _, _) in zip(_FORCE.finditer(claim), _forces(claim), strict=True):
        if force == "permit":
            granted = _GRANT_ENDS.split(claim[m.end() :], maxsplit=1)[0]
            mine |= prefixes(granted) & _RECIPIENTS
    if not mine:
        return ""
    for pid in question.gold_evidence:
        if not corpus.has_passage(pid):
            continue
        for sentence in split_passage_sentences(corpus.passage(pid).text):
            limit = _LIMIT.search(sentence)
            if limit is None:
                continue
            theirs = prefixes(sentence[limit.end() :])
            allowed = theirs & _RECIPIENTS
            # the same list of recipients (a class in common), limited to others than some the claim names
            if not allowed & mine or theirs & _UMBRELLAS or not (beyond := mine - allowed):
                continue
            named = [w for w in re.findall(r"[\w-]+", claim) if w.lower()[:PREFIX] in beyond]
            kept: dict[str, str] = {}
            for w in re.findall(r"[\w-]+", sentence[limit.end() :]):
                kept.setdefault(w.lower()[:PREFIX], w)
            return (
                f"{', '.join(dict.fromkeys(named))} (rule detail.recipients: the agreement's clause limits"
                f" it to {', '.join(w for p, w in kept.items() if p in allowed)})"
            )
    return ""


def imported(
    claim: str, cited: Sequence[RetrievedPassage], question: Question, corpus: Corpus, gold: set[str]
) -> str:
    """Rule ``detail.imported``: a side claim (no verdict of its own, and less than
    ``SIDE_CLAIM_SHARE`` of the question clause's words: a detail beside the answer) cited only to
    passages of another agreement, one of which backs it (it holds ``SIDE_CLAIM_SHARE`` of the
    claim's content words) while no passage of the asked agreement comes near (``NEAR_BEST`` of that
    share) and the asked agreement nowhere uses a word of the claim that the cited passage holds:
    that agreement's clause carried into this one ("Source-code obligations continue without limit
    [other:21]" for an agreement with no source-code term), "" otherwise. Where the asked agreement
    states the same clause ("stuff it gets from a third party is excluded [other:16]" beside its own
    exclusion) the claim holds and is only cited to the wrong passage."""
    asked = question.document_id
    own = corpus.passages_of(asked) if asked else ()
    if not own or not cited or any(p.document_id == asked or p.passage_id in gold for p in cited):
        return ""
    asked_clause = _words(main_clause(question.text))
    if not asked_clause or len(asked_clause & prefixes(claim)) / len(asked_clause) >= SIDE_CLAIM_SHARE:
        return ""  # the claim carries the answer itself: cited to the wrong agreement, not a detail
    theirs, source = max((_share(claim, p.text, question), p.passage_id) for p in cited)
    if theirs < SIDE_CLAIM_SHARE:
        return ""
    if max(_share(claim, p.text, question) for p in own) >= NEAR_BEST * theirs:
        return ""
    lacking = prefixes(claim) & prefixes(corpus.passage(source).text) - _document_prefixes(
        corpus, asked or ""
    )
    if not lacking:
        return ""
    return f"{' '.join(claim.split()[:4])} (rule detail.imported: {source}, another agreement's clause)"


@lru_cache(maxsize=256)
def _document_prefixes(corpus: Corpus, document_id: str) -> frozenset[str]:
    return frozenset().union(*(prefixes(p.text) for p in corpus.passages_of(document_id)))


_CONSENT = word_classes("consent_words")
_INCLUSION = word_classes("inclusion_words")
_LEAVES_OUT = word_classes("exception_words", "exclusion_words")


def added_consent(claim: str, passages: Sequence[str]) -> str:
    """The consent condition a claim adds (cue ``detail.consent_condition``: "only with Pellucid's prior
    written approval") when none of the asked agreement's passages it cites speaks of consent; ""
    otherwise."""
    found = cue("detail.consent_condition").search(claim)
    if found is None or _APPROXIMATE.search(claim[: found.start()]):
        return ""
    return (
        ""
        if any(_CONSENT.search(p) or _WRITTEN_EXCEPTION.search(p) for p in passages)
        else found.group(0).strip()
    )


_WRITTEN_EXCEPTION = lazy(
    r"\bunless\s+otherwise\s+(?:specified|agreed|permitted|authori[sz]ed|approved|provided|stated)\s+in\s+writing\b",
    re.I,
)
"""A passage's exception a party grants in writing ("unless otherwise specified in writing by the disclosing
party"): the consent a claim's "unless the disclosing party agrees in writing" restates."""


def invented_exclusion(claim: str, passage: str) -> str:
    """The thing a claim leaves out of a clause (cue ``detail.exclusion``: "except customer lists") when
    the passage sentence that names it lists it after a word of inclusion ("including ... customer
    lists") and leaves nothing out; "" otherwise."""
    found = cue("detail.exclusion").search(claim)
    if found is None or not (thing := prefixes(found.group("thing"))):
        return ""
    for sentence in split_passage_sentences(passage):
        if not thing <= prefixes(sentence) or _LEAVES_OUT.search(sentence):
            continue
        opened = _INCLUSION.search(sentence)
        first = min(
            (m.start() for w in thing for m in re.finditer(rf"\b{re.escape(w)}", sentence, re.I)), default=-1
        )
        if opened and 0 <= opened.start() < first:
            return found.group("thing")
    return ""


_ABSOLUTE = lazy(r"\b" + phrase_alternation(spaced("en", "absolute_scope")) + r"\b", re.I)


def _excepted(claim: str, question: Question, corpus: Corpus) -> str:
    """The exception word of the gold clause the claim is about (it holds ``SIDE_CLAIM_SHARE`` of the
    claim's words), "" when that clause states none."""
    wanted = _words(claim)
    for pid in question.gold_evidence:
        if not wanted or not corpus.has_passage(pid):
            continue
        text = corpus.passage(pid).text
        if len(wanted & prefixes(text)) / len(wanted) >= SIDE_CLAIM_SHARE and (m := _EXCEPTION.search(text)):
            return m.group(0)
    return ""


THIRD_AGREEMENT = "a passage of a third agreement, cited as the real one's"


def third_agreement(
    passage: RetrievedPassage, meant: str | None, elsewhere: frozenset[str], citing: Sequence[ReadSentence]
) -> bool:
    """In a premise correction, a passage of neither the real agreement nor one the answer places
    elsewhere ("... professional advisers [x:63]" where x is a third agreement): cited as the real
    agreement's, it backs nothing."""
    return (
        meant is not None
        and passage.document_id != meant
        and passage.passage_id not in elsewhere
        and not any(CONTRAST.search(s.plain) for s in citing)
    )
