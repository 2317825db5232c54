import { href, Link } from "react-router";

export function NotFoundPage() {
  return (
    <section className="page-section not-found">
      <div className="container narrow">
        <p className="eyebrow">404</p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <WayOnLinks />
      </div>
    </section>
  );
}

/** Where a visitor can go from a page that failed: home, or to a person. */
export function WayOnLinks() {
  return (
    <div className="button-row">
      <Link to={href("/")} className="button button--primary">
        Back to Home
      </Link>
      <Link to={href("/contact")} className="button button--outline">
        Contact Us
      </Link>
    </div>
  );
}
