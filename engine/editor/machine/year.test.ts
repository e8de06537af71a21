import { describe, expect, it } from 'vitest';
import { calendar } from '../../model/testing/templates';
import { menuOf } from './menu';
import { CURRENT_YEAR, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const year = (e: Started) => e.actor.getSnapshot().context.instance.year;

async function openYear() {
  const editor = await startEditor({ template: calendar() });
  editor.actor.send({ type: 'CHANGE_YEAR' });
  return editor;
}

describe('year menu (docs/rules/personalisation.md §2, §5)', () => {
  it('plus moves on within the supported years and marks the instance dirty', async () => {
    const editor = await openYear();
    editor.actor.send({ type: 'YEAR_PLUS' });
    expect(year(editor)).toBe(CURRENT_YEAR + 1);
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(true);
    editor.actor.send({ type: 'YEAR_PLUS' });
    editor.actor.send({ type: 'YEAR_PLUS' });
    expect(year(editor)).toBe(2028);
  });

  it('minus clamps at the current year', async () => {
    const editor = await openYear();
    editor.actor.send({ type: 'YEAR_PLUS' });
    editor.actor.send({ type: 'YEAR_MINUS' });
    editor.actor.send({ type: 'YEAR_MINUS' });
    expect(year(editor)).toBe(CURRENT_YEAR);
  });

  it('on blur a non-number or a past year becomes the current year', async () => {
    const editor = await openYear();
    editor.actor.send({ type: 'YEAR_INPUT', text: '2027' });
    editor.actor.send({ type: 'YEAR_BLUR' });
    expect(year(editor)).toBe(2027);
    editor.actor.send({ type: 'YEAR_INPUT', text: 'next' });
    editor.actor.send({ type: 'YEAR_BLUR' });
    expect(year(editor)).toBe(CURRENT_YEAR);
    expect(editor.actor.getSnapshot().context.yearText).toBe(String(CURRENT_YEAR));
    editor.actor.send({ type: 'YEAR_INPUT', text: '1999' });
    editor.actor.send({ type: 'YEAR_BLUR' });
    expect(year(editor)).toBe(CURRENT_YEAR);
  });

  it('each year step is one step of Undo on the main toolbar; the year menu shows the year', async () => {
    const editor = await openYear();
    editor.actor.send({ type: 'YEAR_PLUS' });
    editor.actor.send({ type: 'YEAR_PLUS' });
    editor.actor.send({ type: 'DONE' });
    expect(year(editor)).toBe(CURRENT_YEAR + 2);

    editor.actor.send({ type: 'UNDO' });
    expect(year(editor)).toBe(CURRENT_YEAR + 1);
    editor.actor.send({ type: 'UNDO' });
    expect(year(editor)).toBe(CURRENT_YEAR);
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(false);
    editor.actor.send({ type: 'REDO' });
    expect(year(editor)).toBe(CURRENT_YEAR + 1);
    editor.actor.send({ type: 'CHANGE_YEAR' });
    expect(editor.actor.getSnapshot().context.yearText).toBe(String(CURRENT_YEAR + 1));
  });

  it('a typed year is one undo step however many characters it took', async () => {
    const editor = await openYear();
    for (const text of ['2', '20', '202', '2028']) editor.actor.send({ type: 'YEAR_INPUT', text });
    editor.actor.send({ type: 'YEAR_BLUR' });
    // Leaving the field again without a change is no step of its own.
    editor.actor.send({ type: 'YEAR_BLUR' });
    editor.actor.send({ type: 'DONE' });
    expect(year(editor)).toBe(2028);
    editor.actor.send({ type: 'UNDO' });
    expect(year(editor)).toBe(CURRENT_YEAR);
    editor.actor.send({ type: 'REDO' });
    expect(year(editor)).toBe(2028);
  });

  it('Done returns to the main menu', async () => {
    const editor = await openYear();
    editor.actor.send({ type: 'DONE' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });
});
