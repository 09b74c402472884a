// Test control's faults in Chromium: only the kinds that can fire on the operation chosen, only the fields of the kind
// chosen, one fault ended at a time, outcomes kept on their own tab; and an answer a fault caused, labelled so in the
// request's detail. axe on the fault form's states.

import type { RunningNodeServer } from '@svc/reference-server/node';
import { faultOperations } from '@svc/spec';
import { chromiumAvailable } from '@svc/test-chromium';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axe, faultedCapture, useConsole } from './harness.js';

const run = chromiumAvailable('the console end-to-end tests') ? describe : describe.skip;

run('Test control: faults', () => {
  let site: RunningNodeServer;
  let page: Page;
  const session = useConsole();
  const tab = async (id: string) => {
    await page.locator(`nav a[href="#/${id}"]`).click();
    await page.locator('main h2').first().waitFor();
  };
  const kinds = () => page.getByLabel('Kind').locator('option').allTextContents();
  const labels = () => page.locator('section[aria-labelledby="faults-title"] label').allTextContents();
  const faults = () => page.locator('ul[aria-label="Active faults"] li');

  beforeAll(async () => {
    ({ site, page } = session);
    await tab('control');
    await page.locator('ul[aria-label="Active faults"][aria-busy="false"]').waitFor({ state: 'attached' });
  });

  it("offers only the kinds that can fire on the operation chosen, and never the console's own pages", async () => {
    const operations = await page.getByLabel('Operation', { exact: true }).locator('option').allTextContents();
    expect(operations.some((o) => o.startsWith('getConsole') || o.startsWith('getHttpReference'))).toBe(false);
    await page.getByLabel('Operation', { exact: true }).selectOption('createCapture');
    const forCapture = await kinds();
    expect(forCapture).toContain('rate_limit');
    expect(forCapture).toContain('notification_failure');
    expect(forCapture).not.toContain('agent_takeover');
    expect(forCapture).not.toContain('assistant_unavailable');
    expect(forCapture.sort()).toEqual(
      Object.entries(faultOperations)
        .filter(([, ops]) => ops === '*' || (ops as readonly string[]).includes('createCapture'))
        .map(([k]) => k)
        .sort(),
    );
    await page.getByLabel('Operation', { exact: true }).selectOption('sendChatMessage');
    expect(await kinds()).toContain('agent_takeover');
    await page.getByLabel('Operation', { exact: true }).selectOption('getHealth');
    expect(await kinds()).toEqual(['latency']);
  });

  it('shows only the fields of the kind chosen', async () => {
    await page.getByLabel('Operation', { exact: true }).selectOption('createCapture');
    await page.getByLabel('Kind').selectOption('rate_limit');
    expect(await labels()).toEqual(['Operation', 'Kind', 'Times', 'After', 'Reset seconds']);
    await page.getByLabel('Kind').selectOption('latency');
    expect(await labels()).toEqual(['Operation', 'Kind', 'Times', 'After', 'Latency ms']);
    await page.getByLabel('Kind').selectOption('key_verification_unavailable');
    expect(await labels()).toEqual(['Operation', 'Kind', 'Times', 'After', 'Retry after ms']);
    await page.getByLabel('Kind').selectOption('site_disabled');
    expect(await labels()).toEqual(['Operation', 'Kind', 'Times', 'After']);
  });

  it('ends one fault at a time; each outcome stays on the tab it came from', async () => {
    await page.getByLabel('Operation', { exact: true }).selectOption('createCapture');
    await page.getByLabel('Kind').selectOption('rate_limit');
    await page.getByLabel('Times').fill('2');
    await page.getByRole('button', { name: 'Inject fault' }).click();
    await faults().first().waitFor();
    await page.getByLabel('Kind').selectOption('notification_failure');
    await page.getByLabel('Times').fill('1');
    await page.getByLabel('After').fill('1');
    await page.getByRole('button', { name: 'Inject fault' }).click();
    await expect.poll(() => faults().count()).toBe(2);
    await faults().nth(1).getByText('lets 1 more call through first').waitFor();
    expect(await page.locator('.status-line').textContent()).toBe('Inject the fault: done');
    expect(await axe(page)).toEqual([]);

    const [first] = await faults().first().locator('code').allTextContents();
    await page.getByRole('button', { name: new RegExp(`^End fault ${first} `) }).click();
    await expect.poll(() => faults().count()).toBe(1);
    expect(await faults().first().textContent()).toContain('notification_failure');
    expect(await page.locator('.status-line').textContent()).toBe(`End fault ${first}: done`);

    await tab('keys');
    expect(await page.locator('.status-line').textContent()).toBe('');
    await tab('control');
    expect(await page.locator('.status-line').textContent()).toBe(`End fault ${first}: done`);
    await page.getByRole('button', { name: 'Clear all faults' }).click();
    await expect.poll(() => faults().count()).toBe(0);
  });

  it('a request a fault answered is labelled with the fault in the journal and in its detail', async () => {
    const { fault, answer: limited } = await faultedCapture(site, 'ada@example.org');
    expect([limited.status, limited.headers.get('svc-fault')]).toEqual([429, `${fault.id} rate_limit`]);
    await tab('requests');
    const row = page.locator('ul[aria-label="Requests"] > li', { hasText: `fault ${fault.id} rate_limit` }).first();
    await row.waitFor();
    await row.locator('button.row').click();
    await row.getByText(`Answered by an injected fault: ${fault.id} rate_limit`).waitFor();
  });
});
