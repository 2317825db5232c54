import { useCallback, useEffect, useId, useRef, useState } from "react";
import { href, Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { VoiceNavToggle } from "~/features/voice-nav";
import { menuLinks, type NavLink } from "~/content/navigation";
import { useHasProjects } from "./useHasProjects";
import { SITE } from "~/content/site";
import { isActivePath, isCurrentPath } from "~/lib/navigation";
import { BackLink, usePageBackLink } from "~/components/pages/BackLink";
import { Logo } from "./Logo";
import { useScrolledPast } from "./useScrolledPast";

export const DROPDOWN_CLOSE_DELAY_MS = 150;
/** How far a sub-page scrolls before the header shows its back link (SPEC). */
export const BACK_LINK_SCROLL_THRESHOLD_PX = 100;

export function SiteHeader() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useOpenOnThisPage(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const backLink = usePageBackLink();
  const scrolledPast = useScrolledPast(BACK_LINK_SCROLL_THRESHOLD_PX);
  // The open menu takes the band's place below the bar.
  const backLinkShown = Boolean(backLink) && scrolledPast && !mobileOpen;
  const links = menuLinks(useHasProjects());

  // Escape closes the open menu from wherever the focus is, and hands the focus back to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen, setMobileOpen]);

  return (
    <header className={`site-header${backLinkShown ? " site-header--with-back-link" : ""}`}>
      <div className="container site-header__bar">
        <Link to={href("/")} className="site-header__logo" aria-label={`${SITE.name} home`}>
          <Logo />
          <span className="site-header__name">{SITE.name}</span>
        </Link>
        <nav className="desktop-nav" aria-label="Main">
          <ul className="desktop-nav__list">
            {links.map((link) => (
              <li key={link.path}>
                {link.subLinks ? (
                  <DesktopDropdown link={link} pathname={pathname} />
                ) : (
                  <MenuLink link={link} pathname={pathname} className="desktop-nav__link" />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <VoiceNavToggle />
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span className="menu-button__icon" aria-hidden="true" />
            <span className="visually-hidden">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>
      {/* A second band of the sticky header, which text never enters (decision 0062). */}
      {backLink ? (
        <div className="site-header__back" hidden={!backLinkShown}>
          <div className="container">
            <BackLink {...backLink} />
          </div>
        </div>
      ) : null}
      <MobileMenu open={mobileOpen} pathname={pathname} />
    </header>
  );
}

/** A menu entry; `exact` (a section's overview inside its own dropdown) is active on that page only. */
function MenuLink({
  link,
  pathname,
  className,
  exact = false,
}: {
  link: NavLink;
  pathname: string;
  className: string;
  exact?: boolean;
}) {
  const active = exact ? isCurrentPath(link.path, pathname) : isActivePath(link.path, pathname);
  return (
    <RouterNavLink
      to={link.path}
      end
      className={`${className}${active ? " is-active" : ""}`}
      aria-current={pathname === link.path ? "page" : undefined}
    >
      {link.name}
    </RouterNavLink>
  );
}

/**
 * Hover opens at once; leaving closes after DROPDOWN_CLOSE_DELAY_MS; a click toggles, except that
 * the first click on a parent the pointer has just opened keeps it open: that click (or a tap,
 * which a touch screen precedes with a mouseenter) was meant to open it.
 */
function DesktopDropdown({ link, pathname }: { link: NavLink; pathname: string }) {
  const [open, setOpen] = useOpenOnThisPage(pathname);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const active = isActivePath(link.path, pathname);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  return (
    <div
      className="dropdown"
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          (event.currentTarget.querySelector("button") as HTMLButtonElement | null)?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={`desktop-nav__link dropdown__toggle${active ? " is-active" : ""}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else setOpen((isOpen) => !isOpen);
        }}
      >
        {link.name}
        <span className="dropdown__chevron" aria-hidden="true" />
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        <SectionMenuItems link={link} pathname={pathname} linkClassName="dropdown__link" />
      </ul>
    </div>
  );
}

/** A section's menu entries: its overview page first, then its sub-pages. */
function SectionMenuItems({
  link,
  pathname,
  linkClassName,
}: {
  link: NavLink;
  pathname: string;
  linkClassName: string;
}) {
  return (
    <>
      <li>
        <MenuLink
          link={{ name: `${link.name} overview`, path: link.path }}
          pathname={pathname}
          className={linkClassName}
          exact
        />
      </li>
      {(link.subLinks ?? []).map((sub) => (
        <li key={sub.path}>
          <MenuLink link={sub} pathname={pathname} className={linkClassName} />
        </li>
      ))}
    </>
  );
}

function MobileMenu({ open, pathname }: { open: boolean; pathname: string }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const links = menuLinks(useHasProjects());
  return (
    <nav id="mobile-menu" className="mobile-nav" aria-label="Main menu" hidden={!open}>
      <ul className="container mobile-nav__list">
        {links.map((link) => (
          <li key={link.path}>
            {link.subLinks ? (
              <>
                <button
                  type="button"
                  className={`mobile-nav__link mobile-nav__parent${isActivePath(link.path, pathname) ? " is-active" : ""}`}
                  aria-expanded={expanded === link.path}
                  onClick={() => setExpanded((current) => (current === link.path ? null : link.path))}
                >
                  {link.name}
                  <span className="dropdown__chevron" aria-hidden="true" />
                </button>
                <ul className="mobile-nav__sublist" hidden={expanded !== link.path}>
                  <SectionMenuItems link={link} pathname={pathname} linkClassName="mobile-nav__sublink" />
                </ul>
              </>
            ) : (
              <MenuLink link={link} pathname={pathname} className="mobile-nav__link" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type OpenUpdate = boolean | ((open: boolean) => boolean);

/**
 * Open-or-closed state that belongs to the page it was opened on, so reaching another page
 * closes the menu by itself.
 */
function useOpenOnThisPage(pathname: string): [boolean, (update: OpenUpdate) => void] {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback(
    (update: OpenUpdate) =>
      setOpenOn((current) => {
        const open = typeof update === "function" ? update(current === pathname) : update;
        return open ? pathname : null;
      }),
    [pathname],
  );
  return [openOn === pathname, setOpen];
}
