import { href } from "react-router";
/** The navigation tree of the site. Home is routed but left out of the menu list. */
export interface NavLink {
  name: string;
  path: string;
  subLinks?: readonly { name: string; path: string }[];
}

export const HOME_LINK: NavLink = { name: "Home", path: href("/") };

export const MENU_LINKS: readonly NavLink[] = [
  { name: "About", path: href("/about") },
  { name: "History", path: href("/history") },
  {
    name: "Services",
    path: href("/services"),
    subLinks: [
      { name: "Consultancy", path: href("/services/consultancy") },
      { name: "Electronic Design", path: href("/services/electronic-design") },
      { name: "System Development", path: href("/services/system-development") },
      { name: "System Implementation", path: href("/services/system-implementation") },
    ],
  },
  {
    name: "Techniques",
    path: href("/techniques"),
    subLinks: [
      { name: "Circuit Design", path: href("/techniques/:slug", { slug: "circuit-design" }) },
      { name: "Embedded Software", path: href("/techniques/:slug", { slug: "embedded-software" }) },
      { name: "Communication", path: href("/techniques/:slug", { slug: "communication" }) },
      { name: "Algorithm Development", path: href("/techniques/:slug", { slug: "algorithm-development" }) },
    ],
  },
  { name: "Swift Development", path: href("/swift-development") },
  {
    name: "Help & Connect",
    path: href("/help-connect"),
    subLinks: [
      { name: "Blog Highlights", path: href("/help-connect/blog-highlights") },
      { name: "FAQs", path: href("/help-connect/faqs") },
      { name: "Contact Us", path: href("/help-connect/contact-us") },
    ],
  },
];

/** Shown in the menu and the footer only while a case study is published (features/publishing). */
const PROJECTS_LINK: NavLink = { name: "Projects", path: href("/projects") };

/** The menu, with Projects after Techniques while a case study is published. */
export function menuLinks(withProjects: boolean): readonly NavLink[] {
  if (!withProjects) return MENU_LINKS;
  const at = MENU_LINKS.findIndex((link) => link.name === "Techniques") + 1;
  return [...MENU_LINKS.slice(0, at), PROJECTS_LINK, ...MENU_LINKS.slice(at)];
}

/** The footer's quick links, with Projects after Techniques while a case study is published. */
export function footerQuickLinks(withProjects: boolean): readonly NavLink[] {
  if (!withProjects) return FOOTER_QUICK_LINKS;
  const at = FOOTER_QUICK_LINKS.findIndex((link) => link.name === "Techniques") + 1;
  return [...FOOTER_QUICK_LINKS.slice(0, at), PROJECTS_LINK, ...FOOTER_QUICK_LINKS.slice(at)];
}

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { name: "Services", path: href("/services") },
  { name: "Techniques", path: href("/techniques") },
  { name: "Blog Highlights", path: href("/help-connect/blog-highlights") },
  { name: "FAQs", path: href("/help-connect/faqs") },
  { name: "Contact Us", path: href("/help-connect/contact-us") },
];

/** The link back to /services on each service's own page. */
export const SERVICES_BACK_LINK = { label: "Back to All Services", href: href("/services") } as const;
