export * from './messages';
export * from './api/index';
export * from './enums/index';
export * from './validators/index';
export * from './formatters/index';
