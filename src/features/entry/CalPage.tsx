// calpage 录入与测算 (product.md §2.8, §4.4): the template flow of one version, or its result view once COMPLETED.
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
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
  Title,
} from '@mantine/core';
import type { EditHistory, TemplateGridHandle } from '../../components/TemplateGrid';
import type { CellDelta } from '../../components/TemplateGrid/types';
import type { LiveComputeResult } from '../../calc';
import type { LoanRepayment, OutputTable } from '../../core/contracts/results';
import type {
  CellEdit,
  RowEdit,
  TemplateInstance,
  TemplateSection,
  ValidationIssue,
} from '../../core/template/types';
import { VersionStatus } from '../../core/contracts/projects';
import { replaceUnit } from '../../core/contracts/results-layout';
import { OutputTableView } from '../results/OutputTableView';
import { ConflictBanner } from './ConflictBanner';
import { DraftBanner } from './DraftBanner';
import { EntryHeader } from './EntryHeader';
import { saveInputTemplate } from './input-template';
import { ImportDialog } from './ImportDialog';
import { IssuePanel } from './IssuePanel';
import { LivePanel } from './LivePanel';
import { TableBlock } from './TableBlock';
import { issueList, issuesOfTemplate } from './deltas';
import { unitLabel } from '../../core/template/columns';
import {
  adjacentSubProject,
  displayDecimals,
  hasSubProjectMenu,
  isLastTab,
  isTableVisible,
  subProjectMenu,
  visibleSections,
  type MenuItem,
} from './tab-nav';
import { useEntry, type EntryState } from './use-entry';
import { useFlow } from './use-flow';
import { useImport } from './use-import';
import { useLeaveGuard } from './use-leave-guard';
import { useUndoKeys } from './undo-keys';
import { useNearViewport } from './near-viewport';

// The result view of a COMPLETED version (charts: recharts and d3) loads apart: the entry grids of an open version
// paint without waiting for that code.
const ResultView = lazy(() => import('../results/ResultView').then((m) => ({ default: m.ResultView })));

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
        // per-sub-project tables are mostly titled with the sub-project's name already (茶园营林成本)
        out[t.key] =
          sec.subProjectName && !t.name.includes(sec.subProjectName)
            ? `${sec.subProjectName} ${t.name}`
            : t.name;
    return out;
  }, [s.template]);
  /** `no label` of every row of the open tab by `tableKey|rowId`, so an issue names its row. */
  const unit = s.data?.area_unit ?? 'mu';
  const rowNames = useMemo(() => {
    const out: Record<string, string> = {};
    for (const sec of s.template?.sections ?? [])
      for (const t of sec.tables)
        for (const r of t.rows)
          out[`${t.key}|${r.id}`] = unitLabel([r.no, r.label].filter(Boolean).join(' '), unit);
    return out;
  }, [s.template, unit]);
  // A keystroke changes the deltas of one table: everything below that does not depend on them keeps its
  // props (memoised values, stable callbacks) so that React skips it (issue #6).
  const t = s.template;
  const menu = useMemo(() => (t && hasSubProjectMenu(s.tabIndex) ? subProjectMenu(t) : []), [t, s.tabIndex]);
  const sections = useMemo(
    () => (t ? visibleSections(t, s.tabIndex, s.subProject) : []),
    [t, s.tabIndex, s.subProject],
  );
  const liveIssues = s.compute?.issues;
  // the 合理性检查 findings of the last live result follow; a click opens their tab and cell
  const review = s.compute?.review;
  // A live result whose refusals the tab's own errors already name (a 10,000-cell paste leaves 182 rows whose years
  // no longer add up: each live result words them with the new sums) lists the same issues again: the shown list
  // keeps its array, so that 校验问题 is not rendered again for nothing.
  const shownIssues = useRef<ValidationIssue[]>([]);
  const issues = useMemo(() => {
    const next = issueList(s.serverIssues, t ? issuesOfTemplate(s.issues, t.key) : [], [
      ...(liveIssues ?? []),
      ...(review ?? []),
    ]);
    const prev = shownIssues.current;
    if (next.length === prev.length && next.every((x, i) => x === prev[i])) return prev;
    return (shownIssues.current = next);
  }, [t, s.serverIssues, s.issues, liveIssues, review]);
  const errorCount = useMemo(() => issues.filter((i) => i.level === 'error').length, [issues]);
  const back = useCallback(() => void navigate(-1), [navigate]);
  const { pickIssue, openTab, openSubProject, reloadAfterConflict } = flow;
  const onPick = useCallback((i: ValidationIssue) => void pickIssue(i), [pickIssue]);
  const onTab = useCallback((i: number) => void openTab(i), [openTab]);
  const onSubProject = useCallback((id: string) => void openSubProject(id), [openSubProject]);
  const onReload = useCallback(() => void reloadAfterConflict(), [reloadAfterConflict]);
  const { restoreDrafts } = entry;
  const onRestore = useCallback(() => void restoreDrafts(), [restoreDrafts]);
  const { setSelect } = entry;
  const onSelect = useCallback((name: string, v: string) => void setSelect(name, v), [setSelect]);
  // Other data for the whole version (opened, reloaded after a conflict, 亩/公顷 converted): nothing to undo.
  const { history } = flow;
  useEffect(() => history.clear(), [s.data, history]);
  const imports = useImport(entry, history);
  const projectName = s.header?.project_name ?? s.data?.project.name ?? '';
  const savedVersionName = versionName || s.data?.version.name || '';
  const onTemplate = useCallback(
    (blank: boolean) => saveInputTemplate(versionId, projectName, savedVersionName, blank),
    [versionId, projectName, savedVersionName],
  );
  // (the import dialog takes the keys while it is open)
  useUndoKeys(history, s.pendingDrafts.length === 0 && imports.state.phase === 'idle');

  if (s.phase === 'error')
    return (
      <Alert color="red" title="加载失败">
        {s.error}
      </Alert>
    );
  if (s.phase === 'loading' || !s.data) return <PageSpinner />;
  if (s.data.version.status === VersionStatus.COMPLETED)
    return (
      <Suspense fallback={<PageSpinner />}>
        <ResultView versionId={versionId} onBack={back} renderAll={renderAll} />
      </Suspense>
    );

  const decimals = displayDecimals(s.tabIndex);
  const readOnly = s.pendingDrafts.length > 0;
  const last = isLastTab(s.tabIndex, s.tabs.length);
  const atStart =
    s.tabIndex === 0 && adjacentSubProject(menu, s.subProject ?? menu[0]?.id ?? null, -1) === null;
  const areaUnit = s.data.area_unit ?? 'mu';

  return (
    <Stack gap="sm" data-testid="calpage">
      <EntryHeader
        data={s.data}
        header={s.header}
        versionName={versionName}
        onBack={back}
        onAreaUnit={flow.changeAreaUnit}
        busy={flow.busy}
        onImport={imports.pick}
        importDisabled={readOnly}
        onTemplate={onTemplate}
        unsaved={readOnly || s.dirtyTabs.length > 0}
      />
      <ImportDialog state={imports.state} onApply={imports.apply} onClose={imports.close} />
      <ConflictBanner open={s.conflict} busy={flow.busy} onReload={onReload} />
      <DraftBanner
        drafts={s.pendingDrafts}
        tabLabels={tabLabels}
        onRestore={onRestore}
        onDiscard={entry.discardDrafts}
      />
      <TabBar tabs={s.tabs} tabIndex={s.tabIndex} dirtyTabs={s.dirtyTabs} onOpen={onTab} />
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {menu.length > 0 && <SubProjectMenu menu={menu} current={s.subProject} onOpen={onSubProject} />}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {t && t.selects.length > 0 && (
            <SelectGroups selects={t.selects} values={s.selects} readOnly={readOnly} onSelect={onSelect} />
          )}
          {sections.map((sec) => (
            <SectionBlock
              key={sec.subProjectId ?? '-'}
              section={sec}
              showName={!hasSubProjectMenu(s.tabIndex)}
              selects={s.selects}
              decimals={decimals}
              areaUnit={areaUnit}
              deltas={s.deltas}
              readOnly={readOnly}
              onEdit={entry.editCells}
              onRows={entry.editRows}
              history={history}
              register={flow.register}
              renderAll={renderAll}
              mountKeys={flow.mountKeys}
            />
          ))}
          {t && t.previews.length > 0 && (
            <Previews
              ids={t.previews}
              compute={s.compute}
              areaUnit={s.data.area_unit}
              renderAll={renderAll}
            />
          )}
          <FlowButtons
            busy={flow.busy}
            readOnly={readOnly}
            atStart={atStart}
            last={last}
            previous={flow.previous}
            save={flow.save}
            submit={flow.submit}
          />
        </Stack>
        <Box w={300} style={{ flexShrink: 0, position: 'sticky', top: 8 }}>
          <Stack gap="sm">
            <LivePanel result={s.compute} computing={s.computing} pendingIssues={errorCount} risk={s.risk} />
            <IssuePanel issues={issues} tableNames={tableNames} rowNames={rowNames} onPick={onPick} />
          </Stack>
        </Box>
      </Group>
    </Stack>
  );
}

function PageSpinner() {
  return (
    <Center mih={320}>
      <Loader />
    </Center>
  );
}

const TabBar = memo(function TabBar(props: {
  tabs: EntryState['tabs'];
  tabIndex: number;
  dirtyTabs: string[];
  onOpen: (index: number) => void;
}) {
  const { onOpen } = props;
  return (
    <Tabs
      value={String(props.tabIndex)}
      onChange={(v) => v !== null && onOpen(Number(v))}
      keepMounted={false}
    >
      <Tabs.List>
        {props.tabs.map((tab, i) => (
          <Tabs.Tab key={tab.key} value={String(i)}>
            {tab.template}
            {props.dirtyTabs.includes(tab.key) ? ' *' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
});

const SubProjectMenu = memo(function SubProjectMenu(props: {
  menu: MenuItem[];
  current: string | null;
  onOpen: (id: string) => void;
}) {
  const { menu, current, onOpen } = props;
  return (
    <Paper withBorder p={4} radius="sm" w={180} style={{ flexShrink: 0 }} data-testid="subproject-menu">
      <Text size="xs" c="dimmed" px={8} py={4}>
        子项目
      </Text>
      {menu.map((m, i) => (
        <NavLink
          key={m.id}
          label={m.name}
          active={(current ?? menu[0]?.id) === m.id || (current === null && i === 0)}
          onClick={() => onOpen(m.id)}
        />
      ))}
    </Paper>
  );
});

const SelectGroups = memo(function SelectGroups(props: {
  selects: TemplateInstance['selects'];
  values: Record<string, string>;
  readOnly: boolean;
  onSelect: (name: string, value: string) => void;
}) {
  const { onSelect } = props;
  return props.selects.map((sel) => (
    <Radio.Group
      key={sel.name}
      label={sel.label}
      value={props.values[sel.name] ?? sel.value}
      onChange={(v) => onSelect(sel.name, v)}
    >
      <Group mt={4}>
        {sel.options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={props.readOnly} />
        ))}
      </Group>
    </Radio.Group>
  ));
});

interface SectionBlockProps {
  section: TemplateSection;
  /** Sections are named where no sub-project menu says which one is shown. */
  showName: boolean;
  selects: Record<string, string>;
  decimals: number | undefined;
  areaUnit: 'mu' | 'ha';
  /** Every table's deltas; a section re-renders only when those of its own tables change. */
  deltas: Record<string, CellDelta[]>;
  readOnly: boolean;
  onEdit: (edits: CellEdit[]) => Promise<{ cellId: string; message: string }[]>;
  onRows: (edits: RowEdit[]) => Promise<void>;
  history: EditHistory;
  register: (key: string, handle: TemplateGridHandle | null) => void;
  renderAll?: boolean;
  mountKeys: ReadonlySet<string>;
}

const sameSection = (a: SectionBlockProps, b: SectionBlockProps): boolean => {
  for (const k of Object.keys(a) as (keyof SectionBlockProps)[]) {
    if (k === 'deltas' || k === 'mountKeys') continue;
    if (!Object.is(a[k], b[k])) return false;
  }
  return b.section.tables.every(
    (x) => a.deltas[x.key] === b.deltas[x.key] && a.mountKeys.has(x.key) === b.mountKeys.has(x.key),
  );
};

const SectionBlock = memo(function SectionBlock(props: SectionBlockProps) {
  const sec = props.section;
  return (
    <Stack gap="sm">
      {sec.subProjectName && props.showName && (
        <Text fw={600} c="green.8">
          {sec.subProjectName}
        </Text>
      )}
      {sec.tables
        .filter((x) => isTableVisible(x.visibleWhen, props.selects))
        .map((x) => (
          <TableBlock
            key={x.key}
            table={x}
            decimals={props.decimals}
            areaUnit={props.areaUnit}
            deltas={props.deltas[x.key]}
            readOnly={props.readOnly}
            onEdit={props.onEdit}
            onRows={props.onRows}
            history={props.history}
            register={props.register}
            renderAll={props.renderAll}
            mount={props.mountKeys.has(x.key)}
          />
        ))}
    </Stack>
  );
}, sameSection);

const Previews = memo(function Previews(props: {
  ids: readonly string[];
  compute: LiveComputeResult | null;
  areaUnit: 'mu' | 'ha' | undefined;
  renderAll?: boolean;
}) {
  const tables = props.compute?.output?.tables;
  const previews = props.ids.map((id) => tables?.[id as keyof typeof tables]);
  if (!previews.some(Boolean)) return null;
  return (
    <Stack gap="sm" data-testid="previews">
      {previews.map((p) =>
        p ? (
          <LazyPreview
            key={p.id}
            table={p as unknown as OutputTable /* the engine's Table is the wire shape */}
            areaUnit={props.areaUnit}
            renderAll={props.renderAll}
          />
        ) : null,
      )}
    </Stack>
  );
});

/**
 * A preview below many input tables (tab 1 of a 30-sub-project version) is a placeholder until it comes near
 * the viewport, like the input grids: otherwise every live compute rebuilds its grid off screen, in the middle
 * of the user's typing.
 */
function LazyPreview(props: { table: OutputTable; areaUnit: 'mu' | 'ha' | undefined; renderAll?: boolean }) {
  const { near, ref } = useNearViewport(false);
  const { table } = props;
  if (near)
    return (
      <OutputTableView
        table={table}
        areaUnit={props.areaUnit}
        repayments={NO_REPAYMENTS}
        renderAll={props.renderAll}
      />
    );
  // OutputTableView's grid height, plus its title line.
  const height = Math.min(620, 34 * Math.max(1, table.headers.length) + 29 * table.rows.length + 24) + 40;
  return (
    <div ref={ref} data-testid="preview-placeholder" style={{ height }}>
      <Title order={5}>{replaceUnit(table.title, props.areaUnit)}</Title>
    </div>
  );
}

const FlowButtons = memo(function FlowButtons(props: {
  busy: boolean;
  readOnly: boolean;
  atStart: boolean;
  last: boolean;
  previous: () => Promise<void>;
  save: (move: boolean) => Promise<void>;
  submit: () => Promise<void>;
}) {
  const { busy, readOnly, previous, save, submit } = props;
  return (
    <Group justify="center" gap="sm" py="sm">
      <Button variant="default" onClick={() => void previous()} disabled={busy || readOnly || props.atStart}>
        上一步
      </Button>
      <Button variant="light" onClick={() => void save(false)} loading={busy} disabled={readOnly}>
        暂存
      </Button>
      {props.last ? (
        <Button onClick={() => void submit()} loading={busy} disabled={readOnly}>
          保存并提交
        </Button>
      ) : (
        <Button onClick={() => void save(true)} loading={busy} disabled={readOnly}>
          保存
        </Button>
      )}
    </Group>
  );
});
