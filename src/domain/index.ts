// The brief domain: pure TypeScript, no I/O, imports nothing else of ours (STYLE: domain/).
export * from './brief';
export * from './competitors';
export * from './defaults';
export * from './deliverables';
export * from './diff';
export * from './files';
export * from './mapping';
export * from './labels';
export * from './constants';
export * from './messages';
export * from './stats';
export * from './time';
export * from './auth-errors';
export * from './uploads';
export * from './validation';
