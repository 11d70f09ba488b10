// The 409 answers for "already exists" and "changed under you": one text each, thrown by the services' sequential
// checks and, for a race that slipped past them, by the unique-violation mapping (unique-violation.ts).
import { SAVE_CONFLICT_MESSAGE } from '../../src/core/contracts/compute';
import { AppError } from './errors';

export const conflicts = {
  subProjectName: () => new AppError(409, 'DUPLICATE_NAME', '同一项目下子项目名称不能重复'),
  phoneTaken: () => new AppError(409, 'PHONE_TAKEN', '该手机号已注册'),
  alreadyMember: () => new AppError(409, 'ALREADY_MEMBER', '该用户已是团队成员'),
  alreadyInvited: () => new AppError(409, 'ALREADY_INVITED', '已邀请该用户，请等待对方确认'),
  alreadyCollaborator: () => new AppError(409, 'ALREADY_COLLABORATOR', '该用户已可以访问此项目'),
  staleRevision: () => new AppError(409, 'STALE_REVISION', SAVE_CONFLICT_MESSAGE),
  versionStatus: () => new AppError(409, 'VERSION_STATUS', '当前版本状态不允许此操作'),
  duplicate: () => new AppError(409, 'DUPLICATE', '数据已存在，请刷新后重试'),
};
