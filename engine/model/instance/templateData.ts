import { allSlots, findSlot } from '../ids';
import type { Template, TemplateData, TemplateInstance, UserResource } from '../types';
import { array, at, fail, integer, object, oneOf, string, validated } from '../validate/check';
import { createInstance, type CreateOptions } from './create';
import { readImageValue, readStringValue } from './readValue';

/**
 * The cart line's `templateData` of an instance: its year and the values of the slots the parent
 * fills (user-supplied ones), in template order, keyed by fullId.
 */
export function toTemplateData(template: Template, instance: TemplateInstance): TemplateData {
  const userResources = allSlots(template)
    .filter(({ slot }) => slot.userSupplied)
    .flatMap(({ fullId }): UserResource[] => {
      const value = instance.resources[fullId];
      return value ? [{ id: fullId, ...value }] : [];
    });
  return { year: instance.year, userResources };
}

export type InstanceResult =
  { ok: true; instance: TemplateInstance } | { ok: false; error: string };

/**
 * Rebuilds an instance from a cart line's `templateData`: the template's defaults, then each
 * saved slot checked and put back. The saved year is kept as it was (the year rules apply when
 * the parent changes it). An id the template does not have, a slot the parent does not fill, a
 * value of the wrong type or a bad field is refused with its path.
 */
export function instanceFromTemplateData(
  template: Template,
  data: unknown,
  options: CreateOptions = {},
): InstanceResult {
  const result = validated(() => {
    const d = object(data, 'templateData');
    const base = createInstance(template, options);
    const resources = { ...base.resources };
    const seen = new Set<string>();
    const listPath = 'templateData.userResources';
    array(d.userResources, listPath).forEach((item, n) => {
      const path = at(listPath, n);
      const o = object(item, path);
      const id = string(o.id, at(path, 'id'));
      const ref = findSlot(template, id);
      const name = `template ${template.uuid} version ${template.version}`;
      if (!ref) fail(at(path, 'id'), `'${id}' is not a field of ${name}`);
      if (!ref.slot.userSupplied)
        fail(at(path, 'id'), `'${id}' is not a field the user fills in ${name}`);
      if (seen.has(id)) fail(at(path, 'id'), `'${id}' is saved twice`);
      seen.add(id);
      oneOf(o.type, at(path, 'type'), [ref.slot.type]);
      resources[id] =
        ref.slot.type === 'IMAGE' ? readImageValue(o, path, ref.slot) : readStringValue(o, path);
    });
    return { ...base, resources, year: integer(d.year, 'templateData.year', 1900, 9999) };
  });
  return result.ok ? { ok: true, instance: result.value } : result;
}
