// Only the "default" values of a schema (vite/schema-defaults-plugin.ts).
declare module '*.schema.json?defaults' {
  const defaults: Record<string, unknown>;
  export default defaults;
}
