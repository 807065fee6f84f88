import { builder } from '../../kernel/builder.ts';
import * as devices from './devices.service.ts';
import * as service from './licenses.service.ts';
import { claimDevice } from './pairing.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;

const LicenseRef = builder.objectRef<service.LicenseView>('License').implement({
  description: 'A licence of the company (§3 license): a product, its plan and status, the device it is on.',
  fields: (t) => ({
    id: t.exposeID('id'),
    product: t.exposeString('product', { description: 'APP, EPOS, KDS, TSR or a device kind (§3).' }),
    plan: t.exposeString('plan', { description: 'MONTHLY, YEARLY, TRIAL, …' }),
    status: t.exposeString('status', {
      description:
        'ACTIVE, PENDING, CANCELLED or EXPIRED — now: an ACTIVE licence past its end reads EXPIRED.',
    }),
    deviceId: t.exposeID('deviceId', { nullable: true }),
    assignable: t.exposeBoolean('assignable', { description: 'Whether it can be put on a device at all.' }),
    source: t.exposeString('source', { description: 'trial, checkout or manual.' }),
    validFrom: t.expose('validFrom', { type: 'DateTime' }),
    validUntil: t.expose('validUntil', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OldLicensesRef = builder.objectRef<service.OldLicensesView>('OldLicenses').implement({
  description: 'The company’s old licensing flags (§3 company), read when useNewLicenses is false.',
  fields: (t) => ({
    useNewLicenses: t.exposeBoolean('useNewLicenses'),
    hasExpress: t.exposeBoolean('hasExpress'),
    hasAppOrders: t.exposeBoolean('hasAppOrders'),
    hasKDS: t.exposeBoolean('hasKDS'),
    hasCDS: t.exposeBoolean('hasCDS'),
    hasTables: t.exposeBoolean('hasTables'),
  }),
});

const DeviceRef = builder.objectRef<service.DeviceView>('Device').implement({
  description:
    'A device of the company (a terminal): what /licenses shows to tell which till is offline or at risk.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    kind: t.exposeString('kind', {
      description: 'EPOS, KDS, CUSTOMER_DISPLAY, HANDHELD_ORDER, HANDHELD_PAY or HANDHELD_PRO.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', nullable: true }),
    connection: t.exposeString('connection', {
      description: 'online (seen within 5 minutes), offline or never.',
    }),
    appVersion: t.exposeString('appVersion', { nullable: true }),
    unsyncedOrders: t.exposeInt('unsyncedOrders', { description: 'Orders the device has not uploaded yet.' }),
    activeLicenses: t.field({ type: [LicenseRef], resolve: (d) => d.activeLicenses }),
    controlUnitSerial: t.exposeString('controlUnitSerial', { nullable: true }),
    controlUnitRegisteredAt: t.expose('controlUnitRegisteredAt', { type: 'DateTime', nullable: true }),
    needsControlUnit: t.exposeBoolean('needsControlUnit', {
      description: 'A paying device in a Swedish venue: it must have a registered control unit.',
    }),
    warnings: t.exposeStringList('warnings', {
      description: 'offlineUnsynced, offline, noLicense, noControlUnit, unsynced — most serious first.',
    }),
    posAccessBlocked: t.exposeBoolean('posAccessBlocked'),
  }),
});

const ControlUnitEventRef = builder.objectRef<devices.ControlUnitEventView>('ControlUnitEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action', { description: 'REGISTERED, CHANGED or REMOVED.' }),
    serial: t.exposeString('serial', { nullable: true }),
    previousSerial: t.exposeString('previousSerial', { nullable: true }),
    registeredAt: t.expose('registeredAt', { type: 'DateTime', nullable: true }),
    userName: t.exposeString('userName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  licenses: t.field({
    type: [LicenseRef],
    authScopes: { companyUser: true },
    description: 'GetLicenses: every licence of the company (FINANCE or SETTINGS).',
    resolve: (_root, _args, ctx) => service.listLicenses(ctx),
  }),
  activeLicenses: t.field({
    type: [LicenseRef],
    authScopes: { companyUser: true },
    description: 'GetActiveLicenses: the licences in force now.',
    resolve: (_root, _args, ctx) => service.activeLicenses(ctx),
  }),
  oldLicenses: t.field({
    type: OldLicensesRef,
    authScopes: { companyUser: true },
    description: 'GetOldLicenses: the old licensing flags.',
    resolve: (_root, _args, ctx) => service.oldLicenses(ctx),
  }),
  isPOSAccessBlocked: t.boolean({
    authScopes: { companyUser: true },
    description: 'Under new licensing: true when none of the company’s licences is in force.',
    resolve: (_root, _args, ctx) => service.posAccessBlocked(ctx),
  }),
  devices: t.field({
    type: [DeviceRef],
    authScopes: { companyUser: true },
    description: 'GetDevices: the company’s devices in the venues the caller sees (FINANCE or SETTINGS).',
    resolve: (_root, _args, ctx) => service.listDevices(ctx),
  }),
  controlUnitEvents: t.field({
    type: [ControlUnitEventRef],
    authScopes: { companyUser: true },
    description: 'Every change of the device’s control unit, newest first.',
    args: { deviceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => devices.listControlUnitEvents(ctx, { deviceId: String(args.deviceId) }),
  }),
}));

const ClaimDeviceInput = builder.inputType('ClaimDeviceInput', {
  fields: (t) => ({
    code: t.string({
      required: true,
      description: 'The pairing code the device shows (ABCD-EF23), valid 15 minutes.',
    }),
    venueId: t.id({ required: true }),
    name: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  claimDevice: t.field({
    type: DeviceRef,
    authScopes: SETTINGS,
    description: 'Claims the device showing the pairing code: it becomes a terminal of the venue.',
    args: { input: t.arg({ type: ClaimDeviceInput, required: true }) },
    resolve: async (_root, args, ctx) => service.oneDevice(ctx, await claimDevice(ctx, args.input)),
  }),
  assignLicense: t.field({
    type: LicenseRef,
    authScopes: SETTINGS,
    description: 'Puts a licence on a device (moving it from another).',
    args: { licenseId: t.arg.id({ required: true }), deviceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      service.assignLicense(ctx, { licenseId: String(args.licenseId), deviceId: String(args.deviceId) }),
  }),
  unassignLicense: t.field({
    type: LicenseRef,
    authScopes: SETTINGS,
    description: 'Takes a licence off its device.',
    args: { licenseId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => service.unassignLicense(ctx, { licenseId: String(args.licenseId) }),
  }),
  renameDevice: t.field({
    type: DeviceRef,
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => devices.renameDevice(ctx, { id: String(args.id), name: args.name }),
  }),
  moveDevice: t.field({
    type: DeviceRef,
    authScopes: SETTINGS,
    description: 'Moves a device to another venue; its licences go with it.',
    args: { id: t.arg.id({ required: true }), venueId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      devices.moveDevice(ctx, { id: String(args.id), venueId: String(args.venueId) }),
  }),
  setControlUnit: t.field({
    type: DeviceRef,
    authScopes: SETTINGS,
    description: 'Records a Swedish till’s control unit: manufacturing number and when it was registered.',
    args: {
      deviceId: t.arg.id({ required: true }),
      serial: t.arg.string({ required: true }),
      registeredAt: t.arg.string({
        required: true,
        description: 'ISO date or date-time, not in the future.',
      }),
    },
    resolve: (_root, args, ctx) =>
      devices.setControlUnit(ctx, {
        deviceId: String(args.deviceId),
        serial: args.serial,
        registeredAt: args.registeredAt,
      }),
  }),
  removeControlUnit: t.field({
    type: DeviceRef,
    authScopes: SETTINGS,
    args: { deviceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => devices.removeControlUnit(ctx, { deviceId: String(args.deviceId) }),
  }),
}));
