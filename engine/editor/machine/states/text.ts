/**
 * The text editor (docs/rules/personalisation.md §2, §4, §5): enter text, font, align, size and
 * colour toolbars over a draft; Done commits it through the model, Cancel drops it (asking first
 * when it changed). The size slider settles 200 ms after the last move.
 */
import { assign } from 'xstate';
import type { Template, TextMeasurer } from '../../../model/types';
import { commit } from '../edits';
import { editorSetup } from '../setup';
import {
  alignText,
  blurText,
  changeFont,
  colourText,
  commitDraft,
  draftChanged,
  openDraft,
  resizeText,
  typeText,
} from '../textDraft';
import type { EditorEvent, TextDraft } from '../types';

type DraftChange = (t: Template, d: TextDraft, m: TextMeasurer, e: EditorEvent) => TextDraft;

/** Changes the draft, if one is open. */
const draft = (change: DraftChange) =>
  editorSetup.assign(({ context, event }) => ({
    textDraft:
      context.textDraft &&
      change(context.template, context.textDraft, context.ports.measurer, event),
  }));

export const textState = editorSetup.createStateConfig({
  entry: assign(({ context }) => ({
    textDraft: openDraft(
      context.template,
      context.instance,
      context.slotEntry?.fullId ?? '',
      context.ports.measurer,
    ),
  })),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        sizePending: {
          after: {
            fontSizeDebounce: { target: 'idle', actions: draft((t, d, m) => resizeText(t, d, m)) },
          },
        },
      },
      on: {
        FONT_SIZE: {
          target: '.sizePending',
          reenter: true,
          actions: draft((_t, d, _m, e) => ({
            ...d,
            sliderSize: e.type === 'FONT_SIZE' ? e.size : d.sliderSize,
          })),
        },
        TEXT_TOOL: {
          actions: draft((_t, d, _m, e) => ({
            ...d,
            tool: e.type === 'TEXT_TOOL' ? e.tool : d.tool,
          })),
        },
        TEXT_INPUT: {
          actions: draft((t, d, m, e) => (e.type === 'TEXT_INPUT' ? typeText(t, d, e.text, m) : d)),
        },
        TEXT_BLUR: { actions: draft((t, d, m) => blurText(t, d, m)) },
        FONT: {
          actions: draft((t, d, m, e) => (e.type === 'FONT' ? changeFont(t, d, e.family, m) : d)),
        },
        ALIGN: {
          actions: draft((t, d, _m, e) => (e.type === 'ALIGN' ? alignText(t, d, e.align) : d)),
        },
        COLOR: {
          actions: draft((t, d, _m, e) => (e.type === 'COLOR' ? colourText(t, d, e.color) : d)),
        },
        DONE: {
          target: '#editor.editing.menu.main',
          actions: assign(({ context }) => {
            const d = context.textDraft;
            const result =
              d && commitDraft(context.template, context.instance, d, context.ports.measurer);
            return (result && commit(context, result)) ?? {};
          }),
        },
        CANCEL: [
          {
            guard: ({ context }) => context.textDraft !== null && draftChanged(context.textDraft),
            target: 'confirmCancel',
          },
          { target: '#editor.editing.menu.main' },
        ],
      },
    },
    confirmCancel: {
      on: {
        CONFIRM: '#editor.editing.menu.main',
        DECLINE: 'editing',
      },
    },
  },
});
