// The business facts that text may name instead of copying them: {{company}}, {{phone}},
// {{phoneLink}} (the tel: link made from the phone) and {{email}}. They are filled in
// here, once, right after the schema check, so every page, title, description, alt text
// and structured data sees the real value and no token ever reaches the browser.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem } from '../problem.ts';
import { describePath } from '../describe-path.ts';
import { telHref } from '../../site/phone.ts';
import { didYouMean } from '../suggest.ts';
import { isFactField, mapStrings } from '../string-walk.ts';
import { positionInValue } from '../value-position.ts';
import { positionOf, type YamlSource } from '../yaml-source.ts';

type Business = SiteConfig['business'];

export const FACT_TOKENS: Record<string, { means: string; value: (b: Business) => string }> = {
  company: { means: 'the company name (business.company)', value: (b) => b.company },
  phone: {
    means: 'the phone number as people read it (business.phoneShown, else business.phone)',
    value: (b) => b.phoneShown ?? b.phone,
  },
  phoneLink: {
    means: 'the tel: link of the phone number, for Markdown links: [{{phone}}]({{phoneLink}})',
    value: (b) => telHref(b.phone),
  },
  email: { means: 'the email address (business.email)', value: (b) => b.email },
};

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export interface FactResult {
  config: SiteConfig;
  problems: Problem[];
}

/** The site with every {{token}} filled in, and an error for each token it does not know. */
export function resolveFactTokens(config: SiteConfig, source: YamlSource): FactResult {
  const problems: Problem[] = [];
  const names = Object.keys(FACT_TOKENS);
  const resolved = mapStrings(config, (value, path) => {
    if (!value.includes('{{')) return value;
    return value.replace(TOKEN, (whole, name: string) => {
      const fact = FACT_TOKENS[name];
      if (fact && !isFactField(path)) return fact.value(config.business);
      const { line, column, file } = positionInValue(source, path, whole) ?? positionOf(source, path);
      problems.push({
        severity: 'error',
        file,
        line,
        column,
        where: describePath(config, path),
        message: fact
          ? `${whole} cannot be used in ${String(path[1])} itself: this is where the fact is written.`
          : `${whole} is not a business fact this site knows.${didYouMean(name, names).replace(/"([^"]+)"/, '{{$1}}')}`,
        fix: fact
          ? `Write the ${String(path[1])} itself here.`
          : `Use one of: ${names.map((n) => `{{${n}}}`).join(', ')}.`,
      });
      return whole;
    });
  });
  return { config: resolved, problems };
}
