"""Language detection by function words and the gloss into the English the reader reads."""

from __future__ import annotations

import pytest

from harness.read.language import UNKNOWN, detect, gloss
from harness.text.refusal import alarms, explains


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("yes mostly technical, business stuff isn't covered (cnli-152:6)", "en"),
        ("No es posible responder con los pasajes proporcionados.", "es"),
        ("Die Vereinbarung regelt die Rückgabe der Unterlagen nicht.", "de"),
        ("La partie réceptrice doit restituer les informations dans les trente jours.", "fr"),
        ("Sì, il destinatario deve restituire le informazioni entro trenta giorni.", "it"),
        ("Sim, o acordo exige a devolução das informações.", "pt"),
        ("Ja.", "de"),
        ("No.", "en"),
        ("No idea, sorry.", "en"),
        ("Ni idea, la verdad.", "es"),
        ("Boh, non saprei.", "it"),
        ("Aucune idée, désolé.", "fr"),
        ("Steht so nicht drin.", "de"),
        ("Tak, strona otrzymująca musi zwrócić informacje w ciągu trzydziestu dni.", UNKNOWN),
        ("这个协议要求返还信息。", UNKNOWN),
        # a short text in a language the lexicon lacks, one English word in it by chance
        ("Niestety nie mogę odpowiedzieć na to pytanie.", UNKNOWN),
        ("Indefinitely, survives termination forever", "en"),  # terse English stays English
    ],
)
def test_detect(text: str, language: str) -> None:
    assert detect(text) == language


def test_gloss_reads_verdicts_declines_dates_and_durations() -> None:
    assert gloss("Ja, innerhalb von dreißig Tagen.", "de").startswith("Yes,")
    assert "30 days" in gloss("Ja, innerhalb von dreißig Tagen.", "de")
    assert gloss("No es posible responder.", "es").startswith("I cannot answer this")
    assert "28 September 2014" in gloss("daté du 28 septembre 2014", "fr")
    assert "3 May 2001" in gloss("el 3 de mayo de 2001", "es")
    assert gloss("Yes, it does.", "en") == "Yes, it does."


def test_a_verdict_word_led_to_by_a_conclusion_word_reads_as_a_verdict() -> None:
    assert gloss("La définition vise aussi X. Donc non, elle ne se limite pas.", "fr") == (
        "La définition vise aussi X. No, elle ne se limite pas."
    )
    assert gloss("Nach Ziffer 6.2 enden sie – die Antwort lautet also ja: alles.", "de").endswith(
        "– Yes: alles."
    )
    assert gloss("Esatto, va restituito.", "it") == "Yes, va restituito."
    assert gloss("Il ne dit non plus rien.", "fr") == "Il ne dit non plus rien."


def test_tens_up_to_ninety_and_short_declines_tell_the_language() -> None:
    assert gloss("Con un preaviso de noventa (90) días.", "es") == "Con un preaviso de 90 days."
    assert detect("Désolé, impossible de me prononcer là-dessus.") == "fr"
    assert (
        detect("Busque en el texto íntegro del Acuerdo si existe alguna cláusula; no lo encuentro.") == "es"
    )


def test_a_source_label_reads_as_a_word_for_the_passages() -> None:
    assert gloss("Sì, sopravvive.\n\nFonte: mini-13:19", "it").endswith("Passages: mini-13:19")
    assert gloss("Ja, zehn Tage.\n\nQuelle: cnli-29:27", "de").endswith("Passages: cnli-29:27")


@pytest.mark.parametrize(
    "sentence",
    [
        "In den abgerufenen Passagen ist keine Haftungsobergrenze genannt.",
        "Del acuerdo solo aparecen el preámbulo (mini-02:1); ninguno de ellos fija el plazo.",
        "Os excertos recuperados resumem-se ao título; nenhum deles fixa um prazo para a confirmação.",
        "Les extraits récupérés ne fixent aucune durée de confidentialité.",
        "Nessuno dei passaggi recuperati fissa un termine per la restituzione.",
    ],
)
def test_a_clause_naming_the_evidence_and_negating_reads_as_a_reason(sentence: str) -> None:
    glossed = gloss(sentence, detect(sentence))
    assert "the passages do not mention" in glossed
    assert explains(glossed)


@pytest.mark.parametrize(
    "sentence",
    [
        "Secondo i passaggi recuperati la parte ricevente non può divulgare le informazioni.",
        "Los pasajes muestran que la parte receptora no puede divulgar la información.",
        "Laut den Passagen darf die Partei keine Kopie behalten.",
        "La parte receptora no puede divulgar la información confidencial a terceros.",
    ],
)
def test_a_statement_beside_the_evidence_is_no_reason(sentence: str) -> None:
    assert not explains(gloss(sentence, detect(sentence)))


def test_other_agreements_in_the_plural_and_alarm_words_are_classed() -> None:
    assert "another agreement" in gloss("Le clausole appartengono ad altri accordi.", "it")
    assert alarms(gloss("Lassen Sie den Vertrag SOFORT prüfen.", "de"))
    assert alarms(gloss("Revise el contrato inmediatamente.", "es"))


def test_a_negative_beside_a_verb_of_answering_declines_but_a_duty_does_not() -> None:
    assert gloss("Não dá para responder com segurança.", "pt").startswith("I cannot answer this")
    assert gloss("Non si può determinare dal testo.", "it") != "Non si può determinare dal testo."
    assert "I cannot answer this" not in gloss("La parte receptora no puede decir nada a terceros.", "es")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Aucune idée, désolé.", "fr"),
        ("Pas d'info là-dessus.", "fr"),
        ("Boh, non saprei.", "it"),
        ("Ni idea, la verdad.", "es"),
        ("Keine Ahnung, ehrlich gesagt.", "de"),
        ("Não faço ideia.", "pt"),
    ],
)
def test_a_negative_beside_a_word_of_knowing_declines(text: str, language: str) -> None:
    assert "I cannot answer this" in gloss(text, language)


def test_knowing_without_a_negative_beside_it_is_no_decline() -> None:
    assert "I cannot answer this" not in gloss("Sí, la parte sabe que no puede divulgar nada.", "es")
    assert "I cannot answer this" not in gloss("Oui, la partie réceptrice sait tout du projet.", "fr")


def test_a_negative_beside_a_word_for_being_in_the_text_is_a_reason() -> None:
    assert "the passages do not mention" in gloss("Steht so nicht drin.", "de")
    assert "the passages do not mention" in gloss("La duración no aparece en el contrato.", "es")
    assert "do not mention" not in gloss("Ja, das steht in Ziffer 4.", "de")
    later = "La cláusula aparece en la sección 4, y la parte no puede ceder."
    assert "do not mention" not in gloss(later, "es")


def test_a_clause_opening_with_a_negative_word_names_the_evidence_its_sentence_names() -> None:
    text = "Dos trechos recuperados, um é o preâmbulo (cnli-39:5); nenhum fixa um teto."
    assert "the passages do not mention fixa" in gloss(text, "pt")
    assert "do not mention" not in gloss("El preámbulo es claro; ninguna parte puede ceder.", "es")


def test_a_hedge_leads_to_a_verdict_word_and_stays_a_guess() -> None:
    assert gloss("Vermutlich ja – Kopien sind erlaubt.", "de").startswith("Yes, probably –")
    assert gloss("Probablemente no.", "es").startswith("No, probably")


def test_numeric_dates_are_day_first_and_numbers_between_tens_are_read() -> None:
    assert "8 January 2020" in gloss("o acordo datado de 8/1/2020 não é", "pt")
    assert "7 November 2001" in gloss("se celebró el 07/11/2001", "es")
    assert "24 months" in gloss("für die Dauer von vierundzwanzig (24) Monaten", "de")
    assert "45 days" in gloss("en un plazo de cuarenta y cinco días", "es")
    assert "section 1.2 and 2.4" in gloss("le clausole 1.2 e 2.4", "it")
    assert detect("Sete (7) dias após a instrução escrita (cnli-3:47).") == "pt"


def test_a_quotation_in_the_passages_language_does_not_tell_the_answers_language() -> None:
    text = "Direi di no. Il Recipient «will not modify, reverse engineer or disassemble any software» (x:14)."
    assert detect(text) == "it"
    assert (
        detect('{"answer": "fünf (5) Jahre", "explanation": "Die Pflichten gelten noch fünf Jahre fort."}')
        == "de"
    )
    assert "section 2.1" in gloss("Según el punto 2.1, no puede revelarla.", "es")


def test_a_conclusion_word_then_a_hedge_lead_to_a_verdict_word() -> None:
    text = "Mas, em geral, este tipo de NDA mantém a confidencialidade, portanto provavelmente sim."
    assert gloss(text, "pt").endswith("Yes, probably.")


@pytest.mark.parametrize(
    ("text", "language", "advises"),
    [
        ("Schauen Sie am besten in Abschnitt 2 des Briefs nach.", "de", True),
        ("Vérifiez la clause 4 du contrat.", "fr", True),
        ("Die Parteien müssen Sie informieren.", "de", False),
        ("Avez-vous le texte complet ?", "fr", False),
    ],
)
def test_a_formal_imperative_opening_a_sentence_is_a_next_step(
    text: str, language: str, advises: bool
) -> None:
    from harness.text.refusal import offers_next_step

    assert offers_next_step(gloss(text, language)) is advises


@pytest.mark.parametrize(
    ("text", "language", "reading"),
    [
        ("Mitnichten.", "de", "No"),
        ("Nei, das gaht nöd.", "de", "No"),
        ("Nem pensar. A parte não pode copiar.", "pt", "No"),
        ("Ni hablar: la parte no puede ceder.", "es", "No"),
        ("Bien sûr, la partie peut en garder une copie.", "fr", "Yes"),
        ("Tem que devolver, sim. A parte tem que devolver tudo.", "pt", "Yes"),
    ],
)
def test_emphatic_and_closing_verdict_words_read_as_verdicts(text: str, language: str, reading: str) -> None:
    assert reading in gloss(text, language)


def test_a_verdict_word_inside_a_clause_is_no_verdict() -> None:
    assert "Yes" not in gloss("A parte sim deve devolver tudo.", "pt")
    assert "No" not in gloss("La parte no puede, en ningún caso, ceder el acuerdo.", "es")


@pytest.mark.parametrize(
    ("text", "language", "reading"),
    [
        ("Je ne trouve pas la clause ; à mon avis, donc la réponse serait non.", "fr", "No"),
        ("No encuentro la cláusula; aun así, la respuesta sería sí.", "es", "Yes"),
        ("Ich finde die Klausel nicht; die Antwort wäre nein.", "de", "No"),
        ("Non trovo la clausola; comunque la risposta sarebbe no.", "it", "No"),
        ("Não encontro a cláusula; mesmo assim, a resposta seria sim.", "pt", "Yes"),
    ],
)
def test_a_verdict_word_after_a_conditional_conclusion_is_a_verdict(
    text: str, language: str, reading: str
) -> None:
    """A guess put as what the answer would be ("la réponse serait non") after a decline commits."""
    assert reading in gloss(text, language)
