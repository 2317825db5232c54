import { data, redirect } from "react-router";
import type { PublicationKind, PublicationRow } from "~/db/schema";
import { publicationView, publishedItem, USABLE_PAGES } from "~/features/publishing/index.server";
import { readConfig } from "~/lib/config.server";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { logInfo } from "~/lib/log.server";
import { PUBLICATION_WORDS } from "./copy";
import {
  type PublicationIntent,
  publicationFormSchema,
  publishingProblems,
  versionFormSchema,
} from "./publication-forms";
import {
  createPublication,
  deletePublication,
  findPublication,
  listPublications,
  preparedFields,
  type PublicationFields,
  PublicationInputError,
  publicationFields,
  publicationVersionList,
  restorePublicationVersion,
  updatePublication,
} from "./publications.server";

/**
 * The console's article and case-study pages: what their loaders read and what their forms do.
 * The kind comes from the address (/staff/articles… or /staff/case-studies…); one module serves both.
 */

export function publicationKindOf(request: Request): PublicationKind {
  return new URL(request.url).pathname.startsWith(PUBLICATION_WORDS["case-study"].indexPath) ? "case-study" : "article";
}

const editorPath = (kind: PublicationKind, id: number | "new") => `${PUBLICATION_WORDS[kind].indexPath}/${id}`;

export async function publicationIndex(env: Env, kind: PublicationKind) {
  return { kind, items: await listPublications(env.DB, kind) };
}

export type PublicationIndexData = Awaited<ReturnType<typeof publicationIndex>>;

/** The item an address names, or 404. */
async function itemOr404(env: Env, kind: PublicationKind, idParam: string): Promise<PublicationRow> {
  const row = /^\d{1,15}$/.test(idParam) ? await findPublication(env.DB, kind, Number(idParam)) : null;
  if (!row) throw data(`This ${PUBLICATION_WORDS[kind].one} does not exist.`, { status: 404 });
  return row;
}

/** The form's starting values: the stored fields, or a blank new item. */
function formValues(fields: PublicationFields | null) {
  return {
    title: fields?.title ?? "",
    slug: fields?.slug ?? "",
    summary: fields?.summary ?? "",
    category: fields?.category ?? "",
    body: fields?.bodyHtml ?? "",
    cover: fields?.coverPictureId ?? fields?.coverSrc ?? "",
    coverAlt: fields?.coverAlt ?? "",
    metaTitle: fields?.metaTitle ?? "",
    metaDescription: fields?.metaDescription ?? "",
    usedPaths: fields?.usedPaths ?? [],
  };
}

export async function publicationEditor(env: Env, kind: PublicationKind, idParam: string) {
  const row = idParam === "new" ? null : await itemOr404(env, kind, idParam);
  const fields = row ? publicationFields(row) : null;
  return {
    kind,
    id: row?.id ?? null,
    status: row?.status ?? "draft",
    publishedAt: row?.publishedAt ?? null,
    updatedAt: row?.updatedAt ?? null,
    /** Where visitors read it once published. */
    publicPath: row ? `${PUBLICATION_WORDS[kind].publicPrefix}${row.slug}` : null,
    values: formValues(fields),
    cover:
      fields?.coverSrc && fields.coverWidth && fields.coverHeight
        ? { src: fields.coverSrc, width: fields.coverWidth, height: fields.coverHeight }
        : null,
    versions: row ? await publicationVersionList(env.DB, row.id) : [],
    usablePages: kind === "case-study" ? USABLE_PAGES : [],
    cacheSeconds: readConfig(env).contentCacheTtlSeconds,
  };
}

export type PublicationEditorData = Awaited<ReturnType<typeof publicationEditor>>;

/** The page as visitors will see it, from fields not yet stored. */
function previewOf(kind: PublicationKind, fields: PublicationFields, row: PublicationRow | null) {
  const now = new Date().toISOString().slice(0, 19).replace("T", " ");
  return publicationView(
    publishedItem({
      id: row?.id ?? 0,
      kind,
      ...fields,
      usedPaths: JSON.stringify(fields.usedPaths),
      status: row?.status ?? "draft",
      publishedAt: row?.publishedAt ?? now,
      createdAt: row?.createdAt ?? now,
      updatedAt: now,
    }),
  );
}

const DONE: Partial<Record<PublicationIntent, string>> = {
  save: "saved",
  publish: "published",
  unpublish: "unpublished",
};

/**
 * The editor's form: Preview answers with the page as it would look; Save stores a draft (or the
 * published item's changes); Publish checks what a visitor needs and publishes; Unpublish
 * withdraws. Each stores a version.
 */
export async function editPublication(
  request: Request,
  env: Env,
  staffEmail: string,
  kind: PublicationKind,
  idParam: string,
) {
  const row = idParam === "new" ? null : await itemOr404(env, kind, idParam);
  const form = await request.formData();
  if (form.get("intent") === "restore") return restoreVersion(form, env, staffEmail, kind, row);
  const submission = parseFormSubmission(form, publicationFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const { intent } = submission.value;
  let fields: PublicationFields;
  try {
    fields = await preparedFields(env, kind, submission.value, row);
  } catch (error) {
    if (!(error instanceof PublicationInputError)) throw error;
    return data(
      { result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }), preview: null },
      { status: 400 },
    );
  }
  if (intent === "preview") return { result: submission.reply(), preview: previewOf(kind, fields, row) };
  if (intent === "publish") {
    const problems = publishingProblems({ ...submission.value, body: fields.bodyHtml });
    if (Object.keys(problems).length > 0) {
      const fieldErrors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));
      return data({ result: submission.reply({ fieldErrors }), preview: null }, { status: 400 });
    }
  }
  const status = intent === "publish" ? "published" : intent === "unpublish" ? "draft" : undefined;
  const action = intent === "publish" ? "publish" : intent === "unpublish" ? "unpublish" : "save";
  let id: number;
  if (row) {
    await updatePublication(env.DB, row, fields, staffEmail, { action, status });
    id = row.id;
  } else {
    id = await createPublication(env.DB, kind, fields, staffEmail);
    if (status)
      await updatePublication(env.DB, (await findPublication(env.DB, kind, id))!, fields, staffEmail, {
        action,
        status,
      });
  }
  logInfo("staff_publication_saved", { staff: staffEmail, kind, id, intent });
  return redirect(`${editorPath(kind, id)}?done=${DONE[intent]}`);
}

async function restoreVersion(
  form: FormData,
  env: Env,
  staffEmail: string,
  kind: PublicationKind,
  row: PublicationRow | null,
) {
  if (!row) throw data("There is nothing to restore yet.", { status: 404 });
  const parsed = versionFormSchema.safeParse({ version: form.get("version") });
  const restored = parsed.success && (await restorePublicationVersion(env.DB, row, parsed.data.version, staffEmail));
  if (restored)
    logInfo("staff_publication_restored", { staff: staffEmail, kind, id: row.id, version: parsed.data.version });
  return redirect(`${editorPath(kind, row.id)}?done=${restored ? "restored" : "unknown-version"}`);
}

/** The page that asks before deleting: what would go. */
export async function publicationToDelete(env: Env, kind: PublicationKind, idParam: string) {
  const row = await itemOr404(env, kind, idParam);
  return { kind, id: row.id, title: row.title, status: row.status };
}

export async function deletePublicationFromForm(env: Env, staffEmail: string, kind: PublicationKind, idParam: string) {
  const row = await itemOr404(env, kind, idParam);
  await deletePublication(env.DB, row);
  logInfo("staff_publication_deleted", { staff: staffEmail, kind, id: row.id });
  return redirect(`${PUBLICATION_WORDS[kind].indexPath}?done=deleted`);
}
