import { Fragment, type ReactNode, useId } from "react";
import type { ContentBlock } from "~/content/page-types";
import { BlockBody } from "./ContentBlocks";
import { Html } from "./Html";

/**
 * An article's sections in one reading column (not the alternating bands of a service page), with
 * its figure after the section it illustrates.
 */
export function ArticleBody({
  blocks,
  figure,
  figureAfter,
}: {
  blocks: readonly ContentBlock[];
  figure: ReactNode;
  /** The index of the block the figure follows. */
  figureAfter: number;
}) {
  const baseId = useId();
  return (
    <div className="page-section">
      <div className="container narrow article-body">
        {blocks.map((block, index) => (
          <Fragment key={index}>
            <section aria-labelledby={`${baseId}-${index}`}>
              <Html as="h2" id={`${baseId}-${index}`} html={block.heading} />
              {"intro" in block && block.intro ? <Html as="p" className="section-intro" html={block.intro} /> : null}
              <BlockBody block={block} />
            </section>
            {index === figureAfter ? figure : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
