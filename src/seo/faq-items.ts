// The questions and answers of a page's faqAccordion blocks, as plain text.
import { markdownText, type ParsedBlock } from '../markdown/types.ts';
import { eachBlock } from '../site/each-block.ts';
import type { Block } from '../site/site-types.generated.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Every question of the page's faqAccordion blocks, nested blocks included. */
export function faqItems(blocks: readonly ParsedBlock[]): FaqItem[] {
  const out: FaqItem[] = [];
  eachBlock(blocks, (block) => {
    if (block.type !== 'faqAccordion') return;
    for (const group of block.groups)
      for (const item of group.items) out.push({ question: item.question, answer: markdownText(item.answer) });
  });
  return out;
}

/** Every question of the page's faqAccordion blocks, parsed or not (a question is plain text). */
export function faqQuestions(blocks: readonly Block<unknown>[]): string[] {
  const out: string[] = [];
  eachBlock(blocks, (block) => {
    if (block.type !== 'faqAccordion') return;
    for (const group of block.groups) for (const item of group.items) out.push(item.question);
  });
  return out;
}
