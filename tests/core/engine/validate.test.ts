// validateModelInput: schema errors and the engine rules of model-io §2.10, each with its code and input path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel, validateModelInput, type ModelInput } from '../../../src/core/engine';

const tea = (): ModelInput =>
  JSON.parse(readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'));
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const sub = (i: ModelInput) => i.subProjects[0] as unknown as Any;

const cases: [string, (i: ModelInput) => void, string, string][] = [
  [
    'M22 type-0 area 0',
    (i) => {
      sub(i).area = '0';
    },
    'E_AREA_ZERO',
    '/subProjects/0/area',
  ],
  [
    'M22 ic 60 %',
    (i) => {
      i.meta.icPct = '60';
    },
    'E_PERCENT_RANGE',
    '/meta/icPct',
  ],
  [
    'period over 60 years',
    (i) => {
      i.meta.O = 59;
    },
    'E_PERIOD',
    '/meta/O',
  ],
  [
    'year array too short',
    (i) => {
      i.subProjects[0]!.productionCost[0]!.values.pop();
    },
    'E_ARRAY_LENGTH',
    '/subProjects/0/productionCost/0/values',
  ],
  [
    'progress does not sum to 100',
    (i) => {
      sub(i).plantingProgressPct = ['90', '0'];
    },
    'E_PROGRESS_SUM',
    '/subProjects/0/plantingProgressPct',
  ],
  [
    'species shares do not sum to 100',
    (i) => {
      sub(i).species[0].sharePct = '99.99';
    },
    'E_SPECIES_SUM',
    '/subProjects/0/species',
  ],
  [
    'pure forest with two species',
    (i) => {
      sub(i).species.push({ ...sub(i).species[0], name: '第二树种', sharePct: '0' });
    },
    'E_PURE_FOREST',
    '/subProjects/0/species',
  ],
  [
    'duplicate loan id',
    (i) => {
      i.financing.loans.push({ ...i.financing.loans[0]!, drawdowns: ['0', '0'] });
    },
    'E_DUPLICATE_ID',
    '/financing/loans/1/id',
  ],
  [
    'group row with data',
    (i) => {
      sub(i).investment[0] = { no: '1', name: '造林', basis: 'fixed', values: ['1', '0'], assetClass: 'bio' };
    },
    'E_GROUP_ROW_DATA',
    '/subProjects/0/investment/0',
  ],
  [
    'leaf row without data',
    (i) => {
      sub(i).investment.push({ no: '3', name: '空行' });
    },
    'E_LEAF_ROW_EMPTY',
    '/subProjects/0/investment/8',
  ],
  [
    'child before its parent',
    (i) => {
      sub(i).investment.push({
        no: '4.1',
        name: '孤行',
        basis: 'fixed',
        values: ['0', '0'],
        assetClass: 'bio',
      });
    },
    'E_ROW_NUMBER',
    '/subProjects/0/investment/8/no',
  ],
  [
    'two seedling rows',
    (i) => {
      sub(i).investment.push({ no: '3', name: '苗木费2', basis: 'autoSeedling' });
    },
    'E_AUTO_ROW',
    '/subProjects/0/investment',
  ],
  [
    'subsidy years do not match its total',
    (i) => {
      (i.subsidies[0] as Any).values[0] = '9';
    },
    'E_YEAR_SUM',
    '/subsidies/0/values',
  ],
  [
    'investment subsidy in an operating year',
    (i) => {
      const v = (i.subsidies[0] as Any).values;
      v[0] = '5';
      v[2] = '5';
    },
    'E_SUBSIDY_PHASE',
    '/subsidies/0/values/2',
  ],
  [
    'perArea subsidy without standard',
    (i) => {
      delete (i.subsidies[0] as Any).standard;
    },
    'E_SUBSIDY_BASIS',
    '/subsidies/0',
  ],
  [
    'linked production row entered',
    (i) => {
      i.subProjects[0]!.productionCost[0]!.no = '1.1';
    },
    'E_LINKED_ROW',
    '/subProjects/0/productionCost/0/no',
  ],
  [
    'perUnit cost without product',
    (i) => {
      i.subProjects[0]!.productionCost[1]!.productId = null;
    },
    'E_PRODUCT_REF',
    '/subProjects/0/productionCost/1/productId',
  ],
  [
    'release product of another sub-project',
    (i) => {
      sub(i).bioAsset.releaseProductId = 'nope';
    },
    'E_PRODUCT_REF',
    '/subProjects/0/bioAsset/releaseProductId',
  ],
  [
    'species of a product unknown',
    (i) => {
      sub(i).products[0].speciesName = '松树';
    },
    'E_SPECIES_REF',
    '/subProjects/0/products/0/speciesName',
  ],
  [
    'area yield with 成品率 ≠ 100',
    (i) => {
      sub(i).products[0].yieldRatePct = '90';
    },
    'E_YIELD_RATE',
    '/subProjects/0/products/0/yieldRatePct',
  ],
  [
    'repayment beyond the period',
    (i) => {
      i.financing.loans[0]!.repayment.years = 11;
    },
    'E_REPAY_RANGE',
    '/financing/loans/0/repayment/years',
  ],
  [
    'repayment starting in construction',
    (i) => {
      i.financing.loans[0]!.repayment.startYear = 2;
    },
    'E_REPAY_RANGE',
    '/financing/loans/0/repayment/startYear',
  ],
  [
    'custom repayment with an empty year',
    (i) => {
      Object.assign(i.financing.loans[0]!.repayment, {
        method: 'custom',
        customPrincipal: ['20', null, '20', '20', '20', '20', '20', null],
      });
    },
    'E_CUSTOM_EMPTY',
    '/financing/loans/0/repayment/customPrincipal/1',
  ],
  [
    'custom repayment above the loan',
    (i) => {
      Object.assign(i.financing.loans[0]!.repayment, {
        method: 'custom',
        customPrincipal: ['30', '30', '30', '30', '30', '30', '30', null],
      });
    },
    'E_CUSTOM_EXCEEDS',
    '/financing/loans/0/repayment/customPrincipal',
  ],
  [
    'self-use above output',
    (i) => {
      sub(i).products[0].selfUse[0] = '60000';
    },
    'E_SELF_USE',
    '/subProjects/0/products/0/selfUse',
  ],
  [
    'loans above construction investment',
    (i) => {
      i.financing.loans[0]!.drawdowns = ['300', '40'];
    },
    'E_FUNDING_EXCEEDS',
    '/financing/loans',
  ],
  [
    'harvest total on a productive asset',
    (i) => {
      sub(i).bioAsset.expectedTotalHarvest = '100';
    },
    'E_HARVEST_TOTAL',
    '/subProjects/0/bioAsset/expectedTotalHarvest',
  ],
  [
    'M18 harvest total below the period output',
    (i) => {
      Object.assign(sub(i).bioAsset, { method: 'consumable', expectedTotalHarvest: '2549999' });
    },
    'E_HARVEST_TOTAL',
    '/subProjects/0/bioAsset/expectedTotalHarvest',
  ],
  [
    'BEP year in construction',
    (i) => {
      i.meta.bepYear = 2;
    },
    'E_BEP_YEAR',
    '/meta/bepYear',
  ],
  [
    'duplicate 管理费用 row number',
    (i) => {
      i.managementCost[1]!.no = '2.1';
    },
    'E_ROW_NUMBER',
    '/managementCost/1/no',
  ],
];

describe('validateModelInput', () => {
  it('accepts the worked example', () => {
    const v = validateModelInput(tea());
    expect(v.ok).toBe(true);
    expect(v.messages).toEqual([]);
  });

  for (const [name, mutate, code, path] of cases) {
    it(`${name} → ${code}`, () => {
      const input = tea();
      mutate(input);
      const v = validateModelInput(input);
      expect(v.ok).toBe(false);
      const hit = v.messages.find((m) => m.code === code);
      expect(hit, JSON.stringify(v.messages)).toBeDefined();
      expect(hit!.path).toBe(path);
      expect(hit!.level).toBe('error');
      expect(hit!.text).toMatch(/[\u4e00-\u9fa5]/);
    });
  }

  it('E_SCHEMA for an unknown member, in Chinese with its path', () => {
    const input = tea() as unknown as Any;
    input.meta.extra = 1;
    const v = validateModelInput(input);
    expect(v.ok).toBe(false);
    expect(v.messages[0]).toMatchObject({ level: 'error', code: 'E_SCHEMA', path: '/meta' });
    expect(v.messages[0]!.text).toContain('未知');
  });

  it('E_SCHEMA for a bad year value names the item, and a year array that is not an array is refused', () => {
    const input = tea() as unknown as Any;
    input.financing.loans[0].drawdowns[1] = '-5';
    input.financing.loans[0].drawdowns[2] = 7;
    const v = validateModelInput(input);
    expect(v.ok).toBe(false);
    expect(v.messages.map((m) => m.path)).toEqual([
      '/financing/loans/0/drawdowns/1',
      '/financing/loans/0/drawdowns/2',
    ]);
    expect(v.messages[0]!.text).toBe('输入文档格式不符合要求（/financing/loans/0/drawdowns/1）：不能为负数');
    expect(v.messages[1]!.text).toBe(
      '输入文档格式不符合要求（/financing/loans/0/drawdowns/2）：应为用引号写成文本的数字，如 "12.5"',
    );
    input.financing.loans[0].drawdowns = '5';
    const w = validateModelInput(input);
    expect(w.messages[0]).toMatchObject({ code: 'E_SCHEMA', path: '/financing/loans/0/drawdowns' });
    expect(w.messages[0]!.text).toContain('应为数组');
  });

  it('D-56: a number with more than 12 integer digits is E_NUMBER_RANGE naming the field; 12 digits pass', () => {
    const input = tea();
    sub(input).area = '100000000000000';
    (input.financing.loans[0] as unknown as Any).drawdowns[0] = '1234567890123.5';
    const v = validateModelInput(input);
    expect(v.ok).toBe(false);
    expect(v.messages).toEqual([
      {
        level: 'error',
        code: 'E_NUMBER_RANGE',
        text: '数值超出范围（/subProjects/0/area）：整数部分不得超过12位',
        path: '/subProjects/0/area',
      },
      {
        level: 'error',
        code: 'E_NUMBER_RANGE',
        text: '数值超出范围（/financing/loans/0/drawdowns/0）：整数部分不得超过12位',
        path: '/financing/loans/0/drawdowns/0',
      },
    ]);
    const ok = tea();
    ok.meta.dividendPct = '0.000000000000000000000000000001'; // decimals are not limited
    sub(ok).rent.unitPrice = '999999999999.99';
    expect(validateModelInput(ok).ok).toBe(true);
  });

  it('D-57: texts say in Chinese what is expected and never show a regular expression', () => {
    const texts = (mutate: (i: Any) => void) => {
      const input = tea() as unknown as Any;
      mutate(input);
      const v = validateModelInput(input);
      expect(v.ok).toBe(false);
      return v.messages.map((m) => m.text);
    };
    const all = [
      ...texts((i) => (i.subProjects[0].area = '1e5')),
      ...texts((i) => (i.meta.icPct = '1,000')),
      ...texts((i) => (i.subProjects[0].id = '1abc')),
      ...texts((i) => (i.subProjects[0].investment[0].no = '1.0')),
      ...texts((i) => (i.meta.areaUnit = 'acre')),
      ...texts((i) => (i.meta.B = 2.5)),
      ...texts((i) => (i.meta.name = 7)),
      ...texts((i) => (i.workingCapital = { method: 'ratio', base: 'revenue', ratePct: '5%' })),
    ];
    expect(all).toEqual([
      '输入文档格式不符合要求（/subProjects/0/area）：应为不小于0的数字：不超过12位整数，可带小数，不用科学计数法、千位分隔符或正号',
      '输入文档格式不符合要求（/meta/icPct）：应为不小于0的数字：不超过12位整数，可带小数，不用科学计数法、千位分隔符或正号',
      '输入文档格式不符合要求（/subProjects/0/id）：应为标识：以英文字母开头，由英文字母、数字、下划线或连字符组成，不超过64个字符',
      '输入文档格式不符合要求（/subProjects/0/investment/0/no）：应为序号：一至三级，如 1、1.2、1.2.3，各级为不以0开头的正整数',
      '输入文档格式不符合要求（/meta/areaUnit）：应为以下之一："mu"、"ha"',
      '输入文档格式不符合要求（/meta/B）：应为整数',
      '输入文档格式不符合要求（/meta/name）：应为文本',
      // inside a union the field of the option that nearly fits is named
      '输入文档格式不符合要求（/workingCapital/ratePct）：应为不小于0的数字：不超过12位整数，可带小数，不用科学计数法、千位分隔符或正号',
    ]);
    for (const t of all) expect(t.split('）：')[1]).not.toMatch(/[/^$\\[\]]|正则|expected|string|int\b/);
  });

  it('an empty name is refused as 不能为空 at its path', () => {
    const input = tea() as unknown as Any;
    input.subProjects[0].products[0].name = '';
    const v = validateModelInput(input);
    expect(v.messages[0]).toMatchObject({ code: 'E_SCHEMA', path: '/subProjects/0/products/0/name' });
    expect(v.messages[0]!.text).toBe('输入文档格式不符合要求（/subProjects/0/products/0/name）：不能为空');
  });

  it('an invalid input gives no tables, only the error messages (model-io §3.5)', () => {
    const input = tea();
    sub(input).area = '0';
    const out = computeModel(input);
    expect(out.tables).toEqual({});
    expect(out.indicators).toEqual({});
    expect(out.messages.map((m) => m.code)).toEqual(['E_AREA_ZERO']);
  });
});
