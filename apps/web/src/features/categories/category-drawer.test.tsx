import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { callsTo, mockGraphQL, renderCatalogue, sessionData } from '../../test/back-office.tsx';
import { CategoriesPage } from './categories-page.tsx';

let fetchMock: Mock<typeof fetch>;
const category = (id: string, name: string, parentId: string | null = null) => ({
  id,
  name,
  nameLang: { se: name, en: null, es: null, no: null },
  color: '#e8590c',
  vatRate: 25,
  parentId,
  courseTypeId: null,
  courseType: null,
});
const LIST = {
  data: {
    categories: [category('a', 'Mat'), category('b', 'Bakverk', 'a'), category('c', 'Dryck')],
    courseTypes: [],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('categories', () => {
  it('creates a category with its Swedish and English names and a VAT of the country', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      categoryList: () => LIST,
      createCategory: () => ({ data: { createCategory: { id: 'd' } } }),
    });
    await renderCatalogue(<CategoriesPage />, '/pim/categories?id=new');
    const drawer = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(await within(drawer).findByRole('textbox', { name: /Swedish/ }), {
      target: { value: 'Smårätter' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'English' }), {
      target: { value: 'Small plates' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Smårätter created')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateCategory')[0]?.input).toMatchObject({
      name: 'Smårätter',
      nameLang: { se: 'Smårätter', en: 'Small plates' },
      vatRate: 25,
      parentId: null,
    });
  });

  it('shows the server refusing a character it cannot store under the field, translated', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      categoryList: () => LIST,
      createCategory: () => ({
        data: null,
        errors: [
          {
            message: 'Some fields are not filled in correctly.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ field: 'nameLang.en', message: 'validation.unsupportedCharacter' }],
            },
          },
        ],
      }),
    });
    await renderCatalogue(<CategoriesPage />, '/pim/categories?id=new');
    const drawer = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(await within(drawer).findByRole('textbox', { name: /Swedish/ }), {
      target: { value: 'Smårätter' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'English' }), {
      target: { value: 'Small\u0000plates' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Contains a character that cannot be saved')).toBeTruthy();
  });

  it('offers as parent neither the category itself nor what lies below it', async () => {
    mockGraphQL({ backOfficeSession: () => sessionData(), categoryList: () => LIST });
    await renderCatalogue(<CategoriesPage />, '/pim/categories?id=a');
    const drawer = await screen.findByRole('dialog', { name: 'Edit Mat' });
    fireEvent.click(await within(drawer).findByLabelText('Parent category', { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Dryck');
    expect(options).not.toContain('Mat');
    expect(options).not.toContain('Bakverk');
  });
});
