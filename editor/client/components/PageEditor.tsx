// The form of one page: its fields from the schema (name, heading, description), its address
// with a rename that shows every link it changes first, and its blocks.
import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { UiSchema } from '@rjsf/utils';
import type { DataPath } from '../../../src/site/data-path.ts';
import type { FormSchemas } from '../../shared/form-schema.ts';
import { errorSchema, type Problem } from '../problems.ts';
import { BlockList } from './BlockList.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { SchemaForm } from './SchemaForm.tsx';

type Route = Record<string, unknown>;
const PAGE_UI: UiSchema = {
  path: { 'ui:readonly': true, 'ui:help': 'Use "Change address" to rename the page and update the links to it.' },
};

export interface PageEditorProps {
  data: Record<string, unknown>;
  route: Route;
  path: DataPath;
  address: string;
  /** The file under pages/ that holds the page; undefined: site.yaml. */
  file?: string;
  schemas: FormSchemas;
  problems: Problem[];
  onChange(route: Route, field?: string): void;
  onReplaceData(data: Record<string, unknown>): void;
  announce(message: string): void;
}

export function PageEditor({
  data,
  route,
  path,
  address,
  file,
  schemas,
  problems,
  onChange,
  onReplaceData,
  announce,
}: PageEditorProps) {
  const [renaming, setRenaming] = useState(false);
  const schema = useMemo(() => {
    const { title: _t, description: _d, ...full } = schemas.part('#/$defs/route');
    const { blocks: _b, children: _c, ...properties } = (full.properties ?? {}) as Record<string, unknown>;
    return { ...full, properties };
  }, [schemas]);
  const { blocks, children, ...fields } = route;
  const key = path.join('.');

  return (
    <>
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <span>
          Address:{' '}
          <a href={address} target="_blank" rel="noreferrer" className="admin-address">
            {address}
          </a>
        </span>
        <Button variant="outline-secondary" size="sm" onClick={() => setRenaming(true)} disabled={address === '/'}>
          Change address
        </Button>
      </p>
      {file && (
        <p className="admin-page-file small text-body-secondary">
          This page is kept in its own file, {file}: Save writes your changes there, keeping its comments. To remove the
          page or move it to another file, edit the files in a text editor.
        </p>
      )}
      <SchemaForm
        idPrefix={`page-${key}`}
        schema={schema}
        uiSchema={PAGE_UI}
        value={fields}
        errors={errorSchema(problems, path, ['blocks', 'children'])}
        warnings={errorSchema(problems, path, ['blocks', 'children'], 'warning')}
        onChange={(value, field) => {
          const next: Route = { ...(value as Route) };
          if (blocks !== undefined) next.blocks = blocks;
          if (children !== undefined) next.children = children;
          onChange(next, field);
        }}
      />
      <BlockList
        key={key}
        blocks={(Array.isArray(blocks) ? blocks : []) as Record<string, unknown>[]}
        path={[...path, 'blocks']}
        schemas={schemas}
        problems={problems}
        announce={announce}
        onChange={(list, field) => onChange({ ...route, blocks: list }, field)}
      />
      {renaming && (
        <RenameDialog
          data={data}
          address={address}
          segment={String(route.path ?? '')}
          onClose={() => setRenaming(false)}
          onApply={(next, to) => {
            onReplaceData(next);
            setRenaming(false);
            announce(`The page's address is now ${to}.`);
          }}
        />
      )}
    </>
  );
}
