export * from './client/index';
export * from './contract/index';
export * from './rules/index';
export * from './session/index';
