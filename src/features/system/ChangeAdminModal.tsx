// 更换管理员: choose the new admin among the team's members (the current admin is listed but cannot be chosen).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changeTeamAdmin, teamMembers } from '../../api/management';
import { SAME_ADMIN, type ManagedTeam, type TeamMember } from '../../core/contracts/management';
import { confirmAction } from '../../components/confirm-action';
import { roleLabel } from '../account/team-roles';

interface Props {
  team: ManagedTeam | null;
  onClose: () => void;
  onChanged: () => void;
}

export function ChangeAdminModal({ team, onClose, onChanged }: Props) {
  const [members, setMembers] = useState<TeamMember[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!team) return;
    let live = true;
    setChosen(null);
    setError(null);
    teamMembers(team.id)
      .then((list) => {
        if (!live) return;
        // Nothing is preselected: the dialog is for choosing someone else than the current admin.
        setMembers(list);
      })
      .catch(() => setMembers([]));
    return () => {
      live = false;
    };
  }, [team]);

  async function save() {
    if (!team) return;
    const member = members.find((m) => String(m.id) === chosen);
    if (!chosen || !member) {
      setError('请选择管理员');
      return;
    }
    if (member.role === 'Admin') {
      setError(SAME_ADMIN);
      return;
    }
    if (!(await confirmAction('更换管理员', `确定将“${member.username}”设为团队“${team.name}”的管理员吗？`)))
      return;
    try {
      await changeTeamAdmin(team.id, Number(chosen));
      notifications.show({ color: 'green', message: '修改成功' });
      onChanged();
      onClose();
    } catch {
      // shown by the client
    }
  }

  return (
    <Modal opened={team !== null} onClose={onClose} title={`更换管理员：${team?.name ?? ''}`} centered>
      <Stack gap="sm">
        <Select
          label="新管理员"
          placeholder="请选择团队成员"
          data={members.map((m) => ({
            value: String(m.id),
            label: `${m.username}（${m.phone_number}）${m.role === 'Admin' ? ` · 当前${roleLabel(m.role)}` : ''}`,
            disabled: m.role === 'Admin',
          }))}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setError(null);
          }}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={save}>确定</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
