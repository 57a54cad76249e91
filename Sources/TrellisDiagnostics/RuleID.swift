/// The id of a rule: every diagnostic Trellis emits names one, and ``rule`` describes it.
///
/// The raw values are the stable kebab-case ids printed after each finding, read in
/// `.trellis.yml` and `trellis:ignore` comments, and listed by `trellis rules`; adding a
/// case means adding its description to ``rule``, which the compiler enforces.
public enum RuleID: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case xmlSyntax = "xml-syntax"
    case fileAccess = "file-access"
    case outsideRoots = "outside-roots"
    case inputLimit = "input-limit"
    case notATemplate = "not-a-template"
    case skippedTemplate = "skipped-template"
    case ignoreFilePattern = "ignore-file-pattern"
    case folderSkipped = "folder-skipped"
    case unknownComponent = "unknown-component"
    case undeclaredComponent = "undeclared-component"
    case unknownProperty = "unknown-property"
    case undeclaredProperty = "undeclared-property"
    case unavailableProperty = "unavailable-property"
    case readOnlyProperty = "read-only-property"
    case typeMismatch = "type-mismatch"
    case unknownSymbol = "unknown-symbol"
    case undeclaredColor = "undeclared-color"
    case undeclaredFont = "undeclared-font"
    case undeclaredFunction = "undeclared-function"
    case unknownFunction = "unknown-function"
    case argumentCount = "argument-count"
    case expressionSyntax = "expression-syntax"
    case enumCaseOutOfContext = "enum-case-out-of-context"
    case enumCaseAsInput = "enum-case-as-input"
    case colorNameAsInput = "color-name-as-input"
    case referenceAsInput = "reference-as-input"
    case conflictingInputTypes = "conflicting-input-types"
    case invalidFont = "invalid-font"
    case stateInConstant = "state-in-constant"
    case invalidID = "invalid-id"
    case idNotReferable = "id-not-referable"
    case duplicateID = "duplicate-id"
    case invalidOutlet = "invalid-outlet"
    case duplicateOutlet = "duplicate-outlet"
    case invalidAction = "invalid-action"
    case unknownIDReference = "unknown-id-reference"
    case frameConflict = "frame-conflict"
    case ignoredByContainer = "ignored-by-container"
    case unknownAsset = "unknown-asset"
    case assetAsInput = "asset-as-input"
    case duplicateDeclaration = "duplicate-declaration"
    case unknownType = "unknown-type"
    case untypedParam = "untyped-param"
    case invalidDeclaration = "invalid-declaration"
    case droppedChildren = "dropped-children"
    case invalidInclusion = "invalid-inclusion"
    case missingTemplate = "missing-template"
    case inclusionCycle = "inclusion-cycle"
    case remoteTemplate = "remote-template"
    case ambiguousInclusion = "ambiguous-inclusion"
    case invalidHTML = "invalid-html"
    case nonstandardHTML = "nonstandard-html"
    case invalidBodyText = "invalid-body-text"
    case droppedCDATA = "dropped-cdata"
    case unknownLocalizedString = "unknown-localized-string"
    case invalidStringFormat = "invalid-string-format"
    case missingFormatArguments = "missing-format-arguments"
    case stringsSyntax = "strings-syntax"
    case duplicateStringKey = "duplicate-string-key"
    case manifestSyntax = "manifest-syntax"
    case invalidManifest = "invalid-manifest"
    case invalidConfiguration = "invalid-configuration"
    case unusedSuppression = "unused-suppression"
    case deepNesting = "deep-nesting"
    case unusedParam = "unused-param"
    case unusedMacro = "unused-macro"
    case uselessContainer = "useless-container"
    case unusedOutletInTemplate = "unused-outlet-in-template"
    case nestedWeights = "nested-weights"
    case leftRightNotLeadingTrailing = "left-right-not-leading-trailing"
    case accessibilityLabel = "accessibility-label"
    case hardcodedText = "hardcoded-text"
    case deprecatedProperty = "deprecated-property"
    case constraintSyntax = "constraint-syntax"
    case invalidConstraint = "invalid-constraint"
    case unsupportedConstraint = "unsupported-constraint"
    case constraintConflict = "constraint-conflict"
    case ambiguousLayout = "ambiguous-layout"
    case missingInput = "missing-input"
    case dependencyCycle = "dependency-cycle"
    case evaluationError = "evaluation-error"
    case invalidFrameValue = "invalid-frame-value"
    case rootParent = "root-parent"
    case irFormat = "ir-format"
    case fontMetrics = "font-metrics"
    case invalidOption = "invalid-option"
    case formatUnsafe = "format-unsafe"
    case renameSkipped = "rename-skipped"
    case missingSnapshot = "missing-snapshot"
    case snapshotMismatch = "snapshot-mismatch"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The description of the rule.
    public var rule: Rule {
        switch self {
        case .xmlSyntax:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "The template is not well-formed XML.",
                 example: "<UILabel text=\"Hi\">")
        case .fileAccess:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A file or folder named on the command line, in a template or in a manifest cannot be read or written.",
                 example: "trellis check Missing.xml")
        case .outsideRoots:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A template lies outside the template roots, or a symbolic link leads out of them.",
                 example: "<UIView template=\"../../Shared/Card.xml\"/>")
        case .inputLimit:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An input goes past one of the limits that keep Trellis from crashing or hanging (size, nesting, expansion).",
                 example: "a template that includes itself through other files 33 levels deep")
        case .notATemplate:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A file given or found is not a template: it cannot be read, has no root element or its root is neither a component nor a class of the app's.",
                 example: "<resources/> in a folder that is checked")
        case .skippedTemplate:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A file found that may be a template is skipped: its root element is a slip of a component's name, or a capitalized name in a file with no mark of a template or that is not well-formed.",
                 example: "<UITableViewCel> at the root of a file in a folder checked")
        case .ignoreFilePattern:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A line of a .trellisignore or .layout-ignore file uses a wildcard, which matches nothing.",
                 example: "old*.xml")
        case .folderSkipped:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A folder is not searched for templates: it cannot be read or is nested too deeply.",
                 example: "a folder more than 64 levels below the folder given")
        case .unknownComponent:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An element names no component of the registry.",
                 example: "<UILabl text=\"Hi\"/>")
        case .undeclaredComponent:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "An element names a class no manifest declares and no component's name is one slip away from, so it is read as a class of the app's, checked as the component it most likely extends (an error with --strict).",
                 example: "<EditToolbar/> with no manifest declaring EditToolbar")
        case .unknownProperty:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An attribute or key path names no property of the component.",
                 example: "<UILabel textColr=\"red\"/>")
        case .undeclaredProperty:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "An attribute names no property a manifest declares and no settable name is one slip away from, so it is read as a property the app adds in Swift, and not checked (an error with --strict).",
                 example: "<UIImageView imgUrl=\"{url}\"/> with no manifest declaring imgUrl")
        case .unavailableProperty:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A property exists but cannot be set from a template.",
                 example: "<UIView frame=\"0, 0, 10, 10\"/>")
        case .readOnlyProperty:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A property is read-only on the component.",
                 example: "<UILabel intrinsicContentSize.width=\"10\"/>")
        case .typeMismatch:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An expression's type is not the type the attribute, operator or argument expects.",
                 example: "<UILabel numberOfLines=\"'two'\"/>")
        case .unknownSymbol:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A name, member, enum case, color or font in an expression resolves to nothing known.",
                 example: "<UILabel textColor=\"UIColor.redd\"/>")
        case .undeclaredColor:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A UIColor member no manifest declares and no color's name is one slip away from (a British grey such as lightGrey is no slip of lightGray) is read as a color the app adds to UIColor (an error with --strict).",
                 example: "<UIView backgroundColor=\"UIColor.softWhite\"/> with no manifest color softWhite")
        case .undeclaredFont:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A UIFont member no manifest declares and no font's name is close to, or a word of a font that is no slip of a known one, is read as a font the app adds to UIFont or bundles (an error with --strict).",
                 example: "<UILabel font=\"{UIFont.headline2}\"/> with no manifest font headline2")
        case .undeclaredFunction:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A call of a lowercase name that is no slip of a built-in or manifest function's name is read as a function the app passes as a closure constant (an error with --strict).",
                 example: "<UILabel text=\"{formatDate(date)}\"/> with no manifest function formatDate")
        case .unknownFunction:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A function call names no built-in or manifest function and is a slip of one's name or capitalized.",
                 example: "<UILabel text=\"{uppercase(name)}\"/>")
        case .argumentCount:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A function or localized string is called with the wrong number of arguments.",
                 example: "<UIView alpha=\"max(1)\"/>")
        case .expressionSyntax:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An expression or a string with {…} interpolation cannot be parsed.",
                 example: "<UIView alpha=\"(1 + 2\"/>")
        case .enumCaseOutOfContext:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A bare enum case or color name is used where its enum or a color is not the expected type.",
                 example: "<UIImageView height=\"contentMode == scaleAspectFit ? 200 : 300\"/>")
        case .enumCaseAsInput:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A bare name where an enum case was expected is no case (or, where a Bool was, a slip of true or false), so it is read as an input (an error with --strict).",
                 example: "<UILabel textAlignment=\"middle\"/>")
        case .colorNameAsInput:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A bare name where a color was expected is no color name, so it is read as an input (an error with --strict).",
                 example: "<UILabel textColor=\"blu\"/>")
        case .referenceAsInput:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A slip of parent, previous, safeAreaInsets, width, height, auto in a size, next in a frame attribute, or a param or macro in scope (a letter left out, added or swapped) is read as an input (an error with --strict).",
                 example: "<UILabel top=\"previus.bottom\"/>")
        case .conflictingInputTypes:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An input is used as two types no one value sets (Layout's runtime cast sets a Bool or an enum's raw value from a number and a color from a color asset's name).",
                 example: "<UILabel textColor=\"{count}\" alpha=\"count\"/>")
        case .invalidFont:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A font expression is not a valid font.",
                 example: "<UILabel font=\"bold bold 17\"/>")
        case .stateInConstant:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A value bound once, when the view is created (an outlet, a constructor parameter), depends on state.",
                 example: "<UIButton type=\"isCustom ? .custom : .system\"/>")
        case .invalidID:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An id is not a literal name.",
                 example: "<UIView id=\"{name}\"/>")
        case .idNotReferable:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "An id cannot be referred to as #id because it has characters other than letters, digits and '_'.",
                 example: "<UIView id=\"top-bar\"/>")
        case .duplicateID:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "Two nodes of one template have the same id.",
                 example: "<UIView id=\"a\"/><UIView id=\"a\"/>")
        case .invalidOutlet:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An outlet is not a property name.",
                 example: "<UILabel outlet=\"title label\"/>")
        case .duplicateOutlet:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "Two nodes are bound to one outlet; as in Layout, the last one stays bound and the earlier one binds nothing.",
                 example: "<UILabel outlet=\"title\"/><UILabel outlet=\"title\"/>")
        case .invalidAction:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A control action is not a method name.",
                 example: "<UIButton touchUpInside=\"was pressed\"/>")
        case .unknownIDReference:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An expression reads #id of a node that does not exist.",
                 example: "<UIView top=\"#header.bottom\"/> with no node 'header'")
        case .frameConflict:
            Rule(id: self, defaultLevel: .warning, category: .layout, isConfigurable: true,
                 summary: "Frame attributes overconstrain an axis or set the same edge twice, so one of them is ignored.",
                 example: "<UIView left=\"0\" right=\"0\" width=\"100\"/>")
        case .ignoredByContainer:
            Rule(id: self, defaultLevel: .warning, category: .layout, isConfigurable: true,
                 summary: "A frame attribute or constraint of a child is ignored because its container arranges its children.",
                 example: "<UIStackView><UILabel top=\"10\"/></UIStackView>")
        case .unknownAsset:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A color or image name is in no asset catalog given with --assets.",
                 example: "<UIImageView image=\"logoo\"/>")
        case .assetAsInput:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A bare name where an asset was expected is in no asset catalog, so it is read as an input.",
                 example: "<UIView backgroundColor=\"brandd\"/> with --assets")
        case .duplicateDeclaration:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A param or macro is declared twice, or as both.",
                 example: "<param name=\"title\" type=\"String\"/><param name=\"title\" type=\"String\"/>")
        case .unknownType:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A param's type is not spelled as a type.",
                 example: "<param name=\"count\" type=\"Int]\"/>")
        case .untypedParam:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A param's type is declared in no manifest, so its uses are not type-checked.",
                 example: "<param name=\"user\" type=\"User\"/>")
        case .invalidDeclaration:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A <param>, <macro> or <children/> element is malformed or misplaced.",
                 example: "<macro name=\"gap\"/>")
        case .droppedChildren:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A node's children are dropped: the included template never places its <children/>, or a local file composed with xml= replaces them.",
                 example: "<UIView template=\"Card.xml\"><UILabel/></UIView> with no <children/> in Card.xml")
        case .invalidInclusion:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A template= or xml= reference is not a literal file name, or its root does not fit the including element.",
                 example: "<UIView template=\"{name}.xml\"/>")
        case .missingTemplate:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A template= or xml= reference names no file.",
                 example: "<UIView template=\"Cardd.xml\"/>")
        case .inclusionCycle:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "Templates include each other in a cycle.",
                 example: "A.xml includes B.xml, which includes A.xml")
        case .remoteTemplate:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A template= or xml= reference is a URL or a path in the home folder of the device (~/…), which is loaded at run time and not checked.",
                 example: "<UIView template=\"https://example.com/Card.xml\"/>")
        case .ambiguousInclusion:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A template= or xml= file name matches several files under the template roots.",
                 example: "<UIView xml=\"Header.xml\"/> with two Header.xml files")
        case .invalidHTML:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "Inline HTML body text holds a component, an unknown HTML element or content where none is allowed.",
                 example: "<UILabel>Hello <UIView/></UILabel>")
        case .nonstandardHTML:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "Inline HTML uses an element that is not standard HTML.",
                 example: "<UILabel>Hello <blink>you</blink></UILabel>")
        case .invalidBodyText:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "Body text is given to a component that takes none, or sets a property an attribute sets too.",
                 example: "<UIView>Hello</UIView>")
        case .droppedCDATA:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "A CDATA section in a template is dropped: Layout's XML parser delegate never receives CDATA, so its text is not shown.",
                 example: "<UILabel><![CDATA[a < b]]></UILabel>")
        case .unknownLocalizedString:
            Rule(id: self, defaultLevel: .error, category: .localization, isConfigurable: false,
                 summary: "A strings.Key reference names no key of the strings table.",
                 example: "<UILabel text=\"{strings.titel}\"/>")
        case .invalidStringFormat:
            Rule(id: self, defaultLevel: .error, category: .localization, isConfigurable: false,
                 summary: "A localized string's format is invalid or does not fit its arguments.",
                 example: "\"count\" = \"%d items\"; used as strings.count('many')")
        case .missingFormatArguments:
            Rule(id: self, defaultLevel: .warning, category: .localization, isConfigurable: true,
                 summary: "A localized string with placeholders is used without arguments.",
                 example: "<UILabel text=\"{strings.count}\"/> for \"%d items\"")
        case .stringsSyntax:
            Rule(id: self, defaultLevel: .error, category: .localization, isConfigurable: false,
                 summary: "A Localizable.strings file cannot be parsed.",
                 example: "\"title\" = \"Hello\"  (no semicolon)")
        case .duplicateStringKey:
            Rule(id: self, defaultLevel: .warning, category: .localization, isConfigurable: true,
                 summary: "A strings table defines a key twice; the last value is used.",
                 example: "\"title\" = \"A\"; \"title\" = \"B\";")
        case .manifestSyntax:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A manifest is not valid YAML (or not UTF-8, or more than one document).",
                 example: "components: {UILabel: [}")
        case .invalidManifest:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A manifest is valid YAML but not a valid registry declaration.",
                 example: "components: {Badge: {extends: UIVeiw}}")
        case .invalidConfiguration:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A .trellis.yml configuration is not valid YAML or has unknown keys, rules or values.",
                 example: "rules: {frame-conflict: {severity: loud}}")
        case .unusedSuppression:
            Rule(id: self, defaultLevel: .warning, category: .style, isConfigurable: true,
                 summary: "A trellis:ignore comment silences nothing: no such finding there, no such rule, or a rule that cannot be suppressed.",
                 example: "<!-- trellis:ignore frame-conflict --> before an element without a frame conflict")
        case .deepNesting:
            Rule(id: self, defaultLevel: .warning, category: .performance, isConfigurable: true,
                 summary: "An element is nested deeper in its file than the maximum (option max, 12 by default); deep view trees are slow to lay out.",
                 example: "thirteen views nested in one another")
        case .unusedParam:
            Rule(id: self, defaultLevel: .warning, category: .style, isConfigurable: true,
                 summary: "A <param> is read by no expression of its template (an including element's attributes count); checked only in templates without errors. An input spelt like it is reported at its read, as the likely typo.",
                 example: "<UIView><param name=\"title\" type=\"String\"/></UIView>")
        case .uselessContainer:
            Rule(id: self, defaultLevel: .warning, category: .performance, isConfigurable: true,
                 summary: "A plain UIView sets nothing but its frame and wraps exactly one child: the child can take its place (Android's UselessParent).",
                 example: "<UIView left=\"16\" right=\"16\"><UILabel text=\"Hi\"/></UIView>")
        case .unusedOutletInTemplate:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "An outlet names a property the view controller that owns it does not declare, so nothing is bound (checked where a manifest declares that controller's properties).",
                 example: "<HomeViewController><UILabel outlet=\"titleLable\"/></HomeViewController>")
        case .nestedWeights:
            Rule(id: self, defaultLevel: .warning, category: .performance, isConfigurable: true,
                 summary: "A row or column has a weight in a row or column and shares its own space by its children's weights, so they are measured twice (Android's NestedWeights).",
                 example: "<LMRowView><LMColumnView weight=\"1\"><UILabel weight=\"1\"/></LMColumnView></LMRowView>")
        case .leftRightNotLeadingTrailing:
            Rule(id: self, defaultLevel: .off, category: .localization, isConfigurable: true,
                 summary: "A left or right frame attribute stays on that side in right-to-left languages where leading or trailing would follow the reading direction (Android's RtlHardcoded); off by default.",
                 example: "<UILabel left=\"16\" right=\"16\"/>")
        case .accessibilityLabel:
            Rule(id: self, defaultLevel: .off, category: .accessibility, isConfigurable: true,
                 summary: "An image view, a button without a title or a custom control has no accessibilityLabel and is not isAccessibilityElement=\"false\" (Android's ContentDescription); off by default.",
                 example: "<UIButton image=\"close\"/>")
        case .hardcodedText:
            Rule(id: self, defaultLevel: .off, category: .localization, isConfigurable: true,
                 summary: "Literal words in text, title, placeholder and the like, or in body text, are not read from strings. and cannot be translated (Android's HardcodedText); off by default.",
                 example: "<UILabel text=\"Sign in\"/>")
        case .deprecatedProperty:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "An element or attribute uses a component or property a manifest marks deprecated: (UIWebView, a UIButton's edge insets, …).",
                 example: "<UIWebView/>")
        case .unusedMacro:
            Rule(id: self, defaultLevel: .warning, category: .style, isConfigurable: true,
                 summary: "A <macro> is used by no checked expression, directly or through a macro that is used; checked only in templates without errors. An input spelt like it is reported at its read, as the likely typo.",
                 example: "<UIView><macro name=\"SPACING\" value=\"8\"/></UIView>")
        case .constraintSyntax:
            Rule(id: self, defaultLevel: .error, category: .layout, isConfigurable: false,
                 summary: "A constrain attribute cannot be parsed or relates attributes Auto Layout cannot relate.",
                 example: "<UIView constrain=\"width >> #a.top\"/>")
        case .invalidConstraint:
            Rule(id: self, defaultLevel: .error, category: .layout, isConfigurable: false,
                 summary: "A constraint names no view, the view itself, or a baseline a view does not have.",
                 example: "<UIView constrain=\"top >> previous.bottom\"/> on a first child")
        case .unsupportedConstraint:
            Rule(id: self, defaultLevel: .error, category: .layout, isConfigurable: false,
                 summary: "A constraint Trellis does not solve yet: on the root view, or to a view outside the parent's children.",
                 example: "<UIView constrain=\"top\"/> as the root")
        case .constraintConflict:
            Rule(id: self, defaultLevel: .error, category: .layout, isConfigurable: false,
                 summary: "Required constraints cannot all hold, so one is ignored (reported by `trellis check` when no screen or input resolves it, else when laying out).",
                 example: "<UIView constrain=\"width >> 100; width >> 200\"/>")
        case .ambiguousLayout:
            Rule(id: self, defaultLevel: .warning, category: .layout, isConfigurable: true,
                 summary: "Constraints leave a view's position or size free on an axis (reported by `trellis check` when their numbers are constants, else when laying out).",
                 example: "<UIView constrain=\"top\"/> with no height or width")
        case .missingInput:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An input has no value in the state or constants a layout is given.",
                 example: "trellis layout Hello.xml without --state '{\"name\": …}'")
        case .dependencyCycle:
            Rule(id: self, defaultLevel: .error, category: .layout, isConfigurable: false,
                 summary: "Values depend on each other in a cycle (reported when laying out).",
                 example: "<UIView width=\"height\" height=\"width\"/>")
        case .evaluationError:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "An expression fails when evaluated (reported when laying out).",
                 example: "<UILabel text=\"{items[3]}\"/> with two items")
        case .invalidFrameValue:
            Rule(id: self, defaultLevel: .warning, category: .layout, isConfigurable: true,
                 summary: "A frame property evaluates to NaN or an infinity, so it is ignored (reported when laying out).",
                 example: "<UIView width=\"1 / 0\"/>")
        case .rootParent:
            Rule(id: self, defaultLevel: .warning, category: .layout, isConfigurable: true,
                 summary: "The root reads a property its parent, laid out as a plain view, does not have.",
                 example: "<UIView top=\"parent.contentInset.top\"/> as the root")
        case .irFormat:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A compiled template (IR) cannot be read or is inconsistent.",
                 example: "an IR file with \"version\": 99")
        case .fontMetrics:
            Rule(id: self, defaultLevel: .warning, category: .correctness, isConfigurable: true,
                 summary: "Font files for text measurement cannot be read, so the built-in metric tables are used.",
                 example: "a font directory that does not exist")
        case .invalidOption:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "A command-line value (state, constants, size) is invalid.",
                 example: "trellis layout Hello.xml --state '{\"n\": [}'")
        case .formatUnsafe:
            Rule(id: self, defaultLevel: .error, category: .style, isConfigurable: false,
                 summary: "Formatting would change what a template means, so the file is left unchanged.",
                 example: "(a bug in trellis format; please report it)")
        case .renameSkipped:
            Rule(id: self, defaultLevel: .warning, category: .style, isConfigurable: true,
                 summary: "trellis rename leaves a name in an attribute that may be literal text.",
                 example: "<MyView caption=\"UILabel\"/> when renaming UILabel")
        case .missingSnapshot:
            Rule(id: self, defaultLevel: .error, category: .correctness, isConfigurable: false,
                 summary: "trellis snapshot verify finds no recorded snapshot (or an unreadable one) for a case it lays out.",
                 example: "trellis snapshot verify Card.xml before trellis snapshot record")
        case .snapshotMismatch:
            Rule(id: self, defaultLevel: .error, category: .layout, isConfigurable: false,
                 summary: "trellis snapshot verify lays a template out differently from its recorded snapshot.",
                 example: "a label that wraps onto two lines since the snapshot was recorded")
        }
    }
}
