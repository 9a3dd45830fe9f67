// A form that offers text messages (the SMS opt-in) collects consent to text a phone number;
// the site's privacy page should say what that consent covers (US carriers ask for it). A site
// whose privacy page never mentions texts hears so at the form's line.
import type { CheckContext } from './check-context.ts';
import { eachBlock } from '../../site/each-block.ts';
import { smsOffered } from '../../site/sms-offered.ts';
import { privacyPages, wordsOf } from './privacy-page.ts';
import { isGenerated } from '../../site/generated-routes.ts';

const MENTIONS_TEXTS = /\bSMS\b|\btext messag|\btexts\b|\btexting\b/i;

export function smsPrivacyCheck(ctx: CheckContext): void {
  const privacy = privacyPages(ctx.flat);
  if (!privacy.length || privacy.some((page) => MENTIONS_TEXTS.test(wordsOf(page)))) return;
  const country = ctx.config.business.country;
  // A town's page (made from business.areas) shows a copy of a form written elsewhere: that form
  // is warned where it is written, once.
  for (const page of ctx.flat.filter((p) => !isGenerated(p.route) && !p.parents.some(isGenerated)))
    eachBlock(page.route.blocks, (block, path) => {
      if (block.type !== 'contactForm' || !smsOffered(block.sms, country)) return;
      ctx.report(
        [...page.dataPath, 'blocks', ...path],
        `This form offers text messages (the SMS opt-in box), but the privacy page ${privacy[0].fullPath} never mentions texts.`,
        `Add a paragraph "Text messages (SMS)" to ${privacy[0].fullPath}: that the box is optional, what you text about, how often, that message and data rates may apply, and that replying STOP ends them. Or write "sms: false" in this block if you do not text customers.`,
        'warning',
      );
    });
}
