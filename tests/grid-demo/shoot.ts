// Dev-only: screenshots of the demo and a REAL Ctrl+V / Ctrl+Z in Chromium. Run: node --import tsx tests/grid-demo/shoot.ts
import { openHarness } from './browser-harness';

const out = process.argv[2] ?? '/tmp';
const h = await openHarness();
try {
  const page = await h.context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${h.url}?sp=2`);
  await page.waitForSelector('.ag-row[row-index="3"] .ag-cell[col-id="y1"]');
  await page.screenshot({ path: `${out}/tg-demo.png` });

  const cell = (row: number, col: string) =>
    page.locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`);
  const text = async (row: number, col: string) => (await cell(row, col).textContent())?.trim();
  // Row 1 is 1 整地 of sub-project 1 (row 0 is its title).
  const totalBefore = await text(1, 'total');
  await cell(1, 'y2').click();
  await page.evaluate(() => navigator.clipboard.writeText('1,000\t２\t3%\r\n4\tabc\t6\r\n'));
  await page.keyboard.press('Control+V');
  await page.waitForFunction(
    () => document.querySelector('.ag-row[row-index="1"] .ag-cell[col-id="y2"]')?.textContent === '1,000.00',
  );
  const afterPaste = [
    await text(1, 'y2'),
    await text(1, 'y3'),
    await text(1, 'y4'),
    await text(2, 'y2'),
    await text(2, 'y3'),
  ];
  const status = await page.locator('.tg-status').textContent();
  const totalAfter = await text(1, 'total');
  await page.screenshot({ path: `${out}/tg-paste.png` });
  await page.keyboard.press('Control+Z');
  await page.waitForFunction(
    (t) => document.querySelector('.ag-row[row-index="1"] .ag-cell[col-id="total"]')?.textContent === t,
    totalBefore,
  );
  const afterUndo = await text(1, 'y2');

  // Drag a range, copy it with a real Ctrl+C and read the clipboard back.
  await cell(4, 'y1').hover();
  await page.mouse.down();
  await cell(6, 'y3').hover();
  await page.mouse.up();
  await page.keyboard.press('Control+C');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await page.screenshot({ path: `${out}/tg-range.png` });

  // Type into a cell, Enter moves down.
  await cell(1, 'price').click();
  await page.keyboard.type('12.5');
  await page.keyboard.press('Enter');
  const typed = await text(1, 'price');
  const focusedRow = await page.evaluate(() =>
    document.activeElement?.closest('.ag-row')?.getAttribute('row-index'),
  );

  // Shift+click extends from the active cell; Esc cancels an edit; F2 edits; Delete clears the range.
  await cell(3, 'y1').click();
  await cell(4, 'y2').click({ modifiers: ['Shift'] });
  const shiftSelected = await page.locator('.ag-cell.tg-sel').count();
  const before31 = await text(3, 'y1');
  await page.keyboard.type('999');
  await page.keyboard.press('Escape');
  const afterEsc = await text(3, 'y1');
  await page.keyboard.press('F2');
  const editing = await page.locator('.ag-cell-inline-editing').count();
  await page.keyboard.press('Escape');
  await cell(3, 'y1').click();
  await cell(4, 'y2').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Delete');
  const afterDelete = [await text(3, 'y1'), await text(3, 'y2'), await text(4, 'y1'), await text(4, 'y2')];
  await page.keyboard.press('Control+A');
  const allSelected = await page.locator('.ag-cell.tg-sel').count();
  await page.screenshot({ path: `${out}/tg-select-all.png` });

  console.log(
    JSON.stringify(
      {
        totalBefore,
        afterPaste,
        status,
        totalAfter,
        afterUndo,
        copied,
        typed,
        focusedRow,
        shiftSelected,
        before31,
        afterEsc,
        editing,
        afterDelete,
        allSelected,
        errors,
      },
      null,
      1,
    ),
  );
} finally {
  await h.close();
}
