/**
 * The most a genuine form can weigh: every field at its limit in 4-byte characters,
 * percent-encoded (3 bytes each), is about 68 KB. workers/api.ts refuses a page's body beyond
 * this while it arrives, whatever Content-Length claims, before the action runs. A module of its
 * own: the Worker's entry imports it at startup, and the action's module loads with its route.
 */
export const MAX_FORM_BYTES = 128 * 1024;
