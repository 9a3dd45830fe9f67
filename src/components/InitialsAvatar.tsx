// A round avatar with a person's initials on a tone of the site's colours chosen by their name:
// the stand-in for a photo on review and team cards (the same name always gets the same
// initials and tone; the tones are in src/styles/_avatar.scss).
import { avatarTone, initials } from './avatar.ts';

export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span className={`avatar avatar-tone-${avatarTone(name)}${className ? ` ${className}` : ''}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
