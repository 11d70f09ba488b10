// The zh-CN Mantine theme 主题: primary colour from the settings (default #409EFF) and component sizes from the size switcher.
import {
  ActionIcon,
  Autocomplete,
  Button,
  Checkbox,
  ColorInput,
  createTheme,
  MultiSelect,
  NumberInput,
  Pagination,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { MantineColorsTuple, MantineSize, MantineThemeOverride } from '@mantine/core';
import { DEFAULT_THEME_COLOR } from '../state/settings';
import type { ShellSize } from '../state/settings';

/** The Mantine sizes each Element-style size maps to: 默认 40 px ≈ md, 中等 36 ≈ sm, 小型 32 ≈ xs, 迷你 28 ≈ xs / compact. */
export const SIZE_MAP: Record<ShellSize, { input: MantineSize; button: string; control: MantineSize }> = {
  default: { input: 'md', button: 'md', control: 'md' },
  medium: { input: 'sm', button: 'sm', control: 'sm' },
  small: { input: 'xs', button: 'xs', control: 'xs' },
  mini: { input: 'xs', button: 'compact-sm', control: 'xs' },
};

function parseHex(hex: string): [number, number, number] {
  const clean = /^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : DEFAULT_THEME_COLOR.slice(1);
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes the colour with white (amount > 0) or black (amount < 0). */
function mix(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * t));
}

/** Ten shades with the chosen colour itself at index 6 (the primary shade). */
export function colorShades(hex: string): MantineColorsTuple {
  const base = toHex(parseHex(hex));
  return [
    mix(base, 0.92),
    mix(base, 0.8),
    mix(base, 0.64),
    mix(base, 0.48),
    mix(base, 0.32),
    mix(base, 0.16),
    base,
    mix(base, -0.12),
    mix(base, -0.24),
    mix(base, -0.36),
  ];
}

export function buildTheme(themeColor: string, size: ShellSize): MantineThemeOverride {
  const s = SIZE_MAP[size];
  const input = { defaultProps: { size: s.input } };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: colorShades(themeColor) },
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", Arial, sans-serif',
    defaultRadius: 'sm',
    components: {
      Button: Button.extend({ defaultProps: { size: s.button } }),
      ActionIcon: ActionIcon.extend({ defaultProps: { size: s.control } }),
      TextInput: TextInput.extend(input),
      PasswordInput: PasswordInput.extend(input),
      NumberInput: NumberInput.extend(input),
      Textarea: Textarea.extend(input),
      Select: Select.extend(input),
      MultiSelect: MultiSelect.extend(input),
      TagsInput: TagsInput.extend(input),
      Autocomplete: Autocomplete.extend(input),
      ColorInput: ColorInput.extend(input),
      SegmentedControl: SegmentedControl.extend({ defaultProps: { size: s.control } }),
      Checkbox: Checkbox.extend({ defaultProps: { size: s.control === 'md' ? 'sm' : 'xs' } }),
      Radio: Radio.extend({ defaultProps: { size: s.control === 'md' ? 'sm' : 'xs' } }),
      Switch: Switch.extend({ defaultProps: { size: s.control === 'md' ? 'sm' : 'xs' } }),
      Pagination: Pagination.extend({ defaultProps: { size: s.control } }),
    },
  });
}
