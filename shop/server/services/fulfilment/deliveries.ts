// Digital deliveries: the bought digital pictures of an order, each with the ways it can be
// downloaded. The files themselves leave through `pictures/downloads.ts`, to their buyer only.
import { asc, eq } from 'drizzle-orm';
import type { DownloadLink, OrderDownload } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { type LineRow, orderLines } from '../../db/schema';
import { listPictureSets } from '../codes/picture-sets';
import { digitalUnlocked } from '../invoicing/invoices';
import { jobBackgroundChoices } from '../pictures/downloads';

/** The download path of a bought picture, on a background or 'transparent', else as taken. */
export function downloadPath(pictureUuid: string, background?: string): string {
  const base = `/api/webshop/digital-files/${encodeURIComponent(pictureUuid)}`;
  return background ? `${base}/background/${encodeURIComponent(background)}` : base;
}

/** The subject of a package line whose items include the digital set, else null. */
export function packageSetSubject(data: unknown): string | null {
  const line = data as { kind?: unknown; subjectUuid?: unknown; packageItems?: unknown } | null;
  if (line?.kind !== 'package' || typeof line.subjectUuid !== 'string') return null;
  const items = Array.isArray(line.packageItems) ? (line.packageItems as { type?: unknown }[]) : [];
  return items.some((i) => i?.type === 'DIGITAL_SET') ? line.subjectUuid : null;
}

/**
 * The bought digital pictures of one confirmed order of `userUuid` (the caller has checked the
 * order is theirs): a single file, or every picture of a bought set (alone or in a package). A green-screen picture is
 * offered on each of its job's backgrounds (the default first) and transparent, never on its
 * raw green; any other picture as photographed. Pictures of a set taken offline are left out.
 * A picture held back until an open invoice is paid comes without links, so the receipt never
 * offers a link that refuses.
 */
export async function orderDownloads(
  db: Db,
  userUuid: string,
  orderUuid: string,
  /** A line's name as the reader reads it (the receipt's language); as stored without. */
  describe: (line: LineRow) => string = (line) => line.description,
): Promise<OrderDownload[]> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderUuid, orderUuid))
    .orderBy(asc(orderLines.position));
  // A digital file names its picture; a digital set, or a package holding one, its subject.
  const digital = lines.flatMap((l): { line: typeof l; subjectUuid: string | null }[] => {
    const kind = (l.data as { kind?: unknown } | null)?.kind;
    if (kind === 'digital-file' && l.pictureUuid) return [{ line: l, subjectUuid: null }];
    if (kind === 'digital-set' && l.subjectUuid) return [{ line: l, subjectUuid: l.subjectUuid }];
    const subjectUuid = packageSetSubject(l.data);
    return subjectUuid ? [{ line: l, subjectUuid }] : [];
  });
  if (digital.length === 0) return [];
  const sets = await listPictureSets(db, userUuid);
  const choices = new Map<string, Awaited<ReturnType<typeof jobBackgroundChoices>>>();
  const backgroundsOf = async (jobUuid: string) => {
    const known = choices.get(jobUuid);
    if (known) return known;
    const found = await jobBackgroundChoices(db, jobUuid);
    choices.set(jobUuid, found);
    return found;
  };
  const downloads: OrderDownload[] = [];
  for (const { line, subjectUuid } of digital) {
    const set = sets.find((s) =>
      subjectUuid === null
        ? s.pictures.some((p) => p.uuid === line.pictureUuid)
        : s.subject.uuid === subjectUuid,
    );
    if (!set) continue;
    const pictures =
      subjectUuid === null
        ? set.pictures.filter((p) => p.uuid === line.pictureUuid)
        : set.pictures.filter((p) => !p.keywords.includes('user_uploaded'));
    for (const picture of pictures) {
      const number = set.pictures.indexOf(picture) + 1;
      let links: DownloadLink[];
      if (picture.greenscreen) {
        const bgs = await backgroundsOf(set.job.uuid);
        links = [
          ...bgs.map((b, i) => ({
            kind: 'background' as const,
            backgroundUuid: b.uuid,
            backgroundName: b.name,
            preferred: i === 0,
            url: downloadPath(picture.uuid, b.uuid),
          })),
          {
            kind: 'transparent',
            backgroundUuid: null,
            backgroundName: null,
            preferred: bgs.length === 0,
            url: downloadPath(picture.uuid, 'transparent'),
          },
        ];
      } else {
        links = [
          {
            kind: 'original',
            backgroundUuid: null,
            backgroundName: null,
            preferred: true,
            url: downloadPath(picture.uuid),
          },
        ];
      }
      const awaitingPayment = !(await digitalUnlocked(db, userUuid, picture.uuid));
      downloads.push({
        pictureUuid: picture.uuid,
        description: describe(line),
        number,
        greenscreen: picture.greenscreen,
        awaitingPayment,
        links: awaitingPayment ? [] : links,
      });
    }
  }
  return downloads;
}
