import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageTextEditor, type SectionEditActionData } from "~/features/staff-console/PageTextEditor";
import type { SectionEditorData } from "~/features/staff-console/page-text-console.server";
import { renderRoute } from "./support/render";

const BUILT_IN = "Answers to the questions we hear most often.";

const EDITOR: SectionEditorData = {
  page: "faq_page",
  section: "intro",
  kind: "block",
  fallback: BUILT_IN,
  stored: "<p>Stored <em>now</em></p>",
  rendered: { source: "stored", html: "<p>Stored <em>now</em></p>" },
  history: [
    {
      id: 7,
      html: "<p>Stored <em>now</em></p>",
      action: "set",
      restoredVersion: null,
      changedBy: "ada@example.com",
      changedAt: "2026-11-25 10:00:00",
    },
    {
      id: 3,
      html: null,
      action: "reset",
      restoredVersion: null,
      changedBy: "staff command (grace)",
      changedAt: "2026-11-24 09:00:00",
    },
  ],
  historyLimit: 50,
  maxChars: 20_000,
  cacheSeconds: 30,
};

/** The editor route with a stand-in for the server's action, which records what was posted. */
function renderEditor(answer: (text: string) => SectionEditActionData["preview"]) {
  const posted: FormData[] = [];
  const Page = ({ actionData }: { actionData?: SectionEditActionData }) => (
    <PageTextEditor editor={EDITOR} actionData={actionData} done={null} />
  );
  const view = renderRoute(Page, {
    path: "/staff/pages/:page/:section",
    url: "/staff/pages/faq_page/intro",
    async action({ request }) {
      const form = await request.formData();
      posted.push(form);
      return { result: { status: "success" }, preview: answer(String(form.get("text"))) };
    },
  });
  return { ...view, posted };
}

const preview = () => screen.getByRole("region", { name: "Preview: as the page will show it" });

describe("the page-text editor", () => {
  it("starts from the stored value and shows what visitors see now", async () => {
    renderEditor(() => null);
    expect(await screen.findByLabelText("Text (HTML)")).toHaveProperty("value", "<p>Stored <em>now</em></p>");
    expect(within(preview()).getByText("now").tagName).toBe("EM");
  });

  it("asks the server for the preview once typing pauses and shows its rendering", async () => {
    const { user, posted } = renderEditor((text) => ({
      ok: true,
      html: text.replace("<script>x</script>", ""),
      changed: true,
    }));
    const box = await screen.findByLabelText("Text (HTML)");
    await user.clear(box);
    await user.type(box, "<b>New</b><script>x</script>");
    expect(await within(preview()).findByText("New")).toHaveProperty("tagName", "B");
    expect(within(preview()).getByText("Markup the site does not show was removed or rewritten.")).toBeDefined();
    // One request for the whole burst of typing, not one a key.
    expect(posted.map((form) => [form.get("intent"), form.get("text")])).toEqual([
      ["preview", "<b>New</b><script>x</script>"],
    ]);
  });

  it("says why a text would be refused and shows the built-in text visitors would see instead", async () => {
    const { user } = renderEditor(() => ({ ok: false, error: "the text sanitises to nothing", html: BUILT_IN }));
    const box = await screen.findByLabelText("Text (HTML)");
    await user.clear(box);
    await user.type(box, "<script>x</script>");
    expect(
      await within(preview()).findByText("This text would be refused: the text sanitises to nothing"),
    ).toBeDefined();
    expect(within(preview()).getByText(BUILT_IN)).toBeDefined();
  });

  it("lists versions with who and when, and offers Restore for all but the latest", async () => {
    renderEditor(() => null);
    const versions = within(await screen.findByRole("region", { name: "Previous versions" })).getAllByRole("listitem");
    expect(versions.map((version) => version.querySelector("p")?.textContent)).toEqual([
      "#7 Saved by ada@example.com, 2026-11-25 10:00:00 UTC (the latest)",
      "#3 Reset to the built-in text by staff command (grace), 2026-11-24 09:00:00 UTC",
    ]);
    expect(within(versions[0]!).queryByRole("button")).toBeNull();
    expect(within(versions[1]!).getByRole("button", { name: "Restore version #3" })).toBeDefined();
    expect(within(versions[1]!).getByText("(the built-in text)")).toBeDefined();
  });
});
