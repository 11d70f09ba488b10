// npm run bind-paths — writes docs/bind-paths.md, the ModelInput members a template may bind to, generated
// from the engine's input schema (tests/schemas/bind-paths.test.ts fails when the file is out of date).
import { writeFileSync } from 'node:fs';
import { bindPathsMarkdown } from '../src/core/template/bind-paths';

const file = new URL('../docs/bind-paths.md', import.meta.url);
writeFileSync(file, bindPathsMarkdown());
process.stdout.write(`wrote ${file.pathname}\n`);
