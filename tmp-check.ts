import { registry } from './schemas';
import { checkRegistry } from './src/core/template/schema-validator';
console.log(checkRegistry(registry).join('\n'));
