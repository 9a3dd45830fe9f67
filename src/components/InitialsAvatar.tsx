// A round avatar with a person's initials on a colour taken from their name: the stand-in for
// a photo on review and team cards (the same name always gets the same initials and colour).
import { avatarColour, initials } from './avatar.ts';

export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={`avatar${className ? ` ${className}` : ''}`}
      style={{ backgroundColor: avatarColour(name) }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
