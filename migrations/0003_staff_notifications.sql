-- When staff were e-mailed about each lead, so a redelivered mail job never sends a second
-- e-mail, and the scheduled sweep finds leads whose mail job was never queued.
ALTER TABLE contacts ADD COLUMN staff_notified_at TEXT;
ALTER TABLE voice_uploads ADD COLUMN staff_notified_at TEXT;
CREATE INDEX contacts_staff_notified ON contacts (staff_notified_at, created_at);
CREATE INDEX voice_uploads_staff_notified ON voice_uploads (staff_notified_at, updated_at);

-- One row per daily digest sent, so a redelivered digest job sends nothing twice.
CREATE TABLE staff_digests (
  digest_date TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
