// A fresh copy of the demo project's worked-example version for a browser test, opened in the entry screen.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, apiLogin, demoProject, signIn } from './harness';

export interface DemoCopy {
  versionId: number;
  projectId: number;
  name: string;
}

/** Copies 算例版本 of the demo project into a new version named `name` and generates its templates. */
export async function copyDemoVersion(name: string): Promise<DemoCopy> {
  const { access_token: token } = await apiLogin();
  const { projectId, sourceVersionId } = await demoProject(token);
  const created = await api<{ id: number }>(`/v1/forestry_project/create_version/${projectId}`, token, {
    method: 'POST',
    body: JSON.stringify({ version: name, id: projectId, copy_from: sourceVersionId }),
  });
  const versionId = created.body.data.id;
  const generated = await api(`/v1/project_compute/generate_templates/${versionId}`, token);
  expect(generated.body.message).toBe('success');
  return { versionId, projectId, name };
}

/** Signs in and opens the entry screen (calpage) of the copy. */
export async function openEntry(page: Page, copy: DemoCopy): Promise<void> {
  const q = new URLSearchParams({
    id: String(copy.versionId),
    projectid: String(copy.projectId),
    name: copy.name,
  });
  await signIn(page, `/caluate/page?${q.toString()}`);
  await page.getByTestId('entry-header').waitFor();
}

/** Locators of the entry screen. */
export function entryLocators(page: Page) {
  const screenTabs = () => page.getByTestId('calpage').getByRole('tablist').first();
  return {
    table: (suffix: string): Locator => page.locator(`[data-testid="entry-table"][data-table$="${suffix}"]`),
    cell: (t: Locator, row: string, col: string): Locator =>
      t.locator(`.ag-row[row-id="${row}"] .ag-cell[col-id="${col}"]`).first(),
    tab: (name: string | RegExp) => screenTabs().getByRole('tab', { name }),
    activeTab: () => screenTabs().getByRole('tab', { selected: true }),
  };
}
