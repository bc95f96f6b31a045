"""reference-16 (the tuning part of ``styles_v11``'s second and third files, read after one blind
reading): the reading classes tuned, each with the near-miss it must not change. The sentences are
made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.core.records import Perturbation
from harness.grade.reference import grade_answer, restores_original
from harness.grade.support import describes_truly
from harness.read.language import gloss, years_in_digits
from harness.read.lexicon import GLOSS, year_words
from harness.read.reader import read_text
from harness.text.decline import caveated, declines
from harness.text.values import claim_values
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
ADVERSARIAL = question(
    stratum="adversarial",
    gold="none",
    evidence=("mini-01:0",),
    text="Under the NDA between Acme Robotix and Borealis Labs, may the receiving party share confidential "
    "information with its employees?",
    perturbation=Perturbation("adjacent_entity", "Acme Robotics", "Acme Robotix"),
)


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        # the party corrected, then what the agreement is instead: a premise correction, in any language
        ("It isn't Acme Robotix: the NDA is with Acme Robotics. I cannot answer the rest.", "unsupported"),
        ("It isn't Acme Robotix: the agreement is with Acme Robotics [mini-01:0].", "correct"),
        ("Il ne s'agit pas de « Acme Robotix » : l'accord est conclu avec Acme Robotics.", "unsupported"),
        ("Es geht nicht um Acme Robotix: Der Vertrag wurde mit Acme Robotics geschlossen.", "unsupported"),
        ("No se trata de «Acme Robotix»: el acuerdo se celebró con Acme Robotics.", "unsupported"),
        # near-misses: a decline that names no real party, and "it is not" that corrects nothing
        ("It isn't clear: the passages do not say. I cannot answer this.", "refused"),
        ("I cannot answer this: no passage names an Acme Robotix.", "refused"),
    ],
)
def test_a_correction_names_the_party_and_what_it_is_instead(reply: str, factuality: str) -> None:
    grade = grade_answer(ADVERSARIAL, answer(reply, retrieved_ids=("mini-01:1", "mini-01:0")), CORPUS)
    assert grade.factuality == factuality, grade.rationale


def test_the_original_party_is_found_across_typographic_apostrophes() -> None:
    q = question(
        stratum="adversarial",
        gold="none",
        perturbation=Perturbation("adjacent_entity", "Brooks’ Bottling Company, LLC", "Brooks’ Labs"),
    )
    said = read_text("The agreement is with Brooks' Bottling Company, LLC.", q.text, "yes_no", (), (), ())
    other = read_text("The agreement is with Brooks' Labs.", q.text, "yes_no", (), (), ())
    assert restores_original(said.reading, q)
    assert not restores_original(other.reading, q)


@pytest.mark.parametrize(
    ("text", "commits"),
    [
        # a value opening the answer, closed by a caveat on certainty: the caveat hedges it
        ("Probably three (3) years from disclosure, though I can't confirm that for this agreement.", True),
        ("Thirty days after termination, but I cannot confirm that.", True),
        ("Four (4) years, although the passages don't say whether it runs from termination.", True),
        # near-misses: the head declines, says what a passage gives, or states no value
        ("I cannot answer this, though I can't confirm that either.", False),
        ("Passage 3 gives three (3) years, but I can't confirm that for this agreement.", False),
        ("The only period I see is three (3) years, though I can't confirm it applies here.", False),
        ("I'd guess it has to be marked, but I can't confirm that.", False),
    ],
)
def test_a_caveat_on_certainty_after_a_value_commits(text: str, commits: bool) -> None:
    assert caveated(text) is commits
    assert declines(text) is not commits


@pytest.mark.parametrize(
    ("text", "language", "commits"),
    [
        ("Quattro anni, anche se non posso confermarlo.", "it", True),
        ("Cuatro (4) años, aunque los pasajes no dicen desde cuándo.", "es", True),
        ("Vier (4) Jahre, obwohl die Auszüge nicht sagen, ab wann.", "de", True),
        # near-misses: no value before the concession, and a value the head only reports
        ("Das kann ich nicht sagen, obwohl die Frage klar ist.", "de", False),
        ("Les passages parlent de quatre (4) ans, mais je ne peux pas le confirmer.", "fr", False),
    ],
)
def test_a_value_before_a_conceding_decline_commits_in_other_languages(
    text: str, language: str, commits: bool
) -> None:
    assert caveated(gloss(text, language)) is commits


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("So there is nothing to check a reverse-engineering clause against.", True),
        ("There is nothing to go on here.", True),
        # near-misses: what the agreement does not hold back
        ("There is nothing to prevent disclosure to affiliates.", False),
        ("Nothing to return once the project ends.", False),
    ],
)
def test_nothing_to_check_against_is_a_reason(text: str, reason: bool) -> None:
    assert declines(text) is reason


@pytest.mark.parametrize(
    ("text", "language", "advises"),
    [
        ("Je vous conseille de relire la section 2 de l'accord.", "fr", True),
        ("Am ehesten steht das dort, etwa unter Stichworten wie „discussions“.", "de", True),
        ("Le aconsejo releer la cláusula 4.", "es", True),
        ("Cerchi con parole chiave come «notice».", "it", True),
        ("Aconselho reler a cláusula 5.", "pt", True),
        # near-misses: the agreement's own words, no advice to the reader
        ("La partie réceptrice doit restituer les documents.", "fr", False),
        ("Die Empfängerin muss die Unterlagen zurückgeben.", "de", False),
    ],
)
def test_next_steps_to_reread_or_search_keywords(text: str, language: str, advises: bool) -> None:
    assert (GLOSS["next_step"] in gloss(text, language)) is advises


@pytest.mark.parametrize(
    ("text", "language", "read"),
    [
        ("se celebró el día cinco de noviembre de dos mil diecinueve", "es", "5 November 2019"),
        ("am neunten September zweitausenddreiundzwanzig geschlossen", "de", "9 September 2023"),
        ("conclu le trois mars deux mille vingt et un", "fr", "3 March 2021"),
        ("firmato il due maggio duemiladiciannove", "it", "2 May 2019"),
        ("assinado em dez de junho de dois mil e vinte", "pt", "10 June 2020"),
    ],
)
def test_a_year_in_words_after_its_month_is_read_as_digits(text: str, language: str, read: str) -> None:
    assert read in gloss(text, language)


def test_english_years_in_words_and_their_near_misses() -> None:
    assert years_in_digits("the 30th day of May, two thousand and one", "en") == "the 30th day of May, 2001"
    assert years_in_digits("on June 3 two thousand twenty-one", "en") == "on June 3 2021"
    # a number that is no year: no month before it
    assert years_in_digits("two thousand dollars", "en") == "two thousand dollars"
    assert year_words("it")["duemilaventuno"] == 2021 and year_words("pt")["dois mil e dezenove"] == 2019
    assert [v.value for v in claim_values("made on May 30, two thousand and one") if v.kind == "date"]


@pytest.mark.parametrize(
    ("sentence", "truly"),
    [
        # a decline whose next clause says which parts came back: true of a preamble passage
        ("The passages don't include its terms; only the opening paragraph came back.", True),
        ("I couldn't locate the use restriction: only its preamble and the signature names came back.", True),
        # near-misses: a committed answer's clause, and a description with no decline before it
        ("Yes; only the originals were returned to the Discloser.", None),
        ("Yes, it may be shared; the opening paragraph came back too.", None),
    ],
)
def test_a_refusal_reason_that_says_what_came_back(sentence: str, truly: bool | None) -> None:
    preamble = "This Agreement is made as of September 6, 2001 between EarthLink, Inc. and CIDCO, Inc."
    assert describes_truly(sentence, preamble) is truly


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("No [mini-01:1].\n\nKind regards,\nContracts Support Desk", 0),
        ("Nein [mini-01:1].\n\nMit freundlichen Grüßen\nVertragsteam", 0),
        # near-misses: a claim after the sign-off, and no sign-off at all
        ("No [mini-01:1].\n\nKind regards,\nThe recipient must also destroy every copy within ten days.", 1),
        ("No [mini-01:1].\n\nContracts Support Desk", 1),
    ],
)
def test_a_sign_off_and_its_signature_are_no_claim(text: str, claims: int) -> None:
    read = read_text(text, ADVERSARIAL.text, "yes_no", ("mini-01:1",), ("mini-01:1",), ())
    assert sum(1 for s in read.reading.sentences if s.claim and not s.citations) == claims


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("Documents 3 and 4 are other agreements' rules.", ["c:3", "c:4"]),
        ("So steht es dort (Quellen 1 und 2).", ["c:1", "c:2"]),
        ("Lo dicono le fonti 2 e 5.", ["c:2", "c:5"]),
        ("Document 2 says so.", ["c:2"]),
        ("(Passages 1, 2) say so.", ["c:1", "c:2"]),
        # near-misses: a clause number, and a number that is not a second marker
        ("Document 3.2 of the schedule says so.", []),
        ("Passage 2, 30 days after termination.", ["c:2"]),
    ],
)
def test_several_passages_named_by_their_numbers(text: str, ids: list[str]) -> None:
    from harness.read.reader import prepared_text

    _, resolved, _ = prepared_text(text, ("c:1", "c:2", "c:3", "c:4", "c:5"), ())
    assert [pid for _, pid in resolved.mapped] == ids
    assert not resolved.unmapped


@pytest.mark.parametrize(
    ("reply", "body"),
    [
        ('{"survival_period_years": 4, "source_ids": ["mini-03:17"]}', "4 years [mini-03:17]."),
        ('{"noticePeriodDays": 30}', "30 days."),
        ('{"duración_años": 2}', "2 years."),
        # near-misses: a flag, and a number whose key names no unit
        ('{"requires_days_notice": true}', "Yes."),
        ('{"clause_number": 4}', ""),
    ],
)
def test_a_number_under_a_key_that_names_its_unit(reply: str, body: str) -> None:
    from harness.text.answer_format import answer_body

    assert answer_body(reply) == body


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Absolutely not, they must keep it secret.", "No, they must keep it secret."),
        ("Definitely not.", "No."),
        ("Indeed.", "Yes."),
        ("Exactly, either party may.", "Yes, either party may."),
        # near-misses: a yes before a negator, and a determiner "no" after a yes word
        ("Of course not.", "Of course not."),
        ("Certainly, no restriction applies.", "Certainly, no restriction applies."),
    ],
)
def test_terse_openings_read_by_their_longest_form(text: str, read: str) -> None:
    from harness.read.terse import expand

    assert expand(text) == read


@pytest.mark.parametrize(
    ("text", "body"),
    [
        ("Yes [1](#mini-06:15).", "Yes [mini-06:15]."),
        ("Yes, see [NDA, clause 3(b)](notes.md#mini-06:15).", "Yes, see [mini-06:15]."),
        ("five (5) years [2†L1-L2].", "five (5) years [mini-06:15]."),
        # near-miss: a link to no passage id stays a link
        ("Yes, see [the FAQ](#faq).", "Yes, see [the FAQ](#faq)."),
    ],
)
def test_link_fragments_and_line_ranges_in_markers(text: str, body: str) -> None:
    from harness.read.reader import prepared_text

    assert prepared_text(text, ("mini-06:1", "mini-06:15"), ())[0] == body


def test_a_marker_that_maps_to_no_passage_is_a_citation_that_does_not_exist() -> None:
    q = question()
    grade = grade_answer(
        q, answer("Yes, employees who need to know may see it [4].", retrieved_ids=("mini-01:1",)), CORPUS
    )
    assert grade.citation_exists is False and grade.citation_supports is False, grade.rationale
    assert "[4]" in grade.rationale["citation_exists"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("El plazo de noventa (90) días pertenece al acuerdo entre Marrowfield y Thistlecombe.", "es"),
        ("Die Frist von neunzig (90) Tagen gehört zum Vertrag zwischen Marrowfield und Thistlecombe.", "de"),
        (
            "Le délai de 90 jours appartient au contrat entre Marrowfield et Thistlecombe.",
            "fr",
        ),
        ("Il termine di novanta (90) giorni appartiene al contratto tra Marrowfield e Thistlecombe.", "it"),
        ("O prazo de noventa (90) dias pertence à carta entre Marrowfield e Thistlecombe.", "pt"),
    ],
)
def test_a_value_said_to_belong_to_another_agreement_with_a_contracted_article(
    text: str, language: str
) -> None:
    assert GLOSS["another_agreement"] in gloss(text, language)


@pytest.mark.parametrize(
    ("text", "language", "cls"),
    [
        ("Die Passagen enthalten weder eine Versicherungspflicht noch einen Betrag.", "de", "reason"),
        ("Am nächsten kommt Ziffer 6.2; dort sollten Sie nachlesen.", "de", "next_step"),
    ],
)
def test_german_reasons_with_weder_and_pointers_to_the_closest_clause(
    text: str, language: str, cls: str
) -> None:
    assert GLOSS[cls] in gloss(text, language)


def test_a_refusal_whose_pronoun_reason_names_the_gold_passage_gets_no_reason_point() -> None:
    q = question()
    reply = "I read mini-01:1 and mini-01:0, but they do not contain what is needed. Check the NDA."
    grade = grade_answer(q, answer(reply, retrieved_ids=("mini-01:1", "mini-01:0")), CORPUS)
    assert grade.factuality == "refused" and grade.refusal_quality == 1, grade.rationale


def test_a_year_in_words_after_a_day_in_words() -> None:
    text = "the October eleventh, two thousand twenty-one Nondisclosure Agreement"
    assert years_in_digits(text, "en") == "the October eleventh, 2021 Nondisclosure Agreement"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Quick note on the name: 'Chief Labs' doesn't appear anywhere.", True),
        ("The name does not appear in the passages.", True),
        # near-miss: what a clause holds
        ("The word notice does not appear in clause 5 as a duty.", False),
    ],
)
def test_a_name_that_does_not_appear_anywhere_is_a_reason(text: str, reason: bool) -> None:
    assert declines(text) is reason


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("Yes, as far as I can tell.", True),
        ("No, I think.", True),
        # near-miss: the hedge closes a statement, not a bare verdict
        ("Yes, the recipient must return everything, as far as I can tell.", False),
    ],
)
def test_a_hedge_closing_a_verdict_leaves_it_bare(text: str, bare: bool) -> None:
    from harness.text.yes_no import is_bare_verdict

    assert is_bare_verdict(text) is bare
