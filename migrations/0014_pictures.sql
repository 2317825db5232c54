-- Pictures staff upload in the console (issue 51), kept in the R2 bucket as
-- `pictures/<id>.<ext>` and served at `/media/<id>.<ext>`. The id is the lowercase hex SHA-256 of
-- the stored bytes (metadata removed), so the same picture is stored once and its address never
-- changes. Width and height are the displayed size, for every <img width height>.
CREATE TABLE pictures (
  id TEXT PRIMARY KEY NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('image/jpeg', 'image/png', 'image/webp')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  uploaded_by TEXT NOT NULL
);
CREATE INDEX pictures_created_at ON pictures (created_at);
