import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatAccessCode,
  normaliseAccessCode,
} from '../../../contract/codes';
import type { Issue } from './messages';

/** The metadata of a photo day, from job.json beside the roster. */
export const JobFile = z.object({
  /** The studio's name for this photo day; importing again with the same key updates it. */
  key: z.string().trim().min(1).max(200),
  school: z.string().trim().min(1).max(200),
  photographer: z.string().trim().min(1).max(200),
  /** How parents reach the studio: printed on the code letters. */
  contact: z.string().trim().max(300).optional(),
  /** Shown to parents; defaults to "<school> <photo date>". */
  name: z.string().trim().min(1).max(200).optional(),
  photoDate: z.iso.date(),
  jobType: z.enum(['school', 'kindergarten', 'sports', 'other']).default('school'),
  orderDeadline: z.iso.date().optional(),
  ownPhotos: z.boolean().default(false),
  mixPhotographers: z.boolean().default(false),
  /**
   * Which picture sets one product may combine: 1 the same person only, 2 the same photo day,
   * 3 photo days of the same kind (default).
   */
  subjectChange: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(3),
  /** Parents may crop, zoom, rotate and tint the pictures (default true). */
  imageToolbox: z.boolean().default(true),
  /** Parents may choose green-screen backgrounds (default true). */
  backgrounds: z.boolean().default(true),
  /** Parents may switch a product to another design (default true). */
  templateChange: z.boolean().default(true),
  /** The smallest picture the studio prints from, short edge × long edge in pixels. */
  minPrintSize: z
    .object({
      short: z.number().int().min(1).max(100_000),
      long: z.number().int().min(1).max(100_000),
    })
    .default({ short: 640, long: 800 }),
  /** Publish the pictures to parents at once (default) or keep them hidden. */
  publish: z.boolean().default(true),
  /** The pictures are retouched before parents see them (they are told so meanwhile). */
  fineTune: z.boolean().default(false),
  /**
   * When the job was made in the studio's own system, kept when the job moves to the shop (it
   * dates the job, e.g. the year of its calendars); default the time of the first import.
   */
  created: z.iso.datetime({ offset: true }).optional(),
});
export type JobFile = z.infer<typeof JobFile>;

export type PictureType = 'IP' | 'MGP' | 'GP';

export interface RosterPicture {
  row: number;
  /** The file's path relative to the photo day's folder, with `/` between parts. */
  file: string;
  type: PictureType;
  greenscreen: boolean;
}

export interface RosterPerson {
  row: number;
  name: string;
  className: string | null;
  grade: string | null;
  externalId: string | null;
  /** The access code the studio gave this person (normalised), or null to have one drawn. */
  code: string | null;
  /** A class's own picture set (its group pictures under the class's name), not a child. */
  group: boolean;
  pictures: RosterPicture[];
}

export interface Roster {
  format: 'pspa' | 'csv';
  people: RosterPerson[];
  /** Class group pictures: each goes to every person of the class. */
  groups: { className: string; pictures: RosterPicture[] }[];
  issues: Issue[];
}

/** Where in the folder each format keeps its roster. */
export const PSPA_INDEX = 'INDEX.TXT';
export const CSV_ROSTER = 'roster.csv';
export const JOB_FILE = 'job.json';

export async function readJobFile(
  folder: string,
): Promise<{ job: JobFile | null; issues: Issue[] }> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(folder, JOB_FILE), 'utf8'));
  } catch (error) {
    return {
      job: null,
      issues: [{ row: null, code: 'bad-job-file', detail: String((error as Error).message) }],
    };
  }
  const parsed = JobFile.safeParse(raw);
  if (parsed.success) return { job: parsed.data, issues: [] };
  const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return { job: null, issues: [{ row: null, code: 'bad-job-file', detail }] };
}

/** A file name from a roster: refused when it could leave the folder or holds control characters. */
function safeFile(folder: string, ...parts: string[]): string | null {
  const joined = parts.filter((p) => p.length > 0).join('/');
  if (joined.length === 0 || [...joined].some((c) => (c.codePointAt(0) ?? 0) < 0x20)) return null;
  const normal = path.posix.normalize(joined.replaceAll('\\', '/'));
  if (normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal)) return null;
  const full = path.resolve(folder, normal);
  return full.startsWith(path.resolve(folder) + path.sep) ? normal : null;
}

/** Case and spacing of names and classes do not tell two people apart. */
export const personKey = (name: string, className: string | null): string =>
  `${name.normalize('NFC').toLocaleLowerCase('nb').replace(/\s+/g, ' ').trim()}\u0000${(className ?? '').toLocaleLowerCase('nb').trim()}`;

/**
 * A code the studio gives in the roster must be one the shop could have drawn: 12 symbols of the
 * code alphabet once case, spaces and dashes are set aside. Returns it normalised, or null.
 */
export function givenCode(input: string): string | null {
  const code = normaliseAccessCode(input);
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** No two people of one roster may be given the same code. */
function checkCodes(people: RosterPerson[], issues: Issue[]): void {
  const seen = new Set<string>();
  for (const person of people) {
    if (!person.code) continue;
    if (seen.has(person.code)) {
      issues.push({
        row: person.row,
        code: 'duplicate-code',
        detail: formatAccessCode(person.code),
      });
    }
    seen.add(person.code);
  }
}

function checkDuplicates(people: RosterPerson[], issues: Issue[]): void {
  const seen = new Set<string>();
  for (const person of people) {
    const keys = [`n:${personKey(person.name, person.className)}`];
    if (person.externalId) keys.push(`i:${person.externalId}`);
    if (keys.some((k) => seen.has(k))) {
      issues.push({ row: person.row, code: 'duplicate-person', detail: person.name });
      continue;
    }
    for (const k of keys) seen.add(k);
  }
}

/**
 * PSPA INDEX.TXT: tab-separated, no header, one row per person. The columns read, in order:
 * volume, image folder, image file name, grade, last name, first name, homeroom (the class),
 * then period, teacher, track, department, title, priority and the personal id (14th, used as
 * the external id when present). Every PSPA picture is a portrait.
 */
function parsePspa(text: string, folder: string): Roster {
  const issues: Issue[] = [];
  const people: RosterPerson[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const row = index + 1;
    if (line.trim().length === 0) return;
    const cells = line.split('\t').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    // Some capture software writes a header row: skip it.
    if (index === 0 && /^volume/i.test(cells[0] ?? '')) return;
    const [, folderName = '', fileName = '', grade = '', last = '', first = '', homeroom = ''] =
      cells;
    const name = [first, last].filter((p) => p.length > 0).join(' ');
    if (name.length === 0) {
      issues.push({ row, code: 'missing-name', detail: '' });
      return;
    }
    const file = safeFile(folder, folderName, fileName);
    if (file === null) {
      issues.push({ row, code: fileName ? 'bad-path' : 'missing-file', detail: fileName });
      return;
    }
    people.push({
      row,
      name,
      className: homeroom || null,
      grade: grade || null,
      externalId: cells[13] || null,
      code: null,
      group: false,
      pictures: [{ row, file, type: 'IP', greenscreen: false }],
    });
  });
  checkDuplicates(people, issues);
  return { format: 'pspa', people, groups: [], issues };
}

/** Picture types by the roster's word for them (`class` rows are read apart). */
const TYPES: Record<string, PictureType> = {
  portrait: 'IP',
  sibling: 'MGP',
  friend: 'MGP',
  group: 'GP',
};
const YES = new Set(['1', 'yes', 'y', 'true', 'x', 'ja', 'j']);

/**
 * The CSV roster: a header row with `name`, `class`, `external_id` (optional), `files` (one or
 * more file names separated by `|`), `type` (portrait, sibling/friend or group; portrait when
 * empty), `greenscreen` (yes/no) and `code` (optional: the access code the studio already gave
 * the person, in the shop's format; else one is drawn). Comma or semicolon separated. A portrait row is one person;
 * a sibling row adds pictures to a person of the roster; a group row's pictures go to every
 * person of its class.
 */
function parseCsv(text: string, folder: string): Roster {
  const issues: Issue[] = [];
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const records = parse(text, {
    bom: true,
    delimiter,
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_')),
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    info: true,
  }) as { record: Record<string, string | undefined>; info: { lines: number } }[];
  const header = firstLine.toLowerCase();
  for (const column of ['name', 'class', 'files']) {
    if (!header.includes(column)) issues.push({ row: 1, code: 'bad-header', detail: column });
  }
  if (issues.length > 0) return { format: 'csv', people: [], groups: [], issues };

  const people: RosterPerson[] = [];
  const extra: {
    row: number;
    who: string;
    externalId: string | null;
    className: string | null;
    pictures: RosterPicture[];
  }[] = [];
  const groups = new Map<string, RosterPicture[]>();
  for (const { record, info } of records) {
    const row = info.lines;
    const typeName = (record.type ?? '').toLowerCase() || 'portrait';
    // A class row is the class's own picture set: a person-like row holding group pictures.
    const classSet = typeName === 'class';
    const type = classSet ? 'GP' : TYPES[typeName];
    if (!type) {
      issues.push({ row, code: 'unknown-picture-type', detail: record.type ?? '' });
      continue;
    }
    const names = (record.files ?? '')
      .split('|')
      .map((f) => f.trim())
      .filter(Boolean);
    // One yes/no for all the row's files, or one per file in the same order.
    const flags = (record.greenscreen ?? '').split('|').map((f) => YES.has(f.trim().toLowerCase()));
    if (flags.length > 1 && flags.length !== names.length) {
      issues.push({ row, code: 'bad-greenscreen', detail: record.greenscreen ?? '' });
      continue;
    }
    const pictures: RosterPicture[] = [];
    for (const [i, name] of names.entries()) {
      const file = safeFile(folder, name);
      const greenscreen = flags.length > 1 ? (flags[i] ?? false) : (flags[0] ?? false);
      if (file === null) issues.push({ row, code: 'bad-path', detail: name });
      else pictures.push({ row, file, type, greenscreen });
    }
    if (pictures.length === 0 && !issues.some((i) => i.row === row)) {
      issues.push({ row, code: 'missing-file', detail: '' });
      continue;
    }
    const className = record.class || null;
    if (type === 'GP' && !classSet) {
      if (!className) {
        issues.push({ row, code: 'missing-name', detail: '' });
        continue;
      }
      groups.set(className, [...(groups.get(className) ?? []), ...pictures]);
      continue;
    }
    const name = record.name ?? '';
    if (name.length === 0) {
      issues.push({ row, code: 'missing-name', detail: '' });
      continue;
    }
    const externalId = record.external_id || null;
    if (classSet && !className) {
      issues.push({ row, code: 'missing-name', detail: '' });
      continue;
    }
    if (type === 'MGP') {
      extra.push({ row, who: name, externalId, className, pictures });
      continue;
    }
    let code: string | null = null;
    if (record.code) {
      code = givenCode(record.code);
      if (code === null) {
        issues.push({
          row,
          code: 'bad-code',
          // Said back as typed, but short and without control characters.
          detail: [...record.code.slice(0, 40)]
            .map((c) => ((c.codePointAt(0) ?? 0) < 0x20 || c === '\u007f' ? '?' : c))
            .join(''),
        });
        continue;
      }
    }
    people.push({
      row,
      name,
      className,
      grade: record.grade || null,
      externalId,
      code,
      group: classSet,
      pictures,
    });
  }
  checkDuplicates(people, issues);
  checkCodes(people, issues);
  // Sibling and friend pictures join the person the row names (by external id, else name + class).
  for (const add of extra) {
    const person = people.find((p) =>
      add.externalId && p.externalId
        ? p.externalId === add.externalId
        : personKey(p.name, p.className) === personKey(add.who, add.className),
    );
    if (person) person.pictures.push(...add.pictures);
    else issues.push({ row: add.row, code: 'unknown-person', detail: add.who });
  }
  for (const className of groups.keys()) {
    if (!people.some((p) => p.className === className)) {
      const row = groups.get(className)?.[0]?.row ?? null;
      issues.push({ row, code: 'unknown-person', detail: className });
    }
  }
  return {
    format: 'csv',
    people,
    groups: [...groups].map(([className, pictures]) => ({ className, pictures })),
    issues,
  };
}

/** Reads the roster of a photo day folder: INDEX.TXT (PSPA) if there is one, else roster.csv. */
export async function readRoster(folder: string): Promise<Roster> {
  for (const name of [PSPA_INDEX, 'index.txt', 'Index.txt']) {
    const file = path.join(folder, name);
    if (existsSync(file)) return parsePspa(await readFile(file, 'utf8'), folder);
  }
  const csv = path.join(folder, CSV_ROSTER);
  if (existsSync(csv)) {
    try {
      return parseCsv(await readFile(csv, 'utf8'), folder);
    } catch (error) {
      return {
        format: 'csv',
        people: [],
        groups: [],
        issues: [{ row: null, code: 'bad-header', detail: String((error as Error).message) }],
      };
    }
  }
  return {
    format: 'csv',
    people: [],
    groups: [],
    issues: [{ row: null, code: 'no-roster', detail: '' }],
  };
}
