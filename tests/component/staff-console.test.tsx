import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import {
  LeadDetails,
  LeadList,
  leadFilterSchema,
  Overview,
  PersonErasure,
  PublicationIndex,
  type LeadDetailsData,
} from "~/features/staff-console";
import type { OverviewData } from "~/features/staff-console/overview.server";
import type { PublicationIndexData } from "~/features/staff-console/publications-console.server";

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/staff/leads/*", Component: () => element }]);
  return render(<Stub initialEntries={["/staff/leads/ideas/7"]} />);
}

const idea = {
  id: 7,
  createdAt: "2026-11-25 10:00:00",
  updatedAt: "2026-11-25 10:01:00",
  userName: "Grace <i>Hopper</i>",
  userEmail: "grace@example.com",
  userContext: "Smart greenhouse",
  transcriptionStatus: "failed",
  transcriptionError: "Transcription failed after 4 attempts: model overloaded",
  transcript: null,
  fileName: "voice-idea-1-abc.webm",
  staffNotifiedAt: null,
  handledAt: null,
  handledBy: null,
  staffNote: null,
  durationMs: 42_500,
  sourcePath: "/motor-control-design",
};

describe("a voice idea's page", () => {
  it("plays the recording from the staff route and says why there is no transcript", () => {
    renderAt(<LeadDetails data={{ kind: "idea", lead: idea }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Voice idea #7: Smart greenhouse");
    const player = document.querySelector("audio")!;
    expect(player).toHaveAttribute("src", "/staff/leads/ideas/7/recording");
    expect(player).toHaveAttribute("controls");
    // Labelled by the "Recording" heading above it.
    expect(document.getElementById(player.getAttribute("aria-labelledby")!)).toHaveTextContent("Recording");
    // A download link, not the stored file name or the developers' r2:// address.
    expect(screen.getByRole("link", { name: "Download the recording" })).toHaveAttribute(
      "href",
      "/staff/leads/ideas/7/recording",
    );
    expect(document.body).not.toHaveTextContent("voice-idea-1-abc.webm");
    expect(document.body).not.toHaveTextContent("r2://");
    expect(
      screen.getByText(
        "Transcription failed; the recording is kept. Reason: Transcription failed after 4 attempts: model overloaded",
      ),
    ).toBeInTheDocument();
    // Visitor text stays text.
    expect(screen.getByText("Grace <i>Hopper</i>")).toBeInTheDocument();
    expect(document.querySelector("i")).toBeNull();
    expect(screen.getByRole("button", { name: "Mark as handled" })).toBeInTheDocument();
  });

  it("shows the recording's stored length beside the player, or that it is not known", () => {
    const { unmount } = renderAt(<LeadDetails data={{ kind: "idea", lead: idea }} />);
    expect(document.querySelector("audio")!.nextElementSibling).toHaveTextContent(/^Length: 0:42$/);
    unmount();
    renderAt(<LeadDetails data={{ kind: "idea", lead: { ...idea, durationMs: null } }} />);
    expect(document.querySelector("audio")!.nextElementSibling).toHaveTextContent(/^Length: not recorded$/);
  });

  it.each([
    [{ transcriptionStatus: "pending", transcriptionError: null }, "Not transcribed yet: the transcription is queued."],
    [
      {
        transcriptionStatus: "awaiting_service",
        transcriptionError: "Workers AI is not available in this environment",
      },
      "Not transcribed yet: the transcription service was not available. It is transcribed once it is.",
    ],
    [{ transcriptionStatus: "done", transcript: "" }, "(the recording holds no speech)"],
    [{ transcriptionStatus: "done", transcript: "Water it by itself." }, "Water it by itself."],
  ])("shows the transcript or its reason for %o", (changes, text) => {
    renderAt(<LeadDetails data={{ kind: "idea", lead: { ...idea, ...changes } } as LeadDetailsData} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [{ transcriptionStatus: "pending" }, "waiting in the queue to be transcribed"],
    [{ transcriptionStatus: "processing" }, "being transcribed now"],
    [{ transcriptionStatus: "done", transcript: "Hello." }, "transcribed"],
    [{ transcriptionStatus: "awaiting_service" }, "waiting for the transcription service"],
    [{}, "failed: Transcription failed after 4 attempts: model overloaded"],
  ])("states the transcription in words for %o", (changes, words) => {
    renderAt(<LeadDetails data={{ kind: "idea", lead: { ...idea, ...changes } } as LeadDetailsData} />);
    const term = screen.getByText("Transcription", { selector: "dt" });
    expect(term.nextElementSibling).toHaveTextContent(new RegExp(`^${words}$`));
  });

  it("says who handled it and when, instead of the form", () => {
    renderAt(
      <LeadDetails
        data={{ kind: "idea", lead: { ...idea, handledAt: "2026-11-25 11:00:00", handledBy: "ada@tetra.com" } }}
      />,
    );
    // Irish time, to the minute (the zone is named once, in the console's frame).
    expect(screen.getByText(/Handled by/)).toHaveTextContent("Handled by ada@tetra.com on Wed 25 Nov 2026, 11:00.");
    expect(screen.queryByRole("button", { name: "Mark as handled" })).toBeNull();
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo.closest("form")!.querySelector<HTMLInputElement>("input[name=intent]")!.value).toBe("unhandled");
  });

  it("shows Irish summer time an hour ahead of the stored UTC", () => {
    renderAt(<LeadDetails data={{ kind: "idea", lead: { ...idea, createdAt: "2026-06-30 23:30:00" } }} />);
    expect(screen.getByText("Received", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      /^Wed 1 Jul 2026, 00:30$/,
    );
  });

  it("replies by e-mail with Re: and the visitor's words quoted, and names the alert mail for what it is", () => {
    renderAt(
      <LeadDetails
        data={{
          kind: "enquiry",
          lead: {
            id: 12,
            createdAt: "2026-11-25 09:00:00",
            inquiryType: "Partnership",
            firstName: "Zoë",
            lastName: "Ní Bhriain",
            email: "zoe@example.com",
            subject: "Pump & valve",
            message: "Hello,\nwe need a controller.",
            staffNotifiedAt: "2026-11-25 09:01:00",
            sourcePath: null,
            handledAt: null,
            handledBy: null,
            staffNote: "Called back on Monday.",
          },
        }}
      />,
    );
    const reply = new URL(screen.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")!);
    expect(reply.protocol).toBe("mailto:");
    expect(reply.pathname).toBe("zoe@example.com");
    const params = new URLSearchParams(reply.search.replaceAll("+", "%2B"));
    expect(params.get("subject")).toBe("Re: Pump & valve");
    expect(params.get("body")).toBe(
      "\r\n\r\nOn Wed 25 Nov 2026, 09:00, Zoë Ní Bhriain wrote:\r\n> Hello,\r\n> we need a controller.",
    );
    expect(screen.getByText("Team alerted by e-mail", { selector: "dt" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Staff e-mailed");
    expect(screen.getByRole("textbox", { name: /A short note for the team/ })).toHaveValue("Called back on Monday.");
    expect(screen.getByRole("button", { name: "Save note" })).toBeInTheDocument();
  });

  it("goes back to the list as it was filtered", () => {
    const Stub = createRoutesStub([
      { path: "/staff/leads/*", Component: () => <LeadDetails data={{ kind: "idea", lead: idea }} /> },
    ]);
    render(<Stub initialEntries={["/staff/leads/ideas/7?type=Partnership&sort=oldest"]} />);
    expect(screen.getByRole("link", { name: "All leads" })).toHaveAttribute(
      "href",
      "/staff/leads?type=Partnership&sort=oldest",
    );
  });

  it("shows the action's error beside the form", () => {
    renderAt(<LeadDetails data={{ kind: "idea", lead: idea }} error="This form can only mark the lead handled." />);
    expect(screen.getByRole("alert")).toHaveTextContent("This form can only mark the lead handled.");
  });
});

describe("the list of leads", () => {
  // The list as it opens: every default.
  const filter = leadFilterSchema.parse({});
  const lead = {
    kind: "enquiry",
    id: 12,
    createdAt: "2026-11-25 09:00:00",
    name: "Ada Lovelace",
    email: "ada@example.com",
    title: "Pump controller",
    excerpt: "We need a controller.",
    handledAt: null,
    handledBy: null,
    transcriptionStatus: null,
    inquiryType: "Partnership",
    sourcePath: null,
    note: null,
  } as const;

  it("is a table with a header row, one row per lead linking to its page", () => {
    renderAt(<LeadList filter={filter} more={false} types={[]} leads={[lead]} />);
    expect(screen.getByRole("table")).toHaveAccessibleName("1 lead, newest first.");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Received",
      "Kind",
      "Subject or title",
      "Name",
      "E-mail",
      "Status",
    ]);
    expect(screen.getByRole("link", { name: "Pump controller" })).toHaveAttribute("href", "/staff/leads/enquiries/12");
    expect(screen.getByLabelText("Search name, e-mail or text")).toHaveAttribute("name", "q");
    expect(screen.getByRole("search")).toHaveAttribute("method", "get");
    expect(screen.getByRole("cell", { name: "Wed 25 Nov 2026, 09:00" })).toHaveAttribute("data-label", "Received");
  });

  it("keeps its filter in each lead's link and in Export, and says it in words", () => {
    renderAt(
      <LeadList
        filter={{ ...filter, type: "Partnership", from: "2026-11-23", to: "2026-11-30", sort: "oldest" }}
        more={false}
        types={["General Question", "Partnership"]}
        leads={[lead]}
      />,
    );
    const query = "?type=Partnership&from=2026-11-23&to=2026-11-30&sort=oldest";
    const kept = new URLSearchParams(query);
    const paramsOf = (name: string) =>
      new URLSearchParams(screen.getByRole("link", { name }).getAttribute("href")!.split("?")[1]);
    expect([...paramsOf("Pump controller")].sort()).toEqual([...kept].sort());
    expect(screen.getByRole("link", { name: "Pump controller" }).getAttribute("href")).toMatch(
      /^\/staff\/leads\/enquiries\/12\?/,
    );
    const exportLink = screen.getByRole("link", { name: /^Export these leads/ });
    expect(exportLink.getAttribute("href")).toMatch(/^\/staff\/leads\/export\?/);
    expect([...paramsOf(exportLink.textContent!)].sort()).toEqual([...kept].sort());
    expect(screen.getByRole("table")).toHaveAccessibleName("1 lead that match, oldest first.");
    expect(screen.getByText(/^Only leads/)).toHaveTextContent(
      "Only leads of the inquiry type “Partnership”, received 23 Nov 2026 to 29 Nov 2026.",
    );
    expect(screen.getByLabelText("Inquiry type")).toHaveValue("Partnership");
    expect(screen.getByLabelText("Order")).toHaveValue("oldest");
    expect(screen.getByLabelText("To")).toHaveValue("2026-11-29");
  });

  it("says when nothing matches a search, and offers the whole list again", () => {
    renderAt(<LeadList filter={{ ...filter, q: "nobody" }} more={false} types={[]} leads={[]} />);
    expect(screen.getByText("No leads match this search.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show all leads" })).toBeInTheDocument();
  });
});

describe("the erase page", () => {
  const renderErasure = (actionData: Parameters<typeof PersonErasure>[0]["actionData"]) => {
    const Stub = createRoutesStub([
      { path: "/staff/privacy/erase", Component: () => <PersonErasure actionData={actionData} /> },
    ]);
    return render(<Stub initialEntries={["/staff/privacy/erase"]} />);
  };

  it("asks for the box again naming the address, since nothing is listed on this page", () => {
    renderErasure({
      result: {
        status: "error",
        initialValue: { email: "ada@example.com" },
        error: { confirm: ["Tick the box to confirm that everything stored about this address is to be erased."] },
      },
      erased: null,
    });
    expect(screen.getByText(/^Erasing deletes/)).toHaveTextContent(
      "Erasing deletes every enquiry, voice idea, transcript, recording and question to the assistant stored about ada@example.com. It cannot be undone.",
    );
    expect(document.body).not.toHaveTextContent("listed above");
    expect(screen.getByRole("alert")).toHaveTextContent("Tick the box");
  });

  it("says what was erased, and that nothing was when nothing was stored", () => {
    const { unmount } = renderErasure({
      result: { status: "success" },
      erased: { email: "ada@example.com", enquiries: 1, voiceIdeas: 2, recordings: 2, unansweredQuestions: 0 },
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Erased everything stored about ada@example.com: 1 contact enquiry, 2 voice ideas with their transcripts, 2 recordings.",
    );
    unmount();
    renderErasure({
      result: { status: "success" },
      erased: { email: "ada@example.com", enquiries: 0, voiceIdeas: 0, recordings: 0, unansweredQuestions: 0 },
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Nothing was stored about ada@example.com (perhaps it was erased already): nothing was erased.",
    );
  });
});

/** A week in which nobody asked the assistant anything. */
const NO_ANSWERS: OverviewData["assistant"] = { byPath: [], failures: { total: 0, kinds: [] } };

describe("the overview's assistant answers", () => {
  const week = { start: "2026-11-23", end: "2026-11-30", leads: 0, href: "/staff/leads" };
  const data = (assistant: OverviewData["assistant"]): OverviewData => ({
    thisWeek: week,
    lastWeek: week,
    weeks: [week],
    unhandled: { leads: 0, oldest: null, oldestDays: null, oldestHref: null, href: "/staff/leads?state=unhandled" },
    byType: [],
    byPage: [],
    assistant,
    unanswered: { days: 30, total: 0, questions: [] },
  });

  it("shows this week's answers by how they reached visitors, and what went wrong with the model, in plain words", () => {
    renderAt(
      <Overview
        data={data({
          byPath: [
            { path: "The AI model (@cf/meta/llama-4-scout-17b-16e-instruct)", answers: 12 },
            { path: "The site's own text, because the AI model failed", answers: 5 },
          ],
          failures: {
            total: 6,
            kinds: [
              { what: "the model did not answer in time", times: 4 },
              { what: "the model's reply stopped part-way and the visitor was asked to try again", times: 1 },
              { what: "the AI service returned an error", times: 1 },
            ],
          },
        })}
      />,
    );
    const section = screen.getByRole("region", { name: "How the assistant answered, this week" });
    const [answered, failures] = within(section).getAllByRole("table");
    expect(
      within(answered!)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Answered byAnswers",
      "The AI model (@cf/meta/llama-4-scout-17b-16e-instruct)12",
      "The site's own text, because the AI model failed5",
    ]);
    expect(section).toHaveTextContent("The AI model failed 6 times this week.");
    expect(within(failures!).getAllByRole("row")[1]).toHaveTextContent("the model did not answer in time4");
    // Plain words: no setting or internal state.
    expect(section.textContent).not.toMatch(/AI_MODE|local-fallback|workers-ai|timeout|rate-limited/);
  });

  it("says so when nobody asked, and when the model did not fail", () => {
    renderAt(<Overview data={data(NO_ANSWERS)} />);
    const section = screen.getByRole("region", { name: "How the assistant answered, this week" });
    expect(section).toHaveTextContent("No questions this week.");
    expect(section).toHaveTextContent("The AI model did not fail this week.");
    expect(within(section).queryByRole("table")).toBeNull();
  });
});

describe("the overview's leads by page", () => {
  it("names each page (or that it is not known) with its count linking to those leads", () => {
    const week = { start: "2026-11-23", end: "2026-11-30", leads: 3, href: "/staff/leads" };
    renderAt(
      <Overview
        data={{
          thisWeek: week,
          lastWeek: week,
          weeks: [week],
          unhandled: {
            leads: 0,
            oldest: null,
            oldestDays: null,
            oldestHref: null,
            href: "/staff/leads?state=unhandled",
          },
          byType: [],
          byPage: [
            { page: "/motor-control-design", leads: 2, href: "/staff/leads?page=%2Fmotor-control-design" },
            { page: null, leads: 1, href: "/staff/leads?page=unknown" },
          ],
          assistant: NO_ANSWERS,
          unanswered: { days: 30, total: 0, questions: [] },
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "By page, the last 1 weeks" });
    expect(within(section).getByRole("link", { name: "2 leads from /motor-control-design" })).toHaveAttribute(
      "href",
      "/staff/leads?page=%2Fmotor-control-design",
    );
    expect(within(section).getByRole("link", { name: "1 lead from (not known)" })).toHaveAttribute(
      "href",
      "/staff/leads?page=unknown",
    );
  });

  it("shows a lead's page on its own page", () => {
    renderAt(<LeadDetails data={{ kind: "idea", lead: idea }} />);
    expect(screen.getByText("Came from", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      /^\/motor-control-design$/,
    );
  });
});

describe("the overview's unanswered questions", () => {
  const week = { start: "2026-11-23", end: "2026-11-30", leads: 0, href: "/staff/leads" };
  const data = (unanswered: OverviewData["unanswered"]): OverviewData => ({
    thisWeek: week,
    lastWeek: { ...week, start: "2026-11-16", end: "2026-11-23" },
    weeks: [week],
    unhandled: { leads: 0, oldest: null, oldestDays: null, oldestHref: null, href: "/staff/leads?state=unhandled" },
    byType: [],
    byPage: [],
    assistant: NO_ANSWERS,
    unanswered,
  });

  it("lists the questions as given (newest first), as text, with when they were asked", () => {
    renderAt(
      <Overview
        data={data({
          days: 30,
          total: 2,
          questions: [
            { id: 2, question: "Can you port firmware to RISC-V?", askedAt: "2026-11-26 09:00:00" },
            { id: 1, question: "Do you repair <b>old</b> amplifiers?", askedAt: "2026-11-20 09:00:00" },
          ],
        })}
      />,
    );
    const section = screen.getByRole("region", { name: "Questions the assistant could not answer, the last 30 days" });
    const rows = within(section).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Thu 26 Nov 2026, 09:00Can you port firmware to RISC-V?",
      "Fri 20 Nov 2026, 09:00Do you repair <b>old</b> amplifiers?",
    ]);
    expect(section.querySelector("b")).toBeNull();
  });

  it("says when there are none, and how many are left out of a full list", () => {
    const { unmount } = renderAt(<Overview data={data({ days: 30, total: 0, questions: [] })} />);
    expect(screen.getByText("None in these days.")).toBeInTheDocument();
    unmount();
    renderAt(
      <Overview
        data={data({
          days: 30,
          total: 150,
          questions: [{ id: 1, question: "Do you ship to Iceland?", askedAt: "2026-11-26 09:00:00" }],
        })}
      />,
    );
    expect(screen.getByText(/never who asked/)).toHaveTextContent("The newest 1 of 150.");
  });
});

describe("the articles list", () => {
  it("gives its dates in Irish time, as every staff page says", () => {
    const item = {
      id: 3,
      title: "Summer article",
      status: "published",
      publishedAt: "2026-07-14 23:30:00",
      updatedAt: "2026-07-14 23:45:00",
    };
    renderAt(<PublicationIndex index={{ kind: "article", items: [item] } as PublicationIndexData} done={null} />);
    const row = screen.getByRole("row", { name: /Summer article/ });
    expect(within(row).getByText("Wed 15 Jul 2026, 00:30")).toBeTruthy();
    expect(within(row).getByText("Wed 15 Jul 2026, 00:45")).toBeTruthy();
  });
});
