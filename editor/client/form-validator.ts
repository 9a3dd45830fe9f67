// rjsf asks its validator (Ajv, ajv-validator.ts: a third of the editor's script) for two things
// only: which option of a oneOf/anyOf (or which branch of an if) the data matches, while drawing
// such a field, and the check of a submitted form (Enter in a form of one text field). The
// owner's mistakes are the server's to find (POST check as they type, and again on save, which
// refuses a site with mistakes), so the first form need not wait for Ajv: a form whose schema has
// no such choice is drawn at once, and Ajv loads once the page is idle (loadValidatorWhenIdle);
// a form with a choice loads it at once and waits for it (SchemaForm).
import type { ValidatorType } from '@rjsf/utils';
import { pointer } from '../shared/field-labels.ts';

let ready: ValidatorType | undefined;
let loading: Promise<ValidatorType> | undefined;

/** Loads Ajv once; later calls get the same load. */
export function loadValidator(): Promise<ValidatorType> {
  loading ??= import('./ajv-validator.ts').then(
    (m) => (ready = m.ajvValidator),
    (error: unknown) => {
      loading = undefined; // a later form tries again
      throw error;
    },
  );
  return loading;
}

/**
 * Loads Ajv once the page has nothing else to do (the rest of a long form drawn, FormInStages), so
 * that a form with a choice opened later finds it here.
 */
export function loadValidatorWhenIdle(): void {
  const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(() => void loadValidator().catch(() => undefined));
}

export const validatorLoaded = (): boolean => ready !== undefined;

function loaded(): ValidatorType {
  if (!ready)
    throw new Error("The form's validator is not loaded yet: a field with a choice of forms is drawn only after it.");
  return ready;
}

/** The validator every form is given: Ajv's once loaded. */
export const lazyValidator: ValidatorType = {
  isValid: (schema, formData, rootSchema) => loaded().isValid(schema, formData, rootSchema),
  rawValidation: (schema, formData) => loaded().rawValidation(schema, formData),
  // A form submitted (Enter) before Ajv is here adds no messages of its own: the server's stay at their fields.
  validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
    ready
      ? ready.validateFormData(formData, schema, customValidate, transformErrors, uiSchema)
      : { errors: [], errorSchema: {} },
  reset: () => ready?.reset?.(),
};

/** The keywords rjsf asks the validator about while drawing a form. */
const CHOICES = ['oneOf', 'anyOf', 'if', 'dependencies', 'dependentSchemas'];
/** Keywords whose value is a schema or a list of schemas; and those whose value maps names to schemas. */
const SUBSCHEMA = ['items', 'prefixItems', 'additionalItems', 'additionalProperties', 'unevaluatedProperties'];
const SUBSCHEMA_MORE = ['unevaluatedItems', 'contains', 'not', 'allOf', 'propertyNames'];
const NAMED = ['properties', 'patternProperties'];

/**
 * Whether drawing a form of `schema` asks the validator: a choice anywhere it reaches, following
 * its references into the $defs beside it (others in $defs, never reached, do not count; a
 * reference it cannot follow counts as one).
 */
export function needsValidator(schema: Record<string, unknown>): boolean {
  const seen = new Set<unknown>();
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(walk);
    if (typeof node !== 'object' || node === null || seen.has(node)) return false;
    seen.add(node);
    const record = node as Record<string, unknown>;
    if (CHOICES.some((k) => k in record)) return true;
    if (typeof record.$ref === 'string') {
      // A reference to anything but a place in the schema itself counts as a choice: its form may ask.
      const target = record.$ref.startsWith('#') ? pointer(schema, record.$ref) : undefined;
      if (target === undefined || walk(target)) return true;
    }
    if ([...SUBSCHEMA, ...SUBSCHEMA_MORE].some((k) => walk(record[k]))) return true;
    return NAMED.some((k) => {
      const named = record[k];
      return typeof named === 'object' && named !== null && Object.values(named).some(walk);
    });
  };
  return walk(schema);
}
