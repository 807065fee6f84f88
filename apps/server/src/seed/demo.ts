import { accountingDayOf, ONBOARDING_STEPS } from '@fika/domain';
import { eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { ensureStandardPaymentMethods } from '../modules/payment-methods/payment-methods.service.ts';
import { createDefaultAccessLevels } from '../modules/staff/default-access-levels.ts';
import type { Db } from '../platform/db/client.ts';
import {
  billingAccounts,
  companies,
  legalEntities,
  locations,
  onboardingEvents,
  organizationCompanies,
  organizations,
  paymentMethods,
  users,
  userVenues,
  venues,
  vouchers,
} from '../platform/db/schema/index.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoChangelog } from './demo-changelog.ts';
import { seedDemoImages } from './demo-images.ts';
import { seedDemoLayouts } from './demo-layouts.ts';
import { seedDemoLicenses } from './demo-licenses.ts';
import { seedDemoLoyalty } from './demo-loyalty.ts';
import { seedDemoLevels, seedDemoMembers } from './demo-members.ts';
import { seedDemoMenus } from './demo-menus.ts';
import { seedDemoModifications } from './demo-modifications.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoOnlineOrdering } from './demo-online-ordering.ts';
import { seedDemoOpeningHours } from './demo-opening-hours.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoStaff } from './demo-staff.ts';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_USERS = [
  { email: 'owner@demo.fika.test', description: 'full access (every scope, every venue) in Demo Bistro' },
  { email: 'manager@demo.fika.test', description: 'POS_CUSTOMIZATION and MENUS, venue Södermalm only' },
  { email: 'payments@demo.fika.test', description: 'payments-only account of Demo Payments AB' },
  {
    email: 'org-admin@demo.fika.test',
    description: 'organisation administrator, acts as users of both companies',
  },
] as const;

/** True when the database has no company yet: the first start of an empty database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).limit(1);
  return row === undefined;
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERS[0].email));
  return row !== undefined;
}

/**
 * The demo companies, venues, users, catalogue and billing account of the README, created in one
 * transaction. `pinSecret` (the server's JWT secret) gives the demo staff's PINs their lookup (demo-staff.ts).
 */
export async function seedDemo(db: Db, pinSecret?: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const bistro = newId();
    await tx.insert(companies).values({
      id: bistro,
      name: 'Demo Bistro',
      legalName: 'Demo Bistro AB',
      organizationNumber: '5591234567',
      country: 'SE',
      timezone: 'Europe/Stockholm',
      defaultCurrency: 'SEK',
      defaultLanguage: 'se',
      storeType: 'MULTIPLE_STORES',
      phone: '+46 8 123 456 00',
    });
    const seEntity = newId();
    const noEntity = newId();
    await tx.insert(legalEntities).values([
      {
        id: seEntity,
        companyId: bistro,
        name: 'Demo Bistro AB',
        organizationNumber: '5591234567',
        country: 'SE',
      },
      {
        id: noEntity,
        companyId: bistro,
        name: 'Demo Bistro Norge AS',
        organizationNumber: '912345678',
        country: 'NO',
      },
    ]);
    const sodermalm = newId();
    const grunerlokka = newId();
    await tx.insert(venues).values([
      {
        id: sodermalm,
        companyId: bistro,
        legalEntityId: seEntity,
        name: 'Södermalm',
        legalName: 'Demo Bistro AB',
        organizationNumber: '5591234567',
        timezone: 'Europe/Stockholm',
        phone: '+46 8 123 456 01',
        staffIdleTimeout: 120,
      },
      {
        id: grunerlokka,
        companyId: bistro,
        legalEntityId: noEntity,
        name: 'Grünerløkka',
        legalName: 'Demo Bistro Norge AS',
        organizationNumber: '912345678',
        timezone: 'Europe/Oslo',
        phone: '+47 22 12 34 56',
        staffIdleTimeout: 120,
      },
    ]);
    await tx.insert(locations).values([
      {
        id: newId(),
        companyId: bistro,
        venueId: sodermalm,
        name: 'Södermalm',
        street: 'Götgatan 21',
        zip: '116 46',
        city: 'Stockholm',
      },
      {
        id: newId(),
        companyId: bistro,
        venueId: grunerlokka,
        name: 'Grünerløkka',
        street: 'Thorvald Meyers gate 30',
        zip: '0555',
        city: 'Oslo',
      },
    ]);

    // The access levels every new company starts with (their ids by key, for the demo staff).
    const levels = await createDefaultAccessLevels(tx, bistro, 'se');
    await ensureStandardPaymentMethods(tx, bistro, 'SE', 'se');
    // The Oslo venue's guests pay with Vipps.
    await tx.insert(paymentMethods).values({
      id: newId(),
      companyId: bistro,
      internalId: 'VIPPS',
      name: 'Vipps',
      createdAt: new Date(Date.now() + 100),
    });
    // Catalogue first: modifications, menus and layouts point at its items.
    await seedDemoCatalogue(tx, bistro);
    await seedDemoStaff(tx, bistro, { venues: { sodermalm, grunerlokka }, levels, pinSecret });
    await seedDemoModifications(tx, bistro, [sodermalm, grunerlokka]);
    await seedDemoMenus(tx, { companyId: bistro, currency: 'SEK', venueIds: [sodermalm, grunerlokka] });
    await seedDemoLayouts(tx, bistro);
    await seedDemoOffers(tx, bistro);
    await seedDemoOnlineOrdering(tx, { companyId: bistro, venueId: sodermalm, slug: 'sodermalm' });
    await seedDemoOpeningHours(tx, bistro, [sodermalm, grunerlokka]);
    await seedDemoMembers(tx, bistro, await seedDemoLevels(tx, bistro));
    await seedDemoOrders(tx, {
      companyId: bistro,
      currency: 'SEK',
      venues: [
        { id: sodermalm, timezone: 'Europe/Stockholm', country: 'SE', ordersPerDay: 70 },
        { id: grunerlokka, timezone: 'Europe/Oslo', country: 'NO', ordersPerDay: 55 },
      ],
    });
    await seedDemoLoyalty(tx, bistro);
    // Last of the company's seeds: it puts its pictures on items and guest pages made before it.
    await seedDemoImages(tx, bistro);
    await tx
      .insert(billingAccounts)
      .values({ id: newId(), companyId: bistro, providerCustomerId: `cus_${newId().slice(0, 14)}` });
    await seedDemoLicenses(tx, bistro);
    // The demo bistro has traded for years: its setup was done long ago, so no checklist shows.
    await tx
      .insert(onboardingEvents)
      .values(ONBOARDING_STEPS.map((name) => ({ id: newId(), companyId: bistro, name })));

    const payments = newId();
    await tx.insert(companies).values({
      id: payments,
      name: 'Demo Payments AB',
      legalName: 'Demo Payments AB',
      organizationNumber: '5599876543',
      country: 'SE',
      timezone: 'Europe/Stockholm',
      defaultCurrency: 'SEK',
      defaultLanguage: 'se',
      isPaymentsOnly: true,
    });
    const paymentsEntity = newId();
    await tx.insert(legalEntities).values({
      id: paymentsEntity,
      companyId: payments,
      name: 'Demo Payments AB',
      organizationNumber: '5599876543',
      country: 'SE',
    });
    const kungsholmen = newId();
    await tx.insert(venues).values({
      id: kungsholmen,
      companyId: payments,
      legalEntityId: paymentsEntity,
      name: 'Kungsholmen',
      timezone: 'Europe/Stockholm',
    });
    await tx.insert(locations).values({
      id: newId(),
      companyId: payments,
      venueId: kungsholmen,
      name: 'Kungsholmen',
      street: 'Hantverkargatan 5',
      zip: '112 21',
      city: 'Stockholm',
    });

    const organization = newId();
    await tx.insert(organizations).values({ id: organization, name: 'Demo Group' });
    await seedDemoChangelog(tx);
    await tx.insert(organizationCompanies).values([
      { organizationId: organization, companyId: bistro },
      { organizationId: organization, companyId: payments },
    ]);

    const manager = newId();
    const common = { passwordHash, active: true, language: 'sv' } as const;
    await tx.insert(users).values([
      {
        ...common,
        id: newId(),
        companyId: bistro,
        username: 'owner@demo.fika.test',
        email: 'owner@demo.fika.test',
        name: 'Olivia Owner',
        role: 'SUPER_ADMIN',
      },
      {
        ...common,
        id: manager,
        companyId: bistro,
        username: 'manager@demo.fika.test',
        email: 'manager@demo.fika.test',
        name: 'Max Manager',
        role: 'REGULAR',
        scopes: ['POS_CUSTOMIZATION', 'MENUS'],
      },
      {
        ...common,
        id: newId(),
        companyId: payments,
        username: 'payments@demo.fika.test',
        email: 'payments@demo.fika.test',
        name: 'Paula Payments',
        role: 'CONTENT_ADMIN',
      },
      {
        ...common,
        id: newId(),
        organizationId: organization,
        username: 'org-admin@demo.fika.test',
        email: 'org-admin@demo.fika.test',
        name: 'Oscar Organisation',
        role: 'SUPER_ADMIN',
        language: 'en',
      },
    ]);
    await tx.insert(userVenues).values({ companyId: bistro, userId: manager, venueId: sodermalm });

    // The accounting export of the last days (day vouchers posted to Fortnox's sandbox): sent ones,
    // and one refused for a missing account, which raises the notification badge.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const dayOf = (days: number, timezone: string) => accountingDayOf(daysAgo(days), timezone);
    const sent = (
      venueId: string,
      days: number,
      timezone: string,
      number: number,
      total: number,
      currency: string,
    ) => ({
      id: newId(),
      companyId: bistro,
      venueId,
      status: 'sent',
      message: null,
      businessDay: dayOf(days, timezone),
      provider: 'fortnox',
      attempts: 1,
      providerVoucherId: `SBX${number}`,
      sentAt: daysAgo(days - 0.3),
      createdAt: daysAgo(days - 0.25),
      customerVoucher: { series: 'A', number, total, currency },
    });
    await tx.insert(vouchers).values([
      sent(sodermalm, 4, 'Europe/Stockholm', 1040, 1_776_400, 'SEK'),
      sent(sodermalm, 3, 'Europe/Stockholm', 1041, 1_843_200, 'SEK'),
      {
        id: newId(),
        companyId: bistro,
        venueId: sodermalm,
        status: 'failed',
        message: 'The account 3001 does not exist in the chart of accounts.',
        businessDay: dayOf(2, 'Europe/Stockholm'),
        provider: 'fortnox',
        attempts: 1,
        createdAt: daysAgo(1.75),
        customerVoucher: { total: 2_011_950, currency: 'SEK' },
      },
      sent(grunerlokka, 3, 'Europe/Oslo', 318, 1_566_000, 'NOK'),
      sent(grunerlokka, 2, 'Europe/Oslo', 319, 1_498_500, 'NOK'),
    ]);
  });
}
