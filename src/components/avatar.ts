// Avatar initials and colour, derived only from the name: the same name always gets the
// same colour, on the server and in the browser.
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

/** A dark, saturated colour (white text on it passes WCAG AA contrast). */
export function avatarColour(name: string): string {
  const hue = hashString(name.trim().toLowerCase()) % 360;
  return `hsl(${hue} 55% 32%)`;
}
