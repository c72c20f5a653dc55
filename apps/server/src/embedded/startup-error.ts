/** A start-up failure the operator can fix; printed as one line with the fix, never a stack trace. */
export class StartupError extends Error {
  constructor(
    problem: string,
    readonly fix: string,
    options?: ErrorOptions,
  ) {
    super(`${problem} Fix: ${fix}`, options);
  }
}

const KNOWN_CAUSES: Record<string, string> = {
  EADDRINUSE: 'Another program already uses that address. Fix: stop it, or start StreamIt with another PORT.',
  EACCES: 'Permission denied. Fix: check that the user running StreamIt may use DATA_DIR and the port.',
  ENOSPC: 'The disk is full. Fix: free some space and start again.',
  ECONNREFUSED:
    'The database refused the connection. Fix: check that DATABASE_URL points to a running PostgreSQL.',
};

/** One readable line for any start-up failure: our own hint when we have one, else the cause and a fix by code. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const known = code ? KNOWN_CAUSES[code] : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? message;
  return known ? `${firstLine}. ${known}` : `${firstLine}. Fix: see the log line above for the cause.`;
}
