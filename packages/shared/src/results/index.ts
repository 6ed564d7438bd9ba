export * from './decimal';
export * from './units';
export * from './limit-parser';
export * from './judgement';
export * from './basis';
export * from './display';
