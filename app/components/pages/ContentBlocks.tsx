import type { ContentBlock } from "~/content/page-types";
import { CheckList, InfoCards, StepList } from "./Cards";
import { PageSection } from "./PageSection";

/** The sections of a service or technique page, on alternating backgrounds. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => (
    <PageSection
      key={block.heading}
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

function BlockBody({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case "prose":
      return (
        <div className="prose">
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
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
            <h3>Pros</h3>
            <CheckList items={block.pros} />
          </div>
          <div>
            <h3>Cons</h3>
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
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([first, second]) => (
                <tr key={first}>
                  <th scope="row">{first}</th>
                  <td>{second}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
