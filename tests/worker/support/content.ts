import { env } from "cloudflare:test";
import { DEFAULT_LANGUAGE } from "~/db/schema";

/** Stores one section of a page in web_content, as a staff edit would (NULL: the built-in wording). */
export async function setSection(page: string, section: string, html: string | null, language = DEFAULT_LANGUAGE) {
  await env.DB.prepare(
    `INSERT INTO web_content (page_identifier, section_identifier, language_code, content_html)
     VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (page_identifier, section_identifier, language_code)
     DO UPDATE SET content_html = excluded.content_html, updated_at = CURRENT_TIMESTAMP`,
  )
    .bind(page, section, language, html)
    .run();
}
