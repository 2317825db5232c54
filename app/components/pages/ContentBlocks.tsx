import type { ContentBlock } from "~/content/page-types";
import { InfoCards, StepList } from "./Cards";
import { PageSection } from "./PageSection";

/** The sections of a service or technique page, on alternating backgrounds. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => (
    <PageSection key={block.heading} heading={block.heading} intro={"intro" in block ? block.intro : undefined} tinted={index % 2 === 1} narrow={isNarrow(block)}>
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
      return (
        <ul className="check-list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "pros-cons":
      return (
        <div className="pros-cons">
          <div className="pros-cons__column">
            <h3>Pros</h3>
            <ul className="check-list">
              {block.pros.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="pros-cons__column pros-cons__column--cons">
            <h3>Cons</h3>
            <ul className="cross-list">
              {block.cons.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
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
