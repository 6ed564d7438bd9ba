export * from './money';
export * from './date-input';
export * from './format-date';
export * from './list-time';
export * from './relative-time';
export * from './number-short';
