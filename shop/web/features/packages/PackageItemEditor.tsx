import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '../../../contract/packages';
import type { PictureSet } from '../../../contract/picture-sets';
import { jobFlags } from '../../components/editor-host/job-flags';
import {
  Editor,
  type EngineSources,
  instanceFromTemplateData,
  type Picture,
  type Template,
  type TemplateData,
  type TemplateRef,
} from '../../../../engine/index';
import { isLanguage, localeOf } from '../../i18n/languages';
// The package editor is the engine's second host: it shares the shop's editor ports.
import { useFormat } from '../../i18n/useFormat';
import { createEditorPorts, wireData } from '../../components/editor-host/ports';
import { useEditorStrings } from '../../components/editor-host/useEditorStrings';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './packages.module.css';

interface Props {
  item: PackageItem;
  template: Template;
  sets: PictureSet[];
  sources: EngineSources;
  setPictureUuids: Set<string>;
  allowSubjectChange: boolean;
  /** The item's new design, kept in the package until it is added to the cart. */
  onDone: (template: TemplateRef & { name: string }, data: ReturnType<typeof wireData>) => void;
  onReplaceAll: (picture: Picture) => void;
  onClose: () => void;
}

/** One package item in the full-screen editor, package mode (subject-change mode 4). */
export function PackageItemEditor(props: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const strings = useEditorStrings();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { item, template } = props;
  const product = item.product;
  const [templates] = useState(() => new Map([[template.uuid, template]]));
  const format = useFormat();
  const [ports] = useState(() => {
    const base = createEditorPorts({
      queryClient,
      measurer: props.sources.measurer,
      sets: props.sets,
      setPictureUuids: props.setPictureUuids,
      templates,
      productUuid: product?.uuid ?? '',
      lineUuid: null,
      onSaved: () => undefined,
      // A package item has no buy menu (Save keeps it), so no total is asked.
      formatMoney: (money) => format.money(money),
    });
    const keep = async (request: { template: TemplateRef; templateData: TemplateData }) => {
      const chosen = templates.get(request.template.uuid);
      const name = chosen ? (chosen.name[language] ?? chosen.name.en) : (item.template?.name ?? '');
      props.onDone({ ...request.template, name }, wireData(request.templateData));
    };
    return {
      ...base,
      addToCart: keep,
      updateCart: keep,
      replacePackagePictures: (picture: Picture) => props.onReplaceAll(picture),
    };
  });
  const [instance] = useState(() => {
    const opened = instanceFromTemplateData(template, item.templateData, { partOfPackage: true });
    return opened.ok ? opened.instance : null;
  });
  if (!instance || !product) return null;
  return (
    <div className={styles.editorHost}>
      {/* The editor's code is normally loaded by now (PackageBuilder preloads it). */}
      <Suspense fallback={<LoadingBlock label={t('common.loading')} />}>
        <Editor
          template={template}
          instance={instance}
          mode="update"
          flags={{
            // The photo days decide the tools; the package decides subject and design changes.
            ...jobFlags(props.sets, instance, {
              allowOwnPhotos: false,
              allowTemplateChange: item.canChangeTemplate,
            }),
            subjectChangeMode: props.allowSubjectChange ? 4 : 1,
            partOfPackage: true,
          }}
          product={{
            uuid: product.uuid,
            name: product.name,
            priceLabel: t('packages.included'),
            minOrderQuantity: 1,
            subProducts: [],
          }}
          ports={ports}
          language={language}
          quantities={{ '': 1 }}
          cartLabel={t('packages.saveItem')}
          locale={localeOf(language)}
          sources={props.sources}
          strings={strings}
          onLeave={props.onClose}
          onSaved={props.onClose}
        />
      </Suspense>
    </div>
  );
}
