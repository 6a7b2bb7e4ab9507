export * from './catalogue';
export * from './validate';
