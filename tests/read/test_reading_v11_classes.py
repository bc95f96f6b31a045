"""reference-15 (the ``styles_v11`` tuning part, read after one blind reading): the reading classes
tuned, each with the near-miss it must not change. The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.details import misquoted
from harness.grade.reference import grade_answer
from harness.grade.support import CONTRAST
from harness.read.contract import read_contract
from harness.read.language import detect, gloss
from harness.read.lexicon import GLOSS
from harness.read.reader import read_text
from harness.text.refusal import explains
from harness.text.values import claim_values
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
VALUE_Q = question(
    gold="two (2) years",
    answer_type="value",
    text="Under the NDA between Acme Robotics and Borealis Labs, for what period do the receiving party's "
    "confidentiality obligations last?",
)
YES_NO = (
    "Under the NDA between Acme Robotics and Borealis Labs, must the receiving party return the information?"
)


@pytest.mark.parametrize(
    ("reply", "value"),
    [
        # words in a verdict field that commit to an answer, beside a flag that declines
        (
            '{"answerable": false, "answer": "three (3) years after termination", "sources": ["mini-01:1"]}',
            True,
        ),
        ('{"beantwortbar": false, "antwort": "drei (3) Jahre", "quellen": ["mini-01:1"]}', True),
        # near-misses: the verdict field is empty or itself declines
        ('{"answerable": false, "answer": null, "reason": "no passage says"}', False),
        ('{"answerable": false, "answer": "unknown"}', False),
        ('{"answerable": false, "respuesta": "No es posible responder"}', False),
        ('{"answerable": false, "answer": "not specified"}', False),
        ('{"answerable": false, "reason": "no passage says"}', False),
    ],
)
def test_a_declining_flag_beside_a_committed_value_is_a_conflict(reply: str, value: bool) -> None:
    grade = grade_answer(VALUE_Q, answer(reply), CORPUS)
    assert read_contract(reply).declines
    if value:
        assert grade.factuality == "undetermined", grade.rationale
        assert "contract.conflict" in grade.rationale["factuality"]
    else:
        assert grade.factuality == "refused", grade.rationale


@pytest.mark.parametrize(
    ("text", "language", "declines"),
    [
        # a negative beside a verb of telling, with the speaker as its subject, declines
        ("Eine Versicherungssumme kann ich Ihnen nicht nennen.", "de", True),
        ("Leider kann ich dazu nichts Genaues sagen.", "de", True),
        ("No puedo decirle cuánto dura la obligación.", "es", True),
        ("Je ne peux pas vous dire combien de temps elle dure.", "fr", True),
        ("Non posso dirle quanto dura l'obbligo.", "it", True),
        ("Não posso dizer quanto tempo dura a obrigação.", "pt", True),
        # near-misses: a duty not to tell, with no speaker, stays a statement
        ("Die Empfängerin darf die Namen nicht nennen.", "de", False),
        ("La parte receptora no puede decir nada a terceros.", "es", False),
        ("Il destinatario non può dire nulla ai terzi.", "it", False),
    ],
)
def test_the_speaker_who_cannot_tell_declines(text: str, language: str, declines: bool) -> None:
    assert (GLOSS["decline"] in gloss(text, language)) is declines


@pytest.mark.parametrize(
    ("text", "language", "reason"),
    [
        # a clause opening with a contrasting conjunction before its negative word, in a sentence that
        # names the passages, says what they lack
        ("I passaggi recuperati riguardano le parti, ma nessuno dice se serve un contrassegno.", "it", True),
        ("Los pasajes recuperados tratan de las partes, pero ninguno fija un plazo.", "es", True),
        ("Die abgerufenen Passagen nennen die Parteien, aber keine regelt die Frist.", "de", True),
        # near-miss: no word for the passages in the sentence
        ("La parte ricevente conserva le copie, ma nessuno le può vendere.", "it", False),
    ],
)
def test_a_contrasting_conjunction_may_open_a_reason_clause(text: str, language: str, reason: bool) -> None:
    assert (GLOSS["reason"] in gloss(text, language)) is reason


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        # a decline, then the answerer's own estimate: committed
        ("Dazu finde ich in den Auszügen keine Regel. Meine Einschätzung ist trotzdem: eher nein.", False),
        ("I can't find that clause in the passages. In my view, though, the answer is no.", False),
        ("No encuentro la cláusula en los pasajes. En mi opinión, sí.", False),
        # near-miss: the decline alone
        ("Dazu finde ich in den Auszügen keine Regel.", True),
    ],
)
def test_an_estimate_after_a_decline_commits(text: str, refused: bool) -> None:
    assert read_text(text, YES_NO, "yes_no", (), ()).reading.refused is refused


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Negativo. El acuerdo no lo exige [x:1].", "no"),
        ("Afirmativo: debe devolverla [x:1].", "yes"),
        ("Negative. The agreement does not require it [x:1].", "no"),
        ("Affirmative — it must return it [x:1].", "yes"),
        # near-miss: the word inside a sentence is no verdict
        ("The passages show no negative covenant on this point [x:1].", None),
    ],
)
def test_affirmative_and_negative_as_verdict_words(text: str, verdict: str | None) -> None:
    assert read_text(text, YES_NO, "yes_no", (), ()).reading.verdict == verdict


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        # what the passages hold, "but no" what was asked: a reason naming what is missing
        ("The passages mention injunctive relief and costs (x:28) but no liquidated damages amount.", True),
        ("The excerpts set out the term but not a notice period.", True),
        # a relative "none of which" over the evidence
        ("I only got titles back, none of which contain a deadline, so I cannot tell you the period.", True),
        # near-misses: a contrast inside the agreement's content, flat declines that name nothing
        ("The agreement permits disclosure to employees but no copying.", False),
        ("I don't know.", False),
        ("The passages do not say.", False),
        ("Not mentioned.", False),
    ],
)
def test_reasons_of_the_silence_class(sentence: str, reason: bool) -> None:
    assert explains(sentence) is reason


@pytest.mark.parametrize(
    "text",
    [
        "I can't answer this: the excerpts only name the parties. Check the full agreement.",
        "Das lässt sich anhand der Auszüge nicht beantworten, sie nennen nur die Vertragsparteien. "
        "Prüfen Sie den vollständigen Vertrag.",
    ],
)
def test_a_reason_that_the_passages_hold_only_formal_parts_is_checked(text: str) -> None:
    """False when a passage it was given is gold evidence: no "explains why" point; true otherwise."""
    asked = question(evidence=("mini-01:1",))
    given_gold = grade_answer(asked, answer(text, retrieved_ids=("mini-01:1", "mini-01:0")), CORPUS)
    not_given = grade_answer(asked, answer(text, retrieved_ids=("mini-01:0", "mini-01:2")), CORPUS)
    assert (given_gold.factuality, not_given.factuality) == ("refused", "refused")
    assert given_gold.refusal_quality == 1, given_gold.rationale
    assert not_given.refusal_quality == 3, not_given.rationale


@pytest.mark.parametrize(
    ("reply", "declines"),
    [
        (
            "<response><status>cannot_answer</status><explanation>No passage says.</explanation></response>",
            True,
        ),
        ('{"status": "insufficient_information", "explanation": "No passage sets it."}', True),
        # near-misses: a status that says nothing of the answer (a hosted API's "completed")
        ('{"status": "completed", "answer": "yes", "citations": ["mini-01:1"]}', False),
        ('{"status": "ok", "answer": "30 days"}', False),
    ],
)
def test_a_status_field_that_declines(reply: str, declines: bool) -> None:
    assert read_contract(reply).declines is declines


def test_a_reason_reads_past_a_parenthetical_aside() -> None:
    sentence = (
        "The retrieved passages of the Acme Robotics and Borealis Labs agreement (the title, x:0; the "
        "data set description, x:21; the dates, x:3) set no liquidated damages amount."
    )
    assert explains(sentence)
    # near-miss: the aside alone holds the absence, and what is left says nothing is missing
    assert not explains("The passages (none of which mention it) describe the agreement.")


def test_a_quotation_is_read_whole_as_its_passage_is() -> None:
    """One sense spans words ("anyone outside" is "third"): a word-for-word quotation adds nothing."""
    passage = "4.1 Acme shall not disclose that it held talks with Borealis to anyone outside the Pilot team."
    quoting = 'Acme "shall not disclose that it held talks with Borealis to anyone outside the Pilot team".'
    assert misquoted(quoting, passage, "q") == ""
    # near-miss: a word the passage does not hold is still put in its mouth
    adding = 'Acme "shall not disclose that it held talks with Borealis to anyone outside the team or Oslo".'
    assert misquoted(adding, passage, "q") == "Oslo"


@pytest.mark.parametrize(
    ("sentence", "contrast"),
    [
        ("(Die Regel in x:16 gehört zu einem anderen Vertrag.)", True),
        ("La cláusula x:16 pertenece a otro acuerdo.", True),
        ("That clause (x:16) belongs to another agreement.", True),
        # near-miss: a statement about the asked agreement
        ("Die Regel in x:16 verbietet die Weitergabe.", False),
    ],
)
def test_another_agreement_said_in_any_language_is_a_contrastive_citation(
    sentence: str, contrast: bool
) -> None:
    assert bool(CONTRAST.search(sentence)) is contrast


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Die Antwort ist nein.", "no"),
        ("Die kurze Antwort lautet also: ja.", "yes"),
        ("La réponse courte est non.", "no"),
        ("La respuesta corta es sí.", "yes"),
        ("La risposta breve è no.", "no"),
        ("A resposta curta é sim.", "yes"),
        # near-misses: the answer is something else than a verdict word
        ("Die Antwort ist nicht eindeutig.", None),
        ("Die Antwort ist in Ziffer 5 geregelt.", None),
    ],
)
def test_the_answer_is_a_verdict_word_in_five_languages(text: str, verdict: str | None) -> None:
    assert read_text(text, YES_NO, "yes_no", (), ()).reading.verdict == verdict


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        # a decline, then "but" and a hedged verdict in the same sentence: committed
        ("Los pasajes no lo dicen, pero yo diría que sí.", False),
        ("I passaggi non lo dicono, ma secondo me sì.", False),
        ("Os trechos não dizem, mas eu diria que sim.", False),
        ("Die Passagen sagen dazu nichts, aber vermutlich ja.", False),
        # near-misses: the decline alone
        ("Los pasajes no lo dicen.", True),
        ("I passaggi non lo dicono.", True),
    ],
)
def test_a_hedged_verdict_after_but_commits(text: str, refused: bool) -> None:
    assert read_text(text, YES_NO, "yes_no", (), ()).reading.refused is refused


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # business and calendar days in five languages, compounds and multi-word units
        ("Innerhalb von zehn Werktagen [x:1].", "10 business_day"),
        ("Binnen 30 Kalendertagen [x:1].", "30 day"),
        ("Quinze jours ouvrables [x:1].", "15 business_day"),
        ("Quince días hábiles [x:1].", "15 business_day"),
        ("Quindici giorni lavorativi [x:1].", "15 business_day"),
        ("Quinze dias úteis [x:1].", "15 business_day"),
        ("No prazo de 30 dias corridos [x:1].", "30 day"),
        # number words in their other forms
        ("Vingt et un jours [x:1].", "21 day"),
        ("Veintiún días [x:1].", "21 day"),
        ("Duas semanas [x:1].", "14 day"),
        ("Die Frist beträgt einen Monat [x:1].", "1 month"),
        # a short Spanish answer whose stop words English shares ("de") is still Spanish
        ("En un plazo de treinta (30) días [x:1].", "30 day"),
    ],
)
def test_durations_in_their_local_forms(text: str, value: str) -> None:
    question_text = (
        "Under the NDA between Acme Robotics and Borealis Labs, within how many days must it be confirmed?"
    )
    reading = read_text(text, question_text, "value", (), ("x:1",)).reading
    assert [v.value for v in reading.values if v.kind == "duration"] == [value]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        # a day written as a word before (or, in English, after) its month
        ("Die Vereinbarung wurde am neunten September 2023 geschlossen.", "2023-09-09"),
        ("Die Vereinbarung datiert vom achtundzwanzigsten Februar 2014.", "2014-02-28"),
        ("L'accord est daté du premier mars 2014.", "2014-03-01"),
        ("El acuerdo se firmó el dos de mayo de 2001.", "2001-05-02"),
        ("L'accordo è stato firmato il primo marzo 2014.", "2014-03-01"),
        ("O acordo foi assinado no dia primeiro de março de 2014.", "2014-03-01"),
        ("The agreement is dated this first day of March, 2014.", "2014-03-01"),
        ("It was signed on the twenty-first day of May, 2001.", "2001-05-21"),
        ("The agreement is dated March third, 2014.", "2014-03-03"),
    ],
)
def test_a_day_written_as_a_word(text: str, date: str) -> None:
    assert [v.value for v in claim_values(gloss(text, detect(text))) if v.kind == "date"] == [date]


@pytest.mark.parametrize(
    "text",
    [
        "Five March meetings were held in 2014.",
        "It lasts for the first day of each month.",
        "The second of March clauses applies.",
    ],
)
def test_an_ordinal_or_number_near_a_month_is_no_date_on_its_own(text: str) -> None:
    assert not [v for v in claim_values(text) if v.kind == "date"]


def test_chances_are_is_a_guess_after_a_decline() -> None:
    text = "Nothing on this in the passages. Chances are it is allowed."
    assert read_text(text, YES_NO, "yes_no", (), ()).reading.refused is False
    assert read_text("Nothing on this in the passages.", YES_NO, "yes_no", (), ()).reading.refused is True


@pytest.mark.parametrize(
    ("text", "cites"),
    [
        ("Ja, das ist erlaubt (Textstelle 2).", True),
        ("Sí, está permitido (fragmento 2).", True),
        ("Sì, è consentito (estratto 2).", True),
        ("Sim, é permitido (trecho 2).", True),
        # near-misses: a section of the agreement is no passage shown
        ("Ja, siehe Abschnitt 2 des Vertrags.", False),
        ("Yes, see section 2.", False),
    ],
)
def test_a_passage_named_by_its_number_in_any_language(text: str, cites: bool) -> None:
    asked = question()
    grade = grade_answer(asked, answer(text, retrieved_ids=("mini-01:0", "mini-01:1", "mini-01:2")), CORPUS)
    assert (grade.citation_exists is True) is cites


@pytest.mark.parametrize(
    ("text", "language", "verdict_word"),
    [
        ("La clausola è ambigua, ma no, non è consentito.", "it", True),
        ("Los pasajes no son claros, pero sí, está permitido.", "es", True),
        # near-misses: "but not without consent" is no verdict word
        ("Il peut partager, mais non sans accord.", "fr", False),
        ("Puede compartirla, pero no con terceros.", "es", False),
    ],
)
def test_but_yes_or_no_closed_by_a_break_is_a_verdict_word(
    text: str, language: str, verdict_word: bool
) -> None:
    glossed = gloss(text, language)
    assert (", Yes," in glossed or ", No," in glossed) is verdict_word
