// @vitest-environment jsdom
// Sub-project dialog: step 2 only for planting, empty tags ignored, save closes, save-and-continue resets, type locked on edit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubProjectFormModal } from '../../../src/features/projects/SubProjectFormModal';
import { renderScreen } from './render';

const mocks = vi.hoisted(() => ({ createSubProject: vi.fn(), editSubProject: vi.fn() }));
vi.mock('../../../src/api/projects', () => ({
  createSubProject: mocks.createSubProject,
  editSubProject: mocks.editSubProject,
}));

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset());
  mocks.createSubProject.mockResolvedValue({});
  mocks.editSubProject.mockResolvedValue({});
});
afterEach(cleanup);

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByPlaceholderText('请选择子项目类型'));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('SubProjectFormModal', () => {
  it('asks planting details in step 2 and sends tag lists without empty entries', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(
      <SubProjectFormModal opened projectId={4} subProject={null} onClose={onClose} onSaved={() => {}} />,
    );
    await user.type(await screen.findByRole('textbox', { name: '子项目名称' }), '油茶林');
    await chooseType(user, '种植');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const trees = await screen.findByPlaceholderText('输入树种后回车');
    await user.type(trees, '油茶{enter}{enter} {enter}杉木{enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mocks.createSubProject).toHaveBeenCalledTimes(1));
    expect(mocks.createSubProject).toHaveBeenCalledWith(
      4,
      expect.objectContaining({ name: '油茶林', type: 0, trees: ['油茶', '杉木'], product_categories: [] }),
    );
    expect(onClose).toHaveBeenCalled();
  }, 40_000);

  it('saves other types from step 1; save-and-continue resets the dialog to an empty step 1', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(
      <SubProjectFormModal opened projectId={4} subProject={null} onClose={onClose} onSaved={() => {}} />,
    );
    const name = await screen.findByRole('textbox', { name: '子项目名称' });
    await user.type(name, '一号苗圃');
    await chooseType(user, '苗圃');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() =>
      expect(mocks.createSubProject).toHaveBeenCalledWith(4, { name: '一号苗圃', type: 1 }),
    );
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '子项目名称' })).toHaveValue(''));
  });

  it('requires a name and a type', async () => {
    const user = userEvent.setup();
    renderScreen(
      <SubProjectFormModal opened projectId={4} subProject={null} onClose={() => {}} onSaved={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入子项目名称')).toBeInTheDocument();
    expect(screen.getByText('请选择子项目类型')).toBeInTheDocument();
    expect(mocks.createSubProject).not.toHaveBeenCalled();
  });

  it('locks the type when editing and warns about planting changes', async () => {
    const sub = {
      id: 11,
      project_id: 4,
      name: '茶园',
      type: 0 as const,
      trees: '茶树',
      construction: '集约林栽培',
      forestation_method: '纯林',
      forestation: '纯林',
      breed_target: '经济林',
      product_categories: '鲜叶',
      created_at: '',
      updated_at: '',
    };
    renderScreen(
      <SubProjectFormModal opened projectId={4} subProject={sub} onClose={() => {}} onSaved={() => {}} />,
    );
    expect(
      await screen.findByText('修改树种或产品类别后，所有版本已录入的信息需要重新提交'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请选择子项目类型')).toBeDisabled();
  });
});
