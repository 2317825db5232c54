import { href, Link } from "react-router";
import { footerQuickLinks } from "~/content/navigation";
import { useHasProjects } from "./useHasProjects";
import { SITE } from "~/content/site";
import { SocialIcon } from "~/components/art/SocialIcon";
import { Logo } from "./Logo";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const quickLinks = footerQuickLinks(useHasProjects());
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <p id="footer-brand" className="site-footer__brand">
            <Logo size={32} /> {SITE.name}
          </p>
          <p className="site-footer__tagline">
            {SITE.name} {SITE.brandLine}.
          </p>
          <p>{SITE.footerBlurb}</p>
        </section>
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__list">
            {quickLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-get-in-touch">
          <h2 id="footer-get-in-touch" className="site-footer__heading">
            Get In Touch
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            <li>
              <address>{SITE.region}</address>
            </li>
          </ul>
          <ul className="social-links" aria-label="Social media">
            {SITE.social.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
                  <SocialIcon name={social.name} />
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {SITE.name}. All rights reserved. <Link to={href("/privacy")}>Privacy notice</Link>
        </p>
      </div>
    </footer>
  );
}
