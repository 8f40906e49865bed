import fs from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { login } from '@pfs/domain/auth';
import { movePlantBatch, transplantPlantBatch } from '@pfs/domain/plant';

export const baseURL = () => process.env.PFS_E2E_URL!;

export async function apiLogin(uniNo: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}${login.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uni_no: uniNo, password }) });
  const body = (await res.json()) as { code: number; token: string; msg: string };
  if (body.code !== 200) throw new Error(`login ${uniNo}: ${body.msg}`);
  return body.token;
}

export async function api<T = { code: number; msg: string; data: unknown }>(token: string, url: string, data: unknown = {}): Promise<T> {
  const res = await fetch(`${baseURL()}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: JSON.stringify(data) });
  return (await res.json()) as T;
}

type BatchPlace = [phase: string, area_id: number];
/** Moves or transplants dishes of a batch through the API (factory 1), at the version the batch was last read at. */
export const shiftBatch = (token: string, kind: 'move' | 'transplant', batch: { batch_id: number; version: number }, date: string, from: BatchPlace, to: BatchPlace, dishes: number) =>
  api(token, (kind === 'move' ? movePlantBatch : transplantPlantBatch).url, { fid: 1, batch_id: batch.batch_id, version: batch.version, date, from_phase: from[0], from_area_id: from[1], to_phase: to[0], to_area_id: to[1], dishes });

/** Signs the browser in through the API (the UI login has its own spec) and marks the version as seen. */
export async function signIn(context: BrowserContext, uniNo: string, password: string) {
  const token = await apiLogin(uniNo, password);
  const url = new URL(baseURL());
  await context.addCookies([{ name: 'pfs_token', value: token, domain: url.hostname, path: '/' }]);
  await context.addInitScript(() => localStorage.setItem('last_ver', '20250515'));
  return token;
}

export async function loginThroughForm(page: Page, uniNo: string, password: string) {
  await page.getByPlaceholder('账号').fill(uniNo);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export const sidebar = (page: Page) => page.locator('.pfs-sidebar').first();

/** Reads the reset link the server wrote to its log (no SMTP configured in the e2e run). */
export async function resetLinkFromLog(afterBytes: number): Promise<string> {
  const file = process.env.PFS_E2E_LOG!;
  let token: string | undefined;
  await expect
    .poll(() => {
      const text = fs.readFileSync(file, 'utf8').slice(afterBytes);
      token = /reset_token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      return token;
    })
    .toBeDefined();
  return `/login?reset_token=${token}`;
}

export const logSize = () => fs.statSync(process.env.PFS_E2E_LOG!).size;
