import { and, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  type PublicationKind,
  type PublicationRow,
  type PublicationVersionAction,
  publicationOldSlugs,
  publications,
  publicationVersions,
} from "~/db/schema";
import { sanitizeHtml } from "~/features/managed-content/index.server";
import { getPicture } from "~/features/pictures/index.server";
import { parseUsedPaths, slugFromTitle, USABLE_PAGES } from "~/features/publishing/index.server";
import type { PublicationForm } from "./publication-forms";

/**
 * Articles and case studies as staff write them (docs/decisions/0074-*): create, save, publish,
 * unpublish, delete, and versions with restore. Every write goes to the primary and records a
 * version in the same batch (a transaction), as page text does (decision 0042). Visitors see a
 * change when the caches' window ends (decision 0018), like any page text edit.
 */

/** The fields a version keeps and a restore brings back (everything but the status and dates). */
export interface PublicationFields {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  category: string;
  coverPictureId: string | null;
  coverSrc: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  usedPaths: string[];
}

export class PublicationInputError extends Error {
  constructor(
    readonly field: "slug" | "cover",
    message: string,
  ) {
    super(message);
  }
}

function fieldsOf(row: PublicationRow): PublicationFields {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    category: row.category,
    coverPictureId: row.coverPictureId,
    coverSrc: row.coverSrc,
    coverWidth: row.coverWidth,
    coverHeight: row.coverHeight,
    coverAlt: row.coverAlt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    usedPaths: parseUsedPaths(row.usedPaths),
  };
}

const columnsOf = (fields: PublicationFields) => ({ ...fields, usedPaths: JSON.stringify(fields.usedPaths) });

export async function listPublications(d1: D1Database, kind: PublicationKind) {
  return getDb(d1)
    .select({
      id: publications.id,
      title: publications.title,
      slug: publications.slug,
      status: publications.status,
      publishedAt: publications.publishedAt,
      updatedAt: publications.updatedAt,
    })
    .from(publications)
    .where(eq(publications.kind, kind))
    .orderBy(desc(publications.updatedAt), desc(publications.id));
}

export async function findPublication(d1: D1Database, kind: PublicationKind, id: number) {
  const [row] = await getDb(d1)
    .select()
    .from(publications)
    .where(and(eq(publications.kind, kind), eq(publications.id, id)));
  return row ?? null;
}

/** Whether another item of the kind has, or had, the address (an old address still redirects). */
async function addressTaken(d1: D1Database, kind: PublicationKind, slug: string, id: number | null) {
  const db = getDb(d1);
  const [current] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(
      and(eq(publications.kind, kind), eq(publications.slug, slug), ...(id === null ? [] : [ne(publications.id, id)])),
    )
    .limit(1);
  if (current) return true;
  const [old] = await db
    .select({ id: publicationOldSlugs.publicationId })
    .from(publicationOldSlugs)
    .where(and(eq(publicationOldSlugs.kind, kind), eq(publicationOldSlugs.slug, slug)))
    .limit(1);
  return Boolean(old && old.id !== id);
}

/**
 * The address an item gets: the one typed, or else one made from the title while the item was
 * never published (then the address stays as it is). A typed address another item has or had is
 * refused; a made one takes the first free "-2", "-3"… suffix.
 */
async function chooseAddress(
  d1: D1Database,
  kind: PublicationKind,
  form: PublicationForm,
  existing: PublicationRow | null,
): Promise<string> {
  const id = existing?.id ?? null;
  if (form.slug) {
    if (await addressTaken(d1, kind, form.slug, id))
      throw new PublicationInputError("slug", "Another item already uses, or used, this address. Choose another.");
    return form.slug;
  }
  if (existing?.publishedAt) return existing.slug;
  const base = slugFromTitle(form.title) || (kind === "article" ? "article" : "case-study");
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await addressTaken(d1, kind, candidate, id))) return candidate;
  }
}

/** The cover the form names: an uploaded picture, the site's own image the item already has, or none. */
async function chooseCover(env: Env, form: PublicationForm, existing: PublicationRow | null) {
  if (!form.cover) return { coverPictureId: null, coverSrc: null, coverWidth: null, coverHeight: null };
  if (existing && !existing.coverPictureId && existing.coverSrc === form.cover)
    return {
      coverPictureId: null,
      coverSrc: existing.coverSrc,
      coverWidth: existing.coverWidth,
      coverHeight: existing.coverHeight,
    };
  const picture = await getPicture(env, form.cover);
  if (!picture) throw new PublicationInputError("cover", "That picture is not in the picture store. Upload it again.");
  return { coverPictureId: picture.id, coverSrc: picture.src, coverWidth: picture.width, coverHeight: picture.height };
}

/** The form's fields as they would be stored: the text sanitised, the address and cover chosen. */
export async function preparedFields(
  env: Env,
  kind: PublicationKind,
  form: PublicationForm,
  existing: PublicationRow | null,
): Promise<PublicationFields> {
  const usable = new Set(USABLE_PAGES.map((page) => page.href));
  return {
    title: form.title,
    slug: await chooseAddress(env.DB, kind, form, existing),
    summary: form.summary,
    bodyHtml: sanitizeHtml(form.body, "article"),
    category: form.category,
    ...(await chooseCover(env, form, existing)),
    coverAlt: form.coverAlt,
    metaTitle: form.metaTitle || null,
    metaDescription: form.metaDescription || null,
    usedPaths: kind === "case-study" ? form.usedPaths.filter((path) => usable.has(path)) : [],
  };
}

function versionInsert(
  d1: D1Database,
  id: number,
  fields: PublicationFields,
  action: PublicationVersionAction,
  changedBy: string,
  restoredVersion: number | null = null,
) {
  return getDb(d1)
    .insert(publicationVersions)
    .values({ publicationId: id, fieldsJson: JSON.stringify(fields), action, changedBy, restoredVersion });
}

export async function createPublication(d1: D1Database, kind: PublicationKind, fields: PublicationFields, by: string) {
  const [row] = await getDb(d1)
    .insert(publications)
    .values({ kind, ...columnsOf(fields) })
    .returning({ id: publications.id });
  await versionInsert(d1, row!.id, fields, "save", by);
  return row!.id;
}

/**
 * Stores new fields (and a version), and with `status` publishes or withdraws. An item that was
 * published keeps its old address, which then answers 301 to the new one.
 */
export async function updatePublication(
  d1: D1Database,
  existing: PublicationRow,
  fields: PublicationFields,
  by: string,
  {
    action = "save",
    status,
    restoredVersion = null,
  }: { action?: PublicationVersionAction; status?: "draft" | "published"; restoredVersion?: number | null } = {},
) {
  const db = getDb(d1);
  const moved = existing.publishedAt !== null && fields.slug !== existing.slug;
  const publishing = status === "published" && existing.publishedAt === null;
  await db.batch([
    db
      .update(publications)
      .set({
        ...columnsOf(fields),
        ...(status ? { status } : {}),
        ...(publishing ? { publishedAt: d1Now() } : {}),
        updatedAt: d1Now(),
      })
      .where(eq(publications.id, existing.id)),
    // Back to an address it had: that one is current again, no longer an old one.
    db
      .delete(publicationOldSlugs)
      .where(and(eq(publicationOldSlugs.kind, existing.kind), eq(publicationOldSlugs.slug, fields.slug))),
    ...(moved
      ? [
          db
            .insert(publicationOldSlugs)
            .values({ kind: existing.kind, slug: existing.slug, publicationId: existing.id })
            .onConflictDoNothing(),
        ]
      : []),
    versionInsert(d1, existing.id, fields, action, by, restoredVersion),
  ]);
}

/** D1's CURRENT_TIMESTAMP format, for the dates an update sets. */
function d1Now() {
  return new Date().toISOString().slice(0, 19).replace("T", " ");
}

export async function deletePublication(d1: D1Database, existing: PublicationRow) {
  const db = getDb(d1);
  await db.batch([
    db.delete(publicationVersions).where(eq(publicationVersions.publicationId, existing.id)),
    db.delete(publicationOldSlugs).where(eq(publicationOldSlugs.publicationId, existing.id)),
    db.delete(publications).where(eq(publications.id, existing.id)),
  ]);
}

export const VERSION_LIMIT = 30;

/** An item's versions, newest first. */
export async function publicationVersionList(d1: D1Database, id: number) {
  const rows = await getDb(d1)
    .select()
    .from(publicationVersions)
    .where(eq(publicationVersions.publicationId, id))
    .orderBy(desc(publicationVersions.id))
    .limit(VERSION_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    restoredVersion: row.restoredVersion,
    changedBy: row.changedBy,
    changedAt: row.changedAt,
    title: (JSON.parse(row.fieldsJson) as PublicationFields).title,
  }));
}

/** An earlier version's fields again, as a new version; the address stays as it is now. */
export async function restorePublicationVersion(
  d1: D1Database,
  existing: PublicationRow,
  versionId: number,
  by: string,
) {
  const [version] = await getDb(d1)
    .select()
    .from(publicationVersions)
    .where(and(eq(publicationVersions.id, versionId), eq(publicationVersions.publicationId, existing.id)));
  if (!version) return false;
  const fields = { ...(JSON.parse(version.fieldsJson) as PublicationFields), slug: existing.slug };
  fields.bodyHtml = sanitizeHtml(fields.bodyHtml, "article");
  await updatePublication(d1, existing, fields, by, { action: "restore", restoredVersion: versionId });
  return true;
}

export { fieldsOf as publicationFields };
