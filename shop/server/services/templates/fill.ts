// Pre-filling a template for a parent: the subject's pictures by the model's placement rules,
// the year, and the texts a group picture stands for (class, school, year).
import { and, eq } from 'drizzle-orm';
import { findImageSlot, type SlotRef, allSlots } from '../../../../engine/model/ids';
import { createInstance, defaultStringValue } from '../../../../engine/model/instance/create';
import { toTemplateData } from '../../../../engine/model/instance/templateData';
import { placePicture } from '../../../../engine/model/ops/picture';
import { pictureAllowed } from '../../../../engine/model/rules/placement';
import { clampYear } from '../../../../engine/model/rules/year';
import { firstNameOf } from '../../../../engine/model/text/placeholders';
import type {
  ImageSlot,
  Language,
  Picture,
  StringSlot,
  Template,
  TemplateData,
  TemplateInstance,
  UserResource,
} from '../../../../engine/model/types';
import type { Db } from '../../db/client';
import { pictures, pictureSets, subjects } from '../../db/schema';
import type { HeldImage, HeldSubject } from './held-pictures';

/** Facts a group picture's texts are made of. */
export interface GroupFacts {
  /** The group (class) photographed, when known. */
  groupName: string | null;
  schoolName: string;
  year: number;
}

/**
 * The year a pre-filled template takes: school calendars are for the year after the photo day;
 * other products keep the photo day's year. The model's year rules clamp it.
 */
export function filledYear(template: Template, photoYear: number, currentYear: number): number {
  const wanted = template.type === 'CALENDAR' ? photoYear + 1 : photoYear;
  return clampYear(template, wanted, currentYear);
}

/**
 * Places the subject's pictures in the parent's image fields, in template order: each field gets
 * the first picture it accepts that no earlier field got, else the first it accepts at all.
 */
export function placeSubjectPictures(
  template: Template,
  start: TemplateInstance,
  candidates: readonly Picture[],
): TemplateInstance {
  let instance = start;
  const used = new Set<string>();
  const slots = allSlots(template).filter(
    (ref): ref is SlotRef<ImageSlot> => ref.slot.type === 'IMAGE' && ref.slot.userSupplied,
  );
  for (const { fullId, slot } of slots) {
    const allowed = candidates.filter((p) => pictureAllowed(p, slot).ok);
    const picture = allowed.find((p) => !used.has(p.uuid)) ?? allowed[0];
    if (!picture) continue;
    const result = placePicture(template, instance, fullId, picture);
    if (result.ok) {
      instance = result.instance;
      used.add(picture.uuid);
    }
  }
  return instance;
}

/** Which fact a text field stands for, read from its id (e.g. 'school', 'class', 'year'). */
function factFor(slot: StringSlot, facts: GroupFacts): string | null {
  const id = slot.id.toLowerCase();
  if (id.includes('school')) return facts.schoolName;
  if (id.includes('class') || id.includes('group')) return facts.groupName;
  if (id.includes('year')) return String(facts.year);
  return null;
}

/**
 * The texts a group picture in image field `imageFullId` fills: the parent's text fields of the
 * same part that stand for the class, school or year, with their default style.
 */
export function groupStrings(
  template: Template,
  imageFullId: string,
  facts: GroupFacts,
  language: Language,
): UserResource[] {
  const image = findImageSlot(template, imageFullId);
  if (!image) return [];
  return allSlots(template).flatMap(({ part, slot, fullId }): UserResource[] => {
    if (part.id !== image.part.id || slot.type !== 'STRING') return [];
    if (!slot.userSupplied || slot.disableEdit) return [];
    const text = factFor(slot, facts);
    if (text === null || text.trim() === '') return [];
    return [{ id: fullId, ...defaultStringValue(slot, language), text, lines: [text] }];
  });
}

/** The group photographed in a group picture: the group subject of the job sharing its file. */
export async function groupNameOf(db: Db, image: HeldImage): Promise<string | null> {
  if (image.jobUuid === null) return null;
  const [row] = await db
    .select({ name: subjects.name })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(
      and(
        eq(pictures.file, image.file),
        eq(pictureSets.jobUuid, image.jobUuid),
        eq(subjects.isGroup, true),
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

/**
 * A template filled for a subject: the subject's first name in the sample texts, pictures, year,
 * and the texts of a placed group picture.
 */
export async function fillTemplate(
  db: Db,
  template: Template,
  subject: HeldSubject,
  language: Language,
  currentYear: number,
): Promise<TemplateData> {
  // Sample texts name the child the product is for ('{firstName} turns 8' reads 'Emma turns 8').
  const firstName = subject.subject.isGroup ? null : firstNameOf(subject.subject.name);
  const start = createInstance(template, { language, currentYear, facts: { firstName } });
  const placed = placeSubjectPictures(
    template,
    start,
    subject.pictures.map((p) => p.picture),
  );
  const year = filledYear(template, subject.year, currentYear);
  const resources = { ...placed.resources };
  for (const [fullId, value] of Object.entries(placed.resources)) {
    if (value.type !== 'IMAGE' || value.image?.pictureType !== 'GP') continue;
    const held = subject.pictures.find((p) => p.picture.uuid === value.image?.uuid);
    if (!held) continue;
    const groupName = subject.subject.isGroup ? subject.subject.name : await groupNameOf(db, held);
    const facts = { groupName, schoolName: subject.school.name, year };
    for (const { id, ...text } of groupStrings(template, fullId, facts, language))
      resources[id] = text;
  }
  return toTemplateData(template, { ...placed, resources, year });
}
