/**
 * Times in the console and the staff mails: the firm's zone (Europe/Dublin), named once on each
 * page or mail. D1 stores UTC ("YYYY-MM-DD HH:MM:SS"); the same explicit zone and locale on the
 * server and in the browser give the same text, so a hydrated page matches its HTML.
 */
export const FIRM_TIME_ZONE = "Europe/Dublin";

/** How a page or mail names the zone, once. */
export const FIRM_TIME_NOTE = "Times are Irish time (Europe/Dublin).";

const TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A D1 timestamp (UTC) as an instant. */
export function fromD1(timestamp: string): Date {
  return new Date(`${timestamp.replace(" ", "T")}Z`);
}

/**
 * "Sun 29 Nov 2026, 14:05" in Irish time, or `none` for no time. Put together from the parts, since
 * ICU versions differ in the punctuation between them (a comma after the weekday or not).
 */
export function staffTime(timestamp: string | null, none = "not yet"): string {
  if (!timestamp) return none;
  const part = Object.fromEntries(TIME.formatToParts(fromD1(timestamp)).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** A YYYY-MM-DD day as people write it: "29 Nov 2026". */
export function staffDay(day: string): string {
  return DAY.format(new Date(`${day}T12:00:00Z`));
}

/** The wall clock in Dublin at an instant, as a UTC-based number, so the difference is the zone's offset. */
function dublinOffsetMs(instant: Date): number {
  const part = Object.fromEntries(PARTS.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - instant.getTime();
}

/** The instant a Dublin day (YYYY-MM-DD) starts; clocks change at 01:00 UTC, so midnight is never ambiguous. */
export function dublinDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - dublinOffsetMs(utcMidnight));
}

/** The Dublin day (YYYY-MM-DD) an instant falls on. */
export function dublinDay(instant: Date): string {
  return new Date(instant.getTime() + dublinOffsetMs(instant)).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A D1 timestamp as Irish wall-clock time, "2026-11-29 14:05": what a spreadsheet reads as a date and sorts. */
export function dublinTimestamp(timestamp: string): string {
  const instant = fromD1(timestamp);
  return new Date(instant.getTime() + dublinOffsetMs(instant)).toISOString().slice(0, 16).replace("T", " ");
}
