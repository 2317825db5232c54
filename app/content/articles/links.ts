import { href } from "react-router";
import { BLOG_PATH } from "../help-connect";

// The blog's feed and the articles' way back to the blog (the articles themselves are in D1).

/** The blog's Atom feed; its title is the name a feed reader lists it under (not page copy). */
export const BLOG_FEED = { path: href("/blog/feed.xml"), title: "Blog Highlights" } as const;
export const BLOG_BACK_LINK = { label: "Back to Blog Highlights", href: BLOG_PATH } as const;
