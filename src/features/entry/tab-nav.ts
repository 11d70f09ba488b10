// Navigation rules of the template flow (product.md §4.4): tabs in order, tab 0's sub-project menu, display decimals.
import type { TemplateInstance, TemplateSection } from '../../core/template/types';

export const nextTab = (i: number, count: number): number | null => (i + 1 < count ? i + 1 : null);
export const prevTab = (i: number): number | null => (i > 0 ? i - 1 : null);
export const isLastTab = (i: number, count: number): boolean => i === count - 1;

/** Beyond tab 3 values show with 2 decimals, rounded half up; earlier tabs show the plain number. */
export const displayDecimals = (i: number): number | undefined => (i > 3 ? 2 : undefined);

/** Tab 0 (the first tab) has the left sub-project menu. */
export const hasSubProjectMenu = (i: number): boolean => i === 0;

export interface MenuItem {
  id: string;
  name: string;
}

/** Sub-projects of a template, in the order the template lists them. */
export function subProjectMenu(t: Pick<TemplateInstance, 'sections'>): MenuItem[] {
  return t.sections
    .filter((s) => s.subProjectId !== null)
    .map((s) => ({ id: s.subProjectId as string, name: s.subProjectName ?? s.subProjectId ?? '' }));
}

/** The sections a tab shows: tab 0 the project's own tables and the selected sub-project; others everything. */
export function visibleSections(
  t: Pick<TemplateInstance, 'sections'>,
  tabIndex: number,
  subProject: string | null,
): TemplateSection[] {
  // Elsewhere the sub-projects' tables (the main input: 营造林工程, 生产成本 …) come before the project's own.
  if (!hasSubProjectMenu(tabIndex))
    return [
      ...t.sections.filter((s) => s.subProjectId !== null),
      ...t.sections.filter((s) => s.subProjectId === null),
    ];
  const first = subProjectMenu(t)[0]?.id ?? null;
  const chosen = subProject ?? first;
  return t.sections.filter((s) => s.subProjectId === null || s.subProjectId === chosen);
}

/** Which sub-projects a save of this tab covers (tab 0: the selected one; elsewhere: all). */
export function saveScope(
  t: Pick<TemplateInstance, 'sections'>,
  tabIndex: number,
  subProject: string | null,
): string[] | null {
  if (!hasSubProjectMenu(tabIndex)) return null;
  const chosen = subProject ?? subProjectMenu(t)[0]?.id;
  return chosen ? [chosen] : [];
}

/** The neighbour in the sub-project menu (previous / next), or null at either end. */
export function adjacentSubProject(
  menu: readonly MenuItem[],
  current: string | null,
  dir: -1 | 1,
): string | null {
  const i = menu.findIndex((m) => m.id === current);
  const j = (i < 0 ? 0 : i) + dir;
  return menu[j]?.id ?? null;
}

/** Tables hidden by a template select (tab 3 shows only the chosen working-capital method). */
export function isTableVisible(
  visibleWhen: { select: string; eq: string } | undefined,
  selects: Readonly<Record<string, string>>,
): boolean {
  return !visibleWhen || selects[visibleWhen.select] === visibleWhen.eq;
}
