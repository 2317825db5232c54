import type { ContentBlock } from "~/content/page-types";
import { CheckList, InfoCards, StepList } from "./Cards";
import { Html } from "./Html";
import { PageSection } from "./PageSection";

/** The sections of a service or technique page, on alternating backgrounds; every text is HTML. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => (
    <PageSection
      key={index}
      heading={block.heading}
      intro={"intro" in block ? block.intro : undefined}
      tinted={index % 2 === 1}
      narrow={isNarrow(block)}
    >
      <BlockBody block={block} />
    </PageSection>
  ));
}

function isNarrow(block: ContentBlock) {
  return block.kind === "prose" || block.kind === "list" || block.kind === "table";
}

export function BlockBody({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case "prose":
      return (
        <div className="prose">
          {block.paragraphs.map((paragraph, index) => (
            <Html key={index} as="p" html={paragraph} />
          ))}
        </div>
      );
    case "cards":
      return <InfoCards cards={block.cards} />;
    case "steps":
      return <StepList steps={block.steps} />;
    case "list":
      return <CheckList items={block.items} />;
    case "pros-cons":
      return (
        <div className="pros-cons">
          <div>
            <Html as="h3" html={block.prosHeading} />
            <CheckList items={block.pros} />
          </div>
          <div>
            <Html as="h3" html={block.consHeading} />
            <CheckList items={block.cons} crosses />
          </div>
        </div>
      );
    case "table":
      return (
        <div className="table-scroll">
          <table className="info-table">
            <thead>
              <tr>
                {block.columns.map((column, index) => (
                  <th key={index} scope="col" dangerouslySetInnerHTML={{ __html: column }} />
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([first, second], index) => (
                <tr key={index}>
                  <th scope="row" dangerouslySetInnerHTML={{ __html: first }} />
                  <Html as="td" html={second} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
