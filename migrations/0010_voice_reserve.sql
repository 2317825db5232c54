-- The part of the day's voice budget only a fresh wide network may use (issue 41,
-- docs/decisions/0049): each upload also records its wide network (IPv4 /16, IPv6 /32). An upload
-- may take the reserved part of VOICE_DAILY_BYTES_BUDGET only when no upload of the day, kept or
-- given back, came from its wide network. Rows of earlier days hold '' and match no client.
ALTER TABLE voice_upload_bytes ADD COLUMN wide_network TEXT NOT NULL DEFAULT '';
CREATE INDEX voice_upload_bytes_wide_network ON voice_upload_bytes (day, wide_network);
