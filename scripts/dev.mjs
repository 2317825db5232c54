// `npm run dev`: applies the D1 migrations to the local database, then starts React Router's Vite
// dev server (workerd inside) at http://localhost:5173 (PORT or --port picks another port).
// Extra arguments are passed to `react-router dev`.
import { spawn } from "node:child_process";
import { applyLocalMigrations, LOCAL_ENV } from "./local-wrangler.mjs";

applyLocalMigrations();

const args = process.argv.slice(2);
if (!args.includes("--port") && process.env.PORT) args.push("--port", process.env.PORT);
const server = spawn(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "dev", ...args], {
  stdio: "inherit",
  env: LOCAL_ENV,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
