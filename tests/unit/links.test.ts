import { describe, expect, it } from "vitest";
import { contactHref, mailtoHref, videoSearchHref } from "~/lib/links";

describe("links", () => {
  it("prefills the contact form's subject", () => {
    const href = contactHref("Consultancy Inquiry");
    expect(href).toBe("/contact?subject=Consultancy+Inquiry");
    expect(new URL(href, "https://example.com").searchParams.get("subject")).toBe("Consultancy Inquiry");
    const other = new URL(contactHref("Inquiry about R&D", "/help-connect/contact-us"), "https://example.com");
    expect(other.pathname).toBe("/help-connect/contact-us");
    expect(other.searchParams.get("subject")).toBe("Inquiry about R&D");
  });

  it("encodes spaces in mailto links as %20 for mail clients", () => {
    expect(mailtoHref("a@example.com", { subject: "Motor Control Design Inquiry", body: "Hi,\nthanks & bye" })).toBe(
      "mailto:a@example.com?subject=Motor%20Control%20Design%20Inquiry&body=Hi%2C%0Athanks%20%26%20bye",
    );
    expect(mailtoHref("a@example.com", { subject: "Hello" })).toBe("mailto:a@example.com?subject=Hello");
  });

  it("links a video card to the video site's search", () => {
    const url = new URL(videoSearchHref("rapid PCB prototyping"));
    expect(url.origin + url.pathname).toBe("https://www.youtube.com/results");
    expect(url.searchParams.get("search_query")).toBe("rapid PCB prototyping");
  });
});
