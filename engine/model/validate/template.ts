import type { Template, TemplatePart } from '../types';
import { TEMPLATE_FORMAT_VERSION } from '../types';
import { mm } from '../units';
import { migrateTemplate, type Migrations, TEMPLATE_MIGRATIONS } from './migrate';
import {
  array,
  at,
  color,
  fail,
  integer,
  nonNegative,
  object,
  oneOf,
  string,
  uniqueIds,
  validated,
  flag,
} from './check';
import { art, calendarGrid, id, localised, rect, size } from './shapes';
import { slot } from './slots';

export type TemplateValidation = { ok: true; template: Template } | { ok: false; error: string };

/**
 * Checks a template JSON (after lifting an older `formatVersion` with `migrations`) and returns
 * it typed with the format's defaults filled in, or the first error naming the bad field's path.
 */
export function validateTemplate(
  json: unknown,
  migrations: Migrations = TEMPLATE_MIGRATIONS,
): TemplateValidation {
  const result = validated(() => readTemplate(migrateTemplate(json, migrations)));
  return result.ok ? { ok: true, template: result.value } : result;
}

function readTemplate(o: Record<string, unknown>): Template {
  const type = oneOf(o.type, 'type', ['CALENDAR', 'CARD', 'PHOTOGIFT'] as const);
  const dimensions = size(o.dimensions, 'dimensions');
  const trimBox = rect(o.trimBox, 'trimBox');
  if (
    trimBox.x < 0 ||
    trimBox.y < 0 ||
    trimBox.x + trimBox.width > dimensions.width + 1e-9 ||
    trimBox.y + trimBox.height > dimensions.height + 1e-9
  )
    fail('trimBox', 'must lie inside dimensions');
  const years = o.supportedYears === undefined ? [] : array(o.supportedYears, 'supportedYears');
  const supportedYears = years.map((y, i) => integer(y, at('supportedYears', i), 1900, 9999));
  if (type !== 'CALENDAR' && supportedYears.length > 0)
    fail('supportedYears', 'must be empty unless the template is a CALENDAR');
  const categories = o.categories === undefined ? [] : array(o.categories, 'categories');
  const parts = array(o.parts, 'parts').map((p, i) => readPart(p, at('parts', i), type));
  if (parts.length === 0) fail('parts', 'must have at least one part');
  uniqueIds(parts, 'parts');
  const template: Template = {
    formatVersion: TEMPLATE_FORMAT_VERSION,
    uuid: string(o.uuid, 'uuid'),
    version: integer(o.version, 'version', 0, Number.MAX_SAFE_INTEGER),
    type,
    name: localised(o.name, 'name'),
    formatSize: string(o.formatSize, 'formatSize'),
    dimensions,
    trimBox,
    bleed: mm(o.bleed === undefined ? trimBox.x : nonNegative(o.bleed, 'bleed')),
    categories: categories.map((c, i) => string(c, at('categories', i))),
    separateFromBackground: flag(o.separateFromBackground, 'separateFromBackground', false),
    supportedYears: [...new Set(supportedYears)].sort((a, b) => a - b),
    parts,
  };
  if (o.color !== undefined) template.color = color(o.color, 'color');
  return template;
}

function readPart(v: unknown, path: string, type: Template['type']): TemplatePart {
  const o = object(v, path);
  const resourcesPath = at(path, 'resources');
  const resources =
    o.resources === undefined
      ? []
      : array(o.resources, resourcesPath).map((r, i) => slot(r, at(resourcesPath, i)));
  uniqueIds(resources, resourcesPath);
  const part: TemplatePart = {
    id: id(o.id, at(path, 'id')),
    description: localised(o.description, at(path, 'description'), true),
    resources,
  };
  if (o.background !== undefined) part.background = art(o.background, at(path, 'background'));
  if (o.foreground !== undefined) part.foreground = art(o.foreground, at(path, 'foreground'));
  if (o.calendar !== undefined) {
    if (type !== 'CALENDAR') fail(at(path, 'calendar'), 'is only allowed in a CALENDAR template');
    part.calendar = calendarGrid(o.calendar, at(path, 'calendar'));
  }
  return part;
}
