"""The project's fixed texts, kept as files under templates/ (package data) with %%NAME%% placeholders."""
from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def read(name: str) -> str:
    """templates/<name>, '/'-separated: resources may live in a zip, where only Traversable paths work."""
    path = resources.files(__package__).joinpath("templates")
    for part in name.split("/"):
        path = path.joinpath(part)
    return path.read_text(encoding="utf-8")


def fill(name: str, **kw: str) -> str:
    """Template `name` with each %%KEY%% replaced, in the order given; a placeholder left over is a bug here."""
    text = read(name)
    for k, v in kw.items():
        text = text.replace(f"%%{k}%%", v)
    assert "%%" not in text, text[text.index("%%"):][:40]
    return text
