/*
 * The footer's social-network marks, simplified and drawn in strokes like the card icons, so they
 * sit with the rest of the site's artwork. Decorative: the link's text beside it names the network.
 */
const PATHS: Record<string, string> = {
  LinkedIn:
    "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.75 2.75 0 0 1 5.5 0V17",
  YouTube: "M6 5h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zM10 9l5 3-5 3z",
  Instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.3 6.7v.01",
  TikTok: "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.4 4.6 5 5",
  X: "M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7.2M4.5 20l6.3-7.2",
};

export function SocialIcon({ name }: { name: string }) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg className="social-links__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
