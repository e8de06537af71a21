/**
 * The buy menu (docs/rules/personalisation.md §2, §4, §5): Select quantity per line (the product
 * and its sub-products), then Add to cart / Update cart. Disabled until the template is complete
 * and while the total is 0; an optional warning is shown once per browser session first.
 */
import { assign, not } from 'xstate';
import { SESSION_KEYS } from '../../constants';
import type { CartLine } from '../../ports';
import {
  cartLinesOf,
  parseQuantity,
  quantityMinus,
  quantityOnBlur,
  quantityPlus,
} from '../../rules/quantity';
import { templateData, withCleanInstance } from '../edits';
import { editorSetup } from '../setup';
import type { EditorContext } from '../types';

const setLine = (run: (quantity: number, context: EditorContext, line: string) => number) =>
  editorSetup.assign(({ context, event }) => {
    if (!('line' in event)) return {};
    const quantity = run(context.quantities[event.line] ?? 0, context, event.line);
    return { quantities: { ...context.quantities, [event.line]: quantity } };
  });

/** The cart lines of the chosen quantities. */
const cartLines = (context: EditorContext): CartLine[] =>
  cartLinesOf(context.quantities, context.product.minOrderQuantity);

export const buyState = editorSetup.createStateConfig({
  entry: assign({ error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        QUANTITY_INPUT: {
          actions: assign(({ context, event }) => ({
            quantities: { ...context.quantities, [event.line]: parseQuantity(event.text) },
          })),
        },
        QUANTITY_BLUR: {
          actions: setLine((q, c) => quantityOnBlur(q, c.product.minOrderQuantity)),
        },
        QUANTITY_PLUS: { actions: setLine((q, c) => quantityPlus(q, c.product.minOrderQuantity)) },
        QUANTITY_MINUS: { actions: setLine((q) => quantityMinus(q)) },
        ADD_TO_CART: [
          { guard: not('canAddToCart') },
          { guard: 'warnBeforeAdding', target: 'warning' },
          { target: 'saving' },
        ],
        CANCEL: '#editor.editing.menu.main',
      },
    },
    warning: {
      on: {
        CONFIRM: {
          target: 'saving',
          actions: ({ context }) =>
            context.ports.session.setItem(SESSION_KEYS.addToCartWarning, '1'),
        },
        DECLINE: 'choosing',
      },
    },
    saving: {
      invoke: {
        src: 'saveToCart',
        input: ({ context }) => ({
          ports: context.ports,
          update: context.mode === 'update',
          request: {
            productUuid: context.product.uuid,
            template: { uuid: context.template.uuid, version: context.template.version },
            templateData: templateData(context),
            partOfPackage: context.instance.partOfPackage,
            lines: cartLines(context),
          },
        }),
        // Saved: the instance is clean again, so nothing is left unsaved
        // (docs/rules/personalisation.md §4 packages).
        onDone: {
          target: '#editor.saved',
          actions: assign({
            instance: ({ context }) => withCleanInstance(context.instance),
          }),
        },
        onError: {
          target: 'choosing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
  },
});
