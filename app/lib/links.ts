import { href } from "react-router";
/** Paths of the contact page; both render the same contact form. */
export const CONTACT_PATH = href("/contact");
export const HELP_CONTACT_PATH = href("/help-connect/contact-us");

/** A link to the contact form with its subject field prefilled. */
export function contactHref(subject: string, path: string = CONTACT_PATH): string {
  return `${path}?${new URLSearchParams({ subject })}`;
}

/** A mailto: link; spaces are encoded as %20 because mail clients do not decode "+". */
export function mailtoHref(email: string, { subject, body }: { subject: string; body?: string }): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${query.join("&")}`;
}

/** The video site's search results for a query, opened in a new tab by the video cards. */
export function videoSearchHref(query: string): string {
  return `https://www.youtube.com/results?${new URLSearchParams({ search_query: query })}`;
}
