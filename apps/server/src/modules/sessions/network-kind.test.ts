import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './client-context.js';
import { networkKindOf } from './network-kind.js';

describe('networkKindOf', () => {
  it('tells loopback, private, link-local and public addresses apart without any lookup', () => {
    expect(networkKindOf('127.0.0.1')).toBe('loopback');
    expect(networkKindOf('::1')).toBe('loopback');
    expect(networkKindOf('::ffff:192.168.0.4')).toBe('private');
    expect(networkKindOf('172.20.1.1')).toBe('private');
    expect(networkKindOf('fd12::1')).toBe('private');
    expect(networkKindOf('169.254.10.1')).toBe('link-local');
    expect(networkKindOf('8.8.8.8')).toBe('public');
    expect(networkKindOf('2001:4860::8888')).toBe('public');
    expect(networkKindOf('not-an-ip')).toBe('unknown');
  });
});

describe('deviceNameOf', () => {
  it('names common browsers and systems', () => {
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceNameOf('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
