// One form generated from the schema (rjsf with the React Bootstrap theme). The form shows the
// server's problems at their fields (extraErrors); it does no validation of its own and adds
// no defaults: what the owner types is what the data holds.
import { useMemo } from 'react';
import Form from '@rjsf/react-bootstrap';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RegistryWidgetsType, TitleFieldProps, UiSchema, WidgetProps } from '@rjsf/utils';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Schema } from '../form-schema.ts';
import type { ErrorNode } from '../problems.ts';
import { ImageChooserButton } from './ImageChooser.tsx';

const validator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { strict: false, validateFormats: false, discriminator: true },
});

const NO_DEFAULTS = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
  mergeDefaultsIntoFormData: 'useFormDataIfPresent',
  allOf: 'skipDefaults',
} as const;

/** Text fields named src (pictures) get a "Choose picture" button beside them. */
function TextOrPicture(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  if (props.name !== 'src') return <BaseInputTemplate {...props} />;
  return (
    <div className="d-flex gap-2 align-items-start">
      <div className="flex-grow-1">
        <BaseInputTemplate {...props} />
      </div>
      <ImageChooserButton
        label={props.label || 'picture'}
        value={String(props.value ?? '')}
        onChoose={(path) => props.onChange(path)}
        disabled={props.disabled || props.readonly}
      />
    </div>
  );
}

/** Formatted text (Markdown): a text area a few lines high. */
function MarkdownWidget(props: WidgetProps) {
  const { TextareaWidget } = props.registry.widgets;
  return <TextareaWidget {...props} options={{ ...props.options, rows: 6 }} />;
}

const widgets: RegistryWidgetsType = { TextWidget: TextOrPicture, markdown: MarkdownWidget };

/** A group's title (e.g. Reviews in the business settings): the level under the item's h2, looking small. */
function TitleField({ id, title, required }: TitleFieldProps) {
  return (
    <h3 id={id} className="h5 mt-2 mb-1 pb-1 border-bottom">
      {title}
      {required && <span className="text-danger ms-1">*</span>}
    </h3>
  );
}
const templates = { TitleFieldTemplate: TitleField };

export interface SchemaFormProps {
  /** Unique per form on the page: field ids start with it. */
  idPrefix: string;
  schema: Schema;
  uiSchema?: UiSchema;
  value: unknown;
  errors: ErrorNode;
  onChange(value: unknown, field?: string): void;
}

export function SchemaForm({ idPrefix, schema, uiSchema, value, errors, onChange }: SchemaFormProps) {
  const ui = useMemo<UiSchema>(() => ({ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }), [uiSchema]);
  return (
    <Form
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={ui}
      formData={value}
      validator={validator}
      widgets={widgets}
      templates={templates}
      extraErrors={errors as never}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={(e, id) => {
        if (JSON.stringify(e.formData) !== JSON.stringify(value)) onChange(e.formData, id ?? idPrefix);
      }}
      onSubmit={() => undefined}
    />
  );
}
