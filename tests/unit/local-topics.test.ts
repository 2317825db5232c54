import { describe, expect, it } from "vitest";
import { composeTopics, joinPhrase, LOCAL_TOPIC_COUNT, splitList } from "~/features/assistant/local-topics.server";
import type { TopicRequest } from "~/features/assistant/ai-requests";
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
