// One field of the contact form with its visible label. When the browser's checks refuse it,
// the browser code puts its message in plain words under it (field-errors.ts). Wording comes
// in; none lives here.
import type { FieldSpec } from './fields.ts';
import type { FormWording } from './wording.ts';

export function FormField({
  field,
  id,
  wording,
  value,
}: {
  field: FieldSpec;
  id: string;
  wording: FormWording;
  /**
   * What the field holds when the page opens (a town's page fills in the city, a service's page in
   * a town picks the service when the list has it); the visitor can change it.
   */
  value?: string;
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
  // What every text field, list and box shares: its name and the browser's check.
  const common = { id, name: field.name, required: field.required } as const;
  const caption = (
    <label className="form-label" htmlFor={id}>
      {label}
      {!field.required && <span className="text-body-secondary"> {wording.labels.optional}</span>}
    </label>
  );
  if (field.kind === 'textarea') {
    return (
      <>
        {caption}
        <textarea className="form-control" rows={field.rows} maxLength={field.maxLength} {...common} />
      </>
    );
  }
  if (field.kind === 'select') {
    return (
      <>
        {caption}
        <select
          className="form-select"
          defaultValue={value && wording.options[field.name].includes(value) ? value : ''}
          {...common}
        >
          <option value="">{wording.labels.choose}</option>
          {wording.options[field.name].map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </>
    );
  }
  return (
    <>
      {caption}
      <input
        className="form-control"
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        pattern={field.pattern}
        defaultValue={value}
        {...common}
      />
    </>
  );
}
