import type { QueryClient } from '@tanstack/react-query';
import { readCurrentPictureSet } from '../../lib/current-picture-set';
import type { PictureSet } from '../../../contract/picture-sets';
import type { TemplateData as WireTemplateData } from '../../../contract/templates';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { addTemplateLines } from '../../api/cart-lines/add-template-lines';
import { updateTemplateLine } from '../../api/cart-lines/update-template-line';
import { backgroundsQueryOptions } from '../../api/picture-sets/get-backgrounds';
import { getPictureSets } from '../../api/picture-sets/get-picture-sets';
import { queryKeys } from '../../api/query-keys';
import { fillUserStringsByPicture } from '../../api/templates/fill-user-strings';
import { getImageBackgrounds } from '../../api/templates/get-image-backgrounds';
import { getProductTemplates } from '../../api/templates/get-product-templates';
import { getRecentImages } from '../../api/templates/get-recent-images';
import { getTemplate } from '../../api/templates/get-template';
import { quoteProduct } from '../../api/templates/quote-product';
import type { Money } from '../../../contract/money';
import type { UploadedImage } from '../../../contract/images';
import {
  type EditorPorts,
  instanceFromTemplateData,
  type Picture,
  type Template,
  type TemplateData,
  type TextMeasurer,
  type UserResource,
} from '../../../../engine/index';
import { defaultBackgroundOf, setPictures, subjectOfPicture, uploadPicture } from './pictures';
import { uploadOwnPhoto } from './upload-file';
import { readTemplate } from '../../api/templates/read-template';
import { pushEcommerce } from '../../lib/analytics';

/** The engine's templateData as JSON for the server. */
export const wireData = (data: TemplateData): WireTemplateData => ({
  year: data.year,
  userResources: data.userResources.map((r) => ({ ...r })),
});

/** The saved values of `data` the model accepts for `template`, as the editor's resources. */
export function readResources(template: Template, data: WireTemplateData): UserResource[] {
  const result = instanceFromTemplateData(template, data);
  if (!result.ok) return [];
  const ids = new Set(data.userResources.map((r) => r.id));
  return Object.entries(result.instance.resources).flatMap(([id, value]) =>
    ids.has(id) ? [{ id, ...value }] : [],
  );
}

export interface PortDeps {
  queryClient: QueryClient;
  measurer: TextMeasurer;
  /** The picture sets the page loaded; refreshed by fetchPictures. */
  sets: PictureSet[];
  /** Set pictures go through the picture URL; the set grows as pictures load. */
  setPictureUuids: Set<string>;
  /** Every design loaded so far by uuid (the first, and those the templates menu loads). */
  templates: Map<string, Template>;
  productUuid: string;
  /** The cart line being updated (update mode). */
  lineUuid: string | null;
  /** After a successful add or update (clears the draft). */
  onSaved: () => void;
  /** Money in the parent's language ('NOK 78'). */
  formatMoney: (money: Money) => string;
}

/** The add_to_cart analytics event for the lines just added, priced by the server. */
async function reportAdded(queryClient: QueryClient, uuids: string[]): Promise<void> {
  const cart = await queryClient.fetchQuery(cartQueryOptions()).catch(() => null);
  const added = cart?.orderLines.filter((line) => uuids.includes(line.uuid)) ?? [];
  const [first] = added;
  if (!first) return;
  const amount = added.reduce((sum, line) => sum + line.actualLinePrice.amount, 0);
  pushEcommerce('add_to_cart', added, { amount, currency: first.actualLinePrice.currency });
}

/**
 * The default background of each job with green-screen pictures, by job uuid: a picture placed
 * in the editor stands on it, as the picture-set page shows it and the lab prints it. A job whose
 * list fails to load has none (the editor then offers the choices when they load).
 */
export async function jobDefaults(
  queryClient: QueryClient,
  sets: readonly PictureSet[],
): Promise<Map<string, string | null>> {
  const jobs = new Set(
    sets.filter((set) => set.pictures.some((p) => p.greenscreen)).map((set) => set.job.uuid),
  );
  const entries = await Promise.all(
    [...jobs].map(async (job) => {
      const choices = await queryClient.fetchQuery(backgroundsQueryOptions(job)).catch(() => []);
      return [job, defaultBackgroundOf(choices)] as const;
    }),
  );
  return new Map(entries);
}

/** The editor's host ports over the shop's API and the browser session. */
export function createEditorPorts(deps: PortDeps): EditorPorts {
  const subjects = () => subjectOfPicture(deps.sets);
  // The parent's uploads as last fetched: a failed fetch keeps them, silently.
  let uploads: UploadedImage[] = [];
  return {
    async fetchPictures(): Promise<Picture[]> {
      deps.sets = await deps.queryClient.fetchQuery({
        queryKey: queryKeys.pictureSets,
        queryFn: getPictureSets,
      });
      const own = setPictures(deps.sets, await jobDefaults(deps.queryClient, deps.sets));
      for (const p of own) deps.setPictureUuids.add(p.uuid);
      // Recent uploads are a bonus: when they fail to load, the inbox keeps the set pictures
      // and the uploads it showed before (docs/rules/personalisation.md §8).
      uploads = await getRecentImages().catch(() => uploads);
      return [...own, ...uploads.map(uploadPicture)];
    },
    async fetchTemplateChoices(productUuid) {
      const { items } = await getProductTemplates(productUuid);
      return items.map(({ template }) => ({
        uuid: template.uuid,
        version: template.version,
        name: template.name,
        thumbnailUrl: template.previewUrl,
      }));
    },
    async loadTemplate(choice) {
      const template = readTemplate(await getTemplate(choice.uuid, choice.version));
      deps.templates.set(template.uuid, template);
      // The design as the templates menu showed it: pre-filled with the pictures of the child
      // the parent is shopping for.
      const subject = readCurrentPictureSet()?.uuid ?? null;
      const { items } = await getProductTemplates(deps.productUuid, subject);
      const item = items.find((i) => i.template.uuid === choice.uuid);
      if (!item) return { template };
      const data = { year: item.year, userResources: item.userResources };
      return {
        template,
        templateData: { year: item.year, userResources: readResources(template, data) },
      };
    },
    async fillUserStringsByPicture({ templateUuid, pictureUuid, resourceId }) {
      const subject = subjects().get(pictureUuid);
      // An upload has no subject and no class to name.
      if (!subject) return [];
      const template = deps.templates.get(templateUuid);
      if (!template) return [];
      const found = await fillUserStringsByPicture({
        subject: { uuid: subject },
        template: { uuid: templateUuid, version: template.version },
        picture: { uuid: pictureUuid },
        resource: { id: resourceId },
      });
      return readResources(template, { year: new Date().getFullYear(), userResources: found });
    },
    fetchBackgrounds: (pictureUuid) => getImageBackgrounds(pictureUuid),
    async quoteTotal({ productUuid, lines }) {
      return deps.formatMoney(await quoteProduct(productUuid, lines));
    },
    async addToCart(request) {
      const uuids = await addTemplateLines({
        productUuid: request.productUuid,
        template: request.template,
        templateData: wireData(request.templateData),
        partOfPackage: request.partOfPackage,
        lines: request.lines,
      });
      await deps.queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      deps.onSaved();
      await reportAdded(deps.queryClient, uuids);
    },
    async updateCart(request) {
      const [line, ...more] = request.lines;
      if (!deps.lineUuid || !line) throw new Error('Nothing to update');
      const templateData = wireData(request.templateData);
      await updateTemplateLine(deps.lineUuid, {
        template: request.template,
        templateData,
        quantity: line.quantity,
        subProductUuids: line.subProductUuids,
      });
      // Quantities of further options (e.g. with envelopes) become lines of their own.
      if (more.length > 0)
        await addTemplateLines({
          productUuid: request.productUuid,
          template: request.template,
          templateData,
          partOfPackage: request.partOfPackage,
          lines: more,
        });
      await deps.queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      deps.onSaved();
    },
    uploadFile: uploadOwnPhoto,
    // Only package items (subject-change mode 4) ask to replace pictures across items.
    replacePackagePictures: () => undefined,
    session: window.sessionStorage,
    measurer: deps.measurer,
    currentYear: () => new Date().getFullYear(),
  };
}
