// Defaults of the testimonials block's optional fields. They repeat the schema's
// `default`s (schema/blocks/testimonials.schema.json); a unit test fails when they differ.
export const TESTIMONIALS_DEFAULTS = {
  duration: 1,
  ratingLabel: 'Rated {rating} out of 5',
} as const;

