import { describe, expect, it } from 'vitest';
import { DEBUG_MAX_BATCH_BYTES, DEBUG_MAX_EVENTS_PER_BATCH } from '../../../contract/debug';
import { EventBatcher } from './batcher';

const event = (i: number, data = '') => ({ type: 3, timestamp: i, data });

describe('EventBatcher', () => {
  it('hands out a batch when the event count would pass the limit', () => {
    const b = new EventBatcher();
    for (let i = 0; i < DEBUG_MAX_EVENTS_PER_BATCH; i += 1) expect(b.add(event(i))).toBeNull();
    const full = b.add(event(999));
    expect(full).toHaveLength(DEBUG_MAX_EVENTS_PER_BATCH);
    expect(b.take()).toEqual([event(999)]);
    expect(b.take()).toEqual([]);
  });

  it('keeps each batch under the byte limit and drops an event bigger than a batch', () => {
    const b = new EventBatcher();
    const chunk = 'x'.repeat(200 * 1024);
    expect(b.add(event(1, chunk))).toBeNull();
    expect(b.add(event(2, chunk))).toBeNull();
    const full = b.add(event(3, chunk));
    expect(full?.map((e) => e.timestamp)).toEqual([1, 2]);
    expect(JSON.stringify(full).length).toBeLessThan(DEBUG_MAX_BATCH_BYTES);
    expect(b.add(event(4, 'y'.repeat(DEBUG_MAX_BATCH_BYTES)))).toBeNull();
    expect(b.take().map((e) => e.timestamp)).toEqual([3]);
  });
});
