import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { passwordField, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const en = (key: string) => message('en-US', key);

function price(page: Page) {
  return page.getByRole('status', { name: en('services.price.label') });
}

test('a buyer configures a PCB, watches the indicative price follow, logs in without losing the form and sends it', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('link', { name: en('header.services') })
    .click();
  await expect(page).toHaveURL(/\/services\/pcb$/);
  await expect(page.getByRole('heading', { level: 1, name: en('services.pcb.title') })).toBeVisible();

  // Ten 2-layer boards of 100 × 100 mm: 0.1 m² at 600 yuan/m² plus 50 yuan setup, labelled indicative.
  await expect(price(page)).toContainText('¥110.00');
  await expect(price(page)).toContainText(en('services.price.note'));

  await page.getByLabel(en('services.pcb.layers')).selectOption('4');
  await expect(price(page)).toContainText('¥170.00');
  await page.getByLabel(en('services.pcb.quantity')).fill('100');
  // 1 m² at 1,200 yuan/m² with the 10% break at 100 boards.
  await expect(price(page)).toContainText('¥1,130.00');
  await page.getByLabel(en('services.pcb.surfaceFinish')).selectOption('ENIG');
  await expect(price(page)).toContainText('¥1,454.00');

  // An impossible size is named at its field and leaves no price.
  const width = page.getByLabel(en('services.pcb.widthMm'));
  await width.fill('700');
  await expect(page.getByText('The size must be between 5 and 600 mm, in steps of 0.1 mm')).toBeVisible();
  await expect(price(page)).toContainText(en('services.price.invalid'));
  await width.fill('100');
  await expect(price(page)).toContainText('¥1,454.00');

  await page.getByLabel(en('services.contact.projectName')).fill('Motor controller rev B');
  await page.getByLabel(en('services.contact.companyName')).fill('Acme Robotics');
  await page.getByLabel(en('services.contact.contactName')).fill('Li Lei');
  await page.getByLabel(en('services.contact.contactPhone')).fill('13800000000');

  // A visitor logs in first and comes back to the same form.
  await page.getByRole('link', { name: en('services.loginToSubmit') }).click();
  await expect(page).toHaveURL(/\/login\/login$/);
  const code = await requestCode(page, uniqueEmail('pcb'));
  await page.getByLabel(en('account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: en('account.logIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/services\/pcb$/);
  await expect(page.getByLabel(en('services.contact.projectName'))).toHaveValue('Motor controller rev B');
  await expect(price(page)).toContainText('¥1,454.00');

  await page.getByRole('button', { name: en('services.submit') }).click();
  const number = page.getByTestId('service-inquiry-number');
  await expect(number).toHaveText(/^IQ\d{16}$/);
  await expect(page.getByRole('link', { name: en('services.sent.myInquiries') })).toHaveAttribute(
    'href',
    '/user/inquiry',
  );
  await expect(page.getByText(en('services.summary.indicativePrice'))).toContainText('¥1,454.00');

  // The inquiry is the buyer's, with the specification beside it.
  const inquiries = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      // The session travels in the token cookie, as for every page request.
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ myInquiries { number serviceRequest { kind indicativePriceFen } } }' }),
    });
    return ((await response.json()) as { data?: { myInquiries: unknown[] } }).data?.myInquiries;
  });
  expect(inquiries).toEqual([
    { number: await number.textContent(), serviceRequest: { kind: 'PCB', indicativePriceFen: 145_400 } },
  ]);
});

test('sales staff change the PCB setup fee on /admin/services and the live price follows; a buyer may not open it', async ({
  page,
}) => {
  await page.goto('/login/login');
  await page.getByRole('button', { name: en('account.passwordLogin') }).click();
  await page.getByLabel(en('account.account')).fill('sales@circuitmart.test');
  await passwordField(page).fill('Sales123');
  await tickAgreement(page);
  await page.getByRole('button', { name: en('account.logIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);

  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: en('adminServices.title') })).toBeVisible();
  const setup = page.getByLabel(en('adminServices.setup')).first();
  await expect(setup).toHaveValue('¥50');
  await setup.fill('80');
  await page.getByRole('button', { name: en('adminServices.save') }).click();
  await expect(page.getByText(en('adminServices.saved'))).toBeVisible();

  await page.goto('/services/pcb');
  // The defaults of the form (ten 2-layer boards of 100 × 100 mm) with the setup fee raised by 30 yuan.
  await expect(price(page)).toContainText('¥140.00');

  await page.goto('/admin/services');
  await page.getByLabel(en('adminServices.setup')).first().fill('50');
  await page.getByRole('button', { name: en('adminServices.save') }).click();
  await expect(page.getByText(en('adminServices.saved'))).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login/login');
  const code = await requestCode(page, uniqueEmail('pcb-admin'));
  await page.getByLabel(en('account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: en('account.logIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  await page.goto('/admin/services');
  await expect(page.getByTestId('staff-forbidden')).toContainText(en('staff.forbidden'));
});

test('a visitor prices an assembly job and finds the custom-electronics form beside it', async ({ page }) => {
  await page.goto('/services/assembly');
  // Ten boards of 200 SMT joints: 200 yuan setup plus 2,000 joints at 15 yuan per thousand.
  await expect(price(page)).toContainText('¥230.00');
  await page.getByLabel(en('services.assembly.sides')).selectOption('BOTH');
  await expect(price(page)).toContainText('¥239.00');
  await page.getByLabel(en('services.assembly.smtJoints')).fill('0');
  await expect(page.getByText('Enter at least one SMT or through-hole joint')).toBeVisible();
  await expect(price(page)).toContainText(en('services.price.invalid'));

  await page.getByRole('link', { name: en('services.nav.custom') }).click();
  await expect(page).toHaveURL(/\/services\/custom$/);
  await expect(page.getByLabel(en('services.custom.description'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('services.loginToSubmit') })).toBeVisible();
});
