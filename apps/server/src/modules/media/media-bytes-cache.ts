/** Largest file kept in memory: a top-rendition 4 s segment is well under this; source-size files never are. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The bytes of recently served small media files, least recently used out first, within a byte budget.
 * Served keys never change content (a new transcode writes a new token), so nothing here goes stale; who
 * may have a file is still decided per request before its bytes are looked up.
 */
export class MediaBytesCache {
  private readonly entries = new Map<string, Buffer>();
  private totalBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Whether a file of this size is worth keeping. */
  accepts(size: number): boolean {
    return size <= MAX_FILE_BYTES && size <= this.maxBytes;
  }

  /** The kept bytes of `key`, marked as just used. */
  get(key: string): Buffer | undefined {
    const bytes = this.entries.get(key);
    if (bytes) {
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  /** Keeps `bytes` under `key`, evicting the least recently used files to stay within the budget. */
  store(key: string, bytes: Buffer): void {
    if (!this.accepts(bytes.length) || this.entries.has(key)) return;
    for (const [oldKey, old] of this.entries) {
      if (this.totalBytes + bytes.length <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.totalBytes -= old.length;
    }
    this.entries.set(key, bytes);
    this.totalBytes += bytes.length;
  }

  /** Bytes kept now (for tests and operators). */
  get size(): number {
    return this.totalBytes;
  }
}
