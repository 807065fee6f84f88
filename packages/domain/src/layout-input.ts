// Input rules of the POS layout editor (§3, §7): names in four languages, colours, grids, the
// buttons of a page and bundle offers; the server and the editor check the same rules.
import * as z from 'zod/mini';
import { COMPANY_LANGUAGES, type CompanyLanguage } from './countries.ts';
import {
  GRID_LIMITS,
  type GridSize,
  isInsideGrid,
  PAGE_BUTTON_TYPES,
  type PageButtonType,
  type Positioned,
} from './layout.ts';
import {
  isHexColor,
  VALIDATION_MESSAGE_KEYS as KEYS,
  nullishAs,
  OBJECT_PARAMS,
  oneOf,
  optionalText,
  requiredText,
} from './validation.ts';

/** i18n keys of the layout rules' messages (layouts namespace). */
export const LAYOUT_MESSAGE_KEYS = {
  color: 'validation.color',
  gridSize: 'validation.gridSize',
  outsideGrid: 'validation.outsideGrid',
  buttonsOutside: 'validation.buttonsOutside',
  cellTaken: 'validation.cellTaken',
  buttonTarget: 'validation.buttonTarget',
  selfLink: 'validation.selfLink',
  pageCycle: 'validation.pageCycle',
  deletedPage: 'validation.deletedPage',
  percentage: 'validation.percentage',
  amount: 'validation.amount',
} as const;

const L = LAYOUT_MESSAGE_KEYS;

/** Longest layout, category, page and offer name. */
export const LAYOUT_NAME_MAX = 60;
/** Longest text on a button. */
export const BUTTON_LABEL_MAX = 40;

const colorSchema = z
  .string({ error: KEYS.required })
  .check(z.trim(), z.refine(isHexColor, L.color), z.toLowerCase());

const optionalColorSchema = z.pipe(
  z.nullish(
    z.string({ error: L.color }).check(
      z.trim(),
      z.refine((value) => value === '' || isHexColor(value), L.color),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value.toLowerCase() : undefined)),
);

// The four content languages of §3; a missing one falls back to the main name.
const namesSchema = z.pipe(
  z.nullish(
    z.object(
      Object.fromEntries(COMPANY_LANGUAGES.map((lang) => [lang, optionalText(LAYOUT_NAME_MAX)])) as Record<
        (typeof COMPANY_LANGUAGES)[number],
        ReturnType<typeof optionalText>
      >,
      OBJECT_PARAMS,
    ),
  ),
  z.transform(
    (names: Record<CompanyLanguage, string | undefined> | null | undefined) =>
      Object.fromEntries(Object.entries(names ?? {}).filter(([, v]) => v !== undefined)) as Partial<
        Record<CompanyLanguage, string>
      >,
  ),
);

const gridSide = z
  .number({ error: KEYS.required })
  .check(
    z.int({ error: L.gridSize }),
    z.minimum(GRID_LIMITS.min, { error: L.gridSize }),
    z.maximum(GRID_LIMITS.max, { error: L.gridSize }),
  );

/** createLayout / updateLayout: a name and its translations. */
export const layoutInputSchema = z.object(
  { name: requiredText(LAYOUT_NAME_MAX), nameLang: namesSchema },
  OBJECT_PARAMS,
);
/** A validated layout name. */
export type LayoutInput = z.output<typeof layoutInputSchema>;

/** createLayoutCategory / updateLayoutCategory: name, translations and tab colour. */
export const layoutCategoryInputSchema = z.object(
  { name: requiredText(LAYOUT_NAME_MAX), nameLang: namesSchema, color: colorSchema },
  OBJECT_PARAMS,
);
/** A validated layout category. */
export type LayoutCategoryInput = z.output<typeof layoutCategoryInputSchema>;

/** createPage: a sub-page's name, translations and grid. */
export const pageInputSchema = z.object(
  { name: requiredText(LAYOUT_NAME_MAX), nameLang: namesSchema, columns: gridSide, rows: gridSide },
  OBJECT_PARAMS,
);
/** A validated new page. */
export type PageInput = z.output<typeof pageInputSchema>;

const optionalId = z.pipe(
  z.nullish(z.string({ error: KEYS.invalid }).check(z.trim())),
  z.transform((value: string | null | undefined) => value || undefined),
);

const TARGET_FIELD = {
  ITEM: 'itemId',
  PAGE: 'targetPageId',
  CATEGORY: 'categoryId',
  OFFER: 'offerId',
} as const;

/** The field holding what a button of `type` points at. */
export function buttonTargetField(type: PageButtonType): (typeof TARGET_FIELD)[PageButtonType] {
  return TARGET_FIELD[type];
}

/** One button of a page: where, what kind, what it points at (exactly one id, matching the type). */
export const pageButtonInputSchema = z
  .object(
    {
      id: optionalId,
      position: z
        .number({ error: KEYS.required })
        .check(z.int({ error: L.outsideGrid }), z.minimum(0, { error: L.outsideGrid })),
      type: oneOf(PAGE_BUTTON_TYPES, KEYS.invalid),
      itemId: optionalId,
      targetPageId: optionalId,
      categoryId: optionalId,
      offerId: optionalId,
      label: optionalText(BUTTON_LABEL_MAX),
      color: optionalColorSchema,
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((button, ctx) => {
      const wanted = TARGET_FIELD[button.type];
      for (const field of Object.values(TARGET_FIELD)) {
        const present = button[field] !== undefined;
        if (field === wanted && !present)
          ctx.addIssue({ code: 'custom', path: [field], message: KEYS.required });
        if (field !== wanted && present)
          ctx.addIssue({ code: 'custom', path: [field], message: L.buttonTarget });
      }
    }),
  );
/** A validated page button. */
export type PageButtonInput = z.output<typeof pageButtonInputSchema>;

/** A button as far as the grid rules go. */
export interface GridButton extends Positioned {
  readonly type: PageButtonType;
  readonly targetPageId?: string | null;
}

/** One broken grid rule: the button's index in the list, the field and the message key. */
export interface GridIssue {
  readonly index: number;
  readonly field: 'position' | 'targetPageId';
  readonly message: string;
}

/**
 * The grid rules of a page's buttons: each inside the grid, one per cell, no link to the page
 * itself. Cycles through other pages need the layout's links: see {@link findPageCycle}.
 */
export function checkGridButtons(
  buttons: readonly GridButton[],
  grid: GridSize,
  pageId?: string,
): GridIssue[] {
  const issues: GridIssue[] = [];
  const taken = new Set<number>();
  buttons.forEach((button, index) => {
    if (!isInsideGrid(button.position, grid)) {
      issues.push({ index, field: 'position', message: L.outsideGrid });
    } else if (taken.has(button.position)) {
      issues.push({ index, field: 'position', message: L.cellTaken });
    }
    taken.add(button.position);
    if (pageId !== undefined && button.type === 'PAGE' && button.targetPageId === pageId) {
      issues.push({ index, field: 'targetPageId', message: L.selfLink });
    }
  });
  return issues;
}

/** updatePage: any of name, translations and grid, and optionally the whole set of buttons. */
export const pageUpdateSchema = z.object(
  {
    name: z.optional(requiredText(LAYOUT_NAME_MAX)),
    nameLang: z.optional(namesSchema),
    columns: nullishAs(gridSide, undefined),
    rows: nullishAs(gridSide, undefined),
    buttons: nullishAs(
      z.object({
        set: z
          .array(pageButtonInputSchema, { error: KEYS.invalid })
          .check(z.maxLength(GRID_LIMITS.max ** 2, L.outsideGrid)),
      }),
      undefined,
    ),
  },
  OBJECT_PARAMS,
);
/** A validated page update. */
export type PageUpdate = z.output<typeof pageUpdateSchema>;
