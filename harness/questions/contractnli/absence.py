"""Verified absence of a value: an agreement that never states its notice period, cap or deadline.

A passage states a topic's value when it, or a neighbouring passage, holds one of the topic's
word prefixes (the normalisation that stands in for lemmas: ``terminat`` meets terminate,
termination, terminated) together with a value of the asked kind: a period in any spelling
("thirty (30) days", "30-day", "one year", "a month") or an amount of money in any format
("$5,000", "USD 5 thousand", "fifty thousand dollars", "EUR 10.000": any currency marker
counts). An agreement answers the question when any of its passages states the value, or
holds, on the topic, a phrase that answers without one ("in perpetuity", "at all times thereafter",
"for so long as ...", "until returned"). The builder asks only what no
passage answers, and the checker repeats the same test.
"""

from __future__ import annotations

import re
from functools import lru_cache

from harness.corpus.base import Corpus
from harness.questions.templates import ValueTopic
from harness.questions.terms import TermIndex, term_pattern
from harness.read.lexicon import number_words

_NUMBER_WORDS = ("a", "an", *number_words("en"), "hundred", "several", "few")
_NUMBER = r"(?:\d+|" + "|".join(_NUMBER_WORDS) + r")"
DURATION = re.compile(
    r" " + _NUMBER + r"(?: " + _NUMBER + r"){0,2}(?: \d+)?(?: calendar| business| working)? "
    r"(?:day|days|week|weeks|month|months|year|years|yr|yrs|annum|anniversary)\b"
)
"""A period in normalized text (lowercase words): "thirty 30 days", "30 day", "one year", "a month"."""
_CURRENCY = re.compile(
    r"[$€£¥]|\b(?:usd|eur|gbp|cad|aud|dollars?|euros?|pounds? sterling|rupees?|rand)\b", re.I
)


def _has_value(kind: str, text: str, normalized: str) -> bool:
    if kind == "duration":
        return DURATION.search(normalized) is not None
    # Every money value the graders' reader (``harness.text.values``) sees carries one of these markers.
    return _CURRENCY.search(text) is not None


def states_value(topic: ValueTopic, text: str, normalized: str) -> bool:
    """Whether one passage (raw ``text``, ``normalized`` by ``terms.normalize``) states the topic's value."""
    on_topic = any(term_pattern(t).search(normalized) for t in topic.terms)
    return on_topic and _has_value(topic.value, text, normalized)


_VALUES: dict[tuple[str, str, str], list[bool]] = {}
_ANSWERS: dict[tuple[str, str, str], list[str]] = {}


def _values(corpus: Corpus, terms: TermIndex, kind: str, document_id: str) -> list[bool]:
    """Per passage of the document: does it hold a value of ``kind`` (cached per corpus)."""
    key = (corpus.fingerprint, kind, document_id)
    if key not in _VALUES:
        _VALUES[key] = [
            _has_value(kind, p.text, terms.normalized(p.id)) for p in corpus.passages_of(document_id)
        ]
    return _VALUES[key]


@lru_cache(maxsize=64)
def _alternation(terms: tuple[str, ...]) -> re.Pattern[str] | None:
    """One pattern for any of the terms (as ``term_pattern`` matches each)."""
    return re.compile("|".join(term_pattern(t).pattern for t in terms)) if terms else None


def answering_passages(corpus: Corpus, terms: TermIndex, topic: ValueTopic, document_id: str) -> list[str]:
    """The passages of the document that answer the topic's question (empty: the value is never stated).

    A passage is read with its neighbours, since a clause can be split across passages
    ("This Agreement shall terminate upon the earlier of" / "(b) one (1) year after the date hereof").
    """
    key = (corpus.fingerprint, topic.name, document_id)
    if key in _ANSWERS:
        return _ANSWERS[key]
    passages = corpus.passages_of(document_id)
    normalized = [terms.normalized(p.id) for p in passages]
    topic_words, answer_words = _alternation(topic.terms), _alternation(topic.answers)
    on_topic = [topic_words is not None and topic_words.search(text) is not None for text in normalized]
    valued = _values(corpus, terms, topic.value, document_id)
    found = []
    for n, passage in enumerate(passages):
        window = range(max(0, n - 1), min(len(passages), n + 2))
        near_topic = any(on_topic[w] for w in window)
        answered = answer_words is not None and answer_words.search(normalized[n]) is not None
        if near_topic and (answered or any(valued[w] for w in window)):
            found.append(passage.id)
    _ANSWERS[key] = found
    return found


@lru_cache(maxsize=64)
def sense_pattern(topic: ValueTopic) -> re.Pattern[str] | None:
    """The topic in its own sense (``ValueTopic.sense``) over normalized text; None: any term."""
    return re.compile(topic.sense) if topic.sense else None


def speaks_of(terms: TermIndex, topic: ValueTopic, document_id: str) -> bool:
    """The document speaks of the topic in its sense (without a value): a reader would expect one.

    "limited liability company" does not speak of a liability cap, nor a "solicitation of proxies"
    of soliciting employees.
    """
    sense = sense_pattern(topic)
    if sense is None:
        return terms.in_document(topic.terms[0], document_id)
    return any(sense.search(terms.normalized(p.id)) for p in terms.corpus.passages_of(document_id))
