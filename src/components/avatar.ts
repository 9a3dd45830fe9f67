// Avatar initials and colour, derived only from the name: the same name always gets the
// same initials and the same tone of the site's colours.
import { hashString } from './PlaceholderImage.tsx';

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}

/** How many tones of the site's colours an avatar's ground can take (src/styles/_avatar.scss). */
export const AVATAR_TONES = 3;

/** Which of those tones a name gets. */
export function avatarTone(name: string): number {
  return hashString(name.trim().toLowerCase()) % AVATAR_TONES;
}
