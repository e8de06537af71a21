import type { TemplateData as WireTemplateData } from '../../../contract/templates';

/** What a reload must not lose: the design and its instance, per template or cart line. */
export interface Draft {
  template: { uuid: string; version: number };
  templateData: WireTemplateData;
}

const PREFIX = 'keepsake.draft.';

/** The draft key of a new design of a product, or of a cart line being edited. */
export const draftKey = (kind: 'template' | 'line', uuid: string): string =>
  `${PREFIX}${kind}.${uuid}`;

/**
 * The draft key of a new design: per product, design and the child it is made for, so opening
 * the product for a brother does not bring back the sister's half-made card. Without a chosen
 * child (the server fills the newest picture set) the key is the product and design alone.
 */
export const newDesignDraftKey = (
  productUuid: string,
  templateUuid: string,
  childUuid: string | null,
): string => draftKey('template', [productUuid, templateUuid, childUuid].filter(Boolean).join('.'));

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Partial<Draft>;
  return (
    typeof d.template?.uuid === 'string' &&
    typeof d.template.version === 'number' &&
    typeof d.templateData?.year === 'number' &&
    Array.isArray(d.templateData.userResources)
  );
}

/** The saved draft under `key`, when there is a readable one. */
export function readDraft(key: string): Draft | null {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or private mode: the editor still works, only without the safety net.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear without storage.
  }
}
