// @vitest-environment jsdom
// Dialog messages follow the fields: after a refused 保存 each message goes as soon as its field is valid (issue 16 item 3).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectFormModal } from '../../../src/features/projects/ProjectFormModal';
import { SubProjectFormModal } from '../../../src/features/projects/SubProjectFormModal';
import { VersionFormModal } from '../../../src/features/projects/VersionFormModal';
import { renderScreen } from './render';

const mocks = vi.hoisted(() => ({
  createProject: vi.fn(),
  updateProject: vi.fn(),
  createSubProject: vi.fn(),
  editSubProject: vi.fn(),
  createVersion: vi.fn(),
  editVersion: vi.fn(),
  versionList: vi.fn(),
}));
vi.mock('../../../src/api/projects', () => mocks);

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset().mockResolvedValue({}));
  mocks.versionList.mockResolvedValue([]);
});
afterEach(cleanup);

describe('dialog messages clear as soon as the field is valid', () => {
  it('创建版本: 请输入项目版本号 goes with the first character, and comes back when the field is emptied', async () => {
    const user = userEvent.setup();
    renderScreen(
      <VersionFormModal opened projectId={3} version={null} onClose={() => {}} onSaved={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入项目版本号')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: '版本号' });
    await user.type(field, 'v');
    expect(screen.queryByText('请输入项目版本号')).not.toBeInTheDocument();
    await user.clear(field);
    expect(screen.getByText('请输入项目版本号')).toBeInTheDocument();
    expect(mocks.createVersion).not.toHaveBeenCalled();
  });

  it('子项目: the name message goes when a name is typed, the type message stays until a type is chosen', async () => {
    const user = userEvent.setup();
    renderScreen(
      <SubProjectFormModal opened projectId={4} subProject={null} onClose={() => {}} onSaved={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入子项目名称')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '子项目名称' }), '苗圃');
    expect(screen.queryByText('请输入子项目名称')).not.toBeInTheDocument();
    expect(screen.getByText('请选择子项目类型')).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('请选择子项目类型'));
    await user.click(await screen.findByRole('option', { name: '苗圃', hidden: true }));
    await waitFor(() => expect(screen.queryByText('请选择子项目类型')).not.toBeInTheDocument());
  }, 40_000);

  it('新建项目: the project name message goes when a name is typed', async () => {
    const user = userEvent.setup();
    renderScreen(<ProjectFormModal opened project={null} onClose={() => {}} onSaved={() => {}} />);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入项目名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/项目名称/), '油茶基地');
    expect(screen.queryByText('请输入项目名称')).not.toBeInTheDocument();
    expect(mocks.createProject).not.toHaveBeenCalled();
  }, 40_000);
});
