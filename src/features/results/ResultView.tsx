// Result view of a completed version (calpage of a completed version, and /report/page): header, tables, indicators, charts, comparison.
import { useState } from 'react';
import { Alert, Center, Grid, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { CompareView } from './compare/CompareView';
import { ResultCharts } from './charts/ResultCharts';
import { downloadAllReports, downloadAuditReports, downloadEvaluationReport } from './download';
import { IndicatorPanel } from './IndicatorPanel';
import { OutputTableView } from './OutputTableView';
import { ResultHeader } from './ResultHeader';
import { RiskAnalysisPanel } from './risk/RiskAnalysisPanel';
import { TableList } from './TableList';
import { useResult } from './use-result';

export interface ResultViewProps {
  versionId: number | string;
  onBack?: () => void;
  /** Component tests: render every grid row and column (jsdom has no layout). */
  renderAll?: boolean;
  /** The tab shown first (e.g. 'compare' when opened through 版本对比). */
  initialTab?: 'tables' | 'indicators' | 'charts' | 'risk' | 'compare';
}

export function ResultView({ versionId, onBack, renderAll, initialTab = 'tables' }: ResultViewProps) {
  const state = useResult(versionId);
  const [selected, setSelected] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadingReport, setDownloadingReport] = useState(false);
  const [downloadingAudit, setDownloadingAudit] = useState(false);

  if (state.status === 'loading')
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  if (state.status === 'error')
    return (
      <Alert color="red" title="加载计算结果失败">
        {state.message}
      </Alert>
    );

  const { data, list } = state;
  const tableId = selected ?? list[0]?.table_id ?? null;
  const table = tableId ? data.output.tables[tableId] : undefined;
  const fetchWith = (fetch: typeof downloadAllReports, setBusy: (busy: boolean) => void) => () => {
    setBusy(true);
    fetch(versionId, data.header.project_name, data.header.version_name)
      .catch(() => undefined) // the client already showed the server's message
      .finally(() => setBusy(false));
  };
  const download = fetchWith(downloadAllReports, setDownloading);
  const downloadAudit = fetchWith(downloadAuditReports, setDownloadingAudit);
  const downloadReport = fetchWith(downloadEvaluationReport, setDownloadingReport);

  return (
    <Stack gap="md">
      <ResultHeader
        header={data.header}
        onBack={onBack}
        onDownload={download}
        downloading={downloading}
        onDownloadReport={downloadReport}
        downloadingReport={downloadingReport}
        onDownloadAudit={downloadAudit}
        downloadingAudit={downloadingAudit}
      />
      <Tabs defaultValue={initialTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tables">报表</Tabs.Tab>
          <Tabs.Tab value="indicators">主要指标</Tabs.Tab>
          <Tabs.Tab value="charts">图表分析</Tabs.Tab>
          <Tabs.Tab value="risk">风险分析</Tabs.Tab>
          <Tabs.Tab value="compare">版本对比</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tables" pt="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
              <Paper withBorder radius="sm" p={4}>
                <TableList list={list} selected={tableId} onSelect={setSelected} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
              {table ? (
                <OutputTableView
                  table={table}
                  indicators={data.output.indicators}
                  areaUnit={data.output.meta.areaUnit}
                  repayments={data.repayments}
                  renderAll={renderAll}
                />
              ) : (
                <Text c="dimmed">该版本没有计算结果表</Text>
              )}
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="indicators" pt="md">
          <IndicatorPanel output={data.output} />
        </Tabs.Panel>
        <Tabs.Panel value="charts" pt="md">
          <ResultCharts data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="risk" pt="md">
          <RiskAnalysisPanel output={data.output} />
        </Tabs.Panel>
        <Tabs.Panel value="compare" pt="md">
          <CompareView projectId={data.header.project_id} currentVersionId={data.header.version_id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
