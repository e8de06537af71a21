import type { RecordedEvent } from '../../../contract/debug';

/** What the loader needs of a replayer: rrweb's Replayer has addEvent. */
export interface EventSink {
  addEvent(event: RecordedEvent): void;
}

interface Options<P extends EventSink> {
  /** Batches of the recording, numbered 1…batches. */
  batches: number;
  load: (seq: number, signal: AbortSignal) => Promise<RecordedEvent[]>;
  /** Makes the player from the first events (rrweb needs at least a meta and a snapshot). */
  create: (events: RecordedEvent[]) => P;
  /** After each batch: how many are loaded, and the player once there is one. */
  onProgress: (loaded: number, player: P | null) => void;
  signal: AbortSignal;
}

/** rrweb's Replayer refuses fewer than 2 events. */
export const MIN_REPLAY_EVENTS = 2;

/**
 * Loads a recording's batches one after another, in upload order, and feeds them to one player:
 * made as soon as there are enough events, so playback can start while later batches load.
 * Resolves with the player, or null when the whole recording has too few events.
 */
export async function loadBatchesInOrder<P extends EventSink>(
  options: Options<P>,
): Promise<P | null> {
  const { batches, load, create, onProgress, signal } = options;
  let pending: RecordedEvent[] = [];
  let player: P | null = null;
  for (let seq = 1; seq <= batches; seq++) {
    const events = await load(seq, signal);
    if (signal.aborted) return player;
    if (player) {
      for (const event of events) player.addEvent(event);
    } else {
      pending = pending.concat(events);
      if (pending.length >= MIN_REPLAY_EVENTS) {
        player = create(pending);
        pending = [];
      }
    }
    onProgress(seq, player);
  }
  return player;
}
