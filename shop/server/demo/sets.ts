// The demo's 14 picture sets: who is in them and which pictures each holds.
import type { DemoSubjectKey } from './codes';
import type { DemoPicture, DemoSet } from './catalogue';
import { SHOP_CASE_SETS } from './cases-shop';
import { EDITOR_CASE_SETS } from './cases-editor-photo-days';
import { PACKAGE_CASE_SETS } from './cases-packages';

const ip = (who: DemoSubjectKey, variant: number, favorite = false): DemoPicture => ({
  file: `${who}-${variant}.jpg`,
  type: 'IP',
  scene: { kind: 'portrait', who, variant, greenscreen: false },
  favorite,
});
const green = (who: DemoSubjectKey, variant: number, favorite = false): DemoPicture => ({
  file: `${who}-green-${variant}.jpg`,
  type: 'IP',
  scene: { kind: 'portrait', who, variant, greenscreen: true },
  favorite,
});
const pair = (a: DemoSubjectKey, b: DemoSubjectKey): DemoPicture => ({
  file: `${a}-${b}.jpg`,
  type: 'MGP',
  scene: { kind: 'pair', who: [a, b] },
});
const group = (g: 'class4b' | 'class7a' | 'blaabaer' | 'oskarClass', variant = 1): DemoPicture => ({
  file: `group-${g}-${variant}.jpg`,
  type: 'GP',
  scene: { kind: 'group', group: g, variant },
});

export const SETS: DemoSet[] = [
  {
    key: 'emma',
    className: '4B',
    name: 'Emma Nordmann',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [
      ip('emma', 1, true),
      ip('emma', 2),
      ip('emma', 3),
      pair('emma', 'jonas'),
      group('class4b'),
    ],
  },
  {
    key: 'jonas',
    className: '7A',
    name: 'Jonas Nordmann',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [ip('jonas', 1, true), ip('jonas', 2), pair('emma', 'jonas'), group('class7a')],
  },
  {
    key: 'sofie',
    className: '4B',
    name: 'Sofie Berg',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [
      ip('sofie', 1, true),
      ip('sofie', 2),
      ip('sofie', 3),
      pair('sofie', 'aksel'),
      group('class4b'),
    ],
  },
  {
    key: 'noah',
    className: '7A',
    name: 'Noah Hansen',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [ip('noah', 1, true), ip('noah', 2), group('class7a')],
  },
  {
    key: 'aksel',
    className: '4B',
    name: 'Aksel Strand',
    group: false,
    job: 'fjellvang2026',
    available: true,
    pictures: [ip('aksel', 1, true), ip('aksel', 2), pair('sofie', 'aksel'), group('class4b')],
  },
  {
    key: 'class4b',
    className: '4B',
    name: 'Class 4B',
    group: true,
    job: 'fjellvang2026',
    available: true,
    pictures: [group('class4b', 1), group('class4b', 2)],
  },
  {
    key: 'class7a',
    className: '7A',
    name: 'Class 7A',
    group: true,
    job: 'fjellvang2026',
    available: true,
    pictures: [group('class7a', 1)],
  },
  {
    key: 'lucas',
    className: 'Blåbær',
    name: 'Lucas Johansen',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [green('lucas', 1, true), green('lucas', 2), ip('lucas', 3), group('blaabaer')],
  },
  {
    key: 'maja',
    className: 'Blåbær',
    name: 'Maja Solberg',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [green('maja', 1, true), green('maja', 2), pair('maja', 'filip'), group('blaabaer')],
  },
  {
    key: 'filip',
    className: 'Blåbær',
    name: 'Filip Dahl',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [green('filip', 1, true), ip('filip', 2), pair('maja', 'filip'), group('blaabaer')],
  },
  {
    key: 'ella',
    className: 'Blåbær',
    name: 'Ella Moen',
    group: false,
    job: 'solbakken2026',
    available: true,
    pictures: [ip('ella', 1, true), ip('ella', 2), group('blaabaer')],
  },
  {
    key: 'blaabaer',
    className: 'Blåbær',
    name: 'Blåbær group',
    group: true,
    job: 'solbakken2026',
    available: true,
    pictures: [group('blaabaer', 1)],
  },
  {
    key: 'oskar',
    className: '3A',
    name: 'Oskar Lie',
    group: false,
    job: 'fjellvang2025',
    available: true,
    pictures: [ip('oskar', 1, true), ip('oskar', 2), group('oskarClass')],
  },
  {
    key: 'ingrid',
    className: '4B',
    name: 'Ingrid Larsen',
    group: false,
    job: 'fjellvangRetakes',
    available: false,
    pictures: [ip('ingrid', 1, true)],
  },
  ...SHOP_CASE_SETS,
  ...EDITOR_CASE_SETS,
  ...PACKAGE_CASE_SETS,
];
