// The part of jsdom's API the e2e tests use to read built pages (jsdom ships no types, and
// @types/jsdom is not installed): a document parsed from HTML, with no script run.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
