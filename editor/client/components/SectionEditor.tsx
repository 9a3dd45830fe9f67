// The form of a top-level part of the site: business settings, the menu, header, footer.
import { useMemo } from 'react';
import type { FormSchemas } from '../../shared/form-schema.ts';
import { errorSchema, type Problem } from '../problems.ts';
import { SchemaForm } from './SchemaForm.tsx';

export function SectionEditor({
  sectionKey,
  schemas,
  value,
  problems,
  onChange,
}: {
  sectionKey: string;
  schemas: FormSchemas;
  value: unknown;
  problems: Problem[];
  onChange(value: unknown, field?: string): void;
}) {
  const schema = useMemo(() => {
    const { title: _t, ...rest } = schemas.part(`#/properties/${sectionKey}`);
    return rest;
  }, [schemas, sectionKey]);
  return (
    <SchemaForm
      idPrefix={sectionKey}
      schema={schema}
      value={value}
      errors={errorSchema(problems, [sectionKey])}
      warnings={errorSchema(problems, [sectionKey], [], 'warning')}
      onChange={onChange}
    />
  );
}
