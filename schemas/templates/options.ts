// Select lists shared by the input templates (values are the ModelInput enum values, labels Chinese).
import type { OptionSchema, OptionSource } from '../../src/core/template/types';

const opts = (pairs: [string, string][]): OptionSource => ({
  kind: 'static',
  options: pairs.map(([value, label]): OptionSchema => ({ value, label })),
});

export const assetClassOptions = opts([
  ['bio', '林木资产'],
  ['buildings', '房屋及构筑物'],
  ['equipment', '机器设备'],
  ['intangible', '无形资产'],
  ['other', '其他资产'],
  ['allocated', '分摊'],
]);
export const feeAssetClassOptions = opts([
  ['allocated', '分摊'],
  ['buildings', '房屋及构筑物'],
  ['equipment', '机器设备'],
  ['intangible', '无形资产'],
  ['other', '其他资产'],
]);
export const maintenanceClassOptions = opts([
  ['buildings', '房屋及构筑物'],
  ['equipment', '机器设备'],
  ['bio', '林木资产'],
  ['intangible', '无形资产'],
  ['other', '其他资产'],
]);
export const costCategoryOptions = opts([
  ['material', '材料'],
  ['labour', '人工'],
  ['repair', '修理'],
  ['other', '其他'],
]);
export const costTypeOptions = opts([
  ['building', '建筑工程费'],
  ['equipment', '设备及工器具购置费'],
  ['installation', '安装工程费'],
  ['forestry', '营造林工程费'],
  ['other', '其他费用'],
]);
export const vatOptions = opts([
  ['0', '0 免税'],
  ['3', '3%'],
  ['6', '6%'],
  ['9', '9%'],
  ['13', '13%'],
]);
export const costMethodOptions = opts([
  ['perArea', '元/{unit}·年 × 面积'],
  ['perUnit', '元/单位产量 × 产量'],
  ['pctRevenue', '% × 营业收入'],
  ['pctAsset', '% × 固定资产原值'],
  ['fixed', '万元/年'],
]);
export const forestryMethodOptions = opts([
  ['perArea', '元/{unit}·年 × 累计保存面积'],
  ['perUnit', '元/单位产量 × 产量'],
  ['fixed', '万元/年 固定'],
]);
export const boolOptions = opts([
  ['true', '是'],
  ['false', '否'],
]);
/** The indicator of the sensitivity analyses (one and two factors). */
export const sensitivityIndicatorOptions = opts([
  ['firrPost', '项目投资财务内部收益率(所得税后)'],
  ['firrPre', '项目投资财务内部收益率(所得税前)'],
  ['firrEquity', '资本金财务内部收益率'],
  ['fnpvPost', '项目投资财务净现值(所得税后)'],
]);
/** The four uncertain factors (sensitivity, scenarios, Monte Carlo). */
export const factorOptions = opts([
  ['capex', '建设投资'],
  ['revenue', '营业收入(价格)'],
  ['opCost', '经营成本'],
  ['quantity', '产量'],
]);
