// 还款方式 of each construction loan, read-only beside the 借款还本付息计划表 (product §2.9).
import { Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { LoanRepayment, RepaymentMethod } from '../../core/contracts/results';

/** The three methods the entry screen offers (product §4.4). */
export const REPAYMENT_LABELS: Record<RepaymentMethod, string> = {
  annuity: '等额本息',
  equalPrincipal: '等额本金',
  custom: '自定义还款额',
};

export function RepaymentMethods({ repayments }: { repayments: LoanRepayment[] }) {
  if (repayments.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          还款方式
        </Text>
        {repayments.map((loan) => (
          <Radio.Group key={loan.loan_id} value={loan.method} label={loan.name} readOnly>
            <Group gap="lg" mt={4}>
              {(Object.keys(REPAYMENT_LABELS) as RepaymentMethod[]).map((m) => (
                <Radio key={m} value={m} label={REPAYMENT_LABELS[m]} disabled={m !== loan.method} readOnly />
              ))}
              <Text size="xs" c="dimmed">
                第{loan.start_year}年起还款，宽限期{loan.grace_years}年，还款期{loan.years}年
              </Text>
            </Group>
          </Radio.Group>
        ))}
      </Stack>
    </Paper>
  );
}
