import { pino } from 'pino';
import type { Config } from '../../config.js';
import { logDestination } from '../../log-target.js';
import { REDACTED_PATHS } from '../../logger.js';

let logger: pino.Logger | undefined;

/** The log of background media work (jobs have no request logger); quiet in tests. */
export function mediaLog(config: Pick<Config, 'LOG_LEVEL' | 'LOG_TARGET' | 'NODE_ENV'>): pino.Logger {
  logger ??= pino(
    {
      name: 'media',
      level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    logDestination(config.LOG_TARGET),
  );
  return logger;
}
