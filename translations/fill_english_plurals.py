#!/usr/bin/env python3
"""Fills the English plural forms of gridtrace_en.ts; run it after `update_translations`.

English needs a translation only for numerus messages: tr("%n turn(s)", nullptr, n) must read
"1 turn" and "2 turns". The source texts write the plural as "(s)" or "(es)"; the singular drops
it, the plural keeps the letters; only the word right after %n is counted by it. A text that writes its plural out ("%n scenarios") is listed
in SINGULARS. Only unfinished messages are filled (--refill fills all again), so forms a person edited stay; the file keeps
lupdate's layout, so the next update shows no noise.
"""
import html
import re
import sys
from pathlib import Path

# Source texts whose plural is written out in full, with their singular.
SINGULARS = {
    "%1 has %n scenarios. Pick the start and goal to search between:":
        "%1 has %n scenario. Pick the start and goal to search between:",
}

# Only the word counted by %n agrees with it: "%n step(s) on %1 page(s)" keeps "page(s)".
PLURAL_MARK = re.compile(r"(%n\s+[^\s(]+)\((e?s)\)")
# One numerus message at a time: a pattern free to run past its own </message> fills the next
# unfinished message with this one's forms.
MESSAGE = re.compile(r'<message numerus="yes">.*?</message>', re.S)
SOURCE = re.compile(r'<source>(.*?)</source>', re.S)
UNFINISHED = re.compile(r'<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>', re.S)
FINISHED = re.compile(r'<translation>(.*?)</translation>', re.S)


def forms(source):
    if source in SINGULARS:
        return SINGULARS[source], source
    return (PLURAL_MARK.sub(lambda m: m.group(1), source),
            PLURAL_MARK.sub(lambda m: m.group(1) + m.group(2), source))


def escape(text):
    # As lupdate writes texts, so a later update does not rewrite them.
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def main():
    names = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = Path(names[0]) if names else Path(__file__).with_name("gridtrace_en.ts")
    text = path.read_text(encoding="utf-8")
    filled = 0

    refill = "--refill" in sys.argv

    def fill(match):
        nonlocal filled
        message = match.group(0)
        if refill:
            message = FINISHED.sub(lambda m: f'<translation type="unfinished">{m.group(1)}</translation>', message)
        source = SOURCE.search(message)
        if not source or not UNFINISHED.search(message):
            return message
        filled += 1
        singular, plural = forms(html.unescape(source.group(1)))
        return UNFINISHED.sub(lambda m: "<translation>\n"
                              f"            <numerusform>{escape(singular)}</numerusform>\n"
                              f"            <numerusform>{escape(plural)}</numerusform>\n"
                              "        </translation>", message, count=1)

    text = MESSAGE.sub(fill, text)
    path.write_text(text, encoding="utf-8")
    left = len(re.findall(r'<message numerus="yes">', text)) - len(re.findall(r"<numerusform>[^<]+</numerusform>\s*<numerusform>[^<]+</numerusform>", text))
    print(f"{path.name}: filled {filled} numerus message(s), {left} left without both forms")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
