// The product library (issue #17 [3]): a template's categories, course types and example products
// previewed for the caller's company, then imported in one transaction. What the company already
// has under the same name is reused, never duplicated, and a template is imported once
// (product_library_imports), so a second click or a burst of them adds nothing.
import {
  type CountryCode,
  defaultCategoriesFor,
  isCountryCode,
  isLibraryTemplate,
  type LibraryContent,
  type LibraryTemplate,
  libraryContent,
  sameLibraryName,
} from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live } from '../../kernel/tenant.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  productLibraryImports,
} from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from '../catalogue/all-articles.ts';
import { recordOnboardingStep } from './onboarding.service.ts';

/** The categories a new company starts with (§3): its country's, in its language. */
export async function createDefaultCategories(
  tx: DbOrTx,
  companyId: string,
  country: CountryCode,
  language: string,
): Promise<void> {
  await tx.insert(categories).values(
    defaultCategoriesFor(country, language).map((c) => ({
      id: newId(),
      companyId,
      name: c.name,
      nameLang: c.nameLang,
      vatRate: c.vatRate,
    })),
  );
}

function templateOf(raw: string): LibraryTemplate {
  if (!isLibraryTemplate(raw))
    throw badInput([{ field: 'template', message: 'onboarding.errors.unknownTemplate' }]);
  return raw;
}

function contentFor(user: UserPrincipal, template: LibraryTemplate): LibraryContent {
  const { country, defaultCurrency, defaultLanguage } = user.company;
  // A company of a country the library does not know gets Sweden's rates: its owner edits them.
  const code: CountryCode = isCountryCode(country) ? country : 'SE';
  return libraryContent(template, { country: code, currency: defaultCurrency, language: defaultLanguage });
}

/** One line of the preview: what the import would create, and whether the company has it already. */
export interface LibraryPreviewView {
  template: LibraryTemplate;
  imported: boolean;
  categories: { name: string; vatRate: number; exists: boolean }[];
  courses: { name: string; exists: boolean }[];
  products: {
    title: string;
    description: string;
    price: number;
    vatRate: number;
    category: string;
    exists: boolean;
  }[];
}

async function existingNames(db: DbOrTx, user: UserPrincipal) {
  const [categoryRows, courseRows, itemRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).where(live(categories, user)),
    db
      .select({ id: courseTypes.id, name: courseTypes.name })
      .from(courseTypes)
      .where(live(courseTypes, user)),
    db.select({ id: items.id, title: items.title }).from(items).where(live(items, user)),
  ]);
  const find =
    <T extends { id: string }>(rows: T[], name: (row: T) => string) =>
    (wanted: string) =>
      rows.find((row) => sameLibraryName(name(row), wanted))?.id ?? null;
  return {
    category: find(categoryRows, (r) => r.name),
    course: find(courseRows, (r) => r.name),
    item: find(itemRows, (r) => r.title),
  };
}

async function isImported(db: DbOrTx, companyId: string, template: LibraryTemplate): Promise<boolean> {
  const [row] = await db
    .select({ id: productLibraryImports.id })
    .from(productLibraryImports)
    .where(and(eq(productLibraryImports.companyId, companyId), eq(productLibraryImports.template, template)));
  return row !== undefined;
}

/** productLibraryPreview: what `template` would add to the caller's catalogue (POS_CUSTOMIZATION). */
export async function previewLibrary(ctx: Ctx, rawTemplate: string): Promise<LibraryPreviewView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const template = templateOf(rawTemplate);
  const content = contentFor(user, template);
  const existing = await existingNames(ctx.db, user);
  const categoryName = new Map(content.categories.map((c) => [c.key, c.name]));
  return {
    template,
    imported: await isImported(ctx.db, user.companyId, template),
    categories: content.categories.map((c) => ({
      name: c.name,
      vatRate: c.vatRate,
      exists: existing.category(c.name) !== null,
    })),
    courses: content.courses.map((c) => ({ name: c.name, exists: existing.course(c.name) !== null })),
    products: content.products.map((p) => ({
      title: p.title,
      description: p.description,
      price: p.price,
      vatRate: p.vatRate,
      category: categoryName.get(p.category) ?? '',
      exists: existing.item(p.title) !== null,
    })),
  };
}

/** What an import added (all zero when the template was imported before). */
export interface LibraryImportView {
  template: LibraryTemplate;
  categories: number;
  courses: number;
  products: number;
}

/** importProductLibrary: adds the template's missing categories, courses and products at once. */
export async function importLibrary(ctx: Ctx, rawTemplate: string): Promise<LibraryImportView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const template = templateOf(rawTemplate);
  const content = contentFor(user, template);
  return ctx.db.transaction(async (tx) => {
    const added: LibraryImportView = { template, categories: 0, courses: 0, products: 0 };
    // The import row first: a concurrent import of the same template waits on its unique index
    // and, once this one commits, finds it there and adds nothing.
    const claimed = await tx
      .insert(productLibraryImports)
      .values({ id: newId(), companyId: user.companyId, template, userId: user.userId })
      .onConflictDoNothing({ target: [productLibraryImports.companyId, productLibraryImports.template] })
      .returning({ id: productLibraryImports.id });
    if (claimed.length === 0) return added;
    await writeContent(tx, user, content, added);
    return added;
  });
}

async function writeContent(tx: Tx, user: UserPrincipal, content: LibraryContent, added: LibraryImportView) {
  const { companyId } = user;
  const existing = await existingNames(tx, user);
  const courseIds = new Map<string, string>();
  for (const [position, course] of content.courses.entries()) {
    let id = existing.course(course.name);
    if (!id) {
      id = newId();
      await tx.insert(courseTypes).values({ id, companyId, name: course.name, label: course.name, position });
      added.courses++;
    }
    courseIds.set(course.key, id);
  }
  const categoryIds = new Map<string, string>();
  for (const category of content.categories) {
    let id = existing.category(category.name);
    if (!id) {
      id = newId();
      await tx.insert(categories).values({
        id,
        companyId,
        name: category.name,
        nameLang: category.nameLang,
        vatRate: category.vatRate,
      });
      added.categories++;
    }
    categoryIds.set(category.key, id);
  }
  const itemIds: string[] = [];
  for (const product of content.products) {
    if (existing.item(product.title)) continue;
    const id = newId();
    await tx.insert(items).values({
      id,
      companyId,
      title: product.title,
      titleLang: product.titleLang,
      description: product.description,
      descriptionLang: product.descriptionLang,
      defaultPrice: product.price,
      vatRate: product.vatRate,
      courseTypeId: product.course ? (courseIds.get(product.course) ?? null) : null,
    });
    const categoryId = categoryIds.get(product.category);
    if (categoryId)
      await tx.insert(itemCategories).values({ companyId, itemId: id, categoryId, position: 0 });
    itemIds.push(id);
    added.products++;
  }
  if (added.products > 0) {
    // As the catalogue does for a new item: its entry in the 'All articles' menu (§5), if there is one.
    await syncAllArticlesEntry(tx, companyId, itemIds);
    await recordOnboardingStep(tx, companyId, 'ADDED_PRODUCTS', user.userId);
  }
  if (added.categories > 0) await recordOnboardingStep(tx, companyId, 'ADDED_CATEGORIES', user.userId);
  if (added.courses > 0) await recordOnboardingStep(tx, companyId, 'ADDED_COURSE_TYPES', user.userId);
}
