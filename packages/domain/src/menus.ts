// Menus and prices (SPEC §3, §5, §7, §9): the server's input schemas, built on menu-rules.ts.
import * as z from 'zod/mini';
import {
  checkMenuAvailabilities,
  checkMenuName,
  MAX_MENU_ENTRY_CHANGES,
  MENU_VALIDATION_KEYS,
  type MenuAvailability,
  parseTimeOfDay,
} from './menu-rules.ts';
import { MAX_MINOR_AMOUNT } from './money.ts';
import {
  amountTypeError,
  nullishAs,
  OBJECT_PARAMS,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

const KEYS = MENU_VALIDATION_KEYS;

/** A menu's name: trimmed, 1–80 characters. */
export const menuNameSchema = z.string({ error: typeError }).check(
  z.trim(),
  z.superRefine((name: string, ctx) => {
    const problem = checkMenuName(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** A menu price: whole minor units, 0 or more (prices travel as integers, §3). */
export const menuPriceSchema = z
  .number({ error: amountTypeError(KEYS.price) })
  .check(
    z.int({ error: KEYS.price }),
    z.minimum(0, { error: KEYS.price }),
    z.maximum(MAX_MINOR_AMOUNT, { error: KEYS.price }),
  );

const idSchema = z
  .string({ error: typeError })
  .check(z.trim(), z.minLength(1, { error: VALIDATION_MESSAGE_KEYS.required }));

/**
 * updateMenu's nested entry changes (§7): create with an item connect and a price, disconnect by
 * entry id, update where entry id with a new price. Checks what needs no database: prices, an
 * item added twice, an entry named twice (in update and disconnect, or twice in one of them).
 */
export const menuEntriesChangeSchema = z
  .object(
    {
      create: nullishAs(
        z.array(
          z.object(
            {
              item: z.object({ connect: z.object({ id: idSchema }, OBJECT_PARAMS) }),
              price: menuPriceSchema,
            },
            OBJECT_PARAMS,
          ),
        ),
        [],
      ),
      disconnect: nullishAs(z.array(z.object({ id: idSchema }, OBJECT_PARAMS)), []),
      update: nullishAs(
        z.array(
          z.object(
            { where: z.object({ id: idSchema }, OBJECT_PARAMS), data: z.object({ price: menuPriceSchema }) },
            OBJECT_PARAMS,
          ),
        ),
        [],
      ),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((change, ctx) => {
      if (change.create.length + change.disconnect.length + change.update.length > MAX_MENU_ENTRY_CHANGES) {
        ctx.addIssue({ code: 'custom', message: KEYS.tooMany, path: [] });
        return;
      }
      const items = new Set<string>();
      change.create.forEach((entry, index) => {
        const id = entry.item.connect.id;
        if (items.has(id)) {
          ctx.addIssue({ code: 'custom', message: KEYS.duplicateItem, path: ['create', index, 'item'] });
        }
        items.add(id);
      });
      const entries = new Set<string>();
      const named = (list: 'disconnect' | 'update', index: number, id: string, path: (string | number)[]) => {
        if (entries.has(id)) {
          ctx.addIssue({ code: 'custom', message: KEYS.duplicateEntry, path: [list, index, ...path] });
        }
        entries.add(id);
      };
      for (const [index, entry] of change.update.entries())
        named('update', index, entry.where.id, ['where', 'id']);
      for (const [index, entry] of change.disconnect.entries()) named('disconnect', index, entry.id, ['id']);
    }),
  );

/** updateMenu's checked entry changes. */
export type MenuEntriesChange = z.output<typeof menuEntriesChangeSchema>;

/** updateMenu's data (§7): an optional new name and the entry changes. */
export const updateMenuSchema = z.object(
  {
    name: nullishAs(menuNameSchema, undefined),
    menuEntries: nullishAs(menuEntriesChangeSchema, {
      create: [],
      disconnect: [],
      update: [],
    } as MenuEntriesChange),
  },
  OBJECT_PARAMS,
);

/** updateMenu's checked data. */
export type UpdateMenuData = z.output<typeof updateMenuSchema>;

/**
 * updateMenuAvailabilities' list (replaces all of a menu's): each a weekday with "HH:MM" start and
 * end; see checkMenuAvailabilities. Comes out as minutes from midnight.
 */
export const menuAvailabilitiesSchema = z.pipe(
  z
    .array(
      z.object(
        {
          weekday: z.string({ error: typeError }),
          start: z.string({ error: typeError }),
          end: z.string({ error: typeError }),
        },
        OBJECT_PARAMS,
      ),
      { error: typeError },
    )
    .check(
      z.superRefine((list, ctx) => {
        for (const issue of checkMenuAvailabilities(list)) ctx.addIssue({ code: 'custom', ...issue });
      }),
    ),
  z.transform((list: { weekday: string; start: string; end: string }[]) =>
    list.map(
      (range): MenuAvailability => ({
        weekday: range.weekday as MenuAvailability['weekday'],
        startMinute: parseTimeOfDay(range.start) ?? 0,
        endMinute: parseTimeOfDay(range.end, true) ?? 0,
      }),
    ),
  ),
);
