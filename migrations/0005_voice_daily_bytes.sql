-- Bytes of voice recordings accepted per UTC day (YYYY-MM-DD), across all visitors. An upload
-- reserves its declared length here before it is streamed into R2 and gives it back if it is
-- refused, so the bucket grows by at most VOICE_DAILY_BYTES_BUDGET a day.
CREATE TABLE voice_daily_bytes (
  day TEXT PRIMARY KEY,
  bytes INTEGER NOT NULL DEFAULT 0
);
