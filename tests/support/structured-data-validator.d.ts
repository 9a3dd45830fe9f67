// The types of @adobe/structured-data-validator (it ships none): what the tests use of it.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    dataFormat: string;
    path?: unknown[];
    fieldNames?: string[];
  }
  /** Validates data as @marbec/web-auto-extractor gives it: { jsonld: { Type: [nodes] }, microdata, rdfa }. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Record<string, unknown>): Promise<ValidationIssue[]>;
  }
}
