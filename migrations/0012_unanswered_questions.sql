-- The questions the site's assistant could not answer (issue 43): the question's text only, no
-- address, identifier or session, for the console's overview. Kept 30 days (the retention job
-- deletes older ones); erased with a person when it holds their e-mail address. The erasure
-- record counts them with the rest.
CREATE TABLE unanswered_questions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  question TEXT NOT NULL,
  asked_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX unanswered_questions_asked_at ON unanswered_questions (asked_at);
ALTER TABLE erasures ADD COLUMN unanswered_questions INTEGER NOT NULL DEFAULT 0;
