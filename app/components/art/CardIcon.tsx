import type { IconName } from "~/content/page-types";

/*
 * The card icons: drawn for the site on a 24-unit grid with round 1.75-unit strokes in the
 * current colour, so one stylesheet rule colours them all. Each is a handful of path commands,
 * which keeps them cheap enough to ship as markup in the page's JavaScript.
 */
const PATHS: Record<IconName, string> = {
  board: "M4 4h16v16H4zM8 8h3v3H8zM14 8h2M14 12h2M8 15h8M11 9.5h3v2.5",
  chip: "M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4",
  waveform: "M2 12h3l2-6 3 12 3-9 2 6 2-3h5",
  motor:
    "M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM12 4v5.5M19 16l-4.8-2.8M5 16l4.8-2.8",
  antenna:
    "M12 11v10M9 21h6M12 11a1.5 1.5 0 1 0 0-.01M8 7a5.5 5.5 0 0 0 0 7.5M16 7a5.5 5.5 0 0 1 0 7.5M5 4a10 10 0 0 0 0 13.5M19 4a10 10 0 0 1 0 13.5",
  gear: "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  lightbulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  chat: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  book: "M4 5a2 2 0 0 1 2-2h5v17H6a2 2 0 0 0-2 1zM20 5a2 2 0 0 0-2-2h-5v17h5a2 2 0 0 1 2 1z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  shield: "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4",
  battery: "M3 8h15v8H3zM21 10.5v3M6 11v2M9 11v2M12 11v2",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  chart: "M4 4v16h16M8 16v-4M12 16V8M16 16v-6",
  rocket:
    "M12 3c3 2 5 5.5 4.5 10l-2 3h-5l-2-3C7 8.5 9 5 12 3zM12 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM9.5 16 7 20l3.5-1.5M14.5 16 17 20l-3.5-1.5",
  wrench: "M14.5 4a4.5 4.5 0 0 0-4.3 5.8L4 16l4 4 6.2-6.2A4.5 4.5 0 0 0 20 9.5l-3 3-3-3 3-3a4.5 4.5 0 0 0-2.5-2.5z",
  team: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M18 14.5c1.8.8 3 2.8 3 5.5",
  monitor: "M3 4h18v12H3zM8 20h8M12 16v4M6 12l3-3 2 2 4-4 3 3",
};

export function CardIcon({ name }: { name: IconName }) {
  return (
    <span className="card__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
