// The part of the engine that loads on demand (engine/editor/load.ts): react-konva, xstate and the
// panels. A page that only draws thumbnails never downloads or runs this chunk.
export { Editor } from './Editor';
