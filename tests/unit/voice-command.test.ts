import { describe, expect, it } from "vitest";
import { MENU_LINKS, type NavLink } from "~/content/navigation";
import { VOICE_NAV_COPY } from "~/features/voice-nav/copy";
import {
  matchVoiceCommand,
  normaliseUtterance,
  scoreName,
  voiceNavErrorText,
  voiceTargets,
} from "~/features/voice-nav/voice-command";

const pathFor = (utterance: string) => matchVoiceCommand(utterance)?.path ?? null;

describe("normaliseUtterance", () => {
  it("lowercases and removes periods", () => {
    expect(normaliseUtterance("Go to About.")).toBe("go to about");
    expect(normaliseUtterance("F.A.Q.s")).toBe("faqs");
  });

  it("reads & as and, and treats other punctuation as a word break", () => {
    expect(normaliseUtterance("Help & Connect")).toBe("help and connect");
    expect(normaliseUtterance("help&connect")).toBe("help and connect");
    expect(normaliseUtterance("  Services, please!  ")).toBe("services please");
  });
});

describe("matchVoiceCommand: every menu and sub-menu name", () => {
  const targets = voiceTargets();

  it("lists the menu entries and sub-pages in menu order, without Home", () => {
    expect(targets.map((target) => target.path)).toEqual(
      MENU_LINKS.flatMap((link) => [link.path, ...(link.subLinks ?? []).map((sub) => sub.path)]),
    );
    expect(targets).toHaveLength(17);
    expect(targets.map((target) => target.path)).not.toContain("/");
  });

  for (const target of voiceTargets()) {
    it(`"${target.name}" goes to ${target.path}, spoken alone or in a phrase`, () => {
      expect(matchVoiceCommand(target.name)).toEqual(target);
      expect(pathFor(target.name.toLowerCase())).toBe(target.path);
      expect(pathFor(`${target.name.toUpperCase()}.`)).toBe(target.path);
      expect(pathFor(`Go to ${target.name}`)).toBe(target.path);
      expect(pathFor(`open the ${target.name} page`)).toBe(target.path);
      expect(pathFor(`show me ${target.name}`)).toBe(target.path);
    });
  }
});

describe("matchVoiceCommand: common phrasings", () => {
  it.each([
    ["go to about", "/about"],
    ["Go to About.", "/about"],
    ["open the FAQs", "/help-connect/faqs"],
    ["open the FAQ", "/help-connect/faqs"],
    ["F.A.Q.", "/help-connect/faqs"],
    ["show me swift development", "/swift-development"],
    ["take me to the services page", "/services"],
    ["service", "/services"],
    ["techniques please", "/techniques"],
    ["help and connect", "/help-connect"],
    ["help & connect", "/help-connect"],
    ["I want to contact us", "/help-connect/contact-us"],
    ["blog highlight", "/help-connect/blog-highlights"],
    ["navigate to the history page", "/history"],
    ["open embedded software", "/techniques/embedded-software"],
    ["go to communications", "/techniques/communication"],
  ])("%j goes to %s", (utterance, path) => {
    expect(pathFor(utterance)).toBe(path);
  });
});

describe("matchVoiceCommand: partial matches", () => {
  it("scores a partial match by the total length of the shared words", () => {
    expect(scoreName("Swift Development", "development")).toBe("development".length);
    expect(scoreName("Blog Highlights", "the blog")).toBe("blog".length);
    expect(scoreName("Help & Connect", "help me connect")).toBe("help".length + "connect".length);
  });

  it("scores a full-name match by the name's length, above any partial match of it", () => {
    expect(scoreName("Swift Development", "go to swift development")).toBe("swift development".length);
    expect(scoreName("Help & Connect", "help & connect")).toBe("help & connect".length);
    expect(scoreName("Help & Connect", "help and connect")).toBe("help & connect".length);
    expect(scoreName("Contact Us", "contact us")).toBe("contact us".length);
    expect(scoreName("Contact Us", "contact")).toBe("contact".length);
  });

  it("lands on the page whose words were said", () => {
    expect(pathFor("implementation")).toBe("/services/system-implementation");
    expect(pathFor("algorithm")).toBe("/techniques/algorithm-development");
    expect(pathFor("circuits")).toBe("/techniques/circuit-design");
    expect(pathFor("the blog")).toBe("/help-connect/blog-highlights");
    expect(pathFor("contact")).toBe("/help-connect/contact-us");
    expect(pathFor("help")).toBe("/help-connect");
    expect(pathFor("swift")).toBe("/swift-development");
  });

  it("prefers the highest score: a full name over a shorter one also said", () => {
    expect(pathFor("tell me about electronic design")).toBe("/services/electronic-design");
    expect(pathFor("contact us about services")).toBe("/help-connect/contact-us");
    expect(pathFor("system implementation")).toBe("/services/system-implementation");
    // Blog Highlights (15) outscores Help & Connect (14 as the menu writes it, "&" and all).
    expect(pathFor("help and connect blog highlights")).toBe("/help-connect/blog-highlights");
  });

  it("matches whole words only", () => {
    expect(pathFor("business")).toBeNull();
    expect(pathFor("abouts")).toBe("/about");
    expect(pathFor("aboutness")).toBeNull();
  });
});

describe("matchVoiceCommand: ties", () => {
  it("gives an equal score to the first entry in menu order (parents before their sub-pages)", () => {
    // System Development, Algorithm Development and Swift Development all share "development".
    expect(scoreName("System Development", "development")).toBe(scoreName("Swift Development", "development"));
    expect(pathFor("development")).toBe("/services/system-development");
    // Electronic Design (Services) before Circuit Design (Techniques).
    expect(pathFor("design")).toBe("/services/electronic-design");
    // System Development before System Implementation.
    expect(pathFor("system")).toBe("/services/system-development");
  });

  it("follows the order of the menu it is given", () => {
    const menu: NavLink[] = [
      { name: "Red Widgets", path: "/red" },
      { name: "Blue Widgets", path: "/blue", subLinks: [{ name: "Green Widgets", path: "/blue/green" }] },
    ];
    expect(matchVoiceCommand("widgets", menu)?.path).toBe("/red");
    expect(matchVoiceCommand("widgets", [...menu].reverse())?.path).toBe("/blue");
  });
});

describe("matchVoiceCommand: no match", () => {
  it.each([
    [""],
    ["   "],
    ["order a pizza"],
    ["go to the"],
    ["open my page please"],
    ["show me"],
    ["go home"],
    ["home"],
  ])("%j matches nothing", (utterance) => {
    expect(matchVoiceCommand(utterance)).toBeNull();
  });

  it("never scores filler words, even those inside a name", () => {
    expect(scoreName("Contact Us", "take us there")).toBe(0);
    expect(scoreName("Help & Connect", "this and that")).toBe(0);
  });
});

describe("voiceNavErrorText", () => {
  it.each([
    ["no-speech", "No speech detected. Please try again."],
    ["audio-capture", "Audio capture failed. Check microphone permissions."],
    ["not-allowed", "Microphone access denied. Please enable permissions."],
    ["network", "Network error during speech recognition. Check connection."],
    ["service-not-allowed", "Speech recognition service not allowed. Check browser settings."],
    ["aborted", "Speech recognition error."],
    ["language-not-supported", "Speech recognition error."],
    ["bad-grammar", "Speech recognition error."],
  ])("maps %s to the spec's text", (code, text) => {
    expect(voiceNavErrorText(code)).toBe(text);
  });

  it("keeps the spec's wording for the toasts", () => {
    expect(VOICE_NAV_COPY.active.description).toBe("Listening for page names (e.g., 'Go to About', 'Services')...");
    expect(VOICE_NAV_COPY.navigating.description("About")).toBe("Going to About page.");
    expect(VOICE_NAV_COPY.noMatch.description("order a pizza")).toBe(
      'Could not find a page for "order a pizza". Try saying the full page name clearly.',
    );
  });
});
