import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const PASSWORD = 'Circuit42';
const text = (key: string) => message('en-US', `addresses.${key}`);

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/login/login/register');
  const code = await requestCode(page, email);
  await page.getByLabel(message('en-US', 'account.code')).fill(code);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel(message('en-US', 'account.passwordConfirmation')).fill(PASSWORD);
  await tickAgreement(page);
  await page.getByRole('button', { name: message('en-US', 'account.register') }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
}

/** Fills the open address form with an address in Shenzhen. */
async function fillAddress(page: Page, address: { consignee: string; phone: string; detail: string; label: string }) {
  const form = page.getByTestId('address-form');
  await form.getByLabel(text('consignee')).fill(address.consignee);
  await form.getByLabel(text('phone')).fill(address.phone);
  await form.getByLabel(text('province')).fill('Guangdong');
  await form.getByLabel(text('city')).fill('Shenzhen');
  await form.getByLabel(text('detail')).fill(address.detail);
  await form.getByLabel(text('label')).fill(address.label);
}

test('a new user keeps an address book: two addresses, a taken label, a new default, a deletion', async ({
  browser,
}) => {
  // A phone-width screen: the page and its form must fit 375 px.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('addresses'));

  await page.goto('/user');
  await page.getByRole('link', { name: text('title') }).click();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(page.getByText(text('empty'))).toBeVisible();

  await page.getByRole('button', { name: text('add') }).click();
  // The client checks the rules before sending, in the server's words.
  await page
    .getByTestId('address-form')
    .getByRole('button', { name: text('save') })
    .click();
  await expect(page.getByText(message('en-US', 'rules.ADDRESS_DETAIL_REQUIRED'))).toBeVisible();
  await fillAddress(page, { consignee: 'Li Na', phone: '13800138000', detail: 'Shennan Road 10000 🏠', label: 'Home' });
  await page
    .getByTestId('address-form')
    .getByRole('button', { name: text('save') })
    .click();
  await expect(page.getByText(message('en-US', 'rules.ADDRESS_DETAIL_INVALID'))).toBeVisible();
  await page.getByTestId('address-form').getByLabel(text('detail')).fill('Shennan Road 10000, Building 3');
  await page
    .getByTestId('address-form')
    .getByRole('button', { name: text('save') })
    .click();
  await expect(page.getByTestId('address-form')).toHaveCount(0);

  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  // The first address is the default.
  await expect(cards.first()).toHaveAttribute('data-default', 'true');

  // The server refuses a label the user already has, and the message lands under the label field.
  await page.getByRole('button', { name: text('add') }).click();
  await fillAddress(page, { consignee: 'Wang Fang', phone: '13900139000', detail: 'Keyuan Road 9', label: 'Home' });
  await page
    .getByTestId('address-form')
    .getByRole('button', { name: text('save') })
    .click();
  await expect(page.getByTestId('address-form').getByText('The label already exists')).toBeVisible();
  await page.getByTestId('address-form').getByLabel(text('label')).fill('Office');
  await page
    .getByTestId('address-form')
    .getByRole('button', { name: text('save') })
    .click();
  await expect(page.getByTestId('address-form')).toHaveCount(0);
  await expect(cards).toHaveCount(2);

  const office = cards.filter({ has: page.getByTestId('address-label').getByText('Office', { exact: true }) });
  await office.getByRole('button', { name: text('setDefault') }).click();
  // The default is listed first and is the only one.
  await expect(cards.first()).toContainText('Wang Fang');
  await expect(cards.first()).toHaveAttribute('data-default', 'true');
  await expect(page.locator('[data-testid="address-card"][data-default="true"]')).toHaveCount(1);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const home = cards.filter({ has: page.getByTestId('address-label').getByText('Home', { exact: true }) });
  await home.getByRole('button', { name: text('delete') }).click();
  const confirmation = home.getByRole('alertdialog', { name: text('confirmDeleteTitle') });
  await confirmation.getByRole('button', { name: text('cancel') }).click();
  await expect(cards).toHaveCount(2);
  await home.getByRole('button', { name: text('delete') }).click();
  await confirmation.getByRole('button', { name: text('confirmDelete') }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Office');

  // The list is the server's, not just the page's memory.
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-default', 'true');
  await context.close();
});

test('pickup persons can be added, renamed and removed, beside the pickup stores', async ({ page }) => {
  await signUp(page, uniqueEmail('pickup'));
  await page.goto('/user/address');
  await expect(page.getByTestId('pickup-point')).toHaveCount(3);
  await expect(page.getByTestId('pickup-point').first()).toContainText('Shenzhen Huaqiangbei store');

  await page.getByRole('button', { name: text('addPickupPerson') }).click();
  const form = page.getByTestId('pickup-person-form');
  await form.getByLabel(text('pickupPersonName')).fill('Zhang Wei');
  await form.getByLabel(text('phone')).fill('123');
  await form.getByRole('button', { name: text('save') }).click();
  await expect(form.getByText(message('en-US', 'rules.PHONE_INVALID'))).toBeVisible();
  await form.getByLabel(text('phone')).fill('13700137000');
  await form.getByRole('button', { name: text('save') }).click();
  const persons = page.getByTestId('pickup-person');
  await expect(persons).toHaveCount(1);
  await expect(persons.first()).toContainText('Zhang Wei +86 13700137000');

  await persons
    .first()
    .getByRole('button', { name: text('edit') })
    .click();
  await form.getByLabel(text('pickupPersonName')).fill('Zhang Wei Jr');
  await form.getByRole('button', { name: text('save') }).click();
  await expect(persons.first()).toContainText('Zhang Wei Jr');

  await persons
    .first()
    .getByRole('button', { name: text('delete') })
    .click();
  await persons
    .first()
    .getByRole('alertdialog')
    .getByRole('button', { name: text('confirmDelete') })
    .click();
  await expect(persons).toHaveCount(0);
  await expect(page.getByText(text('noPickupPersons'))).toBeVisible();
});
