export * from './messages';
export * from './messages-products';
export * from './messages-admin';
export * from './messages-reports';
export * from './api/index';
export * from './enums/index';
export * from './validators/index';
export * from './formatters/index';
