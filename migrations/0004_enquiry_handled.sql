-- When staff marked a contact enquiry handled (`npm run staff -- enquiries handle <id>`); null
-- until then, so `enquiries --unhandled` lists what still needs an answer.
ALTER TABLE contacts ADD COLUMN handled_at TEXT;
