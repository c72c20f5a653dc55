/** Cleanup steps run in reverse order of registration on SIGINT/SIGTERM, each at most once. */
export interface ShutdownRegistry {
  add(name: string, step: () => Promise<void> | void): void;
  run(reason: string): Promise<void>;
}

interface ShutdownLogger {
  info(message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Once shutdown has begun, failures from parts that are already stopping (a PostgreSQL that got the
 * terminal's Ctrl-C first, a queue finishing its last poll) must not crash the exit: log and go on.
 */
function tolerateFailuresWhileStopping(logger: ShutdownLogger): void {
  const note = (error: unknown) => {
    logger.warn({ err: error }, 'ignored while shutting down');
  };
  process.on('unhandledRejection', note);
  process.on('uncaughtException', note);
}

const FORCE_EXIT_AFTER_MS = 20_000;

/** Creates the registry and wires it to process signals. */
export function createShutdown(logger: ShutdownLogger): ShutdownRegistry {
  const steps: { name: string; step: () => Promise<void> | void }[] = [];
  let running: Promise<void> | null = null;
  const run = (reason: string): Promise<void> => {
    running ??= (async () => {
      logger.info(`Shutting down (${reason})...`);
      tolerateFailuresWhileStopping(logger);
      setTimeout(() => process.exit(1), FORCE_EXIT_AFTER_MS).unref();
      for (const { name, step } of steps.reverse()) {
        await Promise.resolve(step()).catch((error: unknown) => {
          logger.error({ err: error }, `shutdown step "${name}" failed`);
        });
      }
    })();
    return running;
  };
  // `on`, not `once`: a second Ctrl-C must not fall back to Node's default of dying mid-shutdown.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void run(signal).then(() => process.exit(0));
    });
  }
  return { add: (name, step) => steps.push({ name, step }), run };
}
