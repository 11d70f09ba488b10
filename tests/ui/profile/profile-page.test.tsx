// @vitest-environment jsdom
// 个人中心 shows the signed-in user, the current team and role, and every team with the user's role in it.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ProfilePage from '../../../src/features/profile/ProfilePage';
import { sessionAtom } from '../../../src/state/session';
import { teamsAtom } from '../../../src/state/teams';

describe('个人中心', () => {
  it('shows user, current team and role, and the team list', () => {
    const store = createStore();
    store.set(sessionAtom, {
      username: '张工',
      avatar: '',
      phoneNumber: '13912345678',
      teamRole: 'Admin',
      teamId: '3',
      teamName: '规划一室',
      isSuperAdmin: false,
      showMan: false,
    });
    store.set(teamsAtom, [
      { id: 3, name: '规划一室', members_number: 5, role: 'Admin' },
      { id: 4, name: '联合课题组', members_number: 2, role: 'Member' },
    ]);
    render(
      <Provider store={store}>
        <MantineProvider>
          <MemoryRouter>
            <ProfilePage />
          </MemoryRouter>
        </MantineProvider>
      </Provider>,
    );
    expect(screen.getByText('张工')).toBeInTheDocument();
    expect(screen.getByText('13912345678')).toBeInTheDocument();
    expect(screen.getAllByText('规划一室')).toHaveLength(2);
    expect(screen.getAllByText('管理员')).toHaveLength(2);
    expect(screen.getByText('成员')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '账号中心' })).toHaveAttribute('href', '/user');
  });
});
