import { expect, test } from '@playwright/test';
import { api, signIn } from '../support/helpers';
import { getShipment, getShipmentList } from '@pfs/domain/shipment';

// Prints a demo shipment's 送货单/箱标 to PDF and counts what reached paper; writes nothing.
type Item = { boxes: number; trace_url: string; lot_no: string };
type Detail = { shipment: { shipment_id: number; ship_no: string }; items: Item[] };
const LABELS_PER_SHEET = 18;
const labelsOf = (d: Detail) => d.items.reduce((s, i) => s + Math.max(1, i.boxes), 0);

/** Pages and link annotations of a PDF written by Chromium (objects are not packed into compressed streams). */
const pdfFacts = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const uris = [...text.matchAll(/\/URI\s*\(([^)]*)\)/g)].map((m) => m[1]!);
  return { pages, uris };
};

test('送货单/箱标: the note once, then every box label on label sheets of their own, each with its trace link', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, 'demo', 'demo123456');
  const list = await api<{ data: { items: { shipment_id: number }[] } }>(token, getShipmentList.url, { fid: 1, page: 1, size: 50 });
  const details = await Promise.all(list.data.items.map((s) => api<{ data: Detail }>(token, getShipment.url, { fid: 1, shipment_id: s.shipment_id }).then((r) => r.data)));
  // The shipment with the most boxes: more than the modal ever showed (12) and more than one sheet.
  const d = details.sort((a, b) => labelsOf(b) - labelsOf(a))[0]!;
  const labels = labelsOf(d);
  expect(labels).toBeGreaterThan(LABELS_PER_SHEET);

  await page.goto(`/finished/shipment?shipment_id=${d.shipment.shipment_id}`);
  const dialog = page.getByRole('dialog', { name: '送货单与箱标' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // The print button waits for the QR codes.
  await expect(dialog.getByRole('button', { name: /打\s*印/ })).toBeEnabled({ timeout: 20_000 });

  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const facts = pdfFacts(pdf);
  // One page for the note, then full sheets of labels.
  expect(facts.pages).toBe(1 + Math.ceil(labels / LABELS_PER_SHEET));
  // Every label reached paper with its QR link: each lot's trace address once per box.
  for (const i of d.items) expect(facts.uris.filter((u) => u === i.trace_url), `箱标 ${i.lot_no}`).toHaveLength(Math.max(1, i.boxes));
  expect(facts.uris).toHaveLength(labels);

  // In print media only the body's print copy shows: one note, every label.
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => {
    const root = document.querySelector('body > .print-root');
    const shown = (el: Element) => el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden';
    return {
      notes: [...document.querySelectorAll('.ship-print-note')].filter(shown).length,
      labels: root ? [...root.querySelectorAll('[data-testid="box-label"]')].filter(shown).length : 0,
      lastText: root ? ([...root.querySelectorAll('[data-testid="box-label"]')].at(-1)?.textContent ?? '') : '',
    };
  });
  expect(printed.notes).toBe(1);
  expect(printed.labels).toBe(labels);
  const last = d.items.at(-1)!;
  expect(printed.lastText).toContain(`批号 ${last.lot_no}`);
  expect(printed.lastText).toContain(`第 ${Math.max(1, last.boxes)}/${Math.max(1, last.boxes)} 箱`);
});
