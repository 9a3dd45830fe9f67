// One field of the contact form with its visible label and, when the browser's checks refused
// it, its message in plain words under it. Wording comes in; none lives here.
import type { FieldSpec } from './fields.ts';
import type { FormWording } from './wording.ts';

export function FormField({
  field,
  id,
  wording,
  error,
}: {
  field: FieldSpec;
  id: string;
  wording: FormWording;
  error?: string;
}) {
  const label = wording.labels[field.label];
  if (field.kind === 'checkbox') {
    return (
      <div className="form-check">
        <input className="form-check-input" type="checkbox" id={id} name={field.name} value={field.value} />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
    );
  }
  const errorId = `${id}-error`;
  // What every text field, list and box shares: its name, the browser's check and the message.
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const caption = (
    <label className="form-label" htmlFor={id}>
      {label}
      {!field.required && <span className="text-body-secondary"> {wording.labels.optional}</span>}
    </label>
  );
  const message = error && (
    <p id={errorId} className="field-error mb-0 mt-1">
      {error}
    </p>
  );
  const cls = (base: string) => (error ? `${base} is-invalid` : base);
  if (field.kind === 'textarea') {
    return (
      <>
        {caption}
        <textarea className={cls('form-control')} rows={field.rows} {...common} />
        {message}
      </>
    );
  }
  if (field.kind === 'select') {
    return (
      <>
        {caption}
        <select className={cls('form-select')} defaultValue="" {...common}>
          <option value="">{wording.labels.choose}</option>
          {wording.options[field.name].map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {message}
      </>
    );
  }
  return (
    <>
      {caption}
      <input
        className={cls('form-control')}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        pattern={field.pattern}
        {...common}
      />
      {message}
    </>
  );
}
