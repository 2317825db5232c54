/**
 * A menu entry is active when the current path is its path or lies below it
 * ("a parent is active when the path starts with its path"), compared by whole segments
 * so that /services does not light up for /services-extra.
 */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const current = normalise(currentPath);
  const link = normalise(linkPath);
  if (link === "/") return current === "/";
  return current === link || current.startsWith(`${link}/`);
}

/** True when the current path is exactly the link's page (trailing slash, query and hash aside). */
export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  return normalise(linkPath) === normalise(currentPath);
}

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || "/";
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, "") || "/" : withoutQuery;
}
