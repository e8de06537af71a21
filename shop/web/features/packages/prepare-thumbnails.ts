// The items' thumbnails start drawing as soon as the package, the parent's picture sets and the
// designs have answered (the route loader starts this at navigation), not once the page has
// mounted: the page then takes the drawings with the same sources, so one image cache serves all.
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { PictureSet } from '../../../contract/picture-sets';
import { type EngineSources, prepareThumbnail } from '../../../../engine/index';
import { earlyPackageInstance } from '../../api/packages/create-package-instance';
import { pictureSetsQueryOptions } from '../../api/picture-sets/get-picture-sets';
import { shopSources } from '../../api/templates/engine-sources';
import { templateQueryOptions } from '../../api/templates/get-template';
import { localeOf } from '../../i18n/languages';
import { designOf, itemThumbnail } from './item-thumbnail';

/** The pictures of the parent's sets (drawn from the set's picture URLs, the rest as uploads). */
export const setPictureUuidsOf = (sets: readonly PictureSet[]): Set<string> =>
  new Set(sets.flatMap((s) => s.pictures.map((p) => p.uuid)));

let last: { key: string; sources: EngineSources } | null = null;

/** The package page's sources: the early start's (and its image cache) for the same sets. */
export function packageSources(setPictureUuids: ReadonlySet<string>): EngineSources {
  const key = [...setPictureUuids].sort().join(',');
  if (last?.key !== key) last = { key, sources: shopSources(setPictureUuids) };
  return last.sources;
}

/** Starts drawing the package's thumbnails; any refusal leaves it all to the page. */
export async function prepareThumbnails(queryClient: QueryClient, uuid: string): Promise<void> {
  const asked = earlyPackageInstance(uuid);
  if (!asked) return;
  const [instance, sets] = await Promise.all([
    asked,
    queryClient.ensureQueryData(pictureSetsQueryOptions()),
  ]);
  const sources = packageSources(setPictureUuidsOf(sets));
  const locale = localeOf(i18next.language);
  await Promise.all(
    instance.packageItems.map(async (item) => {
      if (!item.template) return;
      const answer = await queryClient.ensureQueryData(
        templateQueryOptions(item.template.uuid, item.template.version),
      );
      const thumbnail = itemThumbnail(item, designOf(answer), locale);
      if (thumbnail) prepareThumbnail(thumbnail, sources);
    }),
  );
}
