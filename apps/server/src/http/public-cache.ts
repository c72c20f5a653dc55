import { createHash } from 'node:crypto';

/** One cached anonymous answer: the exact bytes sent, and their ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
  storedAtMs: number;
}

/**
 * In-process cache of anonymous public reads, keyed by URL. Writes that change the catalogue clear
 * it (locally and, through PostgreSQL NOTIFY, in every other process); the TTL is only a safety net
 * for changes no write announces (a scheduled publish time passing, view counts).
 * `generation` lets a read computed before a clear refuse to store its now-stale answer.
 */
export class PublicReadCache {
  private entries = new Map<string, CachedAnswer>();
  // Public facts a route looks up per request (a media file's activity): same lifetime as the answers.
  private facts = new Map<string, { value: unknown; storedAtMs: number }>();
  private currentGeneration = 0;
  private enabled = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The generation a read starts in; pass it back to `store`. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** Off while invalidations from other processes cannot be heard (listener not connected). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /** A fresh answer for `key`, if any. */
  get(key: string): CachedAnswer | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAtMs < this.ttlMs) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  /** Keeps an answer unless the cache was cleared since the read began. */
  store(key: string, body: string, generation: number): CachedAnswer | undefined {
    if (!this.enabled || this.ttlMs === 0 || generation !== this.currentGeneration) return undefined;
    // Unbounded query strings must not grow memory without limit: start over when full.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { body, etag: computeEtag(body), storedAtMs: this.now() };
    this.entries.set(key, entry);
    return entry;
  }

  /** A fresh fact stored under `key`, if any (the caller knows its type). */
  getFact(key: string): unknown {
    if (!this.enabled) return undefined;
    const entry = this.facts.get(key);
    if (entry && this.now() - entry.storedAtMs < this.ttlMs) return entry.value;
    if (entry) this.facts.delete(key);
    return undefined;
  }

  /** Keeps a fact unless the cache was cleared since its read began. */
  storeFact(key: string, value: unknown, generation: number): void {
    if (!this.enabled || this.ttlMs === 0 || generation !== this.currentGeneration) return;
    if (this.facts.size >= this.maxEntries) this.facts.clear();
    this.facts.set(key, { value, storedAtMs: this.now() });
  }

  /** Forgets everything; reads already running will not store their answers. */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.facts.clear();
  }
}

/** A strong validator of the exact bytes. */
export function computeEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
