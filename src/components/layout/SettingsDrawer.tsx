// Settings drawer 系统布局配置: theme colour, tags view, fixed header, sidebar logo — each change saved to localStorage at once.
import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { ColorInput, Drawer, Group, Stack, Switch, Text } from '@mantine/core';
import { DEFAULT_THEME_COLOR, settingsAtom } from '../../state/settings';
import type { ShellSettings } from '../../state/settings';

const SWATCHES = [
  DEFAULT_THEME_COLOR,
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [settings, setSettings] = useAtom(settingsAtom);
  const update = (patch: Partial<ShellSettings>) => setSettings((s) => ({ ...s, ...patch }));
  // What is typed may be half a colour (#40): keep it locally and store only complete #rrggbb values.
  const [colorDraft, setColorDraft] = useState(settings.themeColor);
  useEffect(() => setColorDraft(settings.themeColor), [settings.themeColor, opened]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={280}
      title="系统布局配置"
      data-testid="settings-drawer"
    >
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Text fz={14}>主题色</Text>
          <ColorInput
            aria-label="主题色"
            w={130}
            size="xs"
            format="hex"
            value={colorDraft}
            swatches={SWATCHES}
            swatchesPerRow={4}
            onChange={(value) => {
              setColorDraft(value);
              if (/^#[0-9a-f]{6}$/i.test(value)) update({ themeColor: value });
            }}
            onBlur={() => setColorDraft(settings.themeColor)}
          />
        </Group>
        <Switch
          label="开启标签栏"
          labelPosition="left"
          checked={settings.tagsView}
          onChange={(e) => update({ tagsView: e.currentTarget.checked })}
          styles={{ body: { justifyContent: 'space-between' } }}
        />
        <Switch
          label="固定顶栏"
          labelPosition="left"
          checked={settings.fixedHeader}
          onChange={(e) => update({ fixedHeader: e.currentTarget.checked })}
          styles={{ body: { justifyContent: 'space-between' } }}
        />
        <Switch
          label="侧边栏标志"
          labelPosition="left"
          checked={settings.sidebarLogo}
          onChange={(e) => update({ sidebarLogo: e.currentTarget.checked })}
          styles={{ body: { justifyContent: 'space-between' } }}
        />
      </Stack>
    </Drawer>
  );
}
