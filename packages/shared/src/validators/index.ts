export * from './validator';
export * from './patterns';
export * from './required';
export * from './phone';
export * from './text-formats';
export * from './numeric-ranges';
export * from './credentials';
export * from './zod';
