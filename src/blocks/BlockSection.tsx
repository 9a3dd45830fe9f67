// The frame of every block: the element (a <section> unless said otherwise) with the block's
// id, the block's optional heading (always an h2), the labelling by that heading, and the
// level of the headings of what the block lists. One rule for those: one level below the
// block heading, or h2 when the block has none, so a page's outline never skips a level.
import { createContext, useContext, useId, type HTMLAttributes, type ReactNode } from 'react';

interface Frame {
  heading?: string;
  /** The heading's id, when the heading has one (see `landmark` and `headingId`). */
  headingId?: string;
  headingClassName?: string;
}

const FrameContext = createContext<Frame>({});

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  block: { type: string; id?: string; heading?: string };
  as?: 'section' | 'nav' | 'div';
  /** Class of a wrapper just inside the element (e.g. 'container'); the heading goes in it. */
  inner?: string;
  headingClassName?: string;
  /** A landmark: the element is named by its heading (aria-labelledby). */
  landmark?: boolean;
  /** Give the heading an id for something else it names (the contact form). */
  headingId?: boolean;
  /** false: the block puts <SectionHeading /> where its layout wants it. */
  headingFirst?: boolean;
  children: ReactNode;
}

export function BlockSection({
  block,
  as: Element = 'section',
  className,
  inner,
  headingClassName,
  landmark,
  headingId,
  headingFirst = true,
  children,
  ...rest
}: Props) {
  const id = useId();
  const frame: Frame = {
    heading: block.heading,
    headingId: block.heading && (landmark || headingId) ? id : undefined,
    headingClassName,
  };
  const body = (
    <>
      {headingFirst && <SectionHeading />}
      {children}
    </>
  );
  return (
    <FrameContext.Provider value={frame}>
      <Element className={className} id={block.id} aria-labelledby={landmark ? frame.headingId : undefined} {...rest}>
        {inner ? <div className={inner}>{body}</div> : body}
      </Element>
    </FrameContext.Provider>
  );
}

/** The block's own heading, when it has one. */
export function SectionHeading() {
  const { heading, headingId, headingClassName } = useContext(FrameContext);
  return heading ? (
    <h2 id={headingId} className={headingClassName}>
      {heading}
    </h2>
  ) : null;
}

/** The id of the block's heading, for what it names. */
export const useHeadingId = () => useContext(FrameContext).headingId;

/** Level of the block's items; `depth` adds levels for items under a sub-heading (FAQ groups). */
export function useItemLevel(depth = 0): number {
  return (useContext(FrameContext).heading ? 3 : 2) + depth;
}

/** The heading of one item of the block (a card, a reason, a question), at the item level. */
export function ItemHeading({
  depth = 0,
  className,
  children,
}: {
  depth?: number;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(useItemLevel(depth), 5)}` as 'h2' | 'h3' | 'h4' | 'h5';
  return <Tag className={className}>{children}</Tag>;
}
