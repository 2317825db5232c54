import * as z from "zod/mini";

/**
 * The Worker's configuration: the vars of wrangler.jsonc (and .dev.vars locally), parsed once
 * per environment object. Every module reads its settings from here, so a setting means the
 * same everywhere, and a missing or mistyped value stops the Worker with a message that names
 * it, rather than quietly switching behaviour.
 */
// Shared budgets and overall daily caps.
/** A whole number var (digits only) of at most Number.MAX_SAFE_INTEGER. */
function wholeNumber(unit: string) {
  return digitsVar(unit, z.maximum(Number.MAX_SAFE_INTEGER, "is too large"));
}
/** A var of digits only, read as a number of `unit` and held to `checks`. */
function digitsVar(unit: string, ...checks: z.core.$ZodCheck<number>[]) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/, `must be a whole number of ${unit}`)), z.transform(Number)),
    z.number().check(...checks),
  );
}
/** A retention period: the privacy notice (/privacy) states it, so it is never unlimited or zero. */
const retentionDays = digitsVar(
  "days",
  z.minimum(1, "must be at least 1 day"),
  z.maximum(3650, "must be at most 3650 days (ten years)"),
);
/** A name that must be given: surrounding spaces are not part of it. */
const givenName = () => z.string().check(z.trim(), z.minLength(1));
/**
 * A Workers AI model, named as the catalog names it (the keys of `AiModels` in the generated
 * worker-configuration.d.ts). The catalog is a type, not a list the Worker holds: wrangler.jsonc
 * is checked against it by tests/unit/deploy-config.test.ts and by `npm run deploy`.
 */
const aiModelName = () =>
  z.pipe(
    givenName(),
    z.transform((name) => name as keyof AiModels),
  );

const configSchema = z.pipe(
  z
    .object({
      AI_MODE: z.enum(["workers-ai", "local"], 'must be "workers-ai" or "local"'),
      CHAT_MODEL: aiModelName(),
      TOPIC_MODEL: aiModelName(),
      WHISPER_MODEL: aiModelName(),
      CONTENT_CACHE_TTL_SECONDS: digitsVar("seconds", z.maximum(86_400, "must be at most a day")),
      SITE_URL: z.pipe(
        z.url({ protocol: /^https?$/, error: "must be an http(s) address such as https://www.example.com" }),
        z.transform((value) => new URL(value).origin),
      ),
      STAFF_EMAIL: z.email("must be an e-mail address"),
      NOTIFY_FROM: z.email("must be an e-mail address"),
      RECORDINGS_BUCKET: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, "must be an R2 bucket name")),
      VOICE_DAILY_BYTES_BUDGET: wholeNumber("bytes"),
      VOICE_DAILY_BYTES_PER_ADDRESS: wholeNumber("bytes"),
      VOICE_DAILY_BYTES_PER_NETWORK: wholeNumber("bytes"),
      VOICE_DAILY_BYTES_RESERVED: wholeNumber("bytes"),
      AI_DAILY_CALLS: wholeNumber("calls"),
      TRANSCRIPTION_DAILY_CALLS: wholeNumber("calls"),
      STAFF_MAIL_HOURLY_LIMIT: wholeNumber("e-mails"),
      RECORDING_RETENTION_DAYS: retentionDays,
      ENQUIRY_RETENTION_DAYS: retentionDays,
      // The staff console (docs/deploy.md "Cloudflare Access for the staff console"): empty means not set.
      STAFF_ACCESS_TEAM_DOMAIN: z._default(
        z.union([
          z.literal(""),
          z
            .string()
            .check(
              z.regex(
                /^[a-z0-9-]+\.cloudflareaccess\.com$/,
                "must be a team domain such as tetra.cloudflareaccess.com",
              ),
            ),
        ]),
        "",
      ),
      STAFF_ACCESS_AUD: z._default(
        z.union([
          z.literal(""),
          z.string().check(z.regex(/^[0-9a-f]{64}$/, "must be an Access application's AUD tag (64 hex digits)")),
        ]),
        "",
      ),
      STAFF_DEV_EMAIL: z._default(z.union([z.literal(""), z.email("must be an e-mail address or empty")]), ""),
      UNVERIFIED_ENQUIRIES_HOURLY: wholeNumber("enquiries"),
      TURNSTILE_MODE: z.enum(["cloudflare", "local"], 'must be "cloudflare" or "local"'),
      TURNSTILE_SITE_KEY: z.string().check(z.regex(/^[\w-]{1,64}$/, "must be the Turnstile widget's site key")),
      // A wrangler secret, not a var (`wrangler secret put TURNSTILE_SECRET_KEY --env <name>`), so
      // the vars alone parse without it; in "cloudflare" mode a Worker without it refuses every
      // protected request (fails closed) and logs why, and `npm run deploy` checks it is set.
      TURNSTILE_SECRET_KEY: z.optional(givenName()),
    })
    .check(
      z.refine((vars) => Number(vars.VOICE_DAILY_BYTES_RESERVED) <= Number(vars.VOICE_DAILY_BYTES_BUDGET), {
        path: ["VOICE_DAILY_BYTES_RESERVED"],
        error: "must be at most VOICE_DAILY_BYTES_BUDGET (it is a part of it)",
      }),
    ),
  z.transform((vars) => ({
    /** "workers-ai" calls the AI binding; "local" answers offline from the site's own content. */
    aiMode: vars.AI_MODE,
    chatModel: vars.CHAT_MODEL,
    topicModel: vars.TOPIC_MODEL,
    whisperModel: vars.WHISPER_MODEL,
    /** How long page content and cached pages may be served before D1 is read again; 0 turns caching off. */
    contentCacheTtlSeconds: vars.CONTENT_CACHE_TTL_SECONDS,
    /** The public origin (no trailing slash) of every absolute link the site prints, whatever Host a request names. */
    siteUrl: vars.SITE_URL,
    /** The staff inbox that lead e-mails and the daily digest go to. */
    staffEmail: vars.STAFF_EMAIL,
    /** The verified sender address of those e-mails. */
    notifyFrom: vars.NOTIFY_FROM,
    /** The bucket behind the RECORDINGS binding, named in the r2:// addresses of recordings. */
    recordingsBucket: vars.RECORDINGS_BUCKET,
    // Caps against floods: docs/security.md "Limits and caps".
    /**
     * Bytes of voice recordings held per UTC day across all visitors: those of logged ideas and of
     * uploads still within their claim window. 0 refuses every upload.
     */
    voiceDailyBytesBudget: vars.VOICE_DAILY_BYTES_BUDGET,
    /**
     * The part of voiceDailyBytesBudget that only an upload from a wide network (IPv4 /16, IPv6 /32)
     * with no upload that day may use (docs/decisions/0050): what a flood leaves for everyone else.
     */
    voiceDailyBytesReserved: vars.VOICE_DAILY_BYTES_RESERVED,
    /** Bytes one client address (IPv4 address, IPv6 /64) may upload per UTC day, given back or not. */
    voiceDailyBytesPerAddress: vars.VOICE_DAILY_BYTES_PER_ADDRESS,
    /** The same for all addresses of one network (IPv4 /24, IPv6 /48) together. */
    voiceDailyBytesPerNetwork: vars.VOICE_DAILY_BYTES_PER_NETWORK,
    /** Workers AI chat and topic calls per UTC day across all visitors; past it the offline generators answer. */
    aiDailyCalls: vars.AI_DAILY_CALLS,
    /** Whisper transcriptions per UTC day; past it ideas wait (awaiting_service) for the next day. */
    transcriptionDailyCalls: vars.TRANSCRIPTION_DAILY_CALLS,
    /** Lead e-mails sent one by one per clock hour; past it one summary e-mail per hour lists the rest. */
    staffMailHourlyLimit: vars.STAFF_MAIL_HOURLY_LIMIT,
    /** Days a voice idea (recording, transcript, name, e-mail) is kept after it arrived; the scheduled clean-up erases it then. */
    recordingRetentionDays: vars.RECORDING_RETENTION_DAYS,
    /** Days a contact enquiry is kept after it arrived; the scheduled clean-up erases it then. */
    enquiryRetentionDays: vars.ENQUIRY_RETENTION_DAYS,
    /**
     * The Cloudflare Access application in front of /staff: the team domain that issues and signs
     * its tokens, and the application's AUD tag. Unset, only the development identity gets in.
     */
    staffAccess:
      vars.STAFF_ACCESS_TEAM_DOMAIN && vars.STAFF_ACCESS_AUD
        ? { teamDomain: vars.STAFF_ACCESS_TEAM_DOMAIN, audience: vars.STAFF_ACCESS_AUD }
        : undefined,
    /** Whether either Access setting is given: the development identity is then never accepted. */
    staffAccessNamed: Boolean(vars.STAFF_ACCESS_TEAM_DOMAIN || vars.STAFF_ACCESS_AUD),
    /**
     * Local runs only (.dev.vars, the end-to-end server): every request to /staff on a loopback
     * host is this staff member, without Access, while no Access setting is given. npm run deploy
     * refuses an environment that sets it, and the Worker refuses it anywhere else.
     */
    staffDevEmail: vars.STAFF_DEV_EMAIL || undefined,
    /**
     * Enquiries stored per clock hour, across all visitors, without a bot check: the contact form
     * sent without JavaScript, where Turnstile cannot run (docs/decisions/0040). 0 refuses them all.
     */
    unverifiedEnquiriesHourly: vars.UNVERIFIED_ENQUIRIES_HOURLY,
    /**
     * The bot check (docs/decisions/0040): "cloudflare" runs Cloudflare Turnstile and verifies each
     * token with siteverify; "local" is the offline stand-in, which accepts only Turnstile's dummy token.
     */
    botCheck: {
      mode: vars.TURNSTILE_MODE,
      siteKey: vars.TURNSTILE_SITE_KEY,
      secretKey: vars.TURNSTILE_SECRET_KEY ?? "",
    },
  })),
);

export type Config = z.output<typeof configSchema>;
/** The raw vars, as the Worker's environment holds them. */
export type ConfigVars = { [Name in keyof z.input<typeof configSchema>]: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

const parsed = new WeakMap<object, Config>();

export function readConfig(env: ConfigVars): Config {
  const known = parsed.get(env);
  if (known) return known;
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid Worker configuration (wrangler.jsonc vars):\n${z.prettifyError(result.error)}`);
  }
  parsed.set(env, result.data);
  return result.data;
}

/**
 * What the Worker would refuse in these vars, one entry per var and reason: the checks of
 * readConfig, for `npm run deploy` and `npm run setup` to run before a Worker ever starts.
 */
export function configIssues(vars: Record<string, unknown>): { name: string; message: string }[] {
  const result = configSchema.safeParse(vars);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ name: path.join("."), message }));
}
