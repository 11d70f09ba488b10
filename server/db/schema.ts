// Kysely table types: the whole product's schema. Timestamps are ISO-8601 text and flags 0/1 on both dialects.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  phone_number: string;
  password_hash: string;
  avatar: string | null;
  /** 0 正常, 1 已驳回, 2 待审核, 3 已停用, 4 已注销 */
  status: number;
  is_super_admin: number;
  created_at: string;
  updated_at: string;
}

export interface MeasureFieldsTable {
  id: Generated<number>;
  name: string;
}

export interface UserMeasureFieldsTable {
  user_id: number;
  field_id: number;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  creator_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  /** 'Admin' | 'Member' */
  role: string;
  joined_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  team_id: number | null;
  name: string;
  type: string;
  province: string;
  city: string;
  county: string;
  building_period: number;
  operating_period: number;
  /** 1 once any version was computed; drives the “需要重新提交” warnings */
  computed: number;
  creator_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProjectCollaboratorsTable {
  project_id: number;
  user_id: number;
  invited_by: number | null;
  created_at: string;
}

export interface SubProjectsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** 0 种植, 1 苗圃, 2 厂房, 3 支撑体系建设 */
  type: number;
  trees: string;
  construction: string;
  forestation_method: string;
  breed_target: string;
  product_categories: string;
  created_at: string;
  updated_at: string;
}

export interface VersionsTable {
  id: Generated<number>;
  project_id: number;
  /** the user's version remark, e.g. a date */
  name: string;
  /** VersionStatus.UNGENERATED | UNSUBMITTED | CHANGED | CALCULATING | COMPLETED */
  status: string;
  /** JSON: version-level settings (area unit, select choices …) */
  settings: string;
  creator_id: number | null;
  last_editor_id: number | null;
  created_at: string;
  updated_at: string;
  /** the process computing this CALCULATING version (compute lease), or null */
  calc_owner: string | null;
  /** ISO time until which calc_owner's lease runs; the owner renews it while computing */
  calc_lease_until: string | null;
}

export interface VersionInputsTable {
  id: Generated<number>;
  version_id: number;
  template_key: string;
  /** null for project-level tables */
  sub_project_id: number | null;
  /** '' for project-level tables, else the sub-project id as text: keeps the unique key NULL-free */
  scope: string;
  table_id: string;
  /** JSON object cellId → decimal string or text */
  cells: string;
  /** JSON: row structure of hierarchical / removable tables */
  rows: string | null;
  revision: number;
  updated_by: number | null;
  updated_at: string;
}

export interface VersionResultsTable {
  version_id: number;
  model_input: string;
  indicators: string;
  messages: string;
  engine_version: string;
  template_version: string;
  computed_at: string;
  /** JSON InstanceContext (periods, sub-projects) the result was computed from; null for results older than 003 */
  context: string | null;
  /** JSON StoredValues the result was computed from; null for results older than 003 */
  inputs: string | null;
}

export interface ComputedTablesTable {
  version_id: number;
  table_id: string;
  position: number;
  name: string;
  data: string;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: string;
  used: number;
  created_at: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone_number: string;
  /** 1 注册, 2 找回密码 */
  type: number;
  code_hash: string;
  attempts: number;
  client_ip: string | null;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  team_id: number | null;
  expires_at: string;
  revoked_at: string | null;
  replaced_by: number | null;
  created_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  user_id: number | null;
  /** e.g. project.create, version.create, compute, download, login.fail */
  kind: string;
  project_id: number | null;
  version_id: number | null;
  /** phone number or client address for rate limits */
  subject: string | null;
  detail: string | null;
  created_at: string;
}

/** One counted request of a rate rule (login failures, SMS sends, captcha draws …) for a phone or an address. */
export interface RateHitsTable {
  id: Generated<number>;
  rule: string;
  subject: string;
  created_at: string;
}

export interface TeamInvitationsTable {
  id: Generated<number>;
  team_id: number;
  user_id: number;
  /** the role the invitee gets on accepting: 'Admin' | 'Member' */
  role: string;
  invited_by: number | null;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  measure_fields: MeasureFieldsTable;
  user_measure_fields: UserMeasureFieldsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  projects: ProjectsTable;
  project_collaborators: ProjectCollaboratorsTable;
  sub_projects: SubProjectsTable;
  versions: VersionsTable;
  version_inputs: VersionInputsTable;
  version_results: VersionResultsTable;
  computed_tables: ComputedTablesTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  refresh_tokens: RefreshTokensTable;
  events: EventsTable;
  rate_hits: RateHitsTable;
}
