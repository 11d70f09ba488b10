// `npm run convert -- workbook.xlsx [--out input.json]` (issue 17): a workbook in the export's 录入 layout (with its
// hidden 录入结构 sheet) → ModelInput. Exit 0 converted (refused cells listed on stderr), 2 refused, 1 failure.
import { writeFileSync } from 'node:fs';
import type { WorkbookConversion } from '../../src/core/workbook/convert';
import { convertWorkbookFile, Refused } from './convert-workbook';

const USAGE = '用法：npm run convert -- <工作簿.xlsx> [--out <input.json>]';

function usage(prefix: string): number {
  process.stderr.write(prefix + USAGE + '\n');
  return 2;
}

async function main(argv: string[]): Promise<number> {
  let inPath: string | undefined;
  let outPath: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out' && argv[i + 1]) outPath = argv[++i];
    else if (a.startsWith('--')) return usage(a === '--out' ? '' : `未知选项：${a}\n`);
    else if (inPath) return usage('');
    else inPath = a;
  }
  if (!inPath) return usage('');
  let result: WorkbookConversion;
  try {
    result = await convertWorkbookFile(inPath);
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    process.stderr.write(`错误：${e.message}\n`);
    return 2;
  }
  if (!result.ok) {
    process.stderr.write(`错误：${result.message}\n`);
    return 2;
  }
  for (const r of result.refusals)
    process.stderr.write(`未导入 ${r.sheet}${r.address ? ` ${r.address}` : ''}：${r.reason}\n`);
  const text = JSON.stringify(result.input, null, 1) + '\n';
  if (outPath) writeFileSync(outPath, text, 'utf8');
  else process.stdout.write(text);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`内部错误：${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
