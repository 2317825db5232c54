/**
 * A recording's length as people read it, shared by the voice form's counter and the staff
 * console's player.
 */

/** 83_000 ms → "1:23". */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
