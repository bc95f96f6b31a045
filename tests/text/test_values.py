"""Format-aware anchors: money, percentages, dates, times and numbers compare across spellings."""

from __future__ import annotations

import pytest

from harness.text.values import (
    anchors_of,
    claim_values,
    comparable,
    denied_value,
    derived_date,
    extract_anchors,
    same_value,
    supported_by,
)


def one(text: str) -> tuple[str, float | str]:
    [anchor] = extract_anchors(text)
    return anchor.kind, anchor.value


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("$1.2 billion", "1.2 billion dollars"),
        ("$1.2 billion", "USD 1,200 million"),
        ("March 3, 2019", "2019-03-03"),
        ("3 March 2019", "03/03/2019"),
        ("35%", "35 percent"),
        ("35 per cent", "35%"),
        ("10:30 am", "10:30"),
        ("3 pm", "15:00"),
        ("1,200", "1.2 thousand"),
    ],
)
def test_same_value_across_formats(left: str, right: str) -> None:
    [a], [b] = extract_anchors(left), extract_anchors(right)
    assert same_value(a, b), (a, b)


def test_kinds_and_differences() -> None:
    assert one("$350,000") == ("money", 350000.0)
    assert one("March 2019") == ("month", "2019-03")
    assert one("in 2019") == ("year", "2019")
    [a], [b] = extract_anchors("$1.2 billion"), extract_anchors("$1.5 billion")
    assert not same_value(a, b) and comparable(a, b)
    [pct] = extract_anchors("35%")
    assert not comparable(a, pct)
    # a bare number equals money of the same value (units are often left out)
    [bare] = extract_anchors("1.2 billion")
    assert same_value(bare, a)


def test_no_double_counting_and_citations_ignored() -> None:
    anchors = extract_anchors("On March 3, 2019 it cost $1.2 billion [cnli-3:12].")
    assert [x.kind for x in anchors] == ["date", "money"]


def test_year_supported_by_a_full_date() -> None:
    [year] = extract_anchors("2019")
    assert supported_by(year, extract_anchors("signed on March 3, 2019"))
    assert not supported_by(year, extract_anchors("signed on March 3, 2018"))


def durations(text: str) -> list[str]:
    return [str(a.value) for a in claim_values(text) if a.kind == "duration"]


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("thirty (30) days", "30-day"),
        ("thirty days", "30 days"),
        ("two (2) years", "24 months"),
        ("three and a half years", "forty-two (42) months"),
        ("2.5 years", "thirty (30) months"),
        ("two weeks", "14 days"),
        ("five business days", "5 working days"),
        ("a fortnight", "fourteen (14) days"),
        ("within a year", "twelve (12) months"),
    ],
)
def test_durations_compare_across_spellings_with_their_unit(left: str, right: str) -> None:
    [a], [b] = claim_values(left), anchors_of(right)
    assert a.kind == b.kind == "duration" and same_value(a, b), (a, b)


def test_durations_that_differ_conflict() -> None:
    [thirty_days] = claim_values("within 30 days")
    [five_business] = anchors_of("within five (5) business days after:")
    [thirty_months] = anchors_of("for thirty (30) months")
    for other in (five_business, thirty_months):
        assert not same_value(thirty_days, other) and comparable(thirty_days, other)
    # plain days are a less precise reading of business days, not the other way round
    [five_days], [five_business_days] = claim_values("5 days"), claim_values("5 business days")
    assert supported_by(five_days, [five_business])
    assert not supported_by(five_business_days, anchors_of("five days"))


@pytest.mark.parametrize(
    "text",
    [
        "Yes (Passage 3).",
        "Under Section 5.1, it may.",
        "1. It may share it.",
        "4.2 The duties in Sections 2 and 3 shall remain binding.",
        'The agreement says: "5.1 Halvorsen may keep a copy."',
        "Yes — cnli-435:22: each party agrees.",
        "See clause (ii) and item (b).",
        "Per 5.2, it may.",
        "They meet twice a year.",
        "Segons l'apartat 3.1(c), les obligacions no s'apliquen.",
        "Nach 5.2(ii) darf sie es.",
        "Pedido #20931 – atualização",
        # a section word of any of the lexicon's languages, whatever language the answer was read as
        "Yes. La clausola 1.2 protegge le informazioni «whether or not marked» [mini-06:5].",
        "Kurz und bündig: Ja. Ziff. 3.2 (mini-01:16) verpflichtet die empfangende Partei.",
        "La cláusula 7 lo prohíbe.",
        "Ticket # 4471-B: resolved.",
    ],
)
def test_passage_references_section_and_list_numbers_and_ids_are_not_values(text: str) -> None:
    assert claim_values(text) == [] and anchors_of(text) == ()


def test_legal_doubled_numbers_count_once_and_the_builders_reading_is_unchanged() -> None:
    assert [a.value for a in claim_values("fifteen (15) copies")] == [15.0]
    assert [a.value for a in claim_values("1.2 billion dollars")] == [1.2e9]  # not a clause number
    assert durations("within fifteen (15) days and sixty (60) days later") == ["15 day", "60 day"]
    # the question builders read values with extract_anchors: spelled durations stay out of it
    assert extract_anchors("five business days") == []


@pytest.mark.parametrize(
    "text",
    [
        "8.1 says the term is two years",
        "Per 8.1. The rest",
        "6.2: they survive",
        "| Ellery | 7.3 | free |",
        "(nda-3, doc-61)",
    ],
)
def test_a_clause_number_as_the_subject_of_a_sentence_is_no_value(text: str) -> None:
    assert [a for a in claim_values(text) if a.kind == "number"] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("within half a year", "6 month"),
        ("for 3 yrs", "36 month"),
        ("within 2 wks", "14 day"),
        ("for 18 mos", "18 month"),
        ("6 mths after termination", "6 month"),
        ("one and a half years", "18 month"),
    ],
)
def test_a_half_and_abbreviated_units_are_read_as_their_duration(text: str, value: str) -> None:
    [duration] = claim_values(text)
    assert (duration.kind, duration.value) == ("duration", value)
    assert [a.kind for a in claim_values("half of the year 2020")] == ["year"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A$25 000", 25000.0),
        ("25\u202f000 dollars australiens", 25000.0),
        ("USD 1.500.000", 1500000.0),
        ("EUR 10.000,00", 10000.0),
        ("A$ 25.000", 25000.0),
        ("version 1.5", 1.5),
    ],
)
def test_thousands_grouped_in_another_languages_way_are_one_number(text: str, value: float) -> None:
    [read] = claim_values(text)
    assert read.value == value


NOTICE = "How many days' written notice must a party give to terminate the agreement?"


@pytest.mark.parametrize(
    ("lead", "denied"),
    [
        ("No notice period - the agreement can be terminated at any time.", "No notice period"),
        ("There is no notice requirement [cnli-69:2].", "There is no notice requirement"),
        ("No written notice is needed.", "No written notice is"),
        # near misses: a decline about the passages, a "No," verdict, a negative naming nothing asked
        ("No notice period is stated in the passages.", None),
        ("No, the agreement says thirty days.", None),
        ("No idea, sorry.", None),
        ("Sixty days; no exceptions apply.", None),
    ],
)
def test_a_lead_saying_the_asked_quantity_does_not_exist_is_read(lead: str, denied: str | None) -> None:
    assert denied_value(lead, NOTICE) == denied


def test_a_date_two_clauses_give_together_is_derived_from_them() -> None:
    """A stated date plus a stated period ("the one year anniversary of" a date): the date they make."""
    held = [
        *anchors_of("until the one year anniversary of the Effective Date"),
        *anchors_of("as of July 31, 2008"),
    ]
    (claimed,) = claim_values("so the restriction runs to July 31, 2009")
    assert derived_date(claimed, held)
    (later,) = claim_values("so the restriction runs to July 31, 2010")
    assert not derived_date(later, held)
    (days,) = claim_values("it ends on January 31, 2020")
    assert derived_date(days, [*anchors_of("thirty (30) days after January 1, 2020")])
    assert not derived_date(days, [*anchors_of("thirty (30) days")])


def test_only_the_number_a_section_word_names_is_left_out() -> None:
    # near-misses of the section words of other languages: the values beside them are still read
    assert [a.text for a in claim_values("La clausola 2.4 fissa un termine di 30 giorni.")] == ["30"]
    assert [a.text for a in claim_values("Ziffer 5 verlangt 10 Tage.")] == ["10"]
    assert [a.text for a in claim_values("Clause 4 gives 30 days.")] == ["30 days"]
