import { describe, expect, it } from "vitest";
import { parseChatRequest } from "~/features/assistant/ai-request-schemas.server";
import { parseTopicRequest } from "~/features/topic-generator/topic-request-schema";
import { TOPIC_FIELDS } from "~/features/topic-generator/topic-requests";
import { CONTACT_MAX_LENGTHS, contactFormFromQuery, type ContactFormValues } from "~/features/contact/contact-form";
import { CONTACT_ERRORS } from "~/features/contact/contact-schema";
import { checkContact } from "./support/contact-check";
import { voiceDetailsSchema, voiceUploadLogSchema, type VoiceDetails } from "~/features/voice-idea/voice-schema";
import { validate } from "~/lib/validation";
import {
  addressForLookup,
  echoedText,
  hasForbiddenAddressCharacters,
  hasForbiddenCharacters,
  withoutForbiddenCharacters,
} from "~/lib/visitor-text";

/** One of each kind of character no visitor field accepts, whatever its kind. */
const ALWAYS_FORBIDDEN = {
  NUL: "\u0000",
  ESC: "\u001b",
  BEL: "\u0007",
  "vertical tab": "\u000b",
  DEL: "\u007f",
  "C1 (U+0085)": "\u0085",
  "C1 CSI (U+009B)": "\u009b",
  "lone CR": "\r",
  "zero-width space (U+200B)": "\u200b",
  "left-to-right mark (U+200E)": "\u200e",
  "byte-order mark (U+FEFF)": "\ufeff",
  "soft hyphen (U+00AD)": "\u00ad",
  "RLO (U+202E)": "\u202e",
} as const;

/** Refused in single-line fields only. */
const SINGLE_LINE_FORBIDDEN = {
  ...ALWAYS_FORBIDDEN,
  "line feed": "\n",
  tab: "\t",
  CRLF: "\r\n",
  "RLO (U+202E)": "\u202e",
  "LRE (U+202A)": "\u202a",
  "RLI (U+2067)": "\u2067",
  "PDI (U+2069)": "\u2069",
  "line separator": "\u2028",
} as const;

/** `value` with `character` in its middle, where trimming cannot remove it. */
const inside = (value: string, character: string) => `${value.slice(0, 2)}${character}${value.slice(2)}`;

describe("hasForbiddenCharacters", () => {
  it.each(Object.entries(SINGLE_LINE_FORBIDDEN))("refuses %s in a single-line field", (_, character) => {
    expect(hasForbiddenCharacters(`ab${character}cd`, "single-line")).toBe(true);
  });

  it.each(Object.entries(ALWAYS_FORBIDDEN))("refuses %s in a multi-line field", (_, character) => {
    expect(hasForbiddenCharacters(`ab${character}cd`, "multi-line")).toBe(true);
  });

  it("allows tab, line feed and CRLF in a multi-line field, and ordinary text of any script in both", () => {
    expect(hasForbiddenCharacters("Line one\r\nLine two\n\tindented", "multi-line")).toBe(false);
    for (const kind of ["single-line", "multi-line"] as const) {
      expect(hasForbiddenCharacters("Seán Ó Briain 李 👩🏽‍💻 مرحبا <b>&amp;</b> ' \" ;", kind)).toBe(false);
    }
  });

  it("covers every C0, DEL and C1 code point", () => {
    for (let point = 0; point <= 0x9f; point++) {
      const character = String.fromCodePoint(point);
      const control = point < 0x20 || point >= 0x7f;
      expect(hasForbiddenCharacters(`a${character}b`, "single-line")).toBe(control);
      if (!["\t", "\n"].includes(character)) {
        expect(hasForbiddenCharacters(`a${character}b`, "multi-line")).toBe(control);
      }
    }
  });
});

describe("format characters and ill-formed text", () => {
  it("allows the zero-width joiner and non-joiner, and emoji sequences built with them, in both kinds", () => {
    for (const kind of ["single-line", "multi-line"] as const) {
      expect(hasForbiddenCharacters("Ada 👩\u200d💻 می\u200cخواهم", kind)).toBe(false);
    }
  });

  it("refuses text that is not well-formed Unicode (a lone surrogate, which JSON can carry) in both kinds", () => {
    for (const kind of ["single-line", "multi-line"] as const) {
      for (const text of ["a\ud800b", "a\udc00b", "\ud83d"]) expect(hasForbiddenCharacters(text, kind)).toBe(true);
      expect(hasForbiddenCharacters("a😀b", kind)).toBe(false);
    }
  });

  it("drops lone surrogates and format characters but the joiners when cleaning", () => {
    expect(withoutForbiddenCharacters("a\ud800b\u200bc\u200dd😀", "multi-line")).toBe("abc\u200dd😀");
  });

  it("refuses every format character in an e-mail address, the joiners included", () => {
    expect(hasForbiddenAddressCharacters("ada@example.com")).toBe(false);
    expect(hasForbiddenAddressCharacters("ada\u200d@example.com")).toBe(true);
    expect(hasForbiddenAddressCharacters("ada\u200b@example.com")).toBe(true);
  });

  it("looks an address up trimmed, composed and without format characters", () => {
    expect(addressForLookup(" \u200bzoe\u0308@example.com\ufeff ")).toBe("zo\u00eb@example.com");
  });
});

describe("withoutForbiddenCharacters and echoedText", () => {
  it("drops what a field refuses and keeps the rest", () => {
    expect(withoutForbiddenCharacters("a\u0000b\u001b[31mc\u202ed\u009be")).toBe("ab[31mcde");
    expect(withoutForbiddenCharacters("a\r\nb\tc\u0000\rd", "multi-line")).toBe("a\r\nb\tcd");
  });

  it("cuts to the limit in characters as a visitor counts them, and reads a missing value as empty", () => {
    expect(echoedText("🚀".repeat(300), 200)).toBe("🚀".repeat(200));
    expect(echoedText("x".repeat(65_000), 200)).toHaveLength(200);
    expect(echoedText(null, 200)).toBe("");
  });
});

const validContact: ContactFormValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "A motor controller",
  message: "We need a BLDC controller for a pump.",
  inquiryType: "Project Inquiry",
};

const CONTACT_MESSAGES = {
  firstName: "First name contains characters that are not allowed.",
  lastName: "Last name contains characters that are not allowed.",
  email: CONTACT_ERRORS.emailInvalid,
  subject: "Subject contains characters that are not allowed.",
  inquiryType: CONTACT_ERRORS.inquiryTypeUnknown,
} as const;

describe("contact form", () => {
  for (const [field, message] of Object.entries(CONTACT_MESSAGES) as [keyof typeof CONTACT_MESSAGES, string][]) {
    it.each(Object.entries(SINGLE_LINE_FORBIDDEN))(`refuses %s in ${field}`, (_, character) => {
      const result = checkContact({ ...validContact, [field]: inside(validContact[field], character) });
      expect(result.ok ? {} : result.fieldErrors).toEqual({ [field]: message });
    });
  }

  it("refuses `abc\\0def@x.io` as an invalid address", () => {
    const result = checkContact({ ...validContact, email: "abc\u0000def@x.io" });
    expect(result.ok ? {} : result.fieldErrors).toEqual({ email: "Email address is invalid." });
  });

  it.each(Object.entries(ALWAYS_FORBIDDEN))("refuses %s in the message", (_, character) => {
    const result = checkContact({ ...validContact, message: inside(validContact.message, character) });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      message: "Message contains characters that are not allowed.",
    });
  });

  it("keeps tabs, new lines and CRLF (what a textarea submits) in the message", () => {
    const message = "Dear team,\r\n\r\nWe need:\n\t- a motor controller\r\n\t- a PCB\r\nThanks";
    const result = checkContact({ ...validContact, message });
    expect(result).toEqual({ ok: true, value: { ...validContact, message, sourcePath: null } });
  });
});

const validVoice: VoiceDetails = { name: "Ada Lovelace", email: "ada@example.com", projectTitle: "Pump controller" };

describe("voice idea details", () => {
  const messages = {
    name: "Name contains characters that are not allowed.",
    email: "Email address is invalid.",
    projectTitle: "Project title contains characters that are not allowed.",
  } as const;

  for (const [field, message] of Object.entries(messages) as [keyof VoiceDetails, string][]) {
    it.each(Object.entries(SINGLE_LINE_FORBIDDEN))(`refuses %s in ${field}`, (_, character) => {
      const details = { ...validVoice, [field]: inside(validVoice[field], character) };
      const result = validate(voiceDetailsSchema, details);
      expect(result.ok ? {} : result.fieldErrors).toEqual({ [field]: message });
      const logged = validate(voiceUploadLogSchema, {
        ...details,
        file_name: "voice-idea-1700000000000-0123456789ab.webm",
      });
      expect(logged.ok ? {} : logged.fieldErrors).toEqual({ [field]: message });
    });
  }
});

describe("assistant requests", () => {
  const validTopic = {
    keywords: "motor control",
    industry: "pumps",
    niche: "BLDC",
    product_details: "A small pump",
    user_interests: "efficiency",
  };

  for (const { name, label, kind } of TOPIC_FIELDS) {
    const forbidden = kind === "multi-line" ? ALWAYS_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
    it.each(Object.entries(forbidden))(`refuses %s in ${name}`, (_, character) => {
      const result = parseTopicRequest({ ...validTopic, [name]: inside(validTopic[name], character) });
      expect(result.ok ? "" : result.error).toBe(`${label} contains characters that are not allowed.`);
    });
  }

  it("keeps new lines and tabs in the product details", () => {
    const product_details = "Line one\r\nLine two\n\tindented";
    expect(parseTopicRequest({ ...validTopic, product_details })).toEqual({
      ok: true,
      value: { ...validTopic, product_details },
    });
  });

  it.each(Object.entries(SINGLE_LINE_FORBIDDEN))("refuses %s in a chat message", (_, character) => {
    const result = parseChatRequest({ message: `What do${character} you design?` });
    expect(result.ok ? "" : result.error).toBe("Your message contains characters that are not allowed.");
  });

  it("cleans earlier turns instead of refusing the question", () => {
    const result = parseChatRequest({
      message: "And the price?",
      history: [{ type: "bot", text: "We design\r\n\tmotor\u0000 controllers\u001b[2J." }],
    });
    expect(result).toEqual({
      ok: true,
      value: { message: "And the price?", history: [{ type: "bot", text: "We design\r\n\tmotor controllers[2J." }] },
    });
  });
});

describe("?subject= and ?inquiryType= on the contact page", () => {
  it("caps the subject at the field's own limit", () => {
    const values = contactFormFromQuery(new URLSearchParams({ subject: "s".repeat(65_000) }));
    expect(values.subject).toBe("s".repeat(CONTACT_MAX_LENGTHS.subject));
  });

  it("drops control and bidi characters from the subject", () => {
    const values = contactFormFromQuery(new URLSearchParams({ subject: "Quote\u0000 for\u001b[31m a\u202e PCB\n" }));
    expect(values.subject).toBe("Quote for[31m a PCB");
  });

  it("ignores an inquiry type that is not exactly one of the options", () => {
    for (const inquiryType of ["Technical Support\u0000", " Technical Support", "x".repeat(65_000)]) {
      expect(contactFormFromQuery(new URLSearchParams({ inquiryType })).inquiryType).toBe("Project Inquiry");
    }
  });
});
