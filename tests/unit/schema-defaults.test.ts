import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaDefaults } from '../../vite/schema-defaults-plugin.ts';

const contactForm = JSON.parse(readFileSync('schema/blocks/contactForm.schema.json', 'utf8'));

describe('schema defaults for the browser', () => {
  it('keeps the default values, nested by property', () => {
    const d = schemaDefaults(contactForm) as Record<string, Record<string, string>>;
    expect(d.button.submit).toBe('Submit');
    expect(d.button.sending).toBe('Sending…');
    expect(d.button.sent).toBe('Sent!');
    expect(Object.keys(d.messages).length).toBeGreaterThan(5);
  });
  it('drops descriptions and examples, which only editors and docs need', () => {
    const text = JSON.stringify(schemaDefaults(contactForm));
    expect(text).not.toContain(contactForm.description);
    expect(text.length).toBeLessThan(JSON.stringify(contactForm).length / 2);
  });
  it('leaves out properties without a default', () => {
    expect(schemaDefaults({ properties: { a: { type: 'string' }, b: { default: 1 } } })).toEqual({ b: 1 });
    expect(schemaDefaults({ type: 'string' })).toBeUndefined();
  });
});
