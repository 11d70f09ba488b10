// Entry of the TemplateGrid demo (tests/grid-demo/index.html): `npx vite` then open /tests/grid-demo/index.html?sp=1.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { GridDemo } from './GridDemo';

window.__gridStartAt = performance.now();
const sp = Math.max(1, Math.min(60, Number(new URLSearchParams(location.search).get('sp') ?? '1') || 1));
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <GridDemo subProjects={sp} />
  </MantineProvider>,
);
