-- The staff console (issue 31, docs/decisions/0041-*): a lead marked handled records who did it,
-- the staff member's e-mail address from Cloudflare Access, or 'staff command' for
-- `npm run staff -- enquiries handle`. Voice ideas are marked handled like enquiries now.
ALTER TABLE contacts ADD COLUMN handled_by TEXT;
ALTER TABLE voice_uploads ADD COLUMN handled_at TEXT;
ALTER TABLE voice_uploads ADD COLUMN handled_by TEXT;
