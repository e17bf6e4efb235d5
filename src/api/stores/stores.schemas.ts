// The store schemas, one file per entity under ./schemas; every screen imports them from here.

export { SortDirection } from '../http/params.schemas';
export * from './schemas/inputs.schemas';
export * from './schemas/store.schemas';
export * from './schemas/store-settings.schemas';
