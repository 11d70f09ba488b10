// Display labels of team roles 团队角色 (stored as Admin / Member).
export function roleLabel(role: string): string {
  return role === 'Admin' ? '管理员' : role === 'Member' ? '成员' : role;
}
