// Avatar dropdown 头像菜单: the user's teams to switch to (current one marked), 个人中心 and 退出登录.
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { Avatar, Group, Menu, UnstyledButton } from '@mantine/core';
import { sessionAtom } from '../../state/session';
import { teamsAtom } from '../../state/teams';
import { Icon } from './icons';
import { logoutAndRedirect, switchToTeam } from './session-actions';

export function AvatarMenu() {
  const session = useAtomValue(sessionAtom);
  const teams = useAtomValue(teamsAtom);
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="用户菜单" data-testid="avatar-menu">
          <Group gap={4} wrap="nowrap">
            <Avatar src={session.avatar || null} radius="sm" size={36} color="brand">
              {session.username.slice(0, 1)}
            </Avatar>
            <Icon name="chevronDown" size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>切换团队</Menu.Label>
        {teams.length === 0 && <Menu.Item disabled>暂无团队</Menu.Item>}
        {teams.map((team) => {
          const current = String(team.id) === session.teamId;
          return (
            <Menu.Item
              key={team.id}
              disabled={current}
              leftSection={
                current ? (
                  <Icon name="check" size={14} />
                ) : (
                  <span style={{ width: 14, display: 'inline-block' }} />
                )
              }
              onClick={() => void switchToTeam(team.id).catch(() => undefined)}
            >
              {team.name}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item onClick={() => void navigate('/profile/index')}>个人中心</Menu.Item>
        <Menu.Item
          color="red"
          onClick={() =>
            void logoutAndRedirect(location.pathname + location.search, (to) => void navigate(to))
          }
        >
          退出登录
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
