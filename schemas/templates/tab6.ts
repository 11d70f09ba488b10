// Tab 6 还款方式: one repayment row per construction loan of tab 4 (§2.7).
import type { TableBinding, TemplateSchema } from '../../src/core/template/types';

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab6 = {
  key: 'tab6',
  label: '还款方式',
  order: 6,
  previews: ['loanPlan'],
  tables: [
    {
      id: 'repayment',
      name: '还款方式',
      scope: { kind: 'project' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '借款名称', cell: 'text' },
        {
          key: 'method',
          label: '还款方式',
          cell: 'select',
          default: 'annuity',
          options: {
            kind: 'static',
            options: [
              { value: 'annuity', label: '等额本息' },
              { value: 'equalPrincipal', label: '等额本金' },
              { value: 'custom', label: '自定义还款额' },
            ],
          },
        },
        {
          key: 'startYear',
          label: '还款起始年',
          cell: 'select',
          options: { kind: 'operatingYears' },
          default: '=$B + 1',
        },
        { key: 'graceYears', label: '宽限期(年)', cell: 'number', default: '0', rule: { integer: true } },
        {
          key: 'years',
          label: '还款年限(年)',
          cell: 'number',
          default: '=MIN(8, $O)',
          rule: { integer: true },
        },
        // Item i of 自定义 is the principal of year t₀ + g + i; the last year repays the remaining balance (尾款自动补足).
        { kind: 'years', key: 'custom', span: 'operating', label: '自定义每年还本额(万元)', cell: 'number' },
      ],
      rows: { mode: 'mirror', template: 'tab4', table: 'loans', labelColumn: 'name' },
      bind: rowsBind({
        kind: 'rows',
        path: 'financing.loans',
        mergeById: true,
        fields: {
          'repayment.method': { col: 'method', type: 'string' },
          'repayment.startYear': { col: 'startYear', type: 'int' },
          'repayment.graceYears': { col: 'graceYears', type: 'int' },
          'repayment.years': { col: 'years', type: 'int' },
          'repayment.customPrincipal': [
            {
              slice: { years: 'custom', startCol: 'startYear', offsetCol: 'graceYears', lengthCol: 'years' },
              when: { col: 'method', eq: 'custom' },
            },
            { const: null },
          ],
        },
      }),
    },
  ],
} satisfies TemplateSchema;
