export * from './shop';
export * from './catalogue';
export * from './users';
export * from './commerce';
export * from './mail';
export * from './content';
export * from './products';
export * from './checkout';
