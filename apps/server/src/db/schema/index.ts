export * from './accounts.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './capital.ts';
export * from './catalogue.ts';
export * from './platform.ts';
export * from './vouchers.ts';
