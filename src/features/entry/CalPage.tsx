// calpage 录入与测算 (product.md §2.8, §4.4): the template flow of one version, or its result view once COMPLETED.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  Paper,
  Radio,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import type { TemplateGridHandle } from '../../components/TemplateGrid';
import type { LoanRepayment, OutputTable } from '../../core/contracts/results';
import { VersionStatus } from '../../core/contracts/projects';
import { ResultView } from '../results/ResultView';
import { OutputTableView } from '../results/OutputTableView';
import { ConflictBanner } from './ConflictBanner';
import { DraftBanner } from './DraftBanner';
import { EntryHeader } from './EntryHeader';
import { IssuePanel } from './IssuePanel';
import { LivePanel } from './LivePanel';
import { TableBlock } from './TableBlock';
import { issuesOfTemplate } from './deltas';
import {
  adjacentSubProject,
  displayDecimals,
  hasSubProjectMenu,
  isLastTab,
  isTableVisible,
  subProjectMenu,
  visibleSections,
} from './tab-nav';
import { useEntry } from './use-entry';
import { useFlow } from './use-flow';
import { useLeaveGuard } from './use-leave-guard';

/** The previews show no repayment choices; one array keeps the memoised preview from re-rendering. */
const NO_REPAYMENTS: LoanRepayment[] = [];

export interface EntryScreenProps {
  versionId: number;
  versionName: string;
  /** Component tests: render every grid row and column (jsdom has no layout). */
  renderAll?: boolean;
  /** Component tests: the grid handles as they mount (jsdom cannot focus AG Grid cells by clicking). */
  onGrid?: (tableKey: string, handle: TemplateGridHandle | null) => void;
}

export default function CalPage() {
  const [params] = useSearchParams();
  const versionId = Number(params.get('id'));
  if (!Number.isInteger(versionId) || versionId <= 0) return <Alert color="red">缺少版本编号</Alert>;
  return <EntryScreen key={versionId} versionId={versionId} versionName={params.get('name') ?? ''} />;
}

export function EntryScreen({ versionId, versionName, renderAll, onGrid }: EntryScreenProps) {
  const navigate = useNavigate();
  const entry = useEntry(versionId);
  const flow = useFlow(entry, versionId, onGrid);
  const s = entry.state;
  useLeaveGuard(s.dirtyTabs.length > 0);

  const tabLabels = useMemo(() => Object.fromEntries(s.tabs.map((t) => [t.key, t.template])), [s.tabs]);
  const tableNames = useMemo(() => {
    const out: Record<string, string> = {};
    for (const sec of s.template?.sections ?? [])
      for (const t of sec.tables)
        out[t.key] = sec.subProjectName ? `${sec.subProjectName} ${t.name}` : t.name;
    return out;
  }, [s.template]);

  if (s.phase === 'error')
    return (
      <Alert color="red" title="加载失败">
        {s.error}
      </Alert>
    );
  if (s.phase === 'loading' || !s.data)
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  const back = () => void navigate(-1);
  if (s.data.version.status === VersionStatus.COMPLETED)
    return <ResultView versionId={versionId} onBack={back} renderAll={renderAll} />;

  const t = s.template;
  const decimals = displayDecimals(s.tabIndex);
  const menu = t && hasSubProjectMenu(s.tabIndex) ? subProjectMenu(t) : [];
  const sections = t ? visibleSections(t, s.tabIndex, s.subProject) : [];
  const issues = t ? [...s.serverIssues, ...issuesOfTemplate(s.issues, t.key)] : s.serverIssues;
  const readOnly = s.pendingDrafts.length > 0;
  const last = isLastTab(s.tabIndex, s.tabs.length);
  const atStart =
    s.tabIndex === 0 && adjacentSubProject(menu, s.subProject ?? menu[0]?.id ?? null, -1) === null;
  const previews =
    t?.previews.map(
      (id) => s.compute?.output?.tables[id as keyof NonNullable<typeof s.compute.output>['tables']],
    ) ?? [];

  return (
    <Stack gap="sm" data-testid="calpage">
      <EntryHeader
        data={s.data}
        header={s.header}
        versionName={versionName}
        onBack={back}
        onAreaUnit={flow.changeAreaUnit}
        busy={flow.busy}
      />
      <ConflictBanner open={s.conflict} busy={flow.busy} onReload={() => void flow.reloadAfterConflict()} />
      <DraftBanner
        drafts={s.pendingDrafts}
        tabLabels={tabLabels}
        onRestore={() => void entry.restoreDrafts()}
        onDiscard={entry.discardDrafts}
      />
      <Tabs
        value={String(s.tabIndex)}
        onChange={(v) => v !== null && void flow.openTab(Number(v))}
        keepMounted={false}
      >
        <Tabs.List>
          {s.tabs.map((tab, i) => (
            <Tabs.Tab key={tab.key} value={String(i)}>
              {tab.template}
              {s.dirtyTabs.includes(tab.key) ? ' *' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {menu.length > 0 && (
          <Paper withBorder p={4} radius="sm" w={180} style={{ flexShrink: 0 }} data-testid="subproject-menu">
            <Text size="xs" c="dimmed" px={8} py={4}>
              子项目
            </Text>
            {menu.map((m, i) => (
              <NavLink
                key={m.id}
                label={m.name}
                active={(s.subProject ?? menu[0]?.id) === m.id || (s.subProject === null && i === 0)}
                onClick={() => void flow.openSubProject(m.id)}
              />
            ))}
          </Paper>
        )}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {t?.selects.map((sel) => (
            <Radio.Group
              key={sel.name}
              label={sel.label}
              value={s.selects[sel.name] ?? sel.value}
              onChange={(v) => void entry.setSelect(sel.name, v)}
            >
              <Group mt={4}>
                {sel.options.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} disabled={readOnly} />
                ))}
              </Group>
            </Radio.Group>
          ))}
          {sections.map((sec) => (
            <Stack key={sec.subProjectId ?? '-'} gap="sm">
              {sec.subProjectName && !hasSubProjectMenu(s.tabIndex) && (
                <Text fw={600} c="green.8">
                  {sec.subProjectName}
                </Text>
              )}
              {sec.tables
                .filter((x) => isTableVisible(x.visibleWhen, s.selects))
                .map((x) => (
                  <TableBlock
                    key={x.key}
                    table={x}
                    decimals={decimals}
                    areaUnit={s.data?.area_unit ?? 'mu'}
                    deltas={s.deltas[x.key]}
                    readOnly={readOnly}
                    onEdit={entry.editCells}
                    onRows={entry.editRows}
                    register={flow.register}
                    renderAll={renderAll}
                    mount={flow.mountKeys.has(x.key)}
                  />
                ))}
            </Stack>
          ))}
          {previews.some(Boolean) && (
            <Stack gap="sm" data-testid="previews">
              {previews.map((p) =>
                p ? (
                  <OutputTableView
                    key={p.id}
                    table={p as unknown as OutputTable /* the engine's Table is the wire shape */}
                    areaUnit={s.data?.area_unit}
                    repayments={NO_REPAYMENTS}
                    renderAll={renderAll}
                  />
                ) : null,
              )}
            </Stack>
          )}
          <Group justify="center" gap="sm" py="sm">
            <Button
              variant="default"
              onClick={() => void flow.previous()}
              disabled={flow.busy || readOnly || atStart}
            >
              上一步
            </Button>
            <Button
              variant="light"
              onClick={() => void flow.save(false)}
              loading={flow.busy}
              disabled={readOnly}
            >
              暂存
            </Button>
            {last ? (
              <Button onClick={() => void flow.submit()} loading={flow.busy} disabled={readOnly}>
                保存并提交
              </Button>
            ) : (
              <Button onClick={() => void flow.save(true)} loading={flow.busy} disabled={readOnly}>
                保存
              </Button>
            )}
          </Group>
        </Stack>
        <Box w={300} style={{ flexShrink: 0, position: 'sticky', top: 8 }}>
          <Stack gap="sm">
            <LivePanel result={s.compute} computing={s.computing} />
            <IssuePanel issues={issues} tableNames={tableNames} onPick={(i) => void flow.pickIssue(i)} />
          </Stack>
        </Box>
      </Group>
    </Stack>
  );
}
