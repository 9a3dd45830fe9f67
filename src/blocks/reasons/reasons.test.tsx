// @vitest-environment jsdom
// Numbered reasons and questions to ask.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ReasonsBlock from './ReasonsBlock.tsx';
import { parseMarkdown as md } from '../../markdown/parse.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('reasons', () => {
  it('numbers the reasons in order and lists the questions', () => {
    const { container } = renderInSite(
      <ReasonsBlock
        block={{
          type: 'reasons',
          reasons: [{ title: 'First' }, { text: md('Second, text only.') }, { title: 'Third' }],
          questionsHeading: 'Ask them',
          questions: ['Insured?'],
        }}
      />,
    );
    const numbers = [...container.querySelectorAll('.reason-number')].map((n) => n.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
    expect(screen.getByRole('heading', { name: 'Ask them' })).toBeTruthy();
    expect(container.querySelectorAll('.questions-list li')).toHaveLength(1);
  });
});
