// The store schemas, one file per entity under ./schemas; every screen imports them from here.

export * from './schemas/inputs.schemas';
export * from './schemas/store.schemas';
export * from './schemas/store-settings.schemas';
export {
  FEE_PAYERS,
  FeePayer,
  SortDirection,
  STORE_STATUSES,
  StoreSortColumn,
  StoreStatus,
  StoreWireSortColumn,
} from './schemas/values.schemas';
