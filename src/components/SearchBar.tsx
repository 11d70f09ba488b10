// The 搜索 / 重置 bar above the list pages: it keeps what is typed and hands over the trimmed terms only when
// the user searches (button or Enter), so a list does not reload on every keystroke.
import { useState, type ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

export interface SearchField<K extends string> {
  key: K;
  label: string;
  placeholder: string;
  width?: number;
}

interface Props<K extends string> {
  fields: readonly SearchField<K>[];
  /** Called with the trimmed terms on 搜索 / Enter, and with empty terms on 重置. */
  onApply: (terms: Record<K, string>) => void;
  /** Buttons after 重置 (创建项目, 新增账号, …). */
  children?: ReactNode;
}

const empty = <K extends string>(fields: readonly SearchField<K>[]) =>
  Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;

export function SearchBar<K extends string>({ fields, onApply, children }: Props<K>) {
  const [draft, setDraft] = useState<Record<K, string>>(() => empty(fields));
  const apply = () =>
    onApply(Object.fromEntries(fields.map((f) => [f.key, draft[f.key].trim()])) as Record<K, string>);
  return (
    <Group mb="md" gap="sm">
      {fields.map((f) => (
        <TextInput
          key={f.key}
          placeholder={f.placeholder}
          aria-label={f.label}
          value={draft[f.key]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((d) => ({ ...d, [f.key]: value }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          w={f.width ?? 240}
        />
      ))}
      <Button onClick={apply}>搜索</Button>
      <Button
        variant="default"
        onClick={() => {
          setDraft(empty(fields));
          onApply(empty(fields));
        }}
      >
        重置
      </Button>
      {children}
    </Group>
  );
}
