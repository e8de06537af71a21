/**
 * Test support for the statechart: in-memory host ports that record their calls, a simulated
 * clock, and an actor started with the model's test templates. Used by the *.test.ts beside it.
 */
import { createActor, SimulatedClock } from 'xstate';
import { fakeMeasurer } from '../../model/testing/fakeMeasurer';
import { card } from '../../model/testing/templates';
import type { Picture, Template, UserResource } from '../../model/types';
import type { CartRequest, EditorPorts, LoadedTemplate, TemplateChoice } from '../ports';
import { editorMachine } from './editorMachine';
import { newInstance } from './edits';
import type { EditorFlags, EditorInput } from './types';

export const CURRENT_YEAR = 2026;

const source = { subjectUuid: 's1', jobUuid: 'j1', jobTypeUuid: 't1', photographerUuid: 'p1' };

export const portrait: Picture = {
  uuid: 'ip-1',
  width: 2000,
  height: 3000,
  pictureType: 'IP',
  greenscreen: true,
  source,
};
export const portrait2: Picture = { ...portrait, uuid: 'ip-2' };
export const group: Picture = {
  ...portrait,
  uuid: 'gp-1',
  pictureType: 'GP',
  width: 3000,
  height: 2000,
};
export const otherSubject: Picture = {
  ...portrait,
  uuid: 'ip-other',
  source: { ...source, subjectUuid: 's2' },
};

/** An in-memory session store, as sessionStorage behaves within one tab. */
export function memorySession(): EditorPorts['session'] {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

export interface PortCalls {
  saved: CartRequest[];
  updated: CartRequest[];
  uploads: string[];
  packageReplaced: Picture[];
  fills: string[];
}

/** Ports answering from memory; each call is recorded in `calls`. */
export function memoryPorts(overrides: Partial<EditorPorts> = {}) {
  const calls: PortCalls = { saved: [], updated: [], uploads: [], packageReplaced: [], fills: [] };
  const ports: EditorPorts = {
    fetchPictures: async () => [portrait, portrait2, group, otherSubject],
    fetchTemplateChoices: async (): Promise<TemplateChoice[]> => [
      { uuid: 'card-1', version: 3, name: 'Winter card', thumbnailUrl: '/t/card-1.png' },
      { uuid: 'card-2', version: 1, name: 'Spring card', thumbnailUrl: '/t/card-2.png' },
    ],
    loadTemplate: async (ref): Promise<LoadedTemplate> => ({
      template: { ...card(), uuid: ref.uuid, version: ref.version },
    }),
    fillUserStringsByPicture: async (args): Promise<UserResource[]> => {
      calls.fills.push(args.pictureUuid);
      return [];
    },
    fetchBackgrounds: async () => [{ uuid: 'bg-1', src: '/bg/1.jpg', default: true }],
    quoteTotal: async ({ lines }) =>
      `NOK ${lines.reduce((total, line) => total + line.quantity * 39, 0)}`,
    addToCart: async (request) => void calls.saved.push(request),
    updateCart: async (request) => void calls.updated.push(request),
    uploadFile: async (file) => {
      calls.uploads.push(file.name);
      return {
        uuid: `up-${file.name}`,
        width: 1000,
        height: 1000,
        pictureType: 'UPLOAD',
        greenscreen: false,
      };
    },
    replacePackagePictures: (picture) => void calls.packageReplaced.push(picture),
    session: memorySession(),
    measurer: fakeMeasurer,
    currentYear: () => CURRENT_YEAR,
    ...overrides,
  };
  return { ports, calls };
}

export const defaultFlags: EditorFlags = {
  imageToolboxEnabled: true,
  allowTemplateChange: true,
  allowOwnPhotos: true,
  subjectChangeMode: 1,
  noPhotographerMixing: false,
  backgroundsEnabled: true,
  partOfPackage: false,
};

export interface StartOptions extends Partial<Omit<EditorInput, 'ports' | 'flags'>> {
  flags?: Partial<EditorFlags>;
  ports?: Partial<EditorPorts>;
}

/** Starts the editor on a simulated clock; waits for the inbox pictures to arrive. */
export async function startEditor(options: StartOptions = {}) {
  const template: Template = options.template ?? card();
  const { ports, calls } = memoryPorts(options.ports);
  const clock = new SimulatedClock();
  const input: EditorInput = {
    template,
    instance: options.instance ?? newInstance(template, 'en', CURRENT_YEAR),
    mode: options.mode ?? 'create',
    flags: { ...defaultFlags, ...options.flags },
    product: options.product ?? {
      uuid: 'prod-1',
      name: 'Folded card',
      priceLabel: 'NOK 49',
      minOrderQuantity: 1,
      subProducts: [{ uuid: 'env', name: 'Envelopes', extraPriceLabel: '+ NOK 5' }],
    },
    ports,
    language: 'en',
    quantities: options.quantities,
    addToCartWarning: options.addToCartWarning,
  };
  const actor = createActor(editorMachine, { input, clock }).start();
  await settle();
  return { actor, clock, calls, ports };
}

/**
 * Places the portrait in each slot in turn as a parent does (tap the slot, pick the picture, press
 * Done), a second apart on the editor's clock.
 */
export function placePortrait(
  editor: Awaited<ReturnType<typeof startEditor>>,
  ...fullIds: string[]
): void {
  for (const fullId of fullIds) {
    editor.actor.send({ type: 'SELECT_SLOT', fullId });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'DONE' });
    editor.clock.increment(1_000);
  }
}

/** Lets resolved promises (the injected ports) reach the machine. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
