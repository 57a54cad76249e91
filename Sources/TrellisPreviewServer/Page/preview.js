// Opens the live socket for the template of this page and draws each layout's boxes.
const templateID = decodeURIComponent(location.pathname.replace(/^\/template\//, ""));
const socket = new WebSocket("ws://" + location.host + "/api/live");
socket.onopen = () => socket.send(JSON.stringify({
  type: "open", template: templateID, inputs: {},
  views: [{key: "main", width: 375, height: 812, direction: "ltr", appearance: "light", variant: null}],
}));
socket.onmessage = event => {
  const message = JSON.parse(event.data);
  if (message.type !== "layout" || message.views.length === 0) return;
  const panels = document.getElementById("panels");
  panels.replaceChildren();
  const draw = node => {
    const box = document.createElement("div");
    box.className = "view";
    box.dataset.path = node.path.join(".");
    box.dataset.component = node.component;
    if (node.id !== null) box.dataset.id = node.id;
    Object.assign(box.style, {
      left: node.absolute.x + "px", top: node.absolute.y + "px",
      width: node.frame.width + "px", height: node.frame.height + "px",
    });
    panels.append(box);
    node.children.forEach(draw);
  };
  if (message.views[0].root !== null) draw(message.views[0].root);
};
