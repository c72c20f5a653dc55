/** Cleanup steps run in reverse order of registration on SIGINT/SIGTERM, each at most once. */
export interface ShutdownRegistry {
  add(name: string, step: () => Promise<void> | void): void;
  run(reason: string): Promise<void>;
}

interface ShutdownLogger {
  info(message: string): void;
  error(object: object, message: string): void;
}

const FORCE_EXIT_AFTER_MS = 20_000;

/** Creates the registry and wires it to process signals. */
export function createShutdown(logger: ShutdownLogger): ShutdownRegistry {
  const steps: { name: string; step: () => Promise<void> | void }[] = [];
  let running: Promise<void> | null = null;
  const run = (reason: string): Promise<void> => {
    running ??= (async () => {
      logger.info(`Shutting down (${reason})...`);
      setTimeout(() => process.exit(1), FORCE_EXIT_AFTER_MS).unref();
      for (const { name, step } of steps.reverse()) {
        await Promise.resolve(step()).catch((error: unknown) => {
          logger.error({ err: error }, `shutdown step "${name}" failed`);
        });
      }
    })();
    return running;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void run(signal).then(() => process.exit(0));
    });
  }
  return { add: (name, step) => steps.push({ name, step }), run };
}
