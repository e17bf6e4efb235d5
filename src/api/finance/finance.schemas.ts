// The finance schemas, one file per entity under ./schemas; every screen imports them from here.

export * from './schemas/balance.schemas';
export * from './schemas/history.schemas';
export * from './schemas/wallets.schemas';
export * from './schemas/withdrawal.schemas';
