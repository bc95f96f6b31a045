"""reference-14, second round (the ``styles_v10`` tuning part): the reading classes tuned, each with
the near-miss it must not change. The answers are made up in the fixtures' styles; none is a
fixture line."""

from __future__ import annotations

import pytest

from harness.read.contract import read_contract
from harness.read.reader import read_text
from harness.text.refusal import explains

RETURN_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, do all obligations of the agreement, "
    "including confidentiality, end when the agreement terminates?"
)
AUDITORS_Q = (
    "Under the Mutual NDA with Acme Group, is the receiving party free to disclose confidential "
    "information to its auditors?"
)
LICENSE_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, does the receiving party obtain any license "
    "to the confidential information?"
)


def _read(text: str, question: str = RETURN_Q):  # type: ignore[no-untyped-def]
    return read_text(text, question, "yes_no", (), ())


@pytest.mark.parametrize(
    ("text", "refused", "verdict"),
    [
        # a risk warning beside a decline is alarm, no answer, whatever words it shares with the question
        (
            "The passages are only title lines, so I can't say. But letting the confidentiality obligations "
            "end would be very risky!! Consult a lawyer immediately.",
            True,
            None,
        ),
        (
            "I can't tell from these excerpts. Ending the obligations at termination can expose you to "
            "serious liability.",
            True,
            None,
        ),
        # the near-miss: a turn that commits after the decline is still an answer
        (
            "I can't tell from these excerpts. In practice, though, the obligations probably do not end "
            "when the agreement terminates.",
            False,
            "no",
        ),
    ],
)
def test_a_risk_warning_beside_a_decline_commits_to_nothing(
    text: str, refused: bool, verdict: str | None
) -> None:
    reading = _read(text).reading
    assert (reading.refused, reading.verdict) == (refused, verdict)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("I couldn't retrieve anything for the Acme / Borealis agreement.", True),
        ("We were unable to retrieve any passages for this NDA; please check the full agreement.", True),
        # the near-miss: a statement about the agreement
        ("The obligations do not end at termination [mini-01:9].", False),
    ],
)
def test_nothing_retrieved_said_by_the_answerer_declines(text: str, refused: bool) -> None:
    assert _read(text).reading.refused is refused


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("I couldn't retrieve anything for this agreement.", True),
        ("The passages are only agreement titles, so I can't say.", True),
        ("The excerpts are just the signature blocks of the two parties.", True),
        ("I can't say.", False),
        ("The titles are only partly legible.", False),
    ],
)
def test_what_the_passages_are_is_a_reason(sentence: str, reason: bool) -> None:
    assert explains(sentence) is reason


@pytest.mark.parametrize(
    ("text", "declines", "verdict"),
    [
        # a "no" whose reason says the question cannot be answered is no answer
        (
            '{"decision": "no", "reason": "No passages were retrieved for the Acme agreement, so the '
            'scope of its definition cannot be determined."}',
            True,
            None,
        ),
        ('{"answer": "no", "explanation": "The excerpts are title lines only; I can\'t say."}', True, None),
        # near-misses: a reason that says what the passages lack, or why the answer is no
        (
            '{"answer": "no", "reason": "The passages do not mention any license to the information."}',
            False,
            "no",
        ),
        (
            '{"decision": "no", "reason": "The receiving party cannot tell anyone about the talks [x:7]."}',
            False,
            "no",
        ),
        # a "yes" with a declining reason is left to the conflict rule, as before
        ('{"answer": "yes", "reason": "It cannot be determined."}', False, "yes"),
    ],
)
def test_a_verdict_field_whose_reason_declines(text: str, declines: bool, verdict: str | None) -> None:
    contract = read_contract(text)
    assert (contract.declines, contract.verdict) == (declines, verdict)


@pytest.mark.parametrize(
    ("text", "form", "declines"),
    [
        ("answerable: false\nreason: null\nanswer: null", "json", True),
        ("answer: null\nrefusal: true\nreason: nothing was retrieved", "json", True),
        # near-misses: a label line with prose after it, and prose that merely holds colons
        ("Answer: No.\nReason: clause 4 forbids it [x:4].", "label_line", False),
        ("Note: the answer is false\nSee: clause 4", "none", False),
    ],
)
def test_unfenced_yaml_fields_are_contract_fields(text: str, form: str, declines: bool) -> None:
    contract = read_contract(text)
    assert (contract.form, contract.declines) == (form, declines)


def test_unfenced_yaml_fields_read_as_a_refusal() -> None:
    assert _read("answerable: false\nreason: null\nanswer: null").reading.refused


@pytest.mark.parametrize(
    ("text", "corrects"),
    [
        (
            'Eine "Acme Group" ist nicht Vertragspartei; die Vereinbarung wurde mit der Acme Robotics GmbH '
            "geschlossen. Zur Frage der Prüfer sagen die Passagen nichts.",
            True,
        ),
        (
            "« Acme Group » n'est pas partie à l'accord : il a été conclu avec Acme Robotics SAS. Les "
            "passages ne disent rien sur les auditeurs.",
            True,
        ),
        (
            "Acme Group no es parte del acuerdo; se firmó con Acme Robotics SL. Los pasajes no mencionan "
            "a los auditores.",
            True,
        ),
        # near-miss: the parties' word in a statement of the agreement corrects nothing
        (
            "Die Vertragsparteien haben vereinbart, dass die Partei die Informationen nicht an Prüfer "
            "weitergeben darf. Nein.",
            False,
        ),
    ],
)
def test_not_a_party_in_another_language_corrects_the_premise(text: str, corrects: bool) -> None:
    assert _read(text, AUDITORS_Q).reading.premise_correction is corrects
