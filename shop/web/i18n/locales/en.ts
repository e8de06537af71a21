/** English: the specifications' words to the letter; the other languages follow this shape. */
import { enPages } from './en-pages';
import { enShell } from './en-shell';

/** All of English: the shell's strings and the other pages'. */
export const en = { ...enShell, ...enPages };

/** The shape every language must fill: the same keys, every value a string. */
export type Translation = {
  [K in keyof typeof en]: { [L in keyof (typeof en)[K]]: string };
};
