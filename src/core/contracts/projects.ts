// REST contracts of projects 项目, versions 版本 and sub-projects 子项目 (product.md §3, §5, §7.3), shared by server and client.
import { z } from 'zod';
import type { ProjectAction } from './roles';

/** Version status 版本状态 exactly as on the wire (product.md §4.2 and the clarifications). */
export const VersionStatus = {
  UNGENERATED: 'VersionStatus.UNGENERATED',
  UNSUBMITTED: 'VersionStatus.UNSUBMITTED',
  CHANGED: 'VersionStatus.CHANGED',
  CALCULATING: 'VersionStatus.CALCULATING',
  COMPLETED: 'VersionStatus.COMPLETED',
} as const;
export type VersionStatusValue = (typeof VersionStatus)[keyof typeof VersionStatus];
export const VERSION_STATUSES = Object.values(VersionStatus) as [VersionStatusValue, ...VersionStatusValue[]];

/** Chinese labels of the statuses 未生成 / 待提交 / 已变更 / 待计算 / 计算完成. */
export const VERSION_STATUS_LABELS: Record<VersionStatusValue, string> = {
  [VersionStatus.UNGENERATED]: '未生成',
  [VersionStatus.UNSUBMITTED]: '待提交',
  [VersionStatus.CHANGED]: '已变更',
  [VersionStatus.CALCULATING]: '待计算',
  [VersionStatus.COMPLETED]: '计算完成',
};

/** The only open project type 项目类型; stored as 'forestry', shown as 林业项目. */
export const PROJECT_TYPE = 'forestry';
export const PROJECT_TYPE_LABEL = '林业项目';

/** Sub-project types 子项目类型 (§2.6): 0 种植 1 苗圃 2 厂房 3 支撑体系建设. */
export const SUB_PROJECT_TYPES = [
  { key: 0, value: '种植' },
  { key: 1, value: '苗圃' },
  { key: 2, value: '厂房' },
  { key: 3, value: '支撑体系建设' },
] as const;
export type SubProjectType = 0 | 1 | 2 | 3;

/** §9 choices: construction types 建设类型, afforestation methods 造林方式, breeding targets 培育目标. */
export const CONSTRUCTION_TYPES = [
  '集约林栽培',
  '现有林改培',
  '中幼林抚育',
  '林下经济',
  '支撑体系建设',
] as const;
export const FORESTATION_METHODS = ['纯林', '株间混交', '行间混交', '带状混交', '块状混交'] as const;
// §9 misprints 珍贵书中用材林; the clarifications fix it to 珍贵树种用材林.
export const BREED_TARGETS = [
  '中大径级用材林',
  '珍贵树种用材林',
  '经济林',
  '中药材',
  '苗圃',
  '食用菌',
  '林下养殖',
  '薪炭林',
] as const;

/** Period limits 建设期 / 运营期 (clarifications supersede §5's minimum 0). */
export const PERIOD_LIMITS = { buildingMax: 10, operatingMax: 60, totalMax: 60 } as const;

export const MESSAGES = {
  nameRequired: '请输入项目名称',
  locationRequired: '请选择项目地点',
  versionRequired: '请输入项目版本号',
  buildingRange: '建设期须为1至10年的整数',
  operatingRange: '运营期须为1至60年的整数',
  periodTotal: '建设期与运营期之和不得超过60年',
  subNameRequired: '请输入子项目名称',
  subTypeRequired: '请选择子项目类型',
  pageInvalid: '页码须为大于等于1的整数',
  limitInvalid: '每页条数须为1至100的整数',
  phoneInvalid: '请输入正确格式的手机号',
} as const;

const trimmed = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `长度不能超过${max}个字符`);

const buildingPeriod = z
  .number({ error: MESSAGES.buildingRange })
  .int(MESSAGES.buildingRange)
  .min(1, MESSAGES.buildingRange)
  .max(PERIOD_LIMITS.buildingMax, MESSAGES.buildingRange);
const operatingPeriod = z
  .number({ error: MESSAGES.operatingRange })
  .int(MESSAGES.operatingRange)
  .min(1, MESSAGES.operatingRange)
  .max(PERIOD_LIMITS.operatingMax, MESSAGES.operatingRange);

const projectFields = {
  name: trimmed(MESSAGES.nameRequired),
  province: trimmed(MESSAGES.locationRequired, 50),
  city: trimmed(MESSAGES.locationRequired, 50),
  county: trimmed(MESSAGES.locationRequired, 50),
  building_period: buildingPeriod,
  operating_period: operatingPeriod,
};

const periodTotal = (v: { building_period: number; operating_period: number }) =>
  v.building_period + v.operating_period <= PERIOD_LIMITS.totalMax;

/** POST /v1/forestry_project/create */
export const createProjectBody = z
  .object({ ...projectFields, version: trimmed(MESSAGES.versionRequired, 50) })
  .refine(periodTotal, { message: MESSAGES.periodTotal, path: ['operating_period'] });
export type CreateProjectBody = z.infer<typeof createProjectBody>;

/** PUT /v1/forestry_project/update/{id} (the body id, if sent, is ignored: the path decides). */
export const updateProjectBody = z
  .object({ ...projectFields, id: z.number().int().optional() })
  .refine(periodTotal, { message: MESSAGES.periodTotal, path: ['operating_period'] });
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** A tag list 标签: accepts a list or a comma-joined string; empty entries are ignored, duplicates dropped. */
export const tagList = z
  .union([z.array(z.string().max(50, '标签长度不能超过50个字符')), z.string().max(1000)])
  .optional()
  // undefined stays undefined so an edit that omits the field keeps the stored list.
  .transform((v) => (v === undefined ? undefined : normaliseTags(v)));

export function normaliseTags(value: readonly string[] | string): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((s) => s.split(/[,，]/));
  return [...new Set(parts.map((s) => s.trim()).filter((s) => s.length > 0))];
}

const choice = (values: readonly string[], label: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || values.includes(v), `${label}不在可选范围内`);

const subProjectFields = {
  name: trimmed(MESSAGES.subNameRequired, 50),
  trees: tagList,
  construction: choice(CONSTRUCTION_TYPES, '建设类型'),
  forestation_method: choice(FORESTATION_METHODS, '造林方式'),
  /** the edit form of the original reads this field as `forestation` */
  forestation: choice(FORESTATION_METHODS, '造林方式'),
  breed_target: choice(BREED_TARGETS, '培育目标'),
  product_categories: tagList,
};

const subType = z
  .number({ error: MESSAGES.subTypeRequired })
  .int(MESSAGES.subTypeRequired)
  .min(0, MESSAGES.subTypeRequired)
  .max(3, MESSAGES.subTypeRequired);

/** POST /v1/forestry_project/create_subproject/{project_id} */
export const createSubProjectBody = z.object({
  ...subProjectFields,
  type: subType,
  project_id: z.number().int().optional(),
});
export type CreateSubProjectBody = z.input<typeof createSubProjectBody>;

/** PUT /v1/forestry_project/edit_subproject/{id}; type may be sent but must not change. */
export const editSubProjectBody = z.object({ ...subProjectFields, type: subType.optional() });
export type EditSubProjectBody = z.input<typeof editSubProjectBody>;

/** POST /v1/forestry_project/create_version/{project id} */
export const createVersionBody = z.object({
  version: trimmed(MESSAGES.versionRequired, 50),
  id: z.number().int().optional(),
  copy_from: z
    .number({ error: '复制来源版本无效' })
    .int('复制来源版本无效')
    .positive('复制来源版本无效')
    .nullish(),
});
export type CreateVersionBody = z.input<typeof createVersionBody>;

/** PUT /v1/forestry_project/edit_version/{id} */
export const editVersionBody = z.object({ version: trimmed(MESSAGES.versionRequired, 50) });

/** POST /v1/forestry_project/add_user — invite a collaborator 邀请协作 by phone. */
export const addUserBody = z.object({
  phone_number: z
    .string({ error: MESSAGES.phoneInvalid })
    .trim()
    .regex(/^1\d{10}$/, MESSAGES.phoneInvalid),
  project_id: z.number({ error: '项目编号无效' }).int('项目编号无效').positive('项目编号无效'),
});

/** POST remove_user: removes a collaborator 移除协作者 (the project's managers, or the collaborator themselves). */
export const removeUserBody = z.object({
  project_id: z.number({ error: '项目编号无效' }).int('项目编号无效').positive('项目编号无效'),
  user_id: z.number({ error: '用户编号无效' }).int('用户编号无效').positive('用户编号无效'),
});

export const idParams = z.object({
  id: z.coerce.number({ error: '编号无效' }).int('编号无效').positive('编号无效'),
});

const page = z.coerce
  .number({ error: MESSAGES.pageInvalid })
  .int(MESSAGES.pageInvalid)
  .min(1, MESSAGES.pageInvalid);
const limit = z.coerce
  .number({ error: MESSAGES.limitInvalid })
  .int(MESSAGES.limitInvalid)
  .min(1, MESSAGES.limitInvalid)
  .max(100, MESSAGES.limitInvalid);

/** Paging 分页 of every list: page ≥ 1, limit 1–100. */
export const pagingQuery = z.object({ page: page.default(1), limit: limit.default(10) });

/** GET /v1/forestry_project/view_list */
export const projectListQuery = pagingQuery.extend({ search: z.string().trim().max(100).optional() });

// ---- answers ----

export interface ProjectRow {
  id: number;
  name: string;
  type: string;
  province: string;
  city: string;
  county: string;
  /** 省/市/县 joined by slashes */
  location: string;
  building_period: number;
  operating_period: number;
  computed: boolean;
  creator_name: string;
  created_at: string;
  updated_at: string;
  version_count: number;
  team_id: number | null;
  /** what the signed-in user may do with the project (role matrix, roles.ts); the UI hides the rest */
  permissions: ProjectAction[];
}

export interface VersionRow {
  id: number;
  /** the version remark 版本号, also sent as version and version_name */
  name: string;
  version: string;
  version_name: string;
  status: VersionStatusValue;
  project_id: number;
  project_name: string;
  location: string;
  creator_name: string;
  created_at: string;
  updated_at: string;
}

export interface SubProjectRow {
  id: number;
  project_id: number;
  name: string;
  type: SubProjectType;
  /** comma-joined as stored */
  trees: string;
  construction: string;
  forestation_method: string;
  forestation: string;
  breed_target: string;
  product_categories: string;
  created_at: string;
  updated_at: string;
}

/** GET collaborators/{project id}: one invited collaborator 协作者. */
export interface CollaboratorRow {
  user_id: number;
  username: string;
  phone_number: string;
  invited_by_name: string | null;
  created_at: string;
}

/** GET detail/{id}: the project entity with its versions and sub-projects (§3). */
export interface ProjectDetail extends ProjectRow {
  versions: VersionRow[];
  sub_projects: SubProjectRow[];
}

export interface ProjectList {
  total: number;
  projects: ProjectRow[];
}

/** GET /v1/forestry_project/header/{version id}: what the entry and result screens show on top. */
export interface VersionHeader {
  project_id: number;
  project_name: string;
  province: string;
  city: string;
  county: string;
  location: string;
  type: string;
  type_name: string;
  version_id: number;
  version: string;
  building_period: number;
  operating_period: number;
  status: VersionStatusValue;
  computed: boolean;
}

export interface CreatedProject {
  project: ProjectRow;
  version: VersionRow;
}

/** Joins a location for display: 浙江省/杭州市/淳安县. */
export function joinLocation(p: { province: string; city: string; county: string }): string {
  return [p.province, p.city, p.county].filter((s) => s.length > 0).join('/');
}

export function subProjectTypeLabel(type: number): string {
  return SUB_PROJECT_TYPES.find((t) => t.key === type)?.value ?? String(type);
}
