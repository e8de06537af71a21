/**
 * Turns a lookup of many keys into a lookup of one: every key asked for in the same turn of the
 * event loop, or while the previous run was busy, goes to the database in one statement. On a
 * photo-day evening 200 parents at once cost a few round trips instead of 200 (each PGlite
 * statement costs about a millisecond of the one thread, whatever it returns).
 *
 * One queue per owner (the database or a transaction), so a transaction's keys never run
 * outside it. `load` answers the keys in order. When a run fails, each of its keys is tried
 * alone, so one bad key fails only its own caller (a failed write rolled back its transaction).
 */
export function batched<O extends object, K, V>(
  load: (owner: O, keys: K[]) => Promise<V[]>,
  maxBatch = 200,
): (owner: O, key: K) => Promise<V> {
  const queues = new WeakMap<O, Queue<K, V>>();
  return (owner, key) => {
    let queue = queues.get(owner);
    if (!queue) {
      queue = new Queue((keys) => load(owner, keys), maxBatch);
      queues.set(owner, queue);
    }
    return queue.ask(key);
  };
}

interface Waiting<K, V> {
  key: K;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

class Queue<K, V> {
  private waiting: Waiting<K, V>[] = [];
  private running = false;

  constructor(
    private readonly load: (keys: K[]) => Promise<V[]>,
    private readonly maxBatch: number,
  ) {}

  ask(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      try {
        await this.settle(batch);
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else for (const one of batch) await this.settle([one]).catch(one.reject);
      }
    }
    this.running = false;
  }

  private async settle(batch: Waiting<K, V>[]): Promise<void> {
    const values = await this.load(batch.map((w) => w.key));
    if (values.length !== batch.length) {
      throw new Error(`A batch of ${batch.length} keys was answered with ${values.length} values`);
    }
    batch.forEach((w, i) => w.resolve(values[i] as V));
  }
}
