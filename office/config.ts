// The office's configuration: the environment, and one optional file (office.yaml) listing the
// sites. With no office.yaml the office serves the checkout it runs in as its one site, so
// `npm run office` works on a fresh clone. Every mistake is named in plain words, with the key.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { defaultSiteDir, repoRoot } from '../src/validate/site-location.ts';

/** The months a site's leads may be kept: office.yaml's retentionMonths, and an owner's shorter choice. */
export const RETENTION_LIMITS = { min: 1, max: 120 } as const;

export interface WebhookConfig {
  /** Where the signed JSON is posted. */
  url: string;
  /** The name of the environment variable that holds the HMAC secret (never the secret itself). */
  secretEnv: string;
}

export interface SiteConfig {
  /** The site's name: its key in every table and its part of the office's addresses (/s/NAME/). */
  name: string;
  /** The git repository: a local path, or an ssh/https remote. */
  repo: string;
  branch: string;
  /** The folder of site.yaml inside the repository ('' for the root). */
  siteDir: string;
  /** The public origin of the built site (https://www.example.com): enquiries come from it. */
  origin: string;
  /** For an ssh remote: the deploy key file. */
  deployKeyFile?: string;
  /**
   * For an ssh remote: the known_hosts file ssh checks the host's key against. Pinned when
   * office.yaml names it (a key not in it is refused); otherwise the office's own file under
   * OFFICE_DATA, which remembers the host's key at first contact. Never the user's ~/.ssh.
   */
  knownHosts: { file: string; pinned: boolean };
  /** For an https remote: the environment variable holding the token. */
  tokenEnv?: string;
  /** Optional signed webhook for new leads. */
  webhook?: WebhookConfig;
  /** Optional Cloudflare Turnstile: the environment variable holding its secret key. */
  turnstileSecretEnv?: string;
  /** Months a lead is kept (default 24). */
  retentionMonths: number;
  /** True for the embedded default: the checkout the office runs in, edited in place. */
  inPlace: boolean;
}

export interface OfficeConfig {
  port: number;
  /** The address it listens on: 127.0.0.1 (behind nginx on the same machine) unless OFFICE_HOST says. */
  host: string;
  /** Where the office keeps its database (PGlite), its clones and its files. */
  dataDir: string;
  /** The address people use: https://office.example.com, or http://localhost:PORT on one machine. */
  publicUrl: string;
  smtpUrl?: string;
  /** The address alerts and sign-in links come from. */
  mailFrom: string;
  databaseUrl?: string;
  sites: SiteConfig[];
  /** Where the configuration came from, for messages. */
  source: string;
  /** Turnstile's siteverify address (tests point it at a loopback stand-in). */
  turnstileVerifyUrl: string;
  /** True when OFFICE_PUBLIC_URL was not set: the address follows the port (OFFICE_PORT=0 picks one). */
  publicUrlFollowsPort: boolean;
}

export class ConfigError extends Error {}

const SITE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const SITE_KEYS = new Set([
  'name',
  'repo',
  'branch',
  'siteDir',
  'origin',
  'deployKeyFile',
  'knownHostsFile',
  'tokenEnv',
  'webhook',
  'turnstileSecretEnv',
  'retentionMonths',
]);
const TOP_KEYS = new Set(['sites', 'mailFrom']);

function isLocalhost(url: URL): boolean {
  return url.hostname === 'localhost';
}

/** http://localhost:PORT is accepted for trying the office on one machine; anything else must be https. */
export function checkPublicUrl(text: string, key = 'OFFICE_PUBLIC_URL'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${key} must be an address such as https://office.example.com (it is "${text}").`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new ConfigError(`${key} must be an origin only, such as https://office.example.com (no path, no user).`);
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && isLocalhost(url)) return url.origin;
  if (url.protocol === 'http:' && /^[\d.]+$|^\[/.test(url.hostname))
    throw new ConfigError(
      `${key} is ${url.origin}: an IP address cannot hold a passkey. Use http://localhost:PORT on this machine, or an https address.`,
    );
  throw new ConfigError(`${key} must be an https address (http is accepted only for http://localhost:PORT).`);
}

function checkOrigin(text: unknown, where: string): string {
  if (typeof text !== 'string') throw new ConfigError(`${where}: origin is missing (the built site's address).`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${where}: origin "${text}" is not an address such as https://www.example.com.`);
  }
  if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash)
    throw new ConfigError(
      `${where}: origin must be an origin only, such as https://www.example.com (it is "${text}").`,
    );
  return url.origin;
}

function text(value: unknown, where: string, key: string, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !value.trim()) throw new ConfigError(`${where}: ${key} must be a text.`);
  return value.trim();
}

function readSite(raw: unknown, index: number, configDir: string, dataDir: string): SiteConfig {
  const where = `office.yaml, site ${index + 1}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ConfigError(`${where}: each site is a section with name, repo, branch, siteDir and origin.`);
  const site = raw as Record<string, unknown>;
  for (const key of Object.keys(site))
    if (!SITE_KEYS.has(key))
      throw new ConfigError(`${where}: "${key}" is not a key of a site (${[...SITE_KEYS].join(', ')}).`);
  const name = text(site.name, where, 'name');
  if (!SITE_NAME.test(name))
    throw new ConfigError(`${where}: name "${name}" must be lower-case letters, digits and dashes (up to 40).`);
  const named = `office.yaml, site "${name}"`;
  let repo = text(site.repo, named, 'repo');
  if (!/^[a-z][a-z0-9+.-]*:\/\/|^[^/]+@[^/]+:/i.test(repo)) repo = isAbsolute(repo) ? repo : resolve(configDir, repo);
  const siteDir = text(site.siteDir, named, 'siteDir', '').replace(/^\.\/?|\/$/g, '');
  if (siteDir.split('/').includes('..') || isAbsolute(siteDir))
    throw new ConfigError(`${named}: siteDir must be a folder inside the repository (it is "${siteDir}").`);
  let webhook: WebhookConfig | undefined;
  if (site.webhook !== undefined) {
    const hook = site.webhook as Record<string, unknown>;
    if (typeof hook !== 'object' || hook === null) throw new ConfigError(`${named}: webhook needs url and secretEnv.`);
    const url = text(hook.url, named, 'webhook.url');
    if (!/^https?:\/\//.test(url)) throw new ConfigError(`${named}: webhook.url must be an http(s) address.`);
    webhook = { url, secretEnv: text(hook.secretEnv, named, 'webhook.secretEnv') };
  }
  const months = site.retentionMonths ?? 24;
  const { min, max } = RETENTION_LIMITS;
  if (typeof months !== 'number' || !Number.isInteger(months) || months < min || months > max)
    throw new ConfigError(`${named}: retentionMonths must be a whole number of months from ${min} to ${max}.`);
  return {
    name,
    repo,
    branch: text(site.branch, named, 'branch', 'main'),
    siteDir,
    origin: checkOrigin(site.origin, named),
    deployKeyFile:
      site.deployKeyFile === undefined
        ? undefined
        : resolve(configDir, text(site.deployKeyFile, named, 'deployKeyFile')),
    knownHosts:
      site.knownHostsFile === undefined
        ? { file: officeKnownHosts(dataDir), pinned: false }
        : { file: resolve(configDir, text(site.knownHostsFile, named, 'knownHostsFile')), pinned: true },
    tokenEnv: site.tokenEnv === undefined ? undefined : text(site.tokenEnv, named, 'tokenEnv'),
    webhook,
    turnstileSecretEnv:
      site.turnstileSecretEnv === undefined ? undefined : text(site.turnstileSecretEnv, named, 'turnstileSecretEnv'),
    retentionMonths: months,
    inPlace: false,
  };
}

/** The office's own known_hosts: ssh remembers each host's key there at first contact. */
export const officeKnownHosts = (dataDir: string): string => resolve(dataDir, 'ssh', 'known_hosts');

/** The origin site.yaml's site.url names, or the dev server's when it names none or cannot be read. */
function originOfSiteFile(file: string): string {
  try {
    const yamlText = readFileSync(file, 'utf8');
    const url = (parse(yamlText, { maxAliasCount: 100 }) as { site?: { url?: string } } | null)?.site?.url;
    if (url) return new URL(url).origin;
  } catch {
    /* an unreadable site.yaml: the editor says so; the office still starts */
  }
  return 'http://localhost:5173';
}

/** The site of the checkout the office runs in: the embedded default. */
function checkoutSite(root: string, env: NodeJS.ProcessEnv, dataDir: string): SiteConfig {
  // SITE_DIR, else the engine's own first business when the office runs in the engine's home.
  const defaultDir = resolve(root) === repoRoot ? relative(repoRoot, defaultSiteDir) : '';
  const siteDir = relative(resolve(root), resolve(root, env.SITE_DIR || defaultDir));
  const named = env.OFFICE_SITE_ORIGIN ? checkOrigin(env.OFFICE_SITE_ORIGIN, 'OFFICE_SITE_ORIGIN') : undefined;
  let read: string | undefined;
  return {
    name: 'site',
    repo: root,
    branch: 'main',
    siteDir,
    // Read from site.yaml when first asked (an enquiry, an alert, the sites page), not at start:
    // a site's whole file takes a YAML parse of up to half a second here, for one line of it.
    get origin() {
      return named ?? (read ??= originOfSiteFile(resolve(root, siteDir, 'site.yaml')));
    },
    knownHosts: { file: officeKnownHosts(dataDir), pinned: false },
    retentionMonths: 24,
    inPlace: true,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): OfficeConfig {
  const portText = env.OFFICE_PORT || '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`OFFICE_PORT must be a port number (it is "${portText}").`);
  const publicUrl = checkPublicUrl(env.OFFICE_PUBLIC_URL || `http://localhost:${port}`);
  const dataDir = resolve(cwd, env.OFFICE_DATA || '.office');
  const smtpUrl = env.OFFICE_SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('OFFICE_SMTP_URL must look like smtp://user:pass@host:port (or smtps://).');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must be a PostgreSQL address: postgres://user:pass@host:port/db.');
  const base = {
    port,
    host: env.OFFICE_HOST || '127.0.0.1',
    dataDir,
    publicUrl,
    smtpUrl,
    databaseUrl,
    publicUrlFollowsPort: !env.OFFICE_PUBLIC_URL,
    turnstileVerifyUrl: env.OFFICE_TURNSTILE_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  };
  const file = env.OFFICE_CONFIG ? resolve(cwd, env.OFFICE_CONFIG) : undefined;
  const host = new URL(publicUrl).hostname;
  const defaultFrom = `Office <office@${host === 'localhost' ? 'localhost.localdomain' : host}>`;
  if (!file) {
    return {
      ...base,
      mailFrom: env.OFFICE_MAIL_FROM ?? defaultFrom,
      sites: [checkoutSite(cwd, env, dataDir)],
      source: 'this checkout',
    };
  }
  if (!existsSync(file)) throw new ConfigError(`OFFICE_CONFIG names ${file}, which does not exist.`);
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'), { maxAliasCount: 100 });
  } catch (error) {
    throw new ConfigError(`${file} is not readable YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ConfigError(`${file} must be a section with "sites:", a list of sites.`);
  const top = raw as Record<string, unknown>;
  for (const key of Object.keys(top))
    if (!TOP_KEYS.has(key)) throw new ConfigError(`${file}: "${key}" is not a key of office.yaml (sites, mailFrom).`);
  if (!Array.isArray(top.sites) || top.sites.length === 0)
    throw new ConfigError(`${file}: "sites:" must list at least one site.`);
  const configDir = resolve(file, '..');
  const sites = top.sites.map((site, i) => readSite(site, i, configDir, dataDir));
  const seen = new Map<string, string>();
  for (const site of sites) {
    if (seen.has(`name ${site.name}`)) throw new ConfigError(`${file}: two sites are named "${site.name}".`);
    if (seen.has(`origin ${site.origin}`))
      throw new ConfigError(
        `${file}: sites "${seen.get(`origin ${site.origin}`)}" and "${site.name}" have the same origin ${site.origin}.`,
      );
    seen.set(`name ${site.name}`, site.name);
    seen.set(`origin ${site.origin}`, site.name);
  }
  const mailFrom = typeof top.mailFrom === 'string' ? top.mailFrom : (env.OFFICE_MAIL_FROM ?? defaultFrom);
  return { ...base, mailFrom, sites, source: file };
}

/** The site whose built pages are served from `origin`, if any: how a lead finds its site. */
export function siteOfOrigin(config: OfficeConfig, origin: string | undefined): SiteConfig | undefined {
  if (!origin) return undefined;
  return config.sites.find((site) => site.origin === origin.toLowerCase() || site.origin === origin);
}
