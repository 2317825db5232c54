import Link from "@tiptap/extension-link";

/**
 * Links in the console's rich editors: web, mail and site addresses only; the site's target and
 * rel rules are the sanitiser's. Imported by the lazily loaded editors only.
 */
export const RICH_TEXT_LINK = Link.configure({
  openOnClick: false,
  autolink: false,
  protocols: ["mailto"],
  HTMLAttributes: { target: null, rel: null },
});
