-- Versions of page text (docs/decisions/0042-*): one row per change of a section, made through the
-- staff console or `npm run staff -- content set|reset|restore`, with who made it and when, so a
-- section's earlier text can be seen and restored. The row holds the section's value after the
-- change, as stored in web_content (sanitised HTML), or NULL when the change deleted the stored
-- value (the built-in text shows).
CREATE TABLE web_content_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  page_identifier TEXT NOT NULL,
  section_identifier TEXT NOT NULL,
  language_code TEXT NOT NULL DEFAULT 'en-GB',
  content_html TEXT,
  -- 'set' (new text), 'reset' (back to the built-in text) or 'restore' (an earlier version again).
  action TEXT NOT NULL CHECK (action IN ('set', 'reset', 'restore')),
  -- For a restore: the version whose value it brought back.
  restored_version INTEGER,
  -- The staff member's e-mail address (console) or "staff command (<user>)".
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX web_content_versions_section ON web_content_versions (page_identifier, section_identifier, language_code, id);

-- The values stored before versions were kept become each section's first version, so the text
-- a first edit replaces can be restored.
INSERT INTO web_content_versions (page_identifier, section_identifier, language_code, content_html, action, changed_by, changed_at)
SELECT page_identifier, section_identifier, language_code, content_html, 'set', 'unknown (stored before versions were kept)', updated_at
FROM web_content
ORDER BY id;
