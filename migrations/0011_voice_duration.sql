-- A voice idea's recording length (issue 43): the browser's recorder measures it and the Worker
-- checks it is within the recording limit. The console's player shows it, since a recording from
-- MediaRecorder has no duration in its WebM header (the audio element reads Infinity). Ideas
-- stored before this hold NULL: their length is not known.
ALTER TABLE voice_uploads ADD COLUMN duration_ms INTEGER;
