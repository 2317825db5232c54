import { href } from "react-router";
import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { CallToAction, LinkTarget, PageSeo } from "./page-types";

/**
 * The case studies' index page, which exists only while one is published (features/publishing).
 * Not in the spec, which has no case studies; the items' own text is the owner's.
 */
export const PROJECTS_PATH = href("/projects");

export const PROJECTS = {
  seo: {
    title: pageTitle("Our Projects"),
    description: "Case studies of our electronics and embedded-systems work: what was needed, what we built, and how.",
  } satisfies PageSeo,
  title: "Our Projects",
  intro: "What our clients needed, what we built with them, and the services and techniques the work used.",
  readMoreLabel: "Read the Case Study",
  navLabel: "Projects",
  cta: {
    heading: "Have a Project in Mind?",
    text: "Tell us where your idea stands today, and we will tell you how we would take it further.",
    links: [{ label: "Start a Conversation", href: contactHref("Project Inquiry") }],
  } satisfies CallToAction,
} as const;

export const PROJECTS_BACK_LINK: LinkTarget = { label: "Back to Our Projects", href: PROJECTS_PATH };
