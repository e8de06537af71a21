/**
 * Test-only template JSON: a two-part card and a two-part calendar, small but with every kind
 * of slot and rule. Tests copy and break them to check each refusal.
 */
import type { Template } from '../types';
import { validateTemplate } from '../validate/template';

/** A 15x15 folded card: front with a portrait slot and a name, inside with a group slot. */
export function cardJson() {
  return {
    formatVersion: 1,
    uuid: 'card-1',
    version: 3,
    type: 'CARD',
    name: { en: 'Winter card', nb: 'Vinterkort' },
    formatSize: '15x15',
    dimensions: { width: 156, height: 156 },
    trimBox: { x: 3, y: 3, width: 150, height: 150 },
    bleed: 3,
    categories: ['christmas'],
    separateFromBackground: false,
    supportedYears: [],
    color: '#336699',
    parts: [
      {
        id: 'front',
        description: { en: 'Front', nb: 'Forside' },
        background: { src: 'front.svg' },
        resources: [
          {
            id: 'photo',
            type: 'IMAGE',
            frame: { x: 28, y: 18, width: 100, height: 100 },
            rotation: 0,
            allowedPictureTypes: ['IP', 'MGP', 'UPLOAD'],
            userSupplied: true,
            disableEdit: false,
            disableZoom: false,
            disableBackground: false,
          },
          {
            id: 'name',
            type: 'STRING',
            box: { x: 18, y: 124, width: 120, height: 24 },
            userSupplied: true,
            disableEdit: false,
            defaultText: { en: 'Merry Christmas', nb: 'God jul' },
            font: {
              family: 'Lobster',
              size: 24,
              color: '#336699',
              horizontalAlign: 'center',
              lines: 2,
            },
          },
        ],
      },
      {
        id: 'inside',
        description: { en: 'Inside' },
        foreground: { src: 'frame.png', rect: { x: 0, y: 0, width: 156, height: 156 } },
        resources: [
          {
            id: 'group',
            type: 'IMAGE',
            frame: { x: 18, y: 38, width: 120, height: 80 },
            rotation: -4,
            allowedPictureTypes: ['GP'],
            userSupplied: true,
            disableEdit: false,
            disableZoom: true,
            disableBackground: true,
            cornerRadius: 4,
          },
          {
            id: 'logo',
            type: 'IMAGE',
            frame: { x: 58, y: 130, width: 40, height: 20 },
            rotation: 0,
            allowedPictureTypes: ['IP'],
            userSupplied: false,
            disableEdit: true,
            disableZoom: true,
            disableBackground: true,
          },
        ],
      },
    ],
  };
}

/** A 20x30 calendar with a cover and January, for years 2026–2028. */
export function calendarJson() {
  return {
    formatVersion: 1,
    uuid: 'cal-1',
    version: 1,
    type: 'CALENDAR',
    name: { en: 'Wall calendar' },
    formatSize: '20x30',
    dimensions: { width: 206, height: 306 },
    trimBox: { x: 3, y: 3, width: 200, height: 300 },
    bleed: 3,
    categories: [],
    separateFromBackground: false,
    supportedYears: [2028, 2026, 2027],
    parts: [
      {
        id: 'cover',
        description: { en: 'Cover' },
        resources: [
          {
            id: 'photo',
            type: 'IMAGE',
            frame: { x: 3, y: 3, width: 200, height: 200 },
            rotation: 0,
            allowedPictureTypes: ['IP'],
            userSupplied: true,
            disableEdit: false,
            disableZoom: false,
            disableBackground: false,
          },
        ],
      },
      {
        id: 'm01',
        description: { en: 'January' },
        resources: [
          {
            id: 'photo',
            type: 'IMAGE',
            frame: { x: 3, y: 3, width: 200, height: 150 },
            rotation: 0,
            allowedPictureTypes: ['IP', 'MGP'],
            userSupplied: true,
            disableEdit: false,
            disableZoom: false,
            disableBackground: false,
          },
        ],
        calendar: {
          month: 1,
          rect: { x: 13, y: 170, width: 180, height: 120 },
          font: { family: 'Roboto', color: '#222222', size: 14 },
          sundayColor: '#C52B2B',
        },
      },
    ],
  };
}

/** A validated template from test JSON; throws when the JSON is broken (a test bug). */
export function load(json: unknown): Template {
  const result = validateTemplate(json);
  if (!result.ok) throw new Error(result.error);
  return result.template;
}

export const card = (): Template => load(cardJson());
export const calendar = (): Template => load(calendarJson());
