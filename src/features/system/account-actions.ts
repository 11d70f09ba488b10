// The §4.1 actions offered per account status, with their confirmation texts and failure messages (product.md §8).
import { allowedActions, type AccountAction } from '../../core/contracts/management';

export interface ActionSpec {
  action: AccountAction;
  label: string;
  confirm: string;
  /** success notification */
  done: string;
  /** own failure text; null = the server's message */
  failure: string | null;
  color: string;
}

const SPECS: Record<AccountAction, Omit<ActionSpec, 'action'>> = {
  activate: {
    label: '通过',
    confirm: '确定审核通过/启用该账号吗？',
    done: '操作成功',
    failure: '发生错失请重试',
    color: 'green',
  },
  reject: {
    label: '驳回',
    confirm: '确定驳回该账号的申请吗？',
    done: '已驳回该账号',
    failure: null,
    color: 'orange',
  },
  reset_password: {
    label: '重置密码',
    confirm: '确定重置该账号的密码吗？',
    done: '操作成功',
    failure: null,
    color: 'blue',
  },
  stop: {
    label: '停用',
    confirm: '确定停用该账号吗？',
    done: '已停用该账号',
    failure: '停用失败请重试',
    color: 'orange',
  },
  cancel: {
    label: '注销',
    confirm: '确定注销该账号吗？注销后不可恢复。',
    done: '已注销该账号',
    failure: null,
    color: 'red',
  },
};

/** Display order of the buttons. */
const ORDER: AccountAction[] = ['activate', 'reject', 'reset_password', 'stop', 'cancel'];

/** The actions of a status, in display order; 3 (disabled) labels activate as 启用. */
export function actionsFor(status: number): ActionSpec[] {
  const allowed = new Set(allowedActions(status));
  return ORDER.filter((a) => allowed.has(a)).map((action) => ({
    action,
    ...SPECS[action],
    ...(action === 'activate' && status === 3 ? { label: '启用', confirm: '确定重新启用该账号吗？' } : {}),
  }));
}
