// The one map from block type to component. Typed so that a block type in the schema
// without a component, or a component for a type the schema lacks, fails `tsc`.
// Each component loads on demand, so a page ships only the blocks it uses.
import type { BlockComponent, BlockType } from './types.ts';

export type BlockRegistry = { [K in BlockType]: () => Promise<{ default: BlockComponent<K> }> };

export const registry: BlockRegistry = {
  columns: () => import('./columns/ColumnsBlock.tsx'),
  contactForm: () => import('./contactForm/ContactFormBlock.tsx'),
  faqAccordion: () => import('./faqAccordion/FaqAccordionBlock.tsx'),
  reasons: () => import('./reasons/ReasonsBlock.tsx'),
  teamCards: () => import('./teamCards/TeamCardsBlock.tsx'),
  nozzleGuide: () => import('./nozzleGuide/NozzleGuideBlock.tsx'),
  ctaButtons: () => import('./ctaButtons/CtaButtonsBlock.tsx'),
  linkCards: () => import('./linkCards/LinkCardsBlock.tsx'),
  linkList: () => import('./linkList/LinkListBlock.tsx'),
  guarantee: () => import('./guarantee/GuaranteeBlock.tsx'),
  notice: () => import('./notice/NoticeBlock.tsx'),
  richText: () => import('./richText/RichTextBlock.tsx'),
  underConstruction: () => import('./underConstruction/UnderConstructionBlock.tsx'),
  hero: () => import('./hero/HeroBlock.tsx'),
  logoStrip: () => import('./logoStrip/LogoStripBlock.tsx'),
  serviceCards: () => import('./serviceCards/ServiceCardsBlock.tsx'),
  locations: () => import('./locations/LocationsBlock.tsx'),
  carousel: () => import('./carousel/CarouselBlock.tsx'),
  imageBand: () => import('./imageBand/ImageBandBlock.tsx'),
  testimonials: () => import('./testimonials/TestimonialsBlock.tsx'),
  beforeAfter: () => import('./beforeAfter/BeforeAfterBlock.tsx'),
};

export type LoadedBlocks = { [K in BlockType]?: BlockComponent<K> };

/** Load the components of the given block types. An unknown type is an error, never a blank. */
export async function loadBlocks(types: readonly string[]): Promise<LoadedBlocks> {
  const loaded: Record<string, unknown> = {};
  await Promise.all(
    types.map(async (type) => {
      const loader = (registry as Record<string, (() => Promise<{ default: unknown }>) | undefined>)[type];
      if (!loader) throw new Error(`Unknown block type "${type}"`);
      loaded[type] = (await loader()).default;
    }),
  );
  return loaded as LoadedBlocks;
}
