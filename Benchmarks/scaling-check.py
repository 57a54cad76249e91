#!/usr/bin/env python3
"""Checks that input size does not make trellis go quadratic or crash.

    Benchmarks/scaling-check.py [TRELLIS]     (default: .build/release/trellis-plugin-tool,
                                               else .build/debug/trellis-plugin-tool)

Each case generates an input at a quarter of its size and at its full size in a temporary
folder, runs one command on each and prints both times and their ratio: work linear in
the input grows about 4 times, quadratic work 16 times. A case fails when the ratio is
above 8 (once the full-size run takes long enough to measure), when the command dies of
a signal (a stack overflow included) or takes more than a minute, or when its output
lacks the expected text (the depth-limit diagnostic for deep nesting). A case whose files
include STANDARD_INPUT gets that file on standard input (a language server session).
Prints one table; exits 1 when a case failed.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The generated file given to the command on standard input, when a case makes one.
STANDARD_INPUT = "standard-input"


def default_tool():
    for configuration in ("release", "debug"):
        path = os.path.join(repo, ".build", configuration, "trellis-plugin-tool")
        if os.path.exists(path):
            return path
    sys.exit("scaling-check: build trellis-plugin-tool first (swift build --product trellis-plugin-tool)")


def siblings(n):
    return {"T.xml": "<UIView>\n" + '  <UIView width="10" height="10"/>\n' * n + "</UIView>\n"}


def nesting(n):
    return {"T.xml": "<UIView>" * n + "</UIView>" * n}


def long_attribute(n):
    return {"T.xml": '<UILabel text="' + "word " * (n // 5) + '"/>\n'}


def long_expression(n):
    return {"T.xml": '<UIView width="' + "+".join(["1"] * n) + '"/>\n'}


def manifest(n):
    lines = ["components:"]
    for index in range(n):
        lines += [f"  Card{index}:", "    extends: UIView", "    properties:", f"      value{index}: CGFloat"]
    template = "<UIView>" + "".join(f'<Card{index} value{index}="1"/>' for index in range(0, n, max(1, n // 100))) + "</UIView>"
    return {"components.yaml": "\n".join(lines) + "\n", "T.xml": template}


def strings_table(n):
    table = "".join(f'"key.{index}" = "Value {index} for %@";\n' for index in range(n))
    template = "<UIView>" + "".join(f'<UILabel text="{{strings.key.{index}(\'a\')}}"/>' for index in range(0, n, max(1, n // 100))) + "</UIView>"
    return {"Localizable.strings": table, "T.xml": template}


def deep_expression(n):
    return {"T.xml": '<UIView width="' + "(" * n + "1" + ")" * n + '"/>\n'}


def macros(n):
    declarations = "".join(f'  <macro name="M{index}" value="{index} + 1"/>\n' for index in range(n))
    uses = "".join(f'  <UIView width="M{index}" height="10"/>\n' for index in range(0, n, max(1, n // 100)))
    return {"T.xml": "<UIView>\n" + declarations + uses + "</UIView>\n"}


def constraints(n):
    views = '  <UIView width="10" height="10" constrain="top >> previous.bottom.offset(1); left >> parent.left"/>\n' * n
    return {"T.xml": '<UIView>\n  <UIView width="10" height="10"/>\n' + views + "</UIView>\n"}


def sibling_chain(n):
    views = '  <UIView width="10" height="10" top="previous.bottom + 1" left="previous.right"/>\n' * n
    return {"T.xml": '<UIView>\n  <UIView width="10" height="10"/>\n' + views + "</UIView>\n"}


def inclusion_chain(n):
    files = {f"T{index}.xml": f'<UIView><UIView template="T{index + 1}.xml"/></UIView>\n' for index in range(n)}
    files[f"T{n}.xml"] = "<UIView/>\n"
    files["T.xml"] = files.pop("T0.xml")
    return files


def yaml_nesting(n):
    return {"components.yaml": "types: " + "[" * n + "]" * n + "\n", "T.xml": "<UIView/>\n"}


def many_attributes(n):
    attributes = "".join(f' a{index}="{index}"' for index in range(n))
    return {"T.xml": "<UIView" + attributes + "/>\n"}


def many_inclusions(n):
    return {"T.xml": "<UIView>\n" + '  <UIView template="Part.xml"/>\n' * n + "</UIView>\n",
            "Part.xml": '<UIView width="10" height="10"><UILabel text="part"/></UIView>\n'}


def deep_unary(n):
    return {"T.xml": '<UIView width="' + "-" * n + '1"/>\n'}


def ternary_chain(n):
    return {"T.xml": '<UIView width="' + "true ? 1 : " * n + '2"/>\n'}


def carriage_return_lines(n):
    return {"T.xml": "<UIView>\r" + '  <UIView width="10" height="10"/>\r' * n + "</UIView>\r"}


def unicode_spaced_text(n):
    return {"T.xml": "<UILabel>" + "word\u00a0\u2003 \u3000" * (n // 8) + "</UILabel>\n"}


def document_type_subset(n):
    declarations = "".join(f"<!ELEMENT E{index} ANY>\n" for index in range(n))
    return {"T.xml": "<!DOCTYPE UIView [\n" + declarations + "]>\n<UIView/>\n"}


def cdata_sections(n):
    return {"T.xml": "<UILabel>" + "<![CDATA[x]]>" * n + "</UILabel>\n"}


def language_server_long_line(n):
    """A session opening a template whose one line is n bytes long, then editing the end of
    that line 100 times and asking for hover and completion there (n edits would be
    quadratic by nature, so the count stays fixed)."""
    uri = "file:///work/T.xml"
    line = '<UILabel text="' + "word " * (n // 5) + '"/>'
    end = len(line) - 3
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": None, "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "xml", "version": 1, "text": line}}},
    ]
    for version in range(2, 102):
        position = {"line": 0, "character": end}
        messages.append({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": position, "end": position}, "text": "x"}]}})
        end += 1
    position = {"textDocument": {"uri": uri}, "position": {"line": 0, "character": end}}
    messages += [
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": position},
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/completion", "params": position},
        {"jsonrpc": "2.0", "id": 4, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    session = ""
    for message in messages:
        content = json.dumps(message)
        session += f"Content-Length: {len(content.encode())}\r\n\r\n{content}"
    return {STANDARD_INPUT: session}


# name, full size, generator, command (after the tool), text the output must contain
cases = [
    ("20,000 siblings: check", 20_000, siblings, ["check", "T.xml"], None),
    ("20,000 siblings: layout", 20_000, siblings, ["layout", "T.xml", "--size", "375x812"], None),
    ("10,000-deep nesting: check", 10_000, nesting, ["check", "T.xml"], "levels deep; the maximum depth is"),
    ("1 MB attribute value: check", 1_000_000, long_attribute, ["check", "T.xml"], None),
    ("100,000-term expression: check", 100_000, long_expression, ["check", "T.xml"], None),
    ("5,000-component manifest: check", 5_000, manifest, ["check", "--components", "components.yaml", "T.xml"], None),
    ("50,000-key strings table: strings", 50_000, strings_table, ["strings", "--table", "Localizable.strings", "T.xml"], None),
    ("10,000-deep parentheses: check", 10_000, deep_expression, ["check", "T.xml"], "expression is nested too deeply"),
    ("5,000 macros: check", 5_000, macros, ["check", "T.xml"], None),
    ("5,000 constrained views: layout", 5_000, constraints, ["layout", "T.xml", "--size", "375x812"], None),
    ("10,000 chained siblings: layout", 10_000, sibling_chain, ["layout", "T.xml", "--size", "375x812"], None),
    ("400-file inclusion chain: check", 400, inclusion_chain, ["check", "T.xml"], "templates are included more than"),
    ("10,000-deep YAML: check", 10_000, yaml_nesting, ["check", "--components", "components.yaml", "T.xml"], "YAML is nested too deeply"),
    ("20,000 attributes on one element: check", 20_000, many_attributes, ["check", "T.xml"], None),
    ("2,000 inclusions of one file: check", 2_000, many_inclusions, ["check", "T.xml"], None),
    ("10,000-deep unary minus: check", 10_000, deep_unary, ["check", "T.xml"], "expression is nested too deeply"),
    ("10,000-deep ternary chain: check", 10_000, ternary_chain, ["check", "T.xml"], "expression is nested too deeply"),
    ("20,000 CR-ended lines: check", 20_000, carriage_return_lines, ["check", "T.xml"], None),
    ("1 MB Unicode-spaced body text: check", 1_000_000, unicode_spaced_text, ["check", "T.xml"], None),
    ("20,000-declaration DOCTYPE: check", 20_000, document_type_subset, ["check", "T.xml"], None),
    ("20,000 CDATA sections: check", 20_000, cdata_sections, ["check", "T.xml"], None),
    ("1 MB line edited 100 times: lsp", 1_000_000, language_server_long_line, ["lsp"], '"id":4'),
]


def run(tool, folder, command):
    input_path = os.path.join(folder, STANDARD_INPUT)
    standard_input = open(input_path, "rb") if os.path.exists(input_path) else subprocess.DEVNULL
    start = time.monotonic()
    try:
        process = subprocess.run([tool] + command, cwd=folder, stdin=standard_input, capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, "timed out after 60 s", ""
    finally:
        if standard_input is not subprocess.DEVNULL:
            standard_input.close()
    elapsed = time.monotonic() - start
    output = (process.stdout + process.stderr).decode(errors="replace")
    if process.returncode < 0:
        return elapsed, f"died of signal {-process.returncode}", output
    return elapsed, None, output


def main():
    tool = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else default_tool()
    failed = False
    print(f"{'case':<42} {'n/4 (s)':>8} {'n (s)':>8} {'ratio':>6}  result")
    for name, size, generate, command, expected in cases:
        times = []
        problem = None
        for n in (size // 4, size):
            with tempfile.TemporaryDirectory() as folder:
                for path, text in generate(n).items():
                    with open(os.path.join(folder, path), "w", newline="") as file:
                        file.write(text)
                elapsed, problem, output = run(tool, folder, command)
            if problem:
                break
            if expected and expected not in output:
                problem = f"output lacks '{expected}': {output[:200]!r}"
                break
            times.append(elapsed)
        ratio = times[1] / times[0] if len(times) == 2 and times[0] > 0 else None
        if not problem and ratio and ratio > 8 and times[1] > 0.5:
            problem = "superlinear"
        failed = failed or problem is not None
        columns = [f"{t:8.2f}" for t in times] + ["       -"] * (2 - len(times))
        shown = f"{ratio:6.1f}" if ratio else "     -"
        print(f"{name:<42} {columns[0]} {columns[1]} {shown}  {problem or 'ok'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
