import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStrings, editorStringsEn } from '../../../../engine/index';

const names = Object.keys(editorStringsEn) as (keyof EditorStrings)[];

/**
 * The editor's strings in `t`'s language. English is the engine's own wording, so the shop's
 * English bundle leaves the editor out and each string falls back to it; nb and sv translate
 * every name under `editor.` (the locales' type and the translation test require each one).
 */
export function editorStrings(t: TFunction): EditorStrings {
  const entries = names.map((name) => [
    name,
    t(`editor.${name}`, { defaultValue: editorStringsEn[name] }),
  ]);
  return Object.fromEntries(entries) as EditorStrings;
}

/** The editor's strings in the current language. */
export function useEditorStrings(): EditorStrings {
  const { t } = useTranslation();
  return useMemo(() => editorStrings(t), [t]);
}
