import { describe, expect, it } from 'vitest';
import { calendar } from '../../model/testing/templates';
import { SESSION_KEYS } from '../constants';
import { placePortrait, settle, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const inBuy = (e: Started, sub: 'choosing' | 'warning' | 'saving') =>
  e.actor.getSnapshot().matches({ editing: { menu: { buy: sub } } });
const quantities = (e: Started) => e.actor.getSnapshot().context.quantities;

/** A complete calendar in the buy menu. */
async function openBuy(options: Parameters<typeof startEditor>[0] = {}) {
  const editor = await startEditor({ template: calendar(), ...options });
  placePortrait(editor, 'cover/photo', 'm01/photo');
  editor.actor.send({ type: 'BUY' });
  expect(inBuy(editor, 'choosing')).toBe(true);
  return editor;
}

const product = (minOrderQuantity: number) => ({
  uuid: 'prod-1',
  name: 'Wall calendar',
  priceLabel: 'NOK 199',
  minOrderQuantity,
  subProducts: [{ uuid: 'frame', name: 'Frame', extraPriceLabel: '+ NOK 50' }],
});

describe('buy menu (docs/rules/personalisation.md §4, §5)', () => {
  it('parses the input as an integer, anything else 0', async () => {
    const editor = await openBuy();
    editor.actor.send({ type: 'QUANTITY_INPUT', line: '', text: '7' });
    expect(quantities(editor)['']).toBe(7);
    editor.actor.send({ type: 'QUANTITY_INPUT', line: '', text: '1.5' });
    expect(quantities(editor)['']).toBe(0);
  });

  it('below the minimum becomes 0 on blur; plus raises to the minimum; minus stops at 0', async () => {
    const editor = await openBuy({ product: product(5) });
    expect(quantities(editor)['']).toBe(5);
    editor.actor.send({ type: 'QUANTITY_INPUT', line: '', text: '3' });
    editor.actor.send({ type: 'QUANTITY_BLUR', line: '' });
    expect(quantities(editor)['']).toBe(0);
    editor.actor.send({ type: 'QUANTITY_PLUS', line: 'frame' });
    expect(quantities(editor)['frame']).toBe(5);
    editor.actor.send({ type: 'QUANTITY_MINUS', line: '' });
    expect(quantities(editor)['']).toBe(0);
  });

  it('Add to cart is refused while the total quantity is 0', async () => {
    const editor = await openBuy();
    editor.actor.send({ type: 'QUANTITY_INPUT', line: '', text: '0' });
    editor.actor.send({ type: 'ADD_TO_CART' });
    expect(inBuy(editor, 'choosing')).toBe(true);
    expect(editor.calls.saved).toHaveLength(0);
  });

  it('adds the orderable lines with the template data and finishes as saved', async () => {
    const editor = await openBuy();
    editor.actor.send({ type: 'QUANTITY_PLUS', line: 'frame' });
    editor.actor.send({ type: 'ADD_TO_CART' });
    expect(inBuy(editor, 'saving')).toBe(true);
    await settle();
    expect(editor.actor.getSnapshot().matches('saved')).toBe(true);
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(false);
    const request = editor.calls.saved[0];
    expect(request?.lines).toEqual([
      { subProductUuids: [], quantity: 1 },
      { subProductUuids: ['frame'], quantity: 1 },
    ]);
    expect(request?.template).toEqual({ uuid: 'cal-1', version: 1 });
    expect(request?.templateData.userResources.length).toBeGreaterThan(0);
  });

  it('in update mode updates the cart line', async () => {
    const editor = await openBuy({ mode: 'update', quantities: { '': 3 } });
    editor.actor.send({ type: 'ADD_TO_CART' });
    await settle();
    expect(editor.calls.updated[0]?.lines).toEqual([{ subProductUuids: [], quantity: 3 }]);
    expect(editor.calls.saved).toHaveLength(0);
  });

  it('a failed save returns to the quantities with the error', async () => {
    const editor = await openBuy({
      ports: { addToCart: () => Promise.reject(new Error('Out of stock')) },
    });
    editor.actor.send({ type: 'ADD_TO_CART' });
    await settle();
    expect(inBuy(editor, 'choosing')).toBe(true);
    expect(editor.actor.getSnapshot().context.error).toBe('Out of stock');
  });

  it('shows the add-to-cart warning once per browser session', async () => {
    const editor = await openBuy({ addToCartWarning: 'Delivery takes two weeks' });
    editor.actor.send({ type: 'ADD_TO_CART' });
    expect(inBuy(editor, 'warning')).toBe(true);
    editor.actor.send({ type: 'DECLINE' });
    expect(inBuy(editor, 'choosing')).toBe(true);
    editor.actor.send({ type: 'ADD_TO_CART' });
    editor.actor.send({ type: 'CONFIRM' });
    expect(editor.ports.session.getItem(SESSION_KEYS.addToCartWarning)).not.toBeNull();
    await settle();
    expect(editor.actor.getSnapshot().matches('saved')).toBe(true);

    const again = await openBuy({
      addToCartWarning: 'Delivery takes two weeks',
      ports: { session: editor.ports.session },
    });
    again.actor.send({ type: 'ADD_TO_CART' });
    expect(inBuy(again, 'saving')).toBe(true);
  });
});

describe('Save in a package (part of package: no quantity)', () => {
  it('keeps the design in one press, without the quantities or the warning', async () => {
    const editor = await startEditor({
      template: calendar(),
      mode: 'update',
      flags: { partOfPackage: true },
      addToCartWarning: 'Delivery takes two weeks',
    });
    editor.actor.send({ type: 'BUY' });
    expect(editor.calls.updated).toHaveLength(0);
    placePortrait(editor, 'cover/photo', 'm01/photo');
    editor.actor.send({ type: 'BUY' });
    expect(inBuy(editor, 'choosing')).toBe(false);
    await settle();
    expect(editor.actor.getSnapshot().matches('saved')).toBe(true);
    expect(editor.calls.updated).toHaveLength(1);
    expect(editor.calls.updated[0]?.partOfPackage).toBe(true);
  });
});
