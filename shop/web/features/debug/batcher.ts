import { DEBUG_MAX_BATCH_BYTES, DEBUG_MAX_EVENTS_PER_BATCH } from '../../../contract/debug';
import type { RecordedEvent } from '../../../contract/debug';

/** Room left for the rest of the request body (token, brackets). */
const BODY_SLACK = 4 * 1024;

/**
 * Collects recorded events into batches the server accepts: at most
 * DEBUG_MAX_EVENTS_PER_BATCH events and DEBUG_MAX_BATCH_BYTES bytes each. An event larger than
 * a whole batch (a huge snapshot) is dropped rather than blocking every later upload.
 */
export class EventBatcher {
  private events: RecordedEvent[] = [];
  private bytes = 0;
  private readonly limit = DEBUG_MAX_BATCH_BYTES - BODY_SLACK;

  /** Adds an event; returns a full batch to upload when the event did not fit beside it. */
  add(event: RecordedEvent): RecordedEvent[] | null {
    const size = new TextEncoder().encode(JSON.stringify(event)).length + 1;
    if (size > this.limit) return null;
    let full: RecordedEvent[] | null = null;
    if (this.events.length >= DEBUG_MAX_EVENTS_PER_BATCH || this.bytes + size > this.limit) {
      full = this.take();
    }
    this.events.push(event);
    this.bytes += size;
    return full;
  }

  /** Everything collected so far (possibly nothing), leaving the batcher empty. */
  take(): RecordedEvent[] {
    const batch = this.events;
    this.events = [];
    this.bytes = 0;
    return batch;
  }
}
