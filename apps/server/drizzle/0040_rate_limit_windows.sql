-- Rate-limit counters shared by every API node (decision 051): one row per key and fixed window, bumped by
-- one atomic upsert per counted request. UNLOGGED: counters need no crash safety or replication, and skipping
-- the WAL keeps each hit cheap; a crash empties the table, which only forgives the current window.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_windows" (
	"key" text NOT NULL,
	"window_start_ms" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("key", "window_start_ms")
);
