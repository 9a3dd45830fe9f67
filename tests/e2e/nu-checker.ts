// The W3C Nu HTML Checker (vnu-jar, needs Java): one Java run over a list of HTML files.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

export interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The path of vnu.jar (the package exports it as a String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

export function runNu(files: string[]): NuMessage[] {
  if (spawnSync('java', ['-version']).error)
    throw new Error('Java is missing: apt-get install -y default-jre-headless (.ci/run does this)');
  const r = spawnSync('java', ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
  if (r.error) throw r.error;
  if (!r.stderr.startsWith('{')) throw new Error(`vnu.jar gave no report (exit ${r.status}): ${r.stderr || r.stdout}`);
  return (JSON.parse(r.stderr) as { messages: NuMessage[] }).messages;
}
