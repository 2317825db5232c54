/** The navigation tree of the site (spec section 2). Home is routed but left out of the menu list. */
export interface NavLink {
  name: string;
  path: string;
  subLinks?: readonly { name: string; path: string }[];
}

export const HOME_LINK: NavLink = { name: "Home", path: "/" };

export const MENU_LINKS: readonly NavLink[] = [
  { name: "About", path: "/about" },
  { name: "History", path: "/history" },
  {
    name: "Services",
    path: "/services",
    subLinks: [
      { name: "Consultancy", path: "/services/consultancy" },
      { name: "Electronic Design", path: "/services/electronic-design" },
      { name: "System Development", path: "/services/system-development" },
      { name: "System Implementation", path: "/services/system-implementation" },
    ],
  },
  {
    name: "Techniques",
    path: "/techniques",
    subLinks: [
      { name: "Circuit Design", path: "/techniques/circuit-design" },
      { name: "Embedded Software", path: "/techniques/embedded-software" },
      { name: "Communication", path: "/techniques/communication" },
      { name: "Algorithm Development", path: "/techniques/algorithm-development" },
    ],
  },
  { name: "Swift Development", path: "/swift-development" },
  {
    name: "Help & Connect",
    path: "/help-connect",
    subLinks: [
      { name: "Blog Highlights", path: "/help-connect/blog-highlights" },
      { name: "FAQs", path: "/help-connect/faqs" },
      { name: "Contact Us", path: "/help-connect/contact-us" },
    ],
  },
];

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { name: "Services", path: "/services" },
  { name: "Techniques", path: "/techniques" },
  { name: "Blog Highlights", path: "/help-connect/blog-highlights" },
  { name: "FAQs", path: "/help-connect/faqs" },
  { name: "Contact Us", path: "/help-connect/contact-us" },
];
