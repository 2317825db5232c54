-- Shared budgets and overall caps (docs/decisions/0039, README "Limits and caps").

-- Each voice upload's bytes, against the day's budgets (VOICE_DAILY_BYTES_*). An address's and a
-- network's share count every row of the day; the shared budget counts only rows not released:
-- logged ideas, and uploads still within their claim window. The scheduled clean-up releases an
-- upload nobody logged (released_at) when it deletes the recording. Replaces voice_daily_bytes.
CREATE TABLE voice_upload_bytes (
  file_name TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  address TEXT NOT NULL,
  network TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL,
  released_at TEXT
);
CREATE INDEX voice_upload_bytes_address ON voice_upload_bytes (day, address);
CREATE INDEX voice_upload_bytes_network ON voice_upload_bytes (day, network);
CREATE INDEX voice_upload_bytes_held ON voice_upload_bytes (day, released_at);
DROP TABLE voice_daily_bytes;

-- Uses counted against an overall cap, per period: Workers AI and transcription calls per UTC day
-- (period YYYY-MM-DD), lead e-mails sent one by one and summaries queued per UTC hour
-- (YYYY-MM-DDTHH).
CREATE TABLE usage_counts (
  counter TEXT NOT NULL,
  period TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (counter, period)
);
