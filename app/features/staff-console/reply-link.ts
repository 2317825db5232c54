import { cutAtWord } from "./leads";
import { staffTime } from "~/lib/firm-time";

/** How much of the visitor's text the reply quotes: mail programs refuse very long mailto: links. */
const QUOTED_CHARACTERS = 1500;

/**
 * The lead page's Reply: a mailto: link (RFC 6068) that opens the mail program with the visitor's
 * address, "Re: <subject>" and their message quoted below an empty first line.
 */
export function replyLink({
  email,
  subject,
  name,
  receivedAt,
  text,
}: {
  email: string;
  subject: string;
  name: string;
  receivedAt: string;
  text: string;
}): string {
  const quoted = cutAtWord(text.trim(), QUOTED_CHARACTERS)
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join("\r\n");
  const body = !text.trim() ? "" : `\r\n\r\nOn ${staffTime(receivedAt)}, ${name.trim() || email} wrote:\r\n${quoted}`;
  const subjectLine = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${encodeURIComponent(email.trim()).replaceAll("%40", "@")}?subject=${encodeURIComponent(subjectLine)}${body ? `&body=${encodeURIComponent(body)}` : ""}`;
}
