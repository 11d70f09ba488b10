// Worker-thread bootstrap: registers tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./compute-worker.ts');
