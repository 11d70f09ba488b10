// Worker-thread bootstrap of a Monte Carlo thread: registers tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./mc-worker.ts');
