import { endpoint } from '../http/endpoint';
import {
  ChatSettingsInput,
  EnablePaymentsInput,
  FeeHistoryInput,
  FeeSettingsInput,
  StoreApiKeyInput,
  StoreCreateInput,
  StoreIdInput,
  StoreIdQuery,
  StoreIntegrationInput,
  StoreListInput,
  StoreLogoInput,
  StoreResubmitInput,
  StoreSettingsInput,
  StoreShortListInput,
} from './schemas/inputs.schemas';
import {
  StoreAnswer,
  StoreCreateAnswer,
  StoreListAnswer,
  StoreLogoAnswer,
  StoreShortListAnswer,
  StoreWriteAnswer,
} from './schemas/store.schemas';
import {
  CurrencyFeeAnswer,
  EnablePaymentsAnswer,
  FeeHistoryAnswer,
  StoreApiKeys,
} from './schemas/store-settings.schemas';

/**
 * Calls of SPEC.md section 7 "Stores". Every call needs the access token. A store id that
 * is unknown or belongs to another merchant answers 404 `store_not_found`; a merchantId
 * other than the signed-in merchant's answers 404 `merchant_not_found`. Writes to a store
 * under review (`approval`) or `denied` answer 400 `store_read_only`.
 */

export const storeList = endpoint({
  id: 'stores.list',
  method: 'GET',
  path: '/api/store/list',
  input: StoreListInput,
  output: StoreListAnswer,
  errors: ['merchant_not_found', 'validation_error'],
});

export const storeListShort = endpoint({
  id: 'stores.listShort',
  method: 'GET',
  path: '/api/store/list',
  input: StoreShortListInput,
  output: StoreShortListAnswer,
  errors: ['merchant_not_found'],
});

export const storeCreate = endpoint({
  id: 'stores.create',
  method: 'POST',
  path: '/api/store/create',
  input: StoreCreateInput,
  output: StoreCreateAnswer,
  errors: ['validation_error', 'unknown_currency', 'merchant_not_found'],
});

export const storeResubmit = endpoint({
  id: 'stores.resubmit',
  method: 'POST',
  path: '/api/store/request',
  input: StoreResubmitInput,
  output: StoreWriteAnswer,
  errors: ['store_not_found', 'store_not_returned', 'validation_error', 'unknown_currency'],
});

export const storePrivate = endpoint({
  id: 'stores.private',
  method: 'GET',
  path: '/api/store/private',
  input: StoreIdInput,
  output: StoreAnswer,
  errors: ['store_not_found'],
});

export const storeFeeSettings = endpoint({
  id: 'stores.feeSettings',
  method: 'POST',
  path: '/api/store/fee-settings',
  input: FeeSettingsInput,
  output: StoreWriteAnswer,
  errors: ['store_not_found', 'store_read_only'],
});

export const storeFeeHistory = endpoint({
  id: 'stores.feeHistory',
  method: 'GET',
  path: '/api/store/fee-history',
  input: FeeHistoryInput,
  output: FeeHistoryAnswer,
  errors: ['store_not_found'],
});

export const storeLogo = endpoint({
  id: 'stores.logo',
  method: 'POST',
  path: '/api/store/logo',
  input: StoreLogoInput,
  inputIn: 'multipart',
  output: StoreLogoAnswer,
  errors: ['store_not_found', 'store_read_only', 'upload_profile_photo_error', 'need_2fa', 'wrong_2fa_code'],
});

export const storeApiKey = endpoint({
  id: 'stores.apiKey',
  method: 'POST',
  path: '/api/store/api-key',
  input: StoreApiKeyInput,
  output: StoreApiKeys,
  errors: ['store_not_found', 'store_read_only', 'need_2fa', 'wrong_2fa_code'],
});

export const storeIntegration = endpoint({
  id: 'stores.integration',
  method: 'POST',
  path: '/api/store/integration',
  input: StoreIntegrationInput,
  output: StoreWriteAnswer,
  errors: ['store_not_found', 'store_read_only', 'incorrect_url_format', 'incorrect_ip_format'],
});

export const storeSettings = endpoint({
  id: 'stores.settings',
  method: 'POST',
  path: '/api/store/settings',
  input: StoreSettingsInput,
  output: StoreWriteAnswer,
  errors: [
    'store_not_found',
    'store_read_only',
    'conflict_version_error',
    'validation_error',
    'unknown_currency',
  ],
});

export const storeEnablePayments = endpoint({
  id: 'stores.enablePayments',
  method: 'POST',
  path: '/api/store/enable-payments',
  input: EnablePaymentsInput,
  output: EnablePaymentsAnswer,
  errors: ['store_not_found'],
});

export const storeChatSettings = endpoint({
  id: 'stores.chatSettings',
  method: 'POST',
  path: '/api/store/chat-settings',
  input: ChatSettingsInput,
  output: StoreWriteAnswer,
  errors: ['store_not_found', 'store_read_only'],
});

export const storeCurrencyFee = endpoint({
  id: 'stores.currencyFee',
  method: 'GET',
  path: '/api/store/currency-fee',
  input: StoreIdQuery,
  output: CurrencyFeeAnswer,
  errors: ['store_not_found'],
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  storeList:
    'Stores of a merchant, keyset paged: sorted by sortColumn (id, title or status: Store fields SPEC.md names) in ' +
    'sortDirection with id as tie-breaker (same direction); prevId + prevValue select rows strictly after that row; ' +
    'pageSize 1-100 (default 20); count = every store of the merchant. The cabinet asks for id order in pages of 100 ' +
    'and reads every page; it filters (status, title search) and sorts (title, status, created) on the client. The ' +
    'same method and path with short=1 is the short list (stores.listShort).',
  storeListShort:
    'Short list for filters (short=1): id, title and the archive flag of every store of the merchant, unpaged and ' +
    "unsorted (the cabinet sorts by title). SPEC.md leaves the flag's name open: is_archived, archived or " +
    'is_archive are read. Archived stores are left out of filters by the cabinet.',
  storeCreate:
    'Create a store; it starts in status approval with payments off. title 3-64 characters, main_url http(s), ' +
    'business_scope required, currencies: active payment currencies of GET /api/enums (else 400 unknown_currency), ' +
    'payment_currency among available_payment_currencies, ' +
    'default_invoice_ttl 300-604800 seconds, redirect URLs http(s) or empty.',
  storeResubmit:
    'Resubmit a returned store for review with its corrected settings (same rules as settings): the store goes to ' +
    'status approval, return_reason is cleared, payments are switched off. Only returned stores. SPEC.md does not ' +
    'describe the answer: the demo answers the store; the cabinet reloads the store whatever comes.',
  storePrivate: 'One store of the signed-in merchant with every field (SPEC.md section 3 "Store").',
  storeFeeSettings:
    'Choose who pays the store commission: fee_payer merchant (merchant_fee = total, client_fee 0), client ' +
    '(merchant_fee 0, client_fee = total) or split (half each, rounded to 0.0001, the merchant takes the remainder). ' +
    'The total rate (merchant_fee + client_fee) is set by the provider. The cabinet sends the chosen fee_payer and the ' +
    'merchant_fee and client_fee of that split (SPEC.md: "id plus fee fields"); a backend may apply either. Appends ' +
    'a fee-history row. SPEC.md does not describe the answer: the demo answers the store; the cabinet reloads it.',
  storeFeeHistory:
    'Fee changes of a store, keyset paged by created (epoch seconds) in sortDirection with id as tie-breaker; ' +
    'prevId + prevValue (created of the last row) select rows strictly after it; pageSize 1-100 (default 20, not ' +
    'in SPEC.md: the cabinet loads more while it holds fewer rows than count). SPEC.md names count and history but ' +
    'no field of a row.',
  storeLogo:
    'Upload a store logo (multipart: logo, store_id): jpeg or png, at most 1048576 bytes. Too large: 413 ' +
    'upload_profile_photo_error; other type: 400 upload_profile_photo_error. Protected by the second factor of ' +
    'operation settings (403 need_2fa). Answers the new logo (a relative asset path, made absolute by the cabinet, ' +
    'or a data URL).',
  storeApiKey:
    'Generate a new API key pair; the previous one stops working. The secret is shown only in this answer: the ' +
    'backend keeps a hash and the last 4 characters (store fields api_key_last4, api_key_created). Protected by the ' +
    'second factor of operation settings. SPEC.md does not name the fields of the keys: the cabinet shows every text ' +
    'field of the answer (public_key and secret_key by name, any other under its own name) once.',
  storeIntegration:
    'Save the callback URL (https, or empty for none) and the callback source IPv4 list (at most 20). Wrong URL: ' +
    '400 incorrect_url_format; wrong address: 400 incorrect_ip_format. SPEC.md does not describe the answer: the ' +
    'demo answers the store; the cabinet reloads it.',
  storeSettings:
    'Save the settings of an approved or returned store (rules as create); bumps version; a stale version answers ' +
    '409 conflict_version_error (version is not in SPEC.md: without it the last save wins). Answers the updated ' +
    'store; the cabinet also reloads it.',
  storeEnablePayments:
    'Switch payments on or off. A refusal is HTTP 200 with success false and a message key (store_not_approved ' +
    'when the store is not approved). SPEC.md does not describe a success: the demo answers success true with the ' +
    'new payments_enabled; the cabinet takes any answer but success false as a success and reloads the store.',
  storeChatSettings:
    'Save the payment-page chat settings (greeting, operator_name, working_hours, auto_reply: the shape is the ' +
    "cabinet's) and switch the chat on or off. SPEC.md does not describe the answer: the demo answers the store; " +
    'the cabinet reloads it.',
  storeCurrencyFee:
    'Fees per available payment currency of a store: merchant_fee and client_fee (fractions), min_amount and ' +
    'fixed_fee (network fee) in that currency. SPEC.md says "a list" and names no field: a bare list or an object ' +
    'holding it (list, items, data, rows) is read; a row names its currency as currency or code.',
};
