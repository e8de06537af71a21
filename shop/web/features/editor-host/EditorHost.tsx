import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { RestoredNotice } from './RestoredNotice';
import type { JobFlags } from '../../components/editor-host/job-flags';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PictureSet } from '../../../contract/picture-sets';
import type { Product } from '../../../contract/products';
import {
  Editor,
  type EditorMode,
  preloadEditor,
  type Template,
  type TemplateInstance,
  toTemplateData,
} from '../../../../engine/index';
import { isLanguage, localeOf } from '../../i18n/languages';
import { useFormat } from '../../i18n/useFormat';
import { paths } from '../../lib/paths';
import { clearDraft, writeDraft } from './draft';
import { createEditorPorts, wireData } from '../../components/editor-host/ports';
import { shopSources } from '../../api/templates/engine-sources';
import { useEditorStrings } from '../../components/editor-host/useEditorStrings';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './editor-host.module.css';

// The editor's code loads as this page's code runs: beside the page's data, not after it.
void preloadEditor();

/** A draft is written once edits pause this long, not on every gesture frame. */
const DRAFT_DELAY_MS = 400;

export interface EditorHostProps {
  template: Template;
  instance: TemplateInstance;
  mode: EditorMode;
  product: Product;
  sets: PictureSet[];
  /** What the shop and the product's photo days let the parent do. */
  flags: JobFlags;
  /** Update mode: the cart line and its quantity by line key ('' = the product itself). */
  lineUuid: string | null;
  quantities?: Record<string, number>;
  draftKey: string;
  backTo: string;
  /** The instance came from a draft saved before a reload. */
  restoredDraft: boolean;
}

/** Hosts the engine's editor: strings, pictures, art, ports, drafts and where to go after. */
export function EditorHost(props: EditorHostProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const strings = useEditorStrings();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { draftKey } = props;

  const [setPictureUuids] = useState(
    () => new Set(props.sets.flatMap((s) => s.pictures.map((p) => p.uuid))),
  );
  const [sources] = useState(() => shopSources(setPictureUuids));
  const [templates] = useState(() => new Map([[props.template.uuid, props.template]]));
  const [ports] = useState(() =>
    createEditorPorts({
      queryClient,
      measurer: sources.measurer,
      sets: props.sets,
      setPictureUuids,
      templates,
      productUuid: props.product.uuid,
      lineUuid: props.lineUuid,
      onSaved: () => clearDraft(draftKey),
      formatMoney: (money) => format.money(money),
    }),
  );

  const pending = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(pending.current ?? undefined), []);
  const saveDraft = useCallback(
    (instance: TemplateInstance) => {
      window.clearTimeout(pending.current ?? undefined);
      if (!instance.dirty) return;
      pending.current = window.setTimeout(() => {
        const template = templates.get(instance.template.uuid);
        if (!template) return;
        const templateData = wireData(toTemplateData(template, instance));
        writeDraft(draftKey, { template: instance.template, templateData });
      }, DRAFT_DELAY_MS);
    },
    [draftKey, templates],
  );

  const { product } = props;
  const money = (amount: number) => format.money({ amount, currency: product.price.currency });
  // Should the code still be on its way, the page's own loading state stays up (no shift).
  return (
    <Suspense fallback={<LoadingBlock label={t('common.loading')} />}>
      <div className={styles.host}>
        {props.restoredDraft && <RestoredNotice text={t('editorHost.draftRestored')} />}
        <Editor
          template={props.template}
          instance={props.instance}
          mode={props.mode}
          flags={{ ...props.flags, partOfPackage: false }}
          product={{
            uuid: product.uuid,
            name: product.name,
            priceLabel: money(product.price.amount),
            minOrderQuantity: Math.max(1, product.minorderpartquantity),
            subProducts: product.subproducts.map((s) => ({
              uuid: s.uuid,
              name: s.name,
              extraPriceLabel: t('editorHost.extraPrice', { price: money(s.extraprice) }),
            })),
          }}
          ports={ports}
          language={language}
          quantities={props.quantities}
          addToCartWarning={t('editorHost.addToCartWarning')}
          locale={localeOf(language)}
          sources={sources}
          strings={strings}
          onChange={saveDraft}
          onLeave={() => void navigate(props.backTo)}
          onSaved={() => {
            window.clearTimeout(pending.current ?? undefined);
            clearDraft(draftKey);
            void navigate(props.mode === 'update' ? `${paths.shoppingcart}/` : paths.shoppingcart);
          }}
        />
      </div>
    </Suspense>
  );
}
