export * from './catalogue';
export * from './scripts';
export * from './validate';
