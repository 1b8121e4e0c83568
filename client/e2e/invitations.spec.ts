import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { graphql } from './api-steps';
import { mutate, receivedOrder, signUp, staffToken } from './after-sale-steps';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const t = (key: string, params: Record<string, string | number> = {}) =>
  message('en-US', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const REWARD_POINTS = 25;

/** The friend opens the shared link: the sign-up form has the code already; answers the friend's session token. */
async function signUpThroughLink(page: Page, link: string, inviteCode: string): Promise<string> {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel(message('en-US', 'account.inviteCode'))).toHaveValue(inviteCode);
  const code = await requestCode(page, uniqueEmail('invited-friend'));
  await page.getByLabel(t('account.code')).fill(code);
  await passwordField(page).fill('Circuit42');
  await page.getByLabel(t('account.passwordConfirmation')).fill('Circuit42');
  await tickAgreement(page);
  await page.getByRole('button', { name: t('account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  return (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
}

test('a shopper shares a poster, a friend signs up with the link and their first completed order rewards the inviter', async ({
  page,
  browser,
}) => {
  const staff = await staffToken(page.request);
  await mutate(
    page.request,
    staff,
    'updateInvitationRewards',
    { kind: 'POINTS', points: REWARD_POINTS },
    'rewards { kind }',
  );

  await signUp(page, uniqueEmail('inviter'));
  await page.goto('/user');
  await page.getByTestId('open-invite-page').click();
  await expect(page).toHaveURL(/\/user\/invite$/);
  await expect(page).toHaveTitle(new RegExp(`^${t('invitations.title')}`));

  const inviteCode = (await page.getByTestId('invitation-code').textContent())!.trim();
  const link = await page.getByTestId('invitation-link').inputValue();
  expect(link).toMatch(new RegExp(`/login/login/register\\?invite=${inviteCode}$`));
  await expect(page.getByTestId('invitation-reward')).toHaveText(
    t('invitations.rewardPoints', { points: REWARD_POINTS }),
  );
  await expect(page.getByTestId('invitees-empty')).toBeVisible();

  // The poster is the server's PNG, drawn for this user in the page's language.
  const poster = page.getByTestId('invitation-poster');
  await expect(poster).toHaveAttribute('src', /^\/api\/invitation\/poster\.png\?lang=en-US&v=/);
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(750);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('invitations.downloadPoster') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('circuitmart-invitation.png');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  // A friend signs up through the link.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = await signUpThroughLink(friendPage, link, inviteCode);

  await page.reload();
  await expect(page.getByTestId('invited-count')).toHaveText(t('invitations.invitedCount', { number: 1 }));
  const row = page.getByTestId('invitee');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('***');
  await expect(row).toContainText(t('invitations.notYetRewarded'));

  // The friend's first order is received (completed): the inviter is rewarded once, and told.
  await receivedOrder(page.request, friend, staff, 1);
  await page.reload();
  await expect(page.getByTestId('rewarded-count')).toHaveText(t('invitations.rewardedCount', { number: 1 }));
  await expect(row).toContainText(t('invitations.rewarded'));
  const inviterToken = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const { myMessages } = await graphql(
    page.request,
    '{ myMessages(first: 5) { edges { node { title } } } }',
    {},
    inviterToken,
  );
  expect(myMessages.edges.map((edge: { node: { title: string } }) => edge.node.title)).toContain(
    'Invitation reward received',
  );
  await friendContext.close();
});
