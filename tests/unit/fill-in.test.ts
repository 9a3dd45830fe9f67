// The one way a word of site.yaml takes a value ({n}, {title}, {name}, {page}…).
import { describe, expect, it } from 'vitest';
import { fillIn } from '../../src/site/fill-in.ts';
import { pageTitle } from '../../src/site/title.ts';
import type { Business } from '../../src/site/site-types.generated.ts';

describe('fillIn', () => {
  it('fills every {key} it has a value for, each time it appears, and leaves the others as written', () => {
    expect(fillIn('Slide {n} of {count}', { n: '2', count: '5' })).toBe('Slide 2 of 5');
    expect(fillIn('{name}, {name}', { name: 'Ann' })).toBe('Ann, Ann');
    expect(fillIn('{title} {unknown} {constructor}', { title: 'Services' })).toBe('Services {unknown} {constructor}');
  });

  it('takes a value as it is, whatever it holds: "$&" and "$1" are not replacement codes', () => {
    expect(fillIn('{title} submenu', { title: 'Deals $& $1 $$' })).toBe('Deals $& $1 $$ submenu');
    const business = {
      company: 'Cash $& Carry',
      title: { pattern: '{page} - {company}', default: '{company}', middle: '' },
    } as unknown as Business;
    expect(pageTitle(business, ['Prices $1'])).toBe('Prices $1 - Cash $& Carry');
  });
});
