// @vitest-environment jsdom
// A page whose code may load before its route renders: it waits in its own state (no Suspense fallback, whose
// content React holds back for 300 ms), renders at once when its code is in, and a failed load reaches the route's
// error page and is tried again on the next visit.
import { afterEach, describe, expect, it } from 'vitest';
import { Component, type ComponentType, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { preloadablePage } from '../../../src/app/preloadable-page';

afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <div>error: {this.state.error}</div> : this.props.children;
  }
}

const show = (Page: ComponentType) =>
  render(
    <MantineProvider>
      <Boundary>
        <Page />
      </Boundary>
    </MantineProvider>,
  );

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

describe('preloadablePage', () => {
  it('shows a loader until its code is in, then the page; loads the code once', async () => {
    let imports = 0;
    const code = deferred<{ default: () => ReactNode }>();
    const page = preloadablePage(() => (imports++, code.promise));
    const { container } = show(page.Page);
    expect(screen.queryByText('page')).toBeNull();
    expect(container.querySelector('.mantine-Loader-root')).not.toBeNull();
    await act(async () => code.resolve({ default: () => <div>page</div> }));
    expect(screen.getByText('page')).toBeTruthy();
    void page.load();
    expect(imports).toBe(1);
  });

  it('renders at once when its code was loaded before', async () => {
    const page = preloadablePage(() => Promise.resolve({ default: () => <div>early</div> }));
    await page.load();
    show(page.Page);
    // in the first render, without waiting
    expect(screen.getByText('early')).toBeTruthy();
  });

  it('throws a failed load to the error boundary, and loads again on the next visit', async () => {
    let fail = true;
    const page = preloadablePage(() =>
      fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: () => <div>again</div> }),
    );
    await act(async () => void show(page.Page));
    expect(screen.getByText('error: chunk gone')).toBeTruthy();
    cleanup();
    fail = false;
    await act(async () => void show(page.Page));
    expect(screen.getByText('again')).toBeTruthy();
  });
});
