"""The detail rules of the support check (``harness.grade.details``): each committed detail of a
claim read against the passage cited for it, through the reference grader and rule by rule."""

from __future__ import annotations

from harness.grade import details, support
from tests.grade.test_support import AUDITORS, DETAILS, PARTIES, ask, graded_details


def test_what_the_other_party_does_by_any_verb_is_a_swapped_detail() -> None:
    """rule ``detail.actor``: the claim has one of the asked agreement's parties do what its cited
    passage has the other do ("Halden lawfully obtains" against "Quillon lawfully obtains"), a
    modal or not; the parties as the passage places them are correct."""
    q = ask(
        f"{PARTIES[:-1]}, may the receiving party keep using what a third party gives it?", ("nda-01:20",)
    )
    said = (
        "Yes: nothing restricts information that {} lawfully obtains from a third party that owes {}"
        " no duty of confidence [nda-01:20]."
    )
    factuality, supports, why = graded_details(q, said.format("Halden", "Quillon"), "nda-01:20")
    assert (factuality, supports) == ("wrong", False) and "detail.actor" in why and "Halden" in why, why
    assert graded_details(q, said.format("Quillon", "Halden"), "nda-01:20")[:2] == ("correct", True)
    # what a party is said not to do it does not do
    denied = "Yes: Halden does not obtain it; what Quillon lawfully obtains from a third party is free"
    denied += " [nda-01:20]."
    assert "detail.actor" not in graded_details(q, denied, "nda-01:20")[2]
    # two names that only frame ("between Halden Marine and Quillon") do nothing
    framed = (
        "Yes, under the NDA between Halden Marine and Quillon Analytics nothing restricts it [nda-01:20]."
    )
    assert "detail.actor" not in graded_details(q, framed, "nda-01:20")[2]


def test_a_condition_inside_the_other_partys_duty_binds_the_party_it_names() -> None:
    """The passage binds Quillon ("Quillon may show ..."), but inside that duty Halden approves: a
    claim that Halden has to approve is the passage's (``other_party`` reads the inner clause's own
    subject); that Quillon has to approve is the swapped detail."""
    q = ask(AUDITORS, ("nda-01:19",))
    said = (
        "Yes. Quillon may bring in outside auditors, and {} has to approve each auditor in writing"
        " beforehand [nda-01:19]."
    )
    assert graded_details(q, said.format("Halden"), "nda-01:19")[:2] == ("correct", True)
    factuality, supports, why = graded_details(q, said.format("Quillon"), "nda-01:19")
    assert (factuality, supports) == ("wrong", False), why


def test_a_detail_made_of_two_cited_clauses_that_neither_states_backs_nothing() -> None:
    """rule ``detail.merged``: "each auditor may keep one archival set" takes its subject from the
    auditors clause and its predicate from the outside-counsel clause: no cited passage, alone,
    states it. Each detail stated by one of the passages cited beside each other is backed."""
    q = ask(AUDITORS, ("nda-01:19",))
    shown = ("nda-01:19", "nda-01:21")
    merged = (
        "Yes. Auditors Halden has approved may see it, and each auditor may keep one archival set of the"
        " written material in its files [nda-01:19][nda-01:21]."
    )
    _, supports, _ = graded_details(q, merged, *shown)
    assert supports is False
    plain = merged.split(" [")[0]  # the claim as the reader gives it, its markers read off
    detail = details.merged_detail(plain, DETAILS["nda-01:19"], [DETAILS["nda-01:21"]])
    assert detail.startswith("each auditor may keep"), detail
    apart = merged.replace("each auditor", "outside counsel to Quillon")
    assert details.merged_detail(apart.split(" [")[0], DETAILS["nda-01:19"], [DETAILS["nda-01:21"]]) == ""
    # a subject in no content words ("it") is the passage's own
    assert (
        details.merged_detail(
            plain.replace("each auditor", "it"), DETAILS["nda-01:19"], [DETAILS["nda-01:21"]]
        )
        == ""
    )
    assert graded_details(q, apart, *shown)[:2] == ("correct", True)


def test_a_quotation_that_puts_words_in_its_passages_mouth_is_a_false_detail() -> None:
    """rule ``detail.misquote``: a quotation of the cited clause with a word it does not hold ("provided
    that Halden is notified of each auditor" for "only if Halden approves each auditor") is wrong; the
    clause quoted word for word, or in another inflection, is correct; a field's value in a JSON reply
    and the question's own words quoted are no quotation of the passage."""
    q = ask(AUDITORS, ("nda-01:19",))
    said = 'Yes. Clause 4.3 says Quillon "may show Confidential Information to outside auditors, {}"'
    said += " [nda-01:19]."
    wrong = said.format("but only if Halden is notified of each auditor")
    factuality, supports, why = graded_details(q, wrong, "nda-01:19")
    assert (factuality, supports) == ("wrong", False) and "detail.misquote" in why and "notified" in why, why
    right = said.format("but only if Halden approves each auditor in writing beforehand")
    assert graded_details(q, right, "nda-01:19")[:2] == ("correct", True)
    passage, asked = DETAILS["nda-01:19"], AUDITORS
    assert details.misquoted('It "approved each auditor in writing beforehand" first.', passage, asked) == ""
    assert (
        details.misquoted('{"answer": "show Confidential Information to auditors when told"}', passage, asked)
        == ""
    )
    assert (
        details.misquoted(
            'You ask whether it "may show confidential information to its auditors".', passage, asked
        )
        == ""
    )


def test_a_recipient_the_cited_clause_names_otherwise_is_a_substituted_detail() -> None:
    """rule ``detail.substituted``: "one archival set with its auditors" where the clause that says
    the rest names outside counsel is wrong; the clause's own recipient, or one more beside it, is not
    a substitution; a defined umbrella ("Representatives") may cover any class."""
    q = ask(AUDITORS, ("nda-01:19",))
    said = (
        "Yes [nda-01:19]. {} may also keep one archival set of the written material in its files [nda-01:21]."
    )
    factuality, supports, why = graded_details(q, said.format("Its auditors"), "nda-01:19", "nda-01:21")
    assert (factuality, supports) == ("wrong", False) and "detail.substituted" in why and "auditors" in why, (
        why
    )
    kept = said.format("Outside counsel to Quillon")
    assert graded_details(q, kept, "nda-01:19", "nda-01:21")[:2] == ("correct", True)
    claim = "Its auditors may keep one archival set of the written material in its files."
    assert details.substituted(claim, DETAILS["nda-01:21"]) == ("auditors", "counsel")
    assert details.substituted(claim.replace("Its auditors", "Its counsel"), DETAILS["nda-01:21"]) is None
    banned = "Its auditors may not keep one archival set of the written material in its files."
    assert details.substituted(banned, DETAILS["nda-01:21"]) is None  # another statement, not a swap
    umbrella = DETAILS["nda-01:21"].replace("Outside counsel to Quillon", "Quillon's Representatives")
    assert details.substituted(claim, umbrella) is None


def test_the_layout_label_a_claim_sits_under_is_no_content_its_passage_must_hold() -> None:
    """A claim under "Practical caveats:" is read without the label; a table row's first cell, read the
    same way ("Intellectual property: in the definition"), still counts where it is the content."""
    assert details.unlabelled("Practical caveats: its duties run on.") == "its duties run on."
    assert details.unlabelled("Section 8.1 of the agreement and its schedule: yes.") == (
        "Section 8.1 of the agreement and its schedule: yes."
    )
    q = ask(AUDITORS, ("nda-01:19",))
    said = "Yes, if Halden approves each auditor [nda-01:19].\n\n{}the duties run on for three (3) years"
    said += " [nda-01:16]."
    shown = ("nda-01:19", "nda-01:16")
    assert graded_details(q, said.format("Caveats worth noting: "), *shown)[:2] == ("correct", True)
    # read with its label, the claim's passage would hold too little of it
    labelled = "Caveats worth noting: the duties run on for three (3) years."
    assert support.content_share(labelled, DETAILS["nda-01:16"]) < support.SIDE_CLAIM_SHARE


def test_each_citation_of_a_sentence_is_read_for_the_details_it_governs() -> None:
    """``governed``: a permission cited to one clause and a ban cited to another, in one sentence, are
    each checked against their own clause (neither is the other's opposite), whether the markers sit
    at each part or together at the end; one detail granting what the ban forbids is still wrong."""
    q = ask(
        f"{PARTIES[:-1]}, may the receiving party share confidential information with its employees?",
        ("nda-01:23",),
    )
    shown = ("nda-01:23", "nda-01:22")
    permit = "The Recipient may share Confidential Information with its employees who need to know it"
    ban = "no consultant or agent may receive it"
    for said in (
        f"Yes. {permit}, while {ban} [nda-01:23][nda-01:22].",
        f"Yes. {permit} [nda-01:23], while {ban} [nda-01:22].",
    ):
        assert graded_details(q, said, *shown)[:2] == ("correct", True), said
    both = (
        "Yes. The Recipient may share it with its employees and with any consultant [nda-01:23][nda-01:22]."
    )
    assert graded_details(q, both, *shown)[:2] == ("wrong", False)


def test_an_uncited_sentence_that_goes_on_about_a_cited_one_is_read_against_its_passage() -> None:
    """``governing``: "It also covers what Halden lawfully obtains ..." continues the cited sentence
    before it, so its details are read against that sentence's passage (which has Quillon obtain it):
    wrong. A sentence that opens on something else is not governed by the citation before it."""
    q = ask(
        f"{PARTIES[:-1]}, may the receiving party keep using what a third party gives it?", ("nda-01:20",)
    )
    cited = "Yes. The clause frees information that Quillon lawfully obtains from a third party [nda-01:20]."
    after = "{} also covers what Halden lawfully obtains from a third party that owes Quillon no duty"
    after += " of confidence."
    factuality, _, why = graded_details(q, f"{cited} {after.format('It')}", "nda-01:20")
    assert factuality == "wrong" and "detail.actor" in why, why
    assert graded_details(q, f"{cited} {after.format('The clause')}", "nda-01:20")[0] == "correct"


def test_the_items_a_cited_lead_in_introduces_are_read_against_its_passage() -> None:
    """``governing``: the uncited items of a list that a cited lead-in introduces ("sets two
    conditions [id]:") have their details read against the lead-in's passage, so an item that has
    Quillon approve what the clause has Halden approve is wrong; the same line outside a list is not
    governed by that citation."""
    q = ask(AUDITORS, ("nda-01:19",))
    lead = "Yes. Clause 4.3 lets Quillon show it to outside auditors on two conditions [nda-01:19]:\n"
    items = (
        "1. The auditors see it for the audit only.\n2. {} has to approve each auditor in writing beforehand."
    )
    factuality, _, why = graded_details(q, lead + items.format("Quillon"), "nda-01:19")
    assert factuality == "wrong" and "detail.actor" in why, why
    assert graded_details(q, lead + items.format("Halden"), "nda-01:19")[0] == "correct"
    apart = (
        "Yes. Clause 4.3 sets two conditions [nda-01:19].\n\nQuillon has to approve each auditor in writing."
    )
    assert "detail.actor" not in graded_details(q, apart, "nda-01:19")[2]


def test_a_quotation_altered_in_brackets_quotes_its_passage() -> None:
    """rule ``detail.misquote``: what a quoter writes in brackets ("[o]utside", "[the Recipient]",
    "[sic]") is the quoter's, like an ellipsis: no word put in the passage's mouth. A word the
    passage does not hold, outside the brackets, is still a misquote."""
    q = ask(AUDITORS, ("nda-01:21",))
    said = 'Yes. Clause 5.5 says "[o]utside counsel to {} may keep one archival set of the {} material"'
    said += " [nda-01:21]."
    for name in ("Quillon", "[Quillon]", "[the Recipient]", "Quillon [sic]"):
        assert graded_details(q, said.format(name, "written"), "nda-01:21")[:2] == ("correct", True), name
    factuality, supports, why = graded_details(q, said.format("[Quillon]", "printed"), "nda-01:21")
    assert (factuality, supports) == ("wrong", False) and "detail.misquote" in why and "printed" in why, why
    passage = DETAILS["nda-01:21"]
    inflected = 'It says "only if Halden approve[s] each auditor in writing beforehand".'
    assert details.misquoted(inflected, DETAILS["nda-01:19"], AUDITORS) == ""
    assert support.quotes('It says "[o]utside counsel to Quillon may keep one archival set".', passage)


def test_the_recipient_classes_and_the_opening_pronouns_are_read_from_one_place() -> None:
    """The recipient classes a claim names (``_classed``) are the classes the recipient rules hold
    (``_RECIPIENTS``); a sentence opening on "They"/"These"/"Those" both refers back to the passages
    just cited and goes on about the sentence before it."""
    named = details._classed("It may go to its employees, Affiliates, agents and outside auditors.")
    assert named and set(named) <= support._RECIPIENTS
    assert {"emplo", "affil"} <= support._RECIPIENTS
    for opening in ("They", "These", "Those"):
        said = f"{opening} must also be returned."
        assert support._BACK_REFERENCE.search(said) and details._CONTINUES.search(said), opening
    assert details._CONTINUES.search("It must also certify it.")
    assert not support._BACK_REFERENCE.search("It must also certify it.")
