// The invoice schemas, one file per entity under ./schemas; every screen imports them from here.

export { SortDirection } from '../http/params.schemas';
export * from './schemas/invoice-detail.schemas';
export * from './schemas/invoice-list.schemas';
export * from './schemas/invoice-writes.schemas';
export {
  InvoiceSortColumn,
  type InvoiceSource,
  InvoiceStatus,
  type InvoiceStatusValue,
  InvoiceType,
  MethodType,
  OPEN_INVOICE_STATUSES,
} from './schemas/values.schemas';
