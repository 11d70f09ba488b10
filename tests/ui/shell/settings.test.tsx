// @vitest-environment jsdom
// Settings drawer and size switcher: every change is saved to localStorage and read back after a reload (a remount with a fresh store).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildTheme } from '../../../src/app/theme';
import { DEFAULT_SETTINGS } from '../../../src/state/settings';
import { clearBrowserState, renderLayout } from './render-app';

const slow = { timeout: 8000 };

function mantineCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n');
}

beforeEach(() => {
  clearBrowserState();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
});
afterEach(cleanup);

describe('shell settings', () => {
  it('start from the defaults: tags view on, fixed header off, sidebar logo off, #409EFF', async () => {
    renderLayout('/dashboard');
    expect(await screen.findByTestId('tags-view', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('app-layout')).toHaveAttribute('data-fixed-header', 'false');
    expect(screen.queryByTestId('sidebar-logo')).not.toBeInTheDocument();
    expect(DEFAULT_SETTINGS).toEqual({
      themeColor: '#409EFF',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
    });
    expect(mantineCss()).toContain('#409eff');
  });

  it('persist across a reload', async () => {
    const user = userEvent.setup();
    const first = renderLayout('/dashboard');
    await screen.findByTestId('app-layout', {}, slow);

    await user.click(screen.getByTestId('settings-button'));
    await user.click(await screen.findByRole('switch', { name: '开启标签栏' }, slow));
    // every label of the drawer is Chinese (no Tags-View, Header, Logo); the colour field holds a hex value
    const drawer = screen.getByTestId('settings-drawer');
    expect(drawer.textContent).not.toMatch(/[A-Za-z]/);
    await user.click(screen.getByRole('switch', { name: '固定顶栏' }));
    await user.click(screen.getByRole('switch', { name: '侧边栏标志' }));
    const color = screen.getByLabelText('主题色');
    fireEvent.change(color, { target: { value: '#11a98' } }); // half typed: not stored
    fireEvent.change(color, { target: { value: '#11a983' } });
    fireEvent.blur(color);
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('size-select'));
    await user.click(await screen.findByText('小型', {}, slow));

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toEqual({
        themeColor: '#11a983',
        tagsView: false,
        fixedHeader: true,
        sidebarLogo: true,
      }),
    );
    expect(JSON.parse(localStorage.getItem('size') ?? 'null')).toBe('small');
    first.unmount();

    // A reload: a new store that only knows what localStorage holds.
    renderLayout('/dashboard');
    await screen.findByTestId('app-layout', {}, slow);
    expect(screen.queryByTestId('tags-view')).not.toBeInTheDocument();
    expect(screen.getByTestId('app-layout')).toHaveAttribute('data-fixed-header', 'true');
    expect(screen.getByTestId('sidebar-logo')).toHaveTextContent('农林经济智能测算系统');
    expect(mantineCss()).toContain('#11a983');

    await user.click(screen.getByTestId('settings-button'));
    expect(await screen.findByRole('switch', { name: '开启标签栏' }, slow)).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '固定顶栏' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '侧边栏标志' })).toBeChecked();
    expect(screen.getByLabelText('主题色')).toHaveValue('#11a983');
  }, 60000);

  it('ignores a corrupt stored entry and keeps the defaults', async () => {
    localStorage.setItem('settings', '{not json');
    localStorage.setItem('size', '"huge"');
    renderLayout('/dashboard');
    expect(await screen.findByTestId('tags-view', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('app-layout')).toHaveAttribute('data-fixed-header', 'false');
  });
});

describe('size switcher mapping', () => {
  it('maps 默认 / 中等 / 小型 / 迷你 onto Mantine sizes', () => {
    const sizeOf = (size: 'default' | 'medium' | 'small' | 'mini', component: 'Button' | 'TextInput') =>
      (buildTheme('#409EFF', size).components?.[component]?.defaultProps as { size?: string } | undefined)
        ?.size;
    expect(['default', 'medium', 'small', 'mini'].map((s) => sizeOf(s as 'default', 'TextInput'))).toEqual([
      'md',
      'sm',
      'xs',
      'xs',
    ]);
    expect(['default', 'medium', 'small', 'mini'].map((s) => sizeOf(s as 'default', 'Button'))).toEqual([
      'md',
      'sm',
      'xs',
      'compact-sm',
    ]);
  });

  it('puts the chosen theme colour itself at the primary shade', () => {
    const theme = buildTheme('#11A983', 'default');
    expect(theme.primaryShade).toBe(6);
    expect(theme.colors?.brand?.[6]).toBe('#11a983');
    expect(theme.colors?.brand?.[0]).not.toBe('#11a983');
  });
});
