import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateCartLine } from '../../../contract/cart-lines';
import type { PictureSet } from '../../../contract/picture-sets';
import type { Product } from '../../../contract/products';
import { ApiError } from '../../api/client';
import { usePictureSets } from '../../api/picture-sets/get-picture-sets';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { useProductTemplates } from '../../api/templates/get-product-templates';
import { useTemplate } from '../../api/templates/get-template';
import type { Template, TemplateInstance } from '../../../../engine/index';
import { isLanguage } from '../../i18n/languages';
import { readCurrentPictureSet } from '../../lib/current-picture-set';
import { readDraft } from './draft';
import { jobFlags, type JobFlags } from '../../components/editor-host/job-flags';
import { initialInstance } from './initial-instance';
import { shopSources } from '../../api/templates/engine-sources';
import { readTemplate } from '../../api/templates/read-template';

export interface EditorData {
  template: Template;
  instance: TemplateInstance;
  product: Product;
  sets: PictureSet[];
  /** What the shop and the product's photo days let the parent do (job-flags.ts). */
  flags: JobFlags;
  quantities?: Record<string, number>;
  restoredDraft: boolean;
}

export type EditorDataState =
  | { status: 'loading' }
  | { status: 'error'; notAvailable: boolean }
  | { status: 'ready'; host: EditorData };

// Only for measuring default texts before the editor opens; the editor makes its own sources.
const measuring = () => shopSources(new Set()).measurer;

/**
 * Everything the editor opens with: the product and its designs, the template (the line's
 * version when editing), the parent's picture sets, the shop's options, and the instance (a
 * draft, the line's, or the design pre-filled with the parent's pictures).
 */
export function useEditorData(args: {
  productUuid: string;
  templateUuid: string;
  version?: number;
  draftKey: string;
  line: TemplateCartLine | null;
}): EditorDataState {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // The designs come filled for the child the parent is shopping for, not merely the newest set.
  const [subjectUuid] = useState(() => readCurrentPictureSet()?.uuid ?? null);
  const product = useProductTemplates(args.productUuid, subjectUuid);
  const template = useTemplate(args.templateUuid, args.version);
  const sets = usePictureSets();
  const settings = useShopSettings();
  const { line, draftKey } = args;
  // Opened once per page: later refetches (or their failures) must not restart the editor.
  const opened = useRef<EditorData | null>(null);
  if (opened.current) return { status: 'ready', host: opened.current };

  const state = ((): EditorDataState => {
    const failed = [product, template, sets, settings].find((q) => q.isError);
    if (failed) {
      const notAvailable = failed.error instanceof ApiError && failed.error.status === 404;
      return { status: 'error', notAvailable };
    }
    if (!product.data || !template.data || !sets.data || !settings.data)
      return { status: 'loading' };
    const item = product.data.items.find((i) => i.template.uuid === args.templateUuid);
    if (template.data.productUuid !== product.data.product.uuid)
      return { status: 'error', notAvailable: true };
    let read: Template;
    try {
      read = readTemplate(template.data);
    } catch {
      return { status: 'error', notAvailable: false };
    }
    const saved = line
      ? line.templateData
      : item
        ? { year: item.year, userResources: item.userResources }
        : null;
    const start = initialInstance(read, {
      language,
      measurer: measuring(),
      draft: readDraft(draftKey),
      data: saved,
    });
    return {
      status: 'ready' as const,
      host: {
        template: read,
        instance: start.instance,
        product: product.data.product,
        sets: sets.data,
        flags: jobFlags(sets.data, start.instance, {
          allowOwnPhotos: settings.data.options.allowOwnPhotos,
          allowTemplateChange: product.data.items.length > 1,
        }),
        ...(line ? { quantities: { [line.subProductUuids[0] ?? '']: line.quantity } } : {}),
        restoredDraft: start.fromDraft,
      },
    };
  })();
  if (state.status === 'ready') opened.current = state.host;
  return state;
}
