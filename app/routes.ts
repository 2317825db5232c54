import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("history", "routes/history.tsx"),
  route("services", "routes/services.tsx"),
  route("services/consultancy", "routes/services.consultancy.tsx"),
  route("services/electronic-design", "routes/services.electronic-design.tsx"),
  route("services/system-development", "routes/services.system-development.tsx"),
  route("services/system-implementation", "routes/services.system-implementation.tsx"),
  route("techniques", "routes/techniques.tsx"),
  // One module for every technique: its own page, the generic page, or 'Technique not found'.
  route("techniques/:slug", "routes/techniques.$slug.tsx"),
  route("swift-development", "routes/swift-development.tsx"),
  route("motor-control-design", "routes/motor-control-design.tsx"),
  // The hub shows its header and cards only at /help-connect exactly, where its index child
  // is the blog highlights page; on sub-routes only the child page shows.
  route("help-connect", "routes/help-connect.tsx", [
    index("routes/blog-highlights.tsx", { id: "routes/help-connect-index" }),
    route("blog-highlights", "routes/blog-highlights.tsx"),
    route("faqs", "routes/faqs.tsx"),
    route("contact-us", "routes/contact.tsx", { id: "routes/help-connect-contact-us" }),
  ]),
  route("blog", "routes/blog-highlights.tsx", { id: "routes/blog" }),
  route("blog/feed.xml", "routes/blog.feed.xml.ts"),
  // One module for every article, or 'Article not found'.
  route("blog/:slug", "routes/blog.$slug.tsx"),
  // Case studies: the index exists only while one is published; one module for every case study.
  route("projects", "routes/projects.tsx"),
  route("projects/:slug", "routes/projects.$slug.tsx"),
  route("faq", "routes/faqs.tsx", { id: "routes/faq" }),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The staff console (behind Cloudflare Access; workers/api.ts refuses everyone else on /staff*).
  route("staff", "routes/staff.tsx", [
    index("routes/staff._index.tsx"),
    route("leads", "routes/staff.leads.tsx"),
    route("leads/export", "routes/staff.leads.export.ts"),
    route("leads/:kind/:id", "routes/staff.leads.$kind.$id.tsx"),
    route("pages", "routes/staff.pages.tsx"),
    route("pages/:page/:section", "routes/staff.pages.$page.$section.tsx"),
    route("pages/:page/:section/restore", "routes/staff.pages.$page.$section.restore.tsx"),
    route("pages/:page/:section/reset", "routes/staff.pages.$page.$section.reset.tsx"),
    // Articles and case studies: one module per page, registered for each kind (the path says which).
    route("articles", "routes/staff.publications.tsx", { id: "routes/staff-articles" }),
    route("articles/:id", "routes/staff.publications.$id.tsx", { id: "routes/staff-article" }),
    route("articles/:id/delete", "routes/staff.publications.$id.delete.tsx", { id: "routes/staff-article-delete" }),
    route("case-studies", "routes/staff.publications.tsx", { id: "routes/staff-case-studies" }),
    route("case-studies/:id", "routes/staff.publications.$id.tsx", { id: "routes/staff-case-study" }),
    route("case-studies/:id/delete", "routes/staff.publications.$id.delete.tsx", {
      id: "routes/staff-case-study-delete",
    }),
    route("privacy", "routes/staff.privacy.tsx"),
    route("privacy/download", "routes/staff.privacy.download.ts"),
    route("privacy/erase", "routes/staff.privacy.erase.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
