import {
  CATALOGUE_MESSAGE_KEYS,
  categorySchema,
  checkVatRate,
  courseTypeSchema,
  createsParentCycle,
} from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { categories, courseTypes } from '../../platform/db/schema/index.ts';
import type { CourseTypeView } from './catalogue.loaders.ts';
import {
  type CategoryView,
  categoryColumns,
  companyCountry,
  liveCategories,
  storedTranslations,
  toCategoryView,
} from './catalogue.service.ts';
import { assertLive, REFERABLE } from './references.ts';

/** One live category of the caller's company (POS_CUSTOMIZATION); another company's id is NOT_FOUND. */
export async function getCategory(ctx: Ctx, id: string): Promise<CategoryView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return categoryOf(ctx, user, id);
}

async function categoryOf(ctx: Ctx, user: UserPrincipal, id: string): Promise<CategoryView> {
  const [row] = await ctx.db
    .select(categoryColumns)
    .from(categories)
    .where(
      and(eq(categories.companyId, user.companyId), eq(categories.id, id), eq(categories.deleted, false)),
    );
  if (!row) throw notFound('Category');
  return toCategoryView(row);
}

// The category's VAT must be one of the country's; its parent a live category that is not itself
// or one of its descendants.
async function checkCategory(
  ctx: Ctx,
  user: UserPrincipal,
  id: string | null,
  input: { vatRate: number; parentId: string | null; courseTypeId: string | null },
) {
  const vat = checkVatRate(companyCountry(user), input.vatRate);
  if (vat) throw badInput([{ field: 'vatRate', message: vat }]);
  await assertLive(ctx.db, REFERABLE.courseType, user.companyId, [input.courseTypeId]);
  if (!input.parentId) return;
  const live = await liveCategories(ctx.db, user.companyId);
  if (!live.some((c) => c.id === input.parentId)) throw notFound('Category');
  if (id && createsParentCycle(id, input.parentId, new Map(live.map((c) => [c.id, c.parentId])))) {
    throw badInput([{ field: 'parentId', message: CATALOGUE_MESSAGE_KEYS.parentCycle }]);
  }
}

/** createCategory (§7): name in four languages, colour, course type, VAT of the country's choices, parent. */
export async function createCategory(ctx: Ctx, raw: unknown): Promise<CategoryView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(categorySchema, raw);
  await checkCategory(ctx, user, null, input);
  const id = newId();
  await ctx.db.insert(categories).values({
    id,
    companyId: user.companyId,
    name: input.name,
    nameLang: storedTranslations(input.nameLang),
    color: input.color,
    vatRate: input.vatRate,
    parentId: input.parentId,
    courseTypeId: input.courseTypeId,
  });
  return categoryOf(ctx, user, id);
}

/** updateCategory (§7): the whole form; a parent that would close a loop is refused. */
export async function updateCategory(ctx: Ctx, id: string, raw: unknown): Promise<CategoryView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(categorySchema, raw);
  await categoryOf(ctx, user, id);
  await checkCategory(ctx, user, id, input);
  await ctx.db
    .update(categories)
    .set({
      name: input.name,
      nameLang: storedTranslations(input.nameLang),
      color: input.color,
      vatRate: input.vatRate,
      parentId: input.parentId,
      courseTypeId: input.courseTypeId,
    })
    .where(and(eq(categories.companyId, user.companyId), eq(categories.id, id)));
  return categoryOf(ctx, user, id);
}

const courseTypeColumns = {
  id: courseTypes.id,
  name: courseTypes.name,
  label: courseTypes.label,
  position: courseTypes.position,
};

/** The company's live course types in kitchen order (POS_CUSTOMIZATION). */
export async function listCourseTypes(ctx: Ctx): Promise<CourseTypeView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return ctx.db
    .select(courseTypeColumns)
    .from(courseTypes)
    .where(and(eq(courseTypes.companyId, user.companyId), eq(courseTypes.deleted, false)))
    .orderBy(asc(courseTypes.position), asc(courseTypes.name), asc(courseTypes.id));
}

async function courseTypeOf(ctx: Ctx, user: UserPrincipal, id: string): Promise<CourseTypeView> {
  const [row] = await ctx.db
    .select(courseTypeColumns)
    .from(courseTypes)
    .where(
      and(eq(courseTypes.companyId, user.companyId), eq(courseTypes.id, id), eq(courseTypes.deleted, false)),
    );
  if (!row) throw notFound('Course type');
  return row;
}

/** createCourseType (§7): name, label and position in the kitchen's order. */
export async function createCourseType(ctx: Ctx, raw: unknown): Promise<CourseTypeView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(courseTypeSchema, raw);
  const id = newId();
  await ctx.db.insert(courseTypes).values({ id, companyId: user.companyId, ...input });
  return courseTypeOf(ctx, user, id);
}

/** updateCourseType (§7). */
export async function updateCourseType(ctx: Ctx, id: string, raw: unknown): Promise<CourseTypeView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(courseTypeSchema, raw);
  await courseTypeOf(ctx, user, id);
  await ctx.db
    .update(courseTypes)
    .set(input)
    .where(and(eq(courseTypes.companyId, user.companyId), eq(courseTypes.id, id)));
  return courseTypeOf(ctx, user, id);
}
