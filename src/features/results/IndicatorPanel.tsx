// Key indicators of a completed version; a missing one shows "—" with the reason of finance-model §4.4.
import { Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { keyIndicators } from '../../core/contracts/results-indicators';
import type { ResultData } from '../../core/contracts/results';
import { formatAmount } from '../../i18n/number';

/** "22.03%", "352.14 万元", "6.25 年", or "—". */
export function formatIndicator(value: string | null, unit: string): string {
  if (value === null) return '—';
  const n = formatAmount(value);
  if (unit === '%') return `${n}%`;
  return unit ? `${n} ${unit}` : n;
}

export function IndicatorPanel({ output }: { output: ResultData['output'] }) {
  const items = keyIndicators(output.indicators);
  const notes = output.messages.filter((m) => m.level !== 'info');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {items.map((k) => (
          <Paper key={k.key} withBorder p="sm" radius="sm" data-indicator={k.key}>
            <Text size="xs" c="dimmed">
              {k.label}
            </Text>
            {k.note ? (
              <Tooltip label={k.note} multiline w={280} withArrow>
                <Text fw={600} size="lg" aria-describedby={`note-${k.key}`}>
                  —
                </Text>
              </Tooltip>
            ) : (
              <Text fw={600} size="lg">
                {formatIndicator(k.value, k.unit)}
              </Text>
            )}
            {k.note && (
              <Text id={`note-${k.key}`} size="xs" c="orange.8">
                {k.note}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {notes.length > 0 && (
        <Paper withBorder p="sm" radius="sm">
          <Text fw={600} size="sm" mb={4}>
            提示
          </Text>
          {notes.map((m, i) => (
            <Text key={`${m.code}-${i}`} size="sm" c={m.level === 'error' ? 'red.7' : 'orange.8'}>
              {m.text}
            </Text>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
