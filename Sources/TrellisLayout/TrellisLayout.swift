// TrellisLayout: the layout core. It evaluates a compiled template's IR for given constants,
// state and a root size into frames and typed property values, applying Layout's
// expression frames and the container policies (rows, columns, anchors, stacks).
