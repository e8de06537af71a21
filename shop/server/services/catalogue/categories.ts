import { asc, eq } from 'drizzle-orm';
import type { CardCategory, Category, QualifiedSubject } from '../../../contract/catalogue';
import type { Db } from '../../db/client';
import { productCategories } from '../../db/schema';
import { NotFound } from '../../lib/domain-errors';
import { listPictureSets } from '../codes/picture-sets';
import type { Lang } from './products';
import { candidateTemplates, type ListQuery } from '../templates/lists';
import { setSuitsTemplate } from '../templates/lists-needs';

/** The template list a category of the overview opens; null for non-template categories. */
export function categoryListQuery(internalName: string): ListQuery | null {
  if (internalName === 'cards') return { type: 'cards' };
  if (internalName === 'calendar') return { type: 'calendars' };
  if (['packages', 'digitalprint', 'catalogues', 'archive'].includes(internalName)) return null;
  return { type: 'photogifts', category: internalName };
}

const CARDS = 'cards';

export async function cardCategories(
  db: Db,
): Promise<{ categories: CardCategory[]; defaultCategory: string | null }> {
  const rows = await db
    .select()
    .from(productCategories)
    .where(eq(productCategories.parentName, CARDS))
    .orderBy(asc(productCategories.position));
  return {
    categories: rows.map((r) => ({ internalName: r.internalName, names: r.title })),
    defaultCategory: rows.find((r) => r.isDefault)?.internalName ?? null,
  };
}

/** The user's sets (newest first) whose pictures fill at least one template of the category. */
async function qualifiedSubjects(
  db: Db,
  query: ListQuery,
  sets: Awaited<ReturnType<typeof listPictureSets>>,
): Promise<QualifiedSubject[]> {
  const templates = await candidateTemplates(db, query, null);
  return sets
    .filter((set) => {
      const types = new Set(set.pictures.map((p) => p.pictureType));
      return templates.some((t) => setSuitsTemplate(t.template, types));
    })
    .map((set) => set.subject);
}

/** GET /ajax/template/get_categories.php: the overview's categories in `lang`. */
export async function categories(db: Db, userUuid: string | null, lang: Lang): Promise<Category[]> {
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.position));
  const sets = userUuid ? await listPictureSets(db, userUuid) : [];
  const out: Category[] = [];
  for (const row of rows.filter((r) => r.parentName === null)) {
    const query = categoryListQuery(row.internalName);
    const qualified = query ? await qualifiedSubjects(db, query, sets) : [];
    out.push({
      internalName: row.internalName,
      title: row.title[lang],
      description: row.description[lang],
      image: row.image,
      subCategories: rows
        .filter((r) => r.parentName === row.internalName)
        .map((r) => ({ internalName: r.internalName, title: r.title[lang], default: r.isDefault })),
      firstQualifiedSubject: qualified[0] ?? null,
      qualifiedSubjectUuids: qualified.map((s) => s.uuid),
    });
  }
  return out;
}

export async function photogiftInfo(db: Db, category: string) {
  const [row] = await db
    .select()
    .from(productCategories)
    .where(eq(productCategories.internalName, category));
  if (!row || row.parentName !== null || categoryListQuery(category)?.type !== 'photogifts') {
    throw new NotFound();
  }
  return {
    names: row.title,
    userImagePreviews: row.userImagePreviews,
    separateFromBackground: row.separateFromBackground,
  };
}
