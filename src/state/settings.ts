// Shell settings 布局设置 (product.md §1, §2.2): theme colour, tags view, fixed header, sidebar logo, component size — persisted in localStorage.
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export const DEFAULT_THEME_COLOR = '#409EFF';

export interface ShellSettings {
  /** 主题色 */
  themeColor: string;
  /** 显示标签页 */
  tagsView: boolean;
  /** 固定头部 */
  fixedHeader: boolean;
  /** 侧边栏 Logo */
  sidebarLogo: boolean;
}

/** Defaults of product.md §1: tags view on, fixed header off, sidebar logo off. */
export const DEFAULT_SETTINGS: ShellSettings = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
};

/** Element-style sizes offered by the size switcher 布局大小. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ShellSize = (typeof SIZES)[number];

export const SIZE_LABELS: Record<ShellSize, string> = {
  default: '默认',
  medium: '中等',
  small: '小型',
  mini: '迷你',
};

export const SETTINGS_STORAGE_KEY = 'settings';
export const SIZE_STORAGE_KEY = 'size';

function isSettings(value: unknown): value is Partial<ShellSettings> {
  return typeof value === 'object' && value !== null;
}

const json = createJSONStorage<unknown>(() => localStorage);

/** Merges stored settings over the defaults so a partial or old entry never breaks the shell. */
const settingsStorage = {
  getItem(key: string, initial: ShellSettings): ShellSettings {
    const stored = json.getItem(key, initial);
    if (!isSettings(stored)) return initial;
    return {
      themeColor:
        typeof stored.themeColor === 'string' && /^#[0-9a-f]{6}$/i.test(stored.themeColor)
          ? stored.themeColor
          : initial.themeColor,
      tagsView: typeof stored.tagsView === 'boolean' ? stored.tagsView : initial.tagsView,
      fixedHeader: typeof stored.fixedHeader === 'boolean' ? stored.fixedHeader : initial.fixedHeader,
      sidebarLogo: typeof stored.sidebarLogo === 'boolean' ? stored.sidebarLogo : initial.sidebarLogo,
    };
  },
  setItem: (key: string, value: ShellSettings) => json.setItem(key, value),
  removeItem: (key: string) => json.removeItem(key),
};

const sizeStorage = {
  getItem(key: string, initial: ShellSize): ShellSize {
    const stored = json.getItem(key, initial);
    return (SIZES as readonly unknown[]).includes(stored) ? (stored as ShellSize) : initial;
  },
  setItem: (key: string, value: ShellSize) => json.setItem(key, value),
  removeItem: (key: string) => json.removeItem(key),
};

// getOnInit: every new store (a page load, a remount in tests) reads localStorage before the first render.
export const settingsAtom = atomWithStorage<ShellSettings>(
  SETTINGS_STORAGE_KEY,
  DEFAULT_SETTINGS,
  settingsStorage,
  { getOnInit: true },
);
export const sizeAtom = atomWithStorage<ShellSize>(SIZE_STORAGE_KEY, 'default', sizeStorage, {
  getOnInit: true,
});
