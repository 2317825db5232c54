import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    client: {
      build: {
        // Every stylesheet the app imports (app/styles/ from root.tsx, each feature's own file from
        // its component) goes into one chunk, so each page loads one render-blocking stylesheet.
        // Its rules follow the import order, root.tsx's imports first (see README, Layout).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "styles", test: /\.css$/ }] } } },
      },
    },
  },
  plugins: [
    // Workers AI is always a remote binding; offline runs must not try to reach it.
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    reactRouter(),
  ],
});
