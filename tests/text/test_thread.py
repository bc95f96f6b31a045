"""The bot's own message out of an email, chat or ticket thread (``harness.text.thread``), and the
grades of answers that arrive that way. The threads are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from harness.text.answer_format import parse_citations
from harness.text.thread import bot_message
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1
ANSWER = "Yes. The Receiving Party may share it with employees who need to know it [mini-01:1]."

EMAIL = f"""Hi Tom,

{ANSWER}

Kind regards,
ContractAssist (automated reply)
Legal Operations | T +44 20 7946 0321

CONFIDENTIALITY NOTICE: This message is confidential and intended solely for the addressee.

On 3 May 2024, at 09:12, Tom Reyes <t.reyes@example.com> wrote:
> Can Borealis share it with its staff? Dana says they cannot, and the term is 5 years anyway.
"""

GERMAN = """Hallo Frau Berger,

ja. Borealis darf die Informationen an Mitarbeiter weitergeben [mini-01:1].

Mit freundlichen Grüßen
Vertragsassistent (KI)

Am 12.03.2024 um 16:20 schrieb Katrin Berger:
> Darf Borealis die Informationen weitergeben? Ich glaube nicht.
"""

FORWARDED = f"""Forwarding for the file, I think the answer is no. — S.

---------- Forwarded message ---------
From: RAG-Assistant <rag@example.com>
Date: Tue, 14 May 2024 at 11:02
Subject: Re: sharing with staff
To: Sam Whitley <s.whitley@example.com>

{ANSWER}

RAG-Assistant
Legal Knowledge Bot · do not reply to this address
"""

SLACK = f"""#legal-questions

Priya Nair  10:38 AM
@RAG-Assistant can Borealis share the information with its staff?

Marcus Lee  10:40 AM
pretty sure no, they have to keep it for 30 days 🤔

RAG-Assistant  APP  10:42 AM
{ANSWER}
✅ 2  👀 1

Marcus Lee  10:44 AM
ah ok, thanks
"""

TICKET = f"""Ticket #LGL-2291 — Borealis NDA: sharing with staff?
Requester: J. Okafor (Procurement)
Status: Resolved

Comment from J. Okafor (requester):
I think it is forbidden for 5 years.

Resolution (RAG-Assistant):
{ANSWER}

— closed by RAG-Assistant, 14:05
"""

SIGNED_SOURCE = """Hi Rachel,

Yes — Borealis may share it with employees who need to know it.

Best regards,
Lexi — AI Contracts Assistant
Source: mini-01:1 (section 2.1)

On Thu, May 9, 2024 at 8:47 AM Rachel Green wrote:
> Can Borealis share it with staff?
"""


@pytest.mark.parametrize(
    "thread", [EMAIL, FORWARDED, SLACK, TICKET], ids=["email", "forwarded", "slack", "ticket"]
)
def test_only_the_bots_message_is_the_answer(thread: str) -> None:
    message = bot_message(thread)
    assert message is not None and ANSWER in message
    for other in (
        "Dana says",
        "pretty sure no",
        "I think",
        "Forwarding",
        "CONFIDENTIALITY",
        "Legal Knowledge Bot",
    ):
        assert other not in message


def test_a_quoted_message_is_cut_at_its_attribution_line_in_any_language() -> None:
    message = bot_message(GERMAN)
    assert message is not None and message.rstrip().endswith("[mini-01:1].")
    assert "schrieb" not in message and "Ich glaube" not in message and "Vertragsassistent" not in message


@pytest.mark.parametrize("thread", [EMAIL, FORWARDED, SLACK, TICKET, SIGNED_SOURCE])
def test_a_thread_answer_is_graded_as_the_bots_message_alone(thread: str) -> None:
    grade = grade_answer(SHARE, answer(thread), CORPUS)
    assert (grade.factuality, grade.citation_exists, grade.extra_claim_count) == ("correct", True, 0), (
        grade.rationale
    )


def test_a_source_line_in_the_signature_still_cites() -> None:
    message = bot_message(SIGNED_SOURCE)
    assert message is not None and "Source: mini-01:1" in message and "Lexi" not in message
    assert parse_citations(SIGNED_SOURCE) == ("mini-01:1",)


def test_ids_in_a_quoted_human_message_are_not_cited() -> None:
    thread = EMAIL.replace("Dana says", "mini-01:3 says")
    assert parse_citations(thread) == ("mini-01:1",)


@pytest.mark.parametrize(
    "text",
    [
        ANSWER,
        "Yes [mini-01:1].\n\nKind regards,\nLexi",  # a letter with no thread around it: read as prose
        "The clause says, as the court wrote in 2019, that sharing is allowed [mini-01:1].\nYes.",
        "Step 1  10:30\nStep 2  10:45\nYes [mini-01:1].",  # times in a plan, no bot speaker
        "- The Receiving Party may share it [mini-01:1]\n- Status: allowed",
    ],
)
def test_prose_and_lists_are_no_thread(text: str) -> None:
    assert bot_message(text) is None
