export * from './constants';
export * from './time';
export * from './messages';
export * from './auth';
export * from './errors';
export * from './courses';
export * from './patterns';
