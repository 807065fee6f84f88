import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  callsTo,
  conflictUnlessForced,
  mockGraphQL,
  renderCatalogue,
  sessionData,
} from '../../test/back-office.tsx';
import { CoursesPage } from './courses-page.tsx';

let fetchMock: Mock<typeof fetch>;
const COURSES = [
  { id: 'c1', name: 'Förrätt', label: 'Starter', position: 1 },
  { id: 'c2', name: 'Varmrätt', label: 'Main', position: 2 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('course types', () => {
  it('opens ?id=new after the last course and creates it', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      courseTypes: () => ({ data: { courseTypes: COURSES } }),
      createCourseType: () => ({ data: { createCourseType: { id: 'c3' } } }),
    });
    await renderCatalogue(<CoursesPage />, '/pim/courses?id=new');
    const drawer = await screen.findByRole('dialog', { name: 'New course' });
    await within(drawer).findByRole('textbox', { name: /Name/ });
    expect((within(drawer).getByLabelText(/Order/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '3',
    );
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Efterrätt' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Label/ }), {
      target: { value: 'Dessert' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Efterrätt created')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateCourseType')).toEqual([
      { input: { name: 'Efterrätt', label: 'Dessert', position: 3 } },
    ]);
  });

  it('names what depends on a course before deleting it with force', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      courseTypes: () => ({ data: { courseTypes: COURSES } }),
      deleteNode: conflictUnlessForced('deleteNode', [{ kind: 'ITEMS', count: 4 }]),
    });
    await renderCatalogue(<CoursesPage />, '/pim/courses?id=c2');
    const drawer = await screen.findByRole('dialog', { name: 'Edit Varmrätt' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Varmrätt?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    const question = (await screen.findByText('Products: 4')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Varmrätt deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DeleteNode')).toEqual([
      { id: 'c2', force: false },
      { id: 'c2', force: true },
    ]);
  });
});
