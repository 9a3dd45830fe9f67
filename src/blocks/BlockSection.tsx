// The frame of every block: the element (a <section> unless said otherwise) with the block's
// id, the block's optional heading (always an h2), the labelling by that heading, and the
// level of the headings of what the block lists (ItemHeading, in src/components/).
import { createContext, useContext, useId, type HTMLAttributes, type ReactNode } from 'react';
import { ItemLevelProvider } from '../components/ItemHeading.tsx';

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
      <ItemLevelProvider value={block.heading ? 3 : 2}>
        <Element className={className} id={block.id} aria-labelledby={landmark ? frame.headingId : undefined} {...rest}>
          {inner ? <div className={inner}>{body}</div> : body}
        </Element>
      </ItemLevelProvider>
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
