import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './helpers/test.ts';
import { CreateCompanyPage, uniqueEmail } from './pages.ts';

test('a company applies: a wrong-length company number is refused, the right one is submitted', async ({
  page,
}) => {
  const application = new CreateCompanyPage(page);
  await application.open('en-gb');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const submitted: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql') && r.postData()?.includes('SubmitCompanyApplication'))
      submitted.push(r.url());
  });

  await application.fill({
    country: 'United Kingdom',
    orgLabel: 'Company Number',
    orgNumber: '12345',
    email: uniqueEmail('applicant'),
  });
  await expect(application.section('Company').getByText('6 to 8 characters')).toBeVisible();
  await application.submit.click();
  const orgNumber = application.section('Company').getByLabel('Company Number');
  await expect(orgNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The number does not have the right length for this country.')).toBeVisible();
  await expect(orgNumber).toBeFocused();
  expect(submitted).toEqual([]);
  const withErrors = await new AxeBuilder({ page }).analyze();
  expect(withErrors.violations.map((v) => v.id)).toEqual([]);

  await orgNumber.fill('SC123456');
  await application.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Information submitted' })).toBeVisible();
  await expect(
    page.getByText('Thank you. We have received the application for Fika Test Café Ltd'),
  ).toBeVisible();
  expect(submitted).toHaveLength(1);
});
