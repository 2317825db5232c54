-- Staff e-mail about every lead. staff_notified_at: when the e-mail went out, so a redelivered
-- mail job never sends a second one. staff_mail_requeued_at: when the scheduled sweep queued the
-- mail job again for a lead still without an e-mail (its first job was never queued, or ran out
-- of attempts), so the sweep does that once per lead rather than every run.
ALTER TABLE contacts ADD COLUMN staff_notified_at TEXT;
ALTER TABLE contacts ADD COLUMN staff_mail_requeued_at TEXT;
ALTER TABLE voice_uploads ADD COLUMN staff_notified_at TEXT;
ALTER TABLE voice_uploads ADD COLUMN staff_mail_requeued_at TEXT;
-- The visitor's name, for the staff e-mail; ideas stored before this column existed have none.
ALTER TABLE voice_uploads ADD COLUMN user_name TEXT;
CREATE INDEX contacts_staff_notified ON contacts (staff_notified_at, created_at);
CREATE INDEX voice_uploads_staff_notified ON voice_uploads (staff_notified_at, updated_at);

-- One row per daily digest sent, so a redelivered digest job sends nothing twice.
CREATE TABLE staff_digests (
  digest_date TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
