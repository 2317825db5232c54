import { env } from "cloudflare:test";
import { getDb } from "~/db/client.server";
import { contacts, voiceUploads, type NewContact, type NewVoiceUpload } from "~/db/schema";

/** An enquiry stored directly, as the contact action leaves it; `changes` override any column. */
export async function storeEnquiry(changes: Partial<NewContact> = {}) {
  const [row] = await getDb(env.DB)
    .insert(contacts)
    .values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: `Pump controller ${crypto.randomUUID()}`,
      message: "We need a BLDC motor controller for a pump.\nBudget agreed.",
      inquiryType: "Project Inquiry",
      ...changes,
    })
    .returning();
  return row!;
}

/** A transcribed voice idea stored directly (its recording is not put in R2); `changes` override any column. */
export async function storeIdea(changes: Partial<NewVoiceUpload> = {}) {
  const fileName = `voice-idea-${Date.now()}-${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}.webm`;
  const [row] = await getDb(env.DB)
    .insert(voiceUploads)
    .values({
      fileName,
      fileUrl: `r2://voice-recordings/${fileName}`,
      userEmail: "grace@example.com",
      userName: "Grace Hopper",
      userContext: `Smart greenhouse ${crypto.randomUUID()}`,
      transcriptionStatus: "done",
      transcript: "A greenhouse that waters itself.",
      ...changes,
    })
    .returning();
  return row!;
}
