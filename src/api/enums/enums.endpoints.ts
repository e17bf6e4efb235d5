import { endpoint } from '../http/endpoint';
import { EnumsAnswer, EnumsInput } from './enums.schemas';

export const enumsList = endpoint({
  id: 'enums.list',
  method: 'GET',
  path: '/api/enums',
  auth: false,
  input: EnumsInput,
  output: EnumsAnswer,
  errors: ['validation_error'],
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  enumsList:
    'Reference list of one kind (an array, an object holding it, or an object keyed by code): languages ' +
    'and countries as { code, title } (a name under another key is read too) or a bare code; language ' +
    'codes in any case or form (en, EN, en-GB; uk = ua), countries ISO 3166-1 alpha-2 or alpha-3 in any ' +
    'case (a row without a usable code is skipped); or currencies ({ code, active, logo (relative with or ' +
    'without a leading slash, absolute URL, or null), precision, rates_precision, type (0 fiat-like, any ' +
    'other code crypto), system }; yes/no as true/false, 1/0, "1"/"0", numbers or numeric strings). No ' +
    'session needed. Currencies are listed active and inactive; the cabinet keeps only active ones',
};
