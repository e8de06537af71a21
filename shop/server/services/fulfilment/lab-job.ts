// A confirmed order as a lab job: its print files, manifest.json and packing slip under
// `lab-jobs/<order>/` in the shop's storage (a folder under DATA_DIR, or a bucket), and for
// school pickup the school delivery's batch manifest and packing list.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { valuesByUuid } from '../../db/by-uuid';
import {
  backgrounds,
  fulfilmentJobs,
  jobs,
  orderDetails,
  orderLines,
  orders,
  orderStatuses,
  pictures,
  pictureSets,
  products,
  schools,
  subjects,
  templates,
  uploads,
  users,
} from '../../db/schema';
import { DiskStorage, StorageNotFoundError, storageKeys, type Storage } from '../../storage';
import { jobBackgroundChoices } from '../pictures/downloads';
import { templateLineData } from '../templates/lines-data';
import type { LabDelivery, LabLine, LabManifest, SchoolBatch } from './manifest';
import { packingSlipPdf, schoolPackingListPdf } from './packing-slip';
import { type PrintTask, renderInChild } from './render-child';
import { langOf, LOCALES, type Lang } from '../../lib/i18n/format';

/** Where lab jobs are written: a storage and the key prefix of the lab's files in it. */
export interface LabJobOutput {
  storage: Storage;
  /** '' or a prefix ending in '/': an order's files are `<prefix><order uuid>/<file>`. */
  prefix: string;
}

export interface LabJobConfig {
  /** Where the originals and template art are kept (disk or a bucket). */
  storage: Storage;
  /** Where the lab jobs go (labJobOutput). */
  output: LabJobOutput;
  /** Renders the print files; a child process unless a caller runs them in-process. */
  render?: (tasks: PrintTask[]) => Promise<void>;
}

/** The key prefix of lab jobs in the shop's storage. */
export const LAB_JOBS_PREFIX = 'lab-jobs/';

/**
 * Where lab jobs go: the folder LAB_JOBS_DIR when it is set (one the lab reads, shared by every
 * process), else `lab-jobs/` in the shop's storage: DATA_DIR/lab-jobs on disk, the bucket's
 * `lab-jobs/` prefix with STORAGE=s3.
 */
export const labJobOutput = (
  config: { labJobsDir: string | null },
  storage: Storage,
): LabJobOutput =>
  config.labJobsDir
    ? { storage: new DiskStorage(config.labJobsDir), prefix: '' }
    : { storage, prefix: LAB_JOBS_PREFIX };

/** The key of one file of an order's lab job. */
export const labJobKey = (output: LabJobOutput, orderUuid: string, file: string): string =>
  `${output.prefix}${orderUuid}/${file}`;

/** The reference a parent sees for an order. */
export const orderReference = (orderUuid: string): string => orderUuid.slice(0, 8);

/** A file or folder name made of a label: letters, digits and dashes only. */
const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'item';

interface Design {
  templateUuid: string;
  templateVersion: number;
  templateData: { year: number; userResources: unknown[] };
}

/** The picture and background uuids a design uses. */
function designImages(design: Design): string[] {
  const found: string[] = [];
  for (const resource of design.templateData.userResources) {
    const image = (resource as { image?: { uuid?: unknown; background?: unknown } | null }).image;
    if (!image) continue;
    if (typeof image.uuid === 'string') found.push(image.uuid);
    if (typeof image.background === 'string') found.push(image.background);
  }
  return found;
}

/**
 * The pictures a design shows on no background that the parent did not choose (raw green, were
 * they green-screen ones); "No background" chosen on purpose is printed as chosen.
 */
function unbackedImages(design: Design): string[] {
  const found: string[] = [];
  for (const resource of design.templateData.userResources) {
    const image = (
      resource as {
        image?: { uuid?: unknown; background?: unknown; noBackground?: unknown } | null;
      }
    ).image;
    if (image && typeof image.uuid === 'string' && !image.background && image.noBackground !== true)
      found.push(image.uuid);
  }
  return found;
}

/**
 * The default background of each green-screen picture among `uuids`: the first of its job's
 * choices, as its download and the picture-set page show it (none when the job has none).
 */
async function defaultBackgrounds(db: Db, uuids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (uuids.length === 0) return found;
  const green = await db
    .select({ uuid: pictures.uuid, jobUuid: pictureSets.jobUuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .where(and(inArray(pictures.uuid, uuids), eq(pictures.greenscreen, true)));
  const byJob = new Map<string, string | null>();
  for (const picture of green) {
    if (!byJob.has(picture.jobUuid))
      byJob.set(
        picture.jobUuid,
        (await jobBackgroundChoices(db, picture.jobUuid))[0]?.uuid ?? null,
      );
    const background = byJob.get(picture.jobUuid);
    if (background) found.set(picture.uuid, background);
  }
  return found;
}

/** The storage key of the original of every picture, upload and background asked for. */
async function originals(db: Db, uuids: string[]) {
  const files = await valuesByUuid(db, uuids, [
    [pictures.uuid, pictures.file],
    [uploads.uuid, uploads.file],
    [backgrounds.uuid, backgrounds.file],
  ]);
  return new Map([...files].map(([uuid, file]) => [uuid, storageKeys.picture(file)]));
}

/** The work folder's copy of the stored files the renderer reads. */
const SOURCES = '.sources';

/**
 * Copies stored files (by key) into the work folder, one at a time so memory stays bounded: the
 * renderer runs in a child process and reads files, while the originals may live in a bucket.
 */
async function stageSources(storage: Storage, work: string, keys: Iterable<string>) {
  for (const key of new Set(keys)) {
    const local = path.join(work, SOURCES, ...key.split('/'));
    await mkdir(path.dirname(local), { recursive: true });
    await pipeline(await storage.getStream(key), createWriteStream(local));
  }
}

type StoredDelivery = {
  type: LabDelivery['method'];
  name: string;
  address?: LabDelivery['address'] & { address2?: string | null; state?: string | null };
  pickupLocation?: {
    pickupname: string;
    pickupaddress1: string;
    pickuppostalcode: string;
    pickupcity: string;
  } | null;
  contactInfo?: { name?: string; emailAddress?: string };
};

/** The school and class (photo job) of the subjects and pictures an order is for. */
async function schoolOf(db: Db, subjectUuids: string[], pictureUuids: string[]) {
  const rows = [
    ...(subjectUuids.length
      ? await db
          .select({ school: schools.name, job: jobs.name })
          .from(pictureSets)
          .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
          .innerJoin(schools, eq(schools.uuid, jobs.schoolUuid))
          .where(inArray(pictureSets.subjectUuid, subjectUuids))
      : []),
    ...(pictureUuids.length
      ? await db
          .select({ school: schools.name, job: jobs.name })
          .from(pictures)
          .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
          .innerJoin(jobs, eq(jobs.uuid, pictureSets.jobUuid))
          .innerJoin(schools, eq(schools.uuid, jobs.schoolUuid))
          .where(inArray(pictures.uuid, pictureUuids))
      : []),
  ];
  return rows[0] ?? null;
}

/** Everything the lab job needs, read from the database: manifest and print tasks. */
export async function planLabJob(
  db: Db,
  config: LabJobConfig,
  orderUuid: string,
  folder: string,
): Promise<{ manifest: LabManifest; tasks: PrintTask[] }> {
  const [row] = await db
    .select({ order: orders, details: orderDetails, lang: users.lang, email: users.email })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .where(eq(orders.uuid, orderUuid));
  if (!row?.order.confirmTime) throw new Error(`Order ${orderUuid} is not confirmed`);
  const language: Lang = langOf(row.lang);
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderUuid, orderUuid), eq(orderLines.type, 0)))
    .orderBy(asc(orderLines.position));

  // The designs of the order: template lines and the template items of packages.
  type Item = {
    line: (typeof lines)[number];
    design: Design | null;
    product: string;
    subject: string | null;
    kind: LabLine['kind'];
    options: string[];
  };
  const items: Item[] = [];
  const subjectUuids = new Set<string>();
  const productRows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.uuid,
        lines.map((l) => l.productUuid ?? ''),
      ),
    );
  const productOf = new Map(productRows.map((p) => [p.uuid, p]));
  for (const line of lines) {
    const data = line.data as {
      kind?: string;
      subjectUuid?: string;
      packageItems?: unknown;
    } | null;
    if (line.subjectUuid) subjectUuids.add(line.subjectUuid);
    if (typeof data?.subjectUuid === 'string') subjectUuids.add(data.subjectUuid);
    const template = templateLineData(line.data);
    if (template) {
      const sub = productOf.get(line.productUuid ?? '')?.subproducts ?? [];
      items.push({
        line,
        design: {
          templateUuid: template.template.uuid,
          templateVersion: template.template.version,
          templateData: template.templateData as Design['templateData'],
        },
        product: line.productName ?? template.template.name,
        subject: null,
        kind: 'template',
        options: sub.filter((s) => template.subProductUuids.includes(s.uuid)).map((s) => s.name.en),
      });
    } else if (data?.kind === 'package' && Array.isArray(data.packageItems)) {
      for (const item of data.packageItems as {
        type: string;
        product: { name: string } | null;
        template: { uuid: string; version: number } | null;
        templateData: Design['templateData'] | null;
        catalogue: { name: string } | null;
      }[]) {
        const design =
          item.type === 'TEMPLATE_PRODUCT' && item.template && item.templateData
            ? {
                templateUuid: item.template.uuid,
                templateVersion: item.template.version,
                templateData: item.templateData,
              }
            : null;
        const kind: LabLine['kind'] =
          item.type === 'TEMPLATE_PRODUCT'
            ? 'package-template'
            : item.type === 'CATALOGUE'
              ? 'catalogue'
              : 'digital-set';
        const name = item.product?.name ?? item.catalogue?.name ?? line.productName ?? '';
        items.push({
          line,
          design,
          product: `${line.productName ?? ''}: ${name}`,
          subject: null,
          kind,
          options: [],
        });
      }
    } else {
      const kind: LabLine['kind'] =
        data?.kind === 'catalogue'
          ? 'catalogue'
          : data?.kind === 'digital-set'
            ? 'digital-set'
            : 'digital-file';
      items.push({
        line,
        design: null,
        product: line.description,
        subject: null,
        kind,
        options: [],
      });
    }
  }

  const subjectNames = subjectUuids.size
    ? new Map(
        (
          await db
            .select({ uuid: subjects.uuid, name: subjects.name })
            .from(subjects)
            .where(inArray(subjects.uuid, [...subjectUuids]))
        ).map((s) => [s.uuid, s.name]),
      )
    : new Map<string, string>();
  const imageUuids = [...new Set(items.flatMap((i) => (i.design ? designImages(i.design) : [])))];
  const backgroundOf = await defaultBackgrounds(db, [
    ...new Set(items.flatMap((i) => (i.design ? unbackedImages(i.design) : []))),
  ]);
  const files = await originals(db, [...new Set([...imageUuids, ...backgroundOf.values()])]);
  const sources = new Set<string>();
  const artPrefixes = new Set<string>();
  const staged = (key: string) => {
    sources.add(key);
    return path.join(folder, SOURCES, ...key.split('/'));
  };
  const templateRows = await Promise.all(
    items.map((i) =>
      i.design
        ? db
            .select()
            .from(templates)
            .where(
              and(
                eq(templates.uuid, i.design.templateUuid),
                eq(templates.version, i.design.templateVersion),
              ),
            )
            .then((r) => r[0] ?? null)
        : null,
    ),
  );

  const tasks: PrintTask[] = [];
  const labLines: LabLine[] = items.map((item, n) => {
    const stored = templateRows[n];
    const lineSubject =
      item.line.subjectUuid ?? (item.line.data as { subjectUuid?: string } | null)?.subjectUuid;
    const base: LabLine = {
      lineUuid: item.line.uuid,
      kind: item.kind,
      product: item.product,
      productUuid: item.line.productUuid,
      format: null,
      options: item.options,
      quantity: item.line.quantity,
      subject: (lineSubject && subjectNames.get(lineSubject)) || item.subject,
      files: [],
    };
    if (!item.design) return base;
    if (!stored)
      throw new Error(
        `Template ${item.design.templateUuid} v${item.design.templateVersion} is gone`,
      );
    const definition = stored.definition as { formatSize?: string };
    const file = `${String(n + 1).padStart(2, '0')}-${slug(item.product)}.pdf`;
    const imageFiles: Record<string, string> = {};
    const defaults: Record<string, string> = {};
    for (const uuid of unbackedImages(item.design)) {
      const background = backgroundOf.get(uuid);
      if (background) defaults[uuid] = background;
    }
    for (const uuid of [...designImages(item.design), ...Object.values(defaults)]) {
      const original = files.get(uuid);
      if (!original) throw new Error(`The original of picture ${uuid} is gone`);
      imageFiles[uuid] = staged(original);
    }
    tasks.push({
      definition: stored.definition,
      templateData: item.design.templateData,
      locale: LOCALES[language],
      language,
      imageFiles,
      defaultBackgrounds: defaults,
      artDir: (() => {
        const prefix = storageKeys.templateArt(stored.uuid, stored.version, '');
        artPrefixes.add(prefix);
        return path.join(folder, SOURCES, ...prefix.split('/').filter(Boolean));
      })(),
      outFile: path.join(folder, file),
      title: `${orderReference(orderUuid)} ${item.product}`,
    });
    return { ...base, format: definition.formatSize ?? null, files: [file] };
  });

  const d = row.details.delivery as StoredDelivery;
  const school =
    d.type === 'school-pickup' ? await schoolOf(db, [...subjectUuids], imageUuids) : null;
  const delivery: LabDelivery = {
    method: d.type,
    name: d.name,
    contactName: d.contactInfo?.name ?? '',
    email: d.contactInfo?.emailAddress || row.email || '',
    address: d.address
      ? { ...d.address, address2: d.address.address2 ?? '', state: d.address.state ?? '' }
      : null,
    pickupLocation: d.pickupLocation
      ? {
          name: d.pickupLocation.pickupname,
          address: d.pickupLocation.pickupaddress1,
          postalCode: d.pickupLocation.pickuppostalcode,
          city: d.pickupLocation.pickupcity,
        }
      : null,
    school:
      d.type === 'school-pickup'
        ? { name: school?.school ?? d.name, group: school?.job ?? null }
        : null,
  };
  for (const prefix of artPrefixes) {
    for (const key of await config.storage.list(prefix)) sources.add(key);
  }
  await stageSources(config.storage, folder, sources);
  return {
    manifest: {
      orderReference: orderReference(orderUuid),
      orderUuid,
      confirmedAt: row.order.confirmTime.toISOString(),
      language,
      delivery,
      lines: labLines,
      packingSlip: 'packing-slip.pdf',
    },
    tasks,
  };
}

/** The file manifest.json: written last, so a lab job with a manifest is complete. */
const MANIFEST = 'manifest.json';

/**
 * Writes the order's lab job: print files and packing-slip.pdf, then manifest.json, under
 * `<prefix><order>/` in the output storage. Everything is made in a temporary work folder
 * (the renderer reads and writes files), which is removed afterwards whatever happened. Each
 * object is stored whole, and the manifest last: a lab that waits for manifest.json never picks
 * up half a job. A job written again (after a crash) replaces the files and drops stray ones.
 * Returns where the job lives (a folder, or s3://bucket/prefix).
 */
export async function writeLabJob(
  db: Db,
  config: LabJobConfig,
  orderUuid: string,
): Promise<string> {
  const { output } = config;
  const work = await mkdtemp(path.join(tmpdir(), `keepsake-lab-job-${orderUuid}-`));
  try {
    const { manifest, tasks } = await planLabJob(db, config, orderUuid, work);
    await (config.render ?? renderInChild)(tasks);
    await rm(path.join(work, SOURCES), { recursive: true, force: true });
    await writeFile(path.join(work, manifest.packingSlip), await packingSlipPdf(manifest));
    const files = (await readdir(work)).filter((name) => name !== MANIFEST).sort();
    for (const file of files)
      await output.storage.putFile(labJobKey(output, orderUuid, file), path.join(work, file));
    await output.storage.put(
      labJobKey(output, orderUuid, MANIFEST),
      Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    );
    const kept = new Set([...files, MANIFEST].map((file) => labJobKey(output, orderUuid, file)));
    for (const key of await output.storage.list(labJobKey(output, orderUuid, '')))
      if (!kept.has(key)) await output.storage.delete(key);
    if (manifest.delivery.school)
      await writeSchoolBatch(db, config, manifest.delivery.school, orderUuid);
    return output.storage.locate(`${output.prefix}${orderUuid}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The school delivery of a school and class: every finished lab job for it whose order is not
 * delivered, cancelled or refunded yet, in one batch manifest and packing list under
 * `<prefix>schools/<school>/<class>/`.
 */
export async function writeSchoolBatch(
  db: Db,
  config: LabJobConfig,
  school: { name: string; group: string | null },
  /** An order whose lab job was just written (not yet marked done). */
  including?: string,
): Promise<string> {
  const { output } = config;
  const done = await db
    .select({ orderUuid: fulfilmentJobs.orderUuid })
    .from(fulfilmentJobs)
    .innerJoin(orderStatuses, eq(orderStatuses.orderUuid, fulfilmentJobs.orderUuid))
    .where(
      and(
        or(
          eq(fulfilmentJobs.state, 'done'),
          including ? eq(fulfilmentJobs.orderUuid, including) : undefined,
        ),
        inArray(orderStatuses.status, ['received', 'in_production', 'ready_for_pickup']),
      ),
    );
  const manifests: LabManifest[] = [];
  for (const job of done) {
    const text = await output.storage
      .getBuffer(labJobKey(output, job.orderUuid, MANIFEST))
      .catch((error: unknown) => {
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      });
    if (!text) continue;
    const manifest = JSON.parse(text.toString('utf8')) as LabManifest;
    const s = manifest.delivery.school;
    if (s && s.name === school.name && s.group === school.group) manifests.push(manifest);
  }
  manifests.sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt));
  const batch: SchoolBatch = {
    school: school.name,
    group: school.group,
    orders: manifests.map((m) => ({
      orderReference: m.orderReference,
      orderUuid: m.orderUuid,
      contactName: m.delivery.contactName,
      lines: m.lines,
    })),
  };
  const folder = `${output.prefix}schools/${slug(school.name)}/${slug(school.group ?? 'all')}`;
  const list = Buffer.from(await schoolPackingListPdf(batch));
  await output.storage.put(`${folder}/packing-list.pdf`, list);
  await output.storage.put(
    `${folder}/batch.json`,
    Buffer.from(`${JSON.stringify(batch, null, 2)}\n`),
  );
  return output.storage.locate(folder);
}
