// Runs once before any test file: the build tests make their scratch folders with
// mkdtempSync('.e2e/…'), which fails when .e2e/ does not exist yet (a fresh clone) unless
// another file happened to create it first.
import { mkdirSync } from 'node:fs';

export default function setup(): void {
  mkdirSync('.e2e', { recursive: true });
}
