// Worker thread of vite/social-card-pool.ts: renders the social cards it is sent into the
// picture cache, then exits. resvg's native memory is only given back when its thread ends,
// so each worker renders a bounded number of cards. Plain JavaScript, so Node can start it;
// it loads the TypeScript renderer through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderCardsInto } = await import('./social-card.ts');
await renderCardsInto(workerData.cacheDir, workerData.fonts, workerData.jobs);
parentPort.postMessage({ done: workerData.jobs.length });
