import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PackageInstance, PackageItem } from '../../../contract/packages';
import type { TemplateData as WireTemplateData } from '../../../contract/templates';
import type { Picture, Template, TemplateRef } from '../../../../engine/index';
import { templateQueryOptions } from '../../api/templates/get-template';
import { readTemplate } from '../../api/templates/read-template';
import { designOf } from './item-thumbnail';
import { replaceItemPictures, savedItem } from './package-items';

/**
 * The package being built: its items (each template item's design and version), whether it
 * changed since it was opened or saved, and the templates the items are drawn with.
 */
export function usePackageBuilder(instance: PackageInstance) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<PackageItem[]>(instance.packageItems);
  const [dirty, setDirty] = useState(false);
  const answers = useQueries({
    queries: items.map((item) => ({
      ...templateQueryOptions(item.template?.uuid ?? '', item.template?.version),
      enabled: item.template !== null,
    })),
  });
  const templates = new Map<string, Template>();
  answers.forEach((answer, i) => {
    const item = items[i];
    if (answer.data && item?.template) templates.set(templateKey(item), designOf(answer.data));
  });

  const saveItem = useCallback(
    (index: number, template: TemplateRef & { name: string }, data: WireTemplateData) => {
      setItems((all) =>
        all.map((item) => (item.index === index ? savedItem(item, template, data) : item)),
      );
      setDirty(true);
    },
    [],
  );

  /** Replace-all: each template item's template fetched again, the picture placed everywhere. */
  const replaceAll = useCallback(
    async (picture: Picture) => {
      const next: PackageItem[] = [];
      for (const item of items) {
        if (!item.template) {
          next.push(item);
          continue;
        }
        const answer = await queryClient.fetchQuery({
          ...templateQueryOptions(item.template.uuid, item.template.version),
          staleTime: 0,
        });
        next.push(replaceItemPictures(item, readTemplate(answer), picture));
      }
      setItems(next);
      setDirty(true);
    },
    [items, queryClient],
  );

  return {
    items,
    templates,
    dirty,
    saveItem,
    replaceAll,
    markSaved: () => setDirty(false),
  };
}

export const templateKey = (item: PackageItem): string =>
  item.template ? `${item.template.uuid}@${item.template.version}` : '';
