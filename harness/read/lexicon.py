"""The reader's lexicon, as data: every word class once, per language.

Each language maps a word class to its entries. An entry is a phrase (spaces match any run of
whitespace, matching is case-insensitive and bounded by word edges). The classes:

- ``yes`` / ``no``: a verdict word ("Ja", "Sí", "Oui", "Nein", "Não").
- English only, read by ``harness.read.terse`` at an answer's opening: ``terse_yes`` / ``terse_no``
  / ``terse_decline`` (chat forms: "ya ofc", "nah", "idk", "n/a"; case-blind, letters may be drawn
  out), ``decline_tail`` (what may trail a terse decline: "no idea sry", "idk for sure") and the
  language-neutral ``emoji_yes`` / ``emoji_no`` / ``emoji_decline`` ("✅", "❌", "🤷").
- ``conclusion``: words that lead to a verdict word ("Donc non", "die Antwort lautet also ja"): a
  verdict word after them reads as one opening a sentence.
- ``general``: words of general knowledge ("üblich", "por lo general", "usually"), read as
  "typically"; a refusal's sentence holding one (or a ``hedge``) claims what agreements usually say.
- ``alarm``: alarm words ("dringend", "¡URGENTE!", "pericoloso"), read as "urgent".
- ``decline``: the answer says it cannot answer ("No es posible responder", "Je ne peux pas").
- ``reason``: the answer says what the evidence lacks ("die Passagen erwähnen keine ...").
- ``next_step``: the answer advises an action ("consulte el contrato completo").
- ``section``: words for a numbered part of an agreement ("Ziffer 5.1", "cláusula 7"): no value.
- ``evidence``: nouns for the passages shown ("Auszüge", "extraits", "pasajes").
- ``another_agreement``: words placing a clause in another agreement ("otro acuerdo", "appartiene
  all'accordo tra ...", "no se aplica aquí").
- ``premise``: words of a premise correction ("pas du", "en realidad", "sondern").
- ``not_party``: "is not a party" ("ist nicht Vertragspartei", "n'est pas partie"): a premise
  correction naming who did not sign, read as English's.
- ``parties``: the plural word for an agreement's parties ("Parteien", "partes"): a refusal's reason that the
  passages do not name them is checked like the English one (cue ``reason.agreement_absent``).
- ``hedge``: a pivot from declining to committing to a guess ("probablemente", "wahrscheinlich").
- ``function``: frequent function words, which tell the language.
- ``imperative``: the shape of a formal imperative opening a sentence, as a pattern (German "Schauen
  Sie ... nach", French "Vérifiez ..."): advice to act, a next step. Languages whose formal
  imperative has no shape of its own (es, it, pt) list their verbs under ``next_step``.
- ``concession``: a word that opens a conceding clause ("although", "aunque", "anche se"): a value the
  sentence states before it stays committed (``harness.text.decline.caveated``).
- ``closing``: a letter's sign-off ("Kind regards,", "Mit freundlichen Grüßen"): it and the short
  signature lines after it are no claim.
- ``wrote``, ``forwarded``, ``mail_header``, ``mail_notice`` and (English, for every language)
  ``bot_name``: the parts of a message thread around a bot's reply (``harness.text.thread``): the
  attribution line of a quoted earlier message ("On 3 May, Tom wrote:", "Am ... schrieb ...:"), a
  forwarded message's marker and header fields, a confidentiality footer ("This message is
  confidential ..."), and the words that mark a speaker as the bot ("RAG-Assistant  APP", "Lexi (AI
  assistant)", "ContractBot", "Comment from X (automated)").
- ``comment_noun``: a review comment's label ("[Comment JD1]:", "Commentaire [JD7] :"): its reviewer
  tag is no citation (``harness.text.answer_format``).
- ``remark_label``: a label that sets a remark apart from the answer ("Anmerkung:", "Nota:",
  "Commentaire :"): in another language, what follows is a statement of its own, not the verdict
  said again.
- ``about_reply``: words that make a remark about the reply itself (a disclaimer of legal advice, a
  translation): such a remark ("Hinweis: Dies ist keine Rechtsberatung.") is no claim.
- ``finite_common`` (other languages): frequent finite verbs ("ist", "contient", "depende"): a labeled
  remark holding one states something; a remark without one is a topic line.
- ``cross_reference``: a signal before a source note's id ("³ A contrario : cnli-73:19", "[2] See also
  mini-01:4", "Vgl. ..."): the entry still maps its number to that id.
- ``status_label`` / ``status_open``: a status report's label and a value that leaves the question open
  ("Status: BLOCKED", "Estado: desconocido"): a decline.
- ``text_note``: the label of a note about the reply's own text, not about the documents ("Translator's
  note:", "[Localisation note: ...]", "N. do T.:", "Glossar:"): no claim and no verdict.
- ``explainer_label``: a plain-language explainer's run-in label ("In plain English:", "Was das für Sie
  bedeutet:"): read like "Bottom line:", a label and not a sentence's words.
- ``analogy``: words that frame a comparison as a picture ("Think of it like a rental car", "Stellen Sie
  sich das wie einen Schirm vor"): the sentence is an illustration, no claim about the documents.
- ``quotes_label``: the label or tag of a quote-first reply's quotes ("Relevant quotes:", ``<zitate>``):
  the evidence shown before the answer, read as a scratch stage (``harness.read.stages``).
- ``question_label`` / ``answer_label``: the labels of a Q/A pair ("Q: ... ?" then "A: ...", "P: / R:"):
  the question line restates what was asked, the answer line is the answer (``harness.read.reader``).
- ``salutation``: words that open a letter's greeting or thanks line ("Sehr geehrte Damen und Herren,",
  "Merci de votre confiance !"): no claim, and its exclamation mark is courtesy, no alarm.
- English only, read by the sentence reader: ``finite`` (auxiliaries and modals that make a clause a
  statement), ``finite_weak`` ("might", "could"), ``need_forms``, ``grant_verbs`` ("gives", "lets"),
  ``negators``, ``deontic_participles`` ("required", "permitted"), ``copulas`` (before a
  negator they make it the predicate: "is not required"), ``permission_modals``, ``duty_modals``,
  ``permission_participles``, ``prohibition_participles``, ``duty_participles`` and ``blocking_verbs``
  (a bare deontic statement about the asked act, "Nothing prevents it.": ``harness.text.deontic``),
  ``negated_subjects``, ``exception_words``, ``limiting_words``,
  ``condition_words`` and ``absolute_scope`` (the force of a duty a claim or a passage states, and
  whether it is limited, qualified or said to hold always: ``harness.grade.support.modal_flip``,
  ``duty_problems``), ``party_roles`` (the two sides of a duty by role, "recipient" and
  "disclosing party": ``harness.grade.support.role_swap``), ``consent_words`` (a consent a condition
  can require), ``inclusion_words`` / ``exclusion_words`` (a clause listing what it covers, or leaving
  something out: ``harness.grade.support.added_consent``, ``invented_exclusion``),
  ``recipient_classes`` / ``recipient_umbrellas`` (who may receive the information, and a defined
  term covering any of them: ``harness.grade.support.recipients_beyond``), ``duty_nouns``
  (a duty a party owns, "Wrenhaven's obligations": ``other_party``), ``none_values`` (a value answer's lead
  saying the asked quantity does not exist, "No notice period": ``harness.text.values.denied_value``),
  ``passage_kind`` (what a passage can
  be as a part of its agreement: "title", "preamble", "signature"), ``same_sense`` (wordings of one
  sense, ``word=variant variant_phrase ...``: "send back" and "hand over" are "return", "staff" is
  "employee", "written" is "writing"; a claim's paraphrase meets its passage's wording).
- Other languages, read by the structural reason rule (``harness.read.language``): ``negative``
  (negative words), ``retrieved`` (participles for the passages shown), ``of_them`` (a pronoun for
  them), ``subordinator`` (words opening a subordinate clause), ``according`` (words naming a
  statement's source), ``answer_verb`` (verbs of answering a question, not of telling: a negative beside one
  declines; "no puede decir nada a terceros" is a duty),
  ``know`` (verbs of knowing and nouns for an idea or information: a negative beside one declines,
  "Aucune idée", "Ni idea", "Boh, non saprei", "Keine Ahnung", "Pas d'info"), ``in_text`` (words
  for being in the text: a negative beside one is a reason, "Steht so nicht drin", "no aparece"),
  ``answer_noun`` / ``answer_copula`` ("die kurze Antwort ist", "la respuesta corta es": the answer,
  up to two words, then its copula, lead to a verdict word like a ``conclusion``),
  ``number_variants`` (a number word's other gender or shortened form, ``word=value``: "duas=2",
  "veintiún=21", "einen=1"), ``conjunction`` ("und", "y": between two numbers, "and"), ``contrast``
  ("aber", "mais", "pero": a clause may open with one before its negative word), ``tell_verb`` /
  ``speaker`` (a verb of telling and the speaker as its subject: "kann ich Ihnen nicht nennen", "no
  puedo decirle" decline; "darf sie nicht nennen", a duty, names no speaker), ``compound`` /
  ``compound_ones`` / ``twenties`` (how number words between the tens are composed).
- ``fields``: an output contract's field names -> the English field (``"respuesta": "No"`` is an
  answer field, ``"citas"`` a citations list).
- ``months``: month name -> month number (English: ``ENGLISH_MONTHS`` and
  ``ENGLISH_MONTH_ABBREVIATIONS``, below); ``numbers``: number word -> value;
  ``units``: duration word -> the English unit ("Tage" -> "days").

Other languages' entries are read by glossing them into the English the text primitives read
(``harness.read.language``); the English classes ``another_agreement`` and ``evidence`` are the
one source the English patterns are built from.
"""

from __future__ import annotations

from functools import cache
from typing import Final

LANGUAGES: Final = ("en", "de", "fr", "es", "it", "pt")

WordClass = dict[str, tuple[str, ...]]

LEXICON: Final[dict[str, WordClass]] = {
    "en": {
        "yes": ("yes", "yeah", "yep", "affirmative"),
        "no": ("no", "nope", "negative"),
        # terse and chat forms of a verdict or a decline opening an answer (``harness.read.terse``):
        # read in any case and with letters drawn out ("YESSS", "Nooo"); a one-letter form only when
        # nothing but citations follows it ("Y [x:1]"); a decline phrase of several words ("not applicable",
        # "no clue") only before a clause break or citations; a terse yes never before a negator ("of course
        # not"); an emoji not before a capitalised clause ("✓ Checked"); emoji classes are language-neutral
        "terse_yes": (
            "y",
            "ya",
            "yah",
            "yea",
            "yeh",
            "yse",
            "yup",
            "yas",
            "ofc",
            "of course",
            "affirm",
            "exactly",
            "absolutely",
            "certainly",
            "definitely",
            "indeed",
        ),
        "terse_no": (
            "n",
            "nah",
            "naw",
            "nay",
            "nop",
            "not at all",
            "absolutely not",
            "certainly not",
            "definitely not",
        ),
        "terse_decline": (
            "idk",
            "dunno",
            "no comment",
            "no clue",
            "n/a",
            "not applicable",
            "no idea",
            "empty response",
        ),
        # what may trail a terse decline ("no idea sry", "idk for sure", "No idea, I am afraid.")
        "decline_tail": (
            "sorry", "sry", "srry", "soz", "I am afraid", "unfortunately", "honestly", "really", "here", "mate",
            "friend", "for sure", "tbh", "ngl", "lol", "haha", "rn", "atm", "either",
        ),
        "emoji_yes": ("✅", "✔", "✓", "☑", "👍", "🆗"),
        "emoji_no": ("❌", "✖", "✗", "✘", "👎", "🚫", "⛔"),
        "emoji_decline": ("🤷", "¯\\_(ツ)_/¯", "¯\\_(ツ)_/"),
        "evidence": (
            "passage",
            "passages",
            "excerpt",
            "excerpts",
            "extract",
            "extracts",
            "context",
            "document",
            "documents",
            "doc",
            "docs",
            "source",
            "sources",
            "snippet",
            "snippets",
            "text",
            "texts",
            "material",
            "materials",
            "quotes",
        ),
        # a numbered part of an agreement ("clause 5.1", "Sections 3 and 4"): ``SECTION_NOUN``
        "section": (
            "clause",
            "clauses",
            "section",
            "sections",
            "paragraph",
            "paragraphs",
            "article",
            "articles",
        ),
        # evidence nouns that also name what an agreement holds ("the text of clause 5", "the Discloser's
        # documents"): the passages shown only with a participle ("the text provided", ``RETRIEVED_SET``)
        "evidence_content": (
            "context document documents doc docs source sources text texts material materials",
        ),
        # what a retrieval step returns, named as such ("no passages were retrieved", "outside the documents")
        "retrieval_result": (
            "passage passages document documents excerpt excerpts context result results match matches",
        ),
        # words that point to the evidence, not name it: a fragment of only these and citations ("See
        # references [x:1].") belongs to the sentence before (``harness.text.verdict``)
        "evidence_reference": ("reference references citation citations see cited evidence",),
        "another_qualifier": (
            "another a_different different separate unrelated a_second third-party third_party",
        ),
        "agreement_noun": (
            "agreement agreements contract contracts nda ndas document documents deal deals letter letters"
            " form forms report reports transaction transactions",
        ),
        "whole_agreement_noun": ("agreement agreements contract contracts nda ndas deal deals",),
        "function": (
            "the a an and or is are was not no of to that does do it in on for with by as this be i we you"
            " can may must there any",
        ),
        "hedge": (
            "in practice",
            "most likely",
            "probably",
            "prob",
            "probs",
            "prolly",
            "odds are",
            "presumably",
            "likely",
            "my guess",
            "from memory",
            "as far as i recall",
            "if i remember correctly",
            "if memory serves",
            "in all likelihood",
            "chances are",
            "my estimate",
            "my best estimate",
            "in my view",
            "in my estimation",
            "my assessment",
        ),
        "general": (
            "usually",
            "typically",
            "normally",
            "generally",
            "in general",
            "as a rule",
            "commonly",
            "customarily",
            "ordinarily",
            "on the short side",
            "on the long side",
            "on the high side",
            "on the low side",
            "by market standards",
        ),
        "explainer_label": (
            "in plain english",
            "in plain terms",
            "in plain words",
            "in everyday terms",
            "in simple terms",
            "simply put",
            "put simply",
            "what this means for you",
            "what it means for you",
            "what that means for you",
            "good to know",
            "heads up",
            "pro tip",
            "how it compares",
            "the gist",
            "in a nutshell",
            "plain english version",
        ),
        "analogy": (
            "think of it like",
            "think of it as",
            "think of this like",
            "think of this as",
            "picture it like",
            "picture it as",
            "an everyday way to picture it",
            "to picture it",
            "imagine it like",
            "by analogy",
            "as an analogy",
            "an analogy",
        ),
        "concession": ("but", "though", "although", "even though", "however", "yet", "albeit"),
        # a verdict taken back at once ("Yes — wait, no."): the one after it stands
        "retraction": (
            "wait",
            "no wait",
            "sorry",
            "I mean",
            "scratch that",
            "correction",
            "make that",
            "or rather",
        ),
        # a spoken word before a verdict that says nothing itself ("Actually no:", "Hmm, yes")
        "interjection": ("actually", "in fact", "okay", "ok", "hmm", "hm", "um", "uh", "oh"),
        # a label line of the output contract ("Final verdict: No"): its noun, and a word that says
        # the label is the last word ("final") or one to be revised ("initial"), or neither ("short")
        "label_noun": (
            "answer",
            "verdict",
            "conclusion",
            "decision",
            "prediction",
            "label",
            "classification",
            "position",
        ),
        # the label or tag of a quote-first reply's quotes ("Relevant quotes:", <quotes>): the evidence it
        # shows before its answer
        "quotes_label": (
            "relevant quotes",
            "quotes",
            "quote",
            "supporting quotes",
            "key quotes",
            "quoted passages",
        ),
        "label_final": ("final", "revised", "updated", "corrected"),
        "label_initial": ("initial", "preliminary", "tentative", "first", "draft"),
        "label_neutral": ("short", "my", "overall", "the"),
        "wrote": ("wrote",),
        "forwarded": ("forwarded message", "original message"),
        "mail_header": ("from", "sent", "date", "to", "cc", "bcc", "subject"),
        "mail_notice": (
            "this message",
            "this e-mail",
            "this email",
            "this communication",
            "this transmission",
        ),
        "bot_name": (
            "bot",
            "app",
            "assistant",
            "ai",
            "automated",
            "auto-answer",
            "auto-reply",
            "copilot",
            "rag",
            "assistent",
            "ki",
            "assistente",
            "asistente",
            "ia",
            "assistant ia",
            "automatisch",
            "automático",
            "automatico",
            "automatique",
        ),
        "question_label": ("q", "question"),
        "answer_label": ("a", "answer"),
        "comment_noun": ("comment", "note"),
        "remark_label": ("note", "remark", "comment", "caveat", "observation", "aside"),
        "about_reply": ("legal advice", "translation", "translated", "machine translation"),
        "cross_reference": ("see", "see also", "cf.", "cf", "compare", "contra", "but see", "a contrario"),
        "status_label": ("status", "state", "result"),
        "status_open": (
            "blocked",
            "unknown",
            "undetermined",
            "pending",
            "unresolved",
            "inconclusive",
            "not determined",
            "cannot determine",
            "n/a",
            "na",
            "tbd",
            "tbc",
            "open",
        ),
        "text_note": (
            "translator's note",
            "translation note",
            "note on the translation",
            "localisation note",
            "localization note",
            "glossary",
            "back-translation",
            "back-translation check",
            "source-language check",
            "prepared for translation",
            "style note",
            "formatting note",
            "editor's note",
        ),
        "closing": (
            "kind regards",
            "best regards",
            "warm regards",
            "regards",
            "sincerely",
            "yours sincerely",
            "yours faithfully",
            "best wishes",
            "many thanks",
            "cheers",
            "best",
        ),
        "salutation": ("dear", "hello", "hi", "greetings", "thanks", "thank you"),
        "numbers": (
            "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
            " seventeen eighteen nineteen",
        ),
        "tens": ("twenty thirty forty fifty sixty seventy eighty ninety",),
        # a year from 2000 to 2039 in words: "{n}" is a number word (``year_words``)
        "year": ("two thousand", "two thousand {n}", "two thousand and {n}"),
        "finite": ("is are was were be does do did has have may must shall can cannot will would should",),
        "finite_weak": ("might could",),
        "need_forms": ("been need needs needed",),
        "grant_verbs": ("gives give grants grant lets let",),
        "negators": ("not no never nothing none",),
        # an auxiliary or modal with its negator, before the verb it denies ("does not prohibit", "can't
        # stand in for"): ``NEGATED_AUXILIARY``
        "negated_auxiliaries": (
            "do_not don't does_not doesn't can_not cannot can't could_not couldn't shall_not will_not won't"
            " should_not shouldn't",
        ),
        "deontic_participles": ("required allowed permitted",),
        # support: the force of a duty ("may" permits, "shall not" / "Neither ... shall" forbids)
        "permission_modals": ("may can could",),
        "duty_modals": ("shall must will",),
        "permission_participles": ("allowed permitted free entitled",),
        # a bare deontic statement about the asked act ("Nothing prevents it.", "Not allowed.", "It is
        # required."): ``harness.text.deontic``
        "prohibition_participles": ("forbidden prohibited barred banned precluded prevented disallowed",),
        "duty_participles": ("required obliged obligated mandatory compulsory",),
        "blocking_verbs": ("stops blocks restricts",),
        "negated_subjects": ("neither no_party no_one nobody none_of",),
        # a prohibition written as a verb: "bars X from soliciting"; "nothing prevents X from" permits
        "prohibiting_verbs": (
            "bar bars prohibit prohibits forbid forbids prevent prevents preclude precludes",
        ),
        "absolute_scope": (
            "always no_exceptions no_exception without_exception in_all_cases in_every_case",
            "under_any_circumstances under_all_circumstances unconditionally",
        ),
        "exception_words": ("unless except excepting provided_that save_that other_than",),
        "limiting_words": ("only solely exclusively",),
        "condition_words": ("without if provided subject_to outside beyond",),
        # support: a party's consent a condition can require, and words that list what a clause covers
        # or leave something out of it (``harness.grade.support.added_consent`` / ``invented_exclusion``)
        "consent_words": (
            "consent consents consented approval approvals approve approves approved permission"
            " authorization authorisation authorize authorise authorized authorised sign-off",
        ),
        # support: who may receive the information (``harness.grade.support.recipients_beyond``); an
        # umbrella term an agreement defines ("Representatives") is read as covering any of them
        "recipient_classes": (
            "employee employees affiliate affiliates agent agents adviser advisers advisor advisors"
            " consultant consultants contractor contractors subcontractor subcontractors counsel accountant"
            " accountants auditor auditors director directors officer officers subsidiary subsidiaries"
            " banker bankers lender lenders investor investors",
        ),
        "recipient_umbrellas": ("representative representatives person persons",),
        "inclusion_words": ("include includes including included means such_as",),
        "exclusion_words": (
            "exclude excludes excluding excluded leave_out leaves_out left_out carve_out carves_out"
            " carved_out not_include does_not_include shall_not_include",
        ),
        # support: the two sides of a confidentiality duty, by role (``harness.grade.support.role_swap``)
        "party_roles": (
            "recipient=recipients receiving_party receiving_parties receiver",
            "discloser=disclosers disclosing_party disclosing_parties",
        ),
        # support: nouns for a duty a party owns ("Wrenhaven's obligations": ``support.other_party``)
        "duty_nouns": ("obligation obligations duty duties undertaking undertakings covenant covenants",),
        # support: a value answer that says the asked quantity does not exist ("No notice period")
        "none_values": ("no zero nil",),
        "copulas": (
            "is are was were be been being remains remain stays shall will may must can should would need"
            " needs",
        ),
        "passage_kind": (
            "title heading caption preamble recital recitals signature signatures address definition"
            " definitions parties opening",
        ),
        # support: words that say where a claim comes from, not what it claims ("Clause 5.1 provides that")
        "reporting": (
            "says said stated provides stipulates stipulated specifies specified notes noted mentions"
            " mentioned explains explained indicates indicated clarifies clarified according spells"
            " clause clauses section sections paragraph paragraphs provision provisions wording",
        ),
        # support: one sense, several wordings (read by ``harness.grade.support``)
        "same_sense": (
            "disclose=share reveal divulge pass_on pass_along hand_on communicate make_available brief",
            "return=send_back sent_back give_back giving_back gave_back hand_back hand_over deliver_back"
            " bring_back surrender",
            "destroy=get_rid_of getting_rid_of got_rid_of dispose_of disposing_of erase delete shred wipe"
            " purge discard",
            "confidential=secret secrecy secretly confidence confidentially",
            "employee=staff personnel worker workers workforce",
            "oral=orally spoken speak speaks verbal verbally aloud out_loud by_word_of_mouth",
            "visual=visually shown display displayed",
            "writing=written write writes wrote in_writing on_paper",
            "terminate=is_over comes_to_an_end",
            "notify=tell tells told inform informs informed alert alerts alerted",
            "prompt=promptly quickly immediately immediate without_delay right_away swiftly"
            " as_soon_as_possible",
            "prohibit=forbid forbids forbidden bar bars barred ban bans banned",
            "copy=copies copied copying duplicate duplicates",
            "retain=keep keeps kept keeping hold holds held holding maintain maintains maintained possession"
            " custody",
            "solicit=poach poaches poaching recruit recruits lure_away entice hire_away",
            "employ=hire hires hired hiring",
            "oblige=duty duties bound",
            "survive=continue continues continued outlast outlasts remain_in_effect remain_in_force"
            " keep_running keeps_running carry_on carries_on carried_on live_on lives_on outlive outlives",
            "indefinite=indefinitely no_end_date without_limit without_end forever perpetual perpetually"
            " in_perpetuity no_time_limit never_expire never_expires",
            "concern=relating_to related_to relates_to regarding in_respect_of with_respect_to",
            "ensure=make_sure see_to_it",
            "designate=mark marks marked label labels labelled labeled flag flags flagged",
            "assign=transfer transfers transferred",
            "expense=cost costs",
            "information=info",
            "request=ask asks asked asking",
            "compel=required_by_law legally_required forced_by_law",
            "prior=beforehand in_advance ahead_of_time",
            "include=cover covers covered",
            "receive=obtain obtains obtained acquire acquires acquired pick_up picks_up picked_up",
            "know=knew known knows",
            "permit=allow allows allowed allowing entitled may_freely consent consents consented approval",
            "disassemble=take_apart takes_apart took_apart pull_apart",
            "agreement=deal deals",
            "affiliate=sister_company sister_companies group_companies",
            "counsel=lawyer lawyers attorney attorneys",
            "third=outsider outsiders anyone_else anyone_outside outside_parties",
        ),
        # words limiting what the evidence holds ("the passages only name the parties"): cue
        # ``reason.only_formal_parts``
        # a pronoun standing for the passages shown ("they only name the parties")
        "they": ("they these those",),
        # a day of the month written as a word before its month ("the first day of March", "am
        # neunten September", "el primero de marzo"), ``word=day``
        "day_ordinals": (
            "first=1 second=2 third=3 fourth=4 fifth=5 sixth=6 seventh=7 eighth=8 ninth=9 tenth=10",
            "eleventh=11 twelfth=12 thirteenth=13 fourteenth=14 fifteenth=15 sixteenth=16",
            "seventeenth=17 eighteenth=18 nineteenth=19 twentieth=20 twenty-first=21 twenty_first=21",
            "twenty-second=22 twenty_second=22 twenty-third=23 twenty_third=23 twenty-fourth=24",
            "twenty_fourth=24 twenty-fifth=25 twenty_fifth=25 twenty-sixth=26 twenty_sixth=26",
            "twenty-seventh=27 twenty_seventh=27 twenty-eighth=28 twenty_eighth=28 twenty-ninth=29",
            "twenty_ninth=29 thirtieth=30 thirty-first=31 thirty_first=31",
        ),
        # a noun naming a passage shown by its number in the prompt ("Passage 2", "Auszug 3", "trecho 1"):
        # cue ``marker.named``
        "marker_noun": ("passage document source excerpt snippet extract doc ref reference quote",),
        "only": ("only just merely solely",),
        "parties": ("parties",),
        # an output contract's field under another English name: a verdict, its explanation, its source
        "fields": (
            "ruling=verdict determination=verdict outcome=verdict finding=verdict holding=verdict "
            "gist=explanation why=explanation source_passage=citations source_passages=citations "
            "clause_ref=citations clause_refs=citations passage_ref=citations passage=citations "
            "note=notes detail=details",
        ),
    },
    "de": {
        "yes": ("ja", "jawohl", "genau", "selbstverständlich"),
        "general": (
            "üblich",
            "übliche",
            "üblichen",
            "üblicher",
            "übliches",
            "in der regel",
            "normalerweise",
            "typischerweise",
            "gängig",
            "die meisten",
            "solche vereinbarungen",
            "solche verträge",
            "fast jeder",
            "fast jede",
            "fast alle",
            "in fast jeder",
            "in den meisten",
        ),
        "alarm": (
            "dringend",
            "existenzbedrohend",
            "achtung",
            "gefährlich",
            "sofort",
            "so schnell wie möglich",
            "schwerwiegende folgen",
            "erhebliches risiko",
            "hohes risiko",
        ),
        "conclusion": (
            "also",
            "somit",
            "daher",
            "folglich",
            "die antwort lautet also",
            "die antwort lautet",
            "die antwort wäre",
            "kurz",
        ),
        "no": ("nein", "nei", "mitnichten", "keineswegs", "auf keinen fall"),
        "decline": (
            "kann ich nicht",
            "nicht angeben",
            "kann nicht beantwortet",
            "lässt sich nicht",
            "nicht beantworten",
            "nicht feststellen",
            "nicht bestimmen",
            "nicht möglich",
            "nicht sagen",
            "keine antwort",
            "weiß ich nicht",
            "unklar",
            "nichts sagen",
            "kann ich leider nicht",
            "keine aussage",
            "nicht angegeben werden",
            "nicht beurteilt werden",
            "nicht bestätigt werden",
            "können wir nicht beurteilen",
            "können wir nicht bestätigen",
            "kann derzeit nicht",
            "nicht abschließend beurteilt",
            "nicht abschließend beurteilen",
            "keine aussage möglich",
            "muss ich leider passen",
            "muss ich passen",
            "bräuchte ich",
            "müsste ich zuerst",
        ),
        "reason": (
            "enthalten sie nichts",
            "enthält sie nichts",
            "enthalten nichts",
            "enthält nichts",
            "findet sich nichts",
            "keine angaben",
            "enthalten weder",
            "enthält weder",
            "nennen weder",
            "nennt weder",
            "erwähnen weder",
            "erwähnt weder",
            "regeln weder",
            "regelt weder",
            "keine informationen",
            "keine information",
            "erwähnen nicht",
            "erwähnt nicht",
            "erwähnen keine",
            "enthalten keine",
            "enthält keine",
            "geht nicht hervor",
            "nicht erwähnt",
            "nicht geregelt",
            "schweigen",
            "keine der",
            "keiner der",
            "keine passage",
            "keine der passagen",
            "wurde keine",
            "wurden keine",
            "nicht hervor",
            "betrifft nicht",
            "betreffen nicht",
        ),
        "next_step": (
            "prüfen sie",
            "überprüfen sie",
            "konsultieren sie",
            "wenden sie sich",
            "empfehle",
            "empfehlen",
            "vollständigen vertrag",
            "vollständige vereinbarung",
            "rechtsanwalt",
            "suchen sie",
            "erneut",
            "lesen sie",
            "suchen",
            "nachsehen",
            "nachschauen",
            "nächster schritt",
            "nächste schritte",
            "nächste schritt",
            "sobald sie",
            "bitte lassen sie",
            "volltext",
            "wenn sie mir",
            "nachlesen",
            "am nächsten kommt",
            "am ehesten hilft",
            "stichwort",
            "stichworten",
            "stichwörtern",
            "suchbegriff",
            "suchbegriffen",
            "rate ihnen",
            "ich rate",
            "wir empfehlen",
            "empfehlung",
            "bitte",
        ),
        "section": (
            "ziffer",
            "ziff.",
            "punkt",
            "ziffern",
            "abschnitt",
            "abschnitten",
            "klausel",
            "klauseln",
            "absatz",
            "artikel",
            "paragraf",
            "paragraph",
        ),
        "evidence": (
            "passage",
            "passagen",
            "auszug",
            "auszüge",
            "auszügen",
            "abschnitte",
            "abschnitten",
            "dokumente",
            "dokumenten",
            "textstellen",
            "quelle",
            "quellen",
        ),
        "another_agreement": (
            "andere vereinbarung",
            "anderen vereinbarung",
            "anderer vertrag",
            "anderen vertrag",
            "anderen vereinbarungen",
            "andere verträge",
            "anderen verträgen",
            "andere nda",
            "anderen nda",
            "anderen ndas",
            "gehört zu",
            "gehören zu",
            "stammt aus",
            "gehört zum",
            "gehört zur",
            "gehören zum",
            "gehören zur",
            "stammen aus",
            "stammen aus",
            "gilt hier nicht",
        ),
        "parties": ("parteien", "vertragsparteien"),
        "they": ("sie",),
        # the question said again to the asker ("Sie möchten wissen, ob ..."): no statement of the documents
        "asks": ("sie möchten wissen", "sie fragen", "sie wollen wissen", "ihre frage ist"),
        "answer_noun": ("antwort",),
        "label_noun": ("antwort", "urteil", "fazit", "ergebnis", "entscheidung", "position"),
        "quotes_label": ("relevante zitate", "zitate", "zitat"),
        "label_final": ("endgültige", "abschließende", "finale"),
        "label_initial": ("vorläufige", "erste"),
        "label_neutral": ("kurze",),
        "answer_copula": ("ist lautet wäre",),
        "day_ordinals": (
            "ersten=1 zweiten=2 dritten=3 vierten=4 fünften=5 sechsten=6 siebten=7 achten=8 neunten=9",
            "zehnten=10 elften=11 zwölften=12 dreizehnten=13 vierzehnten=14 fünfzehnten=15",
            "sechzehnten=16 siebzehnten=17 achtzehnten=18 neunzehnten=19 zwanzigsten=20 erste=1",
            "zweite=2 dritte=3 vierte=4 fünfte=5 sechste=6 siebte=7 achte=8 neunte=9 zehnte=10 elfte=11",
            "zwölfte=12 dreizehnte=13 vierzehnte=14 fünfzehnte=15 sechzehnte=16 siebzehnte=17",
            "achtzehnte=18 neunzehnte=19 zwanzigste=20 einundzwanzigsten=21 einundzwanzigste=21",
            "zweiundzwanzigsten=22 zweiundzwanzigste=22 dreiundzwanzigsten=23 dreiundzwanzigste=23",
            "vierundzwanzigsten=24 vierundzwanzigste=24 fünfundzwanzigsten=25 fünfundzwanzigste=25",
            "sechsundzwanzigsten=26 sechsundzwanzigste=26 siebenundzwanzigsten=27",
            "siebenundzwanzigste=27 achtundzwanzigsten=28 achtundzwanzigste=28 neunundzwanzigsten=29",
            "neunundzwanzigste=29 dreißigsten=30 dreißigste=30 einunddreißigsten=31 einunddreißigste=31",
        ),
        "marker_noun": (
            "passage auszug auszüge textstelle textstellen quelle quellen dokument dokumente zitat",
        ),
        "only": ("nur lediglich bloß",),
        "passage_kind": (
            "titel überschrift präambel unterschrift unterschriften unterschriftsblock einleitungssatz",
        ),
        "not_party": (
            "ist nicht vertragspartei",
            "ist keine vertragspartei",
            "ist nicht partei",
            "ist keine partei",
            "sind nicht vertragsparteien",
            "sind keine vertragsparteien",
        ),
        "premise": (
            "sondern",
            "tatsächlich",
            "in wirklichkeit",
            "nicht vom",
            "nicht am",
            "nicht ab dem",
            "es geht nicht um",
            "und nicht",
        ),
        "hedge": (
            "wahrscheinlich",
            "vermutlich",
            "in der praxis",
            "allerdings dürfte",
            "ich würde sagen",
            "ich tippe auf",
            "meine einschätzung",
            "nach meiner einschätzung",
            "meines erachtens",
            "meine beste einschätzung",
            "anscheinend",
            "offenbar",
            "voraussichtlich",
            "nach unserer einschätzung",
            "unserer einschätzung nach",
        ),
        "imperative": (r"[A-ZÄÖÜ][a-zäöüß]+(?:en|ern|eln)\s+Sie\b(?!\s*\?)",),
        "explainer_label": (
            "einfach erklärt",
            "kurz gesagt",
            "was das für sie bedeutet",
            "was das für dich bedeutet",
            "gut zu wissen",
        ),
        "analogy": (
            "stellen sie sich das wie",
            "stell dir das wie",
            "stellen sie sich das so vor",
            "bildlich gesprochen",
            "vergleichbar mit",
        ),
        "concession": ("aber", "obwohl", "allerdings", "jedoch", "wobei"),
        "wrote": ("schrieb",),
        "forwarded": ("weitergeleitete nachricht", "ursprüngliche nachricht"),
        "mail_header": ("von", "gesendet", "datum", "an", "betreff"),
        "mail_notice": ("diese e-mail", "diese email", "diese nachricht"),
        "question_label": ("f", "frage"),
        "answer_label": ("a", "antwort"),
        "comment_noun": ("kommentar", "anmerkung"),
        "remark_label": ("anmerkung", "hinweis", "bemerkung"),
        "about_reply": ("rechtsberatung", "übersetzung", "übersetzt", "maschinelle übersetzung"),
        "cross_reference": ("siehe", "siehe auch", "vgl.", "vgl", "a contrario", "anders"),
        "finite_common": (
            "ist",
            "sind",
            "war",
            "waren",
            "wird",
            "werden",
            "hat",
            "haben",
            "muss",
            "müssen",
            "kann",
            "können",
            "darf",
            "dürfen",
            "enthält",
            "enthalten",
            "gilt",
            "gelten",
            "steht",
            "stehen",
            "fehlt",
            "fehlen",
            "sieht",
            "regelt",
            "bleibt",
            "bleiben",
            "verlangt",
            "erlaubt",
            "verbietet",
            "sollte",
            "beginnt",
            "endet",
            "läuft",
            "umfasst",
            "schließt",
            "betrifft",
            "bedeutet",
            "gibt",
            "liegt",
            "fällt",
            "folgt",
        ),
        "status_label": ("status", "stand", "ergebnis"),
        "status_open": ("blockiert", "unbekannt", "offen", "ungeklärt", "nicht bestimmbar", "ausstehend"),
        "text_note": (
            "anm. d. übers.",
            "anmerkung des übersetzers",
            "anmerkung der übersetzung",
            "übersetzungshinweis",
            "glossar",
        ),
        "closing": (
            "mit freundlichen grüßen",
            "freundliche grüße",
            "viele grüße",
            "beste grüße",
            "herzliche grüße",
        ),
        "salutation": (
            "sehr geehrte",
            "sehr geehrter",
            "liebe",
            "lieber",
            "hallo",
            "guten tag",
            "danke",
            "vielen dank",
        ),
        "negative": ("kein keine keinen keiner keines keinem nicht nichts nirgends nirgendwo",),
        "retrieved": (
            "abgerufenen abgerufene abgerufen vorliegenden"
            " vorliegende gelieferten bereitgestellten gefundenen angezeigten",
        ),
        "of_them": ("davon", "von ihnen"),
        "subordinator": ("dass weil obwohl wenn ob",),
        "according": ("laut gemäß gemäss nach zufolge",),
        "answer_verb": ("beantworten antworten feststellen",),
        "tell_verb": ("nennen sagen angeben mitteilen beziffern bestätigen",),
        "speaker": ("ich",),
        "contrast": ("aber doch jedoch allerdings",),
        "know": ("weiß weiss wissen Ahnung Info Infos",),
        "in_text": ("drin darin steht stehen",),
        "conjunction": ("und oder",),
        "number_variants": ("ein=1 eine=1 einen=1 einem=1 einer=1",),
        "compound": ("{one}und{ten}",),
        "compound_ones": ("ein zwei drei vier fünf sechs sieben acht neun",),
        "function": (
            "der",
            "die",
            "das",
            "und",
            "ist",
            "nicht",
            "ein",
            "eine",
            "zu",
            "den",
            "mit",
            "von",
            "keine",
            "ja",
            "nein",
            "muss",
            "ich",
            "kann",
            "dazu",
            "leider",
            "nichts",
            "dem",
            "des",
            "auf",
            "für",
            "wird",
            "sind",
            "oder",
            "auch",
            "nur",
            "nach",
            "bei",
            "dass",
            "am",
            "vom",
            "im",
            "zum",
            "zur",
            "wurde",
            "wurden",
            "hat",
            "haben",
            "werden",
            "sich",
        ),
        "months": (
            "januar",
            "februar",
            "märz",
            "april",
            "mai",
            "juni",
            "juli",
            "august",
            "september",
            "oktober",
            "november",
            "dezember",
        ),
        "numbers": (
            "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn"
            " sechzehn siebzehn achtzehn neunzehn",
        ),
        "tens": ("zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",),
        "year": ("zweitausend", "zweitausend{n}"),
        "fields": (
            "antwort=answer ergebnis=result urteil=verdict begründung=reason grund=reason "
            "erklärung=explanation quellen=sources belege=citations zitate=citations "
            "fundstellen=citations beantwortbar=answerable quelle=sources beleg=citations "
            "fundstelle=citations anmerkung=notes hinweis=notes",
        ),
        "units": (
            "kalendertag=day",
            "kalendertage=days",
            "kalendertagen=days",
            "werktag=business day",
            "werktage=business days",
            "werktagen=business days",
            "arbeitstag=business day",
            "arbeitstage=business days",
            "arbeitstagen=business days",
            "geschäftstag=business day",
            "geschäftstage=business days",
            "geschäftstagen=business days",
            "tag=day",
            "tage=days",
            "tagen=days",
            "woche=week",
            "wochen=weeks",
            "monat=month",
            "monate=months",
            "monaten=months",
            "jahr=year",
            "jahre=years",
            "jahren=years",
        ),
    },
    "fr": {
        "yes": ("oui", "exactement", "effectivement", "tout à fait", "bien sûr", "absolument", "affirmatif"),
        "general": (
            "généralement",
            "en général",
            "habituellement",
            "d'habitude",
            "courant",
            "courante",
            "la plupart des",
            "ce type de",
            "ce genre de",
            "est la règle",
            "la règle dans",
            "presque tous",
            "presque toutes",
            "de nombreux accords",
        ),
        "alarm": (
            "urgent",
            "urgence",
            "dangereux",
            "dangereuse",
            "immédiatement",
            "sans attendre",
            "au plus vite",
            "risque grave",
            "conséquences graves",
            "risque élevé",
            "alerte",
        ),
        "conclusion": (
            "donc",
            "alors",
            "ainsi",
            "bref",
            "la réponse est donc",
            "la réponse est",
            "la réponse serait",
            "en somme",
        ),
        "no": ("non", "pas du tout", "absolument pas", "certainement pas", "hors de question", "négatif"),
        "decline": (
            "je ne peux pas",
            "ne peux pas répondre",
            "impossible de",
            "pas possible de",
            "je ne sais pas",
            "ne permettent pas de",
            "ne permet pas de",
            "pas de réponse",
            "ne peux donc pas",
            "je ne peux donc pas",
            "ne puis pas",
            "ne peux pas dire",
            "ne peux pas le dire",
            "je dois m'abstenir",
            "je m'abstiens",
            "ne sommes pas en mesure de",
            "n'est pas en mesure de",
            "ne pouvons pas confirmer",
            "ne pouvons pas nous prononcer",
            "ne pouvons confirmer",
            "ne saurions",
            "il n'est pas possible de",
            "ne peut être confirmé",
            "ne peut pas être confirmé",
            "il me faudrait",
            "j'aurais besoin de voir",
        ),
        "reason": (
            "sans aucune clause",
            "je n'ai rien trouvé sur",
            "rien trouvé sur",
            "aucune information",
            "aucune mention",
            "ne mentionnent pas",
            "ne mentionne pas",
            "ne précisent pas",
            "ne précise pas",
            "ne contiennent pas",
            "ne contient pas",
            "ne traitent pas",
            "pas d'information",
            "n'abordent pas",
            "aucun ne",
            "aucun passage",
            "aucun des passages",
            "aucun des extraits",
            "aucun extrait",
            "n'a été récupéré",
            "ne provient",
            "ne proviennent",
            "ne concerne pas",
            "ne concernent pas",
            "ne parle pas",
            "ne parlent pas",
            "faute de tout extrait",
            "faute d'extrait",
            "est revenue vide",
            "est revenu vide",
            "aucun ne traite",
        ),
        "next_step": (
            "vérifier",
            "vérifiez",
            "consulter",
            "consultez",
            "je recommande",
            "je vous recommande",
            "je vous suggère",
            "texte intégral",
            "veuillez",
            "avocat",
            "relancez",
            "relancer",
            "cherchez",
            "recherchez",
            "rechercher",
            "je chercherais",
            "prochaine étape",
            "souhaitez-vous que je",
            "voulez-vous que je",
            "si vous me transmettez",
            "si vous m'envoyez",
            "je vous conseille",
            "je conseille",
            "relire",
            "relisez",
            "mot-clé",
            "mots-clés",
            "nous recommandons",
            "nous vous recommandons",
            "recommandation",
            "nous suggérons",
            "si vous me collez",
            "si vous me fournissez",
        ),
        "section": (
            "clause",
            "clauses",
            "point",
            "article",
            "articles",
            "section",
            "sections",
            "paragraphe",
            "alinéa",
        ),
        "evidence": ("passage", "passages", "extrait", "extraits", "documents", "texte", "source", "sources"),
        "another_agreement": (
            "autre accord",
            "un autre contrat",
            "autre contrat",
            "accord différent",
            "autres accords",
            "autres contrats",
            "autre nda",
            "autres nda",
            "appartient à",
            "appartiennent à",
            "appartient au",
            "appartient aux",
            "appartiennent au",
            "appartiennent aux",
            "provient d'un",
            "ne s'applique pas ici",
            "autre convention",
            "autres conventions",
        ),
        "parties": ("parties",),
        "they": ("ils elles",),
        "asks": ("vous souhaitez savoir", "vous voulez savoir", "vous demandez", "votre question est"),
        "answer_noun": ("réponse",),
        "label_noun": ("réponse", "verdict", "conclusion", "décision", "position"),
        "quotes_label": ("citations pertinentes", "citations", "citation", "extraits pertinents"),
        "label_final": ("finale", "définitive"),
        "label_initial": ("provisoire", "initiale", "première"),
        "label_neutral": ("courte",),
        "answer_copula": ("est serait",),
        "day_ordinals": ("premier=1",),
        "marker_noun": ("passage extrait source document",),
        "only": ("seulement uniquement simplement",),
        "passage_kind": ("titre titres préambule signature signatures en-tête",),
        "not_party": (
            "n'est pas partie",
            "n'est pas une partie",
            "n’est pas partie",
            "n’est pas une partie",
            "ne sont pas parties",
        ),
        "premise": (
            "pas du",
            "pas de",
            "et non",
            "en réalité",
            "en fait",
            "pas daté du",
            "pas datée du",
            "pas signé le",
            "pas signée le",
            "il ne s'agit pas de",
            "il ne s'agit pas d'",
        ),
        "hedge": (
            "probablement",
            "en pratique",
            "vraisemblablement",
            "je dirais que",
            "je dirais",
            "il est probable que",
            "sans doute",
            "je parierais",
            "mon estimation",
            "ma meilleure estimation",
            "à mon avis",
            "selon moi",
            # a belief verb before the verdict word ("Il semble que non", "Je pense que oui")
            "il semble que",
            "il me semble que",
            "je pense que",
            "je crois que",
            "on dirait que",
            "selon nous",
            "à notre avis",
            "notre lecture probable",
            "il est vraisemblable que",
        ),
        "imperative": (r"(?:Veuillez\s+)?[A-ZÉ][a-zéèêàç]{2,}ez\b(?!-vous)",),
        "explainer_label": (
            "en clair",
            "en termes simples",
            "ce que cela signifie pour vous",
            "ce que ça veut dire pour vous",
            "bon à savoir",
        ),
        "analogy": ("imaginez", "voyez cela comme", "c'est un peu comme", "pour faire une image"),
        "concession": ("mais", "bien que", "quoique", "même si", "cependant", "toutefois"),
        "wrote": ("a écrit",),
        "forwarded": ("message transféré", "message d'origine", "message original"),
        "mail_header": ("de", "envoyé", "date", "à", "objet"),
        "mail_notice": ("ce message", "ce courriel", "cet e-mail", "cet email"),
        "question_label": ("q", "question"),
        "answer_label": ("r", "réponse"),
        "comment_noun": ("commentaire",),
        "remark_label": ("remarque", "commentaire", "nota", "observation"),
        "about_reply": (
            "avis juridique",
            "conseil juridique",
            "traduction",
            "traduit",
            "traduction automatique",
        ),
        "cross_reference": ("voir", "voir aussi", "cf.", "a contrario", "comparer"),
        "finite_common": (
            "est",
            "sont",
            "était",
            "a",
            "ont",
            "doit",
            "doivent",
            "peut",
            "peuvent",
            "contient",
            "contiennent",
            "prévoit",
            "prévoient",
            "reste",
            "restent",
            "figure",
            "figurent",
            "applique",
            "impose",
            "exige",
            "interdit",
            "permet",
            "dépend",
            "commence",
            "couvre",
            "signifie",
            "inclut",
            "exclut",
            "vise",
            "s'applique",
            "suit",
        ),
        "status_label": ("statut", "état", "résultat"),
        "status_open": ("bloqué", "inconnu", "indéterminé", "en attente", "non déterminé", "ouvert"),
        "text_note": ("note du traducteur", "n.d.t.", "ndt", "note de traduction", "glossaire"),
        "closing": (
            "cordialement",
            "bien cordialement",
            "bien à vous",
            "sincères salutations",
            "meilleures salutations",
        ),
        "salutation": ("madame", "monsieur", "bonjour", "cher", "chère", "merci"),
        "negative": ("aucun aucune rien pas ni",),
        "retrieved": (
            "récupérés récupérées récupéré récupérée fournis fournies fourni fournie communiqués trouvés",
        ),
        "of_them": ("d'entre eux", "d'entre elles"),
        "subordinator": ("que qui parce si lorsque",),
        "according": ("selon d'après",),
        "answer_verb": ("répondre déterminer prononcer",),
        "tell_verb": ("dire indiquer préciser confirmer chiffrer",),
        "speaker": ("je",),
        "contrast": ("mais cependant toutefois",),
        "know": ("sais sait savoir saurais saurait idée info infos",),
        "in_text": ("figure figurent dedans ressort",),
        "conjunction": ("et ou",),
        "number_variants": ("une=1",),
        "compound": ("{ten}-{one}", "{ten} et {one}", "{ten}-et-{one}"),
        "compound_ones": ("un deux trois quatre cinq six sept huit neuf",),
        "function": (
            "là",
            "ça",
            "très",
            "désolé",
            "le",
            "la",
            "les",
            "et",
            "est",
            "pas",
            "une",
            "des",
            "du",
            "que",
            "ne",
            "aucune",
            "oui",
            "dans",
        ),
        "months": (
            "janvier",
            "février",
            "mars",
            "avril",
            "mai",
            "juin",
            "juillet",
            "août",
            "septembre",
            "octobre",
            "novembre",
            "décembre",
        ),
        "numbers": (
            "un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize"
            " dix-sept dix-huit dix-neuf",
        ),
        "tens": ("vingt trente quarante cinquante soixante soixante-dix quatre-vingts quatre-vingt-dix",),
        "year": ("deux mille", "deux mille {n}"),
        "fields": (
            "réponse=answer reponse=answer résultat=result justification=justification "
            "raison=reason explication=explanation motif=reason références=references "
            "répondable=answerable remarque=notes détail=details passage=citations",
        ),
        "units": (
            "jours calendaires=days",
            "jours civils=days",
            "jour ouvrable=business day",
            "jours ouvrables=business days",
            "jour ouvré=business day",
            "jours ouvrés=business days",
            "jour=day",
            "jours=days",
            "semaine=week",
            "semaines=weeks",
            "mois=months",
            "an=year",
            "ans=years",
            "année=year",
            "années=years",
        ),
    },
    "es": {
        "yes": (
            "sí",
            "exacto",
            "efectivamente",
            "claro que sí",
            "por supuesto",
            "desde luego",
            "así es",
            "afirmativo",
        ),
        "general": (
            "normalmente",
            "por lo general",
            "habitualmente",
            "suele",
            "suelen",
            "habitual",
            "la mayoría de",
            "este tipo de",
            "ese tipo de",
            "casi todos",
            "casi todas",
            "es la regla",
            "muchos acuerdos",
        ),
        "alarm": (
            "urgente",
            "peligroso",
            "peligrosa",
            "peligro",
            "inmediatamente",
            "de inmediato",
            "cuanto antes",
            "riesgo grave",
            "consecuencias graves",
            "atención",
            "aguas",
            "riesgo elevado",
        ),
        "conclusion": (
            "entonces",
            "así que",
            "por lo tanto",
            "o sea",
            "en resumen",
            "la respuesta es",
            "la respuesta sería",
            "por eso",
        ),
        "no": ("no", "ni hablar", "de ninguna manera", "para nada", "en absoluto", "negativo"),
        "decline": (
            "no es posible",
            "no puedo",
            "no encuentro",
            "no lo encuentro",
            "no se puede",
            "no lo sé",
            "imposible de",
            "no permiten",
            "no permite",
            "no tengo",
            "no sé",
            "no es posible responder",
            "no puedo responder",
            "no procede pronunciarse",
            "no cabe pronunciarse",
            "no podemos confirmar",
            "no podemos pronunciarnos",
            "no puede confirmarse",
            "no puede determinarse",
            "no estamos en condiciones de",
            "necesitaría ver",
            "haría falta ver",
        ),
        "reason": (
            "sin ninguna cláusula",
            "sin cláusula alguna",
            "no encontré nada sobre",
            "no encuentro nada sobre",
            "no hay información",
            "ninguna información",
            "no mencionan",
            "no menciona",
            "no contienen",
            "no contiene",
            "no especifican",
            "no especifica",
            "no se especifica",
            "no se menciona",
            "no abordan",
            # none of them (passages: the evidence rule), not "ninguna de las partes"
            "ninguno de ellos",
            "ninguna de ellas",
            "ningún pasaje",
            "ningún fragmento",
            "no se recuperó",
            "no se ha recuperado",
            "no se recuperaron",
            "no trata",
            "no tratan",
            "no habla",
            "no hablan",
            "ninguno trata",
        ),
        "next_step": (
            "revisar",
            "revise",
            "consultar",
            "consulte",
            "recomiendo",
            "le sugiero",
            "texto completo",
            "contrato completo",
            "por favor",
            "abogado",
            "busque",
            "vuelva a",
            "repita",
            "amplíe",
            "buscar",
            "buscaría",
            "próximo paso",
            "vale la pena",
            "¿quiere que",
            "¿desea que",
            "lea",
            "texto íntegro",
            "si me comparte",
            "si me envía",
            "si me facilita",
            "le aconsejo",
            "aconsejo",
            "releer",
            "relea",
            "palabra clave",
            "palabras clave",
            "recomendamos",
            "recomendación",
            "sugerimos",
            "si me pega",
        ),
        "section": (
            "cláusula",
            "cláusulas",
            "sección",
            "punto",
            "secciones",
            "artículo",
            "artículos",
            "apartado",
            "apartados",
            "párrafo",
        ),
        "evidence": (
            "pasaje",
            "pasajes",
            "fragmento",
            "fragmentos",
            "extractos",
            "documentos",
            "fuente",
            "fuentes",
        ),
        "another_agreement": (
            "otro acuerdo",
            "otro contrato",
            "acuerdo distinto",
            "contrato distinto",
            "otros acuerdos",
            "otros contratos",
            "otro nda",
            "otros nda",
            "otros ndas",
            "pertenece a",
            "pertenecen a",
            "pertenece al",
            "pertenecen al",
            "no se aplica aquí",
            "no aplica aquí",
            "otro convenio",
            "otros convenios",
        ),
        "parties": ("partes",),
        "they": ("ellos ellas",),
        "asks": ("quiere saber", "desea saber", "usted pregunta", "su pregunta es", "quieres saber"),
        "answer_noun": ("respuesta",),
        "label_noun": ("respuesta", "veredicto", "conclusión", "decisión", "posición"),
        "quotes_label": ("citas relevantes", "citas", "cita"),
        "label_final": ("final", "definitiva"),
        "label_initial": ("provisional", "inicial", "preliminar"),
        "label_neutral": ("corta", "breve"),
        "answer_copula": ("es sería",),
        "day_ordinals": ("primero=1",),
        "marker_noun": ("pasaje fragmento extracto fuente documento",),
        "only": ("solo sólo solamente únicamente",),
        "passage_kind": ("título títulos preámbulo firma firmas encabezado",),
        "not_party": (
            "no es parte",
            "no es una parte",
            "no son parte",
            "no son partes",
        ),
        "premise": (
            "en realidad",
            "no del",
            "no el",
            "sino",
            "no está fechado el",
            "no está fechada el",
            "no está fechado en",
            "no está fechada en",
            "no fue firmado el",
            "no fue firmada el",
            "no se trata de",
        ),
        "hedge": (
            "probablemente",
            "en la práctica",
            "seguramente",
            "diría que",
            "yo diría que",
            "lo más probable es que",
            "apostaría",
            "yo apostaría",
            "mi estimación",
            "mi mejor estimación",
            "a mi juicio",
            "en mi opinión",
            "parece que",
            "creo que",
            "pienso que",
            "presumiblemente",
            "previsiblemente",
            "a nuestro juicio",
            "en nuestra opinión",
            "nuestra lectura probable",
            "es probable que",
        ),
        "explainer_label": (
            "en pocas palabras",
            "en términos sencillos",
            "dicho de forma sencilla",
            "lo que significa para usted",
            "qué significa para usted",
            "bueno saber",
            "conviene saber",
        ),
        "analogy": (
            "piense en ello como",
            "piénselo como",
            "imagínelo como",
            "es como si",
            "es un poco como",
        ),
        "concession": ("pero", "aunque", "si bien", "sin embargo"),
        "wrote": ("escribió",),
        "forwarded": ("mensaje reenviado", "mensaje original"),
        "mail_header": ("de", "enviado", "fecha", "para", "asunto"),
        "mail_notice": ("este mensaje", "este correo", "este e-mail"),
        "question_label": ("p", "pregunta"),
        "answer_label": ("r", "respuesta"),
        "comment_noun": ("comentario",),
        "remark_label": ("nota", "observación", "comentario"),
        "about_reply": (
            "asesoramiento jurídico",
            "asesoría legal",
            "traducción",
            "traducido",
            "traducción automática",
        ),
        "cross_reference": ("véase", "ver", "cf.", "a contrario", "compárese"),
        "finite_common": (
            "es",
            "son",
            "era",
            "está",
            "están",
            "hay",
            "tiene",
            "tienen",
            "debe",
            "deben",
            "puede",
            "pueden",
            "contiene",
            "contienen",
            "prevé",
            "establece",
            "figura",
            "queda",
            "exige",
            "prohíbe",
            "permite",
            "depende",
            "comienza",
            "cubre",
            "significa",
            "incluye",
            "excluye",
            "aplica",
            "sigue",
        ),
        "status_label": ("estado", "resultado"),
        "status_open": (
            "bloqueado",
            "desconocido",
            "indeterminado",
            "pendiente",
            "sin determinar",
            "abierto",
        ),
        "text_note": ("nota del traductor", "n. del t.", "nota de traducción", "glosario"),
        "closing": ("saludos", "un saludo", "saludos cordiales", "atentamente", "cordialmente"),
        "salutation": ("estimado", "estimada", "estimados", "hola", "buenos días", "gracias"),
        "negative": ("ningún ninguno ninguna nada no ni",),
        "retrieved": (
            "recuperados recuperadas recuperado recuperada"
            " proporcionados proporcionadas facilitados aportados encontrados",
        ),
        "of_them": ("de ellos", "de ellas"),
        "subordinator": ("que porque si cuando aunque",),
        "according": ("según conforme",),
        "answer_verb": ("responder determinar pronunciarme",),
        "tell_verb": ("decir decirle decirte indicar indicarle precisar confirmar",),
        "speaker": ("yo puedo podría sabría",),
        "contrast": ("pero sino aunque",),
        "know": ("sé sabe saber sabría idea info",),
        "in_text": ("aparece aparecen figura consta ahí",),
        "conjunction": ("y o e",),
        "number_variants": ("un=1 una=1 veintiún=21",),
        "compound": ("{ten} y {one}",),
        "compound_ones": ("uno dos tres cuatro cinco seis siete ocho nueve",),
        "function": (
            "el",
            "la",
            "los",
            "las",
            "es",
            "que",
            "una",
            "por",
            "para",
            "del",
            "y",
            "se",
            "hay",
            "con",
            "sí",
            "está",
            "no",
            "a",
            "lo",
            "al",
            "pero",
            "como",
            "según",
            "alguna",
            "algún",
            "ningún",
            "ninguna",
            "también",
        ),
        "months": (
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ),
        "numbers": (
            "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis"
            " diecisiete dieciocho diecinueve",
        ),
        "tens": ("veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",),
        "year": ("dos mil", "dos mil {n}"),
        "twenties": (
            "veintiuno veintidós veintitrés veinticuatro veinticinco",
            "veintiséis veintisiete veintiocho veintinueve",
        ),
        "fields": (
            "respuesta=answer veredicto=verdict resultado=result fundamento=reason "
            "motivo=reason razón=reason explicación=explanation justificación=justification "
            "citas=citations fuentes=sources referencias=references fuente=sources "
            "pasaje=citations pasajes=citations nota=notes detalle=details",
        ),
        "units": (
            "días naturales=days",
            "días calendario=days",
            "día hábil=business day",
            "días hábiles=business days",
            "día laborable=business day",
            "días laborables=business days",
            "día=day",
            "días=days",
            "semana=week",
            "semanas=weeks",
            "mes=month",
            "meses=months",
            "año=year",
            "años=years",
        ),
    },
    "it": {
        "yes": ("sì", "esatto", "esattamente", "certo", "certamente", "proprio così", "affermativo"),
        "general": (
            "di solito",
            "generalmente",
            "di norma",
            "solitamente",
            "comune",
            "la maggior parte",
            "questo tipo di",
            "questi tipi di",
            "quasi tutti",
            "quasi tutte",
            "è la regola",
            "molti accordi",
        ),
        "alarm": (
            "urgente",
            "pericoloso",
            "pericolosa",
            "pericolo",
            "immediatamente",
            "subito",
            "al più presto",
            "rischio grave",
            "conseguenze gravi",
            "attenzione",
            "rischio elevato",
        ),
        "conclusion": (
            "quindi",
            "dunque",
            "perciò",
            "insomma",
            "la risposta è",
            "la risposta sarebbe",
            "in breve",
        ),
        "no": ("no", "per niente", "assolutamente no", "macché", "niente affatto", "negativo"),
        "decline": (
            "non posso",
            "non è possibile",
            "impossibile",
            "non so",
            "non consentono",
            "non consente",
            "non lo so",
            "non posso rispondere",
            "non è possibile rispondere",
            "non siamo in grado di",
            "non possiamo confermare",
            "non possiamo pronunciarci",
            "non è possibile pronunciarsi",
            "non può essere confermato",
            "non è in grado di",
            "avrei bisogno di vedere",
            "dovrei vedere",
        ),
        "reason": (
            "senza alcuna clausola",
            "non ho trovato nulla su",
            "non ho trovato niente su",
            "nessuna informazione",
            "non ci sono informazioni",
            "non menzionano",
            "non menziona",
            "non contengono",
            "non contiene",
            "non specificano",
            "non specifica",
            "non trattano",
            # none of them (passages: the evidence rule), not "nessuna delle due [parti]"
            "nessuno di essi",
            "nessuna di esse",
            "nessuno di questi",
            "nessun passaggio",
            "nessun estratto",
            "non è stato recuperato",
            "non sono stati recuperati",
            "non riguarda",
            "non riguardano",
            "non parla",
            "non parlano",
            "nessuno tratta",
        ),
        "next_step": (
            "verificare",
            "verifichi",
            "consultare",
            "consulti",
            "consiglio",
            "suggerisco",
            "testo completo",
            "contratto completo",
            "riprovare",
            "riprovi",
            "ripetere la ricerca",
            "si prega",
            "avvocato",
            "cerchi",
            "rilanci",
            "ripeta",
            "cercare",
            "cercherei",
            "prossimo passo",
            "vale la pena",
            "vuole che",
            "desidera che",
            "legga",
            "testo integrale",
            "se mi invia",
            "se mi condivide",
            "rileggere",
            "rilegga",
            "parola chiave",
            "parole chiave",
            "raccomandiamo",
            "raccomandazione",
            "si raccomanda",
            "suggeriamo",
            "consigliamo",
            "se mi incolla",
            "se mi manda",
            "se mi fornisce",
        ),
        "section": (
            "clausola",
            "punto",
            "clausole",
            "sezione",
            "sezioni",
            "articolo",
            "articoli",
            "paragrafo",
            "comma",
        ),
        "evidence": ("passaggio", "passaggi", "estratto", "estratti", "documenti", "brani", "fonte", "fonti"),
        "another_agreement": (
            "altro accordo",
            "un altro contratto",
            "altro contratto",
            "accordo diverso",
            "altri accordi",
            "altri contratti",
            "altro nda",
            "altri nda",
            "appartiene a",
            "appartiene all'",
            "appartengono a",
            "appartengono ad",
            "appartiene al",
            "appartiene alla",
            "appartengono al",
            "appartengono alla",
            "non si applica qui",
            "altra convenzione",
            "altre convenzioni",
        ),
        "parties": ("parti",),
        "they": ("essi esse",),
        "asks": ("vuole sapere", "desidera sapere", "lei chiede", "la sua domanda è", "vuoi sapere"),
        "answer_noun": ("risposta",),
        "label_noun": ("risposta", "verdetto", "conclusione", "decisione", "posizione"),
        "quotes_label": ("citazioni rilevanti", "citazioni", "citazione"),
        "label_final": ("finale", "definitiva"),
        "label_initial": ("provvisoria", "iniziale", "preliminare"),
        "label_neutral": ("breve",),
        "answer_copula": ("è sarebbe",),
        "day_ordinals": ("primo=1",),
        "marker_noun": ("passaggio passaggi estratto estratti brano brani fonte fonti documento documenti",),
        "only": ("solo soltanto solamente unicamente",),
        "passage_kind": ("titolo titoli preambolo firma firme intestazione",),
        "not_party": (
            "non è parte",
            "non è una parte",
            "non sono parti",
        ),
        "premise": (
            "in realtà",
            "non del",
            "bensì",
            "non il",
            "non è datato il",
            "non è datato del",
            "non è datata il",
            "non è datata del",
            "non è stato firmato il",
            "non si tratta di",
        ),
        "hedge": (
            "probabilmente",
            "in pratica",
            "verosimilmente",
            "direi di",
            "direi comunque di",
            "con ogni probabilità",
            "scommetterei",
            "a mio avviso",
            "secondo me",
            "a mio giudizio",
            "la mia migliore stima",
            "la mia stima",
            "sembra di",
            "penso di",
            "credo di",
            "presumibilmente",
            "a nostro avviso",
            "a nostro giudizio",
            "la nostra lettura probabile",
            "è probabile che",
        ),
        "explainer_label": (
            "in parole semplici",
            "in poche parole",
            "cosa significa per lei",
            "cosa significa per te",
            "buono a sapersi",
        ),
        "analogy": ("lo pensi come", "immagini", "è un po' come", "è come se"),
        "concession": ("ma", "anche se", "sebbene", "benché", "però", "tuttavia"),
        "wrote": ("ha scritto",),
        "forwarded": ("messaggio inoltrato", "messaggio originale"),
        "mail_header": ("da", "inviato", "data", "a", "oggetto"),
        "mail_notice": ("questo messaggio", "questa e-mail", "questa email"),
        "question_label": ("d", "domanda"),
        "answer_label": ("r", "risposta"),
        "comment_noun": ("commento",),
        "remark_label": ("nota", "osservazione", "commento"),
        "about_reply": (
            "consulenza legale",
            "parere legale",
            "traduzione",
            "tradotto",
            "traduzione automatica",
        ),
        "cross_reference": ("vedi", "vedasi", "cfr.", "a contrario"),
        "finite_common": (
            "è",
            "sono",
            "era",
            "ha",
            "hanno",
            "deve",
            "devono",
            "può",
            "possono",
            "contiene",
            "contengono",
            "prevede",
            "resta",
            "figura",
            "stabilisce",
            "impone",
            "vieta",
            "consente",
            "dipende",
            "inizia",
            "copre",
            "significa",
            "include",
            "esclude",
            "applica",
            "segue",
        ),
        "status_label": ("stato", "esito"),
        "status_open": (
            "bloccato",
            "sconosciuto",
            "indeterminato",
            "in sospeso",
            "non determinato",
            "aperto",
        ),
        "text_note": ("nota del traduttore", "n.d.t.", "ndt", "nota di traduzione", "glossario"),
        "closing": ("cordiali saluti", "distinti saluti", "saluti", "cordialmente", "un saluto"),
        "salutation": ("gentile", "egregio", "caro", "cara", "buongiorno", "salve", "grazie"),
        "negative": ("nessun nessuno nessuna niente nulla non né",),
        "retrieved": ("recuperati recuperate recuperato recuperata forniti fornite trovati",),
        "of_them": ("di essi", "di esse", "di loro"),
        "subordinator": ("che perché se quando sebbene",),
        "according": ("secondo stando",),
        "answer_verb": ("rispondere determinare pronunciarmi",),
        "tell_verb": ("dire dirle dirti indicare indicarle precisare confermare",),
        "speaker": ("io posso potrei saprei",),
        "contrast": ("ma però tuttavia",),
        "know": ("so sa sapere saprei saprebbe idea info",),
        "in_text": ("compare compaiono risulta dentro emerge emergono",),
        "conjunction": ("e o ed",),
        "number_variants": ("una=1 un=1",),
        "compound": ("{ten}{one}",),
        "compound_ones": ("uno due tre quattro cinque sei sette otto nove",),
        "function": (
            "anche",
            "il",
            "lo",
            "la",
            "gli",
            "le",
            "è",
            "che",
            "non",
            "una",
            "per",
            "del",
            "della",
            "di",
            "dei",
            "sì",
            "entro",
            "no",
            "a",
            "in",
        ),
        "months": (
            "gennaio",
            "febbraio",
            "marzo",
            "aprile",
            "maggio",
            "giugno",
            "luglio",
            "agosto",
            "settembre",
            "ottobre",
            "novembre",
            "dicembre",
        ),
        "numbers": (
            "uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici"
            " sedici diciassette diciotto diciannove",
        ),
        "tens": ("venti trenta quaranta cinquanta sessanta settanta ottanta novanta",),
        "year": ("duemila", "duemila{n}"),
        "fields": (
            "risposta=answer verdetto=verdict esito=result risultato=result "
            "motivazione=reason motivo=reason spiegazione=explanation citazioni=citations "
            "fonti=sources riferimenti=references fonte=sources passaggio=citations "
            "nota=notes dettaglio=details",
        ),
        "units": (
            "giorni di calendario=days",
            "giorni solari=days",
            "giorno lavorativo=business day",
            "giorni lavorativi=business days",
            "giorno feriale=business day",
            "giorni feriali=business days",
            "giorno=day",
            "giorni=days",
            "settimana=week",
            "settimane=weeks",
            "mese=month",
            "mesi=months",
            "anno=year",
            "anni=years",
        ),
    },
    "pt": {
        "yes": (
            "sim",
            "exato",
            "exatamente",
            "isso mesmo",
            "com certeza",
            "claro que sim",
            "sem dúvida",
            "afirmativo",
        ),
        "general": (
            "normalmente",
            "geralmente",
            "em geral",
            "costuma",
            "costumam",
            "comum",
            "a maioria dos",
            "a maioria das",
            "na maioria dos",
            "na maioria das",
            "esse tipo de",
            "este tipo de",
            "quase todos",
            "quase todas",
            "é a regra",
            "muitos acordos",
        ),
        "alarm": (
            "urgente",
            "perigoso",
            "perigosa",
            "perigo",
            "imediatamente",
            "quanto antes",
            "o mais rápido possível",
            "risco grave",
            "consequências graves",
            "atenção",
            "risco elevado",
        ),
        "conclusion": (
            "portanto",
            "então",
            "logo",
            "ou seja",
            "a resposta é",
            "a resposta seria",
            "em resumo",
        ),
        "no": (
            "não",
            "nao",
            "nem pensar",
            "de jeito nenhum",
            "de modo nenhum",
            "de forma alguma",
            "negativo",
        ),
        "decline": (
            "não achei nada",
            "não encontrei nada",
            "não é possível",
            "não posso",
            "não consigo",
            "não sei",
            "impossível",
            "não permitem",
            "não permite",
            "não sei dizer",
            "não posso responder",
            "não é possível responder",
            "não nos é possível",
            "não podemos confirmar",
            "não podemos pronunciar-nos",
            "não é possível confirmar",
            "não estamos em condições de",
            "não pode ser confirmado",
            "precisaria de ver",
            "precisaria ver",
        ),
        "reason": (
            "sem qualquer cláusula",
            "sem nenhuma cláusula",
            "não achei nada sobre",
            "não encontrei nada sobre",
            "nenhuma informação",
            "não há informação",
            "não há informações",
            "não mencionam",
            "não menciona",
            "não contêm",
            "não contém",
            "não especificam",
            "não especifica",
            "não tratam",
            # none of them (passages: the evidence rule), not "nenhuma das partes"
            "nenhum deles",
            "nenhuma delas",
            "nenhum trecho",
            "nenhuma passagem",
            "não foi recuperado",
            "não foram recuperados",
            "não trata",
            "não fala",
            "não falam",
            "nenhum trata",
            "nenhum deles trata",
        ),
        "next_step": (
            "dá uma olhada",
            "dê uma olhada",
            "verificar",
            "verifique",
            "consultar",
            "consulte",
            "recomendo",
            "sugiro",
            "texto completo",
            "contrato completo",
            "por favor",
            "advogado",
            "procure",
            "repita",
            "refaça",
            "procurar",
            "procuraria",
            "próximo passo",
            "vale a pena",
            "vale conferir",
            "conferir",
            "quer que eu",
            "deseja que eu",
            "leia",
            "texto integral",
            "se me enviar",
            "se me mandar",
            "se você compartilhar",
            "aconselho",
            "reler",
            "releia",
            "palavra-chave",
            "palavras-chave",
            "recomendamos",
            "recomendação",
            "sugerimos",
            "se me colar",
            "se me fornecer",
        ),
        "section": (
            "cláusula",
            "cláusulas",
            "seção",
            "ponto",
            "secção",
            "artigo",
            "artigos",
            "parágrafo",
        ),
        "evidence": (
            "passagem",
            "passagens",
            "trecho",
            "trechos",
            "excertos",
            "documentos",
            "fonte",
            "fontes",
        ),
        "another_agreement": (
            "outro acordo",
            "outro contrato",
            "acordo diferente",
            "contrato diferente",
            "outros acordos",
            "outros contratos",
            "outro nda",
            "outros nda",
            "outros ndas",
            "pertence a",
            "pertencem a",
            "pertence ao",
            "pertencem ao",
            "pertence à",
            "pertencem à",
            "não se aplica aqui",
        ),
        "parties": ("partes",),
        "they": ("eles elas",),
        "asks": ("você quer saber", "deseja saber", "você pergunta", "sua pergunta é", "quer saber"),
        "answer_noun": ("resposta",),
        "label_noun": ("resposta", "veredito", "veredicto", "conclusão", "decisão", "posição"),
        "quotes_label": ("citações relevantes", "citações", "citação"),
        "label_final": ("final", "definitiva"),
        "label_initial": ("provisória", "inicial", "preliminar"),
        "label_neutral": ("curta", "breve"),
        "answer_copula": ("é seria",),
        "day_ordinals": ("primeiro=1",),
        "marker_noun": ("passagem passagens trecho excerto fonte documento",),
        "only": ("só apenas somente unicamente",),
        "passage_kind": ("título títulos preâmbulo assinatura assinaturas cabeçalho",),
        "not_party": (
            "não é parte",
            "não é uma parte",
            "não são partes",
        ),
        "premise": (
            "na verdade",
            "e não",
            "não de",
            "não em",
            "não é datado de",
            "não é datada de",
            "não está datado de",
            "não está datada de",
            "não se trata de",
        ),
        "hedge": (
            "provavelmente",
            "na prática",
            "diria que",
            "eu diria que",
            "o mais provável é que",
            "chutaria",
            "eu chutaria",
            "na minha opinião",
            "a meu ver",
            "minha estimativa",
            "minha melhor estimativa",
            "parece que",
            "acho que",
            "creio que",
            "presumivelmente",
            "a nosso ver",
            "na nossa opinião",
            "a nossa leitura provável",
            "leitura provável",
            "é provável que",
        ),
        "explainer_label": (
            "em termos simples",
            "em poucas palavras",
            "o que isto significa para si",
            "o que isso significa para você",
            "bom saber",
            "convém saber",
        ),
        "analogy": ("pense nisso como", "imagine", "é um pouco como", "é como se"),
        "concession": ("mas", "embora", "ainda que", "porém", "contudo"),
        "wrote": ("escreveu",),
        "forwarded": ("mensagem encaminhada", "mensagem original"),
        "mail_header": ("de", "enviado", "data", "para", "assunto"),
        "mail_notice": ("esta mensagem", "este e-mail", "este email"),
        "question_label": ("p", "pergunta"),
        "answer_label": ("r", "resposta"),
        "comment_noun": ("comentário",),
        "remark_label": ("nota", "observação", "comentário"),
        "about_reply": (
            "aconselhamento jurídico",
            "parecer jurídico",
            "tradução",
            "traduzido",
            "tradução automática",
        ),
        "cross_reference": ("ver", "vide", "cf.", "a contrario", "compare-se"),
        "finite_common": (
            "é",
            "são",
            "era",
            "está",
            "estão",
            "há",
            "tem",
            "têm",
            "deve",
            "devem",
            "pode",
            "podem",
            "contém",
            "prevê",
            "estabelece",
            "fica",
            "figura",
            "exige",
            "proíbe",
            "permite",
            "depende",
            "começa",
            "cobre",
            "significa",
            "inclui",
            "exclui",
            "aplica",
            "segue",
        ),
        "status_label": ("estado", "status", "resultado"),
        "status_open": (
            "bloqueado",
            "desconhecido",
            "indeterminado",
            "pendente",
            "por determinar",
            "em aberto",
        ),
        "text_note": ("nota do tradutor", "n. do t.", "nota de tradução", "glossário"),
        "closing": (
            "atenciosamente",
            "cumprimentos",
            "melhores cumprimentos",
            "com os melhores cumprimentos",
            "abraços",
        ),
        "salutation": ("prezado", "prezada", "caro", "cara", "olá", "bom dia", "obrigado", "obrigada"),
        "negative": ("nenhum nenhuma nada não nem",),
        "retrieved": ("recuperados recuperadas recuperado recuperada fornecidos fornecidas encontrados",),
        "of_them": ("deles", "delas"),
        "subordinator": ("que porque se quando embora",),
        "according": ("segundo conforme",),
        "answer_verb": ("responder determinar",),
        "tell_verb": ("dizer dizer-lhe indicar precisar confirmar informar",),
        "speaker": ("eu posso poderia saberia consigo",),
        "contrast": ("mas porém contudo",),
        "know": ("sei sabe saber saberia ideia info",),
        "in_text": ("consta constam aparece aparecem",),
        "conjunction": ("e ou",),
        "number_variants": ("uma=1 duas=2",),
        "compound": ("{ten} e {one}",),
        "compound_ones": ("um dois três quatro cinco seis sete oito nove",),
        "function": (
            "o",
            "os",
            "as",
            "é",
            "que",
            "não",
            "uma",
            "para",
            "do",
            "da",
            "de",
            "em",
            "há",
            "das",
            "dos",
            "ao",
            "com",
            "pelo",
            "pela",
            "está",
            "sim",
            "a",
            "no",
            "na",
            "ou",
            "deve",
            "seu",
            "sua",
            "mas",
            "foi",
            "são",
            "outra",
            "outro",
            "pelos",
        ),
        "months": (
            "janeiro",
            "fevereiro",
            "março",
            "abril",
            "maio",
            "junho",
            "julho",
            "agosto",
            "setembro",
            "outubro",
            "novembro",
            "dezembro",
        ),
        "numbers": (
            "um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis"
            " dezessete dezoito dezenove",
        ),
        "tens": ("vinte trinta quarenta cinquenta sessenta setenta oitenta noventa",),
        "year": ("dois mil", "dois mil e {n}"),
        "fields": (
            "resposta=answer veredito=verdict resultado=result fundamento=reason "
            "motivo=reason justificativa=justification explicação=explanation "
            "citações=citations fontes=sources referências=references fonte=sources "
            "trecho=citations nota=notes detalhe=details",
        ),
        "units": (
            "dias corridos=days",
            "dias de calendário=days",
            "dia útil=business day",
            "dias úteis=business days",
            "dia=day",
            "dias=days",
            "semana=week",
            "semanas=weeks",
            "mês=month",
            "meses=months",
            "ano=year",
            "anos=years",
        ),
    },
}

ENGLISH_MONTHS: Final = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
"""The English month names, in order (the other languages' are their ``months`` class)."""

ENGLISH_MONTH_ABBREVIATIONS: Final = (
    ("jan",),
    ("feb",),
    ("mar",),
    ("apr",),
    (),
    ("jun",),
    ("jul",),
    ("aug",),
    ("sep", "sept"),
    ("oct",),
    ("nov",),
    ("dec",),
)
"""Each English month's abbreviations, in month order ("Jan.", "Sept."): a date's month, and no
sentence end after its period."""

GLOSS: Final[dict[str, str]] = {
    "yes": "Yes",
    "no": "No",
    "conclusion": "",
    "alarm": "urgent",
    "general": "typically",
    "decline": "I cannot answer this",
    "reason": "the passages do not mention",
    "next_step": "I recommend checking",
    "evidence": "passages",
    "another_agreement": "another agreement",
    "premise": "actually, not",
    "not_party": "is not a party",
    "hedge": "probably",
    "section": "section",
    "asks": "You asked",
    "explainer_label": "In plain words",
    "analogy": "Think of it like",
}
"""What each word class of another language reads as, for the English reader."""


def entries(language: str, word_class: str) -> tuple[str, ...]:
    """The entries of one word class in one language (empty when it has none)."""
    return LEXICON.get(language, {}).get(word_class, ())


def all_entries(word_class: str) -> tuple[str, ...]:
    """The entries of one word class in every lexicon language, in language order, once each."""
    return tuple(dict.fromkeys(w for language in LANGUAGES for w in entries(language, word_class)))


def phrase_alternation(phrases: tuple[str, ...]) -> str:
    """A regex alternation of phrases, longest first, whitespace as ``\\s+``; phrases of one length in
    alphabetical order (they cannot both match at one place), so that every process writes the same
    source and finds it compiled in the regex store (set order changes from run to run)."""
    parts = sorted({p.strip() for p in phrases if p.strip()}, key=lambda p: (-len(p), p))
    return "(?:" + "|".join(r"\s+".join(_escape(w) for w in p.split()) for p in parts) + ")"


def _escape(word: str) -> str:
    import re

    return re.escape(word)


def english_words(word_class: str) -> tuple[str, ...]:
    """An English word class written as space-separated words, one word each."""
    return tuple(w for line in entries("en", word_class) for w in line.split())


def spaced(language: str, word_class: str) -> tuple[str, ...]:
    """A class written as one space-separated string of words ("a_different" is "a different")."""
    return tuple(w.replace("_", " ") for line in entries(language, word_class) for w in line.split())


def month_numbers(language: str) -> dict[str, int]:
    """Month name -> number for one language."""
    return {name: i for i, name in enumerate(entries(language, "months"), start=1)}


@cache
def number_words(language: str) -> dict[str, int]:
    """Number word -> value for one language: 1-19, the tens from 20, and the numbers between them
    composed by the language's ``compound`` template from its ``compound_ones`` ("vierundzwanzig",
    "trente-six", "cuarenta y cinco", "ventiquattro", "trinta e seis"; an Italian ten drops its
    vowel before "uno"/"otto": "ventotto"), or listed where spelling changes (``twenties``:
    "veinticuatro")."""
    ones = spaced(language, "numbers")
    tens = spaced(language, "tens")
    out = {**{w: i for i, w in enumerate(ones, start=1)}, **{w: 10 * i for i, w in enumerate(tens, start=2)}}
    for template in entries(language, "compound"):
        for t, ten in enumerate(tens, start=2):
            for o, one in enumerate(spaced(language, "compound_ones"), start=1):
                stem = ten[:-1] if language == "it" and one[0] in "aeiou" else ten
                out.setdefault(template.format(ten=stem, one=one), 10 * t + o)
    out.update({w: 20 + i for i, w in enumerate(spaced(language, "twenties"), start=1)})
    # other genders and shortened forms ("duas", "una", "veintiún", "einen"): ``number_variants``
    out.update(
        {
            w: int(n)
            for line in entries(language, "number_variants")
            for w, n in [x.split("=") for x in line.split()]
        }
    )
    return out


@cache
def day_words(language: str) -> dict[str, int]:
    """A day of the month written as a word -> the day: the language's ordinals (``day_ordinals``,
    "first", "neunten", "premier") and its number words up to 31 ("le trois mars", "el dos de mayo")."""
    out = {w: n for w, n in number_words(language).items() if n <= 31}
    for line in entries(language, "day_ordinals"):
        for entry in line.split():
            word, day = entry.split("=")
            out[word.replace("_", " ")] = int(day)
    return out


@cache
def year_words(language: str) -> dict[str, int]:
    """A year from 2000 to 2039 written in words -> the year, by the language's ``year`` templates and
    number words ("two thousand and nineteen", "dos mil diecinueve", "zweitausendeinundzwanzig",
    "duemiladiciannove", "dois mil e vinte"); English tens and ones joined by a hyphen or a space
    ("twenty-one")."""
    small = [(w, n) for w, n in number_words(language).items() if n < 40]
    if language == "en":
        tens, ones = spaced("en", "tens")[:2], spaced("en", "numbers")[:9]
        small += [
            (f"{t}{j}{o}", 10 * a + b)
            for a, t in enumerate(tens, 2)
            for b, o in enumerate(ones, 1)
            for j in "- "
        ]
    out: dict[str, int] = {}
    for template in entries(language, "year"):
        if "{n}" not in template:
            out[template] = 2000
            continue
        for word, n in small:
            out.setdefault(template.format(n=word), 2000 + n)
    return out


@cache
def field_names() -> dict[str, str]:
    """An output contract's field name in another language or under another English name -> the
    English one the reader reads ("respuesta" -> answer, "ruling" -> verdict, "clause_ref" -> citations)."""
    words = (w for lang in LANGUAGES for line in entries(lang, "fields") for w in line.split())
    return dict(w.split("=", 1) for w in words)


@cache
def same_sense() -> dict[str, str]:
    """Each English wording of the ``same_sense`` class -> the word that stands for its sense
    ("send back" -> "return", "staff" -> "employee")."""
    return {
        variant.replace("_", " "): word
        for line in entries("en", "same_sense")
        for word, variants in [line.split("=", 1)]
        for variant in variants.split()
    }


def units(language: str) -> dict[str, str]:
    """Duration word -> English unit for one language."""
    return dict(entry.split("=", 1) for entry in entries(language, "units"))


EVIDENCE_NOUN: Final = phrase_alternation(entries("en", "evidence"))
"""A word for the passages shown ("passages", "excerpts", "context", "sources"), as a pattern
fragment (not compiled): the one English evidence class every reading of "the passages ..." uses."""
SHOWN_NOUN: Final = phrase_alternation(
    tuple(w for w in entries("en", "evidence") if w not in spaced("en", "evidence_content"))
)
"""An evidence noun that names the passages shown on its own ("excerpts", "snippets"), as a pattern
fragment (not compiled); the others (``evidence_content``) do so only with a participle."""
CONTENT_EVIDENCE_NOUN: Final = phrase_alternation(spaced("en", "evidence_content"))
"""An evidence noun that also names what an agreement holds ("text", "documents", "context")."""
RESULT_NOUN: Final = phrase_alternation(spaced("en", "retrieval_result"))
"""What a retrieval step returns, named as such ("no documents came back", "outside the passages"), as a
pattern fragment (not compiled): a narrower class than ``EVIDENCE_NOUN`` ("text" or "material" outside
a retrieval phrase names what an agreement holds)."""
SECTION_NOUN: Final = phrase_alternation(entries("en", "section"))
"""A word for a numbered part of an agreement ("clause", "sections", "article"), as a pattern fragment
(not compiled): the one English section class (other languages: ``entries(language, "section")``)."""
SECTION_WORD: Final = phrase_alternation(all_entries("section"))
r"""A word for a numbered part of an agreement in any of the lexicon's languages ("section", "Ziff.", "la
clausola", "cláusula"), as a pattern fragment (not compiled; some end in a period, so bound it by
``(?<!\w)`` and what follows): read whatever language an answer was detected as (a code-switched
answer is often read as English)."""
NEGATED_AUXILIARY: Final = phrase_alternation(spaced("en", "negated_auxiliaries")).replace("'", "['’]?")
"""An auxiliary or modal with its negator ("does not", "doesn't", "can not", "won't"; the apostrophe
may be typographic or missing), as a pattern fragment (not compiled)."""


def number_alternation(low: int, high: int) -> str:
    """The English number words from ``low`` to ``high`` (at most nineteen) as a pattern fragment (not
    compiled): a pattern's own small count ("two to five passages")."""
    return phrase_alternation(spaced("en", "numbers")[low - 1 : high])


AGREEMENT_NOUN: Final = phrase_alternation(spaced("en", "agreement_noun"))
"""A word for an agreement or a document of one ("contract", "NDA", "letter", "form"), as a pattern
fragment (not compiled)."""
WHOLE_AGREEMENT_NOUN: Final = phrase_alternation(spaced("en", "whole_agreement_noun"))
"""A word for a whole agreement only ("agreement", "contract", "NDA", "deal")."""

ANOTHER_AGREEMENT: Final = (
    r"(?:\b"
    + phrase_alternation(spaced("en", "another_qualifier"))
    + r"\s+(?:[\w'’-]+\s+)?"
    + AGREEMENT_NOUN
    + r"\b|\bother\s+(?:[\w'’-]+'s\s+)?"
    + WHOLE_AGREEMENT_NOUN
    + r"\b)"
)
"""The one "another agreement" word class of English, as a pattern fragment (not compiled):
"another agreement", "a different NDA", "a separate confidentiality document", and bare "other"
only before a word for a whole agreement ("other contracts"; "notes and other documents" is
content)."""

OTHER_PARTIES: Final = (
    r"\b(?:different|other|another|separate|unrelated|third)\s+(?:\w+\s+)?(?:parties|compan\w+)\b"
)
"""Other parties or companies than the asked agreement's ("from other companies' forms")."""

CORPORATE_DESIGNATOR: Final = (
    r"\b(inc|incorporated|llc|l\.l\.c|ltd|limited|corporation|corp|company|co|gmbh|ag|ab|n\.v|b\.v|plc|"
    r"s\.a|lp|l\.p|llp|pty|pte|sa)\b\.?"
)
"""A company designator ("Inc.", "LLC", "GmbH"), as a pattern fragment (not compiled; read
case-insensitively): what makes a party a company, and what follows a brand's "!" ("Yahoo! Inc.")."""

SELF_ASSESSMENT: Final = (
    "certainty",
    "confidence",
    "confident",
    "faithful",
    "faithfulness",
    "grounded",
    "groundedness",
    "self_check",
    "verified",
)
"""Words naming a reply's assessment of itself ("Confidence: high", ``"grounded": true``,
"self-check: ok"); ``_`` stands for a space, hyphen, underscore or nothing. The one source of the
field names ``harness.text.answer_format.self_assessment`` skips and of cue
``format.self_assessment``."""

DOCUMENT_ID: Final = r"[A-Za-z][A-Za-z0-9_.\-]*[A-Za-z0-9]"
"""The shape of a corpus document id (``cnli-7``, ``mini-04``): the part of a passage id before
its index."""

PASSAGE_ID: Final = DOCUMENT_ID + r":\d+"
"""The shape of a corpus passage id: document id, colon, index (``cnli-7:12``, ``mini-04:16``)."""
