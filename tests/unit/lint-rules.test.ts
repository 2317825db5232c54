import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint's import rules, run as `npm run lint` runs them (eslint.config.js), on a real module
 * given other text: the rule must refuse the change, and pass the file as it is.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function problems(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: `${ROOT}${path}` });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the lint's import rules", () => {
  it("refuse an import cycle between features and what they share", async () => {
    // app/lib/leads.ts is below the features; the staff console imports it. Importing the console
    // back would close a cycle, as privacy, voice ideas, staff mail and the console once did.
    const leads = readFileSync(`${ROOT}app/lib/leads.ts`, "utf8");
    expect(await problems("app/lib/leads.ts", leads)).toEqual([]);
    const cycle = `import { handleLeadSchema } from "~/features/staff-console";\nexport const schema = handleLeadSchema;\n${leads}`;
    expect(await problems("app/lib/leads.ts", cycle)).toContainEqual(
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
    );
  }, 60_000);

  it("refuse a feature's internals from outside it", async () => {
    const text =
      'import { leadFilterSchema } from "~/features/staff-console/leads";\nexport const schema = leadFilterSchema;\n';
    expect(await problems("app/routes/staff.leads.tsx", text)).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*Import a feature through its entry point/),
    );
  }, 60_000);
});
