import { screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { PageTextEditor, sectionEditorKey, type SectionEditActionData } from "~/features/staff-console/PageTextEditor";
import type { SectionEditorData } from "~/features/staff-console/page-text-console.server";
import { renderRoute, renderWithToasts } from "./support/render";

const BUILT_IN = "Answers to the questions we hear most often.";

const EDITOR: SectionEditorData = {
  page: "faq_page",
  section: "intro",
  pageName: "FAQs",
  label: "Introduction · Frequently Asked Questions",
  // The text field, as without JavaScript; the rich mode has tests of its own below.
  plain: true,
  siteHref: "/help-connect/faqs#:~:text=Stored%20now",
  kind: "block",
  fallback: BUILT_IN,
  original: BUILT_IN,
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
function renderEditor(answer: (text: string) => SectionEditActionData["preview"], editor = EDITOR) {
  const posted: FormData[] = [];
  const Page = ({ actionData }: { actionData?: SectionEditActionData }) => (
    <PageTextEditor editor={editor} actionData={actionData} done={null} />
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
    expect(await screen.findByLabelText("Text")).toHaveProperty("value", "<p>Stored <em>now</em></p>");
    expect(within(preview()).getByText("now").tagName).toBe("EM");
  });

  it("asks the server for the preview once typing pauses and shows its rendering", async () => {
    const { user, posted } = renderEditor((text) => ({
      ok: true,
      html: text.replace("<script>x</script>", ""),
      changed: true,
    }));
    const box = await screen.findByLabelText("Text");
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
    const box = await screen.findByLabelText("Text");
    await user.clear(box);
    await user.type(box, "<script>x</script>");
    expect(
      await within(preview()).findByText("This text would be refused: the text sanitises to nothing"),
    ).toBeDefined();
    expect(within(preview()).getByText(BUILT_IN)).toBeDefined();
  });

  it("names the section by its place, never by its identifier, and links to it on the site", async () => {
    renderEditor(() => null);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "Introduction · Frequently Asked Questions",
    );
    expect(screen.getByRole("link", { name: "View on the site" }).getAttribute("href")).toBe(
      "/help-connect/faqs#:~:text=Stored%20now",
    );
    expect(document.body.textContent).not.toMatch(/faq_page|\bintro\b/);
  });

  it("marks only the original as showing after a reset, not the reset entry too", async () => {
    renderEditor(() => null, { ...EDITOR, stored: null, history: EDITOR.history.slice(1) });
    const history = await screen.findByRole("region", { name: "History" });
    expect(within(history).getAllByText(/\(showing now\)/)).toHaveLength(1);
    expect(within(history).getByText(/\(showing now\)/).textContent).toContain("Original text, built into the site");
  });

  it("tells the primary, secondary and risky actions apart", async () => {
    renderEditor(() => null);
    expect((await screen.findByRole("button", { name: "Save" })).className).toBe("staff-button");
    expect(screen.getByRole("button", { name: "Preview" }).className).toContain("staff-button--secondary");
  });

  it("lists changes with who and when, then the original text; Restore opens a confirmation page", async () => {
    renderEditor(() => null);
    const versions = within(await screen.findByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(versions.map((version) => version.querySelector("p")?.textContent)).toEqual([
      "#7 Saved by ada@example.com, Wed 25 Nov 2026, 10:00 (showing now)",
      "#3 Original text restored by staff command (grace), Tue 24 Nov 2026, 09:00",
      "Original text, built into the site",
    ]);
    expect(within(versions[0]!).queryByRole("link")).toBeNull();
    expect(within(versions[1]!).getByRole("link", { name: "Restore version #3…" }).getAttribute("href")).toBe(
      "/staff/pages/faq_page/intro/restore?version=3",
    );
    expect(within(versions[1]!).getByText("(the original text)")).toBeDefined();
    expect(within(versions[2]!).getByText(BUILT_IN)).toBeDefined();
    expect(within(versions[2]!).getByRole("link", { name: "Restore the original…" }).getAttribute("href")).toBe(
      "/staff/pages/faq_page/intro/reset",
    );
  });

  it("asks before leaving with unsaved changes, and stays when asked to", async () => {
    const { user } = renderEditor(() => null);
    const box = await screen.findByLabelText("Text");
    await user.type(box, " more");
    await user.click(screen.getByRole("link", { name: "All page text" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText("Text")).toHaveProperty("value", "<p>Stored <em>now</em></p> more");
  });

  it("leaves without asking when nothing was typed", async () => {
    const { user } = renderEditor(() => null);
    await user.click(await screen.findByRole("link", { name: "All page text" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByLabelText("Text")).toBeNull();
  });

  it("edits a formatted text in the rich editor, which writes its HTML into the form, and shows it under Source", async () => {
    const { user, posted } = renderEditor((text) => ({ ok: true, html: text, changed: false }), {
      ...EDITOR,
      plain: false,
    });
    // The text field shows until the editor has loaded; then only the rich editor.
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    const rich = screen.getByRole("textbox", { name: "Text" });
    expect(rich.getAttribute("contenteditable")).toBe("true");
    expect(within(rich).getByText("now").tagName).toBe("EM");
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Bold", "Italic", "Link", "Bulleted list", "Numbered list"]);

    await user.click(screen.getByRole("button", { name: "Source" }));
    const source = screen.getByRole("textbox", { name: "Text" });
    expect(source.tagName).toBe("TEXTAREA");
    await user.clear(source);
    await user.type(source, "<p>From <strong>source</strong></p>");
    await user.click(screen.getByRole("button", { name: "Source" }));
    const again = await screen.findByRole("textbox", { name: "Text" });
    expect(within(again).getByText("source").tagName).toBe("STRONG");
    // The preview is asked for once typing pauses, so the post comes a moment later.
    await waitFor(() => expect(posted.at(-1)?.get("text")).toBe("<p>From <strong>source</strong></p>"));
  });

  it("offers bold and italics but no link for the label of a link, and writes it without a paragraph", async () => {
    const label = "<em>Learn</em> More";
    const { user, posted } = renderEditor((text) => ({ ok: true, html: text, changed: false }), {
      ...EDITOR,
      page: "services_page",
      section: "consultancy_card_link_label",
      plain: false,
      kind: "label",
      stored: label,
      rendered: { source: "stored", html: label },
    });
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Bold", "Italic"]);
    expect(screen.getByText(/only bold and italics are kept/)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Text" }), " now");
    await waitFor(() => expect(posted.at(-1)?.get("text")).toBe("<em>Learn</em> More now"));
  });

  it("offers a plain text field, without formatting, for a text that names something", async () => {
    renderEditor(() => null);
    expect((await screen.findByRole("textbox", { name: "Text" })).tagName).toBe("TEXTAREA");
    expect(screen.queryByRole("button", { name: "Source" })).toBeNull();
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("shows the saved text in the rich editor once a save has started the form again, and adds what is typed next to it", async () => {
    // The route as the server has it: the action stores the text as a new version and answers
    // with a redirect, the loader reads the section again, and the route keys the editor by it.
    let stored = { id: 7, html: "<p><em>Stored</em> now</p>" };
    const editorData = (): SectionEditorData => ({
      ...EDITOR,
      plain: false,
      stored: stored.html,
      rendered: { source: "stored", html: stored.html },
      history: [{ ...EDITOR.history[0]!, id: stored.id, html: stored.html }],
    });
    const Page = ({ loaderData }: { loaderData: { editor: SectionEditorData } }) => (
      <PageTextEditor
        key={sectionEditorKey(loaderData.editor)}
        editor={loaderData.editor}
        actionData={undefined}
        done={null}
      />
    );
    const Stub = createRoutesStub([
      {
        path: "/staff/pages/:page/:section",
        Component: Page,
        loader: () => ({ editor: editorData() }),
        async action({ request }) {
          const form = await request.formData();
          if (form.get("intent") !== "save") return { result: { status: "success" }, preview: null };
          stored = { id: stored.id + 1, html: String(form.get("text")) };
          return redirect("/staff/pages/faq_page/intro?done=saved");
        },
      },
    ]);
    const { user } = renderWithToasts(<Stub initialEntries={["/staff/pages/faq_page/intro"]} />);

    await screen.findByRole("toolbar", { name: "Formatting" });
    await user.type(screen.getByRole("textbox", { name: "Text" }), " and later");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(stored.id).toBe(8));
    const rich = await screen.findByRole("textbox", { name: "Text" });
    await waitFor(() => expect(rich.textContent).toBe("Stored now and later"));

    await user.type(screen.getByRole("textbox", { name: "Text" }), ", typo fixed");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(stored).toEqual({ id: 9, html: "<p><em>Stored</em> now and later, typo fixed</p>" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Text" }).textContent).toBe("Stored now and later, typo fixed"),
    );
  });
});
