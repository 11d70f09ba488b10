// `npm run bench`: imports every tests/bench/*.bench.ts and calls its exported run(); prints figures, asserts nothing,
// and ends with one summary table of issue 20's figures and targets.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { printSummary } from './summary';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();
const figures: Record<string, number> = {};
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
    run?: () => Promise<Record<string, number> | undefined> | Record<string, number> | undefined;
  };
  if (typeof mod.run !== 'function') {
    console.log(`${file}: no exported run(), skipped`);
    continue;
  }
  console.log(`\n== ${file}`);
  Object.assign(figures, (await mod.run()) ?? {});
}
printSummary(figures);
