// Changing a device from /licenses (SETTINGS): its name, its venue, and — for a Swedish till — its
// control unit (kontrollenhet: manufacturing number and when it was registered), each control-unit
// change logged in control_unit_events with who made it.
import { controlUnitSchema, deviceNameSchema, idSchema, OBJECT_PARAMS } from '@fika/domain';
import { and, desc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Ctx } from '../../kernel/context.ts';
import { requireScope } from '../../kernel/guards.ts';
import { scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { controlUnitEvents, terminals } from '../../platform/db/schema/index.ts';
import { type DeviceView, deviceOrNotFound, oneDevice, requireLicenseReader } from './licenses.service.ts';

const renameSchema = z.object({ id: idSchema, name: deviceNameSchema }, OBJECT_PARAMS);
const moveSchema = z.object({ id: idSchema, venueId: idSchema }, OBJECT_PARAMS);
const deviceIdSchema = z.object({ deviceId: idSchema }, OBJECT_PARAMS);
const setControlUnitSchema = z.object(
  {
    deviceId: idSchema,
    serial: controlUnitSchema.shape.serial,
    registeredAt: controlUnitSchema.shape.registeredAt,
  },
  OBJECT_PARAMS,
);

/** renameDevice (SETTINGS). */
export async function renameDevice(ctx: Ctx, raw: unknown): Promise<DeviceView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(renameSchema, raw);
  const device = await deviceOrNotFound(ctx.db, user, input.id);
  await ctx.db
    .update(terminals)
    .set({ name: input.name })
    .where(and(scoped(terminals, user), eq(terminals.id, device.id)));
  return oneDevice(ctx, device.id);
}

/** moveDevice (SETTINGS): to another venue the caller may see; its licences go with it. */
export async function moveDevice(ctx: Ctx, raw: unknown): Promise<DeviceView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(moveSchema, raw);
  const device = await deviceOrNotFound(ctx.db, user, input.id);
  await venueScope(ctx.db, user, input.venueId);
  await ctx.db
    .update(terminals)
    .set({ venueId: input.venueId })
    .where(and(scoped(terminals, user), eq(terminals.id, device.id)));
  return oneDevice(ctx, device.id);
}

async function userName(ctx: Ctx): Promise<string> {
  return ctx.principal?.kind === 'user' ? ctx.principal.profile.name : '';
}

/** setControlUnit (SETTINGS): records (or replaces) the device's control unit, logging the change. */
export async function setControlUnit(ctx: Ctx, raw: unknown): Promise<DeviceView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(setControlUnitSchema, raw);
  const name = await userName(ctx);
  await ctx.db.transaction(async (tx) => {
    const device = await deviceOrNotFound(tx, user, input.deviceId, true);
    const [current] = await tx
      .select({ serial: terminals.controlUnitSerial, registeredAt: terminals.controlUnitRegisteredAt })
      .from(terminals)
      .where(eq(terminals.id, device.id));
    const registeredAt = new Date(input.registeredAt);
    if (current?.serial === input.serial && current.registeredAt?.getTime() === registeredAt.getTime())
      return;
    await tx
      .update(terminals)
      .set({ controlUnitSerial: input.serial, controlUnitRegisteredAt: registeredAt })
      .where(eq(terminals.id, device.id));
    await tx.insert(controlUnitEvents).values({
      id: newId(),
      companyId: user.companyId,
      terminalId: device.id,
      action: current?.serial ? 'CHANGED' : 'REGISTERED',
      serial: input.serial,
      previousSerial: current?.serial ?? null,
      registeredAt,
      userId: user.userId,
      userName: name,
    });
  });
  return oneDevice(ctx, input.deviceId);
}

/** removeControlUnit (SETTINGS): the device no longer has one (logged; harmless when it had none). */
export async function removeControlUnit(ctx: Ctx, raw: unknown): Promise<DeviceView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(deviceIdSchema, raw);
  const name = await userName(ctx);
  await ctx.db.transaction(async (tx) => {
    const device = await deviceOrNotFound(tx, user, input.deviceId, true);
    const [current] = await tx
      .select({ serial: terminals.controlUnitSerial })
      .from(terminals)
      .where(eq(terminals.id, device.id));
    if (!current?.serial) return;
    await tx
      .update(terminals)
      .set({ controlUnitSerial: null, controlUnitRegisteredAt: null })
      .where(eq(terminals.id, device.id));
    await tx.insert(controlUnitEvents).values({
      id: newId(),
      companyId: user.companyId,
      terminalId: device.id,
      action: 'REMOVED',
      serial: null,
      previousSerial: current.serial,
      userId: user.userId,
      userName: name,
    });
  });
  return oneDevice(ctx, input.deviceId);
}

/** A control-unit change as the device's log shows it. */
export type ControlUnitEventView = typeof controlUnitEvents.$inferSelect;

/** The device's control-unit log, newest first (FINANCE or SETTINGS). */
export async function listControlUnitEvents(ctx: Ctx, raw: unknown): Promise<ControlUnitEventView[]> {
  const user = requireLicenseReader(ctx);
  const input = parseInput(deviceIdSchema, raw);
  const device = await deviceOrNotFound(ctx.db, user, input.deviceId);
  return ctx.db
    .select()
    .from(controlUnitEvents)
    .where(and(scoped(controlUnitEvents, user), eq(controlUnitEvents.terminalId, device.id)))
    .orderBy(desc(controlUnitEvents.createdAt), desc(controlUnitEvents.id))
    .limit(100);
}
