// `npm run office -- invite EMAIL --site NAME --role owner|editor [--again]`: prints an invite
// link valid for 7 days, and emails it when SMTP is set. A person removed from the site is
// refused unless --again says to let them back in.
import { defineCommand, readArgs, UsageError } from '../commands.ts';
import { createInvite, INVITE_DAYS } from './links.ts';
import { PeopleError } from './people.ts';
import { sendInvite } from './routes.ts';

export function installInviteCommand(): void {
  defineCommand('invite', async (office, args) => {
    const { words, flags } = readArgs(
      args.map((a) => (a === '--again' ? '--again=yes' : a)),
      ['site', 'role', 'again'],
    );
    if (words.length !== 1)
      throw new UsageError('Usage: npm run office -- invite EMAIL --site NAME --role owner|editor [--again]');
    const siteName = flags.site ?? (office.config.sites.length === 1 ? office.config.sites[0].name : undefined);
    if (!siteName)
      throw new UsageError(
        `Which site? Add --site NAME (one of: ${office.config.sites.map((s) => s.name).join(', ')}).`,
      );
    const site = office.site(siteName);
    if (!site)
      throw new UsageError(
        `No site is named "${siteName}" (sites: ${office.config.sites.map((s) => s.name).join(', ')}).`,
      );
    const role = flags.role ?? '';
    if (role !== 'owner' && role !== 'editor') throw new UsageError('--role must be owner or editor.');
    const again = flags.again !== undefined && !/^(no|false|0)$/i.test(flags.again);
    let invite;
    try {
      invite = await createInvite(office, { email: words[0], site: site.name, role, by: 'command line', again });
    } catch (error) {
      if (error instanceof PeopleError)
        throw new UsageError(error.message.replace('(--again, or "Invite again")', '(add --again)'));
      throw error;
    }
    const lines = [
      `Invite for ${invite.email} as ${role} of ${site.name}, valid for ${INVITE_DAYS} days:`,
      invite.link,
    ];
    if (office.mail.sends) {
      try {
        await sendInvite(office, invite.email, invite.link, site.name, role, 'The office');
        lines.push(`It was emailed to ${invite.email}.`);
      } catch (error) {
        lines.push(`It could not be emailed (${(error as Error).message}): send the link yourself.`);
      }
    } else lines.push('No SMTP is set (OFFICE_SMTP_URL), so it was not emailed: send the link yourself.');
    return lines.join('\n');
  });
}
