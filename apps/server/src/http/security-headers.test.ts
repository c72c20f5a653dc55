import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { computeApiSecurityHeaders, computeSecurityHeaders } from './security-headers.js';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the page content security policy', () => {
  it('lets images, media and the player read public media from the CDN of MEDIA_PUBLIC_BASE_URL only', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MEDIA_PUBLIC_BASE_URL: 'https://media.streamit.example/bucket',
    });
    const policy = computeSecurityHeaders(config)['content-security-policy'] ?? '';
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(directive(policy, name)).toContain("'self'");
      expect(directive(policy, name)).toContain('https://media.streamit.example');
    }
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('keeps every source on our own origin without a CDN', () => {
    const policy = computeSecurityHeaders(loadConfig({ NODE_ENV: 'test' }))['content-security-policy'] ?? '';
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('transport security and what pages may load', () => {
  it('sends HSTS for a year with subdomains on pages and API answers of an https deployment, none over http', () => {
    const https = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://streamit.example.org' });
    const hsts = 'max-age=31536000; includeSubDomains';
    expect(computeSecurityHeaders(https)['strict-transport-security']).toBe(hsts);
    expect(computeApiSecurityHeaders(https)['strict-transport-security']).toBe(hsts);
    const http = loadConfig({ NODE_ENV: 'test' });
    expect(computeSecurityHeaders(http)['strict-transport-security']).toBeUndefined();
    expect(computeApiSecurityHeaders(http)['strict-transport-security']).toBeUndefined();
  });

  it('lets pages load no plug-in objects and sends no referrer', () => {
    const headers = computeSecurityHeaders(loadConfig({ NODE_ENV: 'test' }));
    expect(directive(headers['content-security-policy'] ?? '', 'object-src')).toBe("object-src 'none'");
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets no page set a base URL, since the app has no <base> element', () => {
    const headers = computeSecurityHeaders(loadConfig({ NODE_ENV: 'test' }));
    expect(directive(headers['content-security-policy'] ?? '', 'base-uri')).toBe("base-uri 'none'");
  });
});
