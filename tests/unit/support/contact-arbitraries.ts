import fc from "fast-check";
import { INQUIRY_TYPES, type ContactFormValues } from "~/features/contact/contact-form";

/** Any code point, lone surrogates and control characters included. */
const anyCodePoints = fc
  .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 80 })
  .map((points) => String.fromCodePoint(...points));

const hostileSamples = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE contacts; --",
  "Robert'); DELETE FROM contacts WHERE ('1'='1",
  "%00%27%22",
  "\u0000\u0000",
  "\u200b\u200b\u200b",
  "\u202eevil",
  "   ",
  "ada@example.com",
  "🚀🇮🇪👩🏽‍💻",
);

/** Random, hostile and oversized text for every form field. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  anyCodePoints,
  hostileSamples,
  // Long values around and past the limits, built by repetition to keep generation fast.
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 30, max: 6000 }))
    .map(([unit, times]) => unit.repeat(times)),
);

/** A form as a visitor or a bot could send it: often valid, often not. */
export const contactFormValues: fc.Arbitrary<ContactFormValues> = fc.record({
  firstName: fc.oneof(fc.constantFrom("Ada", "  Seán ", "李"), hostileText),
  lastName: fc.oneof(fc.constantFrom("Lovelace", "O'Brien", "Ng"), hostileText),
  email: fc.oneof(fc.emailAddress(), hostileText),
  subject: fc.oneof(fc.constantFrom("A motor controller", "<b>Quote</b>"), hostileText),
  message: fc.oneof(
    fc.constantFrom("We need a BLDC controller for a pump.", "SELECT * FROM contacts; -- please"),
    hostileText,
  ),
  inquiryType: fc.oneof(fc.constantFrom(...INQUIRY_TYPES), hostileText),
});
