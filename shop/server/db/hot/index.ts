// The hot statements' machinery (docs/decisions/006-…, 007-…, 008-…): services build their
// statements with these and never learn which database runs them.
export { batched } from './batch';
export { fromJsonRow } from './json-row';
export { hotStatement } from './statement';
