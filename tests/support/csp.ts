/** The nonce a Content-Security-Policy header allows scripts with, if any. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}
