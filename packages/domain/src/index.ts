// The package's public surface: pure business rules shared by the server and the web app.
export * from './accounting-day.ts';
export * from './back-office.ts';
export * from './countries.ts';
export * from './enums.ts';
export * from './language.ts';
export * from './layout.ts';
export * from './layout-input.ts';
export * from './menus.ts';
export * from './money.ts';
export * from './permissions.ts';
export * from './redirect-url.ts';
export * from './settings.ts';
export * from './slug.ts';
export * from './sort.ts';
export * from './validation.ts';
