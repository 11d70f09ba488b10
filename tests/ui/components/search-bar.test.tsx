// @vitest-environment jsdom
// The list pages' 搜索 / 重置 bar: terms are handed over trimmed on 搜索 or Enter, not per keystroke; 重置 clears.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { SearchBar } from '../../../src/components/SearchBar';

const FIELDS = [
  { key: 'project', label: '项目名称', placeholder: '请输入项目名称' },
  { key: 'version', label: '版本号', placeholder: '请输入版本号' },
] as const;

afterEach(cleanup);

describe('SearchBar', () => {
  it('applies the trimmed terms on 搜索 and on Enter, never while typing', async () => {
    const onApply = vi.fn();
    render(
      <MantineProvider>
        <SearchBar fields={FIELDS} onApply={onApply} />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('项目名称'), '  茶园 ');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onApply).toHaveBeenLastCalledWith({ project: '茶园', version: '' });
    await user.type(screen.getByLabelText('版本号'), 'v2{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ project: '茶园', version: 'v2' });
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('clears every field and applies empty terms on 重置, keeping the extra buttons', async () => {
    const onApply = vi.fn();
    render(
      <MantineProvider>
        <SearchBar fields={FIELDS} onApply={onApply}>
          <button type="button">创建项目</button>
        </SearchBar>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('项目名称'), '茶园');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText<HTMLInputElement>('项目名称').value).toBe('');
    expect(onApply).toHaveBeenLastCalledWith({ project: '', version: '' });
    expect(screen.getByRole('button', { name: '创建项目' })).toBeInTheDocument();
  });
});
