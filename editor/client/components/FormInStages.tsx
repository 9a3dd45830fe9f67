// A long form is drawn in two steps: its first fields at once, the rest just after. The business
// settings have some 180 fields; on a phone (the CPU four times slower) drawing them took about
// 0.7 s and laying them out as long again, with nothing on screen meanwhile. The form's top level
// draws its first FIRST_FIELDS fields, then the others in a transition, which React draws in
// slices and sets aside for anything the owner does: the first field can be typed in while the
// rest comes. Every field is the same, in the same place; the forms below the top level are drawn
// whole.
import { startTransition, useEffect, useState } from 'react';
import { generateTemplates } from '@rjsf/react-bootstrap';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

export const FIRST_FIELDS = 6;
const ThemeObject = generateTemplates().ObjectFieldTemplate;
if (!ThemeObject) throw new Error("rjsf's Bootstrap theme has no ObjectFieldTemplate: the forms cannot be drawn.");
const Theme = ThemeObject;

export function ObjectInStages(props: ObjectFieldTemplateProps) {
  const top = props.fieldPathId.path.length === 0;
  const [whole, setWhole] = useState(() => !top || props.properties.length <= FIRST_FIELDS);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return <Theme {...props} properties={whole ? props.properties : props.properties.slice(0, FIRST_FIELDS)} />;
}
