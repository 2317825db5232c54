/** D1's CURRENT_TIMESTAMP format (UTC, "YYYY-MM-DD HH:MM:SS"), so timestamps compare as text. */
export function d1Timestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}
