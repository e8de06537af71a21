import { describe, expect, it } from 'vitest';
import { createInstance } from '../instance/create';
import { missingResources } from '../completeness';
import { readFileSync } from 'node:fs';
import { load } from '../testing/templates';
import { fillPlaceholders, firstNameOf, matchesDefault } from './placeholders';

describe('name placeholders in default texts', () => {
  it('fills the first name, else the sample, else nothing', () => {
    expect(fillPlaceholders('{firstName|Sofie} turns 8', { firstName: 'Emma' })).toBe(
      'Emma turns 8',
    );
    expect(fillPlaceholders('{firstName|Sofie} turns 8')).toBe('Sofie turns 8');
    expect(fillPlaceholders('Love, {firstName}', { firstName: null })).toBe('Love, ');
    expect(firstNameOf('  Emma  Nordmann ')).toBe('Emma');
  });

  it('takes a text that only filled in a name for the sample', () => {
    expect(matchesDefault('{firstName|Sofie} turns 8', 'Emma turns 8')).toBe(true);
    expect(matchesDefault('{firstName|Sofie} turns 8', 'Sofie turns 8')).toBe(true);
    expect(matchesDefault('{firstName|Sofie} turns 8', 'Emma turns 9')).toBe(false);
    expect(matchesDefault('{firstName|Sofie} turns 8', ' turns 8')).toBe(false);
    expect(matchesDefault('Merry (Christmas)', 'Merry (Christmas)')).toBe(true);
  });
});

describe('a card made for Emma', () => {
  it('reads Emma, and still asks the parent to write their own text', () => {
    const template = load(
      JSON.parse(
        readFileSync(
          new URL(
            '../../../fixtures/templates/card-folded-birthday/template.json',
            import.meta.url,
          ),
          'utf8',
        ),
      ),
    );
    const instance = createInstance(template, { facts: { firstName: 'Emma' } });
    const sub = instance.resources['front/sub'];
    expect(sub?.type === 'STRING' && sub.text).toBe('Emma turns 8');
    expect(missingResources(template, instance)).toContain('front/sub');
    const own = {
      ...instance,
      resources: {
        ...instance.resources,
        'front/sub': { ...sub!, text: 'Emma turns 9 today!' } as typeof sub & object,
      },
    };
    expect(missingResources(template, own)).not.toContain('front/sub');
  });
});
