import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  composeTopics,
  joinPhrase,
  LOCAL_TOPIC_COUNT,
  splitList,
  withArticle,
} from "~/features/topic-generator/local-topics.server";
import type { TopicRequest } from "~/features/topic-generator/topic-requests";
import { parseMindmap } from "../worker/support/mindmap";

const request = (fields: Partial<TopicRequest>): TopicRequest => ({
  keywords: "",
  industry: "",
  niche: "",
  product_details: "",
  user_interests: "",
  ...fields,
});

describe("keyword phrases", () => {
  it("splits lists on commas, semicolons and lines, without duplicates, at most five", () => {
    expect(splitList(" ESP32 ;low  power,\nesp32, , BLE")).toEqual(["ESP32", "low power", "BLE"]);
    expect(splitList("a,b,c,d,e,f,g")).toHaveLength(5);
  });

  it("joins them as a phrase", () => {
    expect(joinPhrase(["ESP32"])).toBe("ESP32");
    expect(joinPhrase(["ESP32", "BLE"])).toBe("ESP32 and BLE");
    expect(joinPhrase(["ESP32", "BLE", "LoRa"])).toBe("ESP32, BLE and LoRa");
  });
});

describe("composeTopics", () => {
  it("gives six distinct topics that all name every keyword, even with keywords only", () => {
    const { blog_topics } = composeTopics(request({ keywords: "FPGA, DSP" }));
    expect(blog_topics).toHaveLength(LOCAL_TOPIC_COUNT);
    expect(new Set(blog_topics).size).toBe(LOCAL_TOPIC_COUNT);
    for (const topic of blog_topics) expect(topic).toContain("FPGA and DSP");
  });

  it("puts the visitor's industry, niche, product and interests into the topics first", () => {
    const { blog_topics } = composeTopics(
      request({
        keywords: "ESP32",
        industry: "Agriculture",
        niche: "Greenhouses",
        product_details: "A climate controller. It has four relays.",
        user_interests: "automation",
      }),
    );
    const text = blog_topics.join("\n");
    for (const part of ["Agriculture", "Greenhouses", "a climate controller", "automation"])
      expect(text).toContain(part);
    expect(text).not.toContain("four relays");
  });

  it("is deterministic for a request and varies between requests", () => {
    const fields = { keywords: "ESP32", industry: "Health" };
    expect(composeTopics(request(fields))).toEqual(composeTopics(request(fields)));
    const orders = new Set(
      ["Health", "Energy", "Retail", "Transport", "Mining"].map((industry) =>
        composeTopics(request({ keywords: "ESP32", industry }))
          .blog_topics.map((topic) => topic.replace(industry, "X"))
          .join("|"),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("builds a valid mindmap with the keywords at the root and every topic as a node", () => {
    const { blog_topics, mermaid_code } = composeTopics(
      request({ keywords: "RTOS: [tasks]", niche: "Drones (small)" }),
    );
    const { nodes, problems } = parseMindmap(mermaid_code);
    expect(problems).toEqual([]);
    expect(nodes[0]).toEqual({ depth: 2, text: "RTOS - tasks" });
    expect(nodes.filter((node) => node.depth === 6)).toHaveLength(blog_topics.length);
  });
});

describe("topic titles read as natural English", () => {
  it("keeps the words around the visitor's in lower case and agrees the verb with the keywords", () => {
    const { blog_topics } = composeTopics(
      request({ keywords: "ESP32, low power", industry: "Agriculture", user_interests: "sustainability" }),
    );
    expect(blog_topics).toContain("Where sustainability meets the ESP32 and low power in Agriculture");
    expect(blog_topics).not.toContain("Where sustainability Meets the ESP32 and low power in Agriculture");
    const single = composeTopics(request({ keywords: "FPGA", industry: "Health", niche: "wearables" })).blog_topics;
    expect(single).toContain("How FPGA is changing Health");
    expect(single).toContain("Is FPGA the right fit for wearables?");
    const plural = composeTopics(
      request({ keywords: "FPGA, DSP", industry: "Health", niche: "wearables" }),
    ).blog_topics;
    expect(plural).toContain("How FPGA and DSP are changing Health");
    expect(plural).toContain("Are FPGA and DSP the right fit for wearables?");
  });

  it("starts a title that begins with the visitor's lower-case keyword with a capital", () => {
    for (const topic of composeTopics(request({ keywords: "low power" })).blog_topics) {
      expect(topic).toMatch(/^[^a-z]/);
      expect(topic.toLowerCase()).toContain("low power");
    }
  });

  // Visitor words of any casing: lower-case words, acronyms and capitalised names.
  const word = fc.oneof(
    fc.stringMatching(/^[a-z]{2,9}$/),
    fc.stringMatching(/^[A-Z]{2,4}[0-9]{0,2}$/),
    fc.stringMatching(/^[A-Z][a-z]{2,8}$/),
    fc.constantFrom("and", "The", "in", "Or", "for", "With"),
  );
  const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
  const optional = fc.option(phrase, { nil: "" });

  it("never capitalises a word of its own mid-sentence, never doubles a space and always starts with a capital", () => {
    fc.assert(
      fc.property(
        fc.array(phrase, { minLength: 1, maxLength: 6 }),
        optional,
        optional,
        optional,
        fc.array(phrase, { maxLength: 3 }),
        (keywordList, industry, niche, product, interests) => {
          const { blog_topics } = composeTopics(
            request({
              keywords: keywordList.join(", "),
              industry,
              niche,
              product_details: product,
              user_interests: interests.join(", "),
            }),
          );
          const visitorWords = new Set(
            [keywordList.join(" "), industry, niche, product, interests.join(" ")].join(" ").split(/\s+/),
          );
          for (const topic of blog_topics) {
            expect(topic).not.toMatch(/\s{2}|^\s|\s$/);
            expect(topic).toMatch(/^[^a-z]/);
            expect(topic.toLowerCase()).toContain(joinPhrase(splitList(keywordList.join(", "))).toLowerCase());
            // Past its first word, a title's capitalised words are the visitor's own, typed that way.
            const laterWords = topic
              .split(/[\s,:;?]+/)
              .slice(1)
              .filter(Boolean);
            for (const later of laterWords.filter((candidate) => /^\p{Lu}/u.test(candidate))) {
              expect(visitorWords).toContain(later);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("offline topic titles take English articles", () => {
  it("puts 'a' or 'an' before a product and 'the' before a part's name", () => {
    const { blog_topics } = composeTopics(
      request({ keywords: "ESP32", product_details: "Solar-powered wireless soil moisture probe" }),
    );
    expect(blog_topics).toContain(
      "Designing a solar-powered wireless soil moisture probe around the ESP32: lessons from the bench",
    );
    expect(blog_topics.some((topic) => topic.startsWith("The ESP32") || topic.includes(" the ESP32"))).toBe(true);
  });

  it("chooses the article by the sound, and leaves phrases with their own article or in the plural", () => {
    expect(withArticle("ultrasonic sensor")).toBe("an ultrasonic sensor");
    expect(withArticle("unit tester")).toBe("a unit tester");
    expect(withArticle("LED driver")).toBe("an LED driver");
    expect(withArticle("USB hub")).toBe("a USB hub");
    expect(withArticle("the climate controller")).toBe("the climate controller");
    expect(withArticle("smart meters")).toBe("smart meters");
    expect(withArticle("glass sensor")).toBe("a glass sensor");
  });
});
