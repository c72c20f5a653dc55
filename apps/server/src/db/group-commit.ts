// Group commit (decisions 067 and 073): work that arrives while a batch is being written waits for the next,
// so under load one transaction applies many requests instead of one. No timer: a lone request waits for
// nothing, and under load a batch grows with the time the previous one took. One batch at a time per owner
// unless the owner allows more: then the batches under way never share a key (decision 093).

/** A request waiting in a batch: its item and how to answer it. */
export interface Queued<T, R> {
  item: T;
  resolve: (answer: R) => void;
  reject: (error: unknown) => void;
}

/** Writes one batch and answers every request of it (what it throws answers all of them with that error). */
export type WriteBatch<C, T, R> = (context: C, batch: Queued<T, R>[]) => Promise<void>;

/** How many batches of one owner may be written at once, and what two batches under way may not share. */
export interface GroupCommitOptions<T> {
  /** Batches under way at once (1 by default). */
  inFlight?: number;
  /** With more than one in flight: an item whose key a batch under way holds waits for a later batch. */
  keyOf?: (item: T) => string;
  /**
   * With more than one in flight: a batch starts beside one under way only once this many items wait (1 by
   * default); fewer wait for a batch to finish. A batch of one holds its transaction's round trips as long as a
   * batch of thirty, so a small one beside a running batch only delays the next big one (decision 093).
   */
  overlapFrom?: number;
}

interface Batcher<C, T, R> {
  context: C;
  queue: Queued<T, R>[];
  running: number;
  /** The keys of the items in the batches under way. */
  held: Set<string>;
  scheduled: boolean;
}

/** Takes up to `max` queued items whose key no batch under way holds, keeping the others' order. */
function takeBatch<T, R>(queue: Queued<T, R>[], held: Set<string>, max: number, keyOf?: (item: T) => string) {
  if (!keyOf) return { batch: queue.splice(0, max), keys: [] };
  const batch: Queued<T, R>[] = [];
  const keys = new Set<string>();
  const left: Queued<T, R>[] = [];
  for (const queued of queue) {
    const key = keyOf(queued.item);
    if (!held.has(key) && batch.length < max) {
      batch.push(queued);
      keys.add(key);
    } else left.push(queued);
  }
  queue.splice(0, queue.length, ...left);
  return { batch, keys: [...keys] };
}

/**
 * A group commit of at most `maxBatch` items per batch, one queue per database (`context.db`): `submit` queues
 * an item and resolves with what `write` answered it, after its batch.
 */
export function createGroupCommit<C extends { db: object }, T, R>(
  maxBatch: number,
  write: WriteBatch<C, T, R>,
  { inFlight = 1, keyOf, overlapFrom = 1 }: GroupCommitOptions<T> = {},
) {
  const batchers = new WeakMap<object, Batcher<C, T, R>>();

  function flush(batcher: Batcher<C, T, R>) {
    batcher.scheduled = false;
    if (batcher.running >= inFlight || batcher.queue.length === 0) return;
    if (batcher.running > 0 && batcher.queue.length < overlapFrom) return;
    const { batch, keys } = takeBatch(batcher.queue, batcher.held, maxBatch, keyOf);
    if (batch.length === 0) return;
    batcher.running += 1;
    for (const key of keys) batcher.held.add(key);
    void write(batcher.context, batch)
      .catch((error: unknown) => {
        for (const queued of batch) queued.reject(error);
      })
      .finally(() => {
        batcher.running -= 1;
        for (const key of keys) batcher.held.delete(key);
        schedule(batcher);
      });
    schedule(batcher);
  }

  function schedule(batcher: Batcher<C, T, R>) {
    if (batcher.scheduled || batcher.running >= inFlight || batcher.queue.length === 0) return;
    batcher.scheduled = true;
    // After the current I/O callbacks: requests handled in the same turn share the batch.
    setImmediate(() => {
      flush(batcher);
    });
  }

  return function submit(context: C, item: T): Promise<R> {
    let batcher = batchers.get(context.db);
    if (!batcher) {
      batcher = { context, queue: [], running: 0, held: new Set(), scheduled: false };
      batchers.set(context.db, batcher);
    }
    const target = batcher;
    return new Promise<R>((resolve, reject) => {
      target.queue.push({ item, resolve, reject });
      schedule(target);
    });
  };
}
