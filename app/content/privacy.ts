import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage } from "./editable-copy";
import type { CallToAction, ContentBlock, PageSeo } from "./page-types";
import { SITE } from "./site";

/**
 * Copy of /privacy, the privacy notice (GDPR and UK GDPR Art. 13). Marked fields are
 * staff-editable (see editable-copy.ts). What it says must stay true of the code: the retention
 * periods are RECORDING_RETENTION_DAYS and ENQUIRY_RETENTION_DAYS of wrangler.jsonc (checked by
 * tests/unit/privacy-notice.test.ts), and "no cookies" by tests/e2e/raw-http.spec.ts.
 */
export const PRIVACY_PAGE = editablePage("privacy_page", (t) => ({
  seo: {
    title: pageTitle("Privacy Notice"),
    description: `How ${SITE.name} uses the names, e-mail addresses, messages and voice recordings sent through this website, how long they are kept, and how to use your rights.`,
  } satisfies PageSeo,
  eyebrow: t("eyebrow", "Privacy"),
  heading: t("heading", "Privacy Notice"),
  intro: t(
    "intro",
    "What we keep when you contact us or send a voice idea through this website, why, for how long, and how to see or erase it.",
  ),
  updated: t("updated", "Last updated: 29 November 2026."),
  blocks: [
    {
      kind: "prose",
      heading: t("controller_heading", "Who We Are"),
      paragraphs: [
        t(
          "controller_text",
          `${SITE.name} is an electronics design consultancy working in the ${SITE.region}. We decide what happens to the personal data described here (we are its controller). Write to us about it at ${SITE.email}.`,
        ),
      ],
    },
    {
      kind: "table",
      heading: t("stored_heading", "What We Keep, Why and for How Long"),
      intro: t(
        "stored_intro",
        "Periods run from the day you send something. When one ends, the record is deleted automatically.",
      ),
      columns: [t("stored_what_column", "What you send"), t("stored_why_column", "Why we keep it, and for how long")],
      rows: [
        [
          t(
            "stored_enquiry_what",
            "Contact form: your name, e-mail address, type of inquiry, subject and message, and when you sent them",
          ),
          t("stored_enquiry_why", "To answer your enquiry. Kept for 24 months."),
        ],
        [
          t(
            "stored_voice_what",
            "Speak Your Vision: your name, e-mail address, project title, voice recording and its written transcript",
          ),
          t("stored_voice_why", "To listen to, read and answer your idea. Kept for 12 months."),
        ],
        [
          t(
            "stored_source_page_what",
            "With an enquiry or a voice idea: the page of this website you were on before the form (its address on this site only)",
          ),
          t("stored_source_page_why", "To see which pages bring enquiries. Kept and erased with the enquiry or idea."),
        ],
        [
          t(
            "stored_staff_note_what",
            "With an enquiry or a voice idea: a short note our staff may add about it (for example, that we called you back)",
          ),
          t(
            "stored_staff_note_why",
            "To keep track of our answer. Shown to you if you ask for your data. Kept and erased with the enquiry or idea.",
          ),
        ],
        [
          t(
            "stored_upload_allowance_what",
            "When you upload a voice recording: your IP address, its network, the recording's size and the time",
          ),
          t(
            "stored_upload_allowance_why",
            "So that no one can use up the day's space for recordings for everyone else. Deleted when the day ends (midnight UTC), within ten minutes.",
          ),
        ],
        [
          t(
            "stored_unanswered_question_what",
            `A question ${SITE.assistantName} could not answer: its text only, without your IP address or anything that says who asked`,
          ),
          t(
            "stored_unanswered_question_why",
            "To see what the site does not answer yet and add it. Kept for 30 days. If it holds your e-mail address, it is given to you and erased with your other data on request.",
          ),
        ],
        [
          t("stored_unsent_what", "A recording you made but did not send"),
          t("stored_unsent_why", "Not used. Deleted within a day."),
        ],
        [
          t("stored_staff_mail_what", "The e-mail our team receives about each enquiry or idea"),
          t(
            "stored_staff_mail_why",
            "So that we can reply to you. Deleted on the same schedule as the enquiry or idea.",
          ),
        ],
      ],
    },
    {
      kind: "list",
      heading: t("not_stored_heading", "What We Do Not Keep"),
      items: [
        t(
          "no_cookies",
          "This website sets no cookies and uses no analytics, advertising or tracking identifiers of any kind.",
        ),
        t(
          "scroll_positions_in_tab",
          "While you browse, your browser keeps where you had scrolled on each page of this site in the open tab's session storage, so that Back returns you to the same place. It holds nothing else, is never sent to us, and is gone when you close the tab.",
        ),
        t(
          "no_browser_details",
          "We do not store your IP address or any details of your browser with your enquiry or voice idea. Cloudflare uses your IP address for a minute at most to limit how often the forms can be sent, and keeps short-lived technical logs of requests to run and protect the service. When you upload a voice recording, its size is counted against a daily allowance for your IP address and its network, so that no one can use up the day's space for everyone else; that count, with the address, is deleted when the day ends (midnight UTC), as the table above says.",
        ),
        t(
          "assistant_storage",
          `We do not store or log the questions you ask ${SITE.assistantName} or the topics you give the blog topic generator, except the text of a question ${SITE.assistantName} could not answer, as the table above says. They are sent to Cloudflare Workers AI to write the answer, and the conversation stays only in your open page.`,
        ),
        t(
          "no_voice_navigation_audio",
          "Voice navigation uses your browser's own speech recognition, and we never receive that audio. Your browser's maker may process it under its own privacy terms.",
        ),
      ],
    },
    {
      kind: "prose",
      heading: t("lawful_basis_heading", "Our Lawful Basis"),
      paragraphs: [
        t(
          "lawful_basis_text",
          "We use what you send to take the steps you ask for before we might agree a contract with you (Article 6(1)(b) of the GDPR and UK GDPR), and in our legitimate interest in answering enquiries about our services (Article 6(1)(f)). We make no automated decisions about you.",
        ),
      ],
    },
    {
      kind: "list",
      heading: t("processors_heading", "Who Processes It for Us"),
      intro: t(
        "processors_intro",
        "Cloudflare, Inc. runs this website for us, under a data processing agreement that lets it use your data only on our instructions:",
      ),
      items: [
        t("processor_hosting", "Hosting: the website runs on Cloudflare Workers."),
        t(
          "processor_storage",
          "Storage: enquiries and voice ideas are kept in Cloudflare D1 (a database), and recordings in Cloudflare R2 (file storage).",
        ),
        t("processor_transcription", "Transcription: Cloudflare Workers AI turns each voice recording into text."),
        t("processor_email", "E-mail: Cloudflare Email Service sends our team an e-mail about each enquiry and idea."),
        t(
          "processor_bot_check",
          "Bot check: before an enquiry, a voice recording or a question to the assistant or the topic generator is accepted, Cloudflare Turnstile checks in your browser that a person sent it. For that check only, it processes your IP address and technical details of your browser and device, not to track you or for advertising. Turnstile is loaded only when you use one of these forms; a contact form sent without JavaScript is not checked.",
        ),
      ],
    },
    {
      kind: "prose",
      heading: t("transfers_heading", "Transfers Outside the UK and EEA"),
      paragraphs: [
        t(
          "transfers_text",
          "Cloudflare is based in the United States and runs its network worldwide, so your data may be processed outside the UK and the European Economic Area. Its data processing agreement protects those transfers with the European Commission's Standard Contractual Clauses and the UK International Data Transfer Addendum.",
        ),
      ],
    },
    {
      kind: "list",
      heading: t("rights_heading", "Your Rights"),
      intro: t("rights_intro", "Under the GDPR and UK GDPR you can ask us to:"),
      items: [
        t("right_access", "give you a copy of everything we keep about you, including your recordings (access);"),
        t("right_rectification", "correct anything that is wrong (rectification);"),
        t("right_erasure", "delete it, before its period ends (erasure);"),
        t("right_restriction", "stop using it while a question about it is settled (restriction);"),
        t("right_objection", "stop using it for our legitimate interests (objection);"),
        t("right_portability", "send it to you or to someone else in a machine-readable form (portability)."),
      ],
    },
    {
      kind: "prose",
      heading: t("how_heading", "How to Use Your Rights"),
      paragraphs: [
        t(
          "how_text",
          `E-mail ${SITE.email} from the address you used on this website and tell us what you would like. It is free, and we answer within one month.`,
        ),
        t(
          "access_copy_text",
          `Your copy includes any question to ${SITE.assistantName} that holds your e-mail address, with other people's e-mail addresses and phone numbers removed from it.`,
        ),
        t(
          "complaint_text",
          "You can also complain to a supervisory authority: in Ireland the Data Protection Commission (www.dataprotection.ie), in the UK the Information Commissioner's Office (ico.org.uk). We would welcome the chance to put things right first.",
        ),
      ],
    },
  ] satisfies ContentBlock[],
  cta: {
    heading: t("cta_heading", "Questions About Your Data?"),
    text: t("cta_text", `Write to ${SITE.email}, or send us a message.`),
    links: [{ label: t.label("cta_link_label", "Contact Us"), href: contactHref("Privacy request") }],
  } satisfies CallToAction,
}));
export const PRIVACY = PRIVACY_PAGE.copy;
