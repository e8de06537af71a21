import { describe, expect, it } from 'vitest';
import { calendarJson } from '../testing/templates';
import { setPath, setPaths } from '../testing/setPath';
import { validateTemplate } from './template';

const errorOf = (json: unknown): string => {
  const result = validateTemplate(json);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('validateTemplate on calendars', () => {
  it.each<[string, unknown, string]>([
    ['supportedYears', [2026, 'x'], 'supportedYears[1] must be a whole number from 1900 to 9999'],
    ['parts[1].calendar.month', 13, 'parts[1].calendar.month must be a whole number from 1 to 12'],
    ['parts[1].calendar.font.size', 0, 'parts[1].calendar.font.size must be a positive number'],
    ['parts[1].calendar.font.family', 'x', 'parts[1].calendar.font.family must be one of'],
    [
      'parts[1].calendar.font.color',
      'red',
      'parts[1].calendar.font.color must be a colour like #1A2B3C',
    ],
    [
      'parts[1].calendar.headerColor',
      'red',
      'parts[1].calendar.headerColor must be a colour like #1A2B3C',
    ],
    [
      'parts[1].calendar.sundayColor',
      1,
      'parts[1].calendar.sundayColor must be a colour like #1A2B3C',
    ],
  ])('refuses calendar %s = %j', (path, value, message) => {
    expect(errorOf(setPath(calendarJson(), path, value)).startsWith(message)).toBe(true);
  });

  it('keeps a valid header colour and drops a duplicate year', () => {
    const json = setPaths(calendarJson(), {
      'parts[1].calendar.headerColor': '#000000',
      supportedYears: [2027, 2027],
    });
    const result = validateTemplate(json);
    expect(result.ok && result.template.parts[1]?.calendar?.headerColor).toBe('#000000');
    expect(result.ok && result.template.supportedYears).toEqual([2027]);
  });

  it('accepts a grid without header or Sunday colours', () => {
    const result = validateTemplate(
      setPaths(calendarJson(), { 'parts[1].calendar.sundayColor': undefined }),
    );
    expect(result.ok && result.template.parts[1]?.calendar).toEqual({
      month: 1,
      rect: { x: 13, y: 170, width: 180, height: 120 },
      font: { family: 'Roboto', color: '#222222', size: 14 },
    });
  });
});
