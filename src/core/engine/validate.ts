// validateModelInput: schema check (E_SCHEMA) then the engine rules of model-io §2.10; errors block the computation.
import { z } from 'zod';
import type { Message, ModelInput } from './model-io-types';
import { checkRules } from './validate-rules';
import { ModelInputSchema } from './schema';
import type { Prelude } from './core';

export type ValidationResult =
  { ok: true; input: ModelInput; messages: Message[] } | { ok: false; messages: Message[] };

/** A valid input with the base-case steps validation already computed (computeModel hands them to the engine). */
type CheckedInput =
  { ok: true; input: ModelInput; messages: Message[]; prelude: Prelude } | { ok: false; messages: Message[] };

const pointer = (path: readonly PropertyKey[]): string =>
  path.length ? '/' + path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '';

/** Chinese zod messages for this parse only (the global zod configuration is left alone). */
const ZH = z.locales.zhCN();

/** A required text left empty (a name): zod's Chinese says "数值过小：期望 string >=1 字符". */
const isEmptyString = (issue: z.core.$ZodIssue): boolean =>
  issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;

export function validateModelInput(json: unknown): ValidationResult {
  const v = checkInput(json);
  return v.ok ? { ok: true, input: v.input, messages: v.messages } : v;
}

/** validateModelInput, keeping the prepared input and the steps the computed rules ran. */
export function checkInput(json: unknown): CheckedInput {
  const r = ModelInputSchema.safeParse(json, { error: ZH.localeError });
  if (!r.success) {
    const seen = new Set<string>();
    const messages: Message[] = [];
    for (const issue of r.error.issues) {
      const path = pointer(issue.path);
      if (seen.has(path)) continue;
      seen.add(path);
      messages.push({
        level: 'error',
        code: 'E_SCHEMA',
        text: `输入文档格式不符合要求（${path || '/'}）：${isEmptyString(issue) ? '不能为空' : issue.message}`,
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
