/** Visible text of the blog topic generator and its diagram. */
export const TOPIC_GENERATOR_COPY = {
  heading: "AI Blog Topic Generator",
  intro: "Tell us what you want to write about and get blog topic ideas, with a mind map that groups them.",
  fields: {
    keywords: {
      label: "Keywords",
      placeholder: "e.g. ESP32, low power",
      hint: "Required. Separate several with commas.",
    },
    industry: { label: "Industry", placeholder: "e.g. Agriculture" },
    niche: { label: "Niche", placeholder: "e.g. Soil monitoring" },
    product_details: { label: "Product details", placeholder: "e.g. A battery-powered soil moisture probe with LoRa" },
    user_interests: { label: "User interests", placeholder: "e.g. IoT, sustainability" },
  },
  submit: "Generate Topics",
  submitting: "Generating topics...",
  keywordsRequiredTitle: "Keywords Required",
  successTitle: "Topics Generated!",
  /** The spec's text, shown when a model wrote the topics; it claims AI, so only then. */
  successText: "AI has whipped up some fresh blog topic ideas for you.",
  /** Offline (AI_MODE=local, or Workers AI failed): no model was asked (docs/decisions/0044). */
  offlineSuccessText: "Here are some fresh blog topic ideas, composed offline from your keywords.",
  failureTitle: "Generation Failed",
  failureText: "Could not generate topics. Please try again.",
  topicsHeading: "Generated Topics",
  diagramHeading: "Topic Mind Map",
  localSourceLabel: "Offline mode: these topics were composed from your keywords and details, without an AI model.",
  fallbackSourceLabel:
    "The AI service is unavailable right now, so these topics were composed from your keywords and details, without an AI model.",
} as const;

export const DIAGRAM_COPY = {
  loading: "Generating diagram...",
  failedTitle: "Diagram Rendering Failed",
  empty: "No diagram data provided.",
  source: "Diagram source",
  renderFailed: (message: string) => `Failed to render diagram: ${message}. Please check the Mermaid syntax.`,
  toastTitle: "Diagram Error",
  toastText: (message: string) => `Could not render the diagram. ${message}`,
} as const;
