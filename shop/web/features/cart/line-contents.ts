import type { OrderLine } from '../../../contract/cart';
import { pictureUrl } from '../../../contract/picture-urls';

/** docs/rules/purchase.md §9: digital-file previews on a cart line show at most 3 files. */
export const MAX_FILE_PREVIEWS = 3;

/** The small (320 px) pictures of the first files a digital line buys. */
export function filePreviewUrls(line: Pick<OrderLine, 'digitalFiles'>): string[] {
  return (line.digitalFiles ?? [])
    .slice(0, MAX_FILE_PREVIEWS)
    .map((file) => pictureUrl(file.uuid, { size: '320' }));
}

/** The names of a package line's items: the product, the catalogue, or the digital set. */
export function packageItemNames(
  line: Pick<OrderLine, 'package'>,
  labels: { catalogue: string; digitalSet: string },
): string[] {
  return (line.package?.packageItems ?? []).map((item) => {
    if (item.type === 'CATALOGUE') return item.catalogue?.name ?? labels.catalogue;
    if (item.type === 'DIGITAL_SET') return labels.digitalSet;
    return item.product?.name ?? item.template?.name ?? '';
  });
}
