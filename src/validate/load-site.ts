// The one loader: read, parse, validate against schema/, then run the checks beyond the
// schema. `npm run validate`, the Vite plugin (dev and build) and the tests all use it.
import { readFileSync, statSync } from 'node:fs';
import { displayPath, siteLocation } from './site-location.ts';
import type { SiteConfig } from '../site/site-types.generated.ts';
import { byFileAndPosition, type Problem } from './problem.ts';
import { parseYaml, type YamlSource } from './yaml-source.ts';
import { explainUnnestedList } from './yaml-mistakes.ts';
import { classifyUrl } from './checks/url-checks.ts';
import { siteValidator } from './schema-validator.ts';
import { schemaProblems } from './schema-errors.ts';
import { siteChecks, type SiteCheckOptions } from './checks/site-checks.ts';
import { fileChecksOfInvalid } from './checks/file-checks.ts';
import { decodeUtf8 } from './utf8.ts';
import { resolveFactTokens } from './checks/fact-tokens.ts';
import { factCopyWarnings } from './checks/fact-copies.ts';
import { hasIncludes, resolveIncludes } from './includes.ts';
import { withAreaPages } from '../site/area-pages.ts';
import { withServiceTownPages } from '../site/service-town-pages.ts';
import { fillMadeDefaults } from './made-defaults.ts';
import { dirname } from 'node:path';

const isLink = (schema: unknown) => (schema as { title?: unknown } | undefined)?.title === 'Link';

export interface LoadResult {
  /** The validated site, when there are no errors (warnings allowed). */
  config?: SiteConfig;
  problems: Problem[];
  source?: YamlSource;
}

export const MAX_FILE_BYTES = 2 * 1024 * 1024;

function fileProblem(file: string, message: string, fix: string): Problem {
  return { severity: 'error', file, line: 1, column: 1, where: '', message, fix };
}

/** Validate site text. `file` is the name used in messages. */
export function loadSiteText(file: string, text: string, options: SiteCheckOptions = {}): LoadResult {
  if (text.includes('\u0000')) {
    return {
      problems: [
        fileProblem(file, 'This is not a text file (it holds binary data).', 'Point to the site.yaml text file.'),
      ],
    };
  }
  if (!text.trim()) {
    return {
      problems: [fileProblem(file, 'The file is empty.', 'Start from the site.yaml in the repository and change it.')],
    };
  }
  const parsed = parseYaml(file, text);
  const { source, data } = parsed;
  const problems = [...parsed.problems];
  if (problems.some((p) => p.severity === 'error')) return { problems: problems.sort(byFileAndPosition(file)), source };

  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    problems.push(
      fileProblem(
        file,
        'The file must be a set of sections (business:, menu:, routes:), not a single value or a list.',
        'Start from the site.yaml in the repository and change it.',
      ),
    );
    return { problems, source };
  }
  // Pages taken from files under pages/ are put in place before anything else looks at the site.
  if (hasIncludes(data)) source.written = structuredClone(data);
  const included = resolveIncludes(
    source,
    data as Record<string, unknown>,
    options.siteDir,
    options.pageTexts,
    options.siteFiles,
  );
  if (included.problems.length) {
    problems.push(...included.problems);
    if (problems.some((p) => p.severity === 'error'))
      return { problems: problems.sort(byFileAndPosition(file)), source };
  }
  const { validate, blockTypes } = siteValidator();
  // A link that fails the schema's pattern (there for editors) is reported by the link
  // checks below, in their words and together with every other problem.
  const errors = validate(data)
    ? []
    : (validate.errors ?? []).filter(
        (e) =>
          !(
            e.keyword === 'pattern' &&
            isLink(e.parentSchema) &&
            typeof e.data === 'string' &&
            classifyUrl(e.data).kind === 'bad'
          ),
      );
  if (errors.length) {
    // Entries pasted at the wrong indentation explain all the errors that follow from them.
    const unnested = explainUnnestedList(text);
    if (unnested)
      return {
        problems: [...problems, { severity: 'error' as const, file, ...unnested }].sort(byFileAndPosition(file)),
        source,
      };
    const refused = schemaProblems(errors, source, data, blockTypes);
    // The files the site names are checked too, so both kinds of mistake show in one round.
    const publicDir = options.publicDir ?? siteLocation(options.env).publicDir;
    problems.push(...refused, ...fileChecksOfInvalid(data, source, publicDir, refused));
    return { problems: problems.sort(byFileAndPosition(file)), source };
  }
  // Copies of the business facts are looked for in the text as written; the checks and
  // everything after them see the text with {{company}}, {{phone}}… filled in.
  problems.push(...factCopyWarnings(data as SiteConfig, source));
  const facts = resolveFactTokens(data as SiteConfig, source);
  problems.push(...facts.problems);
  // The town pages of business.areas and the services' pages in towns (townPages), made here so
  // that every check and the renderer see them.
  const config = fillMadeDefaults(withServiceTownPages(withAreaPages(facts.config)));
  problems.push(...siteChecks(config, source, options));
  const failed = problems.some((p) => p.severity === 'error');
  return { config: failed ? undefined : config, problems: problems.sort(byFileAndPosition(file)), source };
}

/** Validate a site file's bytes: UTF-8 text only, never silently repaired. */
export function loadSiteBytes(file: string, bytes: Uint8Array, options: SiteCheckOptions = {}): LoadResult {
  if (bytes.includes(0)) return loadSiteText(file, '\u0000', options);
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return loadSiteText(file, decoded.text, options);
  return {
    problems: [
      {
        severity: 'error',
        file,
        line: decoded.line,
        column: decoded.column,
        where: '',
        message: `The file is not UTF-8 text: the byte ${decoded.byte} here is not part of any character (was the file saved as Latin-1 or Windows-1252?).`,
        fix: 'Save the file as UTF-8 in your editor (in VS Code: the encoding in the status bar, then "Save with Encoding", UTF-8), then retype the character at this spot.',
      },
    ],
  };
}

/** Validate a site file on disk; `name` is the file's name in messages (by default its path). */
export function loadSiteFile(path: string, name = displayPath(path), options: SiteCheckOptions = {}): LoadResult {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return { problems: [fileProblem(name, 'The file does not exist.', 'Check the file name and folder.')] };
  }
  if (size > MAX_FILE_BYTES) {
    return {
      problems: [
        fileProblem(
          name,
          `The file is ${(size / 1048576).toFixed(1)} MB; a site file may be at most ${MAX_FILE_BYTES / 1048576} MB.`,
          'Remove pasted data or images from the file; put pictures under public/images and refer to them by path.',
        ),
      ],
    };
  }
  return loadSiteBytes(name, readFileSync(path), { siteDir: dirname(path), ...options });
}
