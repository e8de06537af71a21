// A design as the editor first gets it: a template filled for a child (their pictures by the
// template's placement rules, and the calendar year), for tests that put designs in a cart.
import { expect } from 'vitest';
import type { TemplateData } from '../../contract/templates';
import type { Browser } from './client';

/** The template (its current version) filled for the subject, as the signed-in parent asks. */
export async function filledDesign(
  b: Browser,
  templateUuid: string,
  subjectUuid: string,
): Promise<TemplateData> {
  const res = await b.post('/api/webshop/user/templates/fill-template', {
    template: { uuid: templateUuid },
    subject: { uuid: subjectUuid },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TemplateData;
}
