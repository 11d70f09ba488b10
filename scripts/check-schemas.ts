// npm run check:schemas — the template schema checker on the app's registry (the same check the tests and the
// server start run): prints every problem with its file, table, column or row and bad key; exit 1 on any.
import { registry } from '../schemas';
import { checkRegistry } from '../src/core/template/schema-validator';

const problems = checkRegistry(registry);
if (problems.length) {
  process.stderr.write(`模板定义有误（${problems.length} 处）：\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`模板定义检查通过：${registry.templates.length} 个模板\n`);
