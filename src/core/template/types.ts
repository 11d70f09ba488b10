// The template types in one place: the schema language (schema-types.ts) and the instances a grid renders
// (instance-types.ts). Each of the two stands alone; this module only re-exports them.
export type * from './schema-types';
export type * from './instance-types';
