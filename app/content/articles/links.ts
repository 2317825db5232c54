import { href } from "react-router";
import { BLOG_PATH } from "../help-connect";

// The articles' addresses, apart from their text: the blog page links to them and names the feed
// without loading the three articles into its first load.

export function articlePath(slug: string): string {
  return href("/blog/:slug", { slug });
}

/** The blog's Atom feed; its title is the name a feed reader lists it under (not page copy). */
export const BLOG_FEED = { path: href("/blog/feed.xml"), title: "Blog Highlights" } as const;
export const BLOG_BACK_LINK = { label: "Back to Blog Highlights", href: BLOG_PATH } as const;
