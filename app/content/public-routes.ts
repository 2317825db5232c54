/**
 * Every public page address: the one list /sitemap.xml is built from and the end-to-end tests
 * walk (so it imports nothing: the tests load it outside the app). An alias renders the same
 * page as its main address and is left out of the sitemap. tests/unit/public-routes.test.ts
 * checks that every page the site links to is listed here.
 */
export interface PublicRoute {
  path: string;
  /** How a link to the page reads in a sentence (the assistant's replies). */
  name: string;
  /**
   * The staff-editable page (app/content/editable.ts) whose text this address shows: what the
   * assistant knows of the page. Aliases leave it out (their main address has it).
   */
  content?: string;
  /** Set on an alias: the address search engines should index instead. */
  aliasOf?: string;
  /**
   * Set on a placeholder, a technique's generic page that only says its guide is on its way:
   * kept out of the sitemap and marked noindex until the technique has an article of its own.
   */
  placeholder?: true;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", name: "the home page", content: "home_page" },
  { path: "/about", name: "About Us", content: "about_page" },
  { path: "/history", name: "Our History", content: "history_page" },
  { path: "/services", name: "Our Services", content: "services_page" },
  { path: "/services/consultancy", name: "Consultancy", content: "consultancy_page" },
  { path: "/services/electronic-design", name: "Electronic Design", content: "electronic_design_page" },
  { path: "/services/system-development", name: "System Development", content: "system_development_page" },
  { path: "/services/system-implementation", name: "System Implementation", content: "system_implementation_page" },
  { path: "/techniques", name: "Our Techniques", content: "techniques_page" },
  { path: "/techniques/circuit-design", name: "Circuit Design", content: "circuit_design_page" },
  { path: "/techniques/embedded-software", name: "Embedded Software", content: "embedded_software_page" },
  { path: "/techniques/communication", name: "Communication", content: "communication_page" },
  { path: "/techniques/algorithm-development", name: "Algorithm Development", content: "algorithm_development_page" },
  {
    path: "/techniques/digital-signal-processing",
    name: "Digital Signal Processing",
    content: "digital_signal_processing_page",
    placeholder: true,
  },
  {
    path: "/techniques/low-power-design",
    name: "Low-Power Design",
    content: "low_power_design_page",
    placeholder: true,
  },
  { path: "/swift-development", name: "Swift Development", content: "swift_development_page" },
  { path: "/motor-control-design", name: "Motor Control Design", content: "motor_control_page" },
  { path: "/help-connect", name: "Help & Connect", content: "help_connect_page" },
  { path: "/help-connect/blog-highlights", name: "Blog Highlights", content: "blog_page" },
  { path: "/help-connect/faqs", name: "FAQs", content: "faq_page" },
  { path: "/help-connect/contact-us", name: "the contact form" },
  { path: "/privacy", name: "the privacy notice", content: "privacy_page" },
  { path: "/contact", name: "the contact form", aliasOf: "/help-connect/contact-us" },
  { path: "/blog", name: "Blog Highlights", aliasOf: "/help-connect/blog-highlights" },
  { path: "/faq", name: "FAQs", aliasOf: "/help-connect/faqs" },
];

export const SITEMAP_PATHS: readonly string[] = PUBLIC_ROUTES.filter(
  (route) => !route.aliasOf && !route.placeholder,
).map((route) => route.path);
