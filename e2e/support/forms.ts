import type { Locator, Page, Response } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Chooses `option` in the antd TreeSelect labelled `label` inside `scope`, again until the field
 * shows it: in a clean clone a press on the freshly opened tree was lost time and again (the field
 * stayed empty, so the form never sent its save — stops 27, 28 and 29 failed on that).
 */
export async function chooseInTreeSelect(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const openTree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree');
  const chosen = scope.locator(`.ant-select-content-has-value[title="${option}"]`);
  await vi.waitFor(
    async () => {
      if (!(await openTree.first().isVisible())) await scope.getByLabel(label).click();
      await openTree.first().getByText(option, { exact: true }).click({ timeout: 5_000 });
      await chosen.waitFor({ timeout: 2_000 });
    },
    { timeout: 30_000, interval: 500 },
  );
}

/**
 * Presses `button` and returns the answer of the call whose address contains `call`; when the
 * form refuses to send it, fails with the messages the form shows instead of a bare timeout.
 */
export async function submitAndRead(page: Page, scope: Locator, button: Locator, call: string): Promise<Response> {
  const answer = page.waitForResponse((r) => r.url().includes(call) && r.request().method() === 'POST', { timeout: 30_000 });
  const formErrors = scope.locator('.ant-form-item-explain-error');
  const refused = formErrors.first().waitFor({ timeout: 30_000 });
  answer.catch(() => undefined);
  refused.catch(() => undefined);
  await button.click();
  const response = await Promise.race([answer, refused.then(() => null)]);
  if (response === null) throw new Error(`${call} was not sent; the form says: ${(await formErrors.allTextContents()).join('；')}`);
  return response;
}

/**
 * Chooses the option whose text is `option` in the antd Select labelled `label` inside `scope`,
 * again until the field shows it (a press on a list still opening can be lost, as above).
 */
export async function chooseInSelect(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await vi.waitFor(
    async () => {
      if (!(await openList.first().isVisible())) await scope.getByLabel(label).click();
      await openList.first().locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 5_000 });
      await scope.locator(`.ant-select-selection-item[title="${option}"], .ant-select-content-has-value[title="${option}"]`).first().waitFor({ timeout: 2_000 });
    },
    { timeout: 30_000, interval: 500 },
  );
}
