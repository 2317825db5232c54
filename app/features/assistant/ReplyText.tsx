import { Link } from "react-router";
import { splitReplyLinks } from "./reply-links";

/**
 * A bot reply as text with links to the site's own pages and its contact address only
 * (reply-links.ts); the reply is never inserted as HTML.
 */
export function ReplyText({ text }: { text: string }) {
  return (
    <span className="chatbot__text">
      {splitReplyLinks(text).map((segment, index) => {
        if (segment.kind === "text") return segment.text;
        return segment.sameSite ? (
          <Link key={index} to={segment.href}>
            {segment.text}
          </Link>
        ) : (
          <a key={index} href={segment.href}>
            {segment.text}
          </a>
        );
      })}
    </span>
  );
}
