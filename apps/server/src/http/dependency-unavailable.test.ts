import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from './dependency-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDependencyUnavailable', () => {
  it('knows a refused or reset connection, also when Drizzle wraps it', () => {
    expect(isDependencyUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      true,
    );
    const wrapped = new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') });
    expect(isDependencyUnavailable(wrapped)).toBe(true);
  });

  it("knows PostgreSQL's shutdown and connection-exception codes and node-postgres's closed connection", () => {
    expect(
      isDependencyUnavailable(withCode('terminating connection due to unexpected postmaster exit', '57P01')),
    ).toBe(true);
    expect(isDependencyUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDependencyUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other failure to be a 500 or its own answer', () => {
    expect(isDependencyUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDependencyUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDependencyUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDependencyUnavailable(null)).toBe(false);
  });
});
