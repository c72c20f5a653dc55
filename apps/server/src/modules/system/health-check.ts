/** The database part of the health answer. */
export interface DatabaseCheck {
  up: boolean;
  latencyMs: number | null;
}

/**
 * Wraps a database ping so that probes share its result: at most one ping per `maxAgeMs`, and
 * probes arriving while a ping runs wait for that ping instead of starting their own. A load
 * balancer probing every instance many times a second then costs one round trip a second.
 */
export function createDatabaseHealthCheck(
  ping: () => Promise<boolean>,
  maxAgeMs: number,
  now: () => number = performance.now.bind(performance),
): () => Promise<DatabaseCheck> {
  let last: { check: DatabaseCheck; atMs: number } | undefined;
  let inFlight: Promise<DatabaseCheck> | undefined;
  const run = async (): Promise<DatabaseCheck> => {
    const started = now();
    const up = await ping();
    const check = { up, latencyMs: up ? Math.round(now() - started) : null };
    last = { check, atMs: now() };
    return check;
  };
  return () => {
    if (last && now() - last.atMs < maxAgeMs) return Promise.resolve(last.check);
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
