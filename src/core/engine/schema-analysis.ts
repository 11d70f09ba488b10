// The rules of ModelInput.analysis (issue 18): two-factor sensitivity, scenarios, Monte Carlo and the review switch.
import { z } from 'zod';
import { Dec, Int, Name } from './schema-primitives';

const Factor = z.enum(['capex', 'revenue', 'opCost', 'quantity'], {
  error: '因素只能是 建设投资、营业收入(价格)、经营成本、产量',
});
const Indicator = z.enum(['firrPost', 'firrPre', 'firrEquity', 'fnpvPost'], {
  error:
    '分析指标只能是 项目投资财务内部收益率(所得税后/前)、资本金财务内部收益率、项目投资财务净现值(所得税后)',
});
/** A change in %: below −100 % a factor would turn negative. */
const Change = Dec.check((ctx) => {
  if (typeof ctx.value === 'string' && /^-/.test(ctx.value) && Number(ctx.value) < -100)
    ctx.issues.push({ code: 'custom', message: '变化率不得小于-100%', input: ctx.value, continue: true });
});

const TwoFactor = z.strictObject({
  indicator: Indicator,
  // [] = no grid (the template's blank 双因素)
  factors: z
    .array(Factor)
    .refine((f) => f.length === 0 || f.length === 2, '双因素敏感性分析需要两个因素（留空为不做）')
    .refine((f) => f.length !== 2 || f[0] !== f[1], '双因素敏感性分析的两个因素不能相同'),
  stepsPct: z.array(Change).min(1, '至少需要一个变化率').max(21, '变化率最多21个').optional(),
});

const Scenario = z.strictObject({
  name: Name,
  changes: z.strictObject({
    capex: Change.optional(),
    revenue: Change.optional(),
    opCost: Change.optional(),
    quantity: Change.optional(),
  }),
});

const num = (s: string) => Number(s);
const Distribution = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({ kind: z.literal('triangular'), min: Change, mode: Change, max: Change })
      .refine(
        (d) => num(d.min) <= num(d.mode) && num(d.mode) <= num(d.max),
        '三角分布应满足 最小值 ≤ 最可能值 ≤ 最大值',
      ),
    z
      .strictObject({ kind: z.literal('normal'), meanPct: Change, sdPct: Dec })
      .refine((d) => num(d.sdPct) >= 0, '正态分布的标准差不能为负数'),
    z
      .strictObject({ kind: z.literal('uniform'), min: Change, max: Change })
      .refine((d) => num(d.min) <= num(d.max), '均匀分布应满足 最小值 ≤ 最大值'),
  ],
  { error: '分布只能是 三角分布(triangular)、正态分布(normal)、均匀分布(uniform)' },
);

const Rho = Dec.check((ctx) => {
  if (typeof ctx.value === 'string' && !(Math.abs(Number(ctx.value)) < 1))
    ctx.issues.push({ code: 'custom', message: '相关系数应大于-1且小于1', input: ctx.value, continue: true });
});

const MonteCarlo = z
  .strictObject({
    runs: Int(0, 20000).optional(),
    seed: Int(0, 4294967295),
    variables: z.array(z.strictObject({ factor: Factor, dist: Distribution })).max(4),
    correlations: z.array(z.strictObject({ a: Factor, b: Factor, rho: Rho })).optional(),
  })
  .refine(
    (m) => new Set(m.variables.map((v) => v.factor)).size === m.variables.length,
    '蒙特卡洛模拟的变量不能重复',
  )
  .refine(
    (m) =>
      (m.correlations ?? []).every(
        (c) =>
          c.a !== c.b &&
          m.variables.some((v) => v.factor === c.a) &&
          m.variables.some((v) => v.factor === c.b),
      ),
    '相关系数只能设在两个不同的模拟变量之间',
  );

export const Analysis = z.strictObject({
  twoFactor: TwoFactor.optional(),
  scenarios: z.array(Scenario).max(10, '情景最多10个').optional(),
  monteCarlo: MonteCarlo.optional(),
  review: z.boolean().optional(),
});
