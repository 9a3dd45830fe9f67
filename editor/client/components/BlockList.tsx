// The blocks of a page: each opens its own form; reorder by drag and drop or by the move up
// and move down buttons (focus stays on the moved block's button); duplicate, remove, add.
import { useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { UiSchema } from '@rjsf/utils';
import { blockSummary, duplicateItem, moveItem, newBlock, removeItem } from '../block-list.ts';
import type { DataPath } from '../../../src/site/data-path.ts';
import type { FormSchemas } from '../../shared/form-schema.ts';
import { countUnder, errorSchema, type Problem } from '../problems.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { BlockActions, type BlockAction } from './BlockActions.tsx';

type Block = Record<string, unknown>;
const BLOCK_UI: UiSchema = { type: { 'ui:widget': 'hidden' } };

export interface BlockListProps {
  blocks: Block[];
  /** The data path of the list, e.g. ['routes', 1, 'blocks']. */
  path: DataPath;
  schemas: FormSchemas;
  problems: Problem[];
  onChange(blocks: Block[], field?: string): void;
  announce(message: string): void;
}

export function BlockList({ blocks, path, schemas, problems, onChange, announce }: BlockListProps) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [dragFrom, setDragFrom] = useState<number | undefined>();
  const [dropAt, setDropAt] = useState<number | undefined>();
  const [newType, setNewType] = useState(
    schemas.blockTypes.find((t) => t.type === 'richText')?.type ?? schemas.blockTypes[0]?.type ?? '',
  );
  const list = useRef<HTMLOListElement>(null);
  const key = path.join('.');
  const titleOf = (b: Block) => schemas.blockTypes.find((t) => t.type === b?.type)?.title ?? String(b?.type ?? 'Block');

  const focusButton = (index: number, action: string) =>
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>(`[data-block="${index}"] [data-action="${action}"]`)?.focus(),
    );

  // Open panels follow their block when blocks move.
  const remapOpen = (map: (i: number) => number | undefined) =>
    setOpen((s) => new Set([...s].map(map).filter((i): i is number => i !== undefined)));

  const move = (from: number, to: number, how: string) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    onChange(moveItem(blocks, from, to));
    remapOpen((i) =>
      i === from ? to : from < to && i > from && i <= to ? i - 1 : from > to && i >= to && i < from ? i + 1 : i,
    );
    announce(`${titleOf(blocks[from])} moved to position ${to + 1} of ${blocks.length}.`);
    if (how !== 'drag') focusButton(to, how);
  };
  const duplicate = (i: number) => {
    onChange(duplicateItem(blocks, i));
    remapOpen((j) => (j > i ? j + 1 : j));
    announce(`${titleOf(blocks[i])} duplicated as block ${i + 2}.`);
    focusButton(i + 1, 'toggle');
  };
  const remove = (i: number) => {
    onChange(removeItem(blocks, i));
    remapOpen((j) => (j === i ? undefined : j > i ? j - 1 : j));
    announce(`${titleOf(blocks[i])} removed. Undo brings it back.`);
    focusButton(Math.min(i, blocks.length - 2), 'toggle');
  };
  const add = () => {
    const block = newBlock(newType, schemas.rawBlock(newType));
    onChange([...blocks, block]);
    setOpen((s) => new Set([...s, blocks.length]));
    announce(`${titleOf(block)} added as block ${blocks.length + 1}.`);
    focusButton(blocks.length, 'toggle');
  };
  const act = (i: number, action: BlockAction) => {
    if (action === 'up') move(i, i - 1, 'up');
    else if (action === 'down') move(i, i + 1, 'down');
    else if (action === 'duplicate') duplicate(i);
    else remove(i);
  };
  const toggle = (i: number) =>
    setOpen((s) => (s.has(i) ? new Set([...s].filter((j) => j !== i)) : new Set([...s, i])));

  return (
    <section aria-labelledby={`${key}-heading`} className="admin-blocks">
      <h3 id={`${key}-heading`} className="h5 mt-4">
        Blocks
      </h3>
      {!blocks.length && <p className="text-body-secondary">This page has no blocks yet.</p>}
      <ol ref={list} className="list-unstyled">
        {blocks.map((block, i) => {
          const title = titleOf(block);
          const summary = blockSummary(block);
          const errors = countUnder(problems, [...path, i]);
          const isOpen = open.has(i);
          const blockSchema = schemas.blockSchema(String(block?.type));
          return (
            <li
              key={i}
              data-block={i}
              className={`admin-block card mb-2${dropAt === i && dragFrom !== i ? ' admin-drop' : ''}`}
              onDragOver={(e) => {
                if (dragFrom === undefined) return;
                e.preventDefault();
                setDropAt(i);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom !== undefined) move(dragFrom, i, 'drag');
                setDragFrom(undefined);
                setDropAt(undefined);
              }}
            >
              <div
                className="card-header d-flex flex-wrap align-items-center gap-2"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                  setDragFrom(i);
                }}
                onDragEnd={() => {
                  setDragFrom(undefined);
                  setDropAt(undefined);
                }}
              >
                <span className="admin-grip" aria-hidden="true" title="Drag to move">
                  ⠿
                </span>
                <Button
                  variant="link"
                  className="admin-block-title text-start p-0 me-auto"
                  aria-expanded={isOpen}
                  aria-controls={`${key}-${i}-form`}
                  data-action="toggle"
                  onClick={() => toggle(i)}
                >
                  <span className="fw-semibold">
                    {i + 1}. {title}
                  </span>
                  {summary && <span className="text-body-secondary">: {summary}</span>}
                  {errors > 0 && (
                    <span className="badge text-bg-danger ms-2">
                      {errors === 1 ? '1 mistake' : `${errors} mistakes`}
                    </span>
                  )}
                </Button>
                <BlockActions index={i} count={blocks.length} title={title} onAction={(a) => act(i, a)} />
              </div>
              {isOpen && (
                <div className="card-body" id={`${key}-${i}-form`}>
                  {blockSchema ? (
                    <SchemaForm
                      idPrefix={`block-${key}-${i}`}
                      schema={blockSchema}
                      uiSchema={BLOCK_UI}
                      value={block}
                      errors={errorSchema(problems, [...path, i])}
                      warnings={errorSchema(problems, [...path, i], [], 'warning')}
                      onChange={(value, field) =>
                        onChange(
                          blocks.map((b, j) => (j === i ? (value as Block) : b)),
                          field,
                        )
                      }
                    />
                  ) : (
                    <p>There is no block type named {String(block?.type)}.</p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${key}-new-type`}>
          <Form.Label>New block type</Form.Label>
          <Form.Select value={newType} onChange={(e) => setNewType(e.target.value)}>
            {schemas.blockTypes.map((t) => (
              <option key={t.type} value={t.type}>
                {t.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button variant="primary" onClick={add}>
          Add block
        </Button>
      </div>
      <p className="form-text">{schemas.blockTypes.find((t) => t.type === newType)?.description}</p>
    </section>
  );
}
