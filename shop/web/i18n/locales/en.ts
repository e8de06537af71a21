/** English: the specifications' words to the letter; the other languages follow this shape. */
import { editorStringsEn } from '../../../../engine/index';
import { enPages } from './en-pages';
import { enShell } from './en-shell';

/**
 * All of English: the shell's strings, the other pages', and the editor's, whose one source is
 * the engine (the editor host passes that English through as it is, see useEditorStrings).
 */
export const en = { ...enShell, ...enPages, editor: editorStringsEn };

/** The shape every language must fill: the same keys, every value a string. */
export type Translation = {
  [K in keyof typeof en]: { [L in keyof (typeof en)[K]]: string };
};
