"""A URL's password is redacted before anything is written or shown."""

from __future__ import annotations

import pytest

from harness.core.secrets import redact_option, redact_url


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("http://alice:s3cret@127.0.0.1:8000/v1", "http://alice:***@127.0.0.1:8000/v1"),
        ("https://:tok@host/v1", "https://:***@host/v1"),
        ("https://alice@host/v1", "https://alice@host/v1"),  # a user name alone is no secret
        ("http://127.0.0.1:8000/v1", "http://127.0.0.1:8000/v1"),
        ("not a url with @ in it", "not a url with @ in it"),
        ("http://a:b@host:notaport/v1", "http://a:***@host:notaport/v1"),  # a bad port: still redacted
    ],
)
def test_a_password_in_a_url_is_redacted(url: str, shown: str) -> None:
    assert redact_url(url) == shown


def test_only_string_options_holding_a_url_change() -> None:
    assert redact_option("http://u:p@h/v1") == "http://u:***@h/v1"
    assert redact_option(3) == 3 and redact_option(None) is None and redact_option("plain") == "plain"
