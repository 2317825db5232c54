import type { FaqItem } from "~/content/faqs";
import { Html } from "./Html";
import { SiteLink } from "./SiteLink";

/**
 * Questions that open and close independently (native disclosure: keyboard and screen-reader
 * friendly). Questions, answers and link labels are page copy, as HTML.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item, index) => (
        <details key={index} className="faq-item">
          <Html as="summary" className="faq-item__question" html={item.question} />
          <div className="faq-item__answer">
            <p>
              <Html html={item.answer} />
              {item.link ? (
                <>
                  {" "}
                  <SiteLink href={item.link.href}>
                    <Html html={item.link.label} />
                  </SiteLink>
                </>
              ) : null}
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
