const USER_AGENT_MAX_LENGTH = 512;

/**
 * The user_identifier stored with enquiries and voice ideas: the browser's user-agent string
 * (capped, since the header is the client's to choose), or 'unknown-agent'.
 */
export function userIdentifier(request: Request): string {
  const agent = request.headers.get("User-Agent")?.trim();
  return agent ? agent.slice(0, USER_AGENT_MAX_LENGTH) : "unknown-agent";
}
