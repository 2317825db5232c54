-- Privacy (docs/decisions/0037-*, 0038-*).
-- The browser's user-agent string was stored with every enquiry and voice idea, and nothing used
-- it: it is personal data without a purpose, so the column goes, with every value it held.
ALTER TABLE contacts DROP COLUMN user_identifier;
ALTER TABLE voice_uploads DROP COLUMN user_identifier;

-- One row per erasure: a visitor's request carried out by `npm run staff -- person erase`, or a
-- run of the retention clean-up that removed something. It says when, why and how much was
-- removed, and nothing about whom: no address, name, id or hash that could point back to a person.
CREATE TABLE erasures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  erased_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  -- 'request' (a visitor asked) or 'retention' (past its retention period).
  reason TEXT NOT NULL CHECK (reason IN ('request', 'retention')),
  -- Who carried it out: 'staff command' or 'scheduled retention'.
  requested_by TEXT NOT NULL,
  enquiries INTEGER NOT NULL DEFAULT 0,
  voice_ideas INTEGER NOT NULL DEFAULT 0,
  recordings INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX erasures_erased_at ON erasures (erased_at);
