// Entry point of `npm run staff`; the commands are in cli.ts. tsx runs it with the app's path
// alias (`~/`) from tsconfig.cloudflare.json, so the command reuses the site's own modules: the
// catalogue of editable sections, the schema and the HTML sanitiser.
import { runStaff } from "./cli";

process.exitCode = await runStaff(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
