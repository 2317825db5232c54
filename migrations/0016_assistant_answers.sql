-- How the site's assistant answered (issue 52), counted per UTC hour for the console's overview
-- and the daily staff mail: by the chat model ('workers-ai'), offline by design ('local',
-- AI_MODE=local), or offline because the model failed or today's model calls were used up
-- ('local-fallback'), with the model asked and the kind of failure. Counts only: no question,
-- reply, address or session, so nothing here is personal data.
CREATE TABLE assistant_answers (
  -- The hour's start, UTC, as D1 writes timestamps: 'YYYY-MM-DD HH:00:00'.
  hour TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('workers-ai', 'local', 'local-fallback')),
  -- The chat model asked; '' when none was (offline by design).
  model TEXT NOT NULL DEFAULT '',
  -- Why the model's answer did not reach the visitor: 'error', 'timeout', 'rate-limited',
  -- 'malformed', 'daily-cap' (answered offline) or 'interrupted' (stopped after its first words);
  -- '' when nothing failed.
  failure TEXT NOT NULL DEFAULT '',
  answers INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, source, model, failure)
);
