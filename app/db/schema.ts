import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text, uniqueIndex, index } from "drizzle-orm/sqlite-core";
import { AI_SOURCES } from "~/lib/ai";

/**
 * The one typed description of the D1 database. The SQL files in migrations/ are its
 * history; tests/worker/schema.test.ts keeps the two in step.
 */

export const DEFAULT_LANGUAGE = "en-GB";

export const webContent = sqliteTable(
  "web_content",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pageIdentifier: text("page_identifier").notNull(),
    sectionIdentifier: text("section_identifier").notNull(),
    languageCode: text("language_code").notNull().default(DEFAULT_LANGUAGE),
    contentHtml: text("content_html"),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  (table) => [
    uniqueIndex("web_content_page_section_language").on(
      table.pageIdentifier,
      table.sectionIdentifier,
      table.languageCode,
    ),
  ],
);

/** What a change of page text did: new text, back to the built-in text, or an earlier version again. */
export const CONTENT_VERSION_ACTIONS = ["set", "reset", "restore"] as const;
export type ContentVersionAction = (typeof CONTENT_VERSION_ACTIONS)[number];

/**
 * Every change of a section of web_content, with who made it and when (staff console and staff
 * command alike): the section's value after the change, NULL when the stored value was deleted.
 */
export const webContentVersions = sqliteTable(
  "web_content_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pageIdentifier: text("page_identifier").notNull(),
    sectionIdentifier: text("section_identifier").notNull(),
    languageCode: text("language_code").notNull().default(DEFAULT_LANGUAGE),
    contentHtml: text("content_html"),
    action: text("action", { enum: CONTENT_VERSION_ACTIONS }).notNull(),
    /** For a restore: the version whose value it brought back. */
    restoredVersion: integer("restored_version"),
    /** A staff member's e-mail address (console), or "staff command (<user>)". */
    changedBy: text("changed_by").notNull(),
    changedAt: text("changed_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  (table) => [
    index("web_content_versions_section").on(
      table.pageIdentifier,
      table.sectionIdentifier,
      table.languageCode,
      table.id,
    ),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    inquiryType: text("inquiry_type").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    /** When staff were e-mailed about the enquiry; null until then. */
    staffNotifiedAt: text("staff_notified_at"),
    /** When the scheduled sweep queued the e-mail again, at most once. */
    staffMailRequeuedAt: text("staff_mail_requeued_at"),
    /** When staff marked the enquiry handled in the staff console; null until then. */
    handledAt: text("handled_at"),
    /** Who marked it handled: the staff member's e-mail address ('staff command' on rows from before issue 54). */
    handledBy: text("handled_by"),
    /** Staff's short internal note (migration 0018); kept, shown in an access request and erased with the lead. */
    staffNote: text("staff_note"),
    /** The site page the visitor came from (its path only); null when not known. */
    sourcePath: text("source_path"),
  },
  (table) => [index("contacts_staff_notified").on(table.staffNotifiedAt, table.createdAt)],
);

export const TRANSCRIPTION_STATUSES = ["pending", "processing", "done", "failed", "awaiting_service"] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

export const voiceUploads = sqliteTable(
  "voice_uploads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileName: text("file_name").notNull().unique(),
    fileUrl: text("file_url").notNull(),
    userEmail: text("user_email").notNull(),
    userContext: text("user_context").notNull(),
    transcript: text("transcript"),
    transcriptionStatus: text("transcription_status", { enum: TRANSCRIPTION_STATUSES }).notNull().default("pending"),
    transcriptionError: text("transcription_error"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    /** When staff were e-mailed about the idea (once its transcription ended); null until then. */
    staffNotifiedAt: text("staff_notified_at"),
    /** When the scheduled sweep queued the e-mail again, at most once. */
    staffMailRequeuedAt: text("staff_mail_requeued_at"),
    /** The visitor's name (null for ideas stored before names were kept). */
    userName: text("user_name"),
    /** When staff marked the idea handled in the staff console; null until then. */
    handledAt: text("handled_at"),
    /** Who marked it handled: the staff member's e-mail address. */
    handledBy: text("handled_by"),
    /** Staff's short internal note (migration 0018); kept, shown in an access request and erased with the lead. */
    staffNote: text("staff_note"),
    /** The recording's length as the visitor's recorder measured it; null for older ideas. */
    durationMs: integer("duration_ms"),
    /** The site page the visitor came from (its path only); null when not known. */
    sourcePath: text("source_path"),
  },
  (table) => [
    index("voice_uploads_status_created").on(table.transcriptionStatus, table.createdAt),
    index("voice_uploads_staff_notified").on(table.staffNotifiedAt, table.updatedAt),
  ],
);

/** The daily digests sent to staff, one row per Irish day (Europe/Dublin). */
export const staffDigests = sqliteTable("staff_digests", {
  digestDate: text("digest_date").primaryKey(),
  sentAt: text("sent_at")
    .notNull()
    .default(sql`CURRENT_TIMESTAMP`),
});

export type WebContentRow = typeof webContent.$inferSelect;
export type WebContentVersionRow = typeof webContentVersions.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
export type VoiceUploadRow = typeof voiceUploads.$inferSelect;
export type NewVoiceUpload = typeof voiceUploads.$inferInsert;

// Caps against floods: migrations/0007_abuse_caps.sql.
/**
 * Each voice upload's bytes against the day's budgets (VOICE_DAILY_BYTES_*): an address's and a
 * network's share count every row of the day, the shared budget only rows not yet released.
 */
export const voiceUploadBytes = sqliteTable(
  "voice_upload_bytes",
  {
    fileName: text("file_name").primaryKey(),
    day: text("day").notNull(),
    address: text("address").notNull(),
    network: text("network").notNull(),
    bytes: integer("bytes").notNull(),
    uploadedAt: text("uploaded_at").notNull(),
    /** The client's wide network (IPv4 /16, IPv6 /32): one upload a day from it may use the reserve. */
    wideNetwork: text("wide_network").notNull().default(""),
    /** When an upload nobody logged gave its bytes back to the shared budget. */
    releasedAt: text("released_at"),
  },
  (table) => [
    index("voice_upload_bytes_address").on(table.day, table.address),
    index("voice_upload_bytes_network").on(table.day, table.network),
    index("voice_upload_bytes_held").on(table.day, table.releasedAt),
    index("voice_upload_bytes_wide_network").on(table.day, table.wideNetwork),
  ],
);

export type VoiceUploadBytesRow = typeof voiceUploadBytes.$inferSelect;

/** Uses counted against an overall cap per period (a UTC day or hour). */
export const usageCounts = sqliteTable(
  "usage_counts",
  {
    counter: text("counter").notNull(),
    period: text("period").notNull(),
    used: integer("used").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.counter, table.period] })],
);
export const ERASURE_REASONS = ["request", "retention"] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];

/**
 * What was erased, when and why: a visitor's request (the staff console) or the
 * retention clean-up. Counts only, never who: nothing here can point back to a person.
 */
export const erasures = sqliteTable(
  "erasures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    erasedAt: text("erased_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    reason: text("reason", { enum: ERASURE_REASONS }).notNull(),
    /** 'staff console' or 'scheduled retention' ('staff command' on rows from before issue 54). */
    requestedBy: text("requested_by").notNull(),
    enquiries: integer("enquiries").notNull().default(0),
    voiceIdeas: integer("voice_ideas").notNull().default(0),
    recordings: integer("recordings").notNull().default(0),
    unansweredQuestions: integer("unanswered_questions").notNull().default(0),
  },
  (table) => [index("erasures_erased_at").on(table.erasedAt)],
);

export type ErasureRow = typeof erasures.$inferSelect;

/**
 * The questions the site's assistant could not answer: the text only (no address, identifier or
 * session), for the console's overview; kept UNANSWERED_QUESTION_RETENTION_DAYS.
 */
export const unansweredQuestions = sqliteTable(
  "unanswered_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    question: text("question").notNull(),
    askedAt: text("asked_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  (table) => [index("unanswered_questions_asked_at").on(table.askedAt)],
);

export type UnansweredQuestionRow = typeof unansweredQuestions.$inferSelect;

/**
 * Pictures staff uploaded (app/features/pictures): the bytes are in R2 at `pictures/<id>.<ext>`,
 * the id is the SHA-256 of those bytes, width and height the size the picture is displayed at.
 */
export const pictures = sqliteTable(
  "pictures",
  {
    id: text("id").primaryKey(),
    type: text("type", { enum: ["image/jpeg", "image/png", "image/webp"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    /** The staff member's e-mail address. */
    uploadedBy: text("uploaded_by").notNull(),
  },
  (table) => [index("pictures_created_at").on(table.createdAt)],
);

export type PictureRow = typeof pictures.$inferSelect;

/**
 * How the assistant answered, counted per UTC hour (migration 0016): by source, the model asked
 * and the kind of failure. Counts only, nothing about who asked or what.
 */
export const assistantAnswers = sqliteTable(
  "assistant_answers",
  {
    hour: text("hour").notNull(),
    source: text("source", { enum: AI_SOURCES }).notNull(),
    model: text("model").notNull().default(""),
    failure: text("failure").notNull().default(""),
    answers: integer("answers").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.hour, table.source, table.model, table.failure] })],
);

/** An article of the blog, or a case study of the firm's own work (docs/decisions/0074-*). */
export const PUBLICATION_KINDS = ["article", "case-study"] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];
export const PUBLICATION_STATUSES = ["draft", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const publications = sqliteTable(
  "publications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: PUBLICATION_KINDS }).notNull(),
    /** The address after /blog/ or /projects/. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitised HTML (sanitizeHtml's "article" kind). */
    bodyHtml: text("body_html").notNull().default(""),
    category: text("category").notNull().default(""),
    /** An uploaded picture; NULL for none or for one of the site's own images (coverSrc alone). */
    coverPictureId: text("cover_picture_id"),
    coverSrc: text("cover_src"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    coverAlt: text("cover_alt").notNull().default(""),
    /** NULL: the title. */
    metaTitle: text("meta_title"),
    /** NULL: the summary. */
    metaDescription: text("meta_description"),
    /** JSON list of the site paths (services, techniques) a case study used. */
    usedPaths: text("used_paths").notNull().default("[]"),
    status: text("status", { enum: PUBLICATION_STATUSES }).notNull().default("draft"),
    /** First publication; NULL until then. */
    publishedAt: text("published_at"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  (table) => [
    uniqueIndex("publications_kind_slug").on(table.kind, table.slug),
    index("publications_listing").on(table.kind, table.status, table.publishedAt),
  ],
);

export type PublicationRow = typeof publications.$inferSelect;

/** An address an item had before it was changed; it answers 301 to the current one. */
export const publicationOldSlugs = sqliteTable(
  "publication_old_slugs",
  {
    kind: text("kind", { enum: PUBLICATION_KINDS }).notNull(),
    slug: text("slug").notNull(),
    publicationId: integer("publication_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

export const PUBLICATION_VERSION_ACTIONS = ["save", "publish", "unpublish", "restore"] as const;
export type PublicationVersionAction = (typeof PUBLICATION_VERSION_ACTIONS)[number];

/** Every change of an item: its fields after the change (JSON), who made it and when. */
export const publicationVersions = sqliteTable(
  "publication_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    publicationId: integer("publication_id").notNull(),
    fieldsJson: text("fields_json").notNull(),
    action: text("action", { enum: PUBLICATION_VERSION_ACTIONS }).notNull(),
    restoredVersion: integer("restored_version"),
    changedBy: text("changed_by").notNull(),
    changedAt: text("changed_at")
      .notNull()
      .default(sql`CURRENT_TIMESTAMP`),
  },
  (table) => [index("publication_versions_item").on(table.publicationId, table.id)],
);
