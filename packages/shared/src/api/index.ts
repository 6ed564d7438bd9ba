export * from './envelope';
export * from './pagination';
export * from './dict';
export * from './dict-keys';
export * from './prefixes';
export * from './auth';
export * from './sign-on';
export * from './files';
