import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Each route's loader, action and client code are separate chunks, so a page downloads only
  // what it renders (the default since React Router 8, kept explicit because the bench relies on it).
  splitRouteModules: true,
} satisfies Config;
