-- Issue 53: a short internal note per lead, written by staff in the console. It is kept with the
-- lead, shown in an access request's answer and erased with the lead (named in the privacy notice).
ALTER TABLE contacts ADD COLUMN staff_note TEXT;
ALTER TABLE voice_uploads ADD COLUMN staff_note TEXT;
