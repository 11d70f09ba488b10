// `npm run bench`: imports every tests/bench/*.bench.ts and calls its exported run(); prints figures, asserts nothing.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => unknown };
  if (typeof mod.run !== 'function') {
    console.log(`${file}: no exported run(), skipped`);
    continue;
  }
  console.log(`\n== ${file}`);
  await mod.run();
}
