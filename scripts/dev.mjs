// `npm run dev`: applies the D1 migrations to the local database, then starts React Router's Vite
// dev server (workerd inside) at http://localhost:5173 (PORT or --port picks another port).
// Extra arguments are passed to `react-router dev`.
import { applyLocalMigrations, runServer } from "./local-wrangler.mjs";

applyLocalMigrations();

const args = process.argv.slice(2);
if (!args.includes("--port") && process.env.PORT) args.push("--port", process.env.PORT);
runServer(["node_modules/@react-router/dev/bin.cjs", "dev", ...args]);
