import { expect, test, type Locator, type Page } from "@playwright/test";

/** The spec's named lists, tables and counts, as served. Runs in the desktop project. */
test.use({ javaScriptEnabled: false });

function section(page: Page, heading: string): Locator {
  return page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

async function expectItemTitles(page: Page, heading: string, titles: string[]) {
  await expect(section(page, heading).getByRole("heading", { level: 3 }), heading).toHaveText(titles);
}

async function expectTable(page: Page, heading: string, columns: [string, string], rowCount: number) {
  const table = section(page, heading).getByRole("table");
  await expect(table.getByRole("columnheader"), heading).toHaveText(columns);
  await expect(table.locator("tbody tr"), heading).toHaveCount(rowCount);
}

async function expectSectionHeadings(page: Page, headings: string[]) {
  for (const heading of headings) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
}

test("services: index cards and the consultancy engagement levels", async ({ page }) => {
  await page.goto("/services");
  const learnMore = page.getByRole("link", { name: /^Learn More/ });
  expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/services/consultancy",
    "/services/electronic-design",
    "/services/system-development",
    "/services/system-implementation",
  ]);
  await expect(
    page.getByText("From a first feasibility review to a production-ready product", { exact: false }),
  ).toBeVisible();

  await page.goto("/services/consultancy");
  await expectItemTitles(page, "Engagement Levels", [
    "Project Insight & Feasibility Review",
    "Collaborative Design Support",
    "End-to-End Product Design",
  ]);
  await expect(section(page, "Tools We Use").getByRole("listitem")).not.toHaveCount(0);
});

test("electronic design: editable intro, seven considerations, four process blocks, a four-row table", async ({
  page,
}) => {
  await page.goto("/services/electronic-design");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electronic Design");
  for (const text of [
    "Good electronic design balances performance, cost and manufacturability",
    "We design custom printed circuit boards",
    "our AI-assisted design workflow shortens the path",
  ]) {
    await expect(page.locator(".page-header").getByText(text, { exact: false })).toBeVisible();
  }
  await expectItemTitles(page, "Key Design Considerations", [
    "Cost",
    "Power Consumption",
    "Compliance (CE/FCC)",
    "Form Factor",
    "Hazardous Voltage",
    "User Interface",
    "Software Integration",
  ]);
  await expectItemTitles(page, "Our Design Process", [
    "Custom PCB Design & Prototyping",
    "Analogue Circuit Design",
    "Digital Logic Design",
    "FPGA Design & HDL",
  ]);
  await expectTable(page, "Tools and Their Purpose", ["Tool", "Purpose"], 4);
});

test("system development and implementation: approach and feature blocks with their tables", async ({ page }) => {
  await page.goto("/services/system-development");
  await expectItemTitles(page, "Our Approach", [
    "Microcontroller Selection",
    "System Architecture Design",
    "Bare-Metal C Framework",
    "Built-in Connectivity",
  ]);
  await expectTable(page, "Tools and Their Benefits", ["Tool", "Benefit"], 4);

  await page.goto("/services/system-implementation");
  await expectItemTitles(page, "Key Features", [
    "Real-Time PC Integration",
    "Standalone Windows GUI Tools",
    "Data Offloading, Simulation & Analysis",
    "DSP & Mathematical Modelling",
  ]);
  await expectTable(page, "Features and Functions", ["Feature", "Function"], 5);
});

test("technique pages have the spec's sections", async ({ page }) => {
  await page.goto("/techniques/circuit-design");
  await expectSectionHeadings(page, [
    "Purpose-Built from the Ground Up",
    "Performance vs. Overhead",
    "Hardware-Software Co-Design",
    "Simpler Boards",
    "Tools We Use",
  ]);
  await expect(section(page, "Tools We Use").getByRole("table")).toBeVisible();

  await page.goto("/techniques/embedded-software");
  await expectSectionHeadings(page, [
    "Operating Systems: Pros and Cons",
    "The Bare-Metal Alternative",
    "A Hybrid Approach",
    "Designed to Grow",
    "Ideal For",
    "Our Stack",
  ]);
  await expect(section(page, "Operating Systems: Pros and Cons").getByRole("heading", { level: 3 })).toHaveText([
    "Pros",
    "Cons",
  ]);

  await page.goto("/techniques/communication");
  await expectSectionHeadings(page, [
    "IP Overhead vs. a Lightweight Serial Protocol",
    "Features",
    "Real-World Uses",
    "Open and Developer-Friendly",
    "Ideal For",
  ]);
  const features = section(page, "Features");
  for (const claim of [
    "Footprint under 100 bytes",
    "Works from 2KB flash and 512B RAM",
    "commands, results and events",
    "UART, USB and TCP/IP",
  ]) {
    await expect(features.getByText(claim, { exact: false })).toBeVisible();
  }

  await page.goto("/techniques/algorithm-development");
  await expectSectionHeadings(page, ["PC Prototyping", "Live Evaluation", "Desktop-to-Device Transfer", "Ideal For"]);
});

test("about: four What We Do cards, three AI vision quotes and the voice form section", async ({ page }) => {
  await page.goto("/about");
  await expect(
    page.getByText("We are an electronics design and smart-technology engineering consultancy", { exact: false }),
  ).toBeVisible();
  await expectItemTitles(page, "What We Do", [
    "Smart Electronic Solutions",
    "Automated Circuits",
    "Tailored Microcontroller Design",
    "Proprietary Hardware Development",
  ]);
  await expect(section(page, "Meet Our AI Vision").locator("blockquote")).toHaveCount(3);
  await expect(page.locator("#speak-your-vision").getByRole("heading", { level: 2 })).toHaveText("Speak Your Vision");
});

test("history: 45 years, the founder's PhD, six expertise items and three innovations", async ({ page }) => {
  await page.goto("/history");
  await expect(page.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
  // The years are said once, by the figure beside the story.
  await expect(page.locator(".stat-panel__figure")).toContainText("45+");
  await expect(page.getByText(/Over 45 Years/i)).toHaveCount(0);
  await expect(page.getByText("PhD in Electronics (1990)", { exact: false })).toBeVisible();
  await expect(section(page, "Our Expertise").getByRole("listitem")).toHaveCount(6);
  await expect(section(page, "Our Innovations").getByRole("listitem")).toHaveCount(3);
});

test("motor control: five benefits and the four-step process", async ({ page }) => {
  await page.goto("/motor-control-design");
  await expect(section(page, "Why Choose Our Motor Control Design").getByRole("heading", { level: 3 })).toHaveCount(5);
  await expectItemTitles(page, "Our Four-Step Process", [
    "Requirement Analysis",
    "Circuit Design & Simulation",
    "PCB Layout & Prototyping",
    "Firmware & Testing",
  ]);
});

test("swift development: six criteria, What You Get cards, advantages and two videos", async ({ page }) => {
  await page.goto("/swift-development");
  await expect(section(page, "Is Your Project Eligible?").getByRole("checkbox")).toHaveCount(6);
  await expect(section(page, "What You Get").getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(section(page, "The Swift Advantage").getByRole("listitem")).toHaveCount(5);
  await expect(section(page, "See Swift Development in Action").getByRole("heading", { level: 3 })).toHaveCount(2);
});
