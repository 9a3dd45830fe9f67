// One form generated from the schema (rjsf with the React Bootstrap theme). The form shows the
// server's problems at their fields (extraErrors); it does no validation of its own and adds
// no defaults: what the owner types is what the data holds. Its validator (Ajv) loads after the
// first form is drawn: a form that needs it waits for it (form-validator.ts).
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import Form from '@rjsf/react-bootstrap';
import { getDefaultRegistry } from '@rjsf/core';
import type {
  FieldProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  TitleFieldProps,
  UiSchema,
  WidgetProps,
} from '@rjsf/utils';
import type { Schema } from '../../shared/form-schema.ts';
import type { ErrorNode } from '../problems.ts';
import { ImageChooserButton } from './ImageChooser.tsx';
import { FieldHelpWithWarnings, FieldWarnings } from './FieldWarnings.tsx';
import { List, ListItem } from './ListTemplates.tsx';
import { ObjectInStages } from './FormInStages.tsx';
import {
  lazyValidator,
  loadValidator,
  loadValidatorWhenIdle,
  needsValidator,
  validatorLoaded,
} from '../form-validator.ts';

const NO_DEFAULTS = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
  mergeDefaultsIntoFormData: 'useFormDataIfPresent',
  allOf: 'skipDefaults',
} as const;

type PictureSize = { width?: number; height?: number };
/** Inside a picture (src, alt, width, height): sets src with the chosen file's width and height in one change. */
const ChoosePicture = createContext<((src: string, size: PictureSize) => void) | undefined>(undefined);

const { ObjectField } = getDefaultRegistry().fields;

function ObjectOrPicture(props: FieldProps) {
  const keys = Object.keys(props.schema.properties ?? {});
  if (!['src', 'width', 'height'].every((k) => keys.includes(k))) return <ObjectField {...props} />;
  const choose = (src: string, { width, height }: PictureSize) => {
    const { width: _w, height: _h, ...rest } = (props.formData ?? {}) as Record<string, unknown>;
    // A size the editor cannot read is left out: the build takes it from the file.
    props.onChange({ ...rest, src, ...(width && height ? { width, height } : {}) }, props.fieldPathId.path);
  };
  return (
    <ChoosePicture.Provider value={choose}>
      <ObjectField {...props} />
    </ChoosePicture.Provider>
  );
}

/** Text fields named src (pictures) get a "Choose picture" button beside them. */
function TextOrPicture(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const choosePicture = useContext(ChoosePicture);
  if (props.name !== 'src') return <BaseInputTemplate {...props} />;
  return (
    <div className="d-flex gap-2 align-items-start">
      <div className="flex-grow-1">
        <BaseInputTemplate {...props} />
      </div>
      <ImageChooserButton
        label={props.label || 'picture'}
        value={String(props.value ?? '')}
        onChoose={(path, size) => (choosePicture ? choosePicture(path, size) : props.onChange(path))}
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
const fields: RegistryFieldsType = { ObjectField: ObjectOrPicture };

/** A group's title (e.g. Reviews in the business settings): the level under the item's h2, looking small. */
function TitleField({ id, title, required }: TitleFieldProps) {
  return (
    <h3 id={id} className="h5 mt-2 mb-1 pb-1 border-bottom">
      {title}
      {required && <span className="text-danger ms-1">*</span>}
    </h3>
  );
}
const templates = {
  TitleFieldTemplate: TitleField,
  FieldHelpTemplate: FieldHelpWithWarnings,
  ArrayFieldTemplate: List,
  ArrayFieldItemTemplate: ListItem,
  ObjectFieldTemplate: ObjectInStages,
};

// What every form of the editor has the same: its parts, no validation or defaults of its own, no
// error list on top (the problems stand at their fields) and no submit (changes apply as typed).
const EVERY_FORM = {
  validator: lazyValidator,
  widgets,
  templates,
  fields,
  showErrorList: false,
  noHtml5Validate: true,
  experimental_defaultFormStateBehavior: NO_DEFAULTS,
  onSubmit: () => undefined,
} as const;

const NO_WARNINGS: ErrorNode = {};

export interface SchemaFormProps {
  /** Unique per form on the page: field ids start with it. */
  idPrefix: string;
  schema: Schema;
  uiSchema?: UiSchema;
  value: unknown;
  errors: ErrorNode;
  /** The warnings at the fields (shown as warnings, not as mistakes). */
  warnings?: ErrorNode;
  onChange(value: unknown, field?: string): void;
}

/** Whether the validator is here for a form of `schema`: at once when the form never asks it. */
function useValidatorFor(schema: Schema): { ready: boolean; failed?: string; retry(): void } {
  const needed = useMemo(() => needsValidator(schema), [schema]);
  const [loaded, setLoaded] = useState(validatorLoaded);
  const [failed, setFailed] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  // A form with a choice loads Ajv at once and draws again when it comes; any other form has it
  // loaded once the page is idle, so the next form with a choice finds it here.
  useEffect(() => {
    let live = true;
    if (needed)
      loadValidator().then(
        () => live && setLoaded(true),
        (e: Error) => live && setFailed(e.message),
      );
    else loadValidatorWhenIdle();
    return () => {
      live = false;
    };
  }, [needed, attempt]);
  return {
    ready: !needed || loaded,
    failed,
    retry: () => {
      setFailed(undefined);
      setAttempt((n) => n + 1);
    },
  };
}

export function SchemaForm({ idPrefix, schema, uiSchema, value, errors, warnings, onChange }: SchemaFormProps) {
  const ui = useMemo<UiSchema>(() => ({ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }), [uiSchema]);
  const validator = useValidatorFor(schema);
  if (validator.failed)
    return (
      <Alert variant="danger">
        This form could not be loaded: {validator.failed}{' '}
        <Button size="sm" variant="outline-danger" onClick={validator.retry}>
          Try again
        </Button>
      </Alert>
    );
  if (!validator.ready)
    return (
      <p className="text-body-secondary">
        <Spinner size="sm" aria-hidden="true" /> Loading the form...
      </p>
    );
  return (
    <FieldWarnings.Provider value={warnings ?? NO_WARNINGS}>
      <Form
        {...EVERY_FORM}
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={ui}
        formData={value}
        extraErrors={errors as never}
        onChange={(e, id) => {
          if (JSON.stringify(e.formData) !== JSON.stringify(value)) onChange(e.formData, id ?? idPrefix);
        }}
      />
    </FieldWarnings.Provider>
  );
}
