// A full garbage collection, asked for by a build where it has just let go of most of what it
// held. V8 collects when its heap reaches a limit set from what was alive at its last full
// collection: after the site's load (the YAML trees of every file, alive while it validates),
// that limit was more than a gigabyte at 10,000 pages, and the build went on piling the load's
// garbage and the first pages' on top of it until the heap reached it (1.7 GiB resident at the
// build's peak). Collected once the trees are let go, the heap is what the build still holds
// (about 200 MB at 10,000 pages), and its next limit is set from that. This caps no heap and
// changes no limit: a site of any size builds as before, and the cost is one collection.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (!gc) {
    // Node's own way to reach V8's collector without starting the process with --expose-gc:
    // the flag gives `gc` to the contexts made after it is set.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
