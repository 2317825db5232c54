-- The site page a visitor came from to the contact form or the voice form (issue 43): the path
-- only (no query, no fragment, no other site), so the console's overview can count leads by page.
-- NULL when not known (a form sent without JavaScript, a visitor who arrived from elsewhere, or a
-- lead stored before this).
ALTER TABLE contacts ADD COLUMN source_path TEXT;
ALTER TABLE voice_uploads ADD COLUMN source_path TEXT;
