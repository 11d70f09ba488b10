// The four sub-project shapes of model-input.schema.json (种植, 苗圃, 厂房, 支撑体系) and their row schemas.
import { z } from 'zod';
import { BREED_TARGETS, CONSTRUCTION_TYPES, FORESTATION_METHODS } from '../contracts/projects';
import {
  NonNeg,
  Pct,
  DecArray,
  Id,
  IdOrNull,
  Name,
  Note,
  RowNo,
  Int,
  CostCategory,
  VatPct,
  TaxPreference,
  GroupRow,
  AssetClass,
} from './schema-primitives';
import { costLinesOnly, genericLines } from './schema-generic';

const Rent = z.strictObject({
  area: NonNeg,
  unitPrice: NonNeg,
  escalationEveryYears: Int(0, 60),
  escalationPct: NonNeg,
  payment: z.enum(['annual', 'prepaid']),
});
const BioAsset = z.strictObject({
  method: z.enum(['productive', 'consumable']),
  releaseProductId: IdOrNull,
  terminalValue: NonNeg.nullable(),
  expectedTotalHarvest: NonNeg.nullable().optional(),
});
const Species = z.strictObject({
  name: Name,
  sharePct: Pct,
  density: NonNeg,
  seedlingSpec: z.string().optional(),
  seedlingPrice: NonNeg,
  lossPct: Pct,
  replantPct: Pct,
  note: Note.optional(),
});
const PlantingInvestRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    unit: z.string().optional(),
    basis: z.enum(['plantedThisYear', 'plantedCumulative', 'subProjectArea', 'fixed']),
    values: DecArray,
    assetClass: AssetClass,
    costCategory: CostCategory.optional(),
    note: Note.optional(),
  }),
  z.strictObject({
    no: RowNo,
    name: Name,
    unit: z.string().optional(),
    basis: z.enum(['autoSeedling', 'autoReplant']),
    note: Note.optional(),
  }),
]);
const BuildInvestRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    unit: z.string().optional(),
    quantity: NonNeg,
    unitPrice: NonNeg,
    costType: z.enum(['building', 'equipment', 'installation', 'forestry', 'other']),
    assetClass: AssetClass,
    values: DecArray,
    inputVatPct: Pct.optional(),
    note: Note.optional(),
  }),
]);
const ForestryCostRow = z.union([
  GroupRow,
  z.strictObject({
    no: RowNo,
    name: Name,
    method: z.enum(['perArea', 'perUnit', 'fixed']),
    productId: IdOrNull,
    costCategory: CostCategory,
    inputVatPct: Pct,
    values: DecArray,
    note: Note.optional(),
  }),
]);
const costRow = (nos: [string, ...string[]]) =>
  z.strictObject({
    no: z.enum(nos),
    name: Name,
    method: z.enum(['perArea', 'perUnit', 'pctRevenue', 'pctAsset', 'fixed']),
    productId: IdOrNull,
    costCategory: CostCategory,
    inputVatPct: Pct,
    values: DecArray,
    note: Note.optional(),
  });
const ProductionCostRow = costRow(['1.1', '1.2', '1.3', '1.4']);
export const ManagementCostRow = costRow(['2.1', '2.2', '2.3']);
const Product = z.strictObject({
  id: Id,
  name: Name,
  unit: z.enum(['kg', '株', '万株', '吨', '立方米']),
  speciesName: z.string().nullable(),
  basis: z.enum(['perAreaByAge', 'perAreaByOperatingYear', 'totalByOperatingYear']),
  values: DecArray,
  yieldRatePct: Pct,
  lossPct: Pct,
  selfUse: DecArray,
  rawSource: z.strictObject({ subProjectId: Id, productId: Id }).nullable(),
  vatPct: VatPct,
  prices: DecArray,
  note: Note.optional(),
});
const OtherIncomeRow = z.strictObject({
  name: Name,
  vatPct: VatPct,
  values: DecArray,
  note: Note.optional(),
});
const common = { id: Id, name: Name, taxPreference: TaxPreference, note: Note.optional() };
export const SubProject0 = z.strictObject({
  ...common,
  type: z.literal(0),
  constructionType: z.enum(CONSTRUCTION_TYPES),
  plantingMethod: z.enum(FORESTATION_METHODS),
  cultivationTarget: z.enum(BREED_TARGETS),
  productCategories: z.array(z.string()),
  area: NonNeg,
  plantingProgressPct: DecArray,
  rent: Rent,
  bioAsset: BioAsset,
  species: z.array(Species).min(1),
  investment: z.array(PlantingInvestRow),
  forestryCost: z.array(ForestryCostRow),
  productionCost: z.array(ProductionCostRow).max(2),
  products: z.array(Product),
  otherIncome: z.array(OtherIncomeRow),
  ...genericLines,
});
export const SubProject1 = z.strictObject({
  ...common,
  type: z.literal(1),
  nurseryArea: NonNeg,
  rent: Rent,
  bioAsset: BioAsset,
  investment: z.array(BuildInvestRow),
  productionCost: z.array(ProductionCostRow).max(4),
  products: z.array(Product),
  otherIncome: z.array(OtherIncomeRow),
  ...genericLines,
});
export const SubProject2 = z.strictObject({
  ...common,
  type: z.literal(2),
  floorArea: NonNeg,
  designCapacity: NonNeg.optional(),
  investment: z.array(BuildInvestRow),
  productionCost: z.array(ProductionCostRow).max(4),
  products: z.array(Product),
  otherIncome: z.array(OtherIncomeRow),
  ...genericLines,
});
export const SubProject3 = z.strictObject({
  ...common,
  type: z.literal(3),
  serviceArea: NonNeg,
  investment: z.array(BuildInvestRow),
  productionCost: z.array(ProductionCostRow).max(4),
  products: z.array(Product).max(0),
  otherIncome: z.array(OtherIncomeRow).max(0),
  ...costLinesOnly,
});
