import { describe, expect, it } from 'vitest';
import { isValidVatRate, SUPPORTED_COUNTRIES } from './countries.ts';
import { DEFAULT_CATEGORIES } from './enums.ts';
import {
  defaultCategoriesFor,
  defaultCategoryVatRate,
  LIBRARY_TEMPLATES,
  libraryContent,
  libraryLanguage,
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

  it('the café, restaurant and bar describe every product, in every language the library writes', () => {
    for (const template of ['cafe', 'restaurant', 'bar'] as const) {
      for (const [country, language] of [
        ['SE', 'se'],
        ['GB', 'en'],
        ['ES', 'es'],
        ['NO', 'no'],
        ['DK', 'en'],
        ['TR', 'en'],
      ] as const) {
        const content = libraryContent(template, { country, currency: 'EUR', language });
        for (const product of content.products) {
          expect([template, country, product.title, product.description.trim() !== '']).toEqual([
            template,
            country,
            product.title,
            true,
          ]);
          expect(product.description.length).toBeLessThanOrEqual(1000);
          for (const text of Object.values(product.descriptionLang)) expect(text.trim()).not.toBe('');
        }
      }
    }
  });

  it('writes a Danish or Turkish company’s menu in Danish or Turkish, its English slot left to that text', () => {
    expect(libraryLanguage('DK', 'en')).toBe('da');
    expect(libraryLanguage('TR', 'en')).toBe('tr');
    // A Danish company that chose Swedish content gets Swedish.
    expect(libraryLanguage('DK', 'se')).toBe('se');
    expect(libraryLanguage('GB', 'en')).toBe('en');

    const copenhagen = libraryContent('cafe', { country: 'DK', currency: 'DKK', language: 'en' });
    const bun = copenhagen.products.find((p) => p.title === 'Kanelsnegl');
    expect(bun).toMatchObject({
      description: 'Vores klassiske kanelsnegl med smør, kanel og perlesukker, bagt hver morgen.',
      titleLang: { se: 'Kanelbulle', es: 'Rollo de canela', no: 'Kanelbolle' },
    });
    expect(bun?.titleLang).not.toHaveProperty('en');
    expect(bun?.descriptionLang).not.toHaveProperty('en');
    expect(copenhagen.courses.map((c) => c.name)).toEqual(['Drikkevarer', 'Småretter']);
    expect(defaultCategoriesFor('DK', 'en').find((c) => c.key === 'food')?.name).toBe('Mad');

    const istanbul = libraryContent('bar', { country: 'TR', currency: 'TRY', language: 'en' });
    expect(istanbul.products.map((p) => p.title)).toContain('Cin tonik');
    expect(istanbul.categories.find((c) => c.key === 'beer')?.name).toBe('Bira');
    expect(defaultCategoriesFor('TR', 'en').find((c) => c.key === 'teaCoffee')?.name).toBe('Çay ve kahve');
    // Every product and category has its Danish and Turkish name.
    for (const template of LIBRARY_TEMPLATES) {
      for (const country of ['DK', 'TR'] as const) {
        const content = libraryContent(template, { country, currency: 'EUR', language: 'en' });
        for (const named of [
          ...content.products.map((p) => p.title),
          ...content.categories.map((c) => c.name),
        ]) {
          expect(named.trim()).not.toBe('');
        }
      }
    }
  });

  it('prices round to what a menu shows', () => {
    expect(libraryPrice(38, 'SEK')).toBe(3800);
    expect(libraryPrice(38, 'EUR')).toBe(350);
    expect(libraryPrice(38, 'TRY')).toBe(12000);
    expect(libraryPrice(1, 'GBP')).toBe(50); // never free
  });
});
