import { describe, expect, it } from 'vitest';
import { isValidVatRate, SUPPORTED_COUNTRIES } from './countries.ts';
import { DEFAULT_CATEGORIES } from './enums.ts';
import {
  defaultCategoriesFor,
  defaultCategoryVatRate,
  LIBRARY_TEMPLATES,
  libraryContent,
  libraryPrice,
} from './product-library.ts';

describe('default categories', () => {
  it('are the nine of §3, named in the company language', () => {
    const swedish = defaultCategoriesFor('SE', 'se');
    expect(swedish.map((c) => c.key)).toEqual(DEFAULT_CATEGORIES.map((c) => c.key));
    expect(swedish[0]).toMatchObject({ name: 'Mat', vatRate: 25 });
    expect(defaultCategoriesFor('GB', 'en').find((c) => c.key === 'teaCoffee')?.name).toBe('Tea and coffee');
  });

  it('use the spec’s rates where the country has them, and the country’s own rate of the kind otherwise', () => {
    expect(defaultCategoryVatRate('SE', 'food')).toBe(25);
    expect(defaultCategoryVatRate('NO', 'food')).toBe(25);
    // §3's UK food rate (15) is not a UK VAT choice: the reduced rate stands in; beer stays standard.
    expect(defaultCategoryVatRate('GB', 'food')).toBe(5);
    expect(defaultCategoryVatRate('GB', 'beer')).toBe(20);
    expect(defaultCategoryVatRate('ES', 'wine')).toBe(21);
    expect(defaultCategoryVatRate('ES', 'teaCoffee')).toBe(10);
    for (const country of SUPPORTED_COUNTRIES) {
      for (const category of defaultCategoriesFor(country, 'en')) {
        expect([country, category.key, isValidVatRate(country, category.vatRate)]).toEqual([
          country,
          category.key,
          true,
        ]);
      }
    }
  });
});

describe('library templates', () => {
  it('every template has categories, products in its categories and names in the four languages', () => {
    for (const template of LIBRARY_TEMPLATES) {
      const content = libraryContent(template, { country: 'SE', currency: 'SEK', language: 'se' });
      expect(content.products.length).toBeGreaterThanOrEqual(5);
      const categories = new Set(content.categories.map((c) => c.key));
      const courses = new Set(content.courses.map((c) => c.key));
      for (const product of content.products) {
        expect(categories.has(product.category)).toBe(true);
        if (product.course) expect(courses.has(product.course)).toBe(true);
        for (const name of Object.values(product.titleLang)) expect(name.trim()).not.toBe('');
      }
      // Names are unique within a template, so an import can match on them.
      expect(new Set(content.products.map((p) => p.title.toLowerCase())).size).toBe(content.products.length);
    }
  });

  it('the café in London is English, in pounds, at UK VAT', () => {
    const cafe = libraryContent('cafe', { country: 'GB', currency: 'GBP', language: 'en' });
    const latte = cafe.products.find((p) => p.title === 'Caffè latte');
    expect(cafe.products[0]?.title).toBe('Filter coffee');
    expect(latte?.price).toBe(350); // 45 kr ≈ £3.38, rounded to the half pound
    expect(latte?.vatRate).toBe(5);
    expect(cafe.courses.map((c) => c.name)).toEqual(['Drinks', 'Small plates']);
  });

  it('prices round to what a menu shows', () => {
    expect(libraryPrice(38, 'SEK')).toBe(3800);
    expect(libraryPrice(38, 'EUR')).toBe(350);
    expect(libraryPrice(38, 'TRY')).toBe(12000);
    expect(libraryPrice(1, 'GBP')).toBe(50); // never free
  });
});
