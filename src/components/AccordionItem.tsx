// One item of a Bootstrap-styled accordion: a heading with a button (aria-expanded,
// aria-controls) and the panel it opens. Plain React state, so server and client markup match.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  level: number;
  /** The id of the group heading, read before the question as the panel's name (two groups may ask the same question). */
  groupLabelId?: string;
  children: ReactNode;
}

export function AccordionItem({ id, title, open, onToggle, level, groupLabelId, children }: Props) {
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className="accordion-item">
      <div className="accordion-header" role="heading" aria-level={level}>
        <button type="button" id={buttonId} className={`accordion-button${open ? '' : ' collapsed'}`} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {title}
        </button>
      </div>
      <div id={panelId} role="region" aria-labelledby={groupLabelId ? `${groupLabelId} ${buttonId}` : buttonId} className={`accordion-collapse collapse${open ? ' show' : ''}`} hidden={!open}>
        <div className="accordion-body">{children}</div>
      </div>
    </div>
  );
}

/** A set of open keys with a toggle, for accordions that let several items stay open. */
export function toggled<T>(set: ReadonlySet<T>, key: T): Set<T> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
