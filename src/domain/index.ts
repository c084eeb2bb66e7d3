// The brief domain: pure TypeScript, no I/O, imports nothing else of ours (STYLE: domain/).
export * from './auth-errors';
export * from './brief';
export * from './competitors';
export * from './constants';
export * from './defaults';
export * from './deliverables';
export * from './diff';
export * from './entities';
export * from './files';
export * from './find';
export * from './labels';
export * from './mapping';
export * from './messages';
export * from './stats';
export * from './time';
export * from './uploads';
export * from './validation';
