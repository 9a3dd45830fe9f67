// What happened when the owner's unsaved edits met a site.yaml changed on disk: what the file
// changed (kept), which edits were replayed onto it, and, for a field changed on both sides,
// both values to choose from (the file's value is kept until the owner chooses).
import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Change, Conflict } from '../changes.ts';
import type { DataPath } from '../../../src/site/data-path.ts';
import { valueText } from './value-text.ts';

export type Side = 'mine' | 'theirs';

export interface MergeReport {
  /** What changed in the file on disk since the edits began: always kept. */
  outside: Change[];
  applied: Change[];
  same: Change[];
  conflicts: Conflict[];
  /** The owner's choice for each conflict, by its index. */
  choices: Record<number, Side>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ChangeList({ title, changes, words }: { title: string; changes: Change[]; words(p: DataPath): string }) {
  if (!changes.length) return null;
  return (
    <>
      <h3 className="h6 mt-2 mb-1">{title}</h3>
      <ul className="mb-1">
        {changes.map((c, i) => (
          <li key={i}>
            {words(c.path)}: {valueText(c.before)} → {valueText(c.after)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function MergePanel({
  report,
  words,
  onChoose,
  onClose,
}: {
  report: MergeReport;
  words(path: DataPath): string;
  onChoose(index: number, side: Side): void;
  onClose(): void;
}) {
  const id = useId();
  const open = report.conflicts.filter((_, i) => !report.choices[i]).length;
  return (
    <section className="admin-merge alert alert-info m-0 rounded-0 py-2" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6 m-0">
        site.yaml changed on disk: your changes were merged into it.{' '}
        {open
          ? `Choose a value for ${count(open, 'field', 'fields')} below before saving.`
          : 'Nothing is saved until you press Save.'}
      </h2>
      <ChangeList title="Changed in the file on disk (kept)" changes={report.outside} words={words} />
      <ChangeList title="Your changes, replayed onto the new file" changes={report.applied} words={words} />
      <ChangeList title="Made on both sides alike" changes={report.same} words={words} />
      {report.conflicts.map((c, i) => (
        <fieldset key={i} className="mt-2">
          <legend className="h6 mb-1">Changed on both sides: {words(c.path)}</legend>
          {(
            [
              ['theirs', `The file's value: ${valueText(c.theirs)}`],
              ['mine', `Your value: ${valueText(c.mine)}`],
            ] as const
          ).map(([side, label]) => (
            <Form.Check
              key={side}
              type="radio"
              id={`${id}-${i}-${side}`}
              name={`${id}-${i}`}
              label={label}
              checked={report.choices[i] === side}
              onChange={() => onChoose(i, side)}
            />
          ))}
        </fieldset>
      ))}
      <Button size="sm" variant="outline-primary" className="mt-2" onClick={onClose} disabled={open > 0}>
        Close this list
      </Button>
    </section>
  );
}
