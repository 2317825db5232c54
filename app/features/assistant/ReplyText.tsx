import { Link } from "react-router";
import { splitReplyLinks } from "./reply-links";

/** A bot reply as text with real links; the reply is never inserted as HTML. */
export function ReplyText({ text }: { text: string }) {
  return (
    <span className="chatbot__text">
      {splitReplyLinks(text).map((segment, index) => {
        if (segment.kind === "text") return segment.text;
        if (segment.sameSite) {
          return (
            <Link key={index} to={segment.href}>
              {segment.text}
            </Link>
          );
        }
        const opensPage = segment.href.startsWith("http");
        return (
          <a key={index} href={segment.href} {...(opensPage ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {segment.text}
          </a>
        );
      })}
    </span>
  );
}
