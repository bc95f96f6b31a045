"""The bot's own message out of a conversation around it: an email thread, a chat channel, a ticket.

A pipeline's answer often reaches the grader as it landed: an email reply with the asker's message
quoted below it, a signature and a confidentiality footer; a Slack or Teams channel where the bot's
message sits among people's; a ticket whose comments come from the bot and from people. Only the
bot's words are its answer. ``bot_message`` returns them, or None when the text is no such thread:

- **Chat**: speaker lines ("Priya Nair  10:38 AM", "RAG-Assistant  APP  10:42 AM", a name, two
  spaces or more, a time). The bot is the speaker whose name or tag carries a word of lexicon class
  ``bot_name`` ("APP", "(bot)", "AI assistant", "ContractBot"); the text under its lines is kept,
  reaction lines ("✅ 2  👀 1", no letters) dropped, everything else (channel names, people's
  messages, their guesses) is no part of the answer.
- **Ticket**: comment labels ("Comment from X:", "Resolution (X):", "Internal note (X):") split the
  ticket into comments; the bot's (a label naming the bot, or a "Resolution" / "Answer" label naming
  no one) are kept, people's comments and the header fields above them ("Status:", "Requester:")
  dropped, as is a closing line that only names who closed it ("— closed by RAG-Assistant, 14:05").
- **Email**: the quoted earlier message goes from its attribution line ("On 3 May 2024, Tom
  wrote:", "Am 12.03.2024 schrieb ...:", lexicon ``wrote``; quoted with ">" or not) to the end; a
  forwarded message's marker and header fields (lexicon ``forwarded``, ``mail_header``) and the
  forwarder's note above them go; the letter's closing (lexicon ``closing``) and the signature and
  footer under it go, but a line there that names passages ("Source: mini-08:20", "Sources: [1]
  cnli-45:24") is kept: a citation anywhere in the bot's message counts. Without a closing, a last
  block of short lines that names the bot or a phone number is the signature; a paragraph saying
  this message is confidential (lexicon ``mail_notice``) is a footer.
"""

from __future__ import annotations

import re
from functools import cache

from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import PASSAGE_ID, all_entries, entries, phrase_alternation

_SPEAKER = lazy(
    r"^[ \t]*(?P<name>[^\s\d][^\n]{0,60}?)[ \t]{2,}(?:(?P<tag>\(?[A-Za-z]{2,5}\)?)[ \t]{2,})?"
    r"(?P<time>\d{1,2}:\d{2}(?:[ \t]?[AaPp]\.?[Mm]\.?)?)[ \t]*$",
    re.M,
)
_REACTIONS = lazy(r"^[^\w\n]*(?:\d+[^\w\n]*)*$", re.M)
_COMMENT = lazy(
    r"^[ \t]*(?P<label>comment|resolution|internal\s+note|reply|response|answer|update|note)"
    r"(?:[ \t]+(?:from|by)[ \t]+(?P<who>[^:\n]{1,60})|[ \t]*\((?P<who2>[^)\n]{1,60})\))?"
    r"[ \t]*:[ \t]*(?P<rest>.*)$",
    re.I | re.M,
)
_OWNERLESS = frozenset({"resolution", "answer", "response"})
"""Ticket labels that are the answer itself when they name no one."""
_FIELD_LINE = lazy(r"^[ \t]*[A-Z][\w -]{0,30}:[ \t]*\S[^\n.!?]{0,30}$")
"""A ticket's field line ("Status: Resolved", "Requester informed: yes"): a short value, no sentence."""
_TICKET_HEAD = lazy(r"^[ \t]*(?:ticket\b|[A-Z]{2,}-\d+|REQ-|#\d)", re.I)
_CLOSED_BY = lazy(r"^[ \t]*(?:[—–]|--)[ \t]*(?:closed\s+by\s+)?[^\n.!?]{1,60}$", re.I)
"""A line that only names who wrote or closed the ticket ("— closed by RAG-Assistant, 14:05")."""
_PHONE = lazy(r"(?:\+\d[\d ()-]{6,}|\b(?:tel|phone|t)\.?\s*\+?\d[\d ()-]{6,})", re.I)
_ID = lazy(PASSAGE_ID)
SIGNATURE_LINES = 5
"""A signature without a closing is a last block of at most this many lines..."""
SIGNATURE_WORDS = 12
"""... of at most this many words each."""


@cache
def _bot_word() -> LazyPattern:
    return lazy(r"(?<!\w)" + phrase_alternation(entries("en", "bot_name")) + r"(?!\w)|bot\b", re.I)


def _is_bot(who: str) -> bool:
    return bool(who) and _bot_word().search(who) is not None


@cache
def _attribution() -> LazyPattern:
    verbs = phrase_alternation(all_entries("wrote"))
    return lazy(r"^[ \t]*>?[ \t]*[^\n]{0,160}?\b" + verbs + r"\b[^\n]{0,80}?:[ \t]*$", re.I | re.M)


@cache
def _forwarded() -> LazyPattern:
    words = phrase_alternation(all_entries("forwarded"))
    return lazy(r"^[ \t]*-{2,}[ \t]*" + words + r"[ \t]*-{2,}[ \t]*$", re.I | re.M)


@cache
def _header_field() -> LazyPattern:
    names = phrase_alternation(all_entries("mail_header"))
    return lazy(r"^[ \t]*" + names + r"[ \t]*:", re.I)


@cache
def _closing_line() -> LazyPattern:
    phrases = phrase_alternation(all_entries("closing"))
    return lazy(r"^\W*" + phrases + r"\W*$", re.I)


@cache
def _notice() -> LazyPattern:
    said = phrase_alternation(all_entries("mail_notice"))
    return lazy(r"\b" + said + r"\b[^\n]*\b(?:confiden|vertraulich|riservat|privileg)", re.I)


def bot_message(text: str) -> str | None:
    """The bot's own words of a thread (see the module docstring); None when ``text`` is none."""
    if "\n" not in text:
        return None
    for read in (_chat, _ticket, _email):
        found = read(text)
        if found is not None:
            return found
    return None


def _chat(text: str) -> str | None:
    speakers = list(_SPEAKER.finditer(text))
    if len(speakers) < 2 and not (speakers and _is_bot(_who(speakers[0]))):
        return None
    bot = [i for i, m in enumerate(speakers) if _is_bot(_who(m))]
    if not bot:
        return None
    parts = []
    for i in bot:
        end = speakers[i + 1].start() if i + 1 < len(speakers) else len(text)
        parts.append(_REACTIONS.sub("", text[speakers[i].end() : end]).strip())
    return "\n\n".join(p for p in parts if p)


def _who(m: re.Match[str]) -> str:
    return f"{m.group('name')} {m.group('tag') or ''}"


def _ticket(text: str) -> str | None:
    comments = list(_COMMENT.finditer(text))
    if not comments or not any(_TICKET_HEAD.match(line) for line in text.splitlines()[:3]):
        return None
    parts = []
    for i, m in enumerate(comments):
        who = m.group("who") or m.group("who2") or ""
        if not (_is_bot(who) or (not who and m.group("label").lower() in _OWNERLESS)):
            continue
        end = comments[i + 1].start() if i + 1 < len(comments) else len(text)
        body = [m.group("rest"), *text[m.end() : end].split("\n")]
        kept = [
            line
            for line in body
            if not _FIELD_LINE.match(line) and not (_CLOSED_BY.match(line) and _is_bot(line))
        ]
        parts.append("\n".join(kept).strip())
    return "\n\n".join(p for p in parts if p) or None


def _email(text: str) -> str | None:
    body = text
    quoted = _attribution().search(body)
    if quoted is not None:
        body = body[: quoted.start()]
    forwarded = _forwarded().search(body)
    if forwarded is not None:
        lines = body[forwarded.end() :].split("\n")
        while lines and (not lines[0].strip() or _header_field().match(lines[0])):
            lines.pop(0)
        body = "\n".join(lines)
    if quoted is None and forwarded is None:
        return None
    return _unsigned(body).strip()


def _unsigned(body: str) -> str:
    """``body`` without its closing, signature and footer; lines there that name passages kept."""
    lines = body.rstrip().split("\n")
    closing = next((i for i, line in enumerate(lines) if i > 0 and _closing_line().match(line)), None)
    if closing is None:
        closing = _signature_start(lines)
    kept = lines if closing is None else lines[:closing]
    sources = [line for line in lines[len(kept) :] if _ID.search(line)]
    paragraphs = "\n".join([*kept, *sources]).split("\n\n")
    return "\n\n".join(p for p in paragraphs if not _notice().search(p) or _ID.search(p))


def _signature_start(lines: list[str]) -> int | None:
    """Where a signature without a closing begins: the last block of a few short lines, one of which
    names the bot or a phone number (the block before a footer paragraph, if one ends the body)."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    blocks: list[tuple[int, int]] = []
    start = end
    for i in range(end - 1, -1, -1):
        if not lines[i].strip():
            blocks.append((i + 1, start))
            start = i
            if len(blocks) == 2:
                break
    else:
        blocks.append((0, start))
    for first, last in blocks:
        block = [line for line in lines[first:last] if line.strip()]
        if not block or len(block) > SIGNATURE_LINES:
            continue
        if any(len(line.split()) > SIGNATURE_WORDS for line in block if not _notice().search(line)):
            continue
        if any(_is_bot(line) or _PHONE.search(line) for line in block):
            return first
    return None
