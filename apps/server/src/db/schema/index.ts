export * from './accounts.ts';
export * from './auth.ts';
export * from './platform.ts';
export * from './vouchers.ts';
