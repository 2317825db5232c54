/** Company facts shown across the site. One place, so the brand can be changed in one edit. */
export const SITE = {
  name: "Tetra Electronics",
  assistantName: "Tetra AI",
  brandLine: "makes ideas real",
  email: "hello@tetra-electronics.com",
  region: "Republic of Ireland and UK",
  yearsOfExperience: 45,
  founderCredential: "PhD in Electronics (1990)",
  footerBlurb:
    "AI-assisted electronic solutions and smart tech innovations. Every project matters, whatever its scale or stage.",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/tetra-electronics" },
    { name: "YouTube", href: "https://www.youtube.com/@tetra-electronics" },
    { name: "Instagram", href: "https://www.instagram.com/tetra.electronics" },
    { name: "TikTok", href: "https://www.tiktok.com/@tetra.electronics" },
    { name: "X", href: "https://x.com/tetraelectronic" },
  ],
} as const;
