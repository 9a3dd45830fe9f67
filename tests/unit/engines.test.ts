// A clean `npm install` on the Node version the README supports (package.json's engines.node,
// its lowest) prints no EBADENGINE warning: every package the lock file installs supports it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
};

describe('the Node version this project supports', () => {
  it('is supported by every package the lock file installs', () => {
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    const refused = Object.entries(lock.packages)
      .filter(([, p]) => {
        const node = !Array.isArray(p.engines) ? p.engines?.node : undefined;
        return node !== undefined && !semver.satisfies(lowest, node);
      })
      .map(
        ([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${JSON.stringify(p.engines)}`,
      );
    expect(refused).toEqual([]);
  });
});
