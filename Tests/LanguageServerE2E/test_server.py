"""End-to-end tests of `trellis lsp` with a real LSP client (pytest-lsp over stdio).

The server is the `trellis` executable named by $TRELLIS (run.sh builds it), started on
the `workspace` folder beside this file, whose Components/Badge.yaml declares BadgeView.
"""

import os
import pathlib
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

HERE = pathlib.Path(__file__).resolve().parent
WORKSPACE = HERE / "workspace"
TRELLIS = os.environ.get("TRELLIS", str(HERE.parents[1] / ".build" / "debug" / "trellis"))
SCREEN = WORKSPACE / "Screen.xml"
# Where the server writes the built-in manifests for go to definition ($XDG_CACHE_HOME).
CACHE = pathlib.Path(tempfile.mkdtemp(prefix="trellis-lsp-cache-"))


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[TRELLIS, "lsp", "--assets", str(WORKSPACE / "Assets.xcassets")],
        server_env={**os.environ, "XDG_CACHE_HOME": str(CACHE)},
    )
)
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("neovim"),
            root_uri=WORKSPACE.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="workspace")],
        )
    )
    lsp_client.server_info = result.server_info
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, path: pathlib.Path, text: str, language: str = "xml") -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)
        )
    )
    return uri


async def diagnostics_for(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics.pop(uri)


def rng(start_line: int, start_character: int, end_line: int, end_character: int) -> types.Range:
    return types.Range(
        start=types.Position(line=start_line, character=start_character),
        end=types.Position(line=end_line, character=end_character),
    )


@pytest.mark.asyncio
async def test_initialize_reports_server_and_capabilities(client: LanguageClient):
    assert client.server_info == types.ServerInfo(name="trellis", version="0.1.0")
    capabilities = client.server_capabilities
    assert capabilities.hover_provider is True
    assert list(capabilities.completion_provider.trigger_characters) == ["<", " ", ".", '"', "{", "#"]
    assert capabilities.references_provider is True
    assert capabilities.rename_provider.prepare_provider is True
    assert list(capabilities.code_action_provider.code_action_kinds) == ["quickfix"]
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental


@pytest.mark.asyncio
async def test_diagnostics_are_those_of_check_with_utf16_ranges(client: LanguageClient):
    uri = open_document(client, SCREEN, SCREEN.read_text(encoding="utf-8"))
    diagnostics = await diagnostics_for(client, uri)
    # `trellis check` reports Screen.xml:2:33 (error) and Screen.xml:3:23 (warning), UTF-8 byte columns;
    # "é" and "😀" before the first make it UTF-16 character 29.
    assert [(d.range, d.severity, d.message) for d in diagnostics] == [
        (rng(1, 29, 1, 37), types.DiagnosticSeverity.Error,
         "unknown property 'textColr' of UILabel; did you mean 'textColor'?"),
        (rng(2, 22, 2, 26), types.DiagnosticSeverity.Warning,
         "'loud' is not a case of BadgeStyle, so it is read as an input of that name; did you mean 'bold'?"),
    ]


@pytest.mark.asyncio
async def test_incremental_change_clears_fixed_errors(client: LanguageClient):
    uri = open_document(client, SCREEN, SCREEN.read_text(encoding="utf-8"))
    await diagnostics_for(client, uri)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(range=rng(2, 22, 2, 26), text="bold"),
            ],
        )
    )
    diagnostics = await diagnostics_for(client, uri)
    assert [d.message for d in diagnostics] == ["unknown property 'textColr' of UILabel; did you mean 'textColor'?"]


@pytest.mark.asyncio
async def test_manifest_errors_are_published_in_the_manifest(client: LanguageClient):
    manifest = WORKSPACE / "Components" / "Badge.yaml"
    text = manifest.read_text(encoding="utf-8").replace("extends:", "superclass:")
    uri = open_document(client, manifest, text, language="yaml")
    diagnostics = await diagnostics_for(client, uri)
    assert [(d.range, d.message) for d in diagnostics] == [
        (rng(9, 4, 9, 14), "unknown key 'superclass' in component 'BadgeView'"),
    ]


async def complete(client: LanguageClient, uri: str, line: int, character: int) -> list[types.CompletionItem]:
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
        )
    )
    return result.items


@pytest.mark.asyncio
async def test_completion_of_elements_attributes_key_paths_and_enum_cases(client: LanguageClient):
    text = '<UIView>\n    <Bad\n    <BadgeView s\n    <BadgeView layer.\n    <BadgeView style=""/>\n</UIView>\n'
    uri = open_document(client, WORKSPACE / "Typing.xml", text)

    elements = await complete(client, uri, 1, 8)
    badge = next(item for item in elements if item.label == "BadgeView")
    assert (badge.kind, badge.detail, badge.documentation.value) == (
        types.CompletionItemKind.Class, "BadgeView : UIView", "A small rounded badge.")

    attributes = [item.label for item in await complete(client, uri, 2, 16)]
    assert {"count", "style", "backgroundColor", "width", "id", "outlet"} <= set(attributes)

    members = {item.label: item.detail for item in await complete(client, uri, 3, 21)}
    assert members["cornerRadius"] == "CGFloat"
    assert "count" not in members

    cases = await complete(client, uri, 4, 22)
    assert [(item.label, item.kind, item.detail) for item in cases[:2]] == [
        ("plain", types.CompletionItemKind.EnumMember, "BadgeStyle"),
        ("bold", types.CompletionItemKind.EnumMember, "BadgeStyle"),
    ]
    # An enum value is an expression: the functions follow the cases (names in scope too,
    # but this text's unfinished tags leave the compiler no tree to find them in).
    assert "min" in {item.label for item in cases[2:]}


async def hover(client: LanguageClient, uri: str, line: int, character: int) -> types.Hover | None:
    return await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
        )
    )


@pytest.mark.asyncio
async def test_hover_on_element_and_attributes(client: LanguageClient):
    uri = open_document(client, SCREEN, SCREEN.read_text(encoding="utf-8"))
    element = await hover(client, uri, 2, 8)
    assert element.contents.value == "```\nBadgeView : UIView\n```\n\nA small rounded badge."
    assert element.range == rng(2, 5, 2, 14)

    style = await hover(client, uri, 2, 17)
    assert style.contents.value == "```\nstyle: BadgeStyle\n```\n\nValues: `plain`, `bold`"

    count = await hover(client, uri, 2, 30)
    assert count.contents.value == "```\ncount: Int\n```\n\nDefault: `0`"

    root = await hover(client, uri, 0, 3)
    assert root.contents.value == (
        "```\nUIView\n```\n\nThe base class of every view: background, alpha, transform, layer, margins and accessibility.")
    assert await hover(client, uri, 0, 0) is None  # on "<": no name there


@pytest.mark.asyncio
async def test_unknown_method_is_an_error_and_the_server_goes_on(client: LanguageClient):
    with pytest.raises(Exception, match="unknown method 'trellis/frobnicate'"):
        await client.protocol.send_request_async("trellis/frobnicate", {})
    uri = open_document(client, SCREEN, SCREEN.read_text(encoding="utf-8"))
    assert len(await diagnostics_for(client, uri)) == 2


@pytest.mark.asyncio
async def test_definition_of_template_reference_and_id(client: LanguageClient):
    text = (
        '<UIView>\n'
        '    <UIView template="Parts/Card.xml" title="Hi"/>\n'
        '    <UILabel id="héader" text="x"/>\n'
        '    <UILabel top="#héader.bottom"/>\n'
        '</UIView>\n'
    )
    uri = open_document(client, WORKSPACE / "Navigation.xml", text)
    include = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=25))
    )
    assert include == [types.Location(uri=(WORKSPACE / "Parts" / "Card.xml").as_uri(), range=rng(0, 0, 0, 0))]
    identifier = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=3, character=20))
    )
    assert identifier == [types.Location(uri=uri, range=rng(2, 17, 2, 23))]


@pytest.mark.asyncio
async def test_document_symbols_are_the_element_tree(client: LanguageClient):
    uri = open_document(client, WORKSPACE / "Parts" / "Card.xml", (WORKSPACE / "Parts" / "Card.xml").read_text(encoding="utf-8"))
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    root = symbols[0]
    assert (root.name, root.kind, root.range, root.selection_range) == ("UIView", types.SymbolKind.Class, rng(0, 0, 3, 9), rng(0, 1, 0, 7))
    assert [(child.name, child.detail, child.kind) for child in root.children] == [
        ("title", "param", types.SymbolKind.Variable),
        ("UILabel", None, types.SymbolKind.Class),
    ]


@pytest.mark.asyncio
async def test_formatting_uses_the_house_style(client: LanguageClient):
    uri = open_document(client, WORKSPACE / "Messy.xml", '<UIView><UILabel   text="a" /></UIView>')
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=4, insert_spaces=True)
        )
    )
    assert list(edits) == [types.TextEdit(range=rng(0, 0, 0, 39), new_text='<UIView>\n    <UILabel text="a"/>\n</UIView>\n')]


# A template using every kind of name an expression can read, an include passing a param,
# an image value, a fix-it and a custom component. Columns below are UTF-16 characters.
FEATURES_TEXT = (
    '<UIView>\n'
    '    <macro name="gap" value="8"/>\n'
    '    <param name="count" type="Int"/>\n'
    '    <UILabel id="header" text="{count} items" outlet="headerLabel" font="bold 17"/>\n'
    '    <UILabel top="#header.bottom + gap" text="{userName}"/>\n'
    '    <UIView template="Parts/Card.xml" title="Hi"/>\n'
    '    <UIImageView image=""/>\n'
    '    <UILabel tag="{textAlignment == natural ? 1 : 2}"/>\n'
    '    <BadgeView style="bold"/>\n'
    '</UIView>\n'
)
FEATURES = WORKSPACE / "Features.xml"


def position_params(uri: str, line: int, character: int) -> types.TextDocumentPositionParams:
    return types.TextDocumentPositionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character)
    )


@pytest.mark.asyncio
async def test_completion_of_names_in_expressions(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    names = await complete(client, uri, 4, 38)  # after `gap` in top="#header.bottom + gap"
    assert [(item.label, item.kind, item.detail) for item in names[:7]] == [
        ("gap", types.CompletionItemKind.Constant, "macro Int"),
        ("count", types.CompletionItemKind.Variable, "param Int"),
        ("userName", types.CompletionItemKind.Variable, "input String"),
        ("parent", types.CompletionItemKind.Keyword, "parent node: UIView"),
        ("previous", types.CompletionItemKind.Keyword, "previous node: UILabel"),
        ("next", types.CompletionItemKind.Keyword, "next node: UIView"),
        ("#header", types.CompletionItemKind.Reference, "node UILabel"),
    ]
    functions = {item.label: item.detail for item in names if item.kind == types.CompletionItemKind.Function}
    assert functions["min"] == "min(Number, Number, …) -> Number"
    assert functions["UIBlurEffect"] == "UIBlurEffect(UIBlurEffectStyle) -> UIVisualEffect"

    members = {item.label: item.detail for item in await complete(client, uri, 4, 26)}  # after `#header.`
    assert (members["bottom"], members["text"]) == ("CGFloat", "String?")
    assert "gap" not in members


@pytest.mark.asyncio
async def test_completion_of_values_paths_and_included_params(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    font = {(item.label, item.detail) for item in await complete(client, uri, 3, 77)}
    assert {("bold", "font weight"), ("italic", "font trait"), ("title1", "text style, 28 pt")} <= font

    images = await complete(client, uri, 6, 24)
    assert [(item.label, item.kind, item.detail) for item in images] == [("Rocket", types.CompletionItemKind.File, "image asset")]

    paths = await complete(client, uri, 5, 22)
    assert [item.label for item in paths] == ["Parts/Card.xml", "Screen.xml"]

    attributes = {item.label: item.detail for item in await complete(client, uri, 5, 38)}
    assert attributes["title"] == "param String"


@pytest.mark.asyncio
async def test_completion_in_a_manifest(client: LanguageClient):
    manifest = WORKSPACE / "Components" / "Badge.yaml"
    uri = open_document(client, manifest, manifest.read_text(encoding="utf-8"), language="yaml")
    superclasses = [item.label for item in await complete(client, uri, 9, 13)]
    assert "UIView" in superclasses and "BadgeStyle" not in superclasses
    types_ = {item.label: (item.kind, item.detail) for item in await complete(client, uri, 12, 13)}
    assert types_["BadgeStyle"] == (types.CompletionItemKind.Enum, "enum")
    assert types_["CGFloat"] == (types.CompletionItemKind.Struct, "alias of Double")


@pytest.mark.asyncio
async def test_hover_on_expression_names(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    assert (await hover(client, uri, 4, 36)).contents.value == "```\ngap: Int\n```\n\nmacro defined at Features.xml:2"
    assert (await hover(client, uri, 3, 33)).contents.value == "```\ncount: Int\n```\n\nparam declared at Features.xml:3"
    assert (await hover(client, uri, 4, 50)).contents.value == (
        "```\nuserName: String\n```\n\ninput: a constant or state the caller supplies, typed by its uses in the template")
    bottom = await hover(client, uri, 4, 22)
    assert (bottom.contents.value, bottom.range) == ("```\n#header.bottom: Double\n```\n\nproperty of #header (UILabel)", rng(4, 19, 4, 32))


async def definition(client: LanguageClient, uri: str, line: int, character: int):
    return await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))
    )


@pytest.mark.asyncio
async def test_definition_of_macros_params_and_components(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    assert await definition(client, uri, 4, 36) == [types.Location(uri=uri, range=rng(1, 29, 1, 30))]
    assert await definition(client, uri, 3, 33) == [types.Location(uri=uri, range=rng(2, 5, 2, 10))]
    card = (WORKSPACE / "Parts" / "Card.xml").as_uri()
    assert await definition(client, uri, 5, 39) == [types.Location(uri=card, range=rng(1, 5, 1, 10))]
    badge = (WORKSPACE / "Components" / "Badge.yaml").as_uri()
    assert await definition(client, uri, 8, 8) == [types.Location(uri=badge, range=rng(8, 2, 8, 11))]

    [label] = await definition(client, uri, 3, 6)
    builtin = CACHE / "trellis" / "builtin-manifests" / "UIKit-Views.yaml"
    assert label.uri == builtin.as_uri()
    assert builtin.read_text(encoding="utf-8").split("\n")[label.range.start.line] == "  UILabel:"
    assert (label.range.start.character, label.range.end.character) == (2, 9)
    assert builtin.stat().st_mode & 0o777 == 0o444


@pytest.mark.asyncio
async def test_references_and_rename(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=36),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert list(references) == [types.Location(uri=uri, range=rng(1, 17, 1, 20)), types.Location(uri=uri, range=rng(4, 35, 4, 38))]

    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=20))
    )
    assert (prepared.range, prepared.placeholder) == (rng(4, 19, 4, 25), "header")
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=20), new_name="title")
    )
    assert {key: list(edits) for key, edits in edit.changes.items()} == {
        uri: [types.TextEdit(range=rng(3, 17, 3, 23), new_text="title"), types.TextEdit(range=rng(4, 19, 4, 25), new_text="title")]
    }

    with pytest.raises(Exception, match="'a b' is not a valid name"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=20), new_name="a b")
        )


@pytest.mark.asyncio
async def test_code_action_applies_the_fix_it(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=rng(7, 40, 7, 40), context=types.CodeActionContext(diagnostics=[])
        )
    )
    [action] = actions
    assert (action.title, action.kind, action.is_preferred) == ("Replace with 'NSTextAlignment.natural'", types.CodeActionKind.QuickFix, True)
    assert [d.message for d in action.diagnostics] == [
        "bare enum case 'natural' is only allowed in an expression of type NSTextAlignment; write 'NSTextAlignment.natural'"
    ]
    assert {key: list(edits) for key, edits in action.edit.changes.items()} == {
        uri: [types.TextEdit(range=rng(7, 36, 7, 43), new_text="NSTextAlignment.natural")]
    }


@pytest.mark.asyncio
async def test_did_you_mean_quick_fix_applies(client: LanguageClient):
    text = SCREEN.read_text(encoding="utf-8")
    uri = open_document(client, SCREEN, text)
    await diagnostics_for(client, uri)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=rng(1, 30, 1, 30), context=types.CodeActionContext(diagnostics=[])
        )
    )
    [action] = actions
    assert (action.title, action.kind, action.is_preferred) == ("Replace with 'textColor'", types.CodeActionKind.QuickFix, True)
    assert [d.message for d in action.diagnostics] == ["unknown property 'textColr' of UILabel; did you mean 'textColor'?"]
    # UTF-16 characters: "é" and "😀" (two units) come before the name.
    [edit] = action.edit.changes[uri]
    assert edit == types.TextEdit(range=rng(1, 29, 1, 37), new_text="textColor")

    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)],
        )
    )
    diagnostics = await diagnostics_for(client, uri)
    assert [d.message for d in diagnostics] == [
        "'loud' is not a case of BadgeStyle, so it is read as an input of that name; did you mean 'bold'?"
    ]


@pytest.mark.asyncio
async def test_rename_of_an_included_templates_param_edits_both_files(client: LanguageClient):
    uri = open_document(client, FEATURES, FEATURES_TEXT)
    card = (WORKSPACE / "Parts" / "Card.xml").as_uri()
    # From the attribute passing the param: `title` of `<UIView template="Parts/Card.xml" title="Hi"/>`.
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=39))
    )
    assert (prepared.range, prepared.placeholder) == (rng(5, 38, 5, 43), "title")
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=39), new_name="heading")
    )
    assert {key: list(edits) for key, edits in edit.changes.items()} == {
        card: [types.TextEdit(range=rng(1, 17, 1, 22), new_text="heading"), types.TextEdit(range=rng(2, 20, 2, 25), new_text="heading")],
        uri: [types.TextEdit(range=rng(5, 38, 5, 43), new_text="heading")],
    }

    with pytest.raises(Exception, match="'gap' is already declared where the renamed name is visible"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=2, character=18), new_name="gap")
        )
