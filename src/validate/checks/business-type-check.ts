// business.schemaType must be a schema.org type of local business (src/seo/local-business-types.ts):
// a made-up type (MusicSchool) or a misspelt one (Plumbr) builds a page whose business data
// search engines do not understand. A warning, not an error: the site still works, and
// schema.org may add types before this list knows them.
import type { CheckContext } from './check-context.ts';
import { LOCAL_BUSINESS_TYPES } from '../../seo/local-business-types.ts';
import { closest } from '../suggest.ts';

export function businessTypeCheck(ctx: CheckContext): void {
  const type = ctx.config.business.schemaType;
  if (type === undefined || LOCAL_BUSINESS_TYPES.includes(type)) return;
  // A type that starts like the one written is the likelier meaning (DentalClinic: Dentist).
  const sameStart = LOCAL_BUSINESS_TYPES.filter((t) => t.slice(0, 4).toLowerCase() === type.slice(0, 4).toLowerCase());
  const near =
    closest(type, sameStart) ?? (sameStart.length === 1 ? sameStart[0] : closest(type, LOCAL_BUSINESS_TYPES));
  ctx.report(
    ['business', 'schemaType'],
    `schema.org has no type of local business called "${type}", so search engines will not understand what this business is.${near ? ` Did you mean "${near}"?` : ''}`,
    `Use ${near ? `"${near}", ` : ''}LocalBusiness (always right), or the closest type listed under schema.org/LocalBusiness, e.g. ProfessionalService, MedicalBusiness, Store, FoodEstablishment or HomeAndConstructionBusiness.`,
    'warning',
  );
}
