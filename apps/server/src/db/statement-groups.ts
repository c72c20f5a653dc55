// Statements every request runs before its handler (the session lookup, a rate-limit hit) are grouped: the
// requests that need one in the same turn of the event loop share one execution (decision 074). A round trip to
// PostgreSQL, not the work in it, is what each costs: its socket write was the largest share of the server's CPU
// under load, and the backend's per-statement work shares the same cores.

/** The most inputs one execution takes; more wait for the next. */
const MAX_GROUP = 256;

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

interface Group<In, Out> {
  queue: Waiting<In, Out>[];
  /** Executions of this owner's group under way. */
  running: number;
  scheduled: boolean;
}

/** How many executions of one owner's group may be under way at once. */
export interface GroupOptions {
  inFlight?: number;
}

/**
 * Reads take up to four executions at once: a call that arrives just after a group started need not wait for it
 * to finish before its own starts, and a read changes nothing another read could race. At most four pooled
 * connections per statement (DATABASE_POOL_MAX, ten by default); writes keep one (two multi-row updates in
 * different orders could deadlock). Measured in decision 078's amendments (two, then four).
 */
export const READ_GROUPS_IN_FLIGHT = 4;

/** Runs a group's inputs in one statement; answers one output per input, in the same order. */
export type RunGroup<Owner, In, Out> = (owner: Owner, inputs: In[]) => Promise<Out[]>;

async function runGroup<Owner extends object, In, Out>(
  run: RunGroup<Owner, In, Out>,
  owner: Owner,
  waiting: Waiting<In, Out>[],
) {
  try {
    const outputs = await run(
      owner,
      waiting.map((entry) => entry.input),
    );
    waiting.forEach((entry, index) => {
      entry.resolve(outputs[index] as Out);
    });
  } catch (error) {
    for (const entry of waiting) entry.reject(error);
  }
}

/**
 * Groups calls of one statement per owner (a pool or a database handle): calls made while fewer than `inFlight`
 * executions of the owner's group are under way (one by default) run together after the current I/O callbacks
 * (`setImmediate`, no timer, so a lone call waits for nothing); calls made while that many are under way wait for
 * the next. So every call's statement starts after the call was made: it sees everything committed before it,
 * exactly as a statement of its own would (a session revoked before a request arrived is never found live by that
 * request).
 */
export function groupStatements<Owner extends object, In, Out>(
  run: RunGroup<Owner, In, Out>,
  { inFlight = 1 }: GroupOptions = {},
) {
  const groups = new WeakMap<Owner, Group<In, Out>>();
  const schedule = (owner: Owner, group: Group<In, Out>) => {
    if (group.scheduled || group.running >= inFlight || group.queue.length === 0) return;
    group.scheduled = true;
    setImmediate(() => {
      group.scheduled = false;
      if (group.running >= inFlight || group.queue.length === 0) return;
      group.running += 1;
      void runGroup(run, owner, group.queue.splice(0, MAX_GROUP)).finally(() => {
        group.running -= 1;
        schedule(owner, group);
      });
    });
  };
  return (owner: Owner, input: In): Promise<Out> => {
    let group = groups.get(owner);
    if (!group) {
      group = { queue: [], running: 0, scheduled: false };
      groups.set(owner, group);
    }
    const target = group;
    return new Promise<Out>((resolve, reject) => {
      target.queue.push({ input, resolve, reject });
      schedule(owner, target);
    });
  };
}

/**
 * A grouped read of one row per key (a member's id, a token's hash): `find` reads the group's distinct keys in
 * one statement and each call gets the row whose `keyOf` is its key, or undefined when none was found.
 */
export function groupLookups<Owner extends object, Row>(
  find: (owner: Owner, keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
) {
  return groupStatements(
    async (owner: Owner, keys: string[]) => {
      const rows = await find(owner, [...new Set(keys)]);
      const found = new Map(rows.map((row) => [keyOf(row), row]));
      return keys.map((key) => found.get(key));
    },
    { inFlight: READ_GROUPS_IN_FLIGHT },
  );
}
