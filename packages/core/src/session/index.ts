export * from './keys';
export * from './run-action';
export * from './showroom-entry';
export * from './sign-in-outcome';
export * from './storage';
export * from './stores';
