// The buttons of one block in the block list: move up, move down, duplicate, remove. Each is
// named after its block ("Move up: block 2, Hero") and marked with data-action, which the list
// uses to put focus back on the same button once the block has moved.
import { Button } from 'react-bootstrap';

export type BlockAction = 'up' | 'down' | 'duplicate' | 'remove';

interface BlockActionsProps {
  /** The block's place in the list, from 0. */
  index: number;
  /** How many blocks the list has. */
  count: number;
  title: string;
  onAction(action: BlockAction): void;
}

const BUTTONS: { action: BlockAction; text: string; variant: string }[] = [
  { action: 'up', text: 'Move up', variant: 'outline-secondary' },
  { action: 'down', text: 'Move down', variant: 'outline-secondary' },
  { action: 'duplicate', text: 'Duplicate', variant: 'outline-secondary' },
  { action: 'remove', text: 'Remove', variant: 'outline-danger' },
];

export function BlockActions({ index, count, title, onAction }: BlockActionsProps) {
  const name = `block ${index + 1}, ${title}`;
  const disabled = (action: BlockAction) =>
    action === 'up' ? index === 0 : action === 'down' ? index === count - 1 : undefined;
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`Block ${index + 1}, ${title}`}>
      {BUTTONS.map(({ action, text, variant }) => (
        <Button
          key={action}
          variant={variant}
          data-action={action}
          aria-label={`${text}: ${name}`}
          disabled={disabled(action)}
          onClick={() => onAction(action)}
        >
          {text}
        </Button>
      ))}
    </div>
  );
}
