-- Tables for managed page content, contact enquiries and voice ideas.
CREATE TABLE web_content (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  page_identifier TEXT NOT NULL,
  section_identifier TEXT NOT NULL,
  language_code TEXT NOT NULL DEFAULT 'en-GB',
  content_html TEXT,
  updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX web_content_page_section_language
  ON web_content (page_identifier, section_identifier, language_code);

CREATE TABLE contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  inquiry_type TEXT NOT NULL,
  user_identifier TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE voice_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_name TEXT NOT NULL UNIQUE,
  file_url TEXT NOT NULL,
  user_identifier TEXT NOT NULL,
  user_email TEXT NOT NULL,
  user_context TEXT NOT NULL,
  transcript TEXT,
  transcription_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (transcription_status IN ('pending', 'processing', 'done', 'failed', 'awaiting_service')),
  transcription_error TEXT,
  created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX voice_uploads_status_created ON voice_uploads (transcription_status, created_at);
