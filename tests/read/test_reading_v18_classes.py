"""reference-22: reading classes found on the tuning parts of the eighteenth and nineteenth blind sets
(``styles_v18``: outlines and trees, translated answers, evidence weighing; ``styles_v19``: quote-first
and tagged replies, plain-language explainers, legal memos in other languages), each with the near-miss
it must not change. The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from harness.read.reader import read
from harness.read.stages import final_stage
from harness.text.claims import sentence_role
from harness.text.values import claim_values
from harness.text.yes_no import explicit_verdict
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1
NULL = question(stratum="retrieval_null")


def _extra(reply: str, q=SHARE, retrieved: tuple[str, ...] = ("mini-01:1", "mini-01:0", "mini-01:2")) -> int:
    return grade_answer(q, answer(reply, retrieved_ids=retrieved), CORPUS).extra_claim_count


@pytest.mark.parametrize(
    "text",
    [
        "Verdict: yes (90%)",
        "leaning no (roughly 55 %) on these passages",
        "Support 3/3, Contradiction 0/3",
        "I am 80% confident of it",
        "confidence: 75%",
    ],
)
def test_a_reply_s_confidence_in_itself_is_no_value(text: str) -> None:
    assert claim_values(text) == []


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("a fee of ten percent (10%) of the price", "percent", 10.0),
        ("interest at 5% per year", "percent", 5.0),
        ("dated 3/4/2020", "date", "2020-03-04"),
    ],
)
def test_a_stated_percentage_or_date_stays_a_value(text: str, kind: str, value: object) -> None:
    assert (kind, value) in [(a.kind, a.value) for a in claim_values(text)]


def test_a_verdict_word_before_an_aside_in_parentheses_is_the_verdict() -> None:
    assert explicit_verdict("No (55%).") == "no"
    assert explicit_verdict("Yes (see the clause).") == "yes"
    assert explicit_verdict("Nobody (not even staff) may see it.") is None


@pytest.mark.parametrize(
    "reply",
    [
        "The retriever sent back an empty list, so any verdict would be unfounded. A search on 'employees'"
        " ought to bring up the clause.",
        "The context for this question came back empty, which leaves nothing to base a yes or no on.",
        "Zero excerpts reached me for this agreement. Searching it for 'staff' is likely to turn it up.",
        "Can't weigh this one. No verdict.",
    ],
)
def test_an_empty_retrieval_named_as_the_reason_is_a_refusal(reply: str) -> None:
    grade = grade_answer(NULL, answer(reply, retrieved_ids=()), CORPUS)
    assert grade.factuality == "refused"
    assert grade.extra_claim_count == 0


def test_a_search_hint_is_no_verdict_but_a_guess_still_is() -> None:
    hint = "I can't confirm it here. A fresh search on 'employees' ought to surface the clause."
    assert grade_answer(NULL, answer(hint, retrieved_ids=()), CORPUS).factuality == "refused"
    guess = "I can't confirm it here, but the agreement ought to allow it: yes, probably."
    assert grade_answer(NULL, answer(guess, retrieved_ids=()), CORPUS).factuality != "refused"


@pytest.mark.parametrize(
    "note",
    [
        "[Translator's note: 'Recipient' is rendered as 'destinataire' throughout.]",
        "Glossary for the review team: 'set aside' = not relied on.",
        "(Back-translation check: meaning unchanged.)",
        "N. del T.: «employees» se tradujo como «empleados».",
    ],
)
def test_a_note_on_the_reply_s_own_wording_is_no_claim(note: str) -> None:
    assert _extra(f"Yes. Employees may receive it [mini-01:1].\n{note}") == 0


def test_a_plain_note_on_the_documents_stays_a_claim() -> None:
    assert _extra("Yes. Employees may receive it [mini-01:1].\nNote: the term runs five years.") == 1


def test_a_line_naming_only_the_asked_agreement_is_no_claim() -> None:
    dated = question(
        text="Under the NDA between Acme Robotics and Borealis Labs dated March 3, 2019, may the receiving"
        " party share confidential information with its employees?"
    )
    branch = "\n └─ Sharing with employees ── YES [mini-01:1]"
    assert _extra(f"Acme Robotics ↔ Borealis Labs NDA (3 Mar 2019){branch}", dated) == 0
    # a date the question does not hold is a claim of its own
    assert _extra(f"Acme Robotics ↔ Borealis Labs NDA (5 Jun 2021){branch}", dated) == 1


def test_an_outline_s_enumerators_are_list_marks() -> None:
    outline = (
        "I. Verdict\n   A. —\nII. Next step\n   A. Pull the definitions section of the NDA and ask again"
    )
    grade = grade_answer(SHARE, answer(outline), CORPUS)
    assert grade.factuality == "refused" and grade.refusal_quality == 1 and grade.extra_claim_count == 0


@pytest.mark.parametrize(
    "reply",
    [
        '<quotes>\n<quote source="mini-01:0">This Non-Disclosure Agreement is made on March 3, 2019 ...'
        "</quote>\n</quotes>\n<answer>These quotes do not say who may get it, so I can't answer.</answer>",
        'Relevant quotes:\n[1] "This Non-Disclosure Agreement is made on March 3, 2019 ..." (mini-01:0)\n\n'
        "Answer: The quote above is only the preamble, so I can't answer.",
    ],
)
def test_quotes_before_a_decline_are_evidence_not_an_answer(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "refused"
    assert grade.citation_exists is not False


def test_a_quote_first_answer_cites_through_its_quotes() -> None:
    reply = (
        'Relevant quotes:\n[1] "The Receiving Party may share Confidential Information with its employees" '
        '(mini-01:1)\n[2] "This Non-Disclosure Agreement is made on March 3, 2019" (mini-01:0)\n\n'
        "Answer: Yes. Employees may receive it [1]."
    )
    staged = final_stage(reply)
    assert staged is not None and staged.final.startswith("Yes.")
    assert "[1] mini-01:1" in staged.final
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct" and grade.citation_supports is True
    tagged = (
        '<zitate><zitat quelle="mini-01:1">The Receiving Party may share ...</zitat></zitate>\n'
        "<antwort>Ja. Die empfangende Partei darf sie an Mitarbeiter weitergeben (mini-01:1).</antwort>"
    )
    assert grade_answer(SHARE, answer(tagged), CORPUS).factuality == "correct"


def test_a_reply_without_a_quotes_section_is_not_staged() -> None:
    assert final_stage("Answer: Yes [mini-01:1].\nWhy: employees may receive it.") is None


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        ("Think of it like a library card: it opens the reading room, not the vault.", "illustration"),
        ("It's a bit like borrowing a neighbour's ladder.", "illustration"),
        ("What this means for you: gather the files and send them back.", "advice"),
        # an everyday comparison to another agreement is a claim, not a picture
        ("It is like the five-year term in the Corvane agreement.", "claim"),
    ],
)
def test_explainer_pictures_and_advice_are_no_claims(sentence: str, role: str) -> None:
    assert sentence_role(sentence, SHARE.text) == role


@pytest.mark.parametrize(
    "reply",
    [
        "Conclusion : Nous ne sommes pas en mesure de confirmer ce point. Recommandation : demander le texte"
        " intégral.",
        "Ergebnis: Eine Aussage kann derzeit nicht angegeben werden. Empfehlung: vollständigen Vertrag"
        " anfordern.",
        "Conclusión: No procede pronunciarse.",
    ],
)
def test_a_formal_decline_in_another_language_is_a_refusal(reply: str) -> None:
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "refused"


def test_a_formal_guess_after_a_decline_still_commits() -> None:
    reply = (
        "Conclusão: não podemos confirmar o regime com estes excertos. Ainda assim, a nossa leitura provável"
        " é que sim: os empregados podem recebê-la."
    )
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality != "refused"
    # the same words as a party's own duty ("we may not share it") are no decline
    duty = "Conclusão: não podemos partilhar a informação com terceiros [mini-01:1]."
    assert read(SHARE, answer(duty)).reading.refused is False


def test_a_verdict_word_after_a_short_scope_reads_in_another_language() -> None:
    assert (
        read(SHARE, answer("Nesse acordo, sim: os empregados podem recebê-la [mini-01:1].")).reading.verdict
        == "yes"
    )


GERMAN = "Ja. Die empfangende Partei darf sie an ihre Mitarbeiter weitergeben [mini-01:1]."
FRENCH = "Oui. La partie destinataire peut les communiquer à ses employés [mini-01:1]."
PORTUGUESE = "Sim. A parte recetora pode partilhá-las com os seus empregados [mini-01:1]."


@pytest.mark.parametrize(
    ("reply", "extra"),
    [
        (f"{GERMAN}\nAnmerkung: Die Frist beginnt erst mit dem Ende des Projekts.", 1),
        (f"{FRENCH}\nCommentaire : une telle clause figure dans presque tous les accords de ce type.", 1),
        # a remark on the reply itself: a disclaimer, a translation
        (f"{GERMAN}\nHinweis: Dies ist keine Rechtsberatung.", 0),
        (f"{PORTUGUESE}\nNota: tradução automática a partir do rascunho em inglês.", 0),
    ],
)
def test_a_labeled_remark_in_another_language_is_a_statement_of_its_own(reply: str, extra: int) -> None:
    assert _extra(reply) == extra


@pytest.mark.parametrize(
    ("reply", "quality"),
    [
        # the quotes shown are evidence: saying they do not settle it is a reason
        (
            'Relevant quotes:\n"This Non-Disclosure Agreement is made on March 3, 2019 ..." (mini-01:0)\n\n'
            "Answer: These quotes do not say whether employees may receive it, so I can't answer.",
            1,
        ),
        # a long search hint is still a next step
        (
            "Retrieval returned no passages, so I won't guess. Re-running retrieval on the Acme Robotics and"
            ' Borealis Labs Non-Disclosure Agreement of March 3, 2019, with terms such as "employees" and'
            ' "need to know", should surface the clause that answers it.',
            3,
        ),
        # a formal memo's reason and recommendation in another language
        (
            "Conclusão: não é possível responder com base nos elementos disponíveis. Fundamento: nenhum dos"
            " excertos trata de partilha com empregados. Recomendação: verificar o texto integral.",
            3,
        ),
    ],
)
def test_reasons_and_next_steps_of_these_forms_are_read(reply: str, quality: int) -> None:
    empty = reply.startswith("Retrieval")
    retrieved = () if empty else ("mini-01:0",)
    grade = grade_answer(NULL if empty else SHARE, answer(reply, retrieved_ids=retrieved), CORPUS)
    assert grade.factuality == "refused" and grade.refusal_quality == quality


@pytest.mark.parametrize(
    "reply",
    [
        "Status: BLOCKED\nReason: no Acme/Borealis sharing clause was retrieved.\nNext: fetch section 2.",
        "Estado: desconocido\nMotivo: no se recuperó ninguna cláusula sobre empleados.",
    ],
)
def test_an_open_status_is_a_decline(reply: str) -> None:
    assert grade_answer(SHARE, answer(reply, retrieved_ids=("mini-01:0",)), CORPUS).factuality == "refused"


def test_a_settled_status_is_no_decline() -> None:
    reply = "Status: GREEN\nEmployees may receive it [mini-01:1]."
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "correct"


def test_a_value_asked_about_in_the_answer_s_own_question_is_not_stated() -> None:
    value = question(gold="5 years", evidence=("mini-01:3",), answer_type="value", stratum="unanswerable")
    reply = (
        "Does the five-year term in the set apply? No; that sentence belongs to a different agreement"
        " [mini-01:3]. Conclusion: the passages do not give the period, so I can't state one."
    )
    assert grade_answer(value, answer(reply, retrieved_ids=("mini-01:3",)), CORPUS).factuality == "refused"


def test_a_source_note_with_a_signal_before_its_id_maps_its_marker() -> None:
    reply = (
        "Non¹. Contrairement à un autre accord².\n\n¹ mini-01:1.\n² A contrario : mini-01:2, un autre accord."
    )
    from harness.read.markers import resolve

    resolved = resolve(reply, ("mini-01:1", "mini-01:0", "mini-01:2"))
    assert not resolved.unmapped and "[mini-01:2]" in resolved.text


def test_the_yes_or_no_of_a_sub_question_before_a_conclusion_is_no_verdict() -> None:
    reply = (
        "Which agreement is this? The NDA between Acme Robotics and Borealis Labs [mini-01:0].\n"
        "Does it limit sharing to officers? No.\n"
        "So: yes. Employees may receive it [mini-01:1]."
    )
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct"
    # the answer's own wording of the question itself, answered: its yes/no is the verdict
    restated = "May the receiving party share it with its employees? No [mini-01:1]."
    assert grade_answer(SHARE, answer(restated), CORPUS).factuality == "wrong"
    # with no conclusion after it, a sub-answer stays as it was read
    alone = "Does it limit sharing to officers? No."
    assert read(SHARE, answer(alone)).reading.verdict is not None


@pytest.mark.parametrize(
    ("reply", "quality"),
    [
        (
            "Status: BLOCKED — retrieval returned 0 passages for this question.\nAction: re-run retrieval on"
            " the NDA.",
            3,
        ),
        ("Reason: the retrieval set holds no Acme sharing rule.\nNext step: pull section 2 of the NDA.", 3),
        ("Da muss ich leider passen.", 0),
    ],
)
def test_more_status_and_everyday_declines(reply: str, quality: int) -> None:
    grade = grade_answer(NULL, answer(reply, retrieved_ids=()), CORPUS)
    assert grade.factuality == "refused" and grade.refusal_quality == quality


def test_a_sentence_in_another_language_naming_the_parties_is_backed_by_the_preamble() -> None:
    reply = (
        "Oui [mini-01:1].\n"
        "Acme Robotics et Borealis Labs sont bien les parties de l'accord du 3 mars 2019 [mini-01:0]."
    )
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct" and grade.citation_supports is True


def test_json_lines_are_read_as_the_answer_s_records() -> None:
    reply = (
        '{"event": "retrieve", "qid": "q-7", "passages": 3}\n'
        '{"event": "answer", "qid": "q-7", "answer": "yes", "citations": ["mini-01:1"]}'
    )
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct" and grade.citation_exists is True


@pytest.mark.parametrize(
    "reply",
    [
        "   qid answer   evidence\n0  q-7    yes  mini-01:1",
        " qid | answer | evidence\n-----+--------+-----------\n q-7 | yes    | mini-01:1\n(1 row)",
    ],
)
def test_a_table_a_program_printed_is_read_as_a_record(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct" and grade.citation_exists is True


@pytest.mark.parametrize(
    "reply",
    [
        "> [!WARNING]\n> I can't tell from these passages: none covers sharing with staff.\n\n"
        "> [!TIP]\n> Open the NDA's confidentiality section and check who may receive it.",
        ":::danger\nThe passages do not mention who may receive it, so I can't answer.\n:::\n\n"
        ":::tip\nRun the search again on the NDA's confidentiality section.\n:::",
    ],
)
def test_an_admonition_s_type_is_markup_not_alarm(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply, retrieved_ids=("mini-01:0",)), CORPUS)
    assert grade.factuality == "refused" and grade.refusal_quality == 3


def test_a_github_callout_s_body_is_the_answer_s_own_words() -> None:
    reply = "> [!NOTE]\n> Yes. Employees may receive it [mini-01:1]."
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "correct"
