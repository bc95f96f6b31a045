"""Replies written as records (``harness.text.records``): ``key=value`` pairs and sections, ``key |
value`` rows and CSV tables read into fields; prose, logs and markdown tables are none. Made-up
replies."""

from __future__ import annotations

import pytest

from harness.text.answer_format import parse_citations
from harness.text.records import key_value_record, table_markdown


@pytest.mark.parametrize(
    ("reply", "fields"),
    [
        ("answer=yes; source=mini-01:1", {"answer": "yes", "source": "mini-01:1"}),
        (
            "antwort=ja | quelle=mini-01:1 | klausel=5.2",
            {"antwort": "ja", "quelle": "mini-01:1", "klausel": "5.2"},
        ),
        (
            'verdict="No" evidence=[mini-01:2] score=0.91',
            {"verdict": "No", "evidence": "[mini-01:2]", "score": "0.91"},
        ),
        ("answer=unknown source= confidence=0", {"answer": "unknown", "source": None, "confidence": "0"}),
        (
            'answerable = false\nreason = "only the title was retrieved"',
            {"answerable": False, "reason": "only the title was retrieved"},
        ),
        (
            "[answer]\nvalue = N/A\n\n[reason]\ntext = Nothing came back.",
            {"answer": "N/A", "reason": "Nothing came back."},
        ),
        (
            "[respuesta]\nveredicto = sí\n[fuente]\npasaje = mini-01:1\nnota = puede compartirla",
            {"respuesta": "sí", "fuente": {"pasaje": "mini-01:1", "nota": "puede compartirla"}},
        ),
        (
            "verdict | yes\ncite | mini-01:1\nnext step | none",
            {"verdict": "yes", "cite": "mini-01:1", "next step": "none"},
        ),
    ],
)
def test_a_record_reply_is_read_into_its_fields(reply: str, fields: dict[str, object]) -> None:
    assert key_value_record(reply) == fields


@pytest.mark.parametrize(
    "reply",
    [
        # no field that answers or declines: a log line, a formula, prose with an equals sign
        "score=0.91 rank=2",
        "The penalty = 30 days of fees, per clause 4.",
        "x = 3\ny = 4",
        # a section of its own kind (about another agreement) would mix with the answer's fields
        "[verdict]\nvalue = yes\nsource = mini-01:1\n[contrast]\nvalue = no\nsource = mini-02:0",
        # a markdown table opens its lines with a pipe: table_rows reads it
        "| answer | source |\n|---|---|\n| yes | mini-01:1 |",
        "Yes | it may share [mini-01:1]",
    ],
)
def test_prose_logs_and_tables_are_no_record(reply: str) -> None:
    assert key_value_record(reply) is None


def test_a_csv_reply_is_read_as_a_table_and_other_csv_is_not() -> None:
    reply = 'answer,evidence,reason\nyes,"mini-01:1; mini-01:0","employees who need to know it"'
    assert table_markdown(reply) == (
        "| answer | evidence | reason |\n| --- | --- | --- |\n"
        "| yes | mini-01:1; mini-01:0 | employees who need to know it |"
    )
    assert parse_citations(reply) == ("mini-01:1", "mini-01:0")
    assert table_markdown("name,city\nAcme,Boston") is None  # no answer column
    assert table_markdown("Yes, it may, as clause 2 says.\nSee mini-01:1.") is None
