// The types of bundle.mjs (plain JavaScript: `npm run office` runs it before any TypeScript).
export declare const BUNDLE_DIR: string;
export declare function freshBundle(dir?: string): string | undefined;
export declare function makeBundle(dir?: string): Promise<string>;
export declare function officeBundle(dir?: string): Promise<string>;
