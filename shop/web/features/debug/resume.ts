// Kept tiny: the router imports it at start, and rrweb loads only when debug mode is on.
export { resumeDebugRecording } from './debug-session';
