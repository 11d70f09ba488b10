// Tab 4 资金筹措: construction loans with their drawdowns, and the working-capital / deficit financing settings (§2.5).
import type { TableBinding, TemplateSchema } from '../../src/core/template/types';

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab4 = {
  key: 'tab4',
  label: '资金筹措',
  order: 4,
  previews: ['funding'],
  tables: [
    {
      id: 'loans',
      name: '建设投资借款',
      scope: { kind: 'project' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '借款名称', cell: 'text' },
        // 参考现行5年期以上LPR，可修改
        { key: 'ratePct', label: '年利率(%)', cell: 'number', default: '3.50', rule: { max: '100' } },
        {
          key: 'idcTreatment',
          label: '建设期利息处理',
          cell: 'select',
          default: 'capitalize',
          options: {
            kind: 'static',
            options: [
              { value: 'capitalize', label: '资本化计入借款本金' },
              { value: 'equity', label: '建设期由资本金支付' },
            ],
          },
        },
        { kind: 'years', key: 'years', span: 'construction', label: '用于建设投资(万元)', cell: 'number' },
        { key: 'total', label: '合计(万元)', cell: 'computed', formula: 'SUM([@years])' },
      ],
      rows: { mode: 'list', idPrefix: 'loan', seed: [{ id: 'loan1', label: '银行借款1' }] },
      bind: rowsBind({
        kind: 'rows',
        path: 'financing.loans',
        fields: {
          id: { meta: 'rowId' },
          name: { meta: 'label' },
          ratePct: { col: 'ratePct', type: 'dec' },
          idcTreatment: { col: 'idcTreatment', type: 'string' },
          drawdowns: { years: 'years' },
        },
      }),
    },
    {
      id: 'financingParams',
      name: '流动资金借款与资金缺口',
      scope: { kind: 'project' },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'value', label: '数值', cell: 'number' },
      ],
      rows: {
        mode: 'fixed',
        rows: [
          {
            id: 'wcLoanPct',
            label: '流动资金借款比例(%)',
            cells: { value: { default: '70', rule: { max: '100' } } },
            bind: { path: 'financing.wcLoanPct', type: 'dec' },
          },
          {
            id: 'wcLoanRatePct',
            label: '流动资金借款年利率(%)(参考现行1年期LPR，可修改)',
            cells: { value: { default: '3.00', rule: { max: '100' } } },
            bind: { path: 'financing.wcLoanRatePct', type: 'dec' },
          },
          {
            id: 'shortTermRatePct',
            label: '短期借款年利率(%)(参考现行1年期LPR，可修改)',
            cells: { value: { default: '3.00', rule: { max: '100' } } },
            bind: { path: 'financing.shortTermRatePct', type: 'dec' },
          },
          {
            id: 'deficitPolicy',
            label: '运营期资金缺口弥补方式',
            cells: {
              value: {
                cell: 'select',
                default: 'shortTermLoan',
                options: {
                  kind: 'static',
                  options: [
                    { value: 'shortTermLoan', label: '短期借款' },
                    { value: 'equity', label: '追加资本金' },
                  ],
                },
              },
            },
            bind: { path: 'financing.deficitPolicy', type: 'string' },
          },
        ],
      },
      bind: { kind: 'form' },
    },
  ],
} satisfies TemplateSchema;
