import { DrizzleQueryError } from "drizzle-orm";
/**
 * The Worker's log lines: one JSON object per line, which Workers Logs indexes field by field.
 * Lines carry ids, names of things and reasons, never what a visitor typed (name, e-mail,
 * title, message, transcript): the logs are read by more people, and kept longer, than the leads.
 */
type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logFailure(event: string, fields: LogFields & { reason: string }): void {
  console.error(JSON.stringify({ level: "error", event, ...fields }));
}

export function logWarning(event: string, fields: LogFields): void {
  console.warn(JSON.stringify({ level: "warn", event, ...fields }));
}

export function logInfo(event: string, fields: LogFields): void {
  console.log(JSON.stringify({ level: "info", event, ...fields }));
}

const MAX_REASON_CHARACTERS = 300;

/**
 * What went wrong, in the failing service's own words, without what drizzle adds: its
 * DrizzleQueryError's message lists the statement's values, which are the visitor's details, so
 * only its cause (D1's error) is told. Control characters are dropped so a reason cannot forge
 * log lines.
 */
export function failureReason(thrown: unknown): string {
  const error = thrown instanceof Error && thrown.cause instanceof Error ? thrown.cause : thrown;
  const message =
    error instanceof DrizzleQueryError
      ? "Error: database query failed"
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  return message.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").slice(0, MAX_REASON_CHARACTERS);
}
