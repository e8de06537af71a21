/** Browsers refuse or blank canvases past this edge on phones; no engine canvas is larger. */
export const MAX_CANVAS_EDGE = 4096;
