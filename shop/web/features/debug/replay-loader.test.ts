import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contract/debug';
import { loadBatchesInOrder } from './replay-loader';

const event = (n: number): RecordedEvent => ({ type: 3, timestamp: n });

class FakePlayer {
  readonly events: number[];
  constructor(first: RecordedEvent[]) {
    this.events = first.map((e) => e.timestamp);
  }
  addEvent(e: RecordedEvent) {
    this.events.push(e.timestamp);
  }
}

function run(batches: RecordedEvent[][], signal = new AbortController().signal) {
  const requested: number[] = [];
  const progress: [number, number[] | null][] = [];
  const created: number[][] = [];
  const result = loadBatchesInOrder({
    batches: batches.length,
    signal,
    load: async (seq) => {
      requested.push(seq);
      // Later batches answer faster: the order must still be the upload order.
      await new Promise((resolve) => setTimeout(resolve, 5 * (batches.length - seq)));
      return batches[seq - 1] ?? [];
    },
    create: (events) => {
      created.push(events.map((e) => e.timestamp));
      return new FakePlayer(events);
    },
    onProgress: (loaded, player) => progress.push([loaded, player ? [...player.events] : null]),
  });
  return { result, requested, progress, created };
}

describe('loadBatchesInOrder', () => {
  it('loads batch 1, 2, 3 in turn and feeds every event to one player in that order', async () => {
    const { result, requested, created, progress } = run([
      [event(1), event(2)],
      [event(3), event(4)],
      [event(5)],
    ]);
    const player = await result;
    expect(requested).toEqual([1, 2, 3]);
    expect(created).toEqual([[1, 2]]);
    expect(player?.events).toEqual([1, 2, 3, 4, 5]);
    // Playable after the first batch, while the others still load.
    expect(progress).toEqual([
      [1, [1, 2]],
      [2, [1, 2, 3, 4]],
      [3, [1, 2, 3, 4, 5]],
    ]);
  });

  it('waits for a second event before making the player (rrweb needs two)', async () => {
    const { result, created, progress } = run([[event(1)], [], [event(2), event(3)]]);
    expect((await result)?.events).toEqual([1, 2, 3]);
    expect(created).toEqual([[1, 2, 3]]);
    expect(progress.map(([loaded, player]) => [loaded, player !== null])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('gives no player for a recording with fewer than two events', async () => {
    expect(await run([[event(1)]]).result).toBeNull();
    expect(await run([]).result).toBeNull();
  });

  it('stops loading when aborted (the page was left)', async () => {
    const controller = new AbortController();
    const { result, requested } = run(
      [[event(1), event(2)], [event(3)], [event(4)]],
      controller.signal,
    );
    controller.abort();
    await result;
    expect(requested).toEqual([1]);
  });
});
