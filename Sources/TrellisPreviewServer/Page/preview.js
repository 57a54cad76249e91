// The Trellis preview page: the index of templates and the live page of one template.
// Plain JavaScript, no framework and no build step; the server's messages are described in
// Documentation/PreviewProtocol.md.
"use strict";

const TrellisPreview = (() => {
    const presetSizes = ["320x568", "375x812", "393x852", "768x1024", "1024x1366"];
    const maximumSide = 4096;
    const firstReconnectDelay = 250;
    const longestReconnectDelay = 5000;
    const inputEditDelay = 150;

    // MARK: Small helpers

    /// A new HTML element with attributes (`text` sets its text) and children.
    function element(name, attributes = {}, children = []) {
        const node = document.createElement(name);
        for (const [key, value] of Object.entries(attributes)) {
            if (key === "text") node.textContent = value;
            else node.setAttribute(key, value);
        }
        for (const child of children) node.append(child);
        return node;
    }

    /// A template id as a URL path: each segment percent-encoded, `/` kept.
    function templateURL(id) {
        return "/template/" + id.split("/").map(encodeURIComponent).join("/");
    }

    function templateIdFromLocation() {
        const prefix = "/template/";
        const path = window.location.pathname;
        if (!path.startsWith(prefix)) return null;
        return path.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
    }

    /// `#rrggbbaa` as a CSS color; anything else as none.
    function cssColor(hex) {
        if (typeof hex !== "string" || !/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(hex)) return "";
        return hex;
    }

    function formatNumber(value) {
        return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
    }

    function describeFrame(node) {
        const f = node.frame;
        return `(${formatNumber(f.x)}, ${formatNumber(f.y)}, ${formatNumber(f.width)} × ${formatNumber(f.height)})`;
    }

    function setStatus(text, state) {
        const status = document.getElementById("status");
        if (!status) return;
        status.textContent = text;
        status.dataset.state = state;
    }

    // MARK: Index

    async function startIndex() {
        const list = document.getElementById("templates");
        try {
            const response = await fetch("/api/templates");
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            const { templates } = await response.json();
            list.replaceChildren(...templates.map((template) => element("li", {}, [
                element("a", { href: templateURL(template.id), text: template.name }),
                element("span", { class: "template-id", text: template.id }),
            ])));
            if (templates.length === 0) list.replaceChildren(element("li", { class: "hint", text: "No templates found." }));
            setStatus(`${templates.length} template${templates.length === 1 ? "" : "s"}`, "ready");
        } catch (error) {
            setStatus(`Could not list the templates: ${error.message}`, "error");
        }
    }

    // MARK: Drawing a panel

    /// Applies a node's `style` and box to its `div`, as `trellis render` draws the view.
    function drawView(div, node, direction) {
        const style = node.style || {};
        div.dataset.path = node.path.join(".");
        div.dataset.component = node.component;
        if (node.id == null) delete div.dataset.id; else div.dataset.id = node.id;
        const box = div.style;
        box.left = `${node.absolute.x}px`;
        box.top = `${node.absolute.y}px`;
        box.width = `${Math.max(0, node.frame.width)}px`;
        box.height = `${Math.max(0, node.frame.height)}px`;
        box.backgroundColor = cssColor(style.backgroundColor);
        const radius = style.cornerRadius ? Math.min(style.cornerRadius, node.frame.width / 2, node.frame.height / 2) : 0;
        box.borderRadius = radius > 0 ? `${radius}px` : "";
        const borderColor = cssColor(style.borderColor);
        box.border = style.borderWidth > 0 && borderColor ? `${style.borderWidth}px solid ${borderColor}` : "";
        drawContent(div, style, direction);
    }

    function drawContent(div, style, direction) {
        const kind = style.image != null ? "image" : style.text != null ? "text" : "none";
        let content = div.firstElementChild;
        if ((content ? content.dataset.kind : "none") !== kind) {
            div.replaceChildren();
            content = null;
            if (kind === "image") content = imagePlaceholder();
            if (kind === "text") content = element("span", { class: "view-text" });
            if (content) {
                content.dataset.kind = kind;
                div.append(content);
            }
        }
        if (kind === "image") {
            content.setAttribute("aria-label", `image ${style.image}`);
            div.title = style.image;
        } else {
            div.removeAttribute("title");
        }
        if (kind === "text") {
            if (content.textContent !== style.text) content.textContent = style.text;
            const font = style.font || {};
            const face = cssFont(font);
            const text = content.style;
            text.fontFamily = face.family;
            text.fontSize = font.size ? `${font.size}px` : "";
            text.fontWeight = face.weight;
            text.fontStyle = face.style;
            text.color = cssColor(style.textColor) || "#000000";
            text.textAlign = textAlignment(style.textAlignment, direction);
        }
    }

    function imagePlaceholder() {
        const svgNamespace = "http://www.w3.org/2000/svg";
        const svg = document.createElementNS(svgNamespace, "svg");
        svg.setAttribute("class", "view-image");
        svg.setAttribute("viewBox", "0 0 100 100");
        svg.setAttribute("preserveAspectRatio", "none");
        svg.setAttribute("role", "img");
        for (const [y1, y2] of [["0", "100"], ["100", "0"]]) {
            const line = document.createElementNS(svgNamespace, "line");
            for (const [name, value] of [["x1", "0"], ["y1", y1], ["x2", "100"], ["y2", y2]]) line.setAttribute(name, value);
            line.setAttribute("vector-effect", "non-scaling-stroke");
            svg.append(line);
        }
        return svg;
    }

    const boldWeights = new Set(["semibold", "bold", "heavy", "black"]);
    const monospaceFamilies = /^(courier|menlo|monaco|sfmono)|mono/;
    const serifFamilies = /^(times|georgia|baskerville|palatino|didot|charter|cochin|hoeflertext|bodoni|bigcaslon|iowanoldstyle|newyork|athelas|rockwell|superclarendon|americantypewriter)/;

    /// The CSS font of a node's text: the DejaVu face the engine measures the font with
    /// (the mapping of `FontFace(for:)`: monospace, serif or sans by family name; bold from
    /// semibold up or a bold PostScript suffix; italic from an italic or oblique suffix).
    function cssFont(font) {
        const [familyPart, ...suffixParts] = (font.family || "System").split("-");
        const family = familyPart.toLowerCase().replace(/[\s_'"]/g, "");
        const suffix = suffixParts.join("").toLowerCase();
        const bold = boldWeights.has(font.weight) || family === "systembold" || /bold|heavy|black/.test(suffix);
        const italic = family === "systemitalic" || /italic|oblique/.test(suffix);
        let stack = '"DejaVu Sans", sans-serif';
        if (monospaceFamilies.test(family)) stack = '"DejaVu Sans Mono", monospace';
        else if (serifFamilies.test(family) || (family.includes("serif") && !family.includes("sans"))) stack = '"DejaVu Serif", serif';
        return { family: stack, weight: bold ? "bold" : "normal", style: italic ? "italic" : "normal" };
    }

    function textAlignment(alignment, direction) {
        switch (alignment) {
        case "center": return "center";
        case "left": return "left";
        case "right": return "right";
        default: return direction === "rtl" ? "right" : "left";
        }
    }

    /// The evaluated value of a node's attribute, or `undefined` when it does not set it.
    function attributeValue(node, name) {
        const attribute = (node.attributes || []).find((candidate) => candidate.name === name);
        return attribute ? attribute.value : undefined;
    }

    /// Whether a node's text wraps onto more lines, as the renderer draws it: a label's
    /// when its `numberOfLines` is not 1, a text view's always; a button's or text field's
    /// never. Text that does not wrap is cut off with an ellipsis.
    function textWraps(node) {
        const lines = attributeValue(node, "numberOfLines");
        if (typeof lines === "number") return lines !== 1;
        return /TextView$/.test(node.component);
    }

    /// Every node of a tree, root first (depth first, in drawing order), with whether it is
    /// hidden (not `style.visible`, or `isHidden`, on it or an ancestor) and its opacity (its
    /// `style.opacity`, or `alpha`, times its ancestors'), as `trellis render` draws it.
    function flatten(root) {
        const entries = [];
        const stack = [{ node: root, hidden: false, opacity: 1 }];
        while (stack.length > 0) {
            const { node, hidden: parentHidden, opacity: parentOpacity } = stack.pop();
            const style = node.style || {};
            const alpha = typeof style.opacity === "number" ? style.opacity : attributeValue(node, "alpha");
            const ownHidden = typeof style.visible === "boolean" ? !style.visible : attributeValue(node, "isHidden") === true;
            const hidden = parentHidden || ownHidden;
            const opacity = parentOpacity * (typeof alpha === "number" ? Math.min(Math.max(alpha, 0), 1) : 1);
            entries.push({ node, hidden, opacity });
            const children = node.children || [];
            for (let index = children.length - 1; index >= 0; index -= 1) {
                stack.push({ node: children[index], hidden, opacity });
            }
        }
        return entries;
    }

    // MARK: The template page

    function startTemplate() {
        const templateId = templateIdFromLocation();
        if (templateId == null) {
            setStatus("Not a template page", "error");
            return;
        }
        document.getElementById("template-name").textContent = templateId;
        document.title = `${templateId} — Trellis preview`;
        const page = new TemplatePage(templateId);
        page.connect();
        window.trellisPreviewPage = page;
    }

    class TemplatePage {
        constructor(templateId) {
            this.templateId = templateId;
            this.panels = [];
            this.nextPanelNumber = 1;
            this.selectedPanelKey = null;
            this.editedInputs = {};
            this.inputSignature = "";
            this.variants = [];
            this.pinned = null; // {key, path}
            this.rootPrefix = null;
            this.socket = null;
            this.reconnectDelay = firstReconnectDelay;
            this.inputTimer = null;
            this.addPanel({ width: 375, height: 812, customSize: false, direction: "ltr", appearance: "light", variant: null });
            this.bindToolbar();
            this.bindInspector();
            this.bindSaveVariant();
        }

        // MARK: Connection

        connect() {
            const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
            const socket = new WebSocket(`${scheme}//${window.location.host}/api/live`);
            this.socket = socket;
            setStatus("Connecting…", "connecting");
            socket.addEventListener("open", () => {
                this.reconnectDelay = firstReconnectDelay;
                setStatus("Live", "live");
                document.body.dataset.connected = "true";
                this.sendOpen();
            });
            socket.addEventListener("message", (event) => this.receive(event.data));
            socket.addEventListener("close", () => {
                if (this.socket !== socket) return;
                document.body.dataset.connected = "false";
                const delay = this.reconnectDelay;
                this.reconnectDelay = Math.min(delay * 2, longestReconnectDelay);
                setStatus(`Disconnected; reconnecting in ${(delay / 1000).toFixed(1)} s`, "disconnected");
                window.setTimeout(() => this.connect(), delay);
            });
        }

        send(message) {
            if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
        }

        sendOpen() {
            this.send({
                type: "open",
                template: this.templateId,
                views: this.panels.map((panel) => ({
                    key: panel.key, width: panel.width, height: panel.height,
                    direction: panel.direction, appearance: panel.appearance, variant: panel.variant,
                })),
                inputs: this.editedInputs,
            });
        }

        receive(text) {
            let message;
            try {
                message = JSON.parse(text);
            } catch {
                return;
            }
            if (message.type === "error") {
                setStatus(`Server: ${message.message}`, "error");
                return;
            }
            if (message.type !== "layout" || message.template !== this.templateId) return;
            this.showInputs(message.inputs || []);
            this.showVariants(message.variants || []);
            for (const view of message.views || []) {
                const panel = this.panels.find((candidate) => candidate.key === view.key);
                if (!view.root) continue;
                this.learnRootPrefix(view.root);
                if (panel) this.patchPanel(panel, view.root);
            }
            // Errors that stop the preview (a template that does not compile: no views) go in
            // the overlay over the last good preview; the problems of a drawn preview (a
            // missing input, a warning) are listed beside it.
            const diagnostics = message.diagnostics || [];
            const drawn = (message.views || []).some((view) => view.root);
            const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error");
            this.showOverlay(drawn ? [] : errors);
            this.showProblems(drawn ? diagnostics : diagnostics.filter((diagnostic) => diagnostic.severity !== "error"));
            this.refreshInspector();
            document.body.dataset.generation = String(message.generation);
            setStatus("Live", "live");
        }

        // MARK: Panels

        addPanel(settings) {
            const key = `panel-${this.nextPanelNumber}`;
            this.nextPanelNumber += 1;
            const canvas = element("div", { class: "canvas" });
            const label = element("span", { class: "panel-label" });
            const remove = element("button", { type: "button", class: "remove-panel", text: "×" });
            const header = element("div", { class: "panel-header" }, [label, remove]);
            const container = element("figure", { class: "panel", tabindex: "0" }, [header, canvas]);
            container.dataset.key = key;
            const panel = { key, ...settings, container, canvas, label, remove, views: new Map(), nodes: new Map() };
            remove.setAttribute("aria-label", "Remove panel");
            remove.addEventListener("click", (event) => {
                event.stopPropagation();
                this.removePanel(panel);
            });
            container.addEventListener("click", () => this.selectPanel(panel));
            container.addEventListener("focus", () => this.selectPanel(panel));
            document.getElementById("panels").append(container);
            this.panels.push(panel);
            this.layoutPanel(panel);
            this.selectPanel(panel);
            return panel;
        }

        removePanel(panel) {
            if (this.panels.length === 1) return;
            panel.container.remove();
            this.panels = this.panels.filter((candidate) => candidate !== panel);
            if (this.pinned && this.pinned.key === panel.key) this.unpin();
            if (this.selectedPanelKey === panel.key) this.selectPanel(this.panels[0]);
            this.sendOpen();
        }

        get selectedPanel() {
            return this.panels.find((panel) => panel.key === this.selectedPanelKey) || this.panels[0];
        }

        selectPanel(panel) {
            if (this.selectedPanelKey === panel.key) return;
            this.selectedPanelKey = panel.key;
            for (const candidate of this.panels) candidate.container.classList.toggle("selected", candidate === panel);
            this.showToolbar(panel);
        }

        /// Sizes the panel's canvas and labels it with its settings.
        layoutPanel(panel) {
            panel.canvas.style.width = `${panel.width}px`;
            panel.canvas.style.height = `${panel.height}px`;
            panel.canvas.dir = panel.direction;
            panel.canvas.dataset.appearance = panel.appearance;
            panel.container.dataset.appearance = panel.appearance;
            panel.container.dataset.direction = panel.direction;
            const parts = [`${panel.width} × ${panel.height}`, panel.direction.toUpperCase(), panel.appearance];
            if (panel.variant) parts.push(panel.variant);
            panel.label.textContent = parts.join(" · ");
            panel.container.setAttribute("aria-label", `Preview ${parts.join(", ")}`);
            panel.remove.disabled = this.panels.length <= 1;
            for (const other of this.panels) other.remove.disabled = this.panels.length <= 1;
        }

        /// Brings a panel's views in line with a new tree: existing `div`s are updated in
        /// place (matched by path), new ones created, missing ones removed.
        patchPanel(panel, root) {
            const seen = new Set();
            let previous = null;
            for (const { node, hidden, opacity } of flatten(root)) {
                const path = node.path.join(".");
                seen.add(path);
                let div = panel.views.get(path);
                if (!div) {
                    div = element("div", { class: "view" });
                    panel.views.set(path, div);
                }
                drawView(div, node, panel.direction);
                div.classList.toggle("wraps", textWraps(node));
                div.classList.toggle("hidden", hidden);
                div.style.opacity = opacity < 1 ? String(opacity) : "";
                const expectedPosition = previous ? previous.nextSibling : panel.canvas.firstChild;
                if (div !== expectedPosition) panel.canvas.insertBefore(div, expectedPosition);
                previous = div;
                panel.nodes.set(path, node);
            }
            for (const [path, div] of panel.views) {
                if (seen.has(path)) continue;
                div.remove();
                panel.views.delete(path);
                panel.nodes.delete(path);
            }
        }

        // MARK: Toolbar

        bindToolbar() {
            const byId = (id) => document.getElementById(id);
            byId("size-preset").addEventListener("change", () => this.applySize());
            byId("landscape").addEventListener("change", () => this.applySize());
            byId("custom-width").addEventListener("change", () => this.applyCustomSize());
            byId("custom-height").addEventListener("change", () => this.applyCustomSize());
            byId("direction").addEventListener("change", (event) => this.updateSelected({ direction: event.target.value }));
            byId("appearance").addEventListener("change", (event) => this.updateSelected({ appearance: event.target.value }));
            byId("variant").addEventListener("change", (event) => this.updateSelected({ variant: event.target.value || null }));
            byId("add-panel").addEventListener("click", () => {
                const { width, height, customSize, direction, appearance, variant } = this.selectedPanel;
                this.addPanel({ width, height, customSize, direction, appearance, variant });
                this.sendOpen();
            });
            byId("all-variants").addEventListener("click", () => {
                const { width, height, customSize, direction, appearance } = this.selectedPanel;
                const shown = new Set(this.panels.map((panel) => panel.variant));
                for (const variant of this.variants) {
                    if (!shown.has(variant)) this.addPanel({ width, height, customSize, direction, appearance, variant });
                }
                this.sendOpen();
            });
        }

        applySize() {
            const preset = document.getElementById("size-preset").value;
            if (preset === "custom") {
                this.applyCustomSize();
                return;
            }
            const [portraitWidth, portraitHeight] = preset.split("x").map(Number);
            const landscape = document.getElementById("landscape").checked;
            const [width, height] = landscape ? [portraitHeight, portraitWidth] : [portraitWidth, portraitHeight];
            this.updateSelected({ width, height, customSize: false });
        }

        applyCustomSize() {
            const side = (id) => {
                const value = Math.round(Number(document.getElementById(id).value));
                return Number.isFinite(value) ? Math.min(Math.max(value, 1), maximumSide) : null;
            };
            const width = side("custom-width");
            const height = side("custom-height");
            if (width == null || height == null) return;
            this.updateSelected({ width, height, customSize: true });
        }

        updateSelected(changes) {
            const panel = this.selectedPanel;
            Object.assign(panel, changes);
            this.layoutPanel(panel);
            this.showToolbar(panel);
            this.sendOpen();
        }

        /// The toolbar shows the selected panel's settings.
        showToolbar(panel) {
            const landscape = panel.width > panel.height;
            const portrait = landscape ? `${panel.height}x${panel.width}` : `${panel.width}x${panel.height}`;
            const preset = !panel.customSize && presetSizes.includes(portrait) ? portrait : "custom";
            document.getElementById("size-preset").value = preset;
            document.getElementById("landscape").checked = preset !== "custom" && landscape;
            document.getElementById("custom-width").value = panel.width;
            document.getElementById("custom-height").value = panel.height;
            document.getElementById("direction").value = panel.direction;
            document.getElementById("appearance").value = panel.appearance;
            document.getElementById("variant").value = panel.variant || "";
        }

        showVariants(variants) {
            if (variants.join("\n") === this.variants.join("\n")) return;
            this.variants = variants;
            const select = document.getElementById("variant");
            select.replaceChildren(
                element("option", { value: "", text: "Defaults" }),
                ...variants.map((name) => element("option", { value: name, text: name })),
            );
            select.value = this.selectedPanel.variant || "";
        }

        // MARK: Inspector

        bindInspector() {
            const panels = document.getElementById("panels");
            const tooltip = document.getElementById("tooltip");
            panels.addEventListener("mousemove", (event) => {
                const hit = this.viewAt(event.target);
                if (!hit) {
                    this.hideHover();
                    return;
                }
                this.outline(hit.panel, hit.path, "hover-outline");
                tooltip.replaceChildren(...this.describe(hit.node));
                tooltip.hidden = false;
                const x = Math.min(event.clientX + 14, window.innerWidth - tooltip.offsetWidth - 4);
                const y = Math.min(event.clientY + 14, window.innerHeight - tooltip.offsetHeight - 4);
                tooltip.style.left = `${Math.max(4, x)}px`;
                tooltip.style.top = `${Math.max(4, y)}px`;
            });
            panels.addEventListener("mouseleave", () => this.hideHover());
            panels.addEventListener("click", (event) => {
                const hit = this.viewAt(event.target);
                if (hit) this.pin(hit.panel, hit.path);
            });
        }

        viewAt(target) {
            const div = target instanceof Element ? target.closest(".view") : null;
            if (!div) return null;
            const panel = this.panels.find((candidate) => candidate.canvas.contains(div));
            if (!panel) return null;
            const path = div.dataset.path;
            const node = panel.nodes.get(path);
            return node ? { panel, path, node } : null;
        }

        /// `file` relative to the folder the template was found in, when it is inside it
        /// (the server reports the paths it read, which may be absolute).
        displayPath(file) {
            const prefix = this.rootPrefix;
            return prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file;
        }

        /// Learns the served folder's path from a node of the open template: its file is
        /// that folder followed by the template's id.
        learnRootPrefix(root) {
            const file = root && root.source && root.source.file;
            if (typeof file === "string" && file.endsWith(this.templateId)) {
                this.rootPrefix = file.slice(0, file.length - this.templateId.length);
            }
        }

        describe(node) {
            const lines = [element("strong", { text: node.component })];
            if (node.id != null) lines.push(element("span", { text: ` #${node.id}` }));
            if (node.outlet != null) lines.push(element("span", { text: ` outlet ${node.outlet}` }));
            lines.push(element("div", { text: describeFrame(node) }));
            if (node.source) {
                lines.push(element("div", { class: "source-location", text: `${this.displayPath(node.source.file)}:${node.source.line}` }));
            }
            return lines;
        }

        hideHover() {
            document.getElementById("tooltip").hidden = true;
            for (const outline of document.querySelectorAll(".hover-outline")) outline.remove();
        }

        /// Draws an outline of the view at `path` over the panel's canvas.
        outline(panel, path, className) {
            for (const old of document.querySelectorAll(`.${className}`)) old.remove();
            const node = panel.nodes.get(path);
            if (!node) return;
            const box = element("div", { class: className, "aria-hidden": "true" });
            box.style.left = `${node.absolute.x}px`;
            box.style.top = `${node.absolute.y}px`;
            box.style.width = `${node.frame.width}px`;
            box.style.height = `${node.frame.height}px`;
            panel.canvas.append(box);
        }

        pin(panel, path) {
            this.pinned = { key: panel.key, path };
            this.refreshInspector();
        }

        unpin() {
            this.pinned = null;
            this.refreshInspector();
        }

        /// Shows the pinned view's attributes (after every update, so values stay current).
        refreshInspector() {
            const inspector = document.getElementById("inspector");
            for (const old of document.querySelectorAll(".selected-outline")) old.remove();
            const panel = this.pinned && this.panels.find((candidate) => candidate.key === this.pinned.key);
            const node = panel && panel.nodes.get(this.pinned.path);
            for (const div of document.querySelectorAll(".view.selected")) div.classList.remove("selected");
            if (!node) {
                inspector.replaceChildren(element("p", { class: "hint", text: "Click a view to see its attributes." }));
                return;
            }
            this.outline(panel, this.pinned.path, "selected-outline");
            panel.views.get(this.pinned.path).classList.add("selected");
            const rows = (node.attributes || []).map((attribute) => element("tr", {}, [
                element("th", { scope: "row", text: attribute.name }),
                element("td", {}, [element("code", { text: attribute.expression })]),
                element("td", {}, [element("code", { text: JSON.stringify(attribute.value) })]),
            ]));
            const table = element("table", { class: "attributes" }, [
                element("caption", { text: "Attributes" }),
                element("thead", {}, [element("tr", {}, [
                    element("th", { scope: "col", text: "Name" }),
                    element("th", { scope: "col", text: "Expression" }),
                    element("th", { scope: "col", text: "Value" }),
                ])]),
                element("tbody", {}, rows),
            ]);
            const close = element("button", { type: "button", class: "unpin", text: "Close" });
            close.addEventListener("click", () => this.unpin());
            inspector.replaceChildren(
                element("div", { class: "inspector-summary", "data-path": this.pinned.path }, this.describe(node)),
                table, close,
            );
        }

        // MARK: Inputs

        /// Builds the inputs form when the set of inputs changes; otherwise updates the
        /// values of the fields not being edited.
        showInputs(inputs) {
            const form = document.getElementById("inputs");
            const signature = inputs.map((input) => `${input.name}:${input.type}`).join("\n");
            if (signature !== this.inputSignature) {
                this.inputSignature = signature;
                form.replaceChildren(...inputs.map((input) => this.inputField(input)));
                if (inputs.length === 0) form.append(element("p", { class: "hint", text: "This template reads no inputs." }));
            }
            for (const input of inputs) {
                const field = form.querySelector(`[data-input="${CSS.escape(input.name)}"]`);
                if (field && field !== document.activeElement && !(input.name in this.editedInputs)) {
                    this.setFieldValue(field, input);
                }
            }
        }

        inputField(input) {
            const kind = inputKind(input.type);
            const id = `input-${input.name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
            let field;
            switch (kind) {
            case "bool": field = element("input", { type: "checkbox" }); break;
            case "integer": field = element("input", { type: "number", step: "1" }); break;
            case "number": field = element("input", { type: "number", step: "any" }); break;
            case "text": field = element("input", { type: "text" }); break;
            case "color": field = element("input", { type: "text", placeholder: "#rrggbbaa" }); break;
            default: field = element("textarea", { rows: "3", spellcheck: "false" });
            }
            field.id = id;
            field.dataset.input = input.name;
            field.dataset.kind = kind;
            this.setFieldValue(field, input);
            const event = kind === "bool" ? "change" : "input";
            field.addEventListener(event, () => this.editInput(field, input.name, kind));
            const label = element("label", { for: id }, [
                element("span", { class: "input-name", text: input.name }),
                element("span", { class: "input-type", text: input.type }),
            ]);
            const row = element("div", { class: `input-row input-${kind}` }, [label, field]);
            if (kind === "color") {
                const swatch = element("input", { type: "color", "aria-label": `${input.name} color` });
                swatch.value = (field.value || "#000000").slice(0, 7);
                swatch.addEventListener("input", () => {
                    const alpha = field.value.length === 9 ? field.value.slice(7) : "ff";
                    field.value = swatch.value + alpha;
                    this.editInput(field, input.name, kind);
                });
                row.append(swatch);
            }
            return row;
        }

        setFieldValue(field, input) {
            const value = input.value;
            switch (field.dataset.kind) {
            case "bool": field.checked = value === true; break;
            case "integer":
            case "number": field.value = typeof value === "number" ? String(value) : ""; break;
            case "text":
            case "color": field.value = typeof value === "string" ? value : ""; break;
            default: field.value = value == null ? "" : JSON.stringify(value, null, 2);
            }
        }

        editInput(field, name, kind) {
            let value;
            switch (kind) {
            case "bool": value = field.checked; break;
            case "integer":
            case "number":
                if (field.value.trim() === "" || !Number.isFinite(Number(field.value))) {
                    field.setAttribute("aria-invalid", "true");
                    return;
                }
                value = Number(field.value);
                break;
            case "text":
            case "color": value = field.value; break;
            default:
                try {
                    value = JSON.parse(field.value);
                } catch {
                    field.setAttribute("aria-invalid", "true");
                    return;
                }
            }
            field.removeAttribute("aria-invalid");
            this.editedInputs[name] = value;
            window.clearTimeout(this.inputTimer);
            this.inputTimer = window.setTimeout(() => this.sendOpen(), kind === "bool" ? 0 : inputEditDelay);
        }

        bindSaveVariant() {
            document.getElementById("save-variant").addEventListener("submit", () => {
                const nameField = document.getElementById("variant-name");
                const name = nameField.value.trim();
                if (name === "") return;
                this.send({ type: "saveVariant", template: this.templateId, name, inputs: this.editedInputs });
                setStatus(`Saved variant “${name}”`, "live");
                nameField.value = "";
            });
        }

        // MARK: Diagnostics

        showOverlay(errors) {
            const overlay = document.getElementById("overlay");
            if (errors.length === 0) {
                overlay.hidden = true;
                overlay.replaceChildren();
                return;
            }
            overlay.replaceChildren(
                element("h2", { text: errors.length === 1 ? "1 error" : `${errors.length} errors` }),
                ...errors.map((diagnostic) => element("div", { class: "diagnostic" }, [
                    element("p", { class: "diagnostic-location", text: this.located(diagnostic, diagnostic.message) }),
                    ...(diagnostic.sourceLine ? [markedSourceLine(diagnostic)] : []),
                ])),
            );
            overlay.hidden = false;
        }

        /// `file:line:column: text`, or `text` alone for a problem without a location.
        located(diagnostic, text) {
            if (!diagnostic.file) return text;
            return `${this.displayPath(diagnostic.file)}:${diagnostic.line}:${diagnostic.column}: ${text}`;
        }

        showProblems(diagnostics) {
            const list = document.getElementById("problems");
            document.getElementById("problems-section").hidden = diagnostics.length === 0;
            list.replaceChildren(...diagnostics.map((diagnostic) => element("li", {
                class: `problem ${diagnostic.severity}`,
                text: this.located(diagnostic, `${diagnostic.severity}: ${diagnostic.message}`),
            })));
        }
    }

    /// The kind of field an input's inferred type is edited with.
    function inputKind(type) {
        const base = String(type).replace(/[?!]$/, "");
        if (base === "Bool") return "bool";
        if (/^(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64)$/.test(base)) return "integer";
        if (/^(Double|Float|CGFloat|Float32|Float64|NSNumber)$/.test(base)) return "number";
        if (/^(String|NSString|Substring|Character|Image|UIImage|URL)$/.test(base)) return "text";
        if (/^(UIColor|CGColor|Color)$/.test(base)) return "color";
        return "json";
    }

    /// The diagnostic's source line with its span (column up to endColumn on its line, in
    /// characters) in a `mark`.
    function markedSourceLine(diagnostic) {
        const characters = Array.from(diagnostic.sourceLine || "");
        const start = Math.min(Math.max(diagnostic.column - 1, 0), characters.length);
        let end = diagnostic.endLine === diagnostic.line ? diagnostic.endColumn - 1 : characters.length;
        end = Math.min(Math.max(end, start + 1), characters.length);
        const mark = element("mark", { text: characters.slice(start, end).join("") });
        return element("pre", { class: "diagnostic-source" }, [
            element("code", {}, [characters.slice(0, start).join(""), mark, characters.slice(end).join("")]),
        ]);
    }

    return { startIndex, startTemplate };
})();
