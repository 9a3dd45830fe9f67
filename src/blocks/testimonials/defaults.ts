// Defaults of the testimonials block's optional fields. They repeat the schema's
// `default`s (schema/blocks/testimonials.schema.json); a unit test fails when they differ.
export const TESTIMONIALS_DEFAULTS = {
  duration: 1,
  ratingLabel: 'Rated {rating} out of 5',
} as const;

/** Start the star animation this far before the block scrolls into view. */
export const STAR_TRIGGER_ROOT_MARGIN = '0px 0px 150px 0px';
