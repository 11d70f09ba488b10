// validateModelInput: schema check (E_SCHEMA) then the engine rules of model-io §2.10; errors block the computation.
import { z } from 'zod';
import type { Message, ModelInput } from './model-io-types';
import { checkRules } from './validate-rules';
import { ModelInputSchema } from './schema';
import { NUMBER_RANGE } from './schema-primitives';
import type { Prelude } from './core';

export type ValidationResult =
  { ok: true; input: ModelInput; messages: Message[] } | { ok: false; messages: Message[] };

/** A valid input with the base-case steps validation already computed (computeModel hands them to the engine). */
type CheckedInput =
  { ok: true; input: ModelInput; messages: Message[]; prelude: Prelude } | { ok: false; messages: Message[] };

const pointer = (path: readonly PropertyKey[]): string =>
  path.length ? '/' + path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '';

/** zod's own Chinese, for the issue kinds issueText does not word itself (the global configuration is left alone). */
const ZH = z.locales.zhCN();

const TYPE_NAME: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '布尔值（true 或 false）',
  array: '数组',
  object: '对象',
};
const quoted = (v: unknown) => JSON.stringify(v);

/**
 * What the user reads for one schema issue (D-57): what is expected, in Chinese — never a regular expression or a
 * validator's wording. Checks that carry their own text (decimals, ids, row numbers) keep it.
 */
function issueText(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '缺少此项';
      return `应为${TYPE_NAME[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `应为 ${quoted(issue.values[0])}`
        : `应为以下之一：${issue.values.map(quoted).join('、')}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? '不能为空' : `至少${issue.minimum}个字符`;
      if (issue.origin === 'array') return `至少${issue.minimum}项`;
      return `不能小于${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `不能超过${issue.maximum}个字符`;
      if (issue.origin === 'array') return `最多${issue.maximum}项`;
      return `不能大于${issue.maximum}`;
    case 'unrecognized_keys':
      return `出现未知的成员：${issue.keys.join('、')}`;
    case 'invalid_union':
      return '不符合任何一种允许的写法';
    case 'invalid_format':
      return '格式不正确';
    default:
      return undefined;
  }
}
const zhError = (issue: z.core.$ZodRawIssue) => issueText(issue) ?? ZH.localeError(issue);

export function validateModelInput(json: unknown): ValidationResult {
  const v = checkInput(json);
  return v.ok ? { ok: true, input: v.input, messages: v.messages } : v;
}

/** validateModelInput, keeping the prepared input and the steps the computed rules ran. */
export function checkInput(json: unknown): CheckedInput {
  const r = ModelInputSchema.safeParse(json, { error: zhError });
  if (!r.success) {
    const seen = new Set<string>();
    const messages: Message[] = [];
    for (const issue of r.error.issues) {
      const path = pointer(issue.path);
      if (seen.has(path)) continue;
      seen.add(path);
      const range = issue.code === 'custom' && issue.params?.code === NUMBER_RANGE;
      messages.push({
        level: 'error',
        code: range ? NUMBER_RANGE : 'E_SCHEMA',
        text: range
          ? `数值超出范围（${path}）：${issue.message}`
          : `输入文档格式不符合要求（${path || '/'}）：${issue.message}`,
        path,
      });
      if (messages.length >= 50) break;
    }
    return { ok: false, messages };
  }
  const input = json as ModelInput;
  const { messages, prelude } = checkRules(input);
  if (!prelude || messages.some((m) => m.level === 'error')) return { ok: false, messages };
  return { ok: true, input, messages, prelude };
}
