import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { CATEGORIES, codeOf, companyIdOf, fieldErrorsOf, limitScopes } from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

type Category = {
  id: string;
  name: string;
  nameLang: Record<string, string | null>;
  color: string | null;
  vatRate: number;
  parentId: string | null;
  courseTypeId: string | null;
  courseType: { id: string; label: string } | null;
};
const CATEGORY_FIELDS =
  'id name nameLang { en se es no } color vatRate parentId courseTypeId courseType { id label }';
const CREATE = `mutation($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
const GET = `query($id: ID!) { category(id: $id) { ${CATEGORY_FIELDS} } }`;
const COURSE_FIELDS = 'id name label position';
const COURSES = `query { courseTypes { ${COURSE_FIELDS} } }`;
const CREATE_COURSE = `mutation($input: CourseTypeInput!) { createCourseType(input: $input) { ${COURSE_FIELDS} } }`;
const UPDATE_COURSE = `mutation($id: ID!, $input: CourseTypeInput!) { updateCourseType(id: $id, input: $input) { ${COURSE_FIELDS} } }`;

async function createCategory(input: Record<string, unknown>, token = owner) {
  return t.gql<{ createCategory: Category }>(CREATE, { input }, token);
}
async function createCourse(input: Record<string, unknown>, token = owner) {
  return t.gql<{ createCourseType: { id: string; name: string; label: string; position: number } }>(
    CREATE_COURSE,
    { input },
    token,
  );
}

describe('course types', () => {
  it('creates, lists in kitchen order and updates', async () => {
    const main = await createCourse({ name: 'Varmrätt', label: 'Main', position: 2 });
    const starter = await createCourse({ name: 'Förrätt', label: 'Starter', position: 1 });
    expect(starter.data?.createCourseType).toMatchObject({ name: 'Förrätt', label: 'Starter', position: 1 });
    const list = await t.gql<{ courseTypes: { id: string }[] }>(COURSES, {}, owner);
    const ids = list.data?.courseTypes.map((c) => c.id) ?? [];
    expect(ids.indexOf(starter.data?.createCourseType.id ?? '')).toBeLessThan(
      ids.indexOf(main.data?.createCourseType.id ?? ''),
    );
    const updated = await t.gql<{ updateCourseType: { label: string; position: number } }>(
      UPDATE_COURSE,
      { id: main.data?.createCourseType.id, input: { name: 'Varmrätt', label: 'Mains', position: 3 } },
      owner,
    );
    expect(updated.data?.updateCourseType).toMatchObject({ label: 'Mains', position: 3 });
    const bad = await createCourse({ name: '', label: 'x', position: -1 });
    expect(fieldErrorsOf(bad)).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'position', message: 'validation.invalid' },
    ]);
  });

  it('keeps another company out', async () => {
    const course = await createCourse({ name: 'Efterrätt', label: 'Dessert' });
    const payments = await t.login(DEMO.payments);
    const id = course.data?.createCourseType.id;
    expect(codeOf(await t.gql(UPDATE_COURSE, { id, input: { name: 'x', label: 'y' } }, payments))).toBe(
      'NOT_FOUND',
    );
    expect((await t.gql<{ courseTypes: unknown[] }>(COURSES, {}, payments)).data?.courseTypes).toEqual([]);
  });
});

describe('categories', () => {
  it('creates with four names, colour, course type, VAT and parent, and reads it back', async () => {
    const course = (await createCourse({ name: 'Förrätt', label: 'Starter' })).data?.createCourseType.id;
    const parent = (await createCategory({ name: 'Kök', vatRate: 12 })).data?.createCategory;
    const r = await createCategory({
      name: 'Smårätter',
      nameLang: { se: 'Smårätter', en: 'Small plates', es: 'Tapas', no: '' },
      color: '#E8590C',
      courseTypeId: course,
      vatRate: 12,
      parentId: parent?.id,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createCategory).toMatchObject({
      name: 'Smårätter',
      nameLang: { se: 'Smårätter', en: 'Small plates', es: 'Tapas', no: null },
      color: '#e8590c',
      vatRate: 12,
      parentId: parent?.id,
      courseType: { id: course, label: 'Starter' },
    });
    const read = await t.gql<{ category: Category }>(GET, { id: r.data?.createCategory.id }, owner);
    expect(read.data?.category).toEqual(r.data?.createCategory);
  });

  it('refuses a VAT outside the country’s choices and a parent loop', async () => {
    expect(fieldErrorsOf(await createCategory({ name: 'Moms', vatRate: 21 }))).toEqual([
      { field: 'vatRate', message: 'validation.vatRate' },
    ]);
    const a = (await createCategory({ name: 'A', vatRate: 25 })).data?.createCategory;
    const b = (await createCategory({ name: 'B', vatRate: 25, parentId: a?.id })).data?.createCategory;
    const c = (await createCategory({ name: 'C', vatRate: 25, parentId: b?.id })).data?.createCategory;
    const loop = await t.gql(
      UPDATE,
      { id: a?.id, input: { name: 'A', vatRate: 25, parentId: c?.id } },
      owner,
    );
    expect(fieldErrorsOf(loop)).toEqual([{ field: 'parentId', message: 'validation.parentCycle' }]);
    const self = await t.gql(
      UPDATE,
      { id: a?.id, input: { name: 'A', vatRate: 25, parentId: a?.id } },
      owner,
    );
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    const moved = await t.gql<{ updateCategory: Category }>(
      UPDATE,
      { id: c?.id, input: { name: 'C2', vatRate: 6, parentId: null } },
      owner,
    );
    expect(moved.data?.updateCategory).toMatchObject({ name: 'C2', vatRate: 6, parentId: null });
  });

  it('treats another company’s ids as not found and needs POS_CUSTOMIZATION', async () => {
    const mine = (await createCategory({ name: 'Min', vatRate: 25 })).data?.createCategory;
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(GET, { id: mine?.id }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE, { id: mine?.id, input: { name: 'x', vatRate: 25 } }, payments))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await createCategory({ name: 'x', vatRate: 25, parentId: mine?.id }, payments))).toBe(
      'NOT_FOUND',
    );
    const theirs = await companyIdOf(t, payments);
    expect(theirs).not.toBe('');
    await limitScopes(t, payments, ['FINANCE']);
    expect(codeOf(await createCategory({ name: 'x', vatRate: 25 }, payments))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CATEGORIES, {}, payments))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(COURSES, {}, payments))).toBe('FORBIDDEN');
  });
});
