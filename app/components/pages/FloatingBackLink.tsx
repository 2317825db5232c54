import { useEffect, useState } from "react";
import { Link } from "react-router";

/** The back link shows once the page is scrolled more than this many pixels. */
export const BACK_LINK_SCROLL_THRESHOLD = 100;

/**
 * A floating link back to a section's index page, shown after the visitor scrolls down. It reads
 * "← Back to All Services": the arrow, a real space, the label; the arrow is hidden from assistive
 * technology, so the link's name is the label alone.
 */
export function FloatingBackLink({ label, href }: { label: string; href: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_LINK_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!shown) return null;
  return (
    <Link to={href} className="floating-back-link">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
