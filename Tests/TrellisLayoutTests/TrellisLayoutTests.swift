// Tests of the layout core: frames, auto sizing, containers, text metrics and SVG.
