// Group commit (decisions 067 and 073): work that arrives while one batch is being written waits for the next,
// so under load one transaction applies many requests instead of one. No timer: a lone request waits for
// nothing, and under load a batch grows with the time the previous one took. One batch at a time per owner.

/** A request waiting in a batch: its item and how to answer it. */
export interface Queued<T, R> {
  item: T;
  resolve: (answer: R) => void;
  reject: (error: unknown) => void;
}

/** Writes one batch and answers every request of it (what it throws answers all of them with that error). */
export type WriteBatch<C, T, R> = (context: C, batch: Queued<T, R>[]) => Promise<void>;

interface Batcher<C, T, R> {
  context: C;
  queue: Queued<T, R>[];
  running: boolean;
  scheduled: boolean;
}

/**
 * A group commit of at most `maxBatch` items per batch, one queue per database (`context.db`): `submit` queues
 * an item and resolves with what `write` answered it, after its batch.
 */
export function createGroupCommit<C extends { db: object }, T, R>(
  maxBatch: number,
  write: WriteBatch<C, T, R>,
) {
  const batchers = new WeakMap<object, Batcher<C, T, R>>();

  function flush(batcher: Batcher<C, T, R>) {
    batcher.scheduled = false;
    if (batcher.running || batcher.queue.length === 0) return;
    batcher.running = true;
    const batch = batcher.queue.splice(0, maxBatch);
    void write(batcher.context, batch)
      .catch((error: unknown) => {
        for (const queued of batch) queued.reject(error);
      })
      .finally(() => {
        batcher.running = false;
        schedule(batcher);
      });
  }

  function schedule(batcher: Batcher<C, T, R>) {
    if (batcher.scheduled || batcher.running || batcher.queue.length === 0) return;
    batcher.scheduled = true;
    // After the current I/O callbacks: requests handled in the same turn share the batch.
    setImmediate(() => {
      flush(batcher);
    });
  }

  return function submit(context: C, item: T): Promise<R> {
    let batcher = batchers.get(context.db);
    if (!batcher) {
      batcher = { context, queue: [], running: false, scheduled: false };
      batchers.set(context.db, batcher);
    }
    const target = batcher;
    return new Promise<R>((resolve, reject) => {
      target.queue.push({ item, resolve, reject });
      schedule(target);
    });
  };
}
