import type { FaqItem } from "~/content/faqs";
import { SiteLink } from "./SiteLink";

/** Questions that open and close independently (native disclosure: keyboard and screen-reader friendly). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary className="faq-item__question">{item.question}</summary>
          <div className="faq-item__answer">
            <p>
              {item.answer}
              {item.link ? (
                <>
                  {" "}
                  <SiteLink href={item.link.href}>{item.link.label}</SiteLink>
                </>
              ) : null}
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
