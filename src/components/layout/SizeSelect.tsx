// Size switcher 布局大小: 默认 / 中等 / 小型 / 迷你, persisted in localStorage and applied through the Mantine theme.
import { useAtom } from 'jotai';
import { ActionIcon, Menu } from '@mantine/core';
import { SIZE_LABELS, SIZES, sizeAtom } from '../../state/settings';
import { Icon } from './icons';

export function SizeSelect() {
  const [size, setSize] = useAtom(sizeAtom);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="布局大小"
          title="布局大小"
          data-testid="size-select"
        >
          <Icon name="size" size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {SIZES.map((value) => (
          <Menu.Item
            key={value}
            disabled={value === size}
            onClick={() => setSize(value)}
            leftSection={
              value === size ? (
                <Icon name="check" size={14} />
              ) : (
                <span style={{ width: 14, display: 'inline-block' }} />
              )
            }
          >
            {SIZE_LABELS[value]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
