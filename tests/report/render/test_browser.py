"""report.html in a real headless browser (Chromium through Selenium): the filters, search and sort work.

CI installs Debian's ``chromium`` and ``chromium-driver`` (``.ci/run``) and sets
``HARNESS_REQUIRE_BROWSER=1``, under which a missing browser fails this test instead of skipping it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness.core.records import PluginSpec
from harness.report import write_report
from harness.store.folder import RunFolder
from tests.report.builders import BASE_ROWS, changed, make_run

HOSTILE = '<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>'


def _binaries() -> tuple[str, str] | None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    found = _binaries()
    if found is None:
        if os.environ.get("HARNESS_REQUIRE_BROWSER") == "1":
            pytest.fail("chromium and chromedriver are required (HARNESS_REQUIRE_BROWSER=1); see .ci/run")
        pytest.skip("no chromium/chromedriver on PATH (apt-get install chromium chromium-driver)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = found[0]
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=found[1]), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rows = changed(
        BASE_ROWS,
        a4={"answer": {"text": f"Wrong {HOSTILE} [mini-01:1]", "citations": ("mini-01:1",)}},
        e2={"answer": {"error": "TimeoutError: no reply in 60 s"}},
    )
    run = make_run(tmp_path_factory.mktemp("browser") / "run", rows)
    # A second judge that calls every refusal wrong: the grader filter must switch whose buckets count.
    folder = RunFolder.open(run)
    strict = [
        replace(g, factuality="wrong", refusal_quality=None) if g.factuality == "refused" else g
        for g in folder.grades("reference")
    ]
    folder.write_grades(PluginSpec("grader", "llm", {}), strict, primary=False, label="judge-b")
    write_report(run)
    return run / "report.html"


def _visible(driver: Any) -> list[str]:
    from selenium.webdriver.common.by import By

    return [
        el.get_attribute("id")
        for el in driver.find_elements(By.CSS_SELECTOR, "details.q")
        if el.is_displayed()
    ]


def _choose(driver: Any, select_id: str, value: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.ID, select_id)).select_by_value(value)


def test_filters_search_and_sort_in_a_real_browser(browser: Any, page: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.get(page.as_uri())
    everything = [f"q-{r.qid}" for r in BASE_ROWS]
    assert _visible(browser) == everything
    assert browser.find_element(By.ID, "shown-count").text == str(len(BASE_ROWS))
    assert browser.title.startswith("rubric-harness report")  # the hostile answer ran nothing

    _choose(browser, "f-bucket", "wrong")
    wrong = [f"q-{r.qid}" for r in BASE_ROWS if r.factuality == "wrong"]
    assert _visible(browser) == wrong
    assert browser.find_element(By.ID, "shown-count").text == str(len(wrong))

    _choose(browser, "f-stratum", "answerable")
    assert _visible(browser) == ["q-a4"]

    _choose(browser, "f-bucket", "")
    _choose(browser, "f-stratum", "")
    _choose(browser, "f-error", "error")
    assert _visible(browser) == ["q-e2"]
    _choose(browser, "f-error", "")

    search = browser.find_element(By.ID, "f-search")
    search.send_keys("pwned")  # the escaped hostile text is searchable text, not markup
    assert _visible(browser) == ["q-a4"]
    search.clear()
    search.send_keys(" ")  # an input event with no words shows everything again
    assert len(_visible(browser)) == len(BASE_ROWS)

    _choose(browser, "f-sort", "outcome")
    order = _visible(browser)
    rank = {"wrong": 0, "unsupported": 1, "refused": 3, "correct": 4}
    by_id = {f"q-{r.qid}": r.factuality for r in BASE_ROWS}
    assert [rank[by_id[i]] for i in order] == sorted(rank[by_id[i]] for i in order)
    assert order[: len(wrong)] == wrong

    _choose(browser, "f-sort", "set")
    _choose(browser, "f-bucket", "wrong")
    _choose(browser, "f-grader", "judge-b")
    strict_wrong = [f"q-{r.qid}" for r in BASE_ROWS if r.factuality in ("wrong", "refused")]
    assert _visible(browser) == strict_wrong
    shown = browser.find_element(By.CSS_SELECTOR, "#q-n1 div.g.chosen")
    assert shown.get_attribute("data-grader") == "judge-b"  # the drill-down shows the chosen grader's axes
    _choose(browser, "f-grader", "reference")
    assert _visible(browser) == wrong
    assert browser.title.startswith("rubric-harness report")
