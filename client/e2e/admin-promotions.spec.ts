import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';

/** The machine runs several suites at once: a reload and its lazy page chunk can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('en-US', key),
  );

/** A name no earlier run of the journey used: the database is new per run, but both tests make templates. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** A template made through the API as an admin, for the journeys that only need one to exist. */
async function createTemplate(request: APIRequestContext, adminToken: string, title: string): Promise<string> {
  const { saveCouponTemplate } = await graphql(
    request,
    `
      mutation ($input: SaveCouponTemplateInput!) {
        saveCouponTemplate(input: $input) {
          template {
            id
          }
          userErrors {
            code
            message
            field
          }
        }
      }
    `,
    {
      input: {
        title,
        description: 'Made by the e2e journey',
        discountKind: 'PERCENT_OFF',
        percentOff: 10,
        maxDiscountFen: 3000,
        thresholdFen: 0,
        scopeKind: 'ALL',
        scopeIds: [],
        validDays: 14,
        perUserLimit: 1,
        publicClaim: false,
      },
    },
    adminToken,
  );
  expect(saveCouponTemplate.userErrors).toEqual([]);
  return saveCouponTemplate.template.id as string;
}

/** A labelled field of a panel, by its exact label. */
const field = (scope: Locator | Page, key: string) => scope.getByLabel(t(key), { exact: true });

async function openPromotions(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: new RegExp(t('staff.consoles.promotions.title')) }).click();
  await expect(page).toHaveURL(/\/admin\/promotions/);
}

test('an admin creates a coupon template and a shared code, a shopper redeems it and the admin sees the claim', async ({
  page,
  request,
}) => {
  // Two sides and a dozen round trips on a shared machine.
  test.slow();
  const title = unique('E2E ¥8 off');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await logInByPassword(page, 'admin', 'Admin123');
  await openPromotions(page);
  await expect(page.getByTestId('promotions-read-only')).toHaveCount(0);

  // The form: the server refuses a validity of no days, and says so on the field.
  await page.getByTestId('coupon-template-new').click();
  const form = page.getByTestId('coupon-template-form');
  await form.getByLabel(t('adminPromotions.form.title'), { exact: true }).fill(title);
  await form.getByLabel(t('adminPromotions.form.discountKind'), { exact: true }).selectOption('AMOUNT_OFF');
  await form.getByLabel(t('adminPromotions.form.amountOff'), { exact: true }).fill('8');
  await form.getByLabel(t('adminPromotions.form.threshold'), { exact: true }).fill('50');
  await form.getByLabel(t('adminPromotions.form.validity'), { exact: true }).selectOption('DAYS');
  await form.getByLabel(t('adminPromotions.form.validDays'), { exact: true }).fill('0');
  await form.getByLabel(t('adminPromotions.form.totalQuantity'), { exact: true }).fill('100');
  await form.getByLabel(t('adminPromotions.form.perUserLimit'), { exact: true }).fill('1');
  await form.getByTestId('coupon-template-save').click();
  await expect(form.getByLabel(t('adminPromotions.form.validDays'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByLabel(t('adminPromotions.form.title'), { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByLabel(t('adminPromotions.form.validDays'), { exact: true }).fill('7');
  await form.getByTestId('coupon-template-save').click();
  const detail = page.getByTestId('coupon-template-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByTestId('coupon-template-status')).toHaveText(t('adminPromotions.statuses.ACTIVE'));
  await expect(detail).toContainText(t('adminPromotions.templates.claimedOf', { claimed: 0, total: 100 }));

  // One shared code that ten shoppers may redeem.
  const codes = detail.getByTestId('discount-codes');
  await codes.getByLabel(t('adminPromotions.codes.kind'), { exact: true }).selectOption('SHARED');
  await codes.getByLabel(t('adminPromotions.codes.sharedCode'), { exact: true }).fill(code);
  await codes.getByLabel(t('adminPromotions.codes.maxRedemptions'), { exact: true }).fill('10');
  await codes.getByTestId('discount-code-create-button').click();
  const codeRow = codes.getByTestId('discount-code-row').filter({ hasText: code });
  await expect(codeRow).toHaveCount(1);
  await expect(codeRow.getByTestId('discount-code-redeemed')).toHaveText('0 / 10');

  // A shopper redeems the code, as the coupon centre's code field does.
  const shopper = await registerBuyer(request, 'promo-code');
  const { redeemDiscountCode } = await graphql(
    request,
    `
      mutation ($input: RedeemDiscountCodeInput!) {
        redeemDiscountCode(input: $input) {
          coupon {
            id
            title
            status
            source
          }
          userErrors {
            code
            message
          }
        }
      }
    `,
    { input: { code } },
    shopper.token,
  );
  expect(redeemDiscountCode.userErrors).toEqual([]);
  expect(redeemDiscountCode.coupon).toMatchObject({ title, status: 'UNUSED', source: 'CODE' });

  // The admin sees the claim, where it came from, and the code's count.
  await page.reload();
  const claim = detail.getByTestId('coupon-claim-row');
  await expect(claim).toHaveCount(1);
  await expect(claim).toContainText(t('adminPromotions.sources.CODE'));
  await expect(claim).toContainText(t('adminPromotions.couponStatuses.UNUSED'));
  await expect(claim).toContainText(t('adminPromotions.claims.userId', { id: shopper.userId }));
  await expect(codeRow.getByTestId('discount-code-redeemed')).toHaveText('1 / 10');
  await expect(detail).toContainText(t('adminPromotions.templates.claimedOf', { claimed: 1, total: 100 }));

  // Paused, the template shows so in the list.
  await detail.getByTestId('coupon-template-toggle').click();
  await expect(detail.getByTestId('coupon-template-status')).toHaveText(t('adminPromotions.statuses.PAUSED'));
  await page.getByRole('button', { name: t('adminPromotions.detail.back') }).click();
  const row = page.getByTestId('coupon-template-row').filter({ hasText: title });
  await expect(row).toContainText(t('adminPromotions.statuses.PAUSED'));
  await expect(row.getByTestId('coupon-template-claimed')).toHaveText(
    t('adminPromotions.templates.claimedOf', { claimed: 1, total: 100 }),
  );
});

test('sales staff read every promotion setting but get no edit controls', async ({ page, request }) => {
  test.slow();
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const title = unique('E2E sales can read');
  await createTemplate(request, adminToken, title);

  await logInByPassword(page, 'sales', 'Sales123');
  await openPromotions(page);
  await expect(page.getByTestId('promotions-read-only')).toBeVisible();
  await expect(page.getByTestId('coupon-template-new')).toHaveCount(0);
  await page.getByTestId('coupon-template-row').filter({ hasText: title }).click();
  const detail = page.getByTestId('coupon-template-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByTestId('coupon-claims')).toBeVisible();
  await expect(detail.getByTestId('discount-codes')).toBeVisible();
  for (const control of ['coupon-template-edit', 'coupon-template-toggle', 'coupon-issue', 'discount-code-create']) {
    await expect(detail.getByTestId(control)).toHaveCount(0);
  }
  // The edit address itself shows the template, not the form.
  await page.goto(`${page.url()}&edit=1`);
  await expect(page.getByTestId('coupon-template-detail')).toBeVisible();
  await expect(page.getByTestId('coupon-template-form')).toHaveCount(0);

  for (const [tab, panel, save] of [
    ['points', 'points-rules', 'adminPromotions.points.save'],
    ['membership', 'membership-levels', 'adminPromotions.membership.saveLevels'],
    ['invitations', 'invitation-rewards', 'adminPromotions.invitations.save'],
  ] as const) {
    await page.getByRole('tab', { name: t(`adminPromotions.tabs.${tab}`) }).click();
    await expect(page.getByTestId(panel)).toBeVisible();
    await expect(page.getByTestId('promotions-read-only')).toBeVisible();
    await expect(page.getByRole('button', { name: t(save) })).toHaveCount(0);
  }
  await expect(page.getByTestId('points-adjust')).toHaveCount(0);
  await page.getByRole('tab', { name: t('adminPromotions.tabs.membership') }).click();
  await expect(page.getByTestId('membership-plan').first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('adminPromotions.membership.savePlan') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('adminPromotions.membership.addLevel') })).toHaveCount(0);
});

test("an admin sets the point rules and adjusts a user's points", async ({ page, request }) => {
  test.slow();
  const shopper = await registerBuyer(request, 'promo-points');
  await logInByPassword(page, 'admin', 'Admin123');
  await page.goto('/admin/promotions?tab=points');

  // Point rules: the server refuses a share over 100 % on that field, then takes 50.
  const rules = page.getByTestId('points-rules');
  const share = field(rules, 'adminPromotions.points.fields.maxDeductionPercent');
  await share.fill('101');
  await rules.getByRole('button', { name: t('adminPromotions.points.save') }).click();
  await expect(share).toHaveAttribute('aria-invalid', 'true');
  await share.fill('50');
  await rules.getByRole('button', { name: t('adminPromotions.points.save') }).click();
  await expect(page.getByText(t('adminPromotions.points.saved'))).toBeVisible();
  await expect(share).not.toHaveAttribute('aria-invalid', 'true');

  // A user's points: a goodwill credit shows in the balance and the history.
  const user = page.getByTestId('user-points');
  await field(user, 'adminPromotions.points.userId').fill(shopper.userId);
  await user.getByRole('button', { name: t('adminPromotions.points.lookUp') }).click();
  await expect(user.getByTestId('user-points-balance')).toHaveText(t('adminPromotions.points.balance', { count: 0 }));
  await field(user, 'adminPromotions.points.amount').fill('30');
  await field(user, 'adminPromotions.points.reason').fill('Sorry for the late parcel');
  await user.getByRole('button', { name: t('adminPromotions.points.adjust') }).click();
  await expect(user.getByTestId('user-points-balance')).toHaveText(t('adminPromotions.points.balance', { count: 30 }));
  await expect(user).toContainText('Sorry for the late parcel');
});

test('an admin prices the plan, edits a level and sets the invitation reward', async ({ page, request }) => {
  test.slow();
  await logInByPassword(page, 'admin', 'Admin123');
  await page.goto('/admin/promotions?tab=membership');

  // Membership: the plan's price, and a level's discount over the server's limit is refused on that level's field.
  const plan = page.getByTestId('membership-plan').first();
  await field(plan, 'adminPromotions.membership.price').fill('88');
  await plan.getByRole('button', { name: t('adminPromotions.membership.savePlan') }).click();
  await expect(page.getByText(t('adminPromotions.membership.planSaved'))).toBeVisible();
  const silver = page.getByTestId('membership-level-row').nth(1);
  const discount = field(silver, 'adminPromotions.membership.columns.discountPercent');
  await discount.fill('60');
  await page.getByRole('button', { name: t('adminPromotions.membership.saveLevels') }).click();
  await expect(discount).toHaveAttribute('aria-invalid', 'true');
  await discount.fill('7');
  await page.getByRole('button', { name: t('adminPromotions.membership.saveLevels') }).click();
  await expect(page.getByText(t('adminPromotions.membership.levelsSaved'))).toBeVisible();
  await page.reload();
  await expect(field(page.getByTestId('membership-plan').first(), 'adminPromotions.membership.price')).toHaveValue(
    '88.00',
  );
  await expect(
    field(page.getByTestId('membership-level-row').nth(1), 'adminPromotions.membership.columns.discountPercent'),
  ).toHaveValue('7');

  // Invitation rewards: a coupon reward needs a template; points are a number.
  await page.getByRole('tab', { name: t('adminPromotions.tabs.invitations') }).click();
  const rewards = page.getByTestId('invitation-rewards');
  await field(rewards, 'adminPromotions.invitations.kind').selectOption('COUPON');
  await rewards.getByRole('button', { name: t('adminPromotions.invitations.save') }).click();
  await expect(field(rewards, 'adminPromotions.invitations.coupon')).toHaveAttribute('aria-invalid', 'true');
  await field(rewards, 'adminPromotions.invitations.kind').selectOption('POINTS');
  await field(rewards, 'adminPromotions.invitations.points').fill('50');
  await rewards.getByRole('button', { name: t('adminPromotions.invitations.save') }).click();
  await expect(page.getByText(t('adminPromotions.invitations.saved'))).toBeVisible();
  const { invitationRewards } = await graphql(request, '{ invitationRewards { kind points } }');
  expect(invitationRewards).toEqual({ kind: 'POINTS', points: 50 });
});
