// Per-sub-project rules of model-io §2.10: areas, shares, species, rows, products, references.
import type { ModelInput, SubProject } from './model-io-types';
import { Decimal, dec } from './num';
import type { Emit } from './validate-emit';
import { decGt, decIsZero } from './validate-dec';

const HUNDRED = new Decimal(100);
const sumOf = (a: readonly (string | null)[]) =>
  a.reduce((s, v) => (v == null ? s : s.plus(v)), new Decimal(0));

export function checkCostRef(
  input: ModelInput,
  method: string,
  productId: string | null,
  P: string,
  emit: Emit,
) {
  if (method === 'perUnit') {
    if (!productId || !input.subProjects.some((s) => s.products.some((q) => q.id === productId)))
      emit('E_PRODUCT_REF', `${P}/productId`, '按产量计价的成本行须引用项目中的产品');
  } else if (productId !== null)
    emit('E_PRODUCT_REF', `${P}/productId`, '只有按产量计价的成本行可以引用产品');
}

export function checkSubProject(
  input: ModelInput,
  sp: SubProject,
  j: number,
  emit: Emit,
  pctMax: (v: string | undefined, path: string, what: string) => void,
  dup: (ids: string[], path: (i: number) => string, what: string) => void,
) {
  const P = `/subProjects/${j}`;
  const nm = `子项目“${sp.name}”`;
  if (sp.type === 0 || sp.type === 1) {
    pctMax(sp.rent.escalationPct, `${P}/rent/escalationPct`, '地租递增率');
    const bio = sp.bioAsset;
    if (bio.releaseProductId !== null && !sp.products.some((q) => q.id === bio.releaseProductId))
      emit('E_PRODUCT_REF', `${P}/bioAsset/releaseProductId`, `${nm}的主产品须是本子项目的产品`);
    if (bio.expectedTotalHarvest != null) {
      if (bio.method === 'productive')
        emit(
          'E_HARVEST_TOTAL',
          `${P}/bioAsset/expectedTotalHarvest`,
          `${nm}为生产性林木资产，不应填写预计总采伐量`,
        );
      else if (decIsZero(bio.expectedTotalHarvest))
        emit('E_HARVEST_TOTAL', `${P}/bioAsset/expectedTotalHarvest`, `${nm}的预计总采伐量不能为0`);
    }
  }
  if (sp.type === 0) {
    if (decIsZero(sp.area)) emit('E_AREA_ZERO', `${P}/area`, `${nm}的建设面积不能为0`);
    sp.plantingProgressPct.forEach((v, t) => pctMax(v, `${P}/plantingProgressPct/${t}`, '造林进度'));
    if (!sumOf(sp.plantingProgressPct).eq(HUNDRED))
      emit('E_PROGRESS_SUM', `${P}/plantingProgressPct`, `${nm}各年造林进度之和应为100%`);
    if (!sumOf(sp.species.map((e) => e.sharePct)).eq(HUNDRED))
      emit('E_SPECIES_SUM', `${P}/species`, `${nm}树种比例之和应为100%`);
    sp.species.forEach((e, i) => {
      if (decIsZero(e.sharePct))
        emit('E_PERCENT_RANGE', `${P}/species/${i}/sharePct`, `树种“${e.name}”的比例不能为0`);
      pctMax(e.sharePct, `${P}/species/${i}/sharePct`, '树种比例');
      pctMax(e.lossPct, `${P}/species/${i}/lossPct`, '苗木损耗率');
      pctMax(e.replantPct, `${P}/species/${i}/replantPct`, '补植率');
    });
    if (sp.plantingMethod === '纯林' && sp.species.length !== 1)
      emit('E_PURE_FOREST', `${P}/species`, `${nm}为纯林，只能有一个树种`);
    dup(
      sp.species.map((e) => e.name),
      (i) => `${P}/species/${i}/name`,
      '树种',
    );
    for (const basis of ['autoSeedling', 'autoReplant'] as const)
      if (sp.investment.filter((r) => 'basis' in r && r.basis === basis).length > 1)
        emit(
          'E_AUTO_ROW',
          `${P}/investment`,
          `${nm}的${basis === 'autoSeedling' ? '苗木费' : '补植'}系统行只能有一行`,
        );
    sp.forestryCost.forEach((r, i) => {
      if ('method' in r) {
        pctMax(r.inputVatPct, `${P}/forestryCost/${i}/inputVatPct`, '进项税率');
        checkCostRef(input, r.method, r.productId, `${P}/forestryCost/${i}`, emit);
      }
    });
    sp.productionCost.forEach((r, i) => {
      if (r.no === '1.1' || r.no === '1.2')
        emit(
          'E_LINKED_ROW',
          `${P}/productionCost/${i}/no`,
          `${nm}的生产成本1.1营林成本和1.2地租为链接行，不能填写`,
        );
    });
  } else {
    if (sp.type === 1 && decIsZero(sp.nurseryArea))
      emit('E_AREA_ZERO', `${P}/nurseryArea`, `${nm}的育苗面积不能为0`);
    for (const no of ['1.1', '1.2'])
      if (!sp.productionCost.some((r) => r.no === no))
        emit('E_FIXED_ROW', `${P}/productionCost`, `${nm}的生产成本缺少固定行${no}`);
    sp.investment.forEach((r, i) => {
      if (!('values' in r)) return;
      if ((sp.type === 2 || sp.type === 3) && r.assetClass === 'bio')
        emit('E_ASSET_CLASS', `${P}/investment/${i}/assetClass`, `${nm}的投资行不能形成林木资产`);
      if (r.inputVatPct !== undefined) {
        pctMax(r.inputVatPct, `${P}/investment/${i}/inputVatPct`, '进项税率');
        if (sp.type !== 2 && decGt(r.inputVatPct, 0))
          emit(
            'E_INVEST_VAT',
            `${P}/investment/${i}/inputVatPct`,
            `只有厂房子项目的投资行可以填写可抵扣进项税率`,
          );
      }
    });
  }
  const nos = new Set<string>();
  sp.productionCost.forEach((r, i) => {
    if (nos.has(r.no)) emit('E_ROW_NUMBER', `${P}/productionCost/${i}/no`, `生产成本行号${r.no}重复`);
    nos.add(r.no);
    pctMax(r.inputVatPct, `${P}/productionCost/${i}/inputVatPct`, '进项税率');
    checkCostRef(input, r.method, r.productId, `${P}/productionCost/${i}`, emit);
  });
  sp.products.forEach((q, i) => {
    const Q = `${P}/products/${i}`;
    const allowed =
      sp.type === 0 ? true : sp.type === 1 ? q.basis !== 'perAreaByAge' : q.basis === 'totalByOperatingYear';
    if (!allowed) emit('E_YIELD_BASIS', `${Q}/basis`, `产品“${q.name}”的单产口径不适用于该类子项目`);
    if (q.basis !== 'totalByOperatingYear' && !dec(q.yieldRatePct).eq(100))
      emit('E_YIELD_RATE', `${Q}/yieldRatePct`, `产品“${q.name}”按面积计产时成品率应为100%`);
    pctMax(q.yieldRatePct, `${Q}/yieldRatePct`, '成品率');
    pctMax(q.lossPct, `${Q}/lossPct`, '损耗率');
    if (q.speciesName !== null && (sp.type !== 0 || !sp.species.some((e) => e.name === q.speciesName)))
      emit('E_SPECIES_REF', `${Q}/speciesName`, `产品“${q.name}”引用的树种“${q.speciesName}”不存在`);
    if (q.rawSource) {
      const src = input.subProjects.find((x) => x.id === q.rawSource!.subProjectId);
      const okSrc =
        sp.type === 2 &&
        q.basis === 'totalByOperatingYear' &&
        src &&
        (src.type === 0 || src.type === 1) &&
        src.products.some((x) => x.id === q.rawSource!.productId);
      if (!okSrc)
        emit(
          'E_RAW_SOURCE',
          `${Q}/rawSource`,
          `产品“${q.name}”的原料来源须是种植或苗圃子项目的产品（仅厂房总量口径可用）`,
        );
    }
  });
}
