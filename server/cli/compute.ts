// `npm run compute -- input.json [--out output.json] [--no-sensitivity] [--xlsx out.xlsx [--formulas]] [--docx report.docx]`
// (model-io §4.1): exit 0 computed, 2 input errors, 1 failure. --xlsx also writes the workbook (--formulas: the 审计版),
// --docx the 经济评价 chapter as a Word document.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { EngineSelfCheckError, ENGINE_ID, type ModelInput, type ModelOutput } from '../../src/core/engine';
import { computeWithThreads, createMonteCarloThreads } from '../services/compute/monte-carlo-threads';
import { workbookOf } from './workbook';

const USAGE =
  '用法：npm run compute -- <input.json> [--out <output.json>] [--no-sensitivity] [--xlsx <工作簿.xlsx> [--formulas]] [--docx <report.docx>]';

function fail(code: number, text: string): never {
  process.stderr.write(text + '\n');
  process.exit(code);
}

async function main(argv: string[]): Promise<number> {
  let inPath: string | undefined;
  let outPath: string | undefined;
  let skipSensitivity = false;
  let docxPath: string | undefined;
  let xlsxPath: string | undefined;
  let formulas = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') outPath = argv[++i] ?? fail(2, USAGE);
    else if (a === '--no-sensitivity') skipSensitivity = true;
    else if (a === '--docx') docxPath = argv[++i] ?? fail(2, USAGE);
    else if (a === '--xlsx') xlsxPath = argv[++i] ?? fail(2, USAGE);
    else if (a === '--formulas') formulas = true;
    else if (a.startsWith('--')) fail(2, `未知选项：${a}\n${USAGE}`);
    else if (!inPath) inPath = a;
    else fail(2, USAGE);
  }
  if (!inPath) fail(2, USAGE);
  if (formulas && !xlsxPath) fail(2, `--formulas 需与 --xlsx 一起使用\n${USAGE}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(inPath, 'utf8'));
  } catch (e) {
    const why = e instanceof SyntaxError ? `不是有效的JSON：${e.message}` : '无法读取文件';
    const out: ModelOutput = {
      format: 'forestry-model-output',
      version: 1,
      engine: ENGINE_ID,
      tables: {},
      indicators: {},
      messages: [{ level: 'error', code: 'E_SCHEMA', text: `输入文件${why}`, path: '' }],
    };
    write(out, outPath);
    fail(2, `错误 E_SCHEMA：输入文件 ${inPath} ${why}`);
  }
  // the Monte Carlo runs of the analysis (if any) on os.availableParallelism() threads, merged in run order
  const threads = createMonteCarloThreads();
  const output = await computeWithThreads(json, threads, { skipSensitivity }).finally(() => threads.close());
  write(output, outPath);
  const errors = output.messages.filter((m) => m.level === 'error');
  if (errors.length) {
    for (const m of errors) process.stderr.write(`错误 ${m.code} ${m.path}：${m.text}\n`);
    return 2;
  }
  if (xlsxPath) writeFileSync(xlsxPath, await workbookOf(json as ModelInput, output, formulas, new Date()));
  if (docxPath) {
    // Loaded only when asked for: docx and resvg are not needed to compute.
    const { buildReport } = await import('../services/report');
    const input = json as ModelInput;
    const facts = {
      projectName: input.meta.name,
      location: input.meta.location ?? '',
      versionName: basename(inPath, '.json'),
      computedAt: null,
    };
    writeFileSync(docxPath, await buildReport({ facts, output, input }));
  }
  return 0;
}

function write(out: ModelOutput, outPath: string | undefined): void {
  const text = JSON.stringify(out, null, 1) + '\n';
  if (outPath) writeFileSync(outPath, text, 'utf8');
  else process.stdout.write(text);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  const what =
    e instanceof EngineSelfCheckError
      ? `自检失败（程序缺陷）：${e.message}`
      : `内部错误：${e instanceof Error ? e.message : String(e)}`;
  process.stderr.write(what + '\n');
  process.exitCode = 1;
}
