import { describe, expect, it } from 'vitest';
import { loadCountryDatabase, lookupCountry } from './geo-lookup.js';

describe('lookupCountry', () => {
  it('maps well-known public addresses to their countries', () => {
    const known: [string, string][] = [
      ['8.8.8.8', 'US'],
      ['193.0.6.139', 'NL'], // RIPE NCC, Amsterdam
      ['212.58.244.20', 'GB'], // BBC
      ['133.242.0.1', 'JP'],
      ['200.160.2.3', 'BR'], // NIC.br
      ['94.97.0.1', 'SA'],
      ['156.160.0.1', 'EG'],
      ['195.229.0.1', 'AE'],
      ['41.0.0.1', 'ZA'],
      ['2001:4860:4860::8888', 'US'], // Google's IPv6 resolver
      ['::ffff:8.8.8.8', 'US'],
    ];
    expect(known.map(([ip]) => [ip, lookupCountry(ip)])).toEqual(known);
  });

  it('answers unknown for private, loopback, link-local, documentation and malformed addresses', () => {
    const unknown = ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '100.64.0.1'];
    unknown.push('169.254.10.10', 'fe80::1', 'fd12::1', '192.0.2.10', '2001:db8::1', '::ffff:10.0.0.1');
    unknown.push('', 'not-an-ip', '999.1.1.1');
    expect(unknown.map((ip) => lookupCountry(ip))).toEqual(unknown.map(() => null));
    expect(lookupCountry(null)).toBeNull();
  });

  it('loads the database once and says when it was built', () => {
    const first = loadCountryDatabase();
    expect(first.builtAt.getTime()).toBeGreaterThan(Date.parse('2025-01-01'));
    expect(loadCountryDatabase()).toEqual(first);
  });
});
