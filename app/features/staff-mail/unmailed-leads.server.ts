import { and, gte, inArray, isNull, lt } from "drizzle-orm";
import { contacts, voiceUploads } from "~/db/schema";

/**
 * The leads still without their staff e-mail (D1 timestamps): enquiries stored, and ideas whose
 * transcription ended, before `before`, among those that arrived since `since`. The digest and
 * the hourly summary report the same leads this way.
 */
export function unmailedLeads(before: string, since: string) {
  return {
    enquiries: and(isNull(contacts.staffNotifiedAt), lt(contacts.createdAt, before), gte(contacts.createdAt, since)),
    ideas: and(
      isNull(voiceUploads.staffNotifiedAt),
      inArray(voiceUploads.transcriptionStatus, ["done", "failed", "awaiting_service"]),
      lt(voiceUploads.updatedAt, before),
      gte(voiceUploads.createdAt, since),
    ),
  };
}
